import CommandKit
import CoreModels
import Foundation
import Plans
import WorkoutSession

/// `fitshell workout finish`: to history, with the plan-diff offer (WORK-14, WORK-15).
enum WorkoutFinishCommand {
    struct FinishJSON: Encodable {
        let summary: WorkoutSummary
        let planChanges: PlanDiff
        let planUpdated: Bool
        let newRecords: [String]
    }

    static var finish: Command<AppContext> {
        Command(
            "finish", summary: "Finish the workout and save it to history",
            discussion:
                "If you added or removed exercises or sets, you are asked whether to update the plan\n"
                + "(without a terminal: --update-plan updates it, --keep-plan or nothing keeps it).",
            examples: ["fitshell workout finish", "fitshell workout finish --update-plan"],
            options: [
                .flag("update-plan", help: "update the plan to match this workout's structure"),
                .flag("keep-plan", help: "keep the plan as it is"),
            ],
            action: { invocation, context in
                guard let active = try await context.workouts.active() else {
                    throw WorkoutError.noActiveWorkout
                }
                let plan = try await active.planID.asyncMap { try await context.plans.plan($0) } ?? nil
                let (workout, summary, diff) = try await context.workouts.finish(plan: plan)
                var updated = false
                if let plan, !diff.isEmpty, !invocation.flag("keep-plan") {
                    let wanted =
                        invocation.flag("update-plan")
                        || (context.console.isInteractive && !context.wantsJSON
                            && confirmUpdate(diff, plan: plan, context: context))
                    if wanted {
                        let structure = PlanDiff.apply(workout, to: plan)
                        try await context.plans.change(plan.id) { $0.exercises = structure.exercises }
                        updated = true
                    }
                }
                let records = try await context.history.newRecords(in: summary)
                if context.wantsJSON {
                    return try context.printJSON(
                        FinishJSON(
                            summary: summary, planChanges: diff, planUpdated: updated, newRecords: records))
                }
                let unit = try context.unit()
                let minutes = summary.durationSeconds / 60
                context.console.print(
                    "\(context.style.success("Finished")) \(summary.name): \(minutes) min, \(summary.sets) sets, "
                        + "\(Mass(kilograms: summary.volume).formatted(in: unit)) volume.")
                for record in records {
                    context.console.print("\(context.style.success("New PR:")) \(record)")
                }
                if updated { context.console.print("Updated the plan '\(plan?.name ?? "")' to match.") }
                if !diff.isEmpty && !updated {
                    context.console.print(context.style.muted("The plan was kept as it was."))
                }
            })
    }

    static func confirmUpdate(_ diff: PlanDiff, plan: Plan, context: AppContext) -> Bool {
        context.console.print("This workout differed from '\(plan.name)':")
        for name in diff.added { context.console.print("  + \(name)") }
        for name in diff.removed { context.console.print("  - \(name)") }
        for change in diff.setCounts {
            context.console.print("  ~ \(change.name): \(change.from) → \(change.to) sets")
        }
        return Prompt.confirm("Update the plan to match?", console: context.console)
    }
}

extension Optional {
    /// `map` with an async transform.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
