import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import Plans
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `plans …`: saved plans / templates (VoltLift V2–V4, IronLift TMPL).
public enum PlansPlugin {
    /// Whether a workout is in progress (then the dashboard suggests no plan to start).
    public typealias ActiveWorkout = @Sendable (RunContext) async throws -> Bool
    /// The plan the workout in progress was started from, if any.
    public typealias ActivePlan = @Sendable (RunContext) async throws -> PlanID?

    /// The plug-in: the `plans` command group and the dashboard's plans section. With
    /// `isWorkoutActive` (a program that also has the `workout` commands), the dashboard
    /// suggests starting the plan used longest ago while no workout is in progress; with
    /// `activePlan`, `plans delete` says when the plan is the one of the workout in progress.
    public static func plugin(isWorkoutActive: ActiveWorkout? = nil, activePlan: ActivePlan? = nil) -> Plugin
    {
        Plugin(
            name: "plans", commands: [command(activePlan: activePlan)], dashboard: dashboard(isWorkoutActive),
            documentFormats: JSONFilePlanStore.documentFormats.map { $0.under(RunContext.plansFolder) },
            isDerived: { $0 == JSONFilePlanStore.summariesFileName })
    }

    static let planArgument = Argument("plan", help: "a plan: its name, the start of its name, or its id")
    static let exerciseArgument = Argument(
        "exercise", help: "an exercise of the plan: its position, name or start of name")

    static func command(activePlan: ActivePlan? = nil) -> Command<RunContext> {
        Command(
            "plans", summary: "Saved workout plans (templates): list, create, edit, rename, delete",
            discussion: "PLAN accepts a name, an unambiguous start of a name, or an id (any case).",
            examples: [
                "plans", "plans create \"Upper A\"",
                "plans add-exercise \"upper a\" bench --sets 3 --reps 8",
            ],
            subcommands: [list, show, create, rename, duplicate, delete(activePlan: activePlan)]
                + PlansEditCommands.all
                + [PlansProgressionCommand.command],
            defaultSubcommand: "list",
            aliases: ["plan", "templates"])
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "List plans: name, created, exercises, last used",
            examples: ["plans list", "plans list --json"],
            action: { _, context in
                // JSON gives every plan whole; the table needs only their summaries.
                if context.wantsJSON { return try context.printJSON(try await context.plans.list()) }
                let plans = try await context.plans.summaries()
                guard !plans.isEmpty else {
                    context.console.print(
                        "No saved plans yet. Run '\(context.program) setup' to generate a program, or '\(context.program) plans create NAME'."
                    )
                    return
                }
                let rows = plans.map { plan in
                    [
                        plan.name, day(plan.createdAt, context), String(plan.exerciseCount),
                        plan.lastUsedAt.map { day($0, context) } ?? context.style.muted("never"),
                    ]
                }
                context.console.print(
                    TextTable(
                        headers: ["Name", "Created", "Exercises", "Last used"], rows: rows,
                        alignments: [.left, .left, .right, .left]
                    ).render(style: context.style))
            })
    }

    static var show: Command<RunContext> {
        Command(
            "show", summary: "Show a plan's exercises, sets and rest",
            examples: ["plans show \"day a\"", "plans show \"day a\" --json"],
            arguments: [planArgument],
            action: { invocation, context in
                let plan = try await context.plans.resolve(invocation.argument("plan") ?? "")
                if context.wantsJSON { return try context.printJSON(plan) }
                try await PlanText.print(plan, context: context)
            })
    }

    static var create: Command<RunContext> {
        Command(
            "create", summary: "Create an empty plan", examples: ["plans create \"Upper A\""],
            arguments: [Argument("name", help: "the new plan's name")],
            action: { invocation, context in
                let plan = try await context.plans.create(invocation.argument("name") ?? "")
                if context.wantsJSON { return try context.printJSON(plan) }
                context.console.print(
                    "\(context.style.success("Created")) \(plan.name). Add exercises: "
                        + "\(context.program) plans add-exercise \(Text.shellWord(plan.name)) EXERCISE --sets 3 --reps 8"
                )
            })
    }

    static var rename: Command<RunContext> {
        Command(
            "rename", summary: "Rename a plan (saved at once)",
            examples: ["plans rename \"day a\" \"Monday\""],
            arguments: [planArgument, Argument("new-name", help: "the new name")],
            action: { invocation, context in
                let plan = try await context.plans.resolve(invocation.argument("plan") ?? "")
                let renamed = try await context.plans.rename(
                    plan.id, to: invocation.argument("new-name") ?? "")
                context.console.print("\(context.style.success("Renamed")) \(plan.name) to \(renamed.name).")
            })
    }

    static var duplicate: Command<RunContext> {
        Command(
            "duplicate", summary: "Copy a plan",
            examples: ["plans duplicate \"day a\" \"Day A heavy\""],
            arguments: [
                planArgument,
                Argument("new-name", help: "the copy's name (default: NAME (copy))", isRequired: false),
            ],
            action: { invocation, context in
                let plan = try await context.plans.resolve(invocation.argument("plan") ?? "")
                let copy = try await context.plans.duplicate(plan.id, as: invocation.argument("new-name"))
                context.console.print("\(context.style.success("Created")) \(copy.name).")
            })
    }

    static func delete(activePlan: ActivePlan?) -> Command<RunContext> {
        Command(
            "delete", summary: "Delete a plan (warns before the last one)",
            examples: ["plans delete \"day c\"", "plans delete \"day c\" --yes"],
            arguments: [planArgument],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                let plan = try await context.plans.resolve(invocation.argument("plan") ?? "")
                if let warning = try await context.plans.deletionWarning(for: plan.id) {
                    context.console.printError("\(context.style.warning("warning:")) \(warning)")
                }
                // Only a warning: a workout file that cannot be read does not stop the delete.
                if let activePlan, (try? await activePlan(context)) == plan.id {
                    context.console.printError(
                        "\(context.style.warning("warning:")) the workout in progress was started from '\(plan.name)'; it goes on and is saved to history when finished, but there will be no plan to update to match it."
                    )
                }
                try Prompt.requireConfirmation(
                    "delete the plan '\(plan.name)'", yes: invocation.flag("yes"), console: context.console)
                try await context.plans.delete(plan.id)
                context.console.print("\(context.style.success("Deleted")) \(plan.name).")
            })
    }

    /// The day of `instant` in the user's time zone, as `YYYY-MM-DD`.
    static func day(_ instant: Date, _ context: RunContext) -> String {
        LocalDate(instant, in: context.environment.timeZone).description
    }

    /// The plan worth starting next: none while a workout is in progress; else the one used
    /// longest ago (never used first), and not one finished today.
    static func suggestion(_ plans: [PlanSummary], _ context: RunContext, isWorkoutActive: ActiveWorkout?)
        async throws -> PlanSummary?
    {
        guard let isWorkoutActive, try await !isWorkoutActive(context) else { return nil }
        let today = context.today
        // A program's days are started by the program ('workout start --today', which the
        // program's section suggests): suggesting a day not due contradicted it. Generated plans
        // a regeneration replaced are not suggested either.
        let programPlans = Set(try await context.programs.program()?.days.map(\.planID) ?? [])
        return plans.filter { plan in
            !programPlans.contains(plan.id) && plan.source != .generated && plan.exerciseCount > 0
                && (plan.lastUsedAt.map { LocalDate($0, in: context.environment.timeZone) != today } ?? true)
        }
        .min { ($0.lastUsedAt ?? .distantPast) < ($1.lastUsedAt ?? .distantPast) }
    }

    private static func dashboard(_ isWorkoutActive: ActiveWorkout?) -> Plugin.DashboardBuilder {
        { context in
            let plans = try await context.plans.summaries()
            struct Row: Encodable {
                let name: String
                let exercises: Int
                let lastUsed: Date?
            }
            let rows = plans.map {
                Row(name: $0.name, exercises: $0.exerciseCount, lastUsed: $0.lastUsedAt)
            }
            // The plans in use first (last used, else made): the oldest six were shown, and a
            // regenerated program's replaced days crowded out the current ones.
            // Equal times keep the store's order.
            let recent = plans.enumerated().sorted { a, b in
                let (first, second) = (
                    a.element.lastUsedAt ?? a.element.createdAt, b.element.lastUsedAt ?? b.element.createdAt
                )
                return first != second ? first > second : a.offset < b.offset
            }.map(\.element)
            let lines = recent.prefix(6).map { plan in
                "\(plan.name) · \(Text.count(plan.exerciseCount, "exercise")) · last used "
                    + (plan.lastUsedAt.map { day($0, context) } ?? "never")
            }
            return DashboardSection(
                key: "plans", title: "Plans",
                lines: lines.isEmpty
                    ? ["No saved plans."]
                    : lines
                        + (plans.count > 6 ? ["… \(plans.count - 6) more (\(context.program) plans)"] : []),
                nextSteps: try await suggestion(plans, context, isWorkoutActive: isWorkoutActive).map {
                    ["\(context.program) workout start \(Text.shellWord($0.name))   # start a plan"]
                }
                    ?? [],
                payload: rows)
        }
    }
}

