import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps workouts in memory.
public actor InMemoryWorkoutStore: WorkoutStore {
    private var current: Workout?
    private var finishedWorkouts: [WorkoutID: Workout] = [:]
    private var index: [Int: [WorkoutSummary]] = [:]
    private var heldDrafts: [Workout] = []

    /// Creates an empty store, holding `drafts` as drafts.
    public init(drafts: [Workout] = []) {
        heldDrafts = drafts
    }

    /// The held drafts, oldest start first.
    public func drafts() async throws -> [Workout] { heldDrafts.sorted { $0.startedAt < $1.startedAt } }

    /// Holds `workout` as a draft.
    public func keepDraft(_ workout: Workout) async throws { heldDrafts.append(workout) }

    /// Moves the held draft to be the active workout.
    public func resumeDraft(_ id: WorkoutID) async throws -> Workout? {
        if let current { throw WorkoutError.alreadyActive(current.name) }
        guard let position = heldDrafts.lastIndex(where: { $0.id == id }) else { return nil }
        current = heldDrafts.remove(at: position)
        return current
    }

    /// Forgets the held draft.
    @discardableResult
    public func discardDraft(_ id: WorkoutID) async throws -> Bool {
        let before = heldDrafts.count
        heldDrafts.removeAll { $0.id == id }
        return heldDrafts.count != before
    }

    /// The held active workout.
    public func active() async throws -> Workout? { current }

    /// Applies `change` to the held active workout.
    @discardableResult
    public func updateActive(_ change: @Sendable (Workout?) throws -> Workout?) async throws -> Workout? {
        current = try change(current)
        return current
    }

    /// Holds the finished workout and its summary; forgets the active one.
    public func finish(_ workout: Workout, summary: WorkoutSummary) async throws {
        finishedWorkouts[workout.id] = workout
        var list = (index[summary.date.year] ?? []).filter { $0.id != summary.id }
        list.append(summary)
        index[summary.date.year] = list.sorted { $0.startedAt < $1.startedAt }
        if current?.id == workout.id { current = nil }
    }

    /// Finishes the held active workout in one actor step.
    public func finishActive(_ make: @Sendable (Workout) throws -> (Workout, WorkoutSummary)) async throws
        -> (active: Workout, finished: Workout, summary: WorkoutSummary)?
    {
        guard let active = current else { return nil }
        let (workout, summary) = try make(active)
        try await finish(workout, summary: summary)
        current = nil
        return (active, workout, summary)
    }

    /// Re-points the held workouts.
    public func replaceExercise(_ replacement: ExerciseReplacement, dryRun: Bool) async throws
        -> ReplacementCounts
    {
        var counts = ReplacementCounts()
        for (id, workout) in finishedWorkouts {
            guard let replaced = workout.replacing(replacement) else { continue }
            counts.workouts += 1
            counts.sets += workout.setCount(of: replacement.from)
            if dryRun { continue }
            finishedWorkouts[id] = replaced
            for (year, lines) in index {
                index[year] = lines.map { line in
                    guard line.id == id else { return line }
                    // The day stays the one the line had (this store keeps no time zone).
                    let fresh = WorkoutSummary(replaced, timeZone: .utc)
                    return WorkoutSummary(
                        id: id, date: line.date, name: fresh.name, planID: fresh.planID,
                        startedAt: fresh.startedAt,
                        finishedAt: fresh.finishedAt, sets: fresh.sets, volume: fresh.volume,
                        exercises: fresh.exercises, kneeFlags: fresh.kneeFlags)
                }
            }
        }
        if let current, let replaced = current.replacing(replacement) {
            counts.activeWorkout = true
            if !dryRun { self.current = replaced }
        }
        return counts
    }

    /// The held summaries of `year`.
    public func summaries(year: Int) async throws -> [WorkoutSummary] { index[year] ?? [] }

    /// The years held.
    public func years() async throws -> [Int] { index.keys.sorted() }

    /// A held finished workout.
    public func finished(_ id: WorkoutID, year: Int) async throws -> Workout? { finishedWorkouts[id] }

    /// Forgets a finished workout.
    public func deleteFinished(_ id: WorkoutID, year: Int) async throws {
        finishedWorkouts[id] = nil
        index[year] = index[year]?.filter { $0.id != id }
        if index[year]?.isEmpty == true { index[year] = nil }
    }

    /// Changes a held finished workout in one actor step (nothing to wait for); its line
    /// keeps its day.
    public func editFinished(
        _ id: WorkoutID, year: Int, whileWaiting: (@Sendable () -> Void)?,
        _ change: @Sendable (Workout) throws -> Workout
    ) async throws -> Workout? {
        guard let workout = finishedWorkouts[id], let line = index[year]?.first(where: { $0.id == id }) else {
            return nil
        }
        let changed = try change(workout)
        try Self.checkEdit(changed, of: workout)
        finishedWorkouts[id] = changed
        let summary = line.edited(to: changed, timeZone: .utc)
        index[year] = index[year]?.map { $0.id == id ? summary : $0 }
        return changed
    }

    /// Holds many finished workouts.
    public func importFinished(_ items: [(Workout, WorkoutSummary)]) async throws {
        for (workout, summary) in items { try await finish(workout, summary: summary) }
    }
}

extension WorkoutStore {
    /// Refuses an edit of a finished workout that changes its id or start (its file's place
    /// and day), takes away its end, or leaves it invalid.
    ///
    /// - Throws: `StorageError.invalid`.
    static func checkEdit(_ changed: Workout, of workout: Workout) throws {
        guard changed.id == workout.id, changed.startedAt == workout.startedAt, changed.finishedAt != nil
        else {
            throw StorageError.invalid(
                "Refusing to save invalid data: an edit cannot change a workout's id or start, or unfinish it"
            )
        }
        if let problem = changed.problem {
            throw StorageError.invalid("Refusing to save invalid data: \(problem)")
        }
    }
}
