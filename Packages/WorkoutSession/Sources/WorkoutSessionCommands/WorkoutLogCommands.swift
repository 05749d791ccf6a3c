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

/// `workout done|set|add-set|remove-set|add-exercise|remove-exercise|rest|next|prev|note|flag-knee`.
enum WorkoutLogCommands {
    static var all: [Command<RunContext>] {
        [done, undo, set, addSet, removeSet, addExercise, removeExercise, rest, next, prev, note, flagKnee]
    }

    static let unitOption = CommonOptions.unit
    /// `--type`: warm-ups never count for records; drop and failure sets are marked as such.
    static let typeOption = Option.value(
        "type", "kind", help: "the kind of set (default: as planned, else working)",
        choices: SetType.allRawValues)
    static let optionalExercise = Argument(
        "exercise",
        help: "an exercise of the workout: position, name or part of it (default: the current one)",
        isRequired: false)

    static func show(_ workout: Workout, _ context: RunContext) async throws {
        if context.wantsJSON {
            return try context.printJSON(WorkoutText.StatusJSON(workout, now: context.environment.clock.now))
        }
        try WorkoutText.printStatus(
            workout, lastTime: try await WorkoutText.lastTimeOfNext(workout, context: context),
            context: context)
    }

    static var done: Command<RunContext> {
        Command(
            "done", summary: "Mark the next set done (starts the rest timer)",
            discussion:
                "Without --weight/--reps: the set's targets, else the same set last time, else the previous set.\n"
                + "--type warm-up adds a warm-up before the next set. --type drop (or failure) once the exercise's sets\n"
                + "are done adds a set after the one done last (give its weight and reps); on a set still to do, logs\n"
                + "that set as one ('workout undo' gives it its planned type back).",
            examples: [
                "workout done", "workout done --weight 100 --reps 5 --rpe 8",
                "workout done --weight 60 --reps 10 --type warm-up",
                "workout done --weight 40 --reps 12 --type drop",
            ],
            options: [
                .value("weight", "w", help: "weight lifted"), unitOption,
                .value("reps", "n", help: "reps done"),
                .value("rpe", "1-10", help: "rate of perceived exertion"), typeOption,
            ],
            action: { invocation, context in
                let marked: (Workout, exercise: Int, set: Int)
                do {
                    marked = try await context.workouts.markNextDone(
                        weight: try context.weightOption(),
                        reps: try invocation.integer("reps", in: 1...1000),
                        rpe: try invocation.decimal("rpe"), type: try context.named("type", as: SetType.self),
                        needsWeight: needsWeight(context), loadable: loadable(context))
                } catch WorkoutError.weightNeeded(let exercise, let set) {
                    throw CLIError.usage(
                        (WorkoutError.weightNeeded(exercise, set: set).errorDescription ?? "") + ".",
                        hint:
                            "give it: '\(context.program) workout done --weight 20 --reps 8' (in \(try context.unit().symbol); --weight 0 for none)"
                    )
                }
                let (workout, e, s) = marked
                if context.wantsJSON { return try await show(workout, context) }
                let exercise = workout.exercises[e]
                let unit = try context.unit()
                let rest = workout.rest.map { " Rest \(WorkoutText.clock($0.duration))." } ?? ""
                context.console.print(
                    "\(context.style.success("✓")) \(exercise.name) set \(s + 1): \(WorkoutText.setText(exercise.sets[s], unit: unit)).\(rest)"
                )
                if let note = try await typoNote(exercise, set: s, number: e + 1, context: context) {
                    context.console.print(context.style.warning(note))
                }
                if let next = workout.nextSet {
                    let upcoming = workout.exercises[next.exercise]
                    context.console.print(
                        "Next: \(upcoming.name) set \(next.set + 1) of \(upcoming.sets.count): "
                            + WorkoutText.nextText(
                                upcoming, set: next.set, unit: unit,
                                lastTime: try await WorkoutText.lastTimeOfNext(workout, context: context)))
                } else {
                    context.console.print("Every set is done. Finish with: \(context.program) workout finish")
                }
            })
    }

    /// Whether an exercise carries a load of its own a set must give (dumbbells, a barbell, an
    /// EZ bar, kettlebells): `WorkoutEngine.markNextDone` refuses such a set with no weight to
    /// take rather than log it weightless, as bodyweight work.
    static func needsWeight(_ context: RunContext) -> @Sendable (ExerciseID) async throws -> Bool {
        { id in
            guard let equipment = try await context.exercises.collection().exercise(id)?.equipment else {
                return false
            }
            return [.dumbbell, .barbell, .ezBar, .kettlebell].contains(equipment)
        }
    }

