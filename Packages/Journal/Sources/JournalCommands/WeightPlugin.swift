import CommandKit
import CoreModels
import Journal
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `weight …`: body weight, trends, CSV in and out (Health H1).
public enum WeightPlugin {
    /// The plug-in: the `weight` command group and the dashboard's weight section. `refusing`
    /// recognizes files other plug-ins import (a workout export), so `weight import` names
    /// the command that reads them.
    public static func plugin(refusing: [ForeignFile] = []) -> Plugin {
        Plugin(
            name: "weight", commands: [command(refusing: refusing)], dashboard: dashboard,
            documentFormats: JSONFileWeightStore.documentFormats.map { $0.under(JournalFolders.weight) })
    }

    static let unitOption = CommonOptions.unit
    static let dateOption = Option.value(
        "date", "day", help: "the day: today (default), yesterday, -3 or YYYY-MM-DD")

    static func command(refusing: [ForeignFile]) -> Command<RunContext> {
        Command(
            "weight", summary: "Log body weight, see the trend, import and export CSV",
            examples: [
                "weight add 82.4", "weight trend", "weight import withings.csv",
            ],
            subcommands: [list, add, remove, trend, export, WeightImportCommand.command(refusing: refusing)],
            defaultSubcommand: "list")
    }

    static let metricOption = Option.value(
        "metric", "measure",
        help: "a body-composition measure: fat, muscle, water, bone, visceral, bmr, lean or a stored key",
        choices: CompositionSelection.names)

    /// The measure named by `--metric`, if given.
    static func selection(_ invocation: Invocation) throws -> CompositionSelection? {
        guard let name = invocation.value("metric") else { return nil }
        guard let selection = CompositionSelection(name) else {
            throw CLIError.usage(
                "'\(name)' is not a body measure.",
                hint: "Use one of: \(CompositionSelection.names.joined(separator: ", ")).")
        }
        return selection
    }

    struct EntryJSON: Encodable {
        let date: LocalDate
        let kg: Double
        let value: Double
        let unit: String
        /// Composition measures by their CSV column (`fat_percent`, `muscle_mass_kg`): masses in
        /// kilograms whatever the unit setting, as every JSON mass is (they were in the unit,
        /// `muscle_mass_lb`, in a pound profile).
        let composition: [String: Double]?
        /// With `--metric`: its key (`fat_percent`, `muscle_mass_kg`) and the day's value of it
        /// (worked out from the other measures where the scale gave them instead).
        let metric: String?
        let metricValue: Double?

        init(_ entry: WeightEntry, unit: MassUnit, selection: CompositionSelection? = nil) {
            date = entry.date
            kg = (entry.mass.kilograms * 1000).rounded() / 1000
            value = entry.mass.value(in: unit)
            self.unit = unit.symbol
            var measures: [String: Double] = [:]
            for metric in entry.composition.metrics {
                guard let stored = entry.composition[metric] else { continue }
                measures[metric.column(in: .kilograms)] = (stored * 1000).rounded() / 1000
            }
            composition = measures.isEmpty ? nil : measures
            metric = selection?.metric.column(in: .kilograms)
            metricValue = selection?.value(of: entry).map { ($0 * 1000).rounded() / 1000 }
        }
    }

    /// A trend's JSON with the units of its numbers named beside them: its masses are
    /// kilograms (`massUnit`) whatever the unit the text shows (`unit`).
    struct UnitsNamed<Value: Encodable>: Encodable {
        let value: Value
        let unit: MassUnit
        let masses: Bool

        init(_ value: Value, unit: MassUnit, masses: Bool) {
            self.value = value
            self.unit = unit
            self.masses = masses
        }

        enum Key: String, CodingKey { case massUnit, unit }

        func encode(to encoder: any Encoder) throws {
            try value.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            if masses { try container.encode("kg", forKey: .massUnit) }
            try container.encode(unit.symbol, forKey: .unit)
        }
    }

    /// The measures shown beside each weight in `weight list` when no `--metric` is given.
    static let listedViews: [CompositionView] = [.fat, .muscle, .water]

