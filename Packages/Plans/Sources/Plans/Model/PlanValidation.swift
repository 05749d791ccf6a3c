import CoreModels

extension Plan {
    /// Longest allowed rest, in seconds.
    public static let maximumRestSeconds = 3600

    /// The first reason this plan cannot be used (V4.4), or `nil` when it is valid.
    public var problem: String? {
        if name.trimmingSpaces().isEmpty { return "the plan has no name" }
        for exercise in exercises {
            let label = "'\(exercise.name)'"
            if exercise.name.trimmingSpaces().isEmpty { return "an exercise has no name" }
            if !exercise.exerciseID.isStorable {
                return "\(label) has an id with a control character, '|', ';' or ','"
            }
            if exercise.sets.isEmpty { return "\(label) has no sets" }
            if !(0...Self.maximumRestSeconds).contains(exercise.restSeconds) {
                return
                    "\(label) has a rest of \(exercise.restSeconds) s (0–\(Self.maximumRestSeconds) allowed)"
            }
            if let problem = exercise.progression?.problem { return "\(label): \(problem)" }
            if let group = exercise.superset, !(1...Superset.mostGroups).contains(group) {
                return "\(label) has superset \(group) (1–\(Superset.mostGroups) allowed)"
            }
            for (index, set) in exercise.sets.enumerated() {
                if set.reps < 1 { return "set \(index + 1) of \(label) has \(set.reps) reps (at least 1)" }
                if set.reps > 10_000 { return "set \(index + 1) of \(label) has more than 10,000 reps" }
                if let weight = set.weight, weight.isValid, weight.kilograms > 10_000 {
                    return "set \(index + 1) of \(label) has a weight over 10,000 kg"
                }
                if let weight = set.weight, !weight.isValid {
                    return "set \(index + 1) of \(label) has an invalid weight"
                }
            }
        }
        return nil
    }
}