    /// How the gym in use loads a weight of last time's for an exercise (which may have been
    /// logged in the other unit or at another gym: 57.5 kg is 126.77 lb): `Gym.loadable` with
    /// the gym, the exercise's equipment and the user's unit read once per exercise; none for an
    /// exercise that does not take last time's load (`Exercise.repeatsLastLoad`: pull-ups).
    static func loadable(_ context: RunContext) -> WorkoutEngine.LoadableWeights {
        { id in
            let unit = try context.unit()
            let gym = try await context.equipment.activeGym()
            let exercise = try await context.exercises.exercises(withIDs: [id])[id]
            if let exercise, !exercise.repeatsLastLoad { return { _ in nil } }
            let equipment = exercise?.equipment ?? .other
            return { gym.loadable($0, for: equipment, unit: unit) }
        }
    }

    /// A word when a set typed is a dumbbell weight the gym in use does not have, a barbell
    /// weight its bar and plates do not make, or far above the exercise's heaviest set in history
    /// or today (half as heavy again, and at least 20 kg more): a typo (1000 for 100) would
    /// otherwise become a record at finish. Both are said when both are so (a weight far too
    /// heavy is seldom one the plates make: the typo was hidden behind the plates' word). `nil`
    /// otherwise.
    static func typoNote(_ exercise: WorkoutExercise, set s: Int, number: Int, context: RunContext)
        async throws
        -> String?
    {
        let set = exercise.sets[s]
        guard let weight = set.weight, weight.kilograms > 0 else { return nil }
        let unit = try context.unit()
        let notes = [
            try await farAboveNote(exercise, set: s, weight: weight, unit: unit, context: context),
            try await loadNote(exercise, weight: weight, unit: unit, context: context),
        ].compactMap { $0 }
        guard !notes.isEmpty else { return nil }
        return (notes + ["'\(context.program) workout set \(number) \(s + 1) --weight W' corrects it."])
            .joined(separator: " ")
    }

    /// The gym in use cannot load `weight` for the exercise: a dumbbell it does not list, a
    /// barbell weight its saved bar and plates do not make (37.5 lb typed at a kilogram gym is
    /// 17.01 kg), or lighter than its bar. `nil` otherwise.
    static func loadNote(_ exercise: WorkoutExercise, weight: Mass, unit: MassUnit, context: RunContext)
        async throws -> String?
    {
        if let ladder = try await context.loadLadders(for: [exercise.exerciseID])[exercise.exerciseID],
            !ladder.contains(where: { abs($0.kilograms - weight.kilograms) < 0.01 })
        {
            let below = ladder.last { $0 < weight }.map { $0.formatted(in: unit) }
            let above = ladder.first { $0 > weight }.map { $0.formatted(in: unit) }
            let nearest = [below, above].compactMap { $0 }.joined(separator: " and ")
            return "The gym in use has no \(weight.formatted(in: unit)) dumbbell (nearest: \(nearest))."
        }
        let gym = try await context.equipment.activeGym()
        guard gym.plates != nil,
            let equipment = try await context.exercises.exercises(withIDs: [exercise.exerciseID])[
                exercise.exerciseID]?
                .equipment,
            equipment == .barbell
        else { return nil }
        // Under the bar and its collars; the empty bar itself is lifted without them.
        if let bar = gym.barAbove(weight, for: equipment, unit: unit) {
            return "That is lighter than the gym's \(bar.formatted(in: unit)) bar."
        }
        let inventory = gym.plateInventory(unit: unit)
        switch Result(catching: { () throws(PlateSolver.Problem) -> PlateAnswer in
            try PlateSolver.solve(weight, on: inventory)
        }) {
        case .failure: return nil
        case .success(.nearest(let below, let above)):
            let nearest = [below, above].compactMap { $0 }.map {
                Mass($0.total, inventory.unit).formatted(in: unit)
            }
            return
                "The gym in use's bar and plates do not make \(weight.formatted(in: unit)) (nearest: \(nearest.joined(separator: " and ")))."
        case .success(.exact): return nil
        }
    }