    static var list: Command<RunContext> {
        Command(
            "list", summary: "List weights (the last 30 days unless --from/--to)",
            examples: [
                "weight list", "weight list --from 2026-01-01 --to today --json", "weight list --metric fat",
            ],
            options: [
                .value("from", "day", help: "first day"), .value("to", "day", help: "last day"), unitOption,
                metricOption,
            ],
            action: { invocation, context in
                let range = try context.dayRange()
                let to = range.to ?? context.today
                let from = range.from ?? to.adding(days: -29)
                let unit = try context.unit()
                let entries = try await context.weights.list(from: from, to: to)
                let selection = try selection(invocation)
                if context.wantsJSON {
                    return try context.printJSON(
                        entries.map { EntryJSON($0, unit: unit, selection: selection) })
                }
                if entries.isEmpty {
                    context.console.print(
                        "No weights from \(from) to \(to). Add one: \(context.program) weight add \(example(unit))"
                    )
                    return
                }
                let hasMeasures = entries.contains { !$0.composition.isEmpty }
                for entry in entries {
                    var line =
                        PlainText.fitted(context.describe(entry.date), to: 24)
                        + entry.mass.formatted(in: unit)
                    if let selection {
                        let shown =
                            selection.value(of: entry).map { selection.metric.formatted($0, unit: unit) }
                            ?? context.style.muted("—")
                        line = PlainText.fitted(line, to: 38) + "\(selection.metric.label) \(shown)"
                    } else if hasMeasures {
                        let measures = listedViews.compactMap { view in
                            view.value(of: entry).map {
                                // Rounded once, in the unit shown: rounding the kilograms first
                                // gave 66.95 lb here and 66.96 lb under --metric muscle.
                                "\(view.rawValue) \(view.metric.formatted($0, unit: unit))"
                            }
                        }
                        if !measures.isEmpty {
                            line =
                                PlainText.fitted(line, to: 38)
                                + context.style.muted(measures.joined(separator: "  "))
                        }
                    }
                    context.console.print(line)
                }
            })
    }

    static var add: Command<RunContext> {
        Command(
            "add", summary: "Record a weight for a day (one per day)",
            examples: [
                "weight add 82.4", "weight add 181.5 --unit lb --date yesterday", "weight add 181.5lb",
                "weight add 82 --replace",
            ],
            arguments: [Argument("weight", help: "the weight, in your unit unless --unit")],
            options: [
                unitOption, dateOption, .flag("replace", help: "overwrite the day's weight if it has one"),
            ],
            action: { invocation, context in
                let text = invocation.argument("weight") ?? ""
                let (value, unit) = try context.typedMass(text, what: "weight add")
                let date = try context.dateOption()
                let mass = Mass(value, unit)
                // Said in the unit typed first ("0.5 lb is not …"), the other beside it.
                if let problem = WeightEntry.problem(typed: value, in: unit) {
                    throw JournalError.invalidWeight(problem)
                }
                var replace = invocation.flag("replace")
                if !replace, context.console.isInteractive,
                    let existing = try await context.weights.entry(on: date)
                {
                    replace = Prompt.confirm(
                        "\(date) already has \(existing.mass.formatted(in: unit)). Replace it with \(mass.formatted(in: unit))?",
                        console: context.console)
                    if !replace {
                        throw CLIError("Kept \(existing.mass.formatted(in: unit)); nothing was changed.")
                    }
                }
                let entry: WeightEntry
                let nearest: WeightEntry?
                let before: WeightEntry?  // the weight a --replace wrote over, said with the save
                do {
                    (entry, nearest, before) = try await context.weights.addJudging(
                        mass, on: date, replace: replace, today: context.today)
                } catch JournalError.weightExists(let day, let existing) {
                    throw CLIError(
                        "\(day) already has a weight of \(existing.formatted(in: unit)); nothing was changed.",
                        hint: "Add --replace to overwrite it with \(mass.formatted(in: unit)).", code: .usage)
                }
                if context.wantsJSON { return try context.printJSON(EntryJSON(entry, unit: unit)) }
                let over =
                    before.map { old in
                        abs(old.mass.kilograms - entry.mass.kilograms) < 0.000_001
                            ? " (unchanged)" : " (was \(old.mass.formatted(in: unit)))"
                    } ?? ""
                context.console.print(
                    "\(context.style.success("Saved")) \(entry.mass.formatted(in: unit)) for \(context.describe(date))\(over)."
                )
                if let note = typoNote(entry, nearest: nearest, unit: unit, context: context) {
                    context.console.print(context.style.warning(note))
                }
            })
    }

