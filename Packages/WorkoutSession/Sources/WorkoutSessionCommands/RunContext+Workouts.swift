import CoreModels
import Equipment
import EquipmentCommands
import Exercises
import ExercisesCommands
import Plans
import ShellKit
import WorkoutSession

extension RunContext {
    /// The folder of the active workout, finished workouts and their index in a profile.
    public static let workoutsFolder = "workouts"
    /// The folder of the record of past imports in a profile.
    public static let importsFolder = "workouts/imports"

    /// The workout store over the profile's `workouts/` folder.
    public var workoutStore: JSONFileWorkoutStore {
        JSONFileWorkoutStore(folder: folder(Self.workoutsFolder), context: storage, timeZone: timeZone)
    }

    /// The active-workout engine over the profile's `workouts/` folder.
    public var workouts: WorkoutEngine {
        WorkoutEngine(store: workoutStore, clock: clock, timeZone: timeZone)
    }

    /// Queries over finished workouts.
    public var history: WorkoutHistory { WorkoutHistory(store: workoutStore) }

    /// Saved charts over the profile's `charts.json`.
    public var charts: any ChartStore { JSONFileChartStore(folder: location.folder, context: storage) }

    /// The record of past imports, for `import list` and `import undo`.
    public var importLog: JSONFileImportLogStore {
        JSONFileImportLogStore(folder: folder(Self.importsFolder), context: storage)
    }

    /// The exercise library (built-in catalog and custom exercises), for names and lookups.
    var exercises: ExerciseLibrary { exerciseLibrary() }

    /// How many finished sessions flagged each exercise as irritating the knees.
    func kneeFlags() async throws -> [ExerciseID: Int] { try await history.kneeFlagCounts() }
}

extension RunContext {
    /// The smallest load change the gym in use can make for each of `ids`, by its equipment (a
    /// pair of plates, the dumbbells' step, the machines' step): what progression rounds to.
    ///
    /// - Throws: `StorageError`.
    func loadIncrements(for ids: Set<ExerciseID>, unit: MassUnit) async throws -> [ExerciseID: Mass] {
        let gym = try await equipment.activeGym()
        let exercises = try await self.exercises.exercises(withIDs: ids)
        var increments: [ExerciseID: Mass] = [:]
        for id in ids {
            increments[id] = gym.increment(for: exercises[id]?.equipment ?? .barbell, unit: unit)
        }
        return increments
    }

    /// `plan` with its progression rules' targets, and their notes.
    ///
    /// - Throws: `StorageError`.
    public func progressed(_ plan: Plan) async throws -> (Plan, [ProgressionNote]) {
        let unit = try unit()
        var increments: [ExerciseID: Mass] = [:]
        for exercise in plan.exercises where exercise.progression != nil {
            // Each rule rounds in the unit it was set in, with the gym's loads in that unit.
            increments[exercise.exerciseID] = try await increment(for: exercise, unit: unit)
        }
        let ladders = try await loadLadders(for: Set(plan.exercises.map(\.exerciseID)))
        let fallback = try await equipment.activeGym().smallestIncrement(unit: unit)
        let loads = try await gymLoads(for: plan.exercises.filter { $0.progression != nil }.map(\.exerciseID))
        return try await history.progressed(
            plan, increment: { increments[$0] ?? fallback }, unit: unit, ladder: { ladders[$0] },
            loads: { loads[$0] })
    }

    /// For each of `ids`, how the gym in use loads a weight of it (`Gym.loadable` with the
    /// exercise's equipment and the user's unit; none for an exercise that carries no load of
    /// its own, such as pull-ups, whose added weight is as typed).
    ///
    /// - Throws: `StorageError`.
    public func gymLoads(for ids: [ExerciseID]) async throws -> [ExerciseID: @Sendable (Mass) -> Mass] {
        let loadable = WorkoutLogCommands.loadable(self)
        let gym = try await equipment.activeGym()
        let equipmentOf = try await exercises.exercises(withIDs: Set(ids)).mapValues(\.equipment)
        var loads: [ExerciseID: @Sendable (Mass) -> Mass] = [:]
        for id in Set(ids) {
            let load = try await loadable(id)
            // What the gym has is known only from what was saved: its dumbbells, its bar and
            // plates. Otherwise (nothing saved; an EZ bar, kettlebells, machines) a weight as
            // people type it in either unit (16 kg kettlebells, 61 kg) stays, and only a
            // conversion from the other unit (35.27 lb) is put on the gym's steps.
            let known =
                (equipmentOf[id] == .dumbbell && gym.dumbbells != nil)
                || (equipmentOf[id] == .barbell && gym.plates != nil)
            loads[id] = { weight in
                guard
                    known
                        || !(weight.readsAsTyped(in: .kilograms) || weight.readsAsTyped(in: .pounds))
                else {
                    return weight
                }
                return load(weight) ?? weight
            }
        }
        return loads
    }

    /// `plan` with every target weight as the gym in use loads it (a plan written in kilograms,
    /// done at a pound gym; a dumbbell weight the gym does not have: its nearest), and the
    /// targets changed, in words ("Dumbbell Curl 15 kg → 14 kg"), for the user to see.
    ///
    /// - Throws: `StorageError`.
    public func atTheGym(_ plan: Plan) async throws -> (Plan, [String]) {
        let unit = try unit()
        let loads = try await gymLoads(for: plan.exercises.map(\.exerciseID))
        var plan = plan
        var changed: [String] = []
        for index in plan.exercises.indices {
            guard let load = loads[plan.exercises[index].exerciseID] else { continue }
            var said: [String] = []
            for set in plan.exercises[index].sets.indices {
                guard let weight = plan.exercises[index].sets[set].weight, weight.kilograms > 0 else {
                    continue
                }
                let loaded = load(weight)
                guard abs(loaded.kilograms - weight.kilograms) > 0.001 else { continue }
                plan.exercises[index].sets[set].weight = loaded
                let text = "\(weight.formatted(in: unit)) → \(loaded.formatted(in: unit))"
                if !said.contains(text) { said.append(text) }
            }
            if !said.isEmpty {
                changed.append("\(plan.exercises[index].name) \(said.joined(separator: ", "))")
            }
        }
        return (plan, changed)
    }

    /// The weights of the gym's fixed dumbbells for each of `ids` done with dumbbells, when
    /// the gym in use lists its dumbbells: a target is then one of them.
    ///
    /// - Throws: `StorageError`.
    func loadLadders(for ids: Set<ExerciseID>) async throws -> [ExerciseID: [Mass]] {
        guard let dumbbells = try await equipment.activeGym().dumbbells, !dumbbells.weights.isEmpty else {
            return [:]
        }
        let weights = dumbbells.weights.map { Mass($0, dumbbells.unit) }
        let exercises = try await self.exercises.exercises(withIDs: ids)
        var ladders: [ExerciseID: [Mass]] = [:]
        for id in ids where exercises[id]?.equipment == .dumbbell { ladders[id] = weights }
        return ladders
    }

    /// The smallest load change for `exercise` at the gym in use, in the unit of its rule (or
    /// `unit` without one).
    ///
    /// - Throws: `StorageError`.
    func increment(for exercise: PlanExercise, unit: MassUnit) async throws -> Mass {
        let ruleUnit = exercise.progression?.unit ?? unit
        let increments = try await loadIncrements(for: [exercise.exerciseID], unit: ruleUnit)
        if let found = increments[exercise.exerciseID] { return found }
        return try await equipment.activeGym().smallestIncrement(unit: ruleUnit)
    }
}
