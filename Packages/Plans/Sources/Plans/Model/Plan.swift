import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The id of a plan.
public typealias PlanID = TypedID<Plan>

/// A saved workout: VoltLift's "workout plan" and IronLift's "template" in one — a named,
/// ordered list of exercises, each with rest seconds and per-set targets.
public struct Plan: Hashable, Sendable, Codable, Identifiable {
    /// Where a plan came from.
    public enum Source: String, Hashable, Sendable, Codable {
        case manual, generated, imported
    }

    /// The id.
    public let id: PlanID
    /// The name.
    public var name: String
    /// When it was created.
    public let createdAt: Date
    /// When a workout last started from it (`markPlanAsUsed`).
    public var lastUsedAt: Date?
    /// Where it came from.
    public var source: Source
    /// The exercises, in order.
    public var exercises: [PlanExercise]

    /// Creates a plan.
    public init(
        id: PlanID, name: String, createdAt: Date, lastUsedAt: Date? = nil, source: Source = .manual,
        exercises: [PlanExercise] = []
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.source = source
        self.exercises = exercises
    }

    /// The total number of sets.
    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }
}

/// One exercise of a plan.
public struct PlanExercise: Hashable, Sendable, Codable {
    /// The exercise's id in the library.
    public var exerciseID: ExerciseID
    /// Its name when it was added (kept readable if the exercise is deleted).
    public var name: String
    /// Rest after each set, in seconds.
    public var restSeconds: Int
    /// Notes.
    public var notes: String?
    /// The sets' targets.
    public var sets: [PlanSet]
    /// How its targets move from session to session; `nil`: they stay as planned.
    public var progression: Progression?
    /// Its superset: exercises of a plan with the same number are done in turn (A1, A2), with
    /// the rest after each round; `nil` for none.
    public var superset: Int?

    /// Creates a plan exercise.
    public init(
        exerciseID: ExerciseID, name: String, restSeconds: Int = 90, notes: String? = nil, sets: [PlanSet],
        progression: Progression? = nil, superset: Int? = nil
    ) {
        self.exerciseID = exerciseID
        self.name = name
        self.restSeconds = restSeconds
        self.notes = notes
        self.sets = sets
        self.progression = progression
        self.superset = superset
    }
}

/// The target of one set.
public struct PlanSet: Hashable, Sendable, Codable {
    /// The target weight; `nil` for bodyweight or "choose on the day".
    public var weight: Mass?
    /// The target repetitions.
    public var reps: Int
    /// Warm-up, working, drop or failure.
    public var type: SetType

    /// Creates a set target.
    public init(weight: Mass? = nil, reps: Int, type: SetType = .working) {
        self.weight = weight
        self.reps = reps
        self.type = type
    }
}

/// The kind of a set; warm-ups never count for records.
public enum SetType: String, Hashable, Sendable, Codable, NamedValue {
    case warmUp = "warm-up"
    case working, drop, failure

    /// `Warm-up`, `Working`, `Drop`, `Failure`.
    public var displayName: String {
        switch self {
        case .warmUp: return "Warm-up"
        case .working: return "Working"
        case .drop: return "Drop"
        case .failure: return "Failure"
        }
    }

    /// `W`, `D` and `F` as exports write them.
    public var aliases: [String] {
        switch self {
        case .warmUp: return ["w", "warmup", "warm"]
        case .working: return ["normal", "n"]
        case .drop: return ["d", "dropset"]
        case .failure: return ["f"]
        }
    }
}
