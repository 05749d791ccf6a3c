import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import ShellKit

/// `import names`: the names of other apps' exercises kept with the exercise each is imported
/// as (where each import put them, `import --map` and `exercises merge`), the library exercises folded into others
/// (whose matches land in those), and `--forget` to let a name or a fold go.
enum ImportNamesCommand {
    /// A kept name.
    struct Row: Encodable {
        let name: String
        let exerciseID: ExerciseID
        let exercise: String?
    }

    /// A library exercise folded into another.
    struct Fold: Encodable {
        let from: ExerciseID
        let fromName: String?
        let into: ExerciseID
        let intoName: String?
    }

    /// What `--json` prints.
    struct Listing: Encodable {
        let names: [Row]
        let folded: [Fold]
    }

    static var command: Command<RunContext> {
        Command(
            "names", summary: "Where imports put each exercise name, and the folds of 'exercises merge'",
            discussion: """
                Each import keeps where it put every name of its file (--map included), and reads these first:
                a name listed here lands in its exercise whatever the matching would say (so its history is not
                split when a later custom exercise would match it better), and a name matched to a folded
                exercise lands in the one it was folded into. Names are kept as matched (case, spacing and
                punctuation aside). --forget lets one be matched afresh; --map on an import moves it.
                """,
            examples: [
                "import names", "import names --json", "import names --forget \"Lat Pulldown (Machine)\"",
            ],
            options: [
                .value(
                    "forget", "name",
                    help: "stop keeping this name, or this exercise's fold (the next import matches afresh)"),
                .flag("json", help: "print JSON"),
            ],
            action: { invocation, context in
                if let name = invocation.value("forget") { return try await forget(name, context: context) }
                let library = context.exercises
                let names = try await library.importNames()
                let folds = try await library.exerciseRedirects()
                let exercises = try await library.exercises(
                    withIDs: Set(names.values).union(folds.keys).union(folds.values))
                let rows = names.sorted { $0.key < $1.key }.map {
                    Row(name: $0.key, exerciseID: $0.value, exercise: exercises[$0.value]?.name)
                }
                let folded = folds.sorted { $0.key < $1.key }.map {
                    Fold(
                        from: $0.key, fromName: exercises[$0.key]?.name, into: $0.value,
                        intoName: exercises[$0.value]?.name)
                }
                if context.wantsJSON { return try context.printJSON(Listing(names: rows, folded: folded)) }
                guard !rows.isEmpty || !folded.isEmpty else {
                    return context.console.print(
                        "No names kept. Each import keeps where it put its names; so do 'import FILE --map \"NAME=EXERCISE\"' and 'exercises merge'."
                    )
                }
                func gone(_ id: ExerciseID) -> String { "\(id.rawValue) (no longer there)" }
                if !rows.isEmpty {
                    context.console.print(
                        TextTable(
                            headers: ["name", "imported as"],
                            rows: rows.map { [$0.name, $0.exercise ?? gone($0.exerciseID)] },
                            alignments: [.left, .left]
                        ).render(style: context.style))
                }
                if !folded.isEmpty {
                    if !rows.isEmpty { context.console.print("") }
                    context.console.print(
                        TextTable(
                            headers: ["folded exercise", "its matches land in"],
                            rows: folded.map {
                                [$0.fromName ?? $0.from.rawValue, $0.intoName ?? gone($0.into)]
                            },
                            alignments: [.left, .left]
                        ).render(style: context.style))
                }
            })
    }

    /// Forgets a kept name, else the fold of the library exercise `name` names.
    static func forget(_ name: String, context: RunContext) async throws {
        let library = context.exercises
        if let id = try await library.forgetImportName(name) {
            let exercise = try await library.exercises(withIDs: [id])[id]?.name ?? id.rawValue
            return context.console.print(
                "\(context.style.success("Forgot")) '\(name)' (imported as \(exercise)); the next import matches it afresh."
            )
        }
        let collection = try await library.collection()
        let folds = try await library.exerciseRedirects()
        let key = SearchText.key(name)
        if let folded = folds.keys.first(where: {
            $0.rawValue == name || SearchText.key(collection.exercise($0)?.name ?? "") == key
        }), let into = try await library.forgetRedirect(folded) {
            return context.console.print(
                "\(context.style.success("Forgot")) that \(collection.exercise(folded)?.name ?? folded.rawValue) was folded into \(collection.exercise(into)?.name ?? into.rawValue); the next import keeps its matches."
            )
        }
        throw CLIError.usage(
            "'\(name)' is not a kept name or a folded exercise.",
            hint: "'\(context.program) import names' lists them.")
    }
}
