import CoreModels
import Exercises

/// The storage port of workouts: the one active workout (rewritten on every change), finished
/// workouts (one record each) and the compact history index, grouped by year.
public protocol WorkoutStore: Sendable {
    /// The active workout, if any.
    ///
    /// - Throws: `StorageError`.
    func active() async throws -> Workout?

    /// Reads, changes and saves the active workout as one step; returning `nil` removes it.
    ///
    /// - Returns: the workout as saved.
    /// - Throws: `StorageError`, or what `change` throws (then nothing is saved).
    @discardableResult
    func updateActive(_ change: @Sendable (Workout?) throws -> Workout?) async throws -> Workout?

    /// Saves a finished workout and its summary (replacing any with the same id), then
    /// removes the active workout — in that order, so a crash never loses the workout.
    ///
    /// - Throws: `StorageError`.
    func finish(_ workout: Workout, summary: WorkoutSummary) async throws

    /// Finishes the active workout as one step under its lock: reads it, lets `make` turn it into
    /// the finished workout and its summary, saves both, then removes the active workout. A set
    /// saved by another process meanwhile waits for the lock, so it is either in the finished
    /// workout or refused afterwards (no active workout), never lost.
    ///
    /// - Returns: the active workout as read, and what was saved; `nil` without an active workout.
    /// - Throws: `StorageError`, or what `make` throws (then nothing is changed).
    func finishActive(_ make: @Sendable (Workout) throws -> (Workout, WorkoutSummary)) async throws
        -> (active: Workout, finished: Workout, summary: WorkoutSummary)?

    /// Workouts kept as drafts, oldest start first: an active workout that lost to another
    /// device's in a sync (the one changed last stays active) is kept here, never dropped.
    ///
    /// - Throws: `StorageError`.
    func drafts() async throws -> [Workout]

    /// Keeps `workout` as a draft (what a sync does with the active workout that did not stay).
    ///
    /// - Throws: `StorageError`.
    func keepDraft(_ workout: Workout) async throws

    /// Makes the draft `id` the active workout and removes the draft, as one step under the
    /// active workout's lock.
    ///
    /// - Returns: the workout, or `nil` when there is no such draft.
    /// - Throws: `WorkoutError.alreadyActive` while a workout is in progress; `StorageError`.
    func resumeDraft(_ id: WorkoutID) async throws -> Workout?

    /// Removes the draft `id`; `false` when there was none.
    ///
    /// - Throws: `StorageError`.
    @discardableResult
    func discardDraft(_ id: WorkoutID) async throws -> Bool

    /// The summaries of `year`, oldest first.
    ///
    /// - Throws: `StorageError`.
    func summaries(year: Int) async throws -> [WorkoutSummary]

    /// The same summaries without their exercise lines, for totals and timelines (cheaper to read).
    ///
    /// - Throws: `StorageError`.
    func summaryHeads(year: Int) async throws -> [WorkoutSummary]

    /// The same summaries with only the exercise lines of `exercises`: a chart needs one
    /// exercise's lines from every year, not every line (cheaper to read).
    ///
    /// - Throws: `StorageError`.
    func summaries(year: Int, keeping exercises: Set<ExerciseID>) async throws -> [WorkoutSummary]

    /// The summaries of `year` whose workout has one of `exercises`, each with only their
    /// lines, oldest first: a chart or an exercise's last sets need only those workouts, and a
    /// store that can find them without reading the others does.
    ///
    /// - Throws: `StorageError`.
    func summaries(year: Int, having exercises: Set<ExerciseID>) async throws -> [WorkoutSummary]

    /// The last `count` sessions of each of `exercises`, oldest first, each summary with only
    /// the lines of the exercises it is one of the last `count` sessions of: a chart's last
    /// points (the dashboard's sparklines) need no others, and a store may keep them.
    ///
    /// - Throws: `StorageError`.
    func recentSessions(of exercises: Set<ExerciseID>, count: Int) async throws -> [WorkoutSummary]

    /// The newest of `summaries(year:having: [exercise])`, `nil` when there is none: an
    /// exercise's last sets need only it, and a store that can find it without reading the
    /// year's other lines does.
    ///
    /// - Throws: `StorageError`.
    func newestSummary(year: Int, having exercise: ExerciseID) async throws -> WorkoutSummary?

    /// The newest `count` of `summaryHeads(year:)`, oldest first: a page of history needs no
    /// others, and a store that can read them without the year's other lines does.
    ///
    /// - Throws: `StorageError`.
    func newestSummaryHeads(year: Int, count: Int) async throws -> [WorkoutSummary]

    /// The summaries of `summaryHeads(year:)` dated `from` or later: a week needs no others,
    /// and a store that can read them without the year's other lines does.
    ///
    /// - Throws: `StorageError`.
    func summaryHeads(year: Int, from: LocalDate) async throws -> [WorkoutSummary]