    /// A word when a weight saved looks like a typo (`nearest`, from `WeightService.addJudging`);
    /// saved all the same (a diet's first month can be steep). `nil` otherwise.
    static func typoNote(_ entry: WeightEntry, nearest: WeightEntry?, unit: MassUnit, context: RunContext)
        -> String?
    {
        guard let closest = nearest else { return nil }
        let change = entry.mass.kilograms - closest.mass.kilograms
        let amount = Mass(kilograms: abs(change)).formatted(in: unit)
        // The number read in the other unit, when that lands near the weight before: 185.6
        // typed by a pound user on a kilogram profile.
        let other: MassUnit = unit == .kilograms ? .pounds : .kilograms
        let typed = Mass.number(entry.mass.value(in: unit))
        let inOther = Mass(entry.mass.value(in: unit), other)
        if abs(inOther.kilograms - closest.mass.kilograms) <= closest.mass.kilograms * 0.1 {
            return
                "That is \(amount) \(change < 0 ? "below" : "above") \(closest.mass.formatted(in: unit)) on \(closest.date). Meant \(typed) \(other.symbol)? '\(context.program) weight add \(typed)\(other.symbol) --date \(entry.date) --replace' corrects it ('\(context.program) settings unit \(other.symbol)' if you weigh in \(other == .pounds ? "pounds" : "kilograms"))."
        }
        return
            "That is \(amount) \(change < 0 ? "below" : "above") \(closest.mass.formatted(in: unit)) on \(closest.date). A typo? '\(context.program) weight add W --date \(entry.date) --replace' corrects it."
    }

    static var remove: Command<RunContext> {
        Command(
            "remove", summary: "Delete a day's weight",
            examples: [
                "weight remove --date yesterday", "weight remove --date 2026-11-01 --yes",
            ],
            options: [dateOption, .flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                let date = try context.dateOption()
                guard let existing = try await context.weights.entry(on: date) else {
                    throw JournalError.noWeight(date)
                }
                let unit = try context.unit()
                try Prompt.requireConfirmation(
                    "delete the weight \(existing.mass.formatted(in: unit)) of \(date)",
                    yes: invocation.flag("yes"),
                    console: context.console)
                try await context.weights.remove(on: date)
                context.console.print("\(context.style.success("Deleted")) the weight of \(date).")
            })
    }

    static var trend: Command<RunContext> {
        Command(
            "trend", summary: "The 7-day average and its change over 30 and 90 days (or between two days)",
            examples: [
                "weight trend", "weight trend --from 2026-01-01",
                "weight trend --to -30",
                "weight trend --json", "weight trend --metric fat",
            ],
            options: [
                unitOption, .value("from", "day", help: "also show the change since this day"),
                .value("to", "day", help: "the trend as of this day (default: today)"), metricOption,
            ],
            action: { invocation, context in
                let to = try invocation.value("to").map { try context.day($0, option: "to") } ?? context.today
                let from = try invocation.value("from").map { try context.day($0, option: "from") }
                if let from, from >= to {
                    throw CLIError.usage(
                        "--from \(from) is not before --to \(to).", hint: "Give the earlier day to --from.")
                }
                if let selection = try selection(invocation) {
                    return try await showTrend(of: selection, to: to, from: from, context: context)
                }
                let trend = try await context.weights.trend(today: to, from: from)
                let unit = try context.unit()
                if context.wantsJSON {
                    return try context.printJSON(UnitsNamed(trend, unit: unit, masses: true))
                }
                guard let latest = trend.latest else {
                    context.console.print(
                        to == context.today
                            ? "No weights yet. Add one: \(context.program) weight add \(example(unit))"
                            : "No weights on or before \(to).")
                    return
                }
                func signed(_ mass: Mass?) -> String {
                    guard let mass else { return context.style.muted("not enough data") }
                    let value = mass.value(in: unit)
                    return (value > 0 ? "+" : "") + Mass.number(value) + " " + unit.symbol
                }
                let rows =
                    [
                        ("Latest", "\(latest.mass.formatted(in: unit)) on \(context.describe(latest.date))"),
                        (
                            "7-day avg",
                            trend.average7.map { $0.formatted(in: unit) }
                                ?? context.style.muted("no weights this week")
                        ),
                        ("30 days", signed(trend.change30)), ("90 days", signed(trend.change90)),
                    ] + (from.map { [("Since \($0)", signed(trend.changeSinceFrom))] } ?? [])
                for (label, value) in rows {
                    context.console.print(
                        context.style.muted(
                            PlainText.fitted(label, to: from == nil ? 11 : 18))
                            + value)
                }
            })
    }