    /// `weight` (a working set's) is far above the exercise's heaviest in history, or today's
    /// heaviest other working set: a typo? `nil` otherwise.
    static func farAboveNote(
        _ exercise: WorkoutExercise, set s: Int, weight: Mass, unit: MassUnit, context: RunContext
    ) async throws -> String? {
        guard exercise.sets[s].type != .warmUp else { return nil }
        let best = try await context.history.heaviest(of: exercise.exerciseID)
        if let best, !best.isFarBelow(weight) { return nil }
        // Today's other working sets count too (after 175 lb × 5 today, 1755 is said against
        // it), but not one that was itself far above the history (a typo already said); on an
        // exercise's first day they are all there is (12.5 kg, then 125 kg).
        let today = exercise.sets.indices.filter { $0 != s && exercise.sets[$0].done }.map {
            exercise.sets[$0]
        }
        .filter { other in
            guard other.type != .warmUp, let heavier = other.weight, heavier.kilograms > (best?.value ?? 0)
            else {
                return false
            }
            return best.map { !$0.isFarBelow(heavier) } ?? true
        }
        .max { ($0.weight?.kilograms ?? 0, $0.reps ?? 0) < ($1.weight?.kilograms ?? 0, $1.reps ?? 0) }
        if let today, let heavier = today.weight {
            guard PersonalRecords.Record.isFar(weight, above: heavier.kilograms) else { return nil }
            // With no history, today's sets may be a warm-up ramp (20, 40, 60, 100 kg): only a
            // slipped decimal point or an extra digit (ten times as heavy) is said.
            if best == nil, weight.kilograms < 8 * heavier.kilograms { return nil }
            return
                "That is far above your heaviest \(exercise.name) so far (\(heavier.formatted(in: unit)) × \(today.reps ?? 1) today). A typo?"
        }
        guard let best else { return nil }
        return
            "That is far above your heaviest \(exercise.name) so far (\(Mass(kilograms: best.value).formatted(in: unit)) × \(best.reps ?? 1) on \(best.date)). A typo?"
    }

    static var set: Command<RunContext> {
        Command(
            "set", summary: "Change a set's weight, reps or RPE, or mark it done/undone",
            examples: [
                "workout set squat 2 --weight 102.5 --reps 5", "workout set 1 3 --undone",
            ],
            arguments: [
                Argument("exercise", help: "position, name or part of it"),
                Argument("set", help: "the set number"),
            ],
            options: [
                .value("weight", "w", help: "weight"), unitOption, .value("reps", "n", help: "reps"),
                .value("rpe", "1-10", help: "RPE"),
                .flag("done", help: "mark it done"), .flag("undone", help: "mark it not done"), typeOption,
            ],
            action: { invocation, context in
                let text = invocation.argument("set") ?? ""
                guard let number = Int(text), number >= 1 else {
                    throw CLIError.usage("The set is a number from 1, not '\(text)'.")
                }
                if let rpe = try invocation.decimal("rpe"), !(1...10).contains(rpe) {
                    throw CLIError.usage("RPE is from 1 to 10.")
                }
                let done: Bool? = invocation.flag("done") ? true : (invocation.flag("undone") ? false : nil)
                let weight = try context.weightOption()
                let reference = try await exerciseReference(invocation, context)
                let workout = try await context.workouts.setValues(
                    exercise: reference, set: number, weight: weight,
                    reps: try invocation.integer("reps", in: 1...1000), rpe: try invocation.decimal("rpe"),
                    done: done, type: try context.named("type", as: SetType.self), loadable: loadable(context)
                )
                try await show(workout, context)
                // The same word as `done` gives for a weight typed wrong (a typo, a dumbbell the gym lacks).
                if weight != nil, !context.wantsJSON,
                    let e = try? WorkoutEngine.exerciseIndex(reference, in: workout),
                    workout.exercises[e].sets.indices.contains(number - 1),
                    let note = try await typoNote(
                        workout.exercises[e], set: number - 1, number: e + 1, context: context)
                {
                    context.console.print(context.style.warning(note))
                }
            })
    }

    static var undo: Command<RunContext> {
        Command(
            "undo", summary: "Take back the set done last: not done, its values forgotten, its rest stopped",
            discussion: "For a set logged by mistake. 'workout set EXERCISE N --undone' undoes any set.",
            examples: ["workout undo"],
            action: { _, context in
                let (before, workout, e, s, removed) = try await context.workouts.undoLastDone()
                if context.wantsJSON { return try await show(workout, context) }
                let exercise = workout.exercises[e]
                let again =
                    removed
                    ? "removed (a \(before.type == .warmUp ? "warm-up" : before.type.displayName.lowercased() + " set") added by done)."
                    : workout.nextSet.map { $0.exercise == e && $0.set == s } == true
                        ? "not done; 'workout done' logs it again."
                        : "not done; '\(context.program) workout set \(e + 1) \(s + 1) --done' logs it again."
                context.console.print(
                    "Undone: \(exercise.name) set \(s + 1) (\(WorkoutText.setText(before, unit: try context.unit()))) is \(again)"
                )
                try await show(workout, context)
            })
    }

