import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import ShellKit
import WorkoutSession
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `exercises merge FROM INTO`: fold one exercise into another everywhere (history,
/// the active workout, plans, charts; records follow from history), e.g. a custom exercise an
/// import created for a name the library knows under another.
enum ExercisesMergeCommand {
    /// What a merge changed (or, with `--dry-run`, would change).
    struct Report: Encodable {
        let from: String
        let into: String
        let dryRun: Bool
        let workouts: Int
        let sets: Int
        let activeWorkout: Bool
        let plans: Int
        let charts: Int
        let deletedCustomExercise: Bool
    }

    static var command: Command<RunContext> {
        Command(
            "merge", summary: "Fold one exercise into another: history, records, plans and charts",
            discussion: """
                Every finished workout, the active workout, every plan and chart that uses FROM is re-pointed to
                INTO (its records and charts then include FROM's sets). Two entries of one workout stay two
                consecutive entries of INTO: no set is lost. A custom FROM is deleted afterwards. Each file is
                rewritten whole under its lock; running the merge again after an interruption completes it.
                Later imports follow the fold: a custom FROM's name, or any name matched to a library FROM,
                lands in INTO ('{program} import names' lists them).
                """,
            examples: [
                "exercises merge \"Belt Squat\" leg-press --dry-run",
                "exercises merge custom-t-bar-row \"t-bar row\" --yes",
            ],
            arguments: [
                Argument("from", help: "the exercise that goes away (id or name)"),
                Argument("into", help: "the exercise that takes its place (id or name)"),
            ],
            options: [
                .flag("dry-run", help: "show what would change, change nothing"),
                .flag("yes", short: "y", help: "confirm without asking"),
            ],
            action: { invocation, context in
                let library = context.exerciseLibrary()
                let collection = try await library.collection()
                let from = try collection.resolve(invocation.argument("from") ?? "")
                let into = try collection.resolve(invocation.argument("into") ?? "")
                guard from.id != into.id else {
                    throw CLIError.usage(
                        "'\(from.name)' and '\(into.name)' are the same exercise.",
                        hint: "Name two different exercises.")
                }
                let dryRun = invocation.flag("dry-run")
                if !dryRun {
                    try Prompt.requireConfirmation(
                        "fold \(from.name) (\(from.id)) into \(into.name) (\(into.id)) everywhere",
                        yes: invocation.flag("yes"), console: context.console)
                }
                // No import runs meanwhile: one that matched a name to the exercise folded away
                // would save workouts naming it after every workout was re-pointed.
                let hold = dryRun ? nil : try await context.holdImports()
                defer { hold?.release() }
                // Both must still be there: an import undo may have deleted one while this waited.
                if !dryRun {
                    let now = try await library.collection()
                    for exercise in [from, into] where now.exercise(exercise.id) == nil {
                        throw CLIError(
                            "\(exercise.name) (\(exercise.id)) was deleted while this waited for an import; nothing was changed.",
                            hint: "Run 'fitshell exercises search' to find the exercises, then merge again.")
                    }
                }
                let replacement = ExerciseReplacement(
                    from: from.id, into: into.id, name: into.name, category: into.category)
                // History, plans and charts re-pointed together: Ctrl-C waits for the last.
                func fold() async throws -> (ReplacementCounts, Int, Int, Bool) {
                    let counts = try await context.workoutStore.replaceExercise(replacement, dryRun: dryRun)
                    let plans = try await context.plans.replaceExercise(
                        from.id, with: into.id, name: into.name, dryRun: dryRun)
                    let charts = try await context.charts.replaceExercise(
                        from.id, with: into.id, name: into.name, dryRun: dryRun)
                    var deleted = false
                    // Later imports follow the fold (kept names, a custom FROM's name, or the fold).
                    if !dryRun { try await library.keepFold(from, into: into.id) }
                    if !dryRun, from.isCustom {
                        deleted = (try? await library.deleteCustom(from.id, force: false)) != nil
                    }
                    return (counts, plans, charts, deleted)
                }
                let (counts, plans, charts, deleted) =
                    dryRun ? try await fold() : try await context.whole("merge", undoable: false, fold)
                let report = Report(
                    from: from.id.rawValue, into: into.id.rawValue, dryRun: dryRun, workouts: counts.workouts,
                    sets: counts.sets, activeWorkout: counts.activeWorkout, plans: plans, charts: charts,
                    deletedCustomExercise: deleted)
                if context.wantsJSON { return try context.printJSON(report) }
                let verb = dryRun ? context.style.muted("Would fold") : context.style.success("Folded")
                context.console.print("\(verb) \(from.name) into \(into.name):")
                context.console.print(
                    "  \(Text.count(counts.workouts, "finished workout")) (\(Text.count(counts.sets, "set")))"
                        + (counts.activeWorkout ? ", the active workout" : "")
                        + ", \(Text.count(plans, "plan")), \(Text.count(charts, "chart")).")
                if deleted { context.console.print("  The custom exercise \(from.name) is deleted.") }
                if !dryRun {
                    // INTO may itself be folded into another: later imports land at the end.
                    let landing = ExerciseLibrary.folded(into.id, by: try await library.exerciseRedirects())
                    let target = try await library.collection().exercise(landing)?.name ?? into.name
                    context.console.print(
                        from.isCustom
                            ? "  Later imports of '\(from.name)' land in \(target) ('\(context.program) import names' lists such names)."
                            : "  Later imports of names matched to \(from.name) land in \(target) ('\(context.program) import names' lists such folds)."
                    )
                }
                if dryRun { context.console.print(context.style.muted("Nothing was changed (--dry-run).")) }
            })
    }
}
