import CommandKit
import CoreModels
import Journal
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `body …`: body measurements (waist, arms, thighs, …) in cm or in, CSV in and out.
public enum BodyPlugin {
    /// The plug-in: the `body` command group.
    public static var plugin: Plugin {
        Plugin(
            name: "body", commands: [command],
            documentFormats: JSONFileMeasurementStore.documentFormats.map { $0.under(JournalFolders.body) })
    }

    static let unitOption = Option.value(
        "unit", "unit", help: "cm or in (default: in if your weights are in lb, else cm)",
        choices: ["cm", "in"])
    static let sideOption = Option.value(
        "side", "side", help: "left or right, for upper arm, forearm, thigh and calf",
        choices: ["left", "right"])

    static var command: Command<RunContext> {
        Command(
            "body", summary: "Body measurements: waist, hips, chest, arms, thighs, … in cm or in",
            discussion: """
                Sites: \(BodySite.single.joined(separator: ", ")), and \(BodySite.paired.joined(separator: ", ")) (left
                and right). Any other name is kept as a measurement of its own. One value per site and day.
                """,
            examples: [
                "body add waist 84", "body add thigh 58 --side left", "body list waist", "body trend waist",
            ],
            subcommands: [list, add, remove, trend, export, importCSV], defaultSubcommand: "list")
    }

    /// The user's length unit: `--unit`, else inches for a pounds user, else centimetres.
    static func unit(_ context: RunContext) throws -> LengthUnit {
        if let text = context.invocation.value("unit") {
            guard let unit = LengthUnit(parsing: text) else {
                throw CLIError.usage("--unit takes cm or in, not '\(text)'.")
            }
            return unit
        }
        return LengthUnit.matching(try Settings.file(context).load()?.unit ?? .kilograms)
    }

    static func site(_ invocation: Invocation) throws -> String {
        do {
            return try BodySite.key(invocation.argument("site") ?? "", side: invocation.value("side"))
        } catch {
            throw CLIError.usage(error.description, hint: "Sites: " + BodySite.known.joined(separator: ", "))
        }
    }

    struct MeasurementJSON: Encodable {
        let date: LocalDate
        let site: String
        let cm: Double
        let value: Double
        let unit: String

        init(_ item: BodyMeasurement, unit: LengthUnit) {
            date = item.date
            site = item.site
            cm = item.centimeters
            value = item.value(in: unit)
            self.unit = unit.rawValue
        }
    }

