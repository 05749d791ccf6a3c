import CoreModels
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything finishing a workout produced.
public struct FinishOutcome: Sendable {
    /// The finished workout.
    public let workout: Workout
    /// Its history summary.
    public let summary: WorkoutSummary
    /// How it differed from its plan (empty without a plan).
    public let diff: PlanDiff
    /// The plan it came from, if it still exists.
    public let plan: Plan?
    /// Whether the plan was updated to the workout's structure.
    public let planUpdated: Bool
    /// The personal records it beat (`NewRecord.text(in:)` says them in the user's unit).
    public let newRecords: [NewRecord]
    /// The sets and exercises left out because nothing was done in them.
    public let leftOut: LeftOut
    /// The time the workout was left open between sets and not counted in its length
    /// (`WorkoutEngine.timeAway`), in seconds; 0 for a workout done in one go.
    public let timeAway: Int
}

extension WorkoutEngine {
    /// Finishes the active workout (WORK-14), marks its plan used, offers its structural changes
    /// to `updatePlan` and applies them to the plan when it says yes (WORK-15), and detects new
    /// records (GAP-03).
    ///
    /// - Parameters:
    ///   - plans: where the workout's plan lives.
    ///   - updatePlan: asked only when the plan exists and the structure changed.
    /// - Returns: the outcome.
    /// - Throws: `WorkoutError.noActiveWorkout`, `.nothingDone`; `StorageError`.
    public func finish(plans: PlanService, updatePlan: (PlanDiff, Plan) async -> Bool) async throws
        -> FinishOutcome
    {
        guard let active = try await store.active() else { throw WorkoutError.noActiveWorkout }
        let plan = try await active.planID.asyncMap { try await plans.plan($0) } ?? nil
        let (workout, summary, diff, leftOut, asEdited) = try await finish(plan: plan)
        var updated = false
        if let plan {
            // A plan counts as used when a workout from it is finished, not when one is started.
            // Used the day it was trained: a workout resumed and finished the next morning was
            // Wednesday's, as history and the week say.
            try await plans.markUsed(plan.id, at: workout.startedAt)
            if !diff.isEmpty, await updatePlan(diff, plan) {
                let structure = PlanDiff.apply(asEdited, to: plan)
                try await plans.change(plan.id) { $0.exercises = structure.exercises }
                updated = true
            }
        }
        let records = try await WorkoutHistory(store: store).newRecords(in: summary)
        // What the saved length left out: the span from start to the saved end's gap.
        let away = Self.timeAway(asEdited, until: Self.wholeSeconds(clock.now))
        return FinishOutcome(
            workout: workout, summary: summary, diff: diff, plan: plan, planUpdated: updated,
            newRecords: records, leftOut: leftOut, timeAway: Int(saturating: away))
    }
}

extension Optional {
    /// `map` with an async transform.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
