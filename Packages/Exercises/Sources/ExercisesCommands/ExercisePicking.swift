import CommandKit
import CoreModels
import Exercises
import ShellKit

/// The exercise picker of the command line (EXER-08/09): find the exercise named, or with
/// `--create` make it a custom one on the spot — the same in plans and in a live workout.
public enum ExercisePicking {
    /// `--create`: make the exercise when the library has none by that name.
    public static let createOption = Option.flag(
        "create", help: "create the exercise if the library has none by that name")
    /// `--category`: the new exercise's category (with `--create`).
    public static let categoryOption = Option.value(
        "category", "name", help: "the new exercise's category (with --create)")

    /// The exercise `reference` means; created (and said so on stderr) when `--create` is given and nothing matches.
    ///
    /// - Throws: `ExerciseError` when nothing matches without `--create`; `CLIError.usage` for a bad category.
    public static func pick(_ reference: String, context: RunContext) async throws -> Exercise {
        let draft =
            context.invocation.flag("create")
            ? CustomExerciseDraft(category: try context.named("category", as: ExerciseCategory.self)) : nil
        let picked = try await context.exercises.pick(reference, orCreate: draft)
        if picked.created {
            // What the name was read as, so a wrong guess is seen and mended.
            let made = picked.exercise
            context.console.printError(
                "Created the custom exercise \(made.name): \(made.category.displayName), \(made.equipment.displayName), knee load \(made.kneeLoad.rawValue) ('\(context.program) exercises edit' changes them)."
            )
        }
        return picked.exercise
    }

    /// `reference` for a lookup in a short list of exercises (a plan's, a workout's, by `ids`):
    /// a name as other apps write them ("Lateral Raise (Cable)") that means one of them (the
    /// exercise an import put it in, or the library's) becomes its id; anything else, or a
    /// name that means none of them, stays as typed (the list's own lookup then answers).
    public static func listReference(_ reference: String?, among ids: [ExerciseID], context: RunContext) async
        -> String?
    {
        listReference(reference, meaning: await otherAppExercise(reference, context: context), among: ids)
    }

    /// The exercise a name as other apps write them ("Lateral Raise (Cable)") means
    /// (`ExerciseLibrary.resolve`); `nil` for any other reference or one that means none. For
    /// looking in several lists (each plan in turn): found once, given to `listReference`.
    public static func otherAppExercise(_ reference: String?, context: RunContext) async -> ExerciseID? {
        guard let reference, reference.contains("(") else { return nil }
        return try? await context.exercises.resolve(reference).id
    }

    /// `reference`, or the id of `meant` (`otherAppExercise`) when the list's `ids` hold it.
    public static func listReference(
        _ reference: String?, meaning meant: ExerciseID?, among ids: [ExerciseID]
    )
        -> String?
    {
        guard let meant, ids.contains(meant) else { return reference }
        return meant.rawValue
    }
}
