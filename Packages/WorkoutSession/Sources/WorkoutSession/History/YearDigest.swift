import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the statistics and records need of one year of history, small enough to keep: the
/// year's totals, trained exercises, training weeks, first and last day, and personal records.
///
/// The statistics of a whole history are the merge of its years' digests, so a store may keep
/// digests beside its index and recompute only the years whose index changed.
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

    /// The year's totals.
    public let totals: HistoryStats.Totals
    /// The exercises trained in the year.
    public let trained: [Trained]
    /// The running numbers of the ISO weeks with a workout (see `HistoryStats.week(of:)`).
    public let weeks: [Int]
    /// The first and last workout day of the year.
    public let first: LocalDate?
    public let last: LocalDate?
    /// The year's personal records of each exercise (`PersonalRecords.year`); the records of a
    /// whole history are these merged (`PersonalRecords.merged`). Read from `recordLines` when
    /// asked for (the statistics never need them); `nil` when kept text does not read, and the
    /// year's records are then computed from its summaries.
    public var records: [ExerciseID: PersonalRecords]? { recordLines.flatMap { YearDigestCodec.records($0) } }
    /// The records as `YearDigestCodec` lines (one canonical text for equal records); `nil` in a
    /// digest read for the statistics only (`WorkoutStore.statisticsDigests(years:)`).
    let recordLines: String?

    /// A digest from its parts (as read back from where a store keeps it).
    init(
        totals: HistoryStats.Totals, trained: [Trained], weeks: [Int], first: LocalDate?, last: LocalDate?,
        recordLines: String?
    ) {
        self.totals = totals
        self.trained = trained
        self.weeks = weeks
        self.first = first
        self.last = last
        self.recordLines = recordLines
    }

    /// The digest without its records (`records` is `nil`).
    var withoutRecords: YearDigest {
        YearDigest(totals: totals, trained: trained, weeks: weeks, first: first, last: last, recordLines: nil)
    }

    /// The digest of one year's summaries.
    public init(_ summaries: [WorkoutSummary]) {
        totals = HistoryStats.Totals(summaries)
        var trained: [ExerciseID: (name: String, workouts: Int, sets: Int)] = [:]
        var weeks = Set<Int>()
        for summary in summaries.sorted(by: { $0.startedAt < $1.startedAt }) {
            weeks.insert(HistoryStats.week(of: summary.date))
            HistoryStats.count(summary, into: &trained)
        }
        self.trained = trained.map {
            Trained(exerciseID: $0.key, name: $0.value.name, workouts: $0.value.workouts, sets: $0.value.sets)
        }.sorted { $0.exerciseID < $1.exerciseID }
        self.weeks = weeks.sorted()
        first = summaries.map(\.date).min()
        last = summaries.map(\.date).max()
        recordLines = YearDigestCodec.recordLines(PersonalRecords.year(summaries))
    }
}

extension HistoryStats {
    /// The statistics of a whole history from its years' digests, as of `today`.
    public init(digests: [Int: YearDigest], today: LocalDate, topCount: Int = 5) {
        var totals = Totals()
        var years: [Year] = []
        for year in digests.keys.sorted() {
            guard let digest = digests[year], digest.totals.workouts > 0 else { continue }
            totals.add(digest.totals)
            years.append(Year(year: year, totals: digest.totals))
        }
        let (exercises, weeks) = YearDigest.gathered(digests)
        let dates = digests.values.flatMap { [$0.first, $0.last].compactMap { $0 } }
        self.init(
            totals: totals, years: years, exercises: exercises, weeks: weeks, first: dates.min(),
            last: dates.max(), today: today, topCount: topCount)
    }
}

extension YearDigest {
    /// The trained exercises and the weeks of the years of `digests` that have workouts, as the
    /// statistics of several years take them: each exercise's workouts and sets summed under its
    /// latest year's name, the weeks joined.
    static func gathered(_ digests: [Int: YearDigest]) -> (
        trained: [ExerciseID: (name: String, workouts: Int, sets: Int)], weeks: Set<Int>
    ) {
        var trained: [ExerciseID: (name: String, workouts: Int, sets: Int)] = [:]
        var weeks = Set<Int>()
        for year in digests.keys.sorted() {
            guard let digest = digests[year], digest.totals.workouts > 0 else { continue }
            weeks.formUnion(digest.weeks)
            for item in digest.trained {
                let current = trained[item.exerciseID] ?? (item.name, 0, 0)
                trained[item.exerciseID] = (
                    item.name, current.workouts + item.workouts, current.sets + item.sets
                )
            }
        }
        return (trained, weeks)
    }
}
