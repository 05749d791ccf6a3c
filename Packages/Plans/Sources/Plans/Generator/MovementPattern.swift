import CoreModels
import Exercises

/// The movement an exercise trains, for balancing a session and a week.
enum MovementPattern: String, CaseIterable, Sendable {
    case kneeDominant, hipDominant, horizontalPush, verticalPush, horizontalPull, verticalPull, arms, core,
        calves

    /// The pattern of `exercise`, or `nil` when it fits none (cardio, stretching).
    init?(_ exercise: Exercise) {
        switch exercise.category {
        case .legs:
            switch exercise.primaryMuscles.first {
            case .quadriceps: self = .kneeDominant
            case .calves: self = .calves
            default: self = .hipDominant
            }
        case .chest: self = .horizontalPush
        case .shoulders: self = exercise.force == .pull ? .horizontalPull : .verticalPush
        case .back:
            switch exercise.primaryMuscles.first {
            case .lats: self = .verticalPull
            // A lift led by the lower back (the deadlift) is a hip hinge, not a row.
            case .lowerBack where exercise.isCompound: self = .hipDominant
            default: self = .horizontalPull
            }
        case .arms: self = .arms
        case .core: self = .core
        case .other: return nil
        }
    }

    /// Push, pull or legs, for week balance.
    var family: String {
        switch self {
        case .kneeDominant, .hipDominant, .calves: return "legs"
        case .horizontalPush, .verticalPush: return "push"
        case .horizontalPull, .verticalPull: return "pull"
        case .arms: return "arms"
        case .core: return "core"
        }
    }
}

/// Sets, reps and rest for a goal (minimum effective dose: few hard sets).
struct Prescription: Sendable {
    let sets: Int
    let reps: Int
    let rest: Int

    static func of(_ goal: TrainingGoal, compound: Bool, arms: Bool) -> Prescription {
        switch (goal, compound) {
        case (.strength, true): return Prescription(sets: 3, reps: 5, rest: 150)
        case (.strength, false): return Prescription(sets: 2, reps: 10, rest: 75)
        case (.fatLoss, true): return Prescription(sets: 3, reps: 12, rest: 60)
        case (.fatLoss, false): return Prescription(sets: 2, reps: 15, rest: 45)
        case (.arms, false) where arms: return Prescription(sets: 3, reps: 12, rest: 60)
        case (_, true): return Prescription(sets: 3, reps: 10, rest: 90)
        case (_, false): return Prescription(sets: 2, reps: 12, rest: 60)
        }
    }
}

/// A small deterministic random generator (SplitMix64), so a seed always gives the same plan.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
