import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Workout {
    /// The first reason this workout cannot be used, or `nil`: every instant, number, count and
    /// text within `HistoryLimits`.
    public var problem: String? {
        if name.trimmingSpaces().isEmpty { return "the workout has no name" }
        if !HistoryLimits.fits(name, HistoryLimits.longestName) { return "the workout's name is too long" }
        if !HistoryLimits.fits(notes, HistoryLimits.longestNote) { return "the workout's notes are too long" }
        if !HistoryLimits.isPlausible(startedAt) { return "the start time is not a real date" }
        if let finishedAt {
            let length = finishedAt.timeIntervalSince(startedAt)
            if !HistoryLimits.isPlausible(finishedAt) || !(0...HistoryLimits.longestWorkout).contains(length)
            {
                return "the end time is before the start or implausibly late"
            }
        }
        if let energy = energyKilocalories, !(0...20_000).contains(energy) {
            return "the energy burned is not 0–20,000 kcal"
        }
        if exercises.count > HistoryLimits.mostExercises { return "the workout has too many exercises" }
        if !exercises.isEmpty, !exercises.indices.contains(currentExercise) {
            return "the current exercise is out of range"
        }
        if let rest {
            if !exercises.indices.contains(rest.exercise) { return "the rest timer points at no exercise" }
            if !HistoryLimits.isPlausible(rest.endsAt) || !(0...86_400).contains(rest.duration) {
                return "the rest timer is out of range"
            }
        }
        for exercise in exercises {
            if let problem = exercise.problem { return problem }
        }
        return nil
    }
}

extension WorkoutExercise {
    /// The first reason this exercise entry cannot be used, or `nil`.
    var problem: String? {
        if !exerciseID.isStorable || !HistoryLimits.fits(exerciseID.rawValue, HistoryLimits.longestName) {
            return "an exercise has no valid id"
        }
        if !HistoryLimits.fits(name, HistoryLimits.longestName) { return "an exercise name is too long" }
        if !HistoryLimits.fits(notes, HistoryLimits.longestNote) {
            return "'\(name.prefix(40))' has too long notes"
        }
        if !(0...86_400).contains(restSeconds) { return "'\(name.prefix(40))' has a rest outside 0–24 h" }
        if sets.count > HistoryLimits.mostSetsPerExercise { return "'\(name.prefix(40))' has too many sets" }
        for set in sets {
            // Each value checked in place: an array of the two per set cost an import of
            // 100,000 sets four allocations a set.
            func weightFits(_ weight: Mass?) -> Bool {
                weight.map { HistoryLimits.isWithin($0.kilograms, 0...HistoryLimits.heaviestKilograms) }
                    ?? true
            }
            func repsFit(_ reps: Int?) -> Bool {
                reps.map { (0...HistoryLimits.mostReps).contains($0) } ?? true
            }
            if !weightFits(set.weight) || !weightFits(set.targetWeight) {
                return "'\(name.prefix(40))' has an invalid weight"
            }
            if !repsFit(set.reps) || !repsFit(set.targetReps) {
                return "'\(name.prefix(40))' has reps outside 0–10,000"
            }
            if let rpe = set.rpe, !HistoryLimits.isWithin(rpe, 1...10) {
                return "'\(name.prefix(40))' has an RPE outside 1–10"
            }
            if let distance = set.distanceMeters,
                !HistoryLimits.isWithin(distance, 0...WorkoutSet.maximumDistanceMeters)
            {
                return "'\(name.prefix(40))' has a distance outside 0–1,000 km"
            }
            if let seconds = set.durationSeconds, !(0...WorkoutSet.maximumDurationSeconds).contains(seconds) {
                return "'\(name.prefix(40))' has a set duration outside 0–24 h"
            }
            if let completed = set.completedAt, !HistoryLimits.isPlausible(completed) {
                return "'\(name.prefix(40))' has a set done at an impossible time"
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
