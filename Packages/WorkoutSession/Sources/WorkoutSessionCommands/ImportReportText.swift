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

/// The text summary of a workout import.
enum ImportReportText {
    /// The loads behind a unit decision, in words: "41 loads look like pound plates (405, 315, 225);
    /// 2 like kilogram steps (62.5)".
    static func evidence(_ decision: UnitDecision) -> String {
        func list(_ values: [Double]) -> String { values.map { Mass.number($0) }.joined(separator: ", ") }
        var parts: [String] = []
        parts.append(
            decision.poundScore > 0
                ? "\(Mass.grouped(Double(decision.poundScore))) points for pounds (\(list(decision.poundExamples)))"
                : "no loads that only pound plates make")
        parts.append(
            decision.kilogramScore > 0
                ? "\(Mass.grouped(Double(decision.kilogramScore))) for kilograms (\(list(decision.kilogramExamples)))"
                : "no loads that only kilogram plates make")
        return parts.joined(separator: "; ")
    }

    static func print(
        _ report: WorkoutImportReport, dryRun: Bool, candidates: (String) -> [Exercise], context: RunContext
    ) {
        let console = context.console
        let style = context.style
        let range = report.firstDate.map { " (\($0) to \(report.lastDate ?? $0))" } ?? ""
        console.print(
            "\(style.success(dryRun ? "Would import" : "Imported")) \(Text.count(report.imported, "workout")), \(Text.count(report.sets, "set"))\(range) from \(Text.article(report.format)) \(report.format) export of \(Text.count(report.rows, "row"))."
        )
        if report.emptySets > 0 {
            console.print(
                "  \(Text.count(report.emptySets, "set row")) left empty in the app (no weight, reps, time or distance) \(dryRun ? "would not be" : (report.emptySets == 1 ? "was not" : "were not")) imported."
            )
        }
        if let unit = report.unit {
            switch unit.confidence {
            case .stated:
                console.print("  Weights without a unit read as \(unit.unit.symbol) (--unit).")
            case .high:
                console.print("  Weights read as \(unit.unit.symbol): \(evidence(unit)).")
            case .low:
                console.print("  Weights read as \(unit.unit.symbol) (confirmed): \(evidence(unit)).")
            }
        }
        if report.duplicates > 0 {
            console.print(
                "  \(Text.count(report.duplicates, "workout")) \(report.duplicates == 1 ? "was" : "were") already in your history (skipped)."
            )
        }
        if report.shiftedDuplicates > 0 {
            console.print(
                "  \(report.shiftedDuplicates) of them with the same exercises and sets at a start hours apart: the file's times carry no time zone, and an earlier import read them in another one."
            )
        }
        if !report.changed.isEmpty {
            let verb =
                report.updated > 0 ? "replaced (--update)" : "not changed; add --update to replace them"
            console.print(
                style.warning(
                    "  \(report.changed.count) already imported but different in this file, \(verb):"))
            // In the user's unit, as every other screen shows weights.
            let shown = (try? context.unit()) ?? report.unit?.unit ?? .kilograms
            for change in report.changed.prefix(10) {
                console.print(
                    "    \(change.date) \(change.name) (line \(change.line)): \(change.previousSets) → \(change.sets) sets, "
                        + "\(Mass(kilograms: change.previousVolume).volumeFormatted(in: shown)) → \(Mass(kilograms: change.volume).volumeFormatted(in: shown))"
                )
            }
        }
        if !report.unknownDurations.isEmpty {
            console.print(
                style.warning(
                    "  \(Text.count(report.unknownDurations.count, "workout")) with an unbelievable duration (length kept as unknown):"
                ))
            for problem in report.unknownDurations.prefix(10) {
                console.print("    line \(problem.line): \(problem.reason)")
            }
        }
        // Nothing new (the same file again): its names were listed at the import that brought
        // them, and each is one line here instead of a page again.
        if !dryRun, report.imported == 0, report.duplicates > 0, report.changed.isEmpty, report.updated == 0,
            !report.unmatched.isEmpty || report.renamed.contains(where: \.guessed)
        {
            let guessed = report.renamed.filter(\.guessed).count
            let names = [
                report.unmatched.isEmpty
                    ? nil : "\(Text.count(report.unmatched.count, "name")) matching nothing",
                guessed == 0 ? nil : "\(Text.count(guessed, "name")) matched by their words",
            ].compactMap { $0 }.joined(separator: ", ")
            console.print(
                style.muted("  Nothing new, so its names are not listed again (\(names); --json lists them).")
            )
        } else {
            printNames(report, dryRun: dryRun, candidates: candidates, context: context)
        }
        if !report.problems.isEmpty {
            console.print(style.warning("  \(Text.count(report.problems.count, "row")) skipped:"))
            for problem in report.problems.prefix(10) {
                console.print("    line \(problem.line): \(problem.reason)")
            }
        }
        if let batch = report.batch {
            console.print(
                style.muted(
                    "  Take this import back with '\(context.program) import undo \(batch.prefix(8))'."))
        }
    }

