/// What the user wants from the adaptive program (BodyFocus FR-001).
public enum TrainingGoal: String, Codable, Sendable, CaseIterable, Hashable {
    case generalFitness = "general-fitness"
    case arms, knees
    case fatLoss = "fat-loss"
    case strength

    /// The name shown to people.
    public var displayName: String {
        switch self {
        case .generalFitness: return "General fitness"
        case .arms: return "Arms"
        case .knees: return "Knee-friendly strength"
        case .fatLoss: return "Fat loss"
        case .strength: return "Strength"
        }
    }

    /// Arm exercises in every generated session: 2 for the arms goal, otherwise 1 (FR-012).
    public var armExercisesPerSession: Int { self == .arms ? 2 : 1 }
}
