import CoreModels
import Exercises
import Plans

/// The current week Monday to Sunday (BodyFocus FR-010, SC-007): ✓ completed, ● today,
/// ○ planned, and rest days.
public enum WeekOverview {
    /// How a day stands.
    public enum Status: String, Sendable, Codable {
        /// A workout was finished that day.
        case completed
        /// Today, with a planned workout not done yet.
        case today
        /// A planned training day still ahead.
        case planned
        /// A planned day that passed without a workout.
        case missed
        /// No training planned.
        case rest

        /// ✓ ● ○ – ·
        public var symbol: String {
            switch self {
            case .completed: return "✓"
            case .today: return "●"
            case .planned: return "○"
            case .missed: return "–"
            case .rest: return "·"
            }
        }
    }

    /// One day of the week.
    public struct Day: Hashable, Sendable, Codable {
        /// The date.
        public let date: LocalDate
        /// The program day label (`A`), if one is planned.
        public let label: String?
        /// Its status.
        public let status: Status
        /// Whether it is today.
        public let isToday: Bool
        /// The names of the workouts finished on it, in `days(…)`'s `names` (a day off the
        /// program is shown by them).
        public var workouts: [String] = []
    }

    /// The seven days of the week holding `today`. Days before `programStart` (the day the
    /// program was made) had no program: they are rest days, never missed ones. `names` gives
    /// the workouts finished on a day, by name.
    public static func days(
        program: Program?, completed: Set<LocalDate>, today: LocalDate, programStart: LocalDate? = nil,
        names: [LocalDate: [String]] = [:]
    ) -> [Day] {
        let monday = today.startOfWeek
        return (0..<7).map { offset in
            let date = monday.adding(days: offset)
            let planned = programStart.map { date < $0 } == true ? nil : program?.day(on: date)
            let status: Status
            if completed.contains(date) {
                status = .completed
            } else if planned != nil {
                status = date == today ? .today : (date < today ? .missed : .planned)
            } else {
                status = .rest
            }
            return Day(
                date: date, label: planned?.label, status: status, isToday: date == today,
                workouts: names[date] ?? [])
        }
    }
}

/// Queries over the history index.
public struct WorkoutHistory: Sendable {
    let store: any WorkoutStore

    /// Creates the queries over `store`.
    public init(store: any WorkoutStore) {
        self.store = store
    }

    /// Every year's digest: what the statistics of the whole history are merged from.
    ///
    /// - Throws: `StorageError`.
    public func digests() async throws -> [Int: YearDigest] {
        try await store.digests(years: try await store.years())
    }

    /// Every year's digest for the statistics (totals, days, exercises and weeks; no records),
    /// which a store may keep in one piece: what `history stats` and the history's totals read.
    ///
    /// - Throws: `StorageError`.
    public func statisticsDigests() async throws -> [Int: YearDigest] {
        try await store.statisticsDigests(years: try await store.years())
    }

    /// Summaries between two days (inclusive), oldest first; without `exercises`, without their
    /// exercise lines (cheaper: totals and timelines need only the rest).
    ///
    /// - Throws: `StorageError`.
    public func summaries(from: LocalDate? = nil, to: LocalDate? = nil, exercises: Bool = true) async throws
        -> [WorkoutSummary]
    {
        let store = self.store
        return try await summaries(from: from, to: to) { year in
            if exercises { return try await store.summaries(year: year) }
            // A range starting in this year (a week, a month) needs only its lines.
            if let from, from.year == year { return try await store.summaryHeads(year: year, from: from) }
            return try await store.summaryHeads(year: year)
        }
    }

    /// The summaries of the workouts that have one of `exercises`, oldest first, with only
    /// their lines (what a chart of them needs, read without the rest).
    ///
    /// - Throws: `StorageError`.
    public func summaries(having exercises: Set<ExerciseID>) async throws -> [WorkoutSummary] {
        let store = self.store
        return try await summaries(from: nil, to: nil) { year in
            try await store.summaries(year: year, having: exercises)
        }
    }

    /// The summaries between two days that `read` gives for each year, oldest first.
    private func summaries(
        from: LocalDate?, to: LocalDate?, read: @escaping @Sendable (Int) async throws -> [WorkoutSummary]
    ) async throws -> [WorkoutSummary] {
        let years = try await store.years().filter { year in
            (from.map { year >= $0.year } ?? true) && (to.map { year <= $0.year } ?? true)
        }
        // Each year is its own file: read them on all cores (the global executor, whatever the
        // caller prefers), then put them back in order. One year is read here: starting a
        // worker thread would cost more than it saves.
        if years.count == 1, let year = years.first {
            return try await read(year).filter { summary in
                (from.map { summary.date >= $0 } ?? true) && (to.map { summary.date <= $0 } ?? true)
            }
        }
        let byYear = try await withThrowingTaskGroup(of: (Int, [WorkoutSummary]).self) { group in
            for year in years {
                group.addTask(executorPreference: globalConcurrentExecutor) { (year, try await read(year)) }
            }
            var loaded: [Int: [WorkoutSummary]] = [:]
            for try await (year, summaries) in group { loaded[year] = summaries }
            return loaded
        }
        return years.sorted().flatMap { year in
            (byYear[year] ?? []).filter { summary in
                (from.map { summary.date >= $0 } ?? true) && (to.map { summary.date <= $0 } ?? true)
            }
        }
    }

    /// The newest summaries (oldest first), read back a year at a time until `isEnough` holds
    /// or the history ends: what a dashboard needs costs the same after ten years as after one.
    /// With `exercises`, only the workouts that have one of them, with only their lines.
    ///
    /// - Throws: `StorageError`.
    public func recentSummaries(
        having exercises: Set<ExerciseID>? = nil, until isEnough: ([WorkoutSummary]) -> Bool
    ) async throws -> [WorkoutSummary] {
        var result: [WorkoutSummary] = []
        for year in try await store.years().sorted(by: >) {
            let summaries: [WorkoutSummary]
            if let exercises {
                summaries = try await store.summaries(year: year, having: exercises)
            } else {
                summaries = try await store.summaries(year: year)
            }
            result = summaries + result
            if isEnough(result) { break }
        }
        return result
    }

    /// In how many finished sessions each exercise was flagged as irritating the knees.
    ///
    /// - Throws: `StorageError`.
    public func kneeFlagCounts() async throws -> [ExerciseID: Int] {
        var counts: [ExerciseID: Int] = [:]
        for summary in try await summaries() {
            for id in Set(summary.kneeFlags) { counts[id, default: 0] += 1 }
        }
        return counts
    }

    /// A finished workout.
    ///
    /// - Throws: `StorageError`.
    public func workout(_ summary: WorkoutSummary) async throws -> Workout? {
        try await store.finished(summary.id, year: summary.date.year)
    }
}
