import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Personal records of one exercise (GAP-03), from working sets only (warm-ups never count).
public struct PersonalRecords: Hashable, Sendable, Codable {
    /// One record and when it was set.
    public struct Record: Hashable, Sendable, Codable {
        /// The value (kg, or kg × reps for volume).
        public let value: Double
        /// Reps, where they matter (the heaviest weight's reps; reps at a weight).
        public let reps: Int?
        /// The day it was set.
        public let date: LocalDate
        /// The workout it was set in.
        public let workout: WorkoutID

        enum CodingKeys: String, CodingKey { case value, reps, date, workout }

        /// Whether `weight` is far above this heaviest weight: half as heavy again and at least
        /// 20 kg more, as a typo (1850 for 185) is; said before it becomes the record.
        public func isFarBelow(_ weight: Mass) -> Bool { Self.isFar(weight, above: value) }

        /// Whether `weight` is far above `kilograms`: half as heavy again and at least 20 kg more.
        public static func isFar(_ weight: Mass, above kilograms: Double) -> Bool {
            weight.kilograms >= kilograms * 1.5 && weight.kilograms - kilograms >= 20
        }

        /// Written with the value to a millionth (a milligram): an estimate such as 14 × 1.45
        /// comes out as 20.3, not 20.299999999999997 (kept digests use their own text).
        public func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode((value * 1_000_000).rounded() / 1_000_000, forKey: .value)
            try values.encodeIfPresent(reps, forKey: .reps)
            try values.encode(date, forKey: .date)
            try values.encode(workout, forKey: .workout)
        }
    }

    /// The exercise.
    public let exerciseID: ExerciseID
    /// Its name (the latest used).
    public var name: String
    /// Heaviest working weight.
    public var heaviest: Record?
    /// Best estimated one-rep max (Epley).
    public var bestE1RM: Record?
    /// Best single-set volume.
    public var bestSetVolume: Record?
    /// Most reps at each weight. At 0 kg: the most reps of a session whose working sets carried
    /// no weight (pull-ups, push-ups, dips at bodyweight), the one record such sets make.
    public var repsAtWeight: [Double: Record]

    /// The heaviest weight with the most reps ever done at it, and the day of those reps: the
    /// first time a weight was lifted keeps `heaviest` (170 lb × 8), a later 170 lb × 10 is
    /// what a person reads as their heaviest set.
    public var heaviestSet: Record? {
        guard let heaviest else { return nil }
        guard let most = repsAtWeight[heaviest.value], (most.reps ?? 0) > (heaviest.reps ?? 0) else {
            return heaviest
        }
        return Record(value: heaviest.value, reps: most.reps, date: most.date, workout: most.workout)
    }

    /// The records over `summaries` (any order; ties keep the earliest), of every exercise or
    /// `only` those given.
    ///
    /// Computed year by year and merged (`merged(_:)`), exactly as a store's kept yearly records
    /// are: whether an exercise is an assisted variant is read from its first line of each year.
    public static func compute(_ summaries: [WorkoutSummary], only exercises: Set<ExerciseID>? = nil)
        -> [ExerciseID: PersonalRecords]
    {
        let years = Dictionary(grouping: summaries, by: \.date.year)
        return merged(years.keys.sorted().map { Self.year(years[$0] ?? [], only: exercises) })
    }

    /// The records of one year's `summaries` (a store keeps these beside its index).
    public static func year(_ summaries: [WorkoutSummary], only exercises: Set<ExerciseID>? = nil)
        -> [ExerciseID: PersonalRecords]
    {
        var records: [ExerciseID: PersonalRecords] = [:]
        // Whether an exercise is an assisted variant, read from its name once per exercise.
        var assisted: [ExerciseID: Bool] = [:]
        for summary in summaries.sorted(by: { $0.startedAt < $1.startedAt }) {
            for line in summary.exercises where exercises?.contains(line.exerciseID) ?? true {
                let isAssisted = assisted[line.exerciseID] ?? Self.isAssisted(line)
                assisted[line.exerciseID] = isAssisted
                // Mutated in place: a copy would copy its reps-at-weight table every time.
                records[
                    line.exerciseID,
                    default: PersonalRecords(exerciseID: line.exerciseID, name: line.name, repsAtWeight: [:])
                ].update(line, date: summary.date, workout: summary.id, describe: false, assisted: isAssisted)
            }
        }
        return records
    }

    /// The records of consecutive periods (oldest first) merged into the records of all of them:
    /// a later record counts only when it beats the earlier one (ties keep the earliest), and
    /// the name is the latest period's.
    public static func merged(_ periods: [[ExerciseID: PersonalRecords]]) -> [ExerciseID: PersonalRecords] {
        guard var result = periods.first else { return [:] }
        for period in periods.dropFirst() {
            for (id, later) in period {
                if result[id] == nil {
                    result[id] = later
                } else {
                    result[id]?.absorb(later)
                }
            }
        }
        return result
    }

    /// Takes `later`'s records where they beat these (a later period of the same exercise).
    mutating func absorb(_ later: PersonalRecords) {
        func better(_ record: Record?, than current: Record?) -> Bool {
            guard let record else { return false }
            return record.value > (current?.value ?? 0) + 1e-9
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

    /// Updates the records with one workout's line; returns the records it beat.
    @discardableResult
    public mutating func absorb(_ line: WorkoutSummary.ExerciseLine, date: LocalDate, workout: WorkoutID)
        -> [NewRecord]
    {
        update(line, date: date, workout: workout, describe: true, assisted: Self.isAssisted(line))
    }

    /// The most two writings of one load differ by, kg: a weight in pounds rounded to 0.5 lb
    /// against the same bar in kilograms (450 lb and 204 kg are 0.12 kg apart), less than the
    /// smallest plate anyone adds (0.25 kg; 0.5 lb is 0.23 kg).
    static let unitSlack = 0.15

    /// Whether `line` is of an assisted variant (its "weight" is help, not load).
    static func isAssisted(_ line: WorkoutSummary.ExerciseLine) -> Bool {
        line.exerciseID.rawValue.contains("assisted") || ExerciseName(line.name).isAssisted
    }

    /// Updates the records; with `describe`, returns the records beaten.
    @discardableResult
    mutating func update(
        _ line: WorkoutSummary.ExerciseLine, date: LocalDate, workout: WorkoutID, describe: Bool,
        assisted: Bool
    ) -> [NewRecord] {
        var beaten: [NewRecord] = []
        // An assisted variant's "weight" is help, not load: it makes no weight, e1RM or volume record.
        func better(_ value: Double, than current: Record?) -> Bool {
            !assisted && value > 0 && value > (current?.value ?? 0) + 1e-9
        }
        // A session whose top weight is one already lifted written in the other unit (450 lb
        // after a bar logged as 204 kg: near a weight of the records, not one of them) beats a
        // record by the conversion alone up to `unitSlack` per load: that becomes the record
        // but is no "New PR" (nobody lifted more). At a weight lifted before, any gain is one.
        // `perLoad`: how many times the load the value holds (the reps of a set's volume).
        let rewritten =
            !repsAtWeight.keys.contains { abs($0 - line.topKilograms) < 1e-6 }
            && repsAtWeight.keys.contains { abs($0 - line.topKilograms) <= Self.unitSlack }
        func announced(_ value: Double, over current: Record?, perLoad: Double = 1) -> Bool {
            guard describe, let current else { return false }
            return !rewritten || value > current.value + Self.unitSlack * max(1, perLoad)
        }
        let load = line.topKilograms > 0 ? line.topKilograms : 1
        if better(line.topKilograms, than: heaviest) {
            if announced(line.topKilograms, over: heaviest) {
                beaten.append(
                    NewRecord(
                        exercise: line.name, kind: .heaviest(reps: line.topReps), kilograms: line.topKilograms
                    ))
            }
            heaviest = Record(value: line.topKilograms, reps: line.topReps, date: date, workout: workout)
        }
        if better(line.bestE1RM, than: bestE1RM) {
            if announced(line.bestE1RM, over: bestE1RM, perLoad: line.bestE1RM / load) {
                beaten.append(NewRecord(exercise: line.name, kind: .e1RM, kilograms: line.bestE1RM))
            }
            bestE1RM = Record(value: line.bestE1RM, reps: nil, date: date, workout: workout)
        }
        if better(line.bestSetVolume, than: bestSetVolume) {
            if announced(line.bestSetVolume, over: bestSetVolume, perLoad: line.bestSetVolume / load) {
                beaten.append(NewRecord(exercise: line.name, kind: .setVolume, kilograms: line.bestSetVolume))
            }
            bestSetVolume = Record(value: line.bestSetVolume, reps: nil, date: date, workout: workout)
        }
        // A session whose working sets carried no weight: its most reps are the record at 0 kg
        // (a summary keeps the most reps of such sets as its top set; a session that mixed
        // loaded and unloaded sets keeps only the loaded ones' reps, so it makes none at 0 kg).
        if !assisted, line.topKilograms == 0, line.topReps > 0,
            line.topReps > (repsAtWeight[0]?.reps ?? 0)
        {
            if describe, repsAtWeight[0] != nil {
                beaten.append(NewRecord(exercise: line.name, kind: .reps(line.topReps), kilograms: 0))
            }
            repsAtWeight[0] = Record(value: 0, reps: line.topReps, date: date, workout: workout)
        }
        for entry in line.repsAtWeight
        where !assisted && entry.reps > (repsAtWeight[entry.kilograms]?.reps ?? 0) {
            if describe, repsAtWeight[entry.kilograms] != nil {
                beaten.append(
                    NewRecord(exercise: line.name, kind: .reps(entry.reps), kilograms: entry.kilograms))
            }
            repsAtWeight[entry.kilograms] = Record(
                value: entry.kilograms, reps: entry.reps, date: date, workout: workout)
        }
        name = line.name
        return beaten
    }
}

/// A personal record a workout beat: the exercise, which record and its new value (in kg; shown
/// in the user's unit by `text(in:)`).
public struct NewRecord: Hashable, Sendable {
    /// Which record.
    public enum Kind: Hashable, Sendable {
        /// The heaviest working weight, with its reps.
        case heaviest(reps: Int)
        /// The best estimated one-rep max.
        case e1RM
        /// The best single-set volume.
        case setVolume
        /// The most reps at one weight.
        case reps(Int)
    }

    /// The exercise's name.
    public let exercise: String
    /// Which record.
    public let kind: Kind
    /// The weight, e1RM or volume, kg.
    public let kilograms: Double

    /// Describes a beaten record.
    public init(exercise: String, kind: Kind, kilograms: Double) {
        self.exercise = exercise
        self.kind = kind
        self.kilograms = kilograms
    }

    /// "Barbell Squat: heaviest weight 231.5 lb × 5", in `unit` (weights as typed).
    public func text(in unit: MassUnit) -> String {
        let mass = Mass(kilograms: kilograms).formatted(in: unit)
        switch kind {
        case .heaviest(let reps): return "\(exercise): heaviest weight \(mass) × \(reps)"
        case .e1RM: return "\(exercise): best e1RM \(mass)"
        case .setVolume: return "\(exercise): best set volume \(mass)"
        case .reps(let reps):
            return kilograms == 0
                ? "\(exercise): \(reps) reps with no added weight" : "\(exercise): \(reps) reps at \(mass)"
        }
    }
}

extension WorkoutHistory {
    /// Every exercise's personal records over the whole history: the years' kept records merged.
    ///
    /// - Throws: `StorageError`.
    public func records() async throws -> [ExerciseID: PersonalRecords] {
        // Merged as the store keeps them (a store may keep the merge of every year).
        try await store.mergedRecords(years: try await store.years())
    }

    /// The heaviest working set of `exerciseID` in history, if any (from the kept records), as
    /// `prs` shows it: the most reps done at the heaviest weight (`PersonalRecords.heaviestSet`).
    ///
    /// - Throws: `StorageError`.
    public func heaviest(of exerciseID: ExerciseID) async throws -> PersonalRecords.Record? {
        // An everyday command asks this after each set: the earlier years' kept run and the
        // newest year's index lines of this exercise, never the merged digests written again
        // (a finish changes the newest year, so the run of every year is rarely kept then).
        guard let newest = try await store.years().max() else { return nil }
        let records = try await records(of: [exerciseID], year: newest) { _ in true }
        return records[exerciseID]?.heaviestSet
    }

    /// The records of `only` over the years before `year` (their kept run) merged with those of
    /// `year`'s workouts that `include` keeps (read from its index, only `only`'s lines).
    private func records(
        of only: Set<ExerciseID>, year: Int, including include: (WorkoutSummary) -> Bool
    ) async throws -> [ExerciseID: PersonalRecords] {
        let earlierYears = try await store.years().filter { $0 < year }
        let sameYear = try await store.summaries(year: year, keeping: only).filter(include)
        // Merging keeps each exercise apart: the earlier years merged and then filtered are
        // each year filtered and then merged.
        let earlier = try await store.mergedRecords(years: earlierYears, of: only)
        return PersonalRecords.merged([earlier, PersonalRecords.year(sameYear, only: only)])
    }

    /// The records each exercise held before `summary` that it beat (for "New PR").
    ///
    /// - Throws: `StorageError`.
    public func newRecords(in summary: WorkoutSummary) async throws -> [NewRecord] {
        // Earlier years from their kept records; the workout's own year from its index, with
        // only the lines of the workout's exercises read.
        var records = try await records(
            of: Set(summary.exercises.map(\.exerciseID)), year: summary.date.year
        ) { $0.id != summary.id && $0.startedAt <= summary.startedAt }
        var beaten: [NewRecord] = []
        for line in summary.exercises {
            guard var record = records[line.exerciseID] else { continue }
            beaten += record.absorb(line, date: summary.date, workout: summary.id)
            records[line.exerciseID] = record
        }
        return beaten
    }

    /// The done sets of `exerciseID` in the latest finished workout that has it (GAP-01).
    ///
    /// - Throws: `StorageError`.
    public func lastSets(of exerciseID: ExerciseID) async throws -> [WorkoutSet] {
        func sets(_ workout: Workout) -> [WorkoutSet] {
            workout.exercises.first { $0.exerciseID == exerciseID }?.sets.filter(\.done) ?? []
        }
        for year in try await store.years().reversed() {
            // The newest workout that has the exercise, found without reading the others; when
            // its file is gone since its index line was written, the year's others, newest first.
            guard let newest = try await store.newestSummary(year: year, having: exerciseID) else { continue }
            if let workout = try await store.finished(newest.id, year: year) { return sets(workout) }
            for summary in try await store.summaries(year: year, having: [exerciseID]).reversed()
            where summary.id != newest.id {
                guard let workout = try await store.finished(summary.id, year: year) else { continue }
                return sets(workout)
            }
        }
        return []
    }

    /// Deletes a finished workout from history (its file and its index line).
    ///
    /// - Throws: `StorageError`.
    public func delete(_ summary: WorkoutSummary) async throws {
        try await store.deleteFinished(summary.id, year: summary.date.year)
    }
}
