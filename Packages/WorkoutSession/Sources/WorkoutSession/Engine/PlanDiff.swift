import Exercises
import Plans

/// How a workout's structure differs from its plan (WORK-15): exercises added or removed,
/// and set counts changed.
public struct PlanDiff: Equatable, Sendable, Codable {
    /// A changed set count.
    public struct SetCount: Equatable, Sendable, Codable {
        /// The exercise.
        public let name: String
        /// Sets in the plan.
        public let from: Int
        /// Sets in the workout.
        public let to: Int

        /// Creates a change.
        public init(name: String, from: Int, to: Int) {
            self.name = name
            self.from = from
            self.to = to
        }
    }

    /// Exercises in the workout but not the plan.
    public var added: [String] = []
    /// Exercises in the plan but not the workout.
    public var removed: [String] = []
    /// Set counts that changed.
    public var setCounts: [SetCount] = []

    /// No difference.
    public init() {}

    /// The differences between `plan` and `workout`.
    public init(plan: Plan, workout: Workout) {
        let planned = Dictionary(
            plan.exercises.map { ($0.exerciseID, $0) }, uniquingKeysWith: { first, _ in first })
        let done = Dictionary(
            workout.exercises.map { ($0.exerciseID, $0) }, uniquingKeysWith: { first, _ in first })
        added = workout.exercises.filter { planned[$0.exerciseID] == nil }.map(\.name)
        removed = plan.exercises.filter { done[$0.exerciseID] == nil }.map(\.name)
        setCounts = workout.exercises.compactMap { exercise in
            guard let before = planned[exercise.exerciseID], before.sets.count != exercise.sets.count else {
                return nil
            }
            return SetCount(name: exercise.name, from: before.sets.count, to: exercise.sets.count)
        }
    }

    /// Whether anything differs.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && setCounts.isEmpty }

    /// The plan with the workout's structure: its exercises in the workout's order, set counts
    /// as done, new exercises with what was lifted as targets.
    public static func apply(_ workout: Workout, to plan: Plan) -> Plan {
        var updated = plan
        let planned = Dictionary(
            plan.exercises.map { ($0.exerciseID, $0) }, uniquingKeysWith: { first, _ in first })
        updated.exercises = workout.exercises.filter { !$0.sets.isEmpty }.map { exercise in
            var entry =
                planned[exercise.exerciseID]
                ?? PlanExercise(
                    exerciseID: exercise.exerciseID, name: exercise.name, restSeconds: exercise.restSeconds,
                    sets: [])
            let targets = exercise.sets.enumerated().map { index, set -> PlanSet in
                if index < entry.sets.count { return entry.sets[index] }
                return PlanSet(
                    weight: set.weight ?? set.targetWeight, reps: max(1, set.reps ?? set.targetReps ?? 8),
                    type: set.type)
            }
            entry.sets = targets
            return entry
        }
        return updated
    }
}
