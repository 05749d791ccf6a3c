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
            zip(Self.keys(plan.exercises.map(\.exerciseID)), plan.exercises),
            uniquingKeysWith: { first, _ in first })
        let doneKeys = Self.keys(workout.exercises.map(\.exerciseID))
        let done = Dictionary(zip(doneKeys, workout.exercises), uniquingKeysWith: { first, _ in first })
        added = zip(doneKeys, workout.exercises).filter { planned[$0.0] == nil }.map(\.1.name)
        removed = zip(Self.keys(plan.exercises.map(\.exerciseID)), plan.exercises).filter {
            done[$0.0] == nil
        }
        .map(\.1.name)
        // Sets the check-in removed are not a change: compare with the plan as started.
        setCounts = zip(doneKeys, workout.exercises).compactMap { key, exercise in
            guard let before = planned[key] else { return nil }
            let target = Self.setCount(plan: before, workout: workout, done: exercise)
            return target == before.sets.count
                ? nil : SetCount(name: exercise.name, from: before.sets.count, to: target)
        }
    }

    /// The plan's set count changed by the sets added (or removed) during the workout. Sets
    /// added after a check-in took one off first put back the plan's own count: a set added to
    /// the trimmed one is the plan's second, not a third.
    static func setCount(plan entry: PlanExercise, workout: Workout, done exercise: WorkoutExercise) -> Int {
        let planned = entry.sets.count
        let started = workout.checkIn?.adjustedSets(planned) ?? planned
        // Sets `done --type` added (a warm-up, a drop set) are this workout's, not the plan's.
        let now = exercise.sets.filter { !$0.isExtra }.count
        return max(1, now > started ? max(planned, now) : planned - (started - now))
    }

    /// Whether anything differs.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && setCounts.isEmpty }

    /// The plan with the workout's structure: its exercises in the workout's order, set counts
    /// changed by the sets added or removed during the workout (not by the check-in), new
    /// exercises with what was lifted as targets.
    public static func apply(_ workout: Workout, to plan: Plan) -> Plan {
        var updated = plan
        let planned = Dictionary(
            zip(Self.keys(plan.exercises.map(\.exerciseID)), plan.exercises),
            uniquingKeysWith: { first, _ in first })
        let doneKeys = Self.keys(workout.exercises.map(\.exerciseID))
        updated.exercises = zip(doneKeys, workout.exercises).filter { !$0.1.sets.isEmpty }.map {
            key, exercise in
            guard var entry = planned[key] else {
                return PlanExercise(
                    exerciseID: exercise.exerciseID, name: exercise.name, restSeconds: exercise.restSeconds,
                    sets: exercise.sets.map(target))
            }
            let count = setCount(plan: entry, workout: workout, done: exercise)
            let own = exercise.sets.filter { !$0.isExtra }
            entry.sets = (0..<count).map { index in
                index < entry.sets.count || own.isEmpty
                    ? entry.sets[min(index, entry.sets.count - 1)] : target(own[min(index, own.count - 1)])
            }
            return entry
        }
        return updated
    }

    /// Each exercise's place among those of its id: a plan doing the squat in two blocks pairs
    /// its first squat with the workout's first, the second with the second.
    struct Key: Hashable {
        let id: ExerciseID
        let occurrence: Int
    }

    /// The keys of `ids`, in order.
    static func keys(_ ids: [ExerciseID]) -> [Key] {
        var seen: [ExerciseID: Int] = [:]
        return ids.map { id in
            seen[id, default: 0] += 1
            return Key(id: id, occurrence: seen[id] ?? 1)
        }
    }

    private static func target(_ set: WorkoutSet) -> PlanSet {
        PlanSet(
            weight: set.weight ?? set.targetWeight, reps: max(1, set.reps ?? set.targetReps ?? 8),
            type: set.type)
    }
}
