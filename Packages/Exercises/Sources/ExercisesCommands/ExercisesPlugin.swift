import CommandKit
import CoreModels
import Exercises
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `exercises …`: the exercise library (IronLift EXER-01–09, Health H4).
public enum ExercisesPlugin {
    /// The plug-in: the `exercises` command group. `usage` says where an exercise is used
    /// (shown by `exercises show`, and deleting one in use is refused); `more` are subcommands
    /// other features add (merging two exercises rewrites plans and history).
    public static func plugin(usage: ExerciseUsage? = nil, more: [Command<RunContext>] = []) -> Plugin {
        Plugin(
            name: "exercises", commands: [command(usage: usage, more: more)],
            documentFormats: JSONFileExerciseStore.documentFormats.map {
                $0.under(RunContext.exercisesFolder)
            },
            recoveryHints: { program in
                ["custom.json": "re-create your custom exercises with '\(program) exercises add'"]
            })
    }

    static func command(usage: ExerciseUsage?, more: [Command<RunContext>]) -> Command<RunContext> {
        Command(
            "exercises", summary: "Browse, search and add exercises",
            discussion: "About 900 system exercises are built in; add your own with 'exercises add'.",
            examples: [
                "exercises search bench",
                "exercises list --category arms --equipment dumbbell",
            ],
            subcommands: [list, search, show(usage: usage), add, edit, delete(usage: usage)] + more + [
                importFile
            ],
            defaultSubcommand: "list",
            aliases: ["exercise"])
    }

    static let filterOptions: [Option] = [
        .value("category", "name", help: "Chest, Back, Shoulders, Legs, Arms, Core or Other"),
        .value("equipment", "kind", help: "only exercises for this equipment (see '{program} equipment')"),
        .value("muscle", "name", help: "only exercises training this muscle (e.g. biceps)"),
        .value("knee-load", "level", help: "low, moderate or high"),
        .value("level", "level", help: "beginner, intermediate or expert"),
        .flag("custom", help: "only your custom exercises"),
        .value("limit", "n", help: "show at most n exercises"),
    ]

    static var list: Command<RunContext> {
        Command(
            "list", summary: "List exercises, filtered by category, equipment, muscle, knee load or level",
            examples: [
                "exercises list --category arms",
                "exercises list --knee-load low --equipment dumbbell --json",
            ],
            options: filterOptions,
            action: { _, context in
                let filter = ExerciseFilter(
                    category: try context.named("category", as: ExerciseCategory.self),
                    equipment: try context.named("equipment", as: EquipmentKind.self).map { [$0] },
                    muscle: try context.named("muscle", as: MuscleGroup.self),
                    kneeLoads: try context.named("knee-load", as: KneeLoad.self).map { [$0] },
                    level: try context.named("level", as: ExerciseLevel.self),
                    customOnly: context.invocation.flag("custom"))
                let collection = try await context.exercises.collection()
                warnIfNoCatalog(collection, context)
                let matches = collection.filter(filter)
                let limit = try context.invocation.integer("limit", in: 1...100_000) ?? matches.count
                try printList(Array(matches.prefix(limit)), total: matches.count, context: context)
            })
    }

    static var search: Command<RunContext> {
        Command(
            "search", summary: "Search exercises by name (typos and accents forgiven)",
            examples: [
                "exercises search bench", "exercises search dumbell curl --limit 5",
            ],
            arguments: [Argument("text", help: "words of the name", isVariadic: true)],
            options: [.value("limit", "n", help: "show at most n results (default 20)")],
            action: { invocation, context in
                let query = invocation.argumentList("text").joined(separator: " ")
                guard !SearchText.words(query).isEmpty else {
                    throw CLIError.usage(
                        "Give words of the name to search for.",
                        hint:
                            "\(context.program) exercises search bench — or '\(context.program) exercises list' for all of them."
                    )
                }
                let (results, catalogProblem) = try await context.exercises.search(
                    query, limit: try invocation.integer("limit", in: 1...1000) ?? 20)
                warnIfNoCatalog(catalogProblem, context)
                if results.isEmpty, !context.wantsJSON {
                    throw CLIError(
                        "No exercise matches '\(query)'.",
                        hint:
                            "Try fewer words, or add it: \(context.program) exercises add \(Text.shellWord(query)) --category …"
                    )
                }
                try printList(results, total: results.count, context: context)
            })
    }

    static func show(usage: ExerciseUsage?) -> Command<RunContext> {
        Command(
            "show", summary: "Show an exercise's details, cues and instructions",
            examples: [
                "exercises show barbell-squat", "exercises show \"goblet squat\" --json",
            ],
            arguments: [Argument("exercise", help: "an id, a name or the start of a name")],
            action: { invocation, context in
                let library = context.exerciseLibrary(usage: usage)
                let exercise = try await library.collection().resolve(invocation.argument("exercise") ?? "")
                let details = ExerciseDetails(
                    exercise: exercise, cues: ExerciseCues.cues(for: exercise.id),
                    instructions: try await library.instructions(for: exercise.id),
                    usedBy: try await library.uses(of: exercise.id))
                if context.wantsJSON { return try context.printJSON(details) }
                ExerciseText.printDetails(details, context: context)
            })
    }

    static func printList(_ exercises: [Exercise], total: Int, context: RunContext) throws {
        if context.wantsJSON { return try context.printJSON(exercises) }
        let style = context.style
        let rows = exercises.map { exercise in
            [
                exercise.name + (exercise.isCustom ? style.accent(" *") : ""), exercise.category.displayName,
                exercise.equipment.rawValue, exercise.kneeLoad.rawValue, exercise.level.rawValue,
            ]
        }
        context.console.print(
            TextTable(headers: ["Name", "Category", "Equipment", "Knee", "Level"], rows: rows).render(
                style: style))
        let shown = exercises.count < total ? "\(exercises.count) of \(total)" : "\(total)"
        context.console.print(
            style.muted(
                "\(shown) exercise\(total == 1 ? "" : "s")  (* custom; details: \(context.program) exercises show NAME)"
            ))
    }

    static func warnIfNoCatalog(_ collection: ExerciseCollection, _ context: RunContext) {
        warnIfNoCatalog(collection.catalogProblem, context)
    }

    static func warnIfNoCatalog(_ problem: String?, _ context: RunContext) {
        if let problem {
            context.console.printError(
                "\(context.style.warning("warning:")) \(problem) Your custom exercises still work.")
        }
    }
}

/// The `--json` shape of `exercises show`.
struct ExerciseDetails: Encodable {
    let exercise: Exercise
    let cues: [String]
    let instructions: [String]
    let usedBy: [String]
}
