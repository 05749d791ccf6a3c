/// Keeps workouts in memory.
public actor InMemoryWorkoutStore: WorkoutStore {
    private var current: Workout?
    private var finishedWorkouts: [WorkoutID: Workout] = [:]
    private var index: [Int: [WorkoutSummary]] = [:]

    /// Creates an empty store.
    public init() {}

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

    /// Holds many finished workouts.
    public func importFinished(_ items: [(Workout, WorkoutSummary)]) async throws {
        for (workout, summary) in items { try await finish(workout, summary: summary) }
    }
}
