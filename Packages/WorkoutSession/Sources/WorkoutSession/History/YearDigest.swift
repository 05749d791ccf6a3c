import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the analytics need of one year of history, small enough to keep: the year's personal
/// records, totals, trained exercises, training weeks and first and last day.
///
/// Records, statistics and the years' digests combine in year order exactly as the year's
/// workouts would (records keep the earliest of equal values), so the analytics of a whole
/// history are the merge of its years' digests. A store may keep digests beside its index and
/// recompute only the years whose index changed.
public struct YearDigest: Hashable, Sendable, Codable {
    /// An exercise trained in the year: its latest name, workouts and sets.
    public struct Trained: Hashable, Sendable, Codable {
        /// The exercise.
        public let exerciseID: ExerciseID
        /// Its name when last trained in the year.
        public let name: String
        /// Workouts of the year that included it.
        public let workouts: Int
        /// Its completed sets in the year.
        public let sets: Int
    }

    /// The records set in the year, per exercise (as if the year were the whole history).
    public let records: [PersonalRecords]
    /// The year's totals.
    public let totals: HistoryStats.Totals
    /// The exercises trained in the year.
    public let trained: [Trained]
    /// The running numbers of the ISO weeks with a workout (see `HistoryStats.week(of:)`).
    public let weeks: [Int]
    /// The first and last workout day of the year.
    public let first: LocalDate?
    public let last: LocalDate?

    /// The digest of one year's summaries.
    public init(_ summaries: [WorkoutSummary]) {
        records = PersonalRecords.compute(summaries).values.sorted { $0.exerciseID < $1.exerciseID }
        totals = HistoryStats.Totals(summaries)
        var trained: [ExerciseID: (name: String, workouts: Int, sets: Int)] = [:]
        var weeks = Set<Int>()
        for summary in summaries.sorted(by: { $0.startedAt < $1.startedAt }) {
            weeks.insert(HistoryStats.week(of: summary.date))
            for line in summary.exercises {
                let current = trained[line.exerciseID] ?? (line.name, 0, 0)
                trained[line.exerciseID] = (line.name, current.workouts + 1, current.sets + line.sets)
            }
        }
        self.trained = trained.map {
            Trained(exerciseID: $0.key, name: $0.value.name, workouts: $0.value.workouts, sets: $0.value.sets)
        }.sorted { $0.exerciseID < $1.exerciseID }
        self.weeks = weeks.sorted()
        first = summaries.map(\.date).min()
        last = summaries.map(\.date).max()
    }
}

extension PersonalRecords {
    /// The records of a whole history from its years' digests (in any order; merged oldest year
    /// first, so equal values keep the earliest, as over the workouts themselves).
    public static func merge(_ digests: [Int: YearDigest]) -> [ExerciseID: PersonalRecords] {
        var merged: [ExerciseID: PersonalRecords] = [:]
        for year in digests.keys.sorted() {
            for record in digests[year]?.records ?? [] {
                if merged[record.exerciseID] == nil {
                    merged[record.exerciseID] = record
                } else {
                    merged[record.exerciseID]?.absorb(record)
                }
            }
        }
        return merged
    }

    /// Takes the later records of `later` where they are better (strictly), and its name.
    mutating func absorb(_ later: PersonalRecords) {
        func better(_ candidate: Record?, than current: Record?) -> Bool {
            guard let candidate else { return false }
            return candidate.value > (current?.value ?? 0) + 1e-9
        }
        if better(later.heaviest, than: heaviest) { heaviest = later.heaviest }
        if better(later.bestE1RM, than: bestE1RM) { bestE1RM = later.bestE1RM }
        if better(later.bestSetVolume, than: bestSetVolume) { bestSetVolume = later.bestSetVolume }
        for (weight, record) in later.repsAtWeight
        where (record.reps ?? 0) > (repsAtWeight[weight]?.reps ?? 0) {
            repsAtWeight[weight] = record
        }
        name = later.name
    }
}

extension HistoryStats {
    /// The statistics of a whole history from its years' digests, as of `today`.
    public init(digests: [Int: YearDigest], today: LocalDate, topCount: Int = 5) {
        var totals = Totals()
        var exercises: [ExerciseID: (name: String, workouts: Int, sets: Int)] = [:]
        var weeks = Set<Int>()
        var years: [Year] = []
        for year in digests.keys.sorted() {
            guard let digest = digests[year], digest.totals.workouts > 0 else { continue }
            totals.workouts += digest.totals.workouts
            totals.sets += digest.totals.sets
            totals.volumeKg += digest.totals.volumeKg
            totals.durationSeconds += digest.totals.durationSeconds
            years.append(Year(year: year, totals: digest.totals))
            weeks.formUnion(digest.weeks)
            for item in digest.trained {
                let current = exercises[item.exerciseID] ?? (item.name, 0, 0)
                exercises[item.exerciseID] = (
                    item.name, current.workouts + item.workouts, current.sets + item.sets
                )
            }
        }
        let dates = digests.values.flatMap { [$0.first, $0.last].compactMap { $0 } }
        self.init(
            totals: totals, years: years, exercises: exercises, weeks: weeks, first: dates.min(),
            last: dates.max(), today: today, topCount: topCount)
    }
}