    /// The years that have finished workouts.
    ///
    /// - Throws: `StorageError`.
    func years() async throws -> [Int]

    /// A finished workout by id and year.
    ///
    /// - Throws: `StorageError`.
    func finished(_ id: WorkoutID, year: Int) async throws -> Workout?

    /// Deletes a finished workout and its index line.
    ///
    /// - Throws: `StorageError`.
    func deleteFinished(_ id: WorkoutID, year: Int) async throws

    /// Changes a finished workout in one step with respect to every other writer of its year
    /// (edits, deletes, finishes): reads it, saves what `change` returns and its index line.
    /// `change` keeps the workout's id and start (the file's year and place do not move).
    /// `whileWaiting` is called once if another process's import must finish first.
    ///
    /// - Returns: the workout as saved; `nil` when there is no such workout (nothing saved).
    /// - Throws: what `change` throws (nothing saved); `StorageError`.
    func editFinished(
        _ id: WorkoutID, year: Int, whileWaiting: (@Sendable () -> Void)?,
        _ change: @Sendable (Workout) throws -> Workout
    ) async throws -> Workout?

    /// Saves many finished workouts at once (imports): every file, then each year's index once.
    ///
    /// - Throws: `StorageError`.
    func importFinished(_ items: [(Workout, WorkoutSummary)]) async throws

    /// `importFinished(_:)`, calling `progress` with (workouts written, workouts in all) as the
    /// files are written (from any thread), for a progress bar.
    ///
    /// - Throws: `StorageError`.
    func importFinished(_ items: [(Workout, WorkoutSummary)], progress: (@Sendable (Int, Int) -> Void)?)
        async throws

    /// Holds off other imports into this store, waiting for one under way, until the returned
    /// hold is released: an import's look at what is saved and its writes are then one step, so
    /// two imports of overlapping exports at once end as one after the other would. `nil` for a
    /// store no other process writes (the default). `whileWaiting` is called once when
    /// another import holds it (a command says so rather than seem stuck).
    ///
    /// - Throws: `StorageError` when the hold cannot be taken.
    func holdImports(whileWaiting: (@Sendable () -> Void)?) async throws -> FileLock.Held?

    /// Re-points every finished workout and the active one from `replacement.from` to
    /// `replacement.into` (files and index lines), or only counts what it would change.
    ///
    /// - Returns: what was (or would be) changed.
    /// - Throws: `StorageError`.
    func replaceExercise(_ replacement: ExerciseReplacement, dryRun: Bool) async throws -> ReplacementCounts

    /// Deletes many finished workouts of one year (undoing an import): the index once, then the files.
    ///
    /// - Throws: `StorageError`.
    func deleteFinished(_ ids: Set<WorkoutID>, year: Int) async throws

    /// The digests of `years` (totals, trained exercises, weeks), which a store may keep and
    /// recompute only for the years whose index changed.
    ///
    /// - Throws: `StorageError`.
    func digests(years: [Int]) async throws -> [Int: YearDigest]

    /// The personal records of `years` merged (`PersonalRecords.merged`, oldest first), which a
    /// store may keep and recompute only when one of those years changed.
    ///
    /// - Throws: `StorageError`.
    func mergedRecords(years: [Int]) async throws -> [ExerciseID: PersonalRecords]

    /// `mergedRecords(years:)` of `exercises` only, which a store may read without the others
    /// (finishing a workout checks its own exercises' records).
    ///
    /// - Throws: `StorageError`.
    func mergedRecords(years: [Int], of exercises: Set<ExerciseID>) async throws -> [ExerciseID:
        PersonalRecords]

    /// The digests of `years` for the statistics: each year's totals and first and last days as
    /// its digest has them; the trained exercises and weeks may be gathered into any one of the
    /// years (`HistoryStats(digests:)` sums the one and joins the other over the years, so it
    /// gives the same); no records (`records` is `nil`). A store may keep them in one piece.
    ///
    /// - Throws: `StorageError`.
    func statisticsDigests(years: [Int]) async throws -> [Int: YearDigest]
}

extension WorkoutStore {
    /// By default the progress is said once, when everything is saved.
    public func importFinished(
        _ items: [(Workout, WorkoutSummary)], progress: (@Sendable (Int, Int) -> Void)?
    ) async throws {
        try await importFinished(items)
        progress?(items.count, items.count)
    }

    /// By default nothing to hold: no other process writes the store.
    public func holdImports(whileWaiting: (@Sendable () -> Void)?) async throws -> FileLock.Held? { nil }

