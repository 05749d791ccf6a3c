import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import ShellKit

/// `import names`: the names of other apps' exercises kept with the exercise each is imported
/// as (from `import --map` and `exercises merge`), and `--forget NAME` to let one be matched
/// afresh.
enum ImportNamesCommand {
    struct Row: Encodable {
        let name: String
        let exerciseID: ExerciseID
        let exercise: String?
    }

    static var command: Command<RunContext> {
        Command(
            "names", summary: "The exercise names kept from --map and 'exercises merge' for later imports",
            discussion: """
                Each import reads these first: a name listed here lands in its exercise whatever the matching
                would say. Names are kept as matched (case, spacing and punctuation aside).
                """,
            examples: [
                "import names", "import names --json", "import names --forget \"Lat Pulldown (Machine)\"",
            ],
            options: [
                .value("forget", "name", help: "stop keeping this name (the next import matches it afresh)"),
                .flag("json", help: "print JSON"),
            ],
            action: { invocation, context in
                let library = context.exercises
                if let name = invocation.value("forget") {
                    guard let id = try await library.forgetImportName(name) else {
                        throw CLIError.usage(
                            "'\(name)' is not a kept name.",
                            hint: "'\(context.program) import names' lists them.")
                    }
                    let exercise = try await library.exercises(withIDs: [id])[id]?.name ?? id.rawValue
                    return context.console.print(
                        "\(context.style.success("Forgot")) '\(name)' (imported as \(exercise)); the next import matches it afresh."
                    )
                }
                let names = try await library.importNames()
                let exercises = try await library.exercises(withIDs: Set(names.values))
                let rows = names.sorted { $0.key < $1.key }.map {
                    Row(name: $0.key, exerciseID: $0.value, exercise: exercises[$0.value]?.name)
                }
                if context.wantsJSON { return try context.printJSON(rows) }
                guard !rows.isEmpty else {
                    return context.console.print(
                        "No names kept. 'import FILE --map \"NAME=EXERCISE\"' and 'exercises merge' keep them."
                    )
                }
                let table = TextTable(
                    headers: ["name", "imported as"],
                    rows: rows.map {
                        [$0.name, $0.exercise ?? "\($0.exerciseID.rawValue) (no longer there)"]
                    },
                    alignments: [.left, .left])
                context.console.print(table.render(style: context.style))
            })
    }
}
