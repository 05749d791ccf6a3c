import CommandKit
import CoreModels
import Journal
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `journal …`: daily tags and notes (Health H2).
public enum JournalPlugin {
    /// The plug-in: the `journal` command group and the dashboard's journal section.
    public static var plugin: Plugin {
        Plugin(
            name: "journal", commands: [command], dashboard: dashboard,
            documentFormats: JSONFileJournalStore.documentFormats.map { $0.under(JournalFolders.journal) },
            recoveryHints: { program in
                [
                    "tags.json":
                        "your tags are back to the defaults; add yours with '\(program) journal tags add'"
                ]
            })
    }

    static let dateOption = Option.value(
        "date", "day", help: "the day: today (default), yesterday, -3 or YYYY-MM-DD")
    static let tagsArgument = Argument("tag", help: "tag names (quote names with spaces)", isVariadic: true)

    static var command: Command<RunContext> {
        Command(
            "journal", summary: "Mark daily tags (trained, slept well, sore…) and notes",
            discussion: "Every change is saved at once. A day without entries shows every tag unselected.",
            examples: [
                "journal", "journal tag trained \"slept well\"",
                "journal toggle sore --date yesterday",
            ],
            subcommands: [show, tag, untag, toggle, note, JournalTagsCommand.command],
            defaultSubcommand: "show")
    }

    static var show: Command<RunContext> {
        Command(
            "show", summary: "Show a day's tags, or the days of a range",
            examples: [
                "journal show yesterday", "journal show --date -1",
                "journal show --from 2026-11-01 --to today --json",
            ],
            arguments: [
                Argument("day", help: "the day, as --date takes it (default: today)", isRequired: false)
            ],
            options: [
                dateOption, .value("from", "day", help: "first day of a range"),
                .value("to", "day", help: "last day of a range"),
            ],
            action: { invocation, context in
                if invocation.value("from") != nil || invocation.value("to") != nil {
                    let range = try context.dayRange()
                    let to = range.to ?? context.today
                    let from = range.from ?? to.adding(days: -29)
                    let days = try await context.journal.days(from: from, to: to)
                    if context.wantsJSON { return try context.printJSON(days) }
                    if days.isEmpty { context.console.print("No journal entries from \(from) to \(to).") }
                    for day in days {
                        let note = day.note.map { context.style.muted("  — \($0)") } ?? ""
                        context.console.print(
                            "\(day.date)  \(day.selectedNames.joined(separator: ", "))\(note)")
                    }
                    return
                }
                let day = try invocation.argument("day").map { try context.day($0, option: "date") }
                try print(try await context.journal.day(day ?? context.dateOption()), context: context)
            })
    }

    static var tag: Command<RunContext> {
        Command(
            "tag", summary: "Select tags on a day (saved at once)",
            examples: [
                "journal tag trained \"slept well\"", "journal tag sore --date yesterday",
            ],
            arguments: [tagsArgument], options: [dateOption],
            action: { invocation, context in
                let day = try await context.journal.tag(
                    invocation.argumentList("tag"), on: try context.recordDateOption())
                try print(day, context: context)
            })
    }

    static var untag: Command<RunContext> {
        Command(
            "untag", summary: "Unselect tags on a day (saved at once)",
            examples: ["journal untag sore"],
            arguments: [tagsArgument], options: [dateOption],
            action: { invocation, context in
                let day = try await context.journal.untag(
                    invocation.argumentList("tag"), on: try context.dateOption())
                try print(day, context: context)
            })
    }

    static var toggle: Command<RunContext> {
        Command(
            "toggle", summary: "Flip one tag on a day (saved at once)",
            examples: ["journal toggle trained", "journal toggle \"rest day\" --date -2"],
            arguments: [Argument("tag", help: "the tag's name")], options: [dateOption],
            action: { invocation, context in
                let day = try await context.journal.toggle(
                    invocation.argument("tag") ?? "", on: try context.recordDateOption())
                try print(day, context: context)
            })
    }

    static var note: Command<RunContext> {
        Command(
            "note", summary: "Write (or with --clear, remove) a day's note",
            discussion:
                "A day has one note: a new one replaces it (the old text is shown), --append adds a line to it.",
            examples: [
                "journal note \"legs felt heavy\"", "journal note --append \"better after warming up\"",
                "journal note --clear --date yesterday",
            ],
            arguments: [Argument("text", help: "the note", isRequired: false, isVariadic: true)],
            options: [
                dateOption, .flag("clear", help: "remove the note"),
                .flag("append", help: "add the text as a new line of the day's note"),
            ],
            action: { invocation, context in
                let text = invocation.argumentList("text").joined(separator: " ")
                let clear = invocation.flag("clear")
                // Spaces alone are no text: they removed the day's note as --clear does.
                guard clear || !text.trimmingSpaces(newlines: true).isEmpty else {
                    throw CLIError.usage("Write the note's text, or use --clear to remove it.")
                }
                if clear, invocation.flag("append") {
                    throw CLIError.usage("--clear and --append go apart: --clear removes the note.")
                }
                let (day, previous) = try await context.journal.writeNote(
                    clear ? nil : text, on: clear ? try context.dateOption() : try context.recordDateOption(),
                    append: invocation.flag("append"))
                try print(day, context: context)
                // What a replace or a clear took away, so a note written over by mistake can be
                // written back ('journal note --append' keeps both).
                guard !context.wantsJSON, let previous, previous != day.note, !invocation.flag("append")
                else {
                    if clear, previous == nil, !context.wantsJSON {
                        context.console.print(context.style.muted("  There was no note on \(day.date)."))
                    }
                    return
                }
                context.console.print(
                    context.style.muted(
                        "  \(clear ? "Removed" : "Replaced") the note: \"\(indented(previous, by: 4))\"\(clear ? "" : " (--append adds to a note instead)")"
                    ))
            })
    }

    /// `note` with its second and later lines indented by `width` spaces, so a note of several
    /// lines (--append, or CR LF from a file) keeps them under one another.
    static func indented(_ note: String, by width: Int) -> String {
        note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .joined(separator: "\n" + String(repeating: " ", count: width))
    }

    static func print(_ day: JournalDay, context: RunContext) throws {
        if context.wantsJSON { return try context.printJSON(day) }
        let style = context.style
        context.console.print(style.heading("Journal · \(context.describe(day.date))"))
        for tag in day.tags {
            let mark = tag.selected ? style.success("[x]") : "[ ]"
            context.console.print("  \(mark) \(tag.name)\(tag.retired ? style.muted(" (retired)") : "")")
        }
        if let note = day.note { context.console.print("  \(style.muted("Note:")) " + indented(note, by: 8)) }
    }

    private static let dashboard: Plugin.DashboardBuilder = { context in
        let day = try await context.journal.day(context.today)
        let text = day.selectedNames.isEmpty ? "no tags yet today" : day.selectedNames.joined(separator: ", ")
        return DashboardSection(
            key: "journal", title: "Journal", lines: [text],
            nextSteps: day.selectedNames.isEmpty ? ["\(context.program) journal tag trained"] : [],
            payload: day)
    }
}