    /// `weight trend --metric X`: the same rows for one composition measure.
    static func showTrend(
        of selection: CompositionSelection, to: LocalDate, from: LocalDate?, context: RunContext
    ) async throws {
        let trend = try await context.weights.trend(of: selection, today: to, from: from)
        let unit = try context.unit()
        if context.wantsJSON {
            let masses = if case .mass = selection.metric.kind { true } else { false }
            return try context.printJSON(UnitsNamed(trend, unit: unit, masses: masses))
        }
        let metric = selection.metric
        guard let latest = trend.latest, let latestDate = trend.latestDate else {
            context.console.print(
                "No \(metric.label) readings on or before \(to). Scale exports carry them: \(context.program) weight import FILE"
            )
            return
        }
        func signed(_ value: Double?) -> String {
            guard let value else { return context.style.muted("not enough data") }
            // A change of a percentage is in points (21 % → 20 % is −1 point, not −1 %).
            var text = metric.formatted(abs(value), unit: unit)
            if case .percent = metric.kind {
                text = "\(Mass.number(abs(value))) \(abs(value) == 1 ? "point" : "points")"
            }
            let sign = (value * 100).rounded() == 0 ? "" : value > 0 ? "+" : "-"
            return sign + text
        }
        let rows =
            [
                ("Latest", "\(metric.formatted(latest, unit: unit)) on \(context.describe(latestDate))"),
                (
                    "7-day avg",
                    trend.average7.map { metric.formatted(($0 * 100).rounded() / 100, unit: unit) }
                        ?? context.style.muted("no readings this week")
                ),
                ("30 days", signed(trend.change30)), ("90 days", signed(trend.change90)),
            ] + (from.map { [("Since \($0)", signed(trend.changeSinceFrom))] } ?? [])
        context.console.print(
            context.style.bold(PlainText.capitalizingFirst(metric.label)))
        for (label, value) in rows {
            context.console.print(
                context.style.muted(PlainText.fitted(label, to: from == nil ? 11 : 18)) + value)
        }
    }

    static var export: Command<RunContext> {
        Command(
            "export",
            summary:
                "Write every weight as CSV (date,weight_kg or weight_lb, and any composition measures) to a file or standard output",
            examples: ["weight export weights.csv", "weight export - --unit lb"],
            arguments: [
                Argument("file", help: "the CSV file to write, or - for standard output", isRequired: false)
            ],
            options: [
                .value(
                    "unit", "unit",
                    help: "the unit of the weight_kg or weight_lb column (default: your setting)",
                    choices: ["kg", "lb"]),
                .flag("yes", short: "y", help: "overwrite an existing file without asking"),
            ],
            action: { invocation, context in
                // The header always names the unit: a plain `weight` column would be read back in
                // the reader's unit (an export from a pounds profile came back as pounds of kg).
                let csv = try await context.weights.exportCSV(unit: try context.unit())
                try OutputFile.write(
                    csv, to: invocation.argument("file") ?? "-", yes: invocation.flag("yes"), context: context
                )
            })
    }

    /// A body weight to show in a suggestion, in the user's unit.
    static func example(_ unit: MassUnit) -> String { unit == .pounds ? "181.5" : "82.4" }

    private static let dashboard: Plugin.DashboardBuilder = { context in
        let trend = try await context.weights.trend(today: context.today)
        guard let latest = trend.latest else {
            return DashboardSection(
                key: "weight", title: "Weight", lines: ["No weights yet."],
                nextSteps: ["\(context.program) weight add \(example(try context.unit()))"], payload: trend)
        }
        let unit = try context.unit()
        let average = trend.average7.map { " · 7-day avg \($0.formatted(in: unit))" } ?? ""
        return DashboardSection(
            key: "weight", title: "Weight",
            lines: ["\(latest.mass.formatted(in: unit)) on \(context.describe(latest.date))\(average)"],
            payload: trend)
    }
}
