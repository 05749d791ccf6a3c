import CommandKit
import CoreModels
import Exercises
import Plans
import ShellKit
import WorkoutSession

/// `history edit`: corrects a finished workout (a weight typed wrong, a set logged twice, a
/// name); records, statistics and charts follow.
enum HistoryEditCommand {
    static var command: Command<RunContext> {
        Command(
            "edit",
            summary:
                "Correct a finished workout: a set's weight, reps, RPE or kind, a set, its name, notes or length",
            discussion: """
                Sets are numbered as 'history show' numbers them. Removing a set asks first (--yes
                confirms); an exercise left without sets goes with it. Records, statistics and charts
                are worked out from history, so they follow the change.
                """,
            examples: [
                "history edit latest --exercise squat --set 2 --weight 102.5 --reps 5",
                "history edit 3f2a9c1b --exercise 1 --set 3 --remove-set --yes",
                "history edit latest --name \"Leg day\" --notes \"new shoes\"",
                "history edit latest --minutes 65",
            ],
            arguments: [
                Argument("workout", help: "an id from '{program} history' (or its start), latest, or a day")
            ],
            options: [
                .value("exercise", "ex", help: "the exercise of the set: position, name or part of it"),
                .value("set", "n", help: "the set number"),
                .value("weight", "w", help: "the set's weight"), CommonOptions.unit,
                .value("reps", "n", help: "the set's reps"), .value("rpe", "1-10", help: "the set's RPE"),
                WorkoutLogCommands.typeOption,
                .flag("remove-set", help: "remove the set"),
                .value("name", "text", help: "the workout's new name"),
                .value("notes", "text", help: "the workout's notes (\"\" clears them)"),
                .value("minutes", "n", help: "the workout's length in minutes (0: unknown)"),
                .flag("yes", short: "y", help: "confirm removing a set without asking"),
            ],
            action: { invocation, context in
                var edit = FinishedWorkoutEdit(
                    name: invocation.value("name"), notes: invocation.value("notes"),
                    minutes: try invocation.integer("minutes", in: 0...1_440),
                    exercise: invocation.value("exercise"), set: try invocation.integer("set", in: 1...1000),
                    weight: try context.weightOption(), reps: try invocation.integer("reps", in: 1...1000),
                    rpe: try invocation.decimal("rpe"), type: try context.named("type", as: SetType.self),
                    removeSet: invocation.flag("remove-set"))
                if edit.removeSet,
                    edit.weight != nil || edit.reps != nil || edit.rpe != nil || edit.type != nil
                {
                    throw CLIError.usage("--remove-set takes no new values: remove the set, or change it.")
                }
                let summary = try await HistoryPlugin.find(
                    invocation.argument("workout") ?? "", context: context)
                let show = "\(context.program) history show \(summary.id.description.prefix(8))"
                if edit.removeSet, let workout = try await context.history.workout(summary) {
                    // Checked before asking: the question names the set it would remove.
                    let set = try checked(show) { try edit.set(in: workout) }
                    // Removed only if it is still the set asked about when the answer comes.
                    edit.expected = set.exercise.sets[set.number - 1]
                    try Prompt.requireConfirmation(
                        "remove set \(set.number) of \(set.exercise.name) (\(WorkoutText.setText(set.exercise.sets[set.number - 1], unit: try context.unit()))) from '\(summary.name)' of \(summary.date)",
                        yes: invocation.flag("yes"), console: context.console)
                }
                // The exercise's heaviest set before the correction, to catch a typo in it (1850
                // for 185 would otherwise become the record it is then compared with).
                var heaviestBefore: (exercise: Int, set: Int, record: PersonalRecords.Record?)?
                if let weight = edit.weight, weight.kilograms > 0,
                    let workout = try await context.history.workout(summary),
                    let set = try? edit.set(in: workout)
                {
                    heaviestBefore = (
                        set.index, set.number - 1,
                        try await context.history.heaviest(of: set.exercise.exerciseID)
                    )
                }
                let edited: (before: Workout, after: Workout)?
                do {
                    let console = context.console
                    edited = try await context.history.edit(summary, edit) {
                        console.printError(RunContext.waitingForImport)
                    }
                } catch let error as WorkoutError {
                    throw reported(error, show: show)
                }
                guard let (before, after) = edited else {
                    throw CLIError(
                        "'\(summary.name)' of \(summary.date) is no longer in history (deleted meanwhile?).",
                        code: .dataError)
                }
                if context.wantsJSON { return try context.printJSON(after) }
                if before == after {
                    return context.console.print(
                        "Nothing changed: '\(after.name)' already has those values.")
                }
                for line in try changes(before, after, edit, context: context) {
                    context.console.print(line)
                }
                // Warm-ups make no record: a heavy one is no typo to flag (as `workout set` judges).
                if let weight = edit.weight, let (e, s, best) = heaviestBefore, let best,
                    after.exercises.indices.contains(e), after.exercises[e].sets.indices.contains(s),
                    after.exercises[e].sets[s].type != .warmUp, best.isFarBelow(weight)
                {
                    let name = after.exercises[e].name
                    context.console.print(
                        context.style.warning(
                            "That is far above your heaviest \(name) before it (\(Mass(kilograms: best.value).formatted(in: try context.unit())) × \(best.reps ?? 1) on \(best.date)). A typo? Run the command again with the right --weight."
                        ))
                }
                // What an import's undo or --update would do to this correction, said before it
                // is a surprise: the newest import that added or replaced the workout decides.
                let batches = (try? await context.importLog.batches()) ?? []
                let last = batches.last { batch in
                    batch.added.contains { $0.id == after.id }
                        || batch.replaced.contains { $0.id == after.id }
                }
                if let last {
                    let undo =
                        last.added.contains { $0.id == after.id }
                        ? "'import undo \(last.id.description.prefix(8))' deletes this workout, correction and all"
                        : "'import undo \(last.id.description.prefix(8))' puts back the version from before that import"
                    context.console.print(
                        context.style.muted(
                            "This workout came from an import: \(undo), and importing the file again with --update puts the file's version back."
                        ))
                }
            })
    }

