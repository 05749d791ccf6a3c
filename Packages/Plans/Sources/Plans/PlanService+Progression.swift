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

extension PlanService {
    /// Puts the exercises at `indices` (two or more) in one superset, moved to follow the first
    /// of them in their given order; with one index and `nil`, takes that exercise out of its
    /// superset.
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.invalid` for fewer than two exercises or one named twice; `StorageError`.
    @discardableResult
    public func superset(_ id: PlanID, exercises indices: [Int], remove: Bool = false) async throws -> Plan {
        try await change(id) { plan in
            guard indices.allSatisfy(plan.exercises.indices.contains) else {
                throw PlanError.invalid("no such exercise")
            }
            if remove {
                for index in indices { plan.exercises[index].superset = nil }
                return
            }
            guard indices.count >= 2, Set(indices).count == indices.count else {
                throw PlanError.invalid("a superset has two or more different exercises")
            }
            let used = Set(plan.exercises.compactMap(\.superset))
            guard let group = (1...Superset.mostGroups).first(where: { !used.contains($0) }) else {
                throw PlanError.invalid("a plan has at most \(Superset.mostGroups) supersets")
            }
            // Leaving an old superset of one behind is harmless: a lone member has no label.
            var members = indices.map { plan.exercises[$0] }
            for index in members.indices { members[index].superset = group }
            let first = indices.min() ?? 0
            var rest = plan.exercises.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
            let insertAt = plan.exercises.prefix(first).enumerated().filter { !indices.contains($0.offset) }
                .count
            rest.insert(contentsOf: members, at: insertAt)
            plan.exercises = rest
        }
    }
}
