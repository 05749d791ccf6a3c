import CommandKit
import CoreModels
import ExercisesCommands
import Plans
import ShellKit

/// `plans progression PLAN [EXERCISE RULE]`: how a plan exercise's targets move.
enum PlansProgressionCommand {
    static var command: Command<RunContext> {
        Command(
            "progression", summary: "Show or set how an exercise's targets move from session to session",
            discussion: """
                Rules: none (the plan's targets stay), linear (+step after a session in which every working set
                met its reps; --deload % off after --deload-after misses in a row), double (a rep range: reps go
                up to the top on every set, then +step and back to the bottom), 531 (5/3/1's weeks of
                percentages of --training-max; the last set of each week is as many reps as possible; after a
                cycle the training max goes up by step, or down by --deload % when the final set fell short).
                Steps are in your unit (default 2.5 kg or 5 lb). Sessions are counted from today: see
                '{program} progress why EXERCISE' for the next target and the sets that gave it.
                Without EXERCISE, lists the plan's rules.
                """,
            examples: [
                "plans progression \"day a\" squat linear --step 2.5",
                "plans progression \"day a\" \"lateral raise\" double --reps 10-15",
                "plans progression \"day a\" bench 531 --training-max 90",
                "plans progression \"day a\" squat none",
                "plans progression \"day a\"",
            ],
            arguments: [
                PlansPlugin.planArgument,
                Argument(
                    "exercise", help: "the plan's exercise: name, start of name or position",
                    isRequired: false),
                Argument("rule", help: "none, linear, double or 531", isRequired: false),
            ],
            options: [
                .value("step", "w", help: "load added when the rule says so (default 2.5 kg or 5 lb)"),
                CommonOptions.unit,
                .value("reps", "low-high", help: "double: the rep range (default the plan's reps to 4 more)"),
                .value("training-max", "w", help: "531: the training max (about 90 % of a true max)"),
                .value("deload-after", "n", help: "linear: misses in a row before a deload (default 3)"),
                .value("deload", "percent", help: "the deload in percent (default 10)"),
            ],
            action: { invocation, context in try await run(invocation, context) })
    }

    static func run(_ invocation: Invocation, _ context: RunContext) async throws {
        let service = context.plans
        let plan = try await service.resolve(invocation.argument("plan") ?? "")
        let unit = try context.unit()
        guard let reference = invocation.argument("exercise") else {
            return try list(plan, unit: unit, context: context)
        }
        let index = try PlanService.exerciseIndex(
            await ExercisePicking.listReference(
                reference, among: plan.exercises.map(\.exerciseID), context: context)
                ?? reference, in: plan)
        guard let ruleText = invocation.argument("rule") else {
            return try list(plan, only: index, unit: unit, context: context)
        }
        let rule = try makeRule(ruleText, for: plan.exercises[index], invocation, context, unit: unit)
        let saved = try await service.setProgression(plan.id, exercise: index, rule)
        if context.wantsJSON { return try context.printJSON(saved.exercises[index]) }
        let name = saved.exercises[index].name
        context.console.print(
            rule.map {
                "\(context.style.success("Set")) \(name) in \(saved.name): \($0.summary(unit: unit)), counting sessions from \(context.describe($0.since))."
            }
                ?? "\(context.style.success("Removed")) the progression rule of \(name) in \(saved.name): its targets stay as planned."
        )
        if rule != nil {
            if plan.exercises[index].progression != nil {
                // The old rule's targets are not carried: the plan's weights are where it starts.
                context.console.print(
                    context.style.muted(
                        "The old rule's sessions no longer count: set the plan's weights to where it had you ('\(context.program) plans set') if they are behind."
                    ))
            }
            context.console.print(
                context.style.muted(
                    "See the next target and why: \(context.program) progress why \(Text.shellWord(name))"))
        }
    }

    static func makeRule(
        _ text: String, for exercise: PlanExercise, _ invocation: Invocation, _ context: RunContext,
        unit: MassUnit
    ) throws -> Progression? {
        if text.lowercased() == "none" || text.lowercased() == "off" { return nil }
        guard let kind = Progression.Kind(parsing: text) else {
            throw CLIError.usage("A rule is none, linear, double or 531, not '\(text)'.")
        }
        let step =
            try invocation.decimal("step").map { Mass($0, unit) } ?? Mass(unit == .pounds ? 5 : 2.5, unit)
        // A rule set again counts from today, from the plan's weights: replaying the sessions
        // since the old rule's day with a new step would rewrite what they earned (a bigger
        // step turns met sessions into misses). `progress why` shows the target reached first.
        let since = context.today
        let deloadAfter = try invocation.integer("deload-after", in: 1...20) ?? 3
        let deload = try invocation.decimal("deload") ?? 10
        var rule: Progression
        switch kind {
        case .linear:
            rule = .linear(step: step, deloadAfter: deloadAfter, deloadPercent: deload, since: since)
        case .double:
            let planned = exercise.sets.first { $0.type == .working }?.reps ?? 8
            let range = try invocation.value("reps").map(parseRange) ?? planned...(planned + 4)
            rule = Progression.double(reps: range, step: step, since: since)
            rule.deloadPercent = deload
        case .percentage:
            guard let trainingMax = try invocation.decimal("training-max").map({ Mass($0, unit) }) else {
                throw CLIError.usage(
                    "A 531 rule needs --training-max: about 90 % of the most you can lift once.",
                    hint: "\(context.program) plans progression PLAN EXERCISE 531 --training-max 90")
            }
            rule = Progression.percentage(trainingMax: trainingMax, step: step, since: since)
            rule.deloadPercent = deload
        }
        rule.unit = unit
        return rule
    }

    /// `8-12` (or `8–12`) as a range.
    static func parseRange(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" })
        guard parts.count == 2, let low = Int(parts[0].trimmingSpaces()),
            let high = Int(parts[1].trimmingSpaces()),
            low >= 1, low < high, high <= 100
        else { throw CLIError.usage("--reps takes a range such as 8-12 (from 1 to 100), not '\(text)'.") }
        return low...high
    }

    static func list(_ plan: Plan, only: Int? = nil, unit: MassUnit, context: RunContext) throws {
        let chosen = only.map { [plan.exercises[$0]] } ?? plan.exercises
        if context.wantsJSON { return try context.printJSON(chosen) }
        context.console.print(context.style.heading(plan.name))
        for exercise in chosen {
            let rule = exercise.progression.map { "\($0.summary(unit: unit)) (since \($0.since))" }
            context.console.print(
                "  \(exercise.name): \(rule ?? context.style.muted("no rule: targets stay as planned"))")
        }
    }
}