/// Human-readable plan rendering.
/// A plan as text (or JSON with `--json`): its exercises, sets, reps and rests.
public enum PlanText {
    /// Prints `plan` to the console.
    public static func print(_ plan: Plan, context: RunContext) async throws {
        let unit = try context.unit()
        let known = try await context.exerciseLibrary().exercises(
            withIDs: Set(plan.exercises.map(\.exerciseID)))
        let unloaded = Set(known.filter { $0.value.equipment.carriesNoLoad }.keys)
        let style = context.style
        let minutes = Int(PlanGenerator.estimatedMinutes(plan.exercises).rounded())
        context.console.print(
            "\(style.heading(plan.name))  \(style.muted("\(Text.count(plan.exercises.count, "exercise")) · ~\(minutes) min · \(plan.source.rawValue)"))"
        )
        if plan.exercises.isEmpty { context.console.print("  No exercises yet.") }
        let labels = Superset.labels(plan.exercises.map(\.superset))
        for (index, exercise) in plan.exercises.enumerated() {
            let label = labels[index].map { style.accent($0) + " " } ?? ""
            context.console.print(
                "\(index + 1). \(label)\(style.bold(exercise.name))  \(style.muted("rest \(exercise.restSeconds) s"))"
            )
            for (number, set) in exercise.sets.enumerated() {
                let weight = set.weight.map { $0.formatted(in: unit) + " × " } ?? ""
                let type = set.type == .working ? "" : style.muted("  (\(set.type.displayName.lowercased()))")
                context.console.print(
                    "     set \(number + 1): \(weight)\(Text.count(set.reps, "rep"))\(type)")
            }
            if let notes = exercise.notes { context.console.print("     \(style.muted("note: \(notes)"))") }
            if let rule = exercise.progression {
                context.console.print(
                    "     \(style.muted("progression: \(rule.summary(unit: unit, unloaded: unloaded.contains(exercise.exerciseID)))"))"
                )
            }
        }
    }
}
