import CommandKit
import CoreModels
import Exercises
import ShellKit

/// Human-readable rendering of one exercise.
public enum ExerciseText {
    static func printDetails(_ details: ExerciseDetails, context: RunContext) {
        let exercise = details.exercise
        let style = context.style
        let console = context.console
        console.print(
            "\(style.heading(exercise.name))  \(style.muted("(\(exercise.id)\(exercise.isCustom ? ", custom" : ""))"))"
        )
        let traits = [exercise.kind.displayName, exercise.mechanic?.rawValue, exercise.force?.rawValue]
            .compactMap { $0 }
        var rows: [(String, String)] = [
            ("Category", exercise.category.displayName + "  ·  " + traits.joined(separator: " · ")),
            ("Equipment", exercise.equipment.displayName),
            ("Level", exercise.level.displayName),
            ("Muscles", muscles(exercise)),
            ("Knee load", exercise.kneeLoad.displayName),
        ]
        if let notes = exercise.notes { rows.append(("Notes", notes)) }
        rows.append(
            (
                "Used by",
                details.usedBy.isEmpty ? "no plan or workout yet" : details.usedBy.joined(separator: ", ")
            ))
        for (label, value) in rows {
            console.print(
                "  " + style.muted(PlainText.fitted(label, to: 10)) + " " + value)
        }
        if !details.cues.isEmpty {
            console.print(style.heading("Cues"))
            for cue in details.cues { console.print("  • \(cue)") }
        }
        if !details.instructions.isEmpty {
            console.print(style.heading("Instructions"))
            for (index, step) in details.instructions.enumerated() {
                console.print("  \(index + 1). \(step)")
            }
        } else if !exercise.isCustom {
            console.print(
                style.muted(
                    "Full instructions: import your copy of free-exercise-db with '\(context.program) exercises import FILE'."
                ))
        }
    }

    /// The primary muscles, then the secondary ones in brackets.
    public static func muscles(_ exercise: Exercise) -> String {
        let main = exercise.primaryMuscles.map(\.displayName).joined(separator: ", ")
        let other = exercise.secondaryMuscles.map(\.displayName).joined(separator: ", ")
        if main.isEmpty { return "—" }
        return other.isEmpty ? main : "\(main); also \(other)"
    }
}
