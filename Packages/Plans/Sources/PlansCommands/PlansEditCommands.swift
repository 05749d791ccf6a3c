import CommandKit
import CoreModels
import Equipment
import EquipmentCommands
import Exercises
import ExercisesCommands
import Plans
import ShellKit

/// `plans add-exercise|set|add-set|remove-set|move|remove-exercise|rest|note`.
enum PlansEditCommands {
    static var all: [Command<RunContext>] {
        [addExercise, set, addSet, removeSet, move, removeExercise, rest, note, superset]
    }

    static let plan = PlansPlugin.planArgument
    static let exercise = PlansPlugin.exerciseArgument
    static let unitOption = CommonOptions.unit

    /// Resolves PLAN and EXERCISE, runs `edit`, prints the plan.
    static func editing(
        _ invocation: Invocation, _ context: RunContext, weight: Mass? = nil,
        _ edit: (PlanService, Plan, Int) async throws -> Plan
    ) async throws {
        let service = context.plans
        let plan = try await service.resolve(invocation.argument("plan") ?? "")
        let reference = await ExercisePicking.listReference(
            invocation.argument("exercise"), among: plan.exercises.map(\.exerciseID), context: context)
        let index = try PlanService.exerciseIndex(reference ?? "", in: plan)
        let saved = try await edit(service, plan, index)
        try await show(saved, context)
        if let weight {
            try await loadNote(weight, exercise: saved.exercises[index].exerciseID, context: context)
        }
    }

    /// A word when a target weight is one the gym in use cannot load (100 kg typed at a pound
    /// gym is 220.46 lb; its plates make 220): kept as typed, with the weight the gym loads.
    static func loadNote(_ weight: Mass, exercise id: ExerciseID, context: RunContext) async throws {
        guard !context.wantsJSON, weight.kilograms > 0 else { return }
        let unit = try context.unit()
        let gym = try await context.equipment.activeGym()
        let equipment = try await context.exerciseLibrary().exercises(withIDs: [id])[id]?.equipment ?? .other
        guard !equipment.carriesNoLoad else { return }
        // Under the saved bar (1.5 lb for a squat: a slip for 15, or 150), as `workout done` says.
        if let bar = gym.barAbove(weight, for: equipment, unit: unit) {
            context.console.print(
                context.style.warning(
                    "That is lighter than the gym's \(bar.formatted(in: unit)) bar; the target is kept as typed."
                ))
            return
        }
        let loaded = gym.loadable(weight, for: equipment, unit: unit)
        guard abs(loaded.kilograms - weight.kilograms) > 0.0005 else { return }
        context.console.print(
            context.style.warning(
                "The gym in use loads \(loaded.formatted(in: unit)), not \(weight.formatted(in: unit)); the target is kept as typed ('--weight \(Mass.number(loaded.value(in: unit)))' makes it that)."
            ))
    }

    static func show(_ plan: Plan, _ context: RunContext) async throws {
        if context.wantsJSON { return try context.printJSON(plan) }
        try await PlanText.print(plan, context: context)
    }

