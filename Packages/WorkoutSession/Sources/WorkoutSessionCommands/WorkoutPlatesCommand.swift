import CommandKit
import CoreModels
import Equipment
import EquipmentCommands
import Exercises
import ExercisesCommands
import Plans
import PlansCommands
import ShellKit
import WorkoutSession

/// `workout plates [--plan PLAN]`: every barbell set of the workout in order, loaded so that
/// going from set to set moves the fewest plates.
enum WorkoutPlatesCommand {
    static var command: Command<RunContext> {
        Command(
            "plates", summary: "The plates for every barbell set, in the order that moves the fewest",
            discussion: """
                The workout in progress (its sets not done yet), or a plan's sets with --plan, on the gym in use.
                Plates go on heaviest first; each line says what comes off and what goes on each side.
                """,
            examples: ["workout plates", "workout plates --plan \"day a\"", "workout plates --json"],
            options: [
                .value("plan", "plan", help: "a plan instead of the workout in progress"), CommonOptions.unit,
            ],
            action: { invocation, context in try await run(invocation, context) })
    }

    /// One barbell set to load.
    struct Item {
        let exercise: String
        let set: Int
        let weight: Mass
        /// Whether the weight is the one `workout done` would take (no target, nothing typed).
        var taken = false
    }

    /// The `--json` shape of one step.
    struct StepJSON: Encodable {
        let exercise: String
        let set: Int
        let target: Double
        let total: Double
        let perSide: [Double]
        let off: [Double]
        let on: [Double]
        let unit: String
    }

    static func run(_ invocation: Invocation, _ context: RunContext) async throws {
        let unit = try context.unit()
        let inventory = try await context.equipment.activeGym().plateInventory(unit: unit)
        // A weight taken from last time that is lighter than this gym's bar is left out, not refused.
        let (title, all) = try await items(invocation, context)
        let items = all.filter { !$0.taken || $0.weight >= Mass(inventory.bar, inventory.unit) }
        let steps: [LoadingPlanner.Step]
        do {
            steps = try LoadingPlanner.plan(items.map(\.weight), on: inventory)
        } catch .belowBar(let bar) {
            throw CLIError(
                "A barbell set is lighter than the bar (\(Mass.number(bar)) \(inventory.unit.symbol)).",
                hint: "Check the set's weight, or the gym's bar ('\(context.program) equipment gyms').",
                code: .usage)
        }
        let symbol = inventory.unit.symbol
        if context.wantsJSON {
            return try context.printJSON(
                zip(items, steps).map { item, step in
                    StepJSON(
                        exercise: item.exercise, set: item.set, target: item.weight.value(in: inventory.unit),
                        total: step.loading.total, perSide: step.loading.perSide, off: step.off, on: step.on,
                        unit: symbol)
                })
        }
        guard !steps.isEmpty else {
            return context.console.print("No barbell set with a weight in \(title).")
        }
        let style = context.style
        context.console.print(
            "\(style.heading(title))  \(style.muted("\(inventory.barText); plates per side"))"
        )
        func list(_ plates: [Double]) -> String { plates.map(Mass.number).joined(separator: " + ") }
        let rows = zip(items, steps).map { item, step in
            let change = [
                step.off.isEmpty ? nil : "off \(list(step.off))",
                step.on.isEmpty ? nil : "on \(list(step.on))",
            ].compactMap { $0 }.joined(separator: ", ")
            let exact = abs(step.loading.total - item.weight.value(in: inventory.unit)) < 0.005
            return [
                item.exercise, "\(item.set)",
                "\(Mass.number(step.loading.total)) \(symbol)" + (exact ? "" : style.warning(" (nearest)")),
                step.loading.perSide.isEmpty ? "empty bar" : list(step.loading.perSide),
                change.isEmpty ? style.muted("no change") : change,
            ]
        }
        context.console.print(
            TextTable(headers: ["Exercise", "Set", "Weight", "Per side", "Change"], rows: rows).render(
                style: style))
        let moves = steps.reduce(0) { $0 + $1.off.count + $1.on.count }
        context.console.print(style.muted("\(Text.count(moves, "plate")) moved per side in all."))
    }

    /// The barbell sets to load, in order, and what they are of.
    static func items(_ invocation: Invocation, _ context: RunContext) async throws -> (String, [Item]) {
        var exercises: [(id: ExerciseID, name: String, sets: [(Int, Mass?, taken: Bool)])] = []
        let title: String
        if let reference = invocation.value("plan") {
            // What a workout started from it now would ask: its rules' targets, as this gym loads them.
            let saved = try await context.plans.resolve(reference)
            let plan = try await context.atTheGym(try await context.progressed(saved).0).0
            title = plan.name
            exercises = plan.exercises.map { exercise in
                (
                    exercise.exerciseID, exercise.name,
                    exercise.sets.enumerated().map { ($0.offset + 1, $0.element.weight, false) }
                )
            }
        } else {
            guard let workout = try await context.workouts.active() else {
                throw CLIError(
                    "No workout in progress.",
                    hint: "Start one, or plan a saved one: \(context.program) workout plates --plan PLAN")
            }
            title = workout.name
            let barbell = try await context.exercises.exercises(
                withIDs: Set(workout.exercises.map(\.exerciseID))
            )
            .filter { $0.value.equipment == .barbell }
            for exercise in workout.exercises {
                // A set without a target gets the weight `workout done` would take for it (last
                // time's, as the gym loads it, else the set before), each one counted as done in turn.
                var lastTime: [WorkoutSet] = []
                if barbell[exercise.exerciseID] != nil,
                    exercise.sets.contains(where: { !$0.done && $0.weight == nil && $0.targetWeight == nil })
                {
                    lastTime = try await context.workouts.lastSets(
                        of: exercise.exerciseID, WorkoutLogCommands.loadable(context))
                }
                var taken = exercise
                var sets: [(Int, Mass?, taken: Bool)] = []
                for index in exercise.sets.indices where !exercise.sets[index].done {
                    let set = exercise.sets[index]
                    let given = set.weight ?? set.targetWeight
                    let weight =
                        given
                        ?? WorkoutEngine.earlierSet(of: taken, set: index, lastTime: lastTime)?.set.weight
                    (taken.sets[index].weight, taken.sets[index].done) = (weight, true)
                    sets.append((index + 1, weight, given == nil))
                }
                exercises.append((exercise.exerciseID, exercise.name, sets))
            }
        }
        let known = try await context.exercises.exercises(withIDs: Set(exercises.map(\.id)))
        var items: [Item] = []
        for exercise in exercises where known[exercise.id]?.equipment == .barbell {
            for (number, weight, taken) in exercise.sets {
                if let weight, weight.kilograms > 0 {
                    items.append(Item(exercise: exercise.name, set: number, weight: weight, taken: taken))
                }
            }
        }
        return (title, items)
    }
}
