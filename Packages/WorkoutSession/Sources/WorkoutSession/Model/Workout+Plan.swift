import CoreModels
import Plans

extension Workout {
    /// The workout as a plan's exercises ("save as plan"): each exercise with the sets done,
    /// in order, their weights and reps as targets and their types kept; its rest (none
    /// recorded, as in imports, is the plan's usual 90 s) and its superset kept. A set with no reps (a timed or distance set) cannot be a plan's set and is
    /// left out, and so is an exercise left with none; a weight of 0 is no target weight.
    ///
    /// - Returns: the exercises, and the names of those left out.
    public func planExercises() -> (exercises: [PlanExercise], leftOut: [String]) {
        var kept: [PlanExercise] = []
        var leftOut: [String] = []
        for exercise in exercises {
            let sets = exercise.sets.filter { $0.done }.compactMap { set -> PlanSet? in
                guard let reps = set.reps, reps >= 1 else { return nil }
                let weight = set.weight.flatMap { $0.kilograms > 0 ? $0 : nil }
                return PlanSet(weight: weight, reps: min(reps, 10_000), type: set.type)
            }
            guard !sets.isEmpty else {
                leftOut.append(exercise.name)
                continue
            }
            kept.append(
                PlanExercise(
                    exerciseID: exercise.exerciseID, name: exercise.name,
                    restSeconds: exercise.restSeconds > 0
                        ? min(exercise.restSeconds, Plan.maximumRestSeconds) : 90,
                    sets: sets,
                    superset: exercise.superset.flatMap { (1...Superset.mostGroups).contains($0) ? $0 : nil })
            )
        }
        return (kept, leftOut)
    }
}