    /// `body`'s result; a `WorkoutError` it throws is reported with `show` as the hint.
    static func checked<T>(_ show: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as WorkoutError {
            throw reported(error, show: show)
        }
    }

    /// A workout error as the user reads it here: a wrong exercise or set points to the
    /// finished workout's sets, not to the workout in progress.
    static func reported(_ error: WorkoutError, show: String) -> CLIError {
        switch error {
        case .noSuchExercise, .noSuchSet, .ambiguousExercise:
            return .usage(
                error.errorDescription ?? "\(error)", hint: "'\(show)' lists its exercises and sets.")
        default:
            return .usage(error.errorDescription ?? "\(error)")
        }
    }

    /// What the edit changed, each a line: `Saved Push of 2026-11-20: …`.
    static func changes(_ before: Workout, _ after: Workout, _ edit: FinishedWorkoutEdit, context: RunContext)
        throws -> [String]
    {
        let unit = try context.unit()
        let day = LocalDate(after.startedAt, in: context.environment.timeZone)
        var lines = ["\(context.style.success("Saved")) \(after.name) of \(day):"]
        if before.name != after.name { lines.append("  name: \(after.name) (was \(before.name))") }
        if before.notes != after.notes {
            lines.append("  notes: \(after.notes ?? "(none)")")
        }
        if before.finishedAt != after.finishedAt {
            let length = { (workout: Workout) in
                WorkoutText.minutes(
                    Int(
                        saturating: (workout.finishedAt ?? workout.startedAt).timeIntervalSince(
                            workout.startedAt)))
            }
            lines.append("  length: \(length(after)) (was \(length(before)))")
        }
        // The set as shown by `history show`, with its RPE (an RPE change shows).
        func text(_ set: WorkoutSet) -> String {
            WorkoutText.setText(set, unit: unit) + (set.rpe.map { " @RPE \(Mass.number($0))" } ?? "")
        }
        if edit.touchesSet, let position = try? edit.set(in: before) {
            let number = position.number
            let was = text(position.exercise.sets[number - 1])
            if edit.removeSet {
                let gone =
                    after.exercises.count < before.exercises.count
                    ? "; no sets were left, so it was removed" : ""
                lines.append("  \(position.exercise.name) set \(number) removed (was \(was))\(gone)")
            } else if after.exercises.indices.contains(position.index),
                after.exercises[position.index].sets.indices.contains(number - 1)
            {
                let now = text(after.exercises[position.index].sets[number - 1])
                lines.append("  \(position.exercise.name) set \(number): \(now) (was \(was))")
            }
        }
        lines.append(
            context.style.muted(
                "Records, statistics and charts follow the change; '\(context.program) history show \(after.id.description.prefix(8))' shows the workout."
            ))
        return lines
    }
}