    static var add: Command<RunContext> {
        Command(
            "add", summary: "Record a measurement for a day",
            examples: [
                "body add waist 84", "body add \"upper arm\" 36.5 --side right", "body add neck 15 --unit in",
                "body add waist 83.5 --date yesterday --replace",
            ],
            arguments: [
                Argument(
                    "site",
                    help: "waist, hips, chest, neck, shoulders, upper arm, forearm, thigh, calf or your own"),
                Argument("length", help: "the length in your unit"),
            ],
            options: [
                sideOption, unitOption, WeightPlugin.dateOption,
                .flag("replace", help: "replace the day's value if there is one"),
            ],
            action: { invocation, context in
                let site = try site(invocation)
                let text = invocation.argument("length") ?? ""
                // The unit may be written after the number (`88cm`), as weights take theirs.
                let (number, written) = LengthUnit.split(text)
                let chosen = try unit(context)
                if let written, invocation.value("unit") != nil, written != chosen {
                    throw CLIError.usage(
                        "'\(text)' is in \(written.rawValue) but --unit says \(chosen.rawValue).")
                }
                // The length unit follows the weight unit: lost with a damaged settings file, a
                // bare number is refused (34 was saved as 34 cm for an inch user).
                if written == nil, let setAside = context.unitSetAside {
                    throw CLIError(
                        "The length unit is not known: settings.json could not be read and was set aside as \(setAside), so '\(text)' could be centimetres or inches.",
                        hint:
                            "Write the unit after the number (\(number)in or \(number)cm), or set your unit once: '\(context.program) settings unit lb' (inches) or kg (centimetres).",
                        code: .usage)
                }
                let unit = written ?? chosen
                guard let value = TypedNumber.parse(number) else {
                    throw CLIError.usage(
                        "'\(text)' is not a length; write a number such as 84, or 33in with its unit.",
                        hint: TypedNumber.groupingHint(in: text))
                }
                let date = try context.dateOption()
                if date > context.today { throw JournalError.futureDay(date, today: context.today) }
                // Said in the unit typed ("500 in is not …"), centimetres beside inches.
                if let problem = BodyMeasurement.problem(typed: value, in: unit) {
                    throw CLIError.usage("\(PlainText.capitalizingFirst(problem)).")
                }
                let saved: BodyMeasurement
                do {
                    saved = try await context.body.add(
                        site: site, centimeters: value * unit.centimetersPerUnit, on: date,
                        replace: invocation.flag("replace"))
                } catch BodyService.Problem.exists(let existing) {
                    throw CLIError(
                        "\(date) already has \(existing.site) \(Mass.number(existing.value(in: unit))) \(unit.rawValue).",
                        hint: "Add --replace to change it.", code: .usage)
                } catch BodyService.Problem.implausible(let reason) {
                    throw CLIError.usage("\(PlainText.capitalizingFirst(reason)).")
                }
                if context.wantsJSON { return try context.printJSON(MeasurementJSON(saved, unit: unit)) }
                context.console.print(
                    "\(context.style.success("Saved")) \(saved.site) \(Mass.number(saved.value(in: unit))) \(unit.rawValue) on \(context.describe(date))."
                )
                // A new site spelt like a known one is said, with how to take it back.
                if let meant = BodySite.likelyMeant(saved.site),
                    try await context.body.list(site: saved.site).count == 1
                {
                    context.console.print(
                        context.style.warning(
                            "'\(saved.site)' is a new site. Did you mean \(meant)? '\(context.program) body remove \(saved.site) --date \(date)' takes it back."
                        ))
                }
            })
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "List measurements, newest day first (one site, or every one)",
            examples: ["body list", "body list waist --from 2026-01-01", "body list --json"],
            arguments: [Argument("site", help: "one site (default: every one)", isRequired: false)],
            options: [
                sideOption, unitOption, .value("from", "day", help: "first day"),
                .value("to", "day", help: "last day"),
            ],
            action: { invocation, context in
                let site = invocation.argument("site") == nil ? nil : try site(invocation)
                let unit = try unit(context)
                let (from, to) = try context.dayRange()
                let items = try await context.body.list(site: site, from: from, to: to)
                if context.wantsJSON {
                    return try context.printJSON(items.map { MeasurementJSON($0, unit: unit) })
                }
                guard !items.isEmpty else {
                    return context.console.print(
                        "No measurements\(site.map { " of \($0)" } ?? "") yet. Add one: \(context.program) body add waist 84"
                    )
                }
                let sites =
                    site.map { [$0] }
                    ?? BodySite.ordered(items.map(\.site))
                let days = Array(Set(items.map(\.date))).sorted(by: >)
                let values = Dictionary(items.map { ("\($0.date) \($0.site)", $0) }, uniquingKeysWith: { $1 })
                let rows = days.map { day in
                    [context.describe(day)]
                        + sites.map { site in
                            values["\(day) \(site)"].map { Mass.number($0.value(in: unit)) } ?? ""
                        }
                }
                context.console.print(
                    TextTable(headers: ["Day"] + sites.map { "\($0) (\(unit.rawValue))" }, rows: rows).render(
                        style: context.style))
            })
    }

    static var remove: Command<RunContext> {
        Command(
            "remove", summary: "Delete a site's measurement of a day",
            examples: [
                "body remove waist --date yesterday", "body remove thigh --side left --date 2026-11-01 --yes",
            ],
            arguments: [Argument("site", help: "the site")],
            options: [
                sideOption, WeightPlugin.dateOption, .flag("yes", short: "y", help: "confirm without asking"),
            ],
            action: { invocation, context in
                let site = try site(invocation)
                let date = try context.dateOption()
                guard try await context.body.list(site: site, from: date, to: date).first != nil else {
                    throw CLIError("There is no \(site) measurement on \(date).", code: .usage)
                }
                try Prompt.requireConfirmation(
                    "delete the \(site) measurement of \(date)", yes: invocation.flag("yes"),
                    console: context.console)
                try await context.body.remove(site: site, on: date)
                context.console.print(
                    "\(context.style.success("Deleted")) the \(site) measurement of \(date).")
            })
    }

    /// The `--json` shape of `body trend`.
    struct TrendJSON: Encodable {
        let site: String
        let unit: String
        let first: MeasurementJSON?
        let latest: MeasurementJSON?
        let change: Double?
        let change30: Double?
        let change90: Double?
        let readings: Int
    }

    static var trend: Command<RunContext> {
        Command(
            "trend", summary: "A site's latest value and its change over 30 and 90 days and since the first",
            examples: ["body trend waist", "body trend thigh --side left --json"],
            arguments: [Argument("site", help: "the site")],
            options: [sideOption, unitOption],
            action: { invocation, context in
                let site = try site(invocation)
                let unit = try unit(context)
                let items = try await context.body.list(site: site, to: context.today)
                func change(since days: Int?) -> Double? {
                    guard let latest = items.last else { return nil }
                    let start = days.map { context.today.adding(days: -$0) }
                    guard let base = start.map({ day in items.last { $0.date <= day } }) ?? items.first,
                        base.date < latest.date
                    else { return nil }
                    return ((latest.centimeters - base.centimeters) / unit.centimetersPerUnit * 100).rounded()
                        / 100
                }
                let result = TrendJSON(
                    site: site, unit: unit.rawValue,
                    first: items.first.map { MeasurementJSON($0, unit: unit) },
                    latest: items.last.map { MeasurementJSON($0, unit: unit) }, change: change(since: nil),
                    change30: change(since: 30), change90: change(since: 90), readings: items.count)
                if context.wantsJSON { return try context.printJSON(result) }
                guard let latest = items.last else {
                    return context.console.print(
                        "No \(site) measurements yet. Add one: \(context.program) body add \(site) 84")
                }
                func signed(_ value: Double?) -> String {
                    guard let value else { return context.style.muted("not enough data") }
                    return (value > 0 ? "+" : "") + Mass.number(value) + " " + unit.rawValue
                }
                let rows = [
                    (
                        "Latest",
                        "\(Mass.number(latest.value(in: unit))) \(unit.rawValue) on \(context.describe(latest.date))"
                    ),
                    ("30 days", signed(result.change30)), ("90 days", signed(result.change90)),
                    ("Since \(items[0].date)", signed(result.change)),
                ]
                context.console.print(context.style.heading(site))
                for (label, value) in rows {
                    context.console.print(context.style.muted(PlainText.fitted(label, to: 18)) + value)
                }
            })
    }

    static var export: Command<RunContext> {
        Command(
            "export",
            summary:
                "Write every measurement as CSV (date,site,cm or date,site,in) to a file or standard output",
            examples: ["body export body.csv", "body export - --unit in"],
            arguments: [
                Argument("file", help: "the CSV file to write, or - for standard output", isRequired: false)
            ],
            options: [
                unitOption, .flag("yes", short: "y", help: "overwrite an existing file without asking"),
            ],
            action: { invocation, context in
                // The header names the unit, so the file reads back the same in any profile.
                let unit = try unit(context)
                try OutputFile.write(
                    try await context.body.exportCSV(unit: unit), to: invocation.argument("file") ?? "-",
                    yes: invocation.flag("yes"), context: context)
            })
    }

    static var importCSV: Command<RunContext> {
        Command(
            "import", summary: "Read measurements from CSV (date,site,cm or date,site,in)",
            discussion:
                "A site and day that already has a value keeps it unless --replace; rows that cannot be read are listed with their line.",
            examples: ["body import body.csv", "body import body.csv --dry-run", "body import - < body.csv"],
            arguments: [Argument("file", help: "the CSV file, or - for standard input")],
            options: [
                .flag("replace", help: "replace values already recorded"),
                .flag("dry-run", help: "show what would be imported; save nothing"),
            ],
            action: { invocation, context in
                let data = try InputFile.read(invocation.argument("file") ?? "-", context: context)
                let report = try await context.body.importCSV(
                    data, replace: invocation.flag("replace"), dryRun: invocation.flag("dry-run"))
                let verb = invocation.flag("dry-run") ? "Would import" : "Imported"
                context.console.print(
                    "\(context.style.success(verb)) \(Text.count(report.added, "measurement")) from \(Text.count(report.rows, "row"))"
                        + (report.existing > 0 && !invocation.flag("replace")
                            ? "; \(report.existing) already recorded (kept; --replace to change them)" : "")
                        + ".")
                for problem in report.invalid.prefix(20) {
                    context.console.printError("  line \(problem.line): \(problem.reason)")
                }
                if report.invalid.count > 20 {
                    context.console.printError("  … and \(report.invalid.count - 20) more")
                }
            })
    }
}
