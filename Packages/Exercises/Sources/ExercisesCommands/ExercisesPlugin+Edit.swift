import CommandKit
import CoreModels
import Exercises
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ExercisesPlugin {
    static let fieldOptions: [Option] = [
        .value("category", "name", help: "Chest, Back, Shoulders, Legs, Arms, Core or Other"),
        .value("equipment", "kind", help: "the equipment it needs (default bodyweight)"),
        .value("muscles", "list", help: "main muscles, comma-separated (e.g. biceps,forearms)"),
        .value("secondary", "list", help: "other muscles, comma-separated"),
        .value(
            "knee-load", "level", help: "low, moderate or high (default: derived from the muscles and name)"),
        .value("notes", "text", help: "your notes"),
    ]

    static func draft(_ context: RunContext) throws -> CustomExerciseDraft {
        CustomExerciseDraft(
            name: context.invocation.value("name"),
            category: try context.named("category", as: ExerciseCategory.self),
            equipment: try context.named("equipment", as: EquipmentKind.self),
            primaryMuscles: try context.namedList("muscles", as: MuscleGroup.self),
            secondaryMuscles: try context.namedList("secondary", as: MuscleGroup.self),
            kneeLoad: try context.named("knee-load", as: KneeLoad.self),
            notes: context.invocation.value("notes"))
    }

    static var add: Command<RunContext> {
        Command(
            "add", summary: "Create a custom exercise",
            examples: [
                "exercises add \"Zercher Carry\" --category core --equipment barbell --muscles abdominals",
                "exercises add \"Band Face Pull\" --category shoulders --equipment band --knee-load low",
            ],
            arguments: [Argument("name", help: "the new exercise's name")], options: fieldOptions,
            action: { invocation, context in
                var fields = try draft(context)
                fields.name = invocation.argument("name")
                let exercise = try await context.exercises.addCustom(fields)
                if context.wantsJSON { return try context.printJSON(exercise) }
                context.console.print(
                    "\(context.style.success("Added")) \(exercise.name) (\(exercise.id)): "
                        + "\(exercise.category.displayName), \(exercise.equipment.displayName), knee load \(exercise.kneeLoad.rawValue)."
                )
            })
    }

    static var edit: Command<RunContext> {
        Command(
            "edit", summary: "Change a custom exercise",
            examples: ["exercises edit \"zercher carry\" --name \"Zercher Walk\" --category legs"],
            arguments: [Argument("exercise", help: "the custom exercise (id, name or start of the name)")],
            options: [.value("name", "text", help: "a new name")] + fieldOptions,
            action: { invocation, context in
                let library = context.exercises
                let target = try await library.collection().resolve(invocation.argument("exercise") ?? "")
                let changes = try draft(context)
                guard changes != CustomExerciseDraft() else {
                    throw CLIError.usage(
                        "Nothing to change.",
                        hint:
                            "Give at least one of --name, --category, --equipment, --muscles, --knee-load, --notes."
                    )
                }
                let exercise = try await library.editCustom(target.id, changes)
                if context.wantsJSON { return try context.printJSON(exercise) }
                context.console.print("\(context.style.success("Saved")) \(exercise.name).")
            })
    }

    static func delete(usage: ExerciseUsage?) -> Command<RunContext> {
        Command(
            "delete", summary: "Delete a custom exercise",
            discussion:
                "One used by a plan or by history is refused unless --force; they keep showing it by name.",
            examples: [
                "exercises delete \"zercher walk\"",
                "exercises delete custom-zercher-walk --force --yes",
            ],
            arguments: [Argument("exercise", help: "the custom exercise")],
            options: [
                .flag("force", help: "delete even if plans or history use it"),
                .flag("yes", short: "y", help: "confirm without asking"),
            ],
            action: { invocation, context in
                let library = context.exerciseLibrary(usage: usage)
                let target = try await library.collection().resolve(invocation.argument("exercise") ?? "")
                guard target.isCustom else { throw ExerciseError.notCustom(target.name) }
                // In use and no --force: refused before asking, not after the user said yes.
                if !invocation.flag("force"), let usage {
                    let uses = try await usage(context, target.id)
                    if !uses.isEmpty { throw ExerciseError.inUse(target.name, uses: uses) }
                }
                try Prompt.requireConfirmation(
                    "delete the custom exercise '\(target.name)'", yes: invocation.flag("yes"),
                    console: context.console)
                try await library.deleteCustom(target.id, force: invocation.flag("force"))
                context.console.print("\(context.style.success("Deleted")) \(target.name).")
            })
    }

    static var importFile: Command<RunContext> {
        Command(
            "import", summary: "Add instructions (and missing exercises) from a free-exercise-db JSON file",
            discussion:
                "Use your own copy of free-exercise-db's exercises.json. Running it again changes nothing.",
            examples: [
                "exercises import ~/Downloads/exercises.json",
                "exercises import exercises.json --dry-run",
            ],
            arguments: [Argument("file", help: "the JSON file, or - for standard input")],
            options: [.flag("dry-run", help: "report what would change without saving")],
            action: { invocation, context in
                let path = invocation.argument("file") ?? "-"
                let data = try InputFile.read(path, context: context)
                let report = try await context.exercises.importFreeExerciseDB(
                    data, dryRun: invocation.flag("dry-run"))
                if context.wantsJSON { return try context.printJSON(report) }
                let verb = invocation.flag("dry-run") ? "Would add" : "Added"
                context.console.print(
                    "\(report.entries) entries read. \(verb) instructions to \(report.instructionsAdded) exercises "
                        + "(\(report.unchanged) already had them) and \(report.exercisesAdded.count) new exercises."
                )
                for name in report.exercisesAdded.prefix(20) { context.console.print("  + \(name)") }
                if report.instructionsCut > 0 {
                    context.console.print(
                        "Instructions of \(report.instructionsCut) \(report.instructionsCut == 1 ? "entry were" : "entries were") cut to \(ExerciseLibrary.mostSteps) steps of \(ExerciseLibrary.longestStep) characters at most."
                    )
                }
            })
    }
}
