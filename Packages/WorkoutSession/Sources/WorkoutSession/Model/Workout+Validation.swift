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
            }
        }
        return nil
    }
}
