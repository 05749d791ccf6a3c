import CoreModels
import Foundation
import Plans

/// Groups export rows into workouts (by a key such as date and name) and their sets into
/// exercises (consecutive rows of one exercise), for every export reader.
struct WorkoutAccumulator {
    private(set) var workouts: [ImportedWorkout] = []
    private var keys: [String: Int] = [:]

    /// The index of the workout with `key`, made by `make` the first time.
    mutating func workout(_ key: String, make: () -> ImportedWorkout) -> Int {
        if let index = keys[key] { return index }
        workouts.append(make())
        keys[key] = workouts.count - 1
        return workouts.count - 1
    }

    /// The index of the last exercise of workout `index`, starting a new one when `name` differs.
    mutating func exercise(_ name: String, notes: String?, in index: Int) -> Int {
        if workouts[index].exercises.last?.name != name {
            workouts[index].exercises.append(.init(name: name, notes: notes, sets: []))
        } else if let notes, workouts[index].exercises[workouts[index].exercises.count - 1].notes == nil {
            workouts[index].exercises[workouts[index].exercises.count - 1].notes = notes
        }
        return workouts[index].exercises.count - 1
    }

    /// Adds a set to exercise `exercise` of workout `index`.
    /// Adds a set read from its cells, or returns why its row cannot be one (nothing added).
    mutating func addSet(
        _ type: SetType, weight: String?, reps: String?, rpe: String?, unit: MassUnit, line: Int,
        exercise: Int,
        in index: Int
    ) -> ImportProblem? {
        switch ExportReader.setValues(weight: weight, reps: reps, rpe: rpe, unit: unit) {
        case .success(let values):
            add(
                ImportedSet(type: type, kilograms: values.kilograms, reps: values.reps, rpe: values.rpe),
                exercise: exercise, in: index)
            return nil
        case .failure(let problem):
            return ImportProblem(line: line, reason: problem.reason)
        }
    }

    mutating func add(_ set: ImportedSet, exercise: Int, in index: Int) {
        workouts[index].exercises[exercise].sets.append(set)
    }

    /// Sets the rest after the last set of an exercise (Strong's rest-timer rows).
    mutating func setRest(_ seconds: Int, exercise: Int, in index: Int) {
        let count = workouts[index].exercises[exercise].sets.count
        if count > 0 { workouts[index].exercises[exercise].sets[count - 1].restSeconds = seconds }
    }

    /// Adds the workout's notes if it has none yet.
    mutating func note(_ text: String?, in index: Int) {
        if let text, workouts[index].notes == nil { workouts[index].notes = text }
    }
}
