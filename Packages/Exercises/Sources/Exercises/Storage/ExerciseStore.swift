/// The storage port of the exercise library: the user's custom exercises and the instructions
/// imported from their own copy of free-exercise-db.
public protocol ExerciseStore: Sendable {
    /// The custom exercises, in creation order.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    func customExercises() async throws -> [Exercise]

    /// Reads, changes and saves the custom exercises as one step.
    ///
    /// - Returns: the list as saved.
    /// - Throws: `StorageError`, or what `change` throws (then nothing is saved).
    @discardableResult
    func updateCustomExercises(_ change: @Sendable ([Exercise]) throws -> [Exercise]) async throws
        -> [Exercise]

    /// Imported instructions by exercise id.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    func instructions() async throws -> [ExerciseID: [String]]

    /// Reads, changes and saves the imported instructions as one step.
    ///
    /// - Throws: `StorageError`, or what `change` throws.
    func updateInstructions(_ change: @Sendable ([ExerciseID: [String]]) throws -> [ExerciseID: [String]])
        async throws

    /// The names of other apps' exercises the user has chosen an exercise for (`import --map`,
    /// `exercises merge`), by their `SearchText.key`.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    func importNames() async throws -> [String: ExerciseID]

    /// Reads, changes and saves the import names as one step.
    ///
    /// - Throws: `StorageError`, or what `change` throws (then nothing is saved).
    func updateImportNames(_ change: @Sendable ([String: ExerciseID]) throws -> [String: ExerciseID])
        async throws

    /// Exercises folded into others (`exercises merge` of a library exercise), from → into.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    func exerciseRedirects() async throws -> [ExerciseID: ExerciseID]

    /// Reads, changes and saves the redirects as one step.
    ///
    /// - Throws: `StorageError`, or what `change` throws (then nothing is saved).
    func updateExerciseRedirects(
        _ change: @Sendable ([ExerciseID: ExerciseID]) throws -> [ExerciseID: ExerciseID]
    ) async throws
}
