/// Keeps custom exercises and instructions in memory.
public actor InMemoryExerciseStore: ExerciseStore {
    private var custom: [Exercise]
    private var notes: [ExerciseID: [String]] = [:]
    private var names: [String: ExerciseID] = [:]
    private var redirects: [ExerciseID: ExerciseID] = [:]

    /// Creates a store holding `custom`.
    public init(custom: [Exercise] = []) {
        self.custom = custom
    }

    /// The held custom exercises.
    public func customExercises() async throws -> [Exercise] { custom }

    /// Applies `change` to the held list.
    @discardableResult
    public func updateCustomExercises(_ change: @Sendable ([Exercise]) throws -> [Exercise]) async throws
        -> [Exercise]
    {
        custom = try change(custom)
        return custom
    }

    /// The held instructions.
    public func instructions() async throws -> [ExerciseID: [String]] { notes }

    /// Applies `change` to the held instructions.
    public func updateInstructions(
        _ change: @Sendable ([ExerciseID: [String]]) throws -> [ExerciseID: [String]]
    )
        async throws
    {
        notes = try change(notes)
    }

    /// The held import names.
    public func importNames() async throws -> [String: ExerciseID] { names }

    /// Applies `change` to the held import names.
    public func updateImportNames(_ change: @Sendable ([String: ExerciseID]) throws -> [String: ExerciseID])
        async throws
    {
        names = try change(names)
    }

    /// The held redirects.
    public func exerciseRedirects() async throws -> [ExerciseID: ExerciseID] { redirects }

    /// Applies `change` to the held redirects.
    public func updateExerciseRedirects(
        _ change: @Sendable ([ExerciseID: ExerciseID]) throws -> [ExerciseID: ExerciseID]
    ) async throws {
        redirects = try change(redirects)
    }
}
