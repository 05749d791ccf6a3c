import CommandKit
import CoreModels
import Plans
import PlansCommands
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `workout finish`: to history, with the plan-diff offer (WORK-14, WORK-15).
enum WorkoutFinishCommand {
    struct FinishJSON: Encodable {
        let summary: WorkoutSummary
        let planChanges: PlanDiff
        let planUpdated: Bool
        let newRecords: [String]
        let leftOut: LeftOut
        /// Seconds the workout was left open between sets, not counted in its length.
        let timeAwaySeconds: Int
    }

    /// "Left open 23 h 25 min between sets: its length counts the 65 min trained." for a
    /// workout resumed after a long pause; `nil` for one done in one go.
    static func awayText(_ away: Int, summary: WorkoutSummary) -> String? {
        guard away > 0 else { return nil }
        return
            "Left open \(WorkoutText.hoursAndMinutes(away)) between sets: its length counts the \(summary.durationSeconds / 60) min trained (correct it with 'history edit \(summary.id.description.prefix(8)) --minutes N')."
    }

    /// The records to announce: an e1RM or a set volume of an exercise with no load of its own
    /// (pull-ups, dips) counts only the added load ("best e1RM 6.17 kg" after pull-ups with 5 kg
    /// says nothing of the lift; the report leaves such lifts out too), so only its heaviest
    /// added weight and its reps are said.
    static func announced(_ outcome: FinishOutcome, context: RunContext) async throws -> [NewRecord] {
        guard outcome.newRecords.contains(where: { $0.kind == .e1RM || $0.kind == .setVolume }) else {
            return outcome.newRecords
        }
        let ids = Set(outcome.workout.exercises.map(\.exerciseID))
        let known = try await context.exercises.exercises(withIDs: ids)
        let unloaded = Set(
            outcome.workout.exercises.filter { known[$0.exerciseID]?.equipment.carriesNoLoad == true }.map(
                \.name))
        return outcome.newRecords.filter {
            !(unloaded.contains($0.exercise) && ($0.kind == .e1RM || $0.kind == .setVolume))
        }
    }

    static var finish: Command<RunContext> {
        Command(
            "finish", summary: "Finish the workout and save it to history",
            discussion:
                "If you added or removed exercises or sets, you are asked whether to update the plan\n"
                + "(without a terminal: --update-plan updates it, --keep-plan or nothing keeps it).",
            examples: ["workout finish", "workout finish --update-plan"],
            options: [
                .flag("update-plan", help: "update the plan to match this workout's structure"),
                .flag("keep-plan", help: "keep the plan as it is"),
            ],
            action: { invocation, context in
                if invocation.flag("update-plan"), invocation.flag("keep-plan") {
                    throw CLIError.usage("Choose one: --update-plan changes the plan, --keep-plan keeps it.")
                }
                let interactive = context.console.isInteractive && !context.wantsJSON
                let outcome = try await context.workouts.finish(plans: context.plans) { diff, plan in
                    if invocation.flag("keep-plan") { return false }
                    return invocation.flag("update-plan")
                        || (interactive && confirmUpdate(diff, plan: plan, context: context))
                }
                let summary = outcome.summary
                let unit = try context.unit()
                let records = try await announced(outcome, context: context)
                if context.wantsJSON {
                    return try context.printJSON(
                        FinishJSON(
                            summary: summary, planChanges: outcome.diff, planUpdated: outcome.planUpdated,
                            newRecords: records.map { $0.text(in: unit) },
                            leftOut: outcome.leftOut,
                            timeAwaySeconds: outcome.timeAway))
                }
                context.console.print(
                    "\(context.style.success("Finished")) \(WorkoutText.finished(summary, unit: unit))")
                if let note = leftOutText(outcome.leftOut) {
                    context.console.print(context.style.muted(note))
                }
                if let note = awayText(outcome.timeAway, summary: summary) {
                    context.console.print(context.style.warning(note))
                }
                for record in records {
                    context.console.print("\(context.style.success("New PR:")) \(record.text(in: unit))")
                }
                if outcome.plan == nil, outcome.workout.planID != nil, invocation.flag("update-plan") {
                    context.console.print(
                        context.style.muted(
                            "The plan this workout was started from has been deleted: there was no plan to update."
                        ))
                } else if outcome.planUpdated, let plan = outcome.plan {
                    context.console.print("Updated the plan '\(plan.name)' to match.")
                } else if !outcome.diff.isEmpty, let plan = outcome.plan {
                    if !interactive { printDiff(outcome.diff, plan: plan, context: context) }
                    context.console.print(
                        context.style.muted(
                            "The plan was kept as it was\(interactive ? "" : " (--update-plan would change it to match)")."
                        ))
                }
            })
    }

    static func confirmUpdate(_ diff: PlanDiff, plan: Plan, context: RunContext) -> Bool {
        printDiff(diff, plan: plan, context: context)
        return Prompt.confirm("Update the plan to match?", console: context.console)
    }

    /// What differed from the plan: exercises added (+) and removed (−), set counts changed (~).
    static func printDiff(_ diff: PlanDiff, plan: Plan, context: RunContext) {
        context.console.print("This workout differed from '\(plan.name)':")
        for name in diff.added { context.console.print("  + \(name)") }
        for name in diff.removed { context.console.print("  - \(name)") }
        for change in diff.setCounts {
            context.console.print("  ~ \(change.name): \(change.from) → \(Text.count(change.to, "set"))")
        }
    }

    /// "Left out 8 sets not done, and Pushups with none done." or `nil` when nothing was.
    static func leftOutText(_ leftOut: LeftOut) -> String? {
        guard !leftOut.isEmpty else { return nil }
        let exercises =
            leftOut.exercises.isEmpty
            ? ""
            : "; \(leftOut.exercises.joined(separator: ", ")) had none done and \(leftOut.exercises.count == 1 ? "is" : "are") not in history"
        return "Left out \(Text.count(leftOut.sets, "set")) not marked done\(exercises)."
    }
}