    /// The names that matched nothing (now custom exercises) and those matched by their words.
    static func printNames(
        _ report: WorkoutImportReport, dryRun: Bool, candidates: (String) -> [Exercise], context: RunContext
    ) {
        let console = context.console
        let style = context.style
        if !report.unmatched.isEmpty {
            console.print(
                "  \(Text.count(report.unmatched.count, "exercise name")) matched nothing and \(dryRun ? "would become" : "became") \(report.unmatched.count == 1 ? "a custom exercise" : "custom exercises"); closest library exercises:"
            )
            for name in report.unmatched.prefix(15) {
                let candidates = candidates(name).map { "\($0.name) (\($0.id))" }
                console.print(
                    "    \(name)  →  \(candidates.isEmpty ? "none close" : candidates.joined(separator: ", "))"
                )
            }
            if report.unmatched.count > 15 {
                console.print("    … \(report.unmatched.count - 15) more (--json lists all)")
            }
            console.print(
                style.muted(
                    "  Fold one into a library exercise with '\(context.program) exercises merge \"NAME\" EXERCISE-ID'."
                ))
        }
        // Names of the file read as one exercise merge their histories and records: every such
        // exercise is named with its names, whether matched by words or by a known name (Pendlay
        // Row as Bent Over Barbell Row was said nowhere but in --json).
        var folds: [String: Set<String>] = [:]
        for entry in report.renamed where !(entry.alsoReadFor ?? []).isEmpty {
            // An exact name sharing the exercise is not renamed: it comes from its partners' list.
            folds[entry.exercise, default: []].formUnion([entry.name] + (entry.alsoReadFor ?? []))
        }
        let guessed = report.renamed.filter { $0.guessed && ($0.alsoReadFor ?? []).isEmpty }
        if !folds.isEmpty {
            console.print(
                "  \(Text.count(folds.count, "exercise")) \(dryRun ? "would be" : (folds.count == 1 ? "is" : "are")) read from more than one name of the file (their sets and records become one):"
            )
            for (exercise, names) in folds.sorted(by: { $0.key < $1.key }).prefix(30) {
                let listed = names.sorted().map { "'\($0)'" }.joined(separator: ", ")
                console.print("    \(exercise)  ←  \(style.warning(listed))")
            }
            if folds.count > 30 { console.print("    … \(folds.count - 30) more (--json lists all)") }
        }
        if !guessed.isEmpty {
            console.print(
                "  \(Text.count(guessed.count, "exercise name")) \(dryRun ? "would be" : (guessed.count == 1 ? "was" : "were")) matched by their words; check them:"
            )
            for entry in guessed.prefix(20) { console.print("    \(entry.name)  →  \(entry.exercise)") }
            if guessed.count > 20 { console.print("    … \(guessed.count - 20) more (--json lists all)") }
        }
        if !folds.isEmpty || !guessed.isEmpty {
            console.print(
                style.muted(
                    "  A wrong one: import again with --map \"NAME=EXERCISE\" (after 'import undo'), or move its sets later with '\(context.program) exercises merge'."
                ))
        }
    }
}
