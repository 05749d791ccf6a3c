/// A muscle group as the exercise catalog names it.
public enum MuscleGroup: String, Codable, NamedValue {
    case abdominals, abductors, adductors, biceps, calves, chest, forearms, glutes, hamstrings
    case lats
    case lowerBack = "lower back"
    case middleBack = "middle back"
    case neck, quadriceps, shoulders, traps, triceps

    /// The name shown to people, e.g. `Middle back`.
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }

    /// Common other names (`abs`, `quads`, `delts`, …).
    public var aliases: [String] {
        switch self {
        case .abdominals: return ["abs", "core"]
        case .quadriceps: return ["quads"]
        case .shoulders: return ["delts", "deltoids"]
        case .lats: return ["latissimus"]
        case .traps: return ["trapezius"]
        case .glutes: return ["gluteus", "butt"]
        case .hamstrings: return ["hams"]
        default: return []
        }
    }

    /// The IronLift category this muscle belongs to (see `ExerciseCategory`).
    public var category: ExerciseCategory {
        switch self {
        case .chest: return .chest
        case .lats, .middleBack, .lowerBack, .traps: return .back
        case .shoulders, .neck: return .shoulders
        case .quadriceps, .hamstrings, .glutes, .calves, .adductors, .abductors: return .legs
        case .biceps, .triceps, .forearms: return .arms
        case .abdominals: return .core
        }
    }
}
