import CoreModels

extension Workout {
    /// The first reason this workout cannot be used, or `nil`.
    public var problem: String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "the workout has no name" }
        if !exercises.isEmpty, !exercises.indices.contains(currentExercise) {
            return "the current exercise is out of range"
        }
        if let rest, !exercises.indices.contains(rest.exercise) {
            return "the rest timer points at no exercise"
        }
        for exercise in exercises {
            for set in exercise.sets {
                if let weight = set.weight, !weight.isValid {
                    return "'\(exercise.name)' has an invalid weight"
                }
                if let reps = set.reps, reps < 0 { return "'\(exercise.name)' has negative reps" }
                if let rpe = set.rpe, !(1...10).contains(rpe) {
                    return "'\(exercise.name)' has an RPE outside 1–10"
                }
                if let distance = set.distanceMeters,
                    !(0...WorkoutSet.maximumDistanceMeters).contains(distance)
                {
                    return "'\(exercise.name)' has a distance outside 0–1,000 km"
                }
                if let seconds = set.durationSeconds,
                    !(0...WorkoutSet.maximumDurationSeconds).contains(seconds)
                {
                    return "'\(exercise.name)' has a set duration outside 0–24 h"
                }
            }
        }
        return nil
    }
}

extension WorkoutSet {
    /// The longest distance one set may cover: 1,000 km.
    public static let maximumDistanceMeters = 1_000_000.0
    /// The longest one set may last: 24 hours.
    public static let maximumDurationSeconds = 86_400
}
