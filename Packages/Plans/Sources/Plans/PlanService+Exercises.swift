import CoreModels
import Exercises

extension PlanService {
    /// The position of the exercise a user means in `plan`: a 1-based number, an id, a name or
    /// the start of a name.
    ///
    /// - Throws: `PlanError.exerciseNotInPlan`.
    public static func exerciseIndex(_ reference: String, in plan: Plan) throws(PlanError) -> Int {
        let names = plan.exercises.map(\.name)
        let ids = plan.exercises.map(\.exerciseID.rawValue)
        guard
            let index = NameReference.index(of: reference, names: names, ids: ids)
                ?? OtherAppNames.index(of: reference, ids: plan.exercises.map(\.exerciseID), names: names)
        else {
            let key = reference.trimmingSpaces().lowercased()
            let matching = plan.exercises.enumerated().filter { $0.element.name.lowercased().contains(key) }
            if matching.count > 1, !key.isEmpty {
                throw .ambiguousExercise(
                    reference, plan: plan.name,
                    candidates: matching.map { "\($0.offset + 1). \($0.element.name)" })
            }
            throw .exerciseNotInPlan(reference, plan: plan.name)
        }
        return index
    }

    /// Appends an exercise with `sets` equal sets (TMPL-02, TMPL-03).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.invalid` (e.g. 0 sets); `StorageError`.
    @discardableResult
    public func addExercise(
        _ exercise: Exercise, to id: PlanID, sets: Int, reps: Int, weight: Mass?, restSeconds: Int
    ) async throws -> Plan {
        let entry = PlanExercise(
            exerciseID: exercise.id, name: exercise.name, restSeconds: restSeconds,
            sets: Array(repeating: PlanSet(weight: weight, reps: reps), count: max(0, sets)))
        return try await change(id) { $0.exercises.append(entry) }
    }

    /// Changes one set's targets (TMPL-04).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.noSuchSet`, `.invalid`; `StorageError`.
    @discardableResult
    public func setTargets(
        _ id: PlanID, exercise index: Int, set number: Int, weight: Mass?, reps: Int?, type: SetType?
    ) async throws -> Plan {
        try await change(id) { plan in
            let sets = plan.exercises[index].sets
            guard sets.indices.contains(number - 1) else {
                throw PlanError.noSuchSet(number, exercise: plan.exercises[index].name, count: sets.count)
            }
            if let weight { plan.exercises[index].sets[number - 1].weight = weight }
            if let reps { plan.exercises[index].sets[number - 1].reps = reps }
            if let type { plan.exercises[index].sets[number - 1].type = type }
        }
    }

    /// Adds a set (a copy of the last one unless targets are given) (TMPL-07).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.invalid`; `StorageError`.
    @discardableResult
    public func addSet(_ id: PlanID, exercise index: Int, weight: Mass?, reps: Int?) async throws -> Plan {
        try await change(id) { plan in
            var set = plan.exercises[index].sets.last ?? PlanSet(reps: 8)
            if let weight { set.weight = weight }
            if let reps { set.reps = reps }
            plan.exercises[index].sets.append(set)
        }
    }

    /// Removes a set (the last unless `number` is given); the last remaining set stays (TMPL-07).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.noSuchSet`, `.invalid`; `StorageError`.
    @discardableResult
    public func removeSet(_ id: PlanID, exercise index: Int, set number: Int?) async throws -> Plan {
        try await change(id) { plan in
            let exercise = plan.exercises[index]
            let position = (number ?? exercise.sets.count) - 1
            guard exercise.sets.indices.contains(position) else {
                throw PlanError.noSuchSet(position + 1, exercise: exercise.name, count: exercise.sets.count)
            }
            guard exercise.sets.count > 1 else {
                throw PlanError.invalid(
                    "'\(exercise.name)' needs at least one set; remove the exercise instead")
            }
            plan.exercises[index].sets.remove(at: position)
        }
    }

    /// Moves an exercise to a new 1-based position (TMPL-05).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.invalid` for a position out of range; `StorageError`.
    @discardableResult
    public func moveExercise(_ id: PlanID, from index: Int, to position: Int) async throws -> Plan {
        try await change(id) { plan in
            guard (1...plan.exercises.count).contains(position) else {
                throw PlanError.invalid("position \(position) is outside 1–\(plan.exercises.count)")
            }
            let exercise = plan.exercises.remove(at: index)
            plan.exercises.insert(exercise, at: position - 1)
        }
    }

    /// Removes an exercise (TMPL-06).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `StorageError`.
    @discardableResult
    public func removeExercise(_ id: PlanID, at index: Int) async throws -> Plan {
        try await change(id) { $0.exercises.remove(at: index) }
    }

    /// Sets an exercise's rest seconds and notes (TMPL-03).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.invalid`; `StorageError`.
    @discardableResult
    public func setDetails(_ id: PlanID, exercise index: Int, restSeconds: Int?, notes: String?) async throws
        -> Plan
    {
        try await change(id) { plan in
            if let restSeconds { plan.exercises[index].restSeconds = restSeconds }
            if let notes { plan.exercises[index].notes = notes.isEmpty ? nil : notes }
        }
    }
}
