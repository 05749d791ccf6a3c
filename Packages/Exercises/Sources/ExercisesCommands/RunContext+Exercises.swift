import Exercises
import ShellKit

/// Where an exercise is used by other features of the program (plans, history), as lines such
/// as `2 plans` or `14 workouts in history`. The program that composes the plug-ins answers it.
public typealias ExerciseUsage = @Sendable (RunContext, ExerciseID) async throws -> [String]

extension RunContext {
    /// The folder of the custom exercises in a profile.
    public static let exercisesFolder = "exercises"

    /// The exercise library: the built-in catalog and the profile's custom exercises. `usage`
    /// says where an exercise is used (deleting one in use is refused); without it nothing is.
    public func exerciseLibrary(usage: ExerciseUsage? = nil) -> ExerciseLibrary {
        let context = self
        var lookup: ExerciseLibrary.UsageLookup?
        if let usage { lookup = { id in try await usage(context, id) } }
        return ExerciseLibrary(
            store: JSONFileExerciseStore(folder: folder(Self.exercisesFolder), context: storage),
            lookup: SystemCatalog.exercises(withIDs:), compiledSearch: CompiledCatalogSearch.embedded,
            usage: lookup)
    }

    /// The library with nothing in use, for commands that only read and add.
    var exercises: ExerciseLibrary { exerciseLibrary() }
}
