import CommandKit
import CoreModels
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `report`: one self-contained HTML page of training, body and habits, or its data as JSON.
public enum ReportCommand {
    /// The plug-in holding the `report` command.
    public static let plugin = Plugin(name: "report", commands: [command])

    static var command: Command<RunContext> {
        Command(
            "report", summary: "Write one self-contained HTML page of your training, body and habits",
            discussion: """
                The page holds everything inline (CSS and SVG charts; no script, font or network request), so it
                opens on any device, prints on A4 or Letter, and follows the system's light or dark theme. Sections:
                the year at a glance (a calendar of training days, streaks), weekly sets by muscle group and the
                muscles left untrained, the top lifts' e1RM with records, body weight with its 7-day average (and
                body fat where imported), journal tags per week and supplement adherence, the last workouts and the
                current program. A section with no data says so in one line. Weights follow your unit. The file is
                readable by you only (mode 0600). --json prints the same data instead, for other tools.
                """,
            examples: [
                "report", "report --from 2026-01-01 --out year.html", "report --open",
                "report --json > report.json",
            ],
            options: [
                .value("from", "day", help: "first day (default: a year before --to)"),
                .value("to", "day", help: "last day (default: today)"),
                .value(
                    "out", "file",
                    help:
                        "where to write (default: fitshell-report-YYYY-MM-DD.html here; - for standard output)"
                ),
                .flag("open", help: "open the page in the default browser when written"),
                .flag("yes", short: "y", help: "overwrite an existing file without asking"),
                CommonOptions.unit,
            ],
            action: { invocation, context in
                // A reversed --from/--to is refused as by every command; alone, --from must not
                // be after today, where the report ends by default.
                let range = try context.dayRange()
                let to = range.to ?? context.today
                let from = range.from ?? to.adding(days: -364)
                guard from <= to else {
                    throw CLIError.usage(
                        "--from \(from) is after today (\(to)), where the report ends unless --to says otherwise.",
                        hint: "Give an earlier --from, or a later --to.")
                }
                let unit = try context.unit()
                let model = try await ReportBuilder(context: context, from: from, to: to, unit: unit).build()
                if context.wantsJSON { return try context.printJSON(model) }
                let html = ReportPage(model: model, unit: unit).html()
                let path = invocation.value("out") ?? "fitshell-report-\(context.today).html"
                try OutputFile.write(
                    html, to: path, yes: invocation.flag("yes"), durable: false, context: context)
                if invocation.flag("open"), path != "-" {
                    openInBrowser(path, context: context)
                }
                // A year without workouts while an imported history lies before it: say where.
                if model.glance.trainingDays == 0, range.from == nil,
                    let earlier = try await context.history.summaries(
                        to: from.adding(days: -1), exercises: false
                    )
                    .map(\.date).max()
                {
                    context.console.printError(
                        "No workouts from \(from) to \(to); your history's last is on \(earlier). Add --from (e.g. --from \(earlier.year)-01-01) to see it."
                    )
                }
            })
    }

    /// Hands the page to the desktop's opener (`xdg-open`, or `open` on macOS); says so when none works.
    static func openInBrowser(_ path: String, context: RunContext) {
        let opener = ["/usr/bin/xdg-open", "/usr/bin/open"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let opener, Spawn.detached(opener, [path]) else {
            context.console.printError("Could not open a browser here; open \(path) yourself.")
            return
        }
    }
}