    static var addSet: Command<RunContext> {
        Command(
            "add-set", summary: "Add a set to an exercise",
            examples: ["workout add-set", "workout add-set curl"],
            arguments: [optionalExercise],
            action: { invocation, context in
                try await show(
                    try await context.workouts.addSet(
                        exercise: try await exerciseReference(invocation, context)),
                    context)
            })
    }

    static var removeSet: Command<RunContext> {
        Command(
            "remove-set", summary: "Remove a set (the last unless --set)",
            examples: ["workout remove-set curl --set 3"],
            arguments: [optionalExercise], options: [.value("set", "n", help: "the set number")],
            action: { invocation, context in
                let workout = try await context.workouts.removeSet(
                    exercise: try await exerciseReference(invocation, context),
                    set: try invocation.integer("set", in: 1...100)
                )
                try await show(workout, context)
            })
    }

    static var addExercise: Command<RunContext> {
        Command(
            "add-exercise", summary: "Add an exercise mid-workout (or create it with --create)",
            examples: [
                "workout add-exercise \"face pull\" --sets 3 --reps 15",
                "workout add-exercise \"Sled Drag\" --create --category legs",
            ],
            arguments: [Argument("exercise", help: "id, name or start of name")],
            options: [
                .value("sets", "n", help: "sets (default 3)"), .value("reps", "n", help: "target reps"),
                .value("weight", "w", help: "target weight"),
                unitOption, .value("rest", "seconds", help: "rest after each set (default 90)"),
                ExercisePicking.createOption, ExercisePicking.categoryOption,
            ],
            action: { invocation, context in
                let picked = try await ExercisePicking.pick(
                    invocation.argument("exercise") ?? "", context: context)
                let workout = try await context.workouts.addExercise(
                    picked, sets: try invocation.integer("sets", in: 1...50) ?? 3,
                    reps: try invocation.integer("reps", in: 1...1000),
                    weight: try context.weightOption(),
                    restSeconds: try invocation.integer("rest", in: 0...3600) ?? 90)
                try await show(workout, context)
                if !context.wantsJSON, let checkIn = workout.checkIn,
                    let note = WorkoutPlugin.kneeNote(
                        workout, checkIn: checkIn, loads: [picked.id: picked.kneeLoad], context,
                        only: workout.exercises.count - 1)
                {
                    context.console.print(context.style.warning(note))
                }
            })
    }

