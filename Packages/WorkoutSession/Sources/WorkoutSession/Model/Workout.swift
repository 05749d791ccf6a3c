import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The id of a workout (the same while active and once finished).
public typealias WorkoutID = TypedID<Workout>

/// A workout: the active one being logged, or a finished one in history.
public struct Workout: Hashable, Sendable, Codable, Identifiable {
    /// The id.
    public let id: WorkoutID
    /// The name (the plan's, or the one given).
    public var name: String
    /// The plan it started from, if any.
    public let planID: PlanID?
    /// The program day label (`A`), when started as a program day.
    public let programDay: String?
    /// When it started.
    public let startedAt: Date
    /// When it finished (`nil` while active).
    public var finishedAt: Date?
    /// The pre-workout check-in, or `nil` when skipped.
    public var checkIn: CheckIn?
    /// The exercises, in order.
    public var exercises: [WorkoutExercise]
    /// The exercise the user is on.
    public var currentExercise: Int
    /// The running rest timer.
    public var rest: RestTimer?
    /// Notes on the whole workout.
    public var notes: String?
    /// The energy burned, in kcal, when another app measured it (Apple Health).
    public var energyKilocalories: Double?

    /// Creates a workout.
    public init(
        id: WorkoutID, name: String, planID: PlanID?, programDay: String?, startedAt: Date, checkIn: CheckIn?,
        exercises: [WorkoutExercise]
    ) {
        self.id = id
        self.name = name
        self.planID = planID
        self.programDay = programDay
        self.startedAt = startedAt
        self.checkIn = checkIn
        self.exercises = exercises
        self.currentExercise = 0
    }

    /// Sets marked done.
    public var doneSets: Int { exercises.reduce(0) { $0 + $1.sets.filter(\.done).count } }
    /// All sets.
    public var totalSets: Int { exercises.reduce(0) { $0 + $1.sets.count } }
    /// Weight × reps over done sets, in kg.
    public var volumeKilograms: Double { exercises.reduce(0) { $0 + $1.volumeKilograms } }

    /// The last done set, as (exercise index, set index): where a resumed workout stopped.
    public var lastCompleted: (exercise: Int, set: Int)? {
        var latest: (Int, Int, Date)?
        for (e, exercise) in exercises.enumerated() {
            for (s, set) in exercise.sets.enumerated() where set.done {
                let at = set.completedAt ?? .distantPast
                if latest.map({ at >= $0.2 }) ?? true { latest = (e, s, at) }
            }
        }
        return latest.map { ($0.0, $0.1) }
    }

    /// The next set to do: the first undone set of the current exercise, else of any later one,
    /// else of any earlier one.
    public var nextSet: (exercise: Int, set: Int)? {
        let order =
            Array(exercises.indices.dropFirst(min(currentExercise, exercises.count)))
            + Array(exercises.indices.prefix(currentExercise))
        for e in order {
            if let s = exercises[e].sets.firstIndex(where: { !$0.done }) { return (e, s) }
        }
        return nil
    }
}

/// One exercise of a workout.
public struct WorkoutExercise: Hashable, Sendable, Codable {
    /// The library id.
    public let exerciseID: ExerciseID
    /// The name.
    public let name: String
    /// Its category (WORK-03).
    public let category: ExerciseCategory
    /// Rest after each set, in seconds.
    public var restSeconds: Int
    /// The sets.
    public var sets: [WorkoutSet]
    /// Notes.
    public var notes: String?
    /// "This irritated my knees" (FR-013).
    public var kneeFlag: Bool
    /// Its superset (exercises with the same number are done in turn); `nil` for none.
    public var superset: Int?

    /// Creates an exercise entry.
    public init(
        exerciseID: ExerciseID, name: String, category: ExerciseCategory, restSeconds: Int,
        sets: [WorkoutSet],
        notes: String? = nil, kneeFlag: Bool = false, superset: Int? = nil
    ) {
        self.exerciseID = exerciseID
        self.name = name
        self.category = category
        self.restSeconds = restSeconds
        self.sets = sets
        self.notes = notes
        self.kneeFlag = kneeFlag
        self.superset = superset
    }

    /// Weight × reps over done sets, in kg.
    public var volumeKilograms: Double {
        sets.filter(\.done).reduce(0) { $0 + ($1.weight?.kilograms ?? 0) * Double($1.reps ?? 0) }
    }
}

/// One set: its targets, what was done, and whether it is done (WORK-04).
public struct WorkoutSet: Hashable, Sendable, Codable {
    /// The planned weight.
    public var targetWeight: Mass?
    /// The planned reps.
    public var targetReps: Int?
    /// The weight lifted.
    public var weight: Mass?
    /// The reps done.
    public var reps: Int?
    /// Warm-up, working, drop or failure.
    public var type: SetType
    /// Rate of perceived exertion, 1–10.
    public var rpe: Double?
    /// Whether it is done.
    public var done: Bool
    /// When it was marked done.
    public var completedAt: Date?
    /// Distance covered, in metres (runs, rows, carries), if any.
    public var distanceMeters: Double?
    /// Time under work, in seconds (planks, runs, timed sets), if any.
    public var durationSeconds: Int?
    /// The type the plan gave this set while it is logged as another (`done --type failure` on
    /// a planned working set), so that taking the set back gives the plan's type back; `nil`
    /// when the set is of the type it was planned as.
    public var plannedType: SetType?
    /// `true` for a set `workout done --type` added (a warm-up before a planned set, a drop or
    /// failure set after the set done last): this workout's own, not the plan's; `nil` otherwise.
    public var extra: Bool?

    /// Whether `workout done --type` added the set (`extra`).
    public var isExtra: Bool { extra == true }

    /// Creates a set.
    public init(
        targetWeight: Mass? = nil, targetReps: Int? = nil, weight: Mass? = nil, reps: Int? = nil,
        type: SetType = .working,
        rpe: Double? = nil, done: Bool = false, completedAt: Date? = nil, distanceMeters: Double? = nil,
        durationSeconds: Int? = nil, plannedType: SetType? = nil, extra: Bool? = nil
    ) {
        self.targetWeight = targetWeight
        self.targetReps = targetReps
        self.weight = weight
        self.reps = reps
        self.type = type
        self.rpe = rpe
        self.done = done
        self.completedAt = completedAt
        self.distanceMeters = distanceMeters
        self.durationSeconds = durationSeconds
        self.plannedType = plannedType
        self.extra = extra
    }
}

/// A running rest timer, stored as the instant it ends so it survives restarts (WORK-05).
public struct RestTimer: Hashable, Sendable, Codable {
    /// The exercise whose set started it.
    public let exercise: Int
    /// When the rest is over.
    public var endsAt: Date
    /// The full rest, in seconds (for progress bars).
    public var duration: Int

    /// Seconds left at `now` (0 when over), never more than the full rest: a clock set back
    /// after the set was logged (a phone's time corrected, another time zone's device) would
    /// otherwise show hours of rest.
    public func remaining(at now: Date) -> Int {
        let left = max(0, Int(saturating: endsAt.timeIntervalSince(now).rounded(.up)))
        return duration > 0 ? min(left, duration) : left
    }
}
