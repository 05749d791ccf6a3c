import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `import list` and `import undo [BATCH]`: past imports, and taking one back.
enum ImportBatchCommands {
    static var list: Command<RunContext> {
        Command(
            "list", summary: "List past imports: when, which file, what they added",
            examples: ["import list", "import list --json"],
            options: [.flag("json", help: "print JSON")],
            action: { _, context in
                let batches = try await context.importLog.batches()
                if context.wantsJSON { return try context.printJSON(batches.map(Row.init)) }
                guard !batches.isEmpty else {
                    return context.console.print(
                        "No imports yet. Bring your history with '\(context.program) import FILE'.")
                }
                let table = TextTable(
                    headers: ["batch", "imported", "file", "format", "workouts", "replaced", "sets", "unit"],
                    rows: batches.reversed().map { batch in
                        [
                            String(batch.id.description.prefix(8)),
                            HistoryExportCommand.localTime(batch.importedAt, context).prefix(16).description,
                            batch.file, batch.format, Mass.grouped(Double(batch.added.count)),
                            Mass.grouped(Double(batch.replaced.count)), Mass.grouped(Double(batch.sets)),
                            // The unit weights without one were read in; a file that gives
                            // each set's unit (Hevy, newer Strong) needed none.
                            batch.unit?.symbol ?? "as labelled",
                        ]
                    }, alignments: [.left, .left, .left, .left, .right, .right, .right, .left])
                context.console.print(table.render(style: context.style))
            })
    }

    static var undo: Command<RunContext> {
        Command(
            "undo", summary: "Take back one import exactly (the newest when no batch is named)",
            discussion: """
                Removes the workouts the import added, puts back the versions of workouts it replaced
                (--update), and deletes the custom exercises it created when nothing else uses them.
                """,
            examples: ["import undo", "import undo 3f2a9c1e --yes"],
            arguments: [
                Argument(
                    "batch", help: "the batch id (or its first characters) from 'import list'",
                    isRequired: false)
            ],
            options: [
                .flag("yes", short: "y", help: "do not ask for confirmation"),
                .flag("json", help: "print JSON"),
            ],
            action: { invocation, context in
                let batches = try await context.importLog.batches()
                let batch = try pick(invocation.argument("batch"), from: batches)
                // Workouts another recorded import also lists stay (ImportUndo): not counted here.
                let others = ImportUndo.claimed(besides: batch, among: batches)
                let leaving = batch.added.filter { !others.contains($0.id) }.count
                let claimers = ImportUndo.claimers(of: batch, among: batches).map {
                    String($0.id.description.prefix(8))
                }
                try Prompt.requireConfirmation(
                    "remove the \(Text.count(leaving, "workout")) imported from \(batch.file) on \(HistoryExportCommand.localTime(batch.importedAt, context).prefix(16))"
                        + (leaving < batch.added.count
                            ? " (\(batch.added.count - leaving) more stay: import \(claimers.joined(separator: ", ")) also lists them)"
                            : "")
                        + (batch.replaced.isEmpty
                            ? "" : " and restore \(batch.replaced.count) replaced ones"),
                    yes: invocation.flag("yes"), console: context.console)
                // Held to the last custom exercise deleted: no import takes one meanwhile.
                let hold = try await context.holdImports()
                defer { hold?.release() }
                // Ctrl-C waits for the undo to be whole (workouts, record and custom exercises).
                let (result, removedExercises) = try await context.whole("undo", undoable: false) {
                    let result: ImportUndo.Result
                    do {
                        result = try await ImportUndo(
                            store: context.workoutStore, log: context.importLog,
                            timeZone: context.environment.timeZone
                        ).undo(batch, asNewest: invocation.argument("batch") == nil, importsHeld: true)
                    } catch is ImportUndo.Changed {
                        throw CLIError(
                            "Another import or undo changed the imports while this one waited; nothing was undone.",
                            hint: "Run 'fitshell import list', then 'fitshell import undo' again.")
                    }
                    // Only those no plan or workout uses now (a later import may have taken one).
                    let library = context.exerciseLibrary(usage: ExerciseUses.plansAndWorkouts)
                    var removedExercises: [String] = []
                    for id in batch.customExercises {
                        if let exercise = try? await library.deleteCustom(id, force: false) {
                            removedExercises.append(exercise.name)
                        }
                    }
                    // The names it kept first are matched afresh by the next import, unless
                    // another import still has sets under them.
                    try await library.forgetImportNames(
                        ImportBatch.namesToForget(
                            undoing: batch, among: try await context.importLog.batches()))
                    return (result, removedExercises)
                }
                if context.wantsJSON {
                    return try context.printJSON(
                        UndoReport(
                            batch: batch.id.description, removed: result.removed, restored: result.restored,
                            keptForOtherImports: result.keptForOtherImports,
                            exercisesRemoved: removedExercises))
                }
                context.console.print(
                    "\(context.style.success("Undone")): removed \(Text.count(result.removed, "workout"))"
                        + (result.restored > 0 ? ", restored \(result.restored)" : "")
                        + (result.keptForOtherImports > 0
                            ? ", kept \(result.keptForOtherImports) that import \(claimers.joined(separator: ", ")) also lists (undoing it too removes them)"
                            : "")
                        + (removedExercises.isEmpty
                            ? ""
                            : ", deleted \(Text.count(removedExercises.count, "custom exercise")) it had created")
                        + ".")
            })
    }

    /// The batch named by `prefix` (the newest when `nil`).
    static func pick(_ prefix: String?, from batches: [ImportBatch]) throws -> ImportBatch {
        guard let newest = batches.last else {
            throw CLIError("There is no import to undo.", hint: "'import list' shows past imports.")
        }
        guard let prefix = prefix?.lowercased(), !prefix.isEmpty else { return newest }
        let found = batches.filter { $0.id.description.lowercased().hasPrefix(prefix) }
        guard found.count == 1, let batch = found.first else {
            throw CLIError.usage(
                found.isEmpty ? "No import has the id '\(prefix)'." : "'\(prefix)' names several imports.",
                hint: "'import list' shows the batch ids.")
        }
        return batch
    }

    /// One line of `import list --json`.
    struct Row: Encodable {
        let batch: String
        let importedAt: Date
        let file: String
        let format: String
        let workouts: Int
        let replaced: Int
        let sets: Int
        let unit: String?
        let customExercises: [String]

        init(_ batch: ImportBatch) {
            self.batch = batch.id.description
            importedAt = batch.importedAt
            file = batch.file
            format = batch.format
            workouts = batch.added.count
            replaced = batch.replaced.count
            sets = batch.sets
            unit = batch.unit?.symbol
            customExercises = batch.customExercises.map(\.rawValue)
        }
    }

    /// What `import undo --json` prints.
    struct UndoReport: Encodable {
        let batch: String
        let removed: Int
        let restored: Int
        let keptForOtherImports: Int
        let exercisesRemoved: [String]
    }
}
