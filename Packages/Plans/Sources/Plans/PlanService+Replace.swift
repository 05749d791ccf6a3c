import CoreModels
import Exercises

extension PlanService {
    /// Re-points every plan exercise from `from` to `into` (with `name`), each plan in its own
    /// locked update, or only counts the plans it would change.
    ///
    /// - Returns: the number of plans changed (or that would be).
    /// - Throws: `StorageError`.
    public func replaceExercise(_ from: ExerciseID, with into: ExerciseID, name: String, dryRun: Bool)
        async throws
        -> Int
    {
        let affected = try await list().filter { $0.exercises.contains { $0.exerciseID == from } }
        guard !dryRun else { return affected.count }
        for plan in affected {
            try await change(plan.id) { plan in
                for index in plan.exercises.indices where plan.exercises[index].exerciseID == from {
                    plan.exercises[index].exerciseID = into
                    plan.exercises[index].name = name
                }
            }
        }
        return affected.count
    }
}
