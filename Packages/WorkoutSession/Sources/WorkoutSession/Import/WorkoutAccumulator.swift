import CoreModels
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Groups export rows into workouts (by a key such as date and name) and their sets into
/// exercises (consecutive rows of one exercise), for every export reader.
struct WorkoutAccumulator {
    private(set) var workouts: [ImportedWorkout] = []
    /// Set rows with no weight, reps, distance or time: sets left empty in the app, not imported.
    private(set) var emptySets = 0
    private var keys: [Key: Int] = [:]
    /// The last row's workout: rows of one workout come together, so most rows find theirs
    /// here without hashing their key.
    private var last: (key: Key, index: Int)?

    /// What tells one workout's rows from another's in an export (a date, a name, a number:
    /// up to three texts, compared as they are, never joined).
    struct Key: Hashable {
        var first: String
        var second: String
        var third: String = ""
    }

    /// The cells of one set row, as written.
    struct SetCells {
        var weight: String?
        var reps: String?
        var rpe: String?
        var distance: String?
        var seconds: String?
    }

    /// The keys of the workouts made so far.
    var keySet: Set<Key> { Set(keys.keys) }

    /// The index of the workout with `key`, made by `make` the first time.
    mutating func workout(_ key: Key, make: () -> ImportedWorkout) -> Int {
        if let last, last.key == key { return last.index }
        let index: Int
        if let known = keys[key] {
            index = known
        } else {
            workouts.append(make())
            index = workouts.count - 1
            keys[key] = index
        }
        last = (key, index)
        return index
    }

    /// The index of the last exercise of workout `index`, starting a new one when `name` differs.
    mutating func exercise(_ name: String, exerciseID: String? = nil, notes: String?, in index: Int) -> Int {
        if workouts[index].exercises.last?.name != name {
            workouts[index].exercises.append(
                .init(name: name, exerciseID: exerciseID.map { .init($0) }, notes: notes, sets: []))
        } else if let notes, workouts[index].exercises[workouts[index].exercises.count - 1].notes == nil {
            workouts[index].exercises[workouts[index].exercises.count - 1].notes = notes
        }
        return workouts[index].exercises.count - 1
    }

    /// Records the superset the file gives exercise `exercise` of workout `index` (the first
    /// non-empty one wins).
    mutating func superset(_ id: String?, exercise: Int, in index: Int) {
        guard let id, !id.isEmpty, workouts[index].exercises[exercise].superset == nil else { return }
        workouts[index].exercises[exercise].superset = String(id.prefix(40))
    }

    /// Adds a set read from its cells, or returns why its row cannot be one (nothing added).
    /// A distance without a unit is kept in `distanceUnit`, else in the unit decided later.
    mutating func addSet(
        _ type: SetType, cells: SetCells, unit: MassUnit?, distanceUnit: DistanceUnit?, line: Int,
        exercise: Int, in index: Int
    ) -> ImportProblem? {
        switch ExportReader.setValues(weight: cells.weight, reps: cells.reps, rpe: cells.rpe) {
        case .success(let values):
            var set = ImportedSet(
                type: type, weight: values.weight, unit: values.weight == nil ? nil : unit, reps: values.reps,
                rpe: values.rpe, durationSeconds: ExportReader.setSeconds(cells.seconds))
            if let distanceUnit {
                set.distanceMeters = ExportReader.meters(cells.distance, unit: distanceUnit)
            } else if let raw = cells.distance.flatMap(CSVNumber.parse), raw.isFinite, raw > 0,
                raw <= WorkoutSet.maximumDistanceMeters / 1000
            {
                set.distance = raw
            }
            // A row with no weight, reps, distance or time is a set left empty in the app, not a set done.
            if set.hasValues {
                workouts[index].exercises[exercise].sets.append(set)
            } else {
                emptySets += 1
            }
            return nil
        case .failure(let problem):
            return ImportProblem(line: line, reason: problem.reason)
        }
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
