import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `charts …`: progress charts per exercise (IronLift CHRT-01–07).
public enum ChartsPlugin {
    /// The exercise `reference` names; when it names several ("bench press"), the one of them
    /// in the user's history if only one is (a chart of an exercise never done is empty).
    static func trainedFirst(_ reference: String, context: RunContext) async throws -> Exercise {
        let collection = try await context.exercises.collection()
        do {
            return try await context.exercises.resolve(reference)
        } catch let error as ExerciseError {
            guard case .ambiguous = error else { throw error }
            let trained = try await context.history.records().mapValues(\.name)
            // Only exercises the library still has can be charted (a custom one deleted since is
            // in the history by name alone).
            let found = TrainedExerciseLookup.matching(reference, trained: trained, collection: collection)
                .filter { collection.exercise($0) != nil }
            // Several of them trained: those are the choice, not every library exercise the
            // words match (eight benches were listed for the two done).
            if found.count > 1 {
                throw ExerciseError.ambiguous(
                    reference, candidates: found.compactMap { trained[$0] }.sorted())
            }
            guard let id = found.first, let exercise = collection.exercise(id) else { throw error }
            return exercise
        }
    }

    static var command: Command<RunContext> {
        Command(
            "charts", summary: "Progress charts: add, list, show (terminal or SVG), delete",
            examples: [
                "charts add \"barbell squat\" --metric e1rm", "charts show 1",
                "charts show 1 --svg squat.svg",
            ],
            subcommands: [add, list, show, delete], defaultSubcommand: "list", aliases: ["chart"])
    }

