import CoreModels

extension PlanService {
    /// Sets (or with `nil` removes) the progression rule of the exercise at `exercise`.
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.invalid` for a rule with bad values, or one that adds weight
    ///   (linear) to an exercise whose working sets have none; `StorageError`.
    @discardableResult
    public func setProgression(_ id: PlanID, exercise index: Int, _ rule: Progression?) async throws -> Plan {
        try await change(id) { plan in
            guard plan.exercises.indices.contains(index) else { throw PlanError.invalid("no such exercise") }
            let item = plan.exercises[index]
            if let rule {
                if let problem = rule.problem { throw PlanError.invalid(problem) }
                let working = item.sets.filter { $0.type == .working }
                guard !working.isEmpty else {
                    throw PlanError.invalid("'\(item.name)' has no working sets for a rule to move")
                }
                if rule.kind == .linear, working.allSatisfy({ ($0.weight?.kilograms ?? 0) <= 0 }) {
                    throw PlanError.invalid(
                        "'\(item.name)' has no weight in the plan, so a linear rule has nothing to add to: give its sets a weight, or use double progression, which adds reps first"
                    )
                }
            }
            plan.exercises[index].progression = rule
        }
    }
}
