import CommandKit
import CoreModels
import ShellKit
import WorkoutSession

/// `history stats`: totals, each year, the most trained exercises, week streaks.
enum HistoryStatsCommand {
    static var command: Command<RunContext> {
        Command(
            "stats", summary: "Totals, each year, most trained exercises and week streaks",
            discussion: "Sets and volume count every set done, warm-ups included (as 'history' does).",
            examples: ["history stats", "history stats --from 2026-01-01 --json"],
            options: [.value("from", "day", help: "first day"), .value("to", "day", help: "last day")],
            action: { invocation, context in
                let (from, to) = try context.dayRange()
                // A whole history comes from the years' kept digests; a range, from its summaries.
                let stats =
                    from == nil && to == nil
                    ? HistoryStats(
                        digests: try await context.history.statisticsDigests(), today: context.today)
                    : HistoryStats(
                        try await context.history.summaries(from: from, to: to), today: context.today)
                if context.wantsJSON { return try context.printJSON(stats) }
                guard let first = stats.first, let last = stats.last else {
                    // A range with none says so; only a whole history without any is "yet".
                    let range = [from.map { "from \($0)" }, to.map { "to \($0)" }].compactMap { $0 }
                    context.console.print(
                        range.isEmpty
                            ? "No finished workouts yet. Start one: \(context.program) workout start --today"
                            : "No finished workouts \(range.joined(separator: " ")). Without --from and --to: the whole history."
                    )
                    return
                }
                let unit = try context.unit()
                let style = context.style
                func row(_ label: String, _ totals: HistoryStats.Totals) -> [String] {
                    [
                        label, Mass.grouped(Double(totals.workouts)), Mass.grouped(Double(totals.sets)),
                        Mass(kilograms: totals.volumeKg).volumeFormatted(in: unit),
                        WorkoutText.total(totals.durationSeconds),
                        "\(totals.averageMinutes) min",
                    ]
                }
                context.console.print(style.bold("Workouts \(first) – \(last)"))
                context.console.print(
                    TextTable(
                        headers: ["Year", "Workouts", "Sets", "Volume", "Time", "Average"],
                        rows: stats.years.map { row(String($0.year), $0.totals) } + [
                            row("All", stats.totals)
                        ],
                        alignments: [.left, .right, .right, .right, .right, .right]
                    ).render(style: style))
                context.console.print("")
                context.console.print(
                    TextTable(
                        headers: ["Most trained", "Workouts", "Sets"],
                        rows: stats.topExercises.map {
                            [$0.name, Mass.grouped(Double($0.workouts)), Mass.grouped(Double($0.sets))]
                        },
                        alignments: [.left, .right, .right]
                    ).render(style: style))
                context.console.print("")
                context.console.print(
                    "Week streak: \(stats.currentWeekStreak) now, \(stats.longestWeekStreak) at best "
                        + style.muted("(weeks in a row with a workout)"))
            })
    }
}