    static var add: Command<RunContext> {
        Command(
            "add", summary: "Add a chart for an exercise",
            examples: [
                "charts add \"barbell squat\"", "charts add curl --metric sets --x session",
            ],
            arguments: [Argument("exercise", help: "id, name or start of name")],
            options: [
                .value(
                    "metric", "metric",
                    help:
                        "what to plot (default e1rm): e1rm, weight (heaviest), volume (the best set's weight × reps, not the session's total), sets",
                    choices: Chart.Metric.allRawValues),
                .value("x", "axis", help: "x-axis (default date)", choices: Chart.Axis.allRawValues),
            ],
            action: { invocation, context in
                let exercise = try await trainedFirst(invocation.argument("exercise") ?? "", context: context)
                let chart = Chart(
                    id: ChartID(UUID()), exerciseID: exercise.id, exerciseName: exercise.name,
                    metric: try context.named("metric", as: Chart.Metric.self) ?? .e1rm,
                    axis: try context.named("x", as: Chart.Axis.self) ?? .date)
                let number: Int
                do {
                    number = try await context.charts.addChart(chart)
                } catch ChartError.duplicate(let existing) {
                    throw CLIError(
                        "Chart \(existing) already shows \(exercise.name) — \(chart.metric.displayName) by \(chart.axis.rawValue).",
                        hint: "Show it: \(context.program) charts show \(existing)")
                }
                if context.wantsJSON { return try context.printJSON(chart) }
                context.console.print(
                    "\(context.style.success("Added")) chart \(number): \(exercise.name) — \(chart.metric.displayName) by \(chart.axis.rawValue). Show it: \(context.program) charts show \(number)"
                )
            })
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "List saved charts",
            examples: ["charts list", "charts list --json"],
            action: { _, context in
                let charts = try await context.charts.charts()
                if context.wantsJSON { return try context.printJSON(charts) }
                if charts.isEmpty {
                    return context.console.print(
                        "No charts yet. Add one: \(context.program) charts add \"barbell squat\" --metric e1rm"
                    )
                }
                for (index, chart) in charts.enumerated() {
                    context.console.print(
                        "\(index + 1). \(chart.exerciseName) — \(chart.metric.displayName) by \(chart.axis.rawValue)  \(context.style.muted(String(chart.id.description.prefix(8))))"
                    )
                }
            })
    }

    static func find(_ reference: String, _ context: RunContext) async throws -> Chart {
        let charts = try await context.charts.charts()
        if let number = Int(reference), charts.indices.contains(number - 1) { return charts[number - 1] }
        let matches = charts.filter { $0.id.description.hasPrefix(reference.lowercased()) }
        guard matches.count == 1 else {
            throw CLIError.usage(
                "No chart '\(reference)'.",
                hint: "Use its number or id from '\(context.program) charts list'.")
        }
        return matches[0]
    }

    struct ShowJSON: Encodable {
        let chart: Chart
        let points: [Chart.Point]
    }

    static var show: Command<RunContext> {
        Command(
            "show", summary: "Draw a chart in the terminal, or write it as SVG",
            examples: [
                "charts show 1", "charts show 1 --svg squat.svg",
                "charts show 1 --json",
            ],
            arguments: [Argument("chart", help: "its number or id")],
            options: [
                .value(
                    "svg", "file", help: "write a standalone SVG chart to this file (- for standard output)"),
                .flag("yes", short: "y", help: "overwrite an existing SVG file"),
            ],
            action: { invocation, context in
                let chart = try await find(invocation.argument("chart") ?? "", context)
                let points = chart.points(try await context.history.summaries(having: [chart.exerciseID]))
                if context.wantsJSON { return try context.printJSON(ShowJSON(chart: chart, points: points)) }
                let series = ChartSeries(chart: chart, points: points, unit: try context.unit())
                if let path = invocation.value("svg") {
                    guard !series.isEmpty else {
                        throw CLIError("No data yet: \(chart.exerciseName) is not in any finished workout.")
                    }
                    return try OutputFile.write(
                        SVGChart.render(series), to: path, yes: invocation.flag("yes"), durable: false,
                        context: context)
                }
                for line in TerminalChart.render(series, width: context.console.width, style: context.style) {
                    context.console.print(line)
                }
            })
    }

    static var delete: Command<RunContext> {
        Command(
            "delete", summary: "Delete a chart", examples: ["charts delete 2 --yes"],
            arguments: [Argument("chart", help: "its number or id")],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                let chart = try await find(invocation.argument("chart") ?? "", context)
                try Prompt.requireConfirmation(
                    "delete the chart of \(chart.exerciseName)", yes: invocation.flag("yes"),
                    console: context.console)
                try await context.charts.updateCharts { $0.filter { $0.id != chart.id } }
                context.console.print(
                    "\(context.style.success("Deleted")) the chart of \(chart.exerciseName).")
            })
    }

    /// Points in a dashboard sparkline.
    static let sparklinePoints = 16

    /// Each saved chart as a sparkline on the dashboard (CHRT-07).
    static let dashboard: Plugin.DashboardBuilder = { context in
        let charts = try await context.charts.charts()
        guard !charts.isEmpty else { return nil }
        // A sparkline shows the last 16 points: only each exercise's last 16 sessions are read
        // (kept beside the year digests while no year changes).
        let summaries = try await context.workoutStore.recentSessions(
            of: Set(charts.map(\.exerciseID)), count: sparklinePoints)
        let unit = try context.unit()
        struct Line: Encodable {
            let exercise: String
            let metric: String
            let latest: Double?
            let values: [Double]
        }
        var lines: [String] = []
        var payload: [Line] = []
        for chart in charts {
            let series = ChartSeries(chart: chart, points: chart.points(summaries), unit: unit)
            let latest = series.ys.last.map { "\(Mass.number($0)) \(series.unitLabel)" } ?? "no data"
            // By date is the default; a chart by session says so (the two of one lift would
            // otherwise read the same).
            let axis = chart.axis == .session ? " by session" : ""
            lines.append(
                "\(chart.exerciseName) \(chart.metric.shortName)\(axis)  \(context.style.accent(TerminalChart.sparkline(series.ys)))  \(latest)"
            )
            payload.append(
                Line(
                    exercise: chart.exerciseName, metric: chart.metric.rawValue, latest: series.ys.last,
                    values: Array(series.ys.suffix(sparklinePoints))))
        }
        return DashboardSection(key: "charts", title: "Charts", lines: lines, payload: payload)
    }
}
