import CommandKit
import CoreModels
import Exercises
import Foundation
import Plans

/// `fitshell plans …`: saved plans / templates (VoltLift V2–V4, IronLift TMPL).
enum PlansPlugin {
    static var plugin: Plugin {
        Plugin(
            name: "plans", commands: [command], dashboard: dashboard,
            documentFormats: JSONFilePlanStore.documentFormats.map { $0.under(DataLayout.plans) },
            recoveryHints: [:])
    }

    static let planArgument = Argument("plan", help: "a plan: its name, the start of its name, or its id")
    static let exerciseArgument = Argument(
        "exercise", help: "an exercise of the plan: its position, name or start of name")

    static var command: Command<AppContext> {
        Command(
            "plans", summary: "Saved workout plans (templates): list, build, rename, delete",
            discussion: "PLAN accepts a name, an unambiguous start of a name, or an id (any case).",
            examples: [
                "fitshell plans", "fitshell plans create \"Upper A\"",
                "fitshell plans add-exercise \"upper a\" bench --sets 3 --reps 8",
            ],
            subcommands: [list, show, create, rename, duplicate, delete] + PlansEditCommands.all,
            defaultSubcommand: "list",
            aliases: ["plan", "templates"])
    }

    static var list: Command<AppContext> {
        Command(
            "list", summary: "List plans: name, created, exercises, last used",
            examples: ["fitshell plans list", "fitshell plans list --json"],
            action: { _, context in
                let plans = try await context.plans.list()
                if context.wantsJSON { return try context.printJSON(plans) }
                guard !plans.isEmpty else {
                    context.console.print(
                        "No saved plans yet. Run 'fitshell setup' to generate a program, or 'fitshell plans create NAME'."
                    )
                    return
                }
                let rows = plans.map { plan in
                    [
                        plan.name, day(plan.createdAt, context), String(plan.exercises.count),
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

    static var show: Command<AppContext> {
        Command(
            "show", summary: "Show a plan's exercises, sets and rest",
            examples: ["fitshell plans show \"day a\"", "fitshell plans show \"day a\" --json"],
            arguments: [planArgument],
            action: { invocation, context in
                let plan = try await context.plans.resolve(invocation.argument("plan") ?? "")
                if context.wantsJSON { return try context.printJSON(plan) }
                try PlanText.print(plan, context: context)
            })
    }

    static var create: Command<AppContext> {
        Command(
            "create", summary: "Create an empty plan", examples: ["fitshell plans create \"Upper A\""],
            arguments: [Argument("name", help: "the new plan's name")],
            action: { invocation, context in
                let plan = try await context.plans.create(invocation.argument("name") ?? "")
                if context.wantsJSON { return try context.printJSON(plan) }
                context.console.print(
                    "\(context.style.success("Created")) \(plan.name). Add exercises: "
                        + "fitshell plans add-exercise \"\(plan.name)\" EXERCISE --sets 3 --reps 8")
            })
    }

    static var rename: Command<AppContext> {
        Command(
            "rename", summary: "Rename a plan (saved at once)",
            examples: ["fitshell plans rename \"day a\" \"Monday\""],
            arguments: [planArgument, Argument("new-name", help: "the new name")],
            action: { invocation, context in
                let plan = try await context.plans.resolve(invocation.argument("plan") ?? "")
                let renamed = try await context.plans.rename(
                    plan.id, to: invocation.argument("new-name") ?? "")
                context.console.print("\(context.style.success("Renamed")) \(plan.name) to \(renamed.name).")
            })
    }

    static var duplicate: Command<AppContext> {
        Command(
            "duplicate", summary: "Copy a plan",
            examples: ["fitshell plans duplicate \"day a\" \"Day A heavy\""],
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

    static var delete: Command<AppContext> {
        Command(
            "delete", summary: "Delete a plan (warns before the last one)",
            examples: ["fitshell plans delete \"day c\"", "fitshell plans delete \"day c\" --yes"],
            arguments: [planArgument],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                let plan = try await context.plans.resolve(invocation.argument("plan") ?? "")
                if let warning = try await context.plans.deletionWarning(for: plan.id) {
                    context.console.printError("\(context.style.warning("warning:")) \(warning)")
                }
                try Prompt.requireConfirmation(
                    "delete the plan '\(plan.name)'", yes: invocation.flag("yes"), console: context.console)
                try await context.plans.delete(plan.id)
                context.console.print("\(context.style.success("Deleted")) \(plan.name).")
            })
    }

    static func day(_ instant: Date, _ context: AppContext) -> String {
        LocalDate(instant, in: context.environment.timeZone).description
    }

    /// The plan worth starting next: none while a workout is in progress; else the one used
    /// longest ago (never used first), and not one finished today.
    static func suggestion(_ plans: [Plan], _ context: AppContext) async throws -> Plan? {
        guard try await context.workouts.active() == nil else { return nil }
        let today = context.today
        return plans.filter { plan in
            plan.lastUsedAt.map { LocalDate($0, in: context.environment.timeZone) != today } ?? true
        }
        .min { ($0.lastUsedAt ?? .distantPast) < ($1.lastUsedAt ?? .distantPast) }
    }

    private static let dashboard: Plugin.DashboardBuilder = { context in
        let plans = try await context.plans.list()
        struct Row: Encodable {
            let name: String
            let exercises: Int
            let lastUsed: Date?
        }
        let rows = plans.map { Row(name: $0.name, exercises: $0.exercises.count, lastUsed: $0.lastUsedAt) }
        let lines = plans.prefix(6).map { plan in
            "\(plan.name) · \(plan.exercises.count) exercises · last used "
                + (plan.lastUsedAt.map { day($0, context) } ?? "never")
        }
        return DashboardSection(
            key: "plans", title: "Plans",
            lines: lines.isEmpty
                ? ["No saved plans."]
                : lines + (plans.count > 6 ? ["… \(plans.count - 6) more (fitshell plans)"] : []),
            nextSteps: try await suggestion(plans, context).map {
                ["fitshell workout start \"\($0.name)\"   # start a plan"]
            }
                ?? [],
            payload: rows)
    }
}

/// Human-readable plan rendering.
enum PlanText {
    static func print(_ plan: Plan, context: AppContext) throws {
        let unit = try context.unit()
        let style = context.style
        let minutes = Int(PlanGenerator.estimatedMinutes(plan.exercises).rounded())
        context.console.print(
            "\(style.heading(plan.name))  \(style.muted("\(plan.exercises.count) exercises · ~\(minutes) min · \(plan.source.rawValue)"))"
        )
        if plan.exercises.isEmpty { context.console.print("  No exercises yet.") }
        for (index, exercise) in plan.exercises.enumerated() {
            context.console.print(
                "\(index + 1). \(style.bold(exercise.name))  \(style.muted("rest \(exercise.restSeconds) s"))"
            )
            for (number, set) in exercise.sets.enumerated() {
                let weight = set.weight.map { $0.formatted(in: unit) + " × " } ?? ""
                let type = set.type == .working ? "" : style.muted("  (\(set.type.displayName.lowercased()))")
                context.console.print("     set \(number + 1): \(weight)\(set.reps) reps\(type)")
            }
            if let notes = exercise.notes { context.console.print("     \(style.muted("note: \(notes)"))") }
        }
    }
}
