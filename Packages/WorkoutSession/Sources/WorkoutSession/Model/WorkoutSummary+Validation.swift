import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WorkoutSummary {
    /// The first reason this index line cannot be used, or `nil`: the same bounds as the workout
    /// it summarises (`HistoryLimits`), so a damaged or crafted line is refused before any
    /// arithmetic on it.
    public var problem: String? {
        if !HistoryLimits.fits(name, HistoryLimits.longestName) { return "a workout name is too long" }
        if !HistoryLimits.isPlausible(startedAt) || !HistoryLimits.isPlausible(finishedAt) {
            return "a start or end time is not a real date"
        }
        if !(0...HistoryLimits.longestWorkout).contains(finishedAt.timeIntervalSince(startedAt)) {
            return "a workout ends before it starts or implausibly late"
        }
        if !(0...HistoryLimits.mostSets).contains(sets) { return "a set count is out of range" }
        if !HistoryLimits.isWithin(volume, 0...HistoryLimits.largestVolume) {
            return "a volume is out of range"
        }
        if exercises.count > HistoryLimits.mostExercises || kneeFlags.count > HistoryLimits.mostExercises {
            return "a workout lists too many exercises"
        }
        for line in exercises {
            if line.exerciseID.rawValue.isEmpty || !HistoryLimits.fits(line.name, HistoryLimits.longestName) {
                return "an exercise line has no id or too long a name"
            }
            if !(0...HistoryLimits.mostSets).contains(line.sets)
                || !(0...HistoryLimits.mostReps).contains(line.topReps)
            {
                return "an exercise line's counts are out of range"
            }
            // Checked value by value: every history read checks every line, so no arrays.
            let heaviest = 0...HistoryLimits.heaviestKilograms
            if !HistoryLimits.isWithin(line.topKilograms, heaviest)
                || !line.repsAtWeight.allSatisfy({ HistoryLimits.isWithin($0.kilograms, heaviest) })
            {
                return "an exercise line's weight is out of range"
            }
            let largest = 0...HistoryLimits.largestVolume
            if !HistoryLimits.isWithin(line.bestSetVolume, largest)
                || !HistoryLimits.isWithin(line.volume, largest)
                || !HistoryLimits.isWithin(line.bestE1RM, largest)
            {
                return "an exercise line's volume is out of range"
            }
            if line.repsAtWeight.count > HistoryLimits.mostSets
                || !line.repsAtWeight.allSatisfy({ (0...HistoryLimits.mostReps).contains($0.reps) })
            {
                return "an exercise line's reps are out of range"
            }
        }
        return nil
    }
}
