import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One exercise folded into another everywhere it is referenced: `from`'s entries point at
/// `into`, with `into`'s name and category.
public struct ExerciseReplacement: Hashable, Sendable {
    /// The exercise that goes away.
    public let from: ExerciseID
    /// The exercise that takes its place.
    public let into: ExerciseID
    /// `into`'s name, shown from now on.
    public let name: String
    /// `into`'s category.
    public let category: ExerciseCategory

    /// Creates a replacement.
    public init(from: ExerciseID, into: ExerciseID, name: String, category: ExerciseCategory) {
        self.from = from
        self.into = into
        self.name = name
        self.category = category
    }
}

/// What a replacement changed (or, in a dry run, would change) in the workout store.
public struct ReplacementCounts: Equatable, Sendable, Codable {
    /// Finished workouts re-pointed.
    public var workouts = 0
    /// Their sets now under the new exercise.
    public var sets = 0
    /// Whether the active workout was re-pointed.
    public var activeWorkout = false

    /// Creates counts.
    public init(workouts: Int = 0, sets: Int = 0, activeWorkout: Bool = false) {
        self.workouts = workouts
        self.sets = sets
        self.activeWorkout = activeWorkout
    }
}

extension Workout {
    /// This workout with `replacement` applied, or `nil` when it does not reference `from`.
    public func replacing(_ replacement: ExerciseReplacement) -> Workout? {
        guard exercises.contains(where: { $0.exerciseID == replacement.from }) else { return nil }
        var copy = self
        copy.exercises = exercises.map { exercise in
            guard exercise.exerciseID == replacement.from else { return exercise }
            return WorkoutExercise(
                exerciseID: replacement.into, name: replacement.name, category: replacement.category,
                restSeconds: exercise.restSeconds, sets: exercise.sets, notes: exercise.notes,
                kneeFlag: exercise.kneeFlag)
        }
        return copy
    }

    /// The sets of exercise `id` in this workout.
    func setCount(of id: ExerciseID) -> Int {
        exercises.filter { $0.exerciseID == id }.reduce(0) { $0 + $1.sets.count }
    }
}