    static var removeExercise: Command<RunContext> {
        Command(
            "remove-exercise", summary: "Remove an exercise (asks if it has logged sets)",
            examples: ["workout remove-exercise curl", "workout remove-exercise 3 --yes"],
            arguments: [Argument("exercise", help: "position, name or part of it")],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                guard let current = try await context.workouts.active() else {
                    throw WorkoutError.noActiveWorkout
                }
                let index = try WorkoutEngine.exerciseIndex(
                    await ExercisePicking.listReference(
                        invocation.argument("exercise"), among: current.exercises.map(\.exerciseID),
                        context: context),
                    in: current)
                let exercise = current.exercises[index]
                let logged = exercise.sets.filter(\.done).count
                if logged > 0 {
                    try Prompt.requireConfirmation(
                        "remove \(exercise.name) and its \(Text.count(logged, "logged set"))",
                        yes: invocation.flag("yes"),
                        console: context.console)
                }
                let workout = try await context.workouts.removeExercise(String(index + 1))
                if !context.wantsJSON {
                    context.console.print(
                        "\(context.style.success("Removed")) \(exercise.name)"
                            + (logged > 0 ? " and its \(Text.count(logged, "logged set"))." : "."))
                }
                try await show(workout, context)
            })
    }

    static var rest: Command<RunContext> {
        Command(
            "rest", summary: "Show the rest timer, or change it by +10 / -10 seconds, or skip it",
            examples: [
                "workout rest", "workout rest +10", "workout rest -10",
                "workout rest skip",
            ],
            arguments: [Argument("change", help: "+N, -N or skip", isRequired: false)],
            action: { invocation, context in
                let now = context.environment.clock.now
                guard let change = invocation.argument("change") else {
                    guard let workout = try await context.workouts.active() else {
                        throw WorkoutError.noActiveWorkout
                    }
                    let left = workout.rest?.remaining(at: now) ?? 0
                    context.console.print(
                        left > 0 ? "Rest: \(WorkoutText.clock(left)) left." : "No rest timer is running.")
                    return
                }
                let seconds: Int?
                if change == "skip" {
                    seconds = nil
                } else if change.hasPrefix("+") || change.hasPrefix("-"),
                    let value = Int(change.hasPrefix("+") ? String(change.dropFirst()) : change),
                    (-3600...3600).contains(value)
                {
                    seconds = value
                } else if let value = Int(change), value >= 0 {
                    // A bare number was taken as +N: 'rest 90' at 1:50 left made 3:20.
                    throw CLIError.usage(
                        "'\(change)' does not say whether to add or take off: give +\(value) or -\(value) seconds, or skip.",
                        hint: "A set's rest length is --rest on 'workout add-exercise'.")
                } else {
                    throw CLIError.usage("Give +N or -N seconds (e.g. +10), or skip; not '\(change)'.")
                }
                let workout = try await context.workouts.adjustRest(by: seconds)
                let left = workout.rest?.remaining(at: now) ?? 0
                context.console.print(left > 0 ? "Rest: \(WorkoutText.clock(left)) left." : "Rest skipped.")
            })
    }

    static var next: Command<RunContext> {
        Command(
            "next", summary: "Go to the next exercise", examples: ["workout next"],
            action: { _, context in try await show(try await context.workouts.move(by: 1), context) })
    }

    static var prev: Command<RunContext> {
        Command(
            "prev", summary: "Go back to the previous exercise", examples: ["workout prev"],
            action: { _, context in try await show(try await context.workouts.move(by: -1), context) })
    }

    static var note: Command<RunContext> {
        Command(
            "note", summary: "Write a note on the workout, or on an exercise with --exercise",
            examples: [
                "workout note \"gym was packed\"",
                "workout note \"left knee ok\" --exercise squat",
            ],
            arguments: [
                Argument("text", help: "the note (empty removes it)", isRequired: false, isVariadic: true)
            ],
            options: [.value("exercise", "ref", help: "the exercise the note is about")],
            action: { invocation, context in
                let reference = try await exerciseReference(invocation, context, option: true)
                let workout = try await context.workouts.note(
                    invocation.argumentList("text").joined(separator: " "), exercise: reference,
                    onWorkout: reference == nil)
                if context.wantsJSON { return try await show(workout, context) }
                // Which exercise it went to: a name can reach another than the one meant.
                let on = reference.flatMap { try? WorkoutEngine.exerciseIndex($0, in: workout) }.map {
                    " on \(workout.exercises[$0].name)"
                }
                let removed = invocation.argumentList("text").joined().trimmingSpaces().isEmpty
                context.console.print(
                    "\(context.style.success(removed ? "Removed" : "Saved")) the note\(on ?? (reference == nil ? " on the workout" : ""))."
                )
            })
    }

    static var flagKnee: Command<RunContext> {
        Command(
            "flag-knee", summary: "Flag (or unflag) an exercise as irritating your knees",
            discussion:
                "An exercise flagged in 3 or more finished workouts is replaced by a lower-knee-load one when the program is regenerated.",
            examples: ["workout flag-knee", "workout flag-knee lunges"],
            arguments: [optionalExercise],
            action: { invocation, context in
                let reference = try await exerciseReference(invocation, context)
                let workout = try await context.workouts.toggleKneeFlag(reference)
                if context.wantsJSON { return try await show(workout, context) }
                let index = try WorkoutEngine.exerciseIndex(reference, in: workout)
                let exercise = workout.exercises[index]
                context.console.print(
                    exercise.kneeFlag
                        ? "Flagged \(exercise.name) as irritating your knees."
                        : "Removed the knee flag from \(exercise.name).")
            })
    }

    /// EXERCISE (or `--exercise`, with `option`) as the active workout's own lookup takes it: a
    /// name as other apps write them that means one of its exercises is that exercise's id
    /// (`ExercisePicking.listReference`).
    static func exerciseReference(_ invocation: Invocation, _ context: RunContext, option: Bool = false)
        async throws -> String?
    {
        let typed = option ? invocation.value("exercise") : invocation.argument("exercise")
        guard let typed, typed.contains("(") else { return typed }
        let ids = try await context.workouts.active()?.exercises.map(\.exerciseID) ?? []
        return await ExercisePicking.listReference(typed, among: ids, context: context)
    }
}
