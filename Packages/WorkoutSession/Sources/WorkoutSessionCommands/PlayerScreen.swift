import CommandKit
import CoreModels
import Equipment
import Exercises
import ExercisesCommands
import Plans
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The player's screen, as lines: header, current exercise, set list, rest bar, keys.
enum PlayerScreen {
    static func lines(
        _ workout: Workout, now: Date, previous: [WorkoutSet]?, taken: [WorkoutSet]? = nil, message: String,
        context: RunContext,
        targets: [ExerciseID: ProgressionNote] = [:]
    ) async throws -> [String] {
        let style = context.style
        let unit = try context.unit()
        let width = max(40, min(100, context.console.width))
        let rule = style.muted(String(repeating: "─", count: width))
        let elapsed = WorkoutText.clock(WorkoutText.trainedSeconds(workout, now: now))
        var lines = [
            "\(style.heading("\(context.program) · \(workout.name)"))  \(style.muted("\(elapsed) elapsed · \(workout.doneSets)/\(workout.totalSets) sets"))",
            rule,
        ]
        guard workout.exercises.indices.contains(workout.currentExercise) else {
            return lines + [
                "No exercises. Quit (q) and add one: \(context.program) workout add-exercise NAME"
            ]
        }
        let current = workout.exercises[workout.currentExercise]
        let details = try await context.exercises.collection().exercise(current.exerciseID)
        let label = Superset.labels(workout.exercises.map(\.superset))[workout.currentExercise]
        lines.append(
            "\(label.map { style.accent($0) + " " } ?? "")\(style.bold(current.name))  \(style.muted("exercise \(workout.currentExercise + 1) of \(workout.exercises.count) · \(current.category.displayName)"))"
        )
        if let details {
            lines.append(
                "Muscles: \(ExerciseText.muscles(details))  ·  knee load: \(details.kneeLoad.displayName)")
        }
        if let target = current.sets.first {
            lines.append(
                "Target: \(Text.count(current.sets.count, "set")) · \(WorkoutText.setText(WorkoutSet(targetWeight: target.targetWeight, targetReps: target.targetReps), unit: unit)) · rest \(current.restSeconds) s"
            )
        }
        if let note = targets[current.exerciseID] {
            lines.append("Progression: \(note.target)  \(style.muted(note.reason))")
        }
        if let previous, !previous.isEmpty {
            lines.append(
                style.muted(
                    "Last time: "
                        + previous.map { WorkoutText.setText($0, unit: unit) }.joined(separator: ", ")))
        }
        if details?.equipment == .barbell {
            let inventory = try await context.equipment.activeGym().plateInventory(unit: unit)
            if let line = warmUp(for: current, on: inventory) { lines.append(style.muted(line)) }
            if let line = plates(for: current, on: inventory) { lines.append(line) }
        }
        if current.kneeFlag { lines.append(style.warning("Flagged: irritated my knees")) }
        lines.append("")
        let next = workout.nextSet
        for (index, set) in current.sets.enumerated() {
            let isNext = next?.exercise == workout.currentExercise && next?.set == index
            let mark = set.done ? style.success("✓") : (isNext ? "▶" : "○")
            // The next set as 'd' logs it (last time's weight or the set before's when it has none).
            let shown =
                isNext
                ? WorkoutText.nextText(current, set: index, unit: unit, lastTime: taken ?? previous)
                : WorkoutText.setText(set, unit: unit)
            let row = "  \(mark) set \(index + 1)  \(shown)"
            lines.append(isNext ? style.selected(row) : row)
        }
        lines.append("")
        if let rest = workout.rest {
            let left = rest.remaining(at: now)
            lines.append(
                left > 0
                    ? "Rest \(WorkoutText.bar(done: rest.duration - left, of: rest.duration, width: min(30, width - 20))) \(style.accent(WorkoutText.clock(left)))"
                    : style.success("Rest over — go!"))
        } else {
            lines.append(style.muted("No rest running."))
        }
        // The message wrapped at words (the terminal cut it mid-word: 'fi' / 'tshell workout …').
        lines +=
            [""] + wrapped(message, width: width) + [
                rule,
                style.muted(
                    "d done · e edit+done · u undo · n/p exercise · +/- rest 10s · s skip · a add set · t type · k knee · f finish · q quit"
                ),
            ]
        return lines
    }

    /// `text` in lines of at most `width` cells, broken at spaces (a word longer than a line
    /// has a line of its own); one empty line for no text.
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard TextTable.visibleWidth(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, TextTable.visibleWidth(candidate) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines
    }

    /// `Warm-up: 20×10, 40×5, 62.5×3, 85×2 kg` before the first working set of a barbell lift
    /// that has no warm-up sets of its own and nothing done yet.
    static func warmUp(for exercise: WorkoutExercise, on inventory: PlateInventory) -> String? {
        guard !exercise.sets.contains(where: { $0.done || $0.type == .warmUp }),
            let working = exercise.sets.first(where: { $0.type == .working })?.targetWeight,
            let steps = try? WarmupPlanner.ramp(to: working, on: inventory), steps.count > 1
        else { return nil }
        let list = steps.map { "\(Mass.number($0.loading.total))×\($0.reps)" }.joined(separator: ", ")
        return "Warm-up: \(list) \(inventory.unit.symbol)"
    }

    /// `Plates: per side 25 + 15 (bar 20 kg)` for the exercise's next set with a weight (on the
    /// gym in use), or the nearest loadable weights.
    static func plates(for exercise: WorkoutExercise, on inventory: PlateInventory) -> String? {
        let upcoming = exercise.sets.first { !$0.done } ?? exercise.sets.last
        guard let weight = upcoming?.targetWeight ?? upcoming?.weight, weight.kilograms > 0 else {
            return nil
        }
        switch try? PlateSolver.solve(weight, on: inventory) {
        case .exact(let loading)?:
            return
                "Plates: \(loading.perSideText) (\(inventory.barText))"
        case .nearest(let below, let above)?:
            let options = [below, above].compactMap { $0 }.map {
                "\(Mass.number($0.total)) \(inventory.unit.symbol)"
            }
            return options.isEmpty ? nil : "Plates: not exact; nearest " + options.joined(separator: " or ")
        case nil:
            return nil
        }
    }
}