    static var addExercise: Command<RunContext> {
        Command(
            "add-exercise", summary: "Add an exercise with its sets, reps, weight and rest",
            discussion:
                "With --create, an exercise that is not in the library is created as a custom one (give --category).",
            examples: [
                "plans add-exercise \"day a\" \"barbell squat\" --sets 3 --reps 5 --weight 100 --rest 180",
                "plans add-exercise \"day a\" \"Sled Drag\" --create --category legs",
            ],
            arguments: [
                plan,
                Argument(
                    "exercise",
                    help: "the exercise: id, name or start of name (see '{program} exercises search')"),
            ],
            options: [
                .value("sets", "n", help: "number of sets (default 3)"),
                .value("reps", "n", help: "reps per set (default 8)"),
                .value("weight", "w", help: "target weight per set"), unitOption,
                .value("rest", "seconds", help: "rest after each set (default 90)"),
                ExercisePicking.createOption, ExercisePicking.categoryOption,
            ],
            action: { invocation, context in
                let service = context.plans
                let target = try await service.resolve(invocation.argument("plan") ?? "")
                let picked = try await ExercisePicking.pick(
                    invocation.argument("exercise") ?? "", context: context)
                let saved = try await service.addExercise(
                    picked, to: target.id, sets: try invocation.integer("sets", in: 1...20) ?? 3,
                    reps: try invocation.integer("reps", in: 1...1000) ?? 8,
                    weight: try context.weightOption(),
                    restSeconds: try invocation.integer("rest", in: 0...Plan.maximumRestSeconds) ?? 90)
                try await show(saved, context)
                if let weight = saved.exercises.last?.sets.first?.weight, let last = saved.exercises.last {
                    try await loadNote(weight, exercise: last.exerciseID, context: context)
                }
                // Equipment the user has not chosen: kept (plans are theirs), and said.
                if case .ready(let selection) = try await context.equipment.status(),
                    !selection.usableKinds.contains(picked.equipment)
                {
                    context.console.print(
                        context.style.muted(
                            "\(picked.name) uses \(picked.equipment.displayName.lowercased()), which your equipment does not include ('\(context.program) equipment select \(picked.equipment.rawValue)' adds it)."
                        ))
                }
            })
    }

    static var set: Command<RunContext> {
        Command(
            "set", summary: "Change one set's weight, reps or type",
            examples: [
                "plans set \"day a\" squat --set 2 --weight 105 --reps 3",
                "plans set \"day a\" 1 --set 1 --type warm-up",
            ],
            arguments: [plan, exercise],
            options: [
                .value("set", "n", help: "the set number (1 = first)"),
                .value("weight", "w", help: "target weight"), unitOption,
                .value("reps", "n", help: "target reps"),
                .value("type", "type", help: "set type", choices: SetType.allRawValues),
            ],
            action: { invocation, context in
                guard let number = try invocation.integer("set", in: 1...100) else {
                    throw CLIError.usage("Say which set: --set N.")
                }
                let weight = try context.weightOption()
                let reps = try invocation.integer("reps", in: 1...1000)
                let type = try context.named("type", as: SetType.self)
                try await editing(invocation, context, weight: weight) { service, plan, index in
                    try await service.setTargets(
                        plan.id, exercise: index, set: number, weight: weight, reps: reps, type: type)
                }
            })
    }

    static var addSet: Command<RunContext> {
        Command(
            "add-set", summary: "Add a set (a copy of the last one unless given)",
            examples: [
                "plans add-set \"day a\" squat",
                "plans add-set \"day a\" squat --weight 90 --reps 8",
            ],
            arguments: [plan, exercise],
            options: [
                .value("weight", "w", help: "target weight"), unitOption,
                .value("reps", "n", help: "target reps"),
            ],
            action: { invocation, context in
                let weight = try context.weightOption()
                let reps = try invocation.integer("reps", in: 1...1000)
                try await editing(invocation, context, weight: weight) { service, plan, index in
                    try await service.addSet(plan.id, exercise: index, weight: weight, reps: reps)
                }
            })
    }

    static var removeSet: Command<RunContext> {
        Command(
            "remove-set", summary: "Remove a set (the last unless --set)",
            examples: [
                "plans remove-set \"day a\" squat",
                "plans remove-set \"day a\" squat --set 1",
            ],
            arguments: [plan, exercise], options: [.value("set", "n", help: "the set number")],
            action: { invocation, context in
                let number = try invocation.integer("set", in: 1...100)
                try await editing(invocation, context) { service, plan, index in
                    try await service.removeSet(plan.id, exercise: index, set: number)
                }
            })
    }