    /// `editFinished(_:year:whileWaiting:_:)`, waiting without a word.
    public func editFinished(_ id: WorkoutID, year: Int, _ change: @Sendable (Workout) throws -> Workout)
        async throws -> Workout?
    {
        try await editFinished(id, year: year, whileWaiting: nil, change)
    }

    /// `holdImports(whileWaiting:)`, waiting without a word.
    public func holdImports() async throws -> FileLock.Held? { try await holdImports(whileWaiting: nil) }

    /// By default, one workout at a time.
    public func deleteFinished(_ ids: Set<WorkoutID>, year: Int) async throws {
        for id in ids.sorted(by: { $0.description < $1.description }) {
            try await deleteFinished(id, year: year)
        }
    }

    /// By default, each year's digest computed from its summaries.
    public func digests(years: [Int]) async throws -> [Int: YearDigest] {
        var result: [Int: YearDigest] = [:]
        for year in years { result[year] = YearDigest(try await summaries(year: year)) }
        return result
    }

    /// By default, each year's digest without its records.
    public func statisticsDigests(years: [Int]) async throws -> [Int: YearDigest] {
        try await digests(years: years).mapValues(\.withoutRecords)
    }

    /// By default, merged from each year's digest.
    public func mergedRecords(years: [Int]) async throws -> [ExerciseID: PersonalRecords] {
        try await recordsMergedFromDigests(years: years)
    }

    /// By default, all of `mergedRecords(years:)` read, then those of `exercises` kept.
    public func mergedRecords(years: [Int], of exercises: Set<ExerciseID>) async throws
        -> [ExerciseID: PersonalRecords]
    {
        try await mergedRecords(years: years).filter { exercises.contains($0.key) }
    }

    /// The records of `years` merged from each year's digest, or from the year's summaries when
    /// its kept digest has no records that read.
    func recordsMergedFromDigests(years: [Int]) async throws -> [ExerciseID: PersonalRecords] {
        let digests = try await digests(years: years)
        var periods: [[ExerciseID: PersonalRecords]] = []
        for year in years.sorted() {
            if let kept = digests[year]?.records {
                periods.append(kept)
            } else {
                periods.append(PersonalRecords.year(try await summaries(year: year)))
            }
        }
        return PersonalRecords.merged(periods)
    }

    /// By default, the full summaries with the other exercises' lines dropped.
    public func summaries(year: Int, keeping exercises: Set<ExerciseID>) async throws -> [WorkoutSummary] {
        try await summaries(year: year).map { $0.keeping(exercises) }
    }

    /// By default, the summaries with only the lines of `exercises`, those left without one dropped.
    public func summaries(year: Int, having exercises: Set<ExerciseID>) async throws -> [WorkoutSummary] {
        try await summaries(year: year, keeping: exercises).filter { !$0.exercises.isEmpty }
    }

    /// By default, read from the newest year back (`readRecentSessions(of:count:)`).
    public func recentSessions(of exercises: Set<ExerciseID>, count: Int) async throws -> [WorkoutSummary] {
        try await readRecentSessions(of: exercises, count: count)
    }

    /// `recentSessions(of:count:)` read from the years' summaries, newest year first, until
    /// every exercise has `count` sessions or the years run out.
    public func readRecentSessions(of exercises: Set<ExerciseID>, count: Int) async throws -> [WorkoutSummary]
    {
        guard !exercises.isEmpty, count > 0 else { return [] }
        var read: [WorkoutSummary] = []
        var sessions: [ExerciseID: Int] = [:]
        for year in try await years().sorted(by: >) {
            let summaries = try await self.summaries(year: year, having: exercises)
            for summary in summaries {
                for id in Set(summary.exercises.map(\.exerciseID)) { sessions[id, default: 0] += 1 }
            }
            read = summaries + read
            if exercises.allSatisfy({ (sessions[$0] ?? 0) >= count }) { break }
        }
        return WorkoutSummary.lastSessions(of: exercises, count: count, in: read)
    }

    /// By default, the last of `summaries(year:having:)`.
    public func newestSummary(year: Int, having exercise: ExerciseID) async throws -> WorkoutSummary? {
        try await summaries(year: year, having: [exercise]).last
    }

    /// By default, the last `count` of `summaryHeads(year:)`.
    public func newestSummaryHeads(year: Int, count: Int) async throws -> [WorkoutSummary] {
        Array(try await summaryHeads(year: year).suffix(max(0, count)))
    }

    /// By default, `summaryHeads(year:)` dated `from` or later.
    public func summaryHeads(year: Int, from: LocalDate) async throws -> [WorkoutSummary] {
        try await summaryHeads(year: year).filter { $0.date >= from }
    }

    /// By default, the full summaries with their exercise lines dropped.
    public func summaryHeads(year: Int) async throws -> [WorkoutSummary] {
        try await summaries(year: year).map(\.withoutExercises)
    }
}
