import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the knees may be loaded (BodyFocus FR-002, FR-011).
public enum KneeProfile: String, Codable, NamedValue {
    case healthy, sensitive, restricted

    /// `Healthy`, `Sensitive`, `Restricted`.
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }

    /// The knee loads allowed: healthy = all, sensitive = no high, restricted = low only.
    public var allowedLoads: Set<KneeLoad> {
        switch self {
        case .healthy: return [.low, .moderate, .high]
        case .sensitive: return [.low, .moderate]
        case .restricted: return [.low]
        }
    }
}

/// The answers of onboarding (FR-001–FR-004). Equipment lives in the Equipment package.
public struct TrainingProfile: Hashable, Sendable, Codable {
    /// The minutes a session may take.
    public static let sessionLengths = [20, 30, 45]

    /// The primary goal.
    public var goal: TrainingGoal
    /// The knee profile.
    public var knees: KneeProfile
    /// Training days per week, 1–3.
    public var daysPerWeek: Int
    /// Minutes per session: 20, 30 or 45.
    public var minutesPerSession: Int

    /// Creates a profile; `nil` when days or minutes are out of range.
    public init?(goal: TrainingGoal, knees: KneeProfile, daysPerWeek: Int, minutesPerSession: Int) {
        guard (1...3).contains(daysPerWeek), Self.sessionLengths.contains(minutesPerSession) else {
            return nil
        }
        self.goal = goal
        self.knees = knees
        self.daysPerWeek = daysPerWeek
        self.minutesPerSession = minutesPerSession
    }

    /// ISO weekdays (1 = Monday) of the training days, spread out: Mon; Mon/Thu; Mon/Wed/Fri.
    public var weekdays: [Int] {
        switch daysPerWeek {
        case 1: return [1]
        case 2: return [1, 4]
        default: return [1, 3, 5]
        }
    }
}

extension TrainingGoal: NamedValue {
    /// Other words for the goals.
    public var aliases: [String] {
        switch self {
        case .generalFitness: return ["general", "fitness"]
        case .arms: return ["arm"]
        case .knees: return ["knee"]
        case .fatLoss: return ["fat", "weight loss"]
        case .strength: return ["strong"]
        }
    }
}