    static var move: Command<RunContext> {
        Command(
            "move", summary: "Reorder: move an exercise up, down or to a position",
            examples: [
                "plans move \"day a\" curl --up", "plans move \"day a\" squat --to 1",
            ],
            arguments: [plan, exercise],
            options: [
                .flag("up", help: "one place up"), .flag("down", help: "one place down"),
                .value("to", "n", help: "to position n"),
            ],
            action: { invocation, context in
                let to = try invocation.integer("to", in: 1...1000)
                let up = invocation.flag("up")
                let down = invocation.flag("down")
                guard [to != nil, up, down].filter({ $0 }).count == 1 else {
                    throw CLIError.usage("Say where to: one of --up, --down or --to N.")
                }
                try await editing(invocation, context) { service, plan, index in
                    let position = to ?? (up ? max(1, index) : min(plan.exercises.count, index + 2))
                    // Already there (the first moved up, the last down): said, nothing written.
                    if position == index + 1 {
                        if !context.wantsJSON {
                            context.console.print(
                                context.style.muted(
                                    "\(plan.exercises[index].name) is already \(up ? "first" : down ? "last" : "at \(position)")."
                                ))
                        }
                        return plan
                    }
                    return try await service.moveExercise(plan.id, from: index, to: position)
                }
            })
    }

    static var removeExercise: Command<RunContext> {
        Command(
            "remove-exercise", summary: "Remove an exercise from a plan",
            examples: ["plans remove-exercise \"day a\" curl"],
            arguments: [plan, exercise],
            action: { invocation, context in
                try await editing(invocation, context) { service, plan, index in
                    let changed = try await service.removeExercise(plan.id, at: index)
                    if !context.wantsJSON {
                        context.console.print(
                            "\(context.style.success("Removed")) \(plan.exercises[index].name) from \(plan.name)."
                        )
                    }
                    return changed
                }
            })
    }

    static var rest: Command<RunContext> {
        Command(
            "rest", summary: "Set an exercise's rest seconds",
            examples: ["plans rest \"day a\" squat 180"],
            arguments: [plan, exercise, Argument("seconds", help: "rest after each set, 0–3600")],
            action: { invocation, context in
                let text = invocation.argument("seconds") ?? ""
                guard let seconds = Int(text), (0...Plan.maximumRestSeconds).contains(seconds) else {
                    throw CLIError.usage("Rest is a whole number of seconds from 0 to 3600, not '\(text)'.")
                }
                try await editing(invocation, context) { service, plan, index in
                    try await service.setDetails(plan.id, exercise: index, restSeconds: seconds, notes: nil)
                }
            })
    }

    static var note: Command<RunContext> {
        Command(
            "note", summary: "Write a note on an exercise (empty text removes it)",
            examples: ["plans note \"day a\" squat \"belt on the top set\""],
            arguments: [
                plan, exercise, Argument("text", help: "the note", isRequired: false, isVariadic: true),
            ],
            action: { invocation, context in
                let text = invocation.argumentList("text").joined(separator: " ")
                try await editing(invocation, context) { service, plan, index in
                    try await service.setDetails(plan.id, exercise: index, restSeconds: nil, notes: text)
                }
            })
    }

    static var superset: Command<RunContext> {
        Command(
            "superset", summary: "Do exercises in turn (A1, A2), resting after each round",
            discussion:
                "The exercises are moved to follow the first one named. --remove takes exercises out of their superset.",
            examples: [
                "plans superset \"day a\" \"bench press\" \"bent over row\"",
                "plans superset \"day a\" 3 4 5", "plans superset \"day a\" curl --remove",
            ],
            arguments: [
                plan,
                Argument("exercises", help: "the plan's exercises: names or positions", isVariadic: true),
            ],
            options: [.flag("remove", help: "take them out of their superset")],
            action: { invocation, context in
                let service = context.plans
                let target = try await service.resolve(invocation.argument("plan") ?? "")
                let references = invocation.argumentList("exercises")
                guard !references.isEmpty else {
                    throw CLIError.usage("Name the exercises: two or more, or one with --remove.")
                }
                var indices: [Int] = []
                for reference in references {
                    let named = await ExercisePicking.listReference(
                        reference, among: target.exercises.map(\.exerciseID), context: context)
                    indices.append(try PlanService.exerciseIndex(named ?? reference, in: target))
                }
                try await show(
                    try await service.superset(
                        target.id, exercises: indices, remove: invocation.flag("remove")), context)
            })
    }
}
