import CommandKit
import CoreModels
import ShellKit
import Supplements

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `supplements …`: morning and evening stacks and daily "taken" marks (Health H3).
public enum SupplementsPlugin {
    public static var plugin: Plugin {
        Plugin(
            name: "supplements", commands: [command], dashboard: dashboard,
            documentFormats: JSONFileSupplementStore.documentFormats.map {
                $0.under(RunContext.supplementsFolder)
            },
            recoveryHints: { program in
                [
                    "supplements.json":
                        "your stacks are back to the defaults; adjust them with '\(program) supplements add/remove'"
                ]
            })
    }

    static let dateOption = Option.value(
        "date", "day", help: "the day: today (default), yesterday, -3 or YYYY-MM-DD")
    static let namesArgument = Argument(
        "name", help: "supplement names (or unambiguous starts of names)", isVariadic: true)
    static let stackChoices = ["morning", "evening"]

    static var command: Command<RunContext> {
        Command(
            "supplements", summary: "Tick off your morning and evening supplements",
            discussion: "Every mark is saved at once; each day is independent.",
            examples: [
                "supplements", "supplements take creatine omega",
                "supplements history --days 30",
            ],
            subcommands: [
                show, take, untake, toggle, SupplementsEditCommands.add, SupplementsEditCommands.remove,
                SupplementsEditCommands.rename, SupplementsEditCommands.move, history,
            ],
            defaultSubcommand: "show", aliases: ["supps"])
    }

    static var show: Command<RunContext> {
        Command(
            "show", summary: "Show a day's stacks with what was taken",
            examples: [
                "supplements show yesterday", "supplements show --date -2", "supplements show --json",
            ],
            arguments: [
                Argument("day", help: "the day, as --date takes it (default: today)", isRequired: false)
            ],
            options: [dateOption],
            action: { invocation, context in
                let day = try invocation.argument("day").map { try context.day($0, option: "date") }
                try print(try await context.supplements.day(day ?? context.dateOption()), context: context)
            })
    }

    static var take: Command<RunContext> {
        Command(
            "take", summary: "Mark supplements taken, or a whole stack (morning, evening); saved at once",
            examples: [
                "supplements take creatine \"vitamin d3\"",
                "supplements take zinc --date yesterday", "supplements take morning",
            ],
            arguments: [namesArgument], options: [dateOption],
            action: { invocation, context in
                try print(
                    try await context.supplements.take(
                        invocation.argumentList("name"), on: try context.recordDateOption()), context: context
                )
            })
    }

    static var untake: Command<RunContext> {
        Command(
            "untake", summary: "Mark supplements not taken (saved at once)",
            examples: ["supplements untake zinc"],
            arguments: [namesArgument], options: [dateOption],
            action: { invocation, context in
                try print(
                    try await context.supplements.untake(
                        invocation.argumentList("name"), on: try context.dateOption()), context: context
                )
            })
    }

    static var toggle: Command<RunContext> {
        Command(
            "toggle", summary: "Flip one supplement (saved at once)",
            examples: ["supplements toggle creatine"],
            arguments: [Argument("name", help: "the supplement")], options: [dateOption],
            action: { invocation, context in
                try print(
                    try await context.supplements.toggle(
                        invocation.argument("name") ?? "", on: try context.recordDateOption()),
                    context: context)
            })
    }

    static var history: Command<RunContext> {
        Command(
            "history", summary: "How often each supplement was taken lately",
            examples: ["supplements history", "supplements history --days 90 --json"],
            options: [.value("days", "n", help: "how many days back, including today (default 30)")],
            action: { invocation, context in
                let days = try invocation.integer("days", in: 1...3650) ?? 30
                let adherence = try await context.supplements.history(days: days, today: context.today)
                if context.wantsJSON { return try context.printJSON(adherence) }
                context.console.print(context.style.heading("Last \(days) days"))
                let label = { (item: SupplementAdherence) in
                    item.supplement.name + (item.supplement.removed ? " (removed)" : "")
                }
                let width = min(32, adherence.map { label($0).count }.max() ?? 0)
                for item in adherence {
                    let filled = item.percent / 10
                    let bar =
                        String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
                    context.console.print(
                        "  \(PlainText.fitted(label(item), to: width)) \(bar) "
                            + "\(String(item.percent).leftPad(3))%  \(item.takenDays)/\(item.days) days"
                            + (item.days < days
                                ? context.style.muted(
                                    "  (counted from \(context.today.adding(days: 1 - item.days)), the first day it was tracked)"
                                )
                                : ""))
                }
            })
    }

    static func print(_ day: SupplementDay, context: RunContext) throws {
        if context.wantsJSON { return try context.printJSON(day) }
        let style = context.style
        context.console.print(style.heading("Supplements · \(context.describe(day.date))"))
        let width = (day.items.map(\.supplement.name.count).max() ?? 0) + 2
        for (title, items) in [("Morning", day.morning), ("Evening", day.evening)] {
            context.console.print(style.bold(title))
            if items.isEmpty { context.console.print(style.muted("  (none)")) }
            for item in items {
                let mark = item.taken ? style.success("[x]") : "[ ]"
                let dose = item.supplement.dose.map { style.muted($0) } ?? ""
                let removed = item.supplement.removed ? style.muted(" (removed since)") : ""
                context.console.print(
                    "  \(mark) \(PlainText.fitted(item.supplement.name, to: width))\(dose)\(removed)"
                )
            }
        }
    }

    private static let dashboard: Plugin.DashboardBuilder = { context in
        let day = try await context.supplements.day(context.today)
        let open = day.items.filter { !$0.taken }.map(\.supplement.name)
        let line = open.isEmpty ? "All taken today." : "Not yet today: " + open.joined(separator: ", ")
        return DashboardSection(
            key: "supplements", title: "Supplements", lines: [line],
            nextSteps: open.isEmpty ? [] : ["\(context.program) supplements take \(open[0].lowercased())"],
            payload: day
        )
    }
}

extension String {
    /// The text right-aligned in `width` columns.
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
