import CommandKit
import CoreModels
import Journal
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `weight import`: CSV in (Health H1.3–H1.6).
public enum WeightImportCommand {
    static func command(refusing: [ForeignFile]) -> Command<RunContext> {
        Command(
            "import", summary: "Import weights from a CSV file (date and weight columns)",
            discussion: """
                Reads RFC 4180 CSV with a header (',', ';' or tab; quotes; a BOM), matches the date and weight
                columns by name, and accepts ISO dates, dates with times, and DD/MM/YYYY or MM/DD/YYYY
                (decided from the data, or --date-format). Days that already have a weight are skipped
                unless --replace. Invalid rows are listed with their line numbers. Exit status 65 when
                the file cannot be read or no row is valid; nothing is saved then.
                Body-composition columns (body fat, fat-free, muscle, bone and water mass, visceral fat,
                BMR, metabolic age, … from Renpho, Withings, Libra, openScale or fitshell's export) are
                kept with each reading; --keep applies to each measure on its own. Re-importing a file
                whose weights were saved earlier without their measures adds the measures.
                """,
            examples: [
                "weight import weights.csv", "weight import renpho.csv --keep mean",
                "weight import weight.csv --from withings --dry-run",
                "weight import - --unit lb < w.csv",
            ],
            arguments: [Argument("file", help: "the CSV file, or - for standard input")],
            options: [
                .flag("replace", help: "overwrite days that already have a weight"),
                .flag("dry-run", help: "show what would be imported without saving"),
                .flag(
                    "keep-notes",
                    help: "add the file's notes (a scale app's comments) to the journal note of their day"),
                .value("date-format", "order", help: "how to read 01/02/2024", choices: ["dmy", "mdy"]),
                .value(
                    "unit", "unit", help: "the unit when the header does not say (default: your setting)",
                    choices: ["kg", "lb"]),
                .value(
                    "from", "app", help: "the layout (default: detected from the header)",
                    choices: WeightCSVFormat.all.map(\.id)),
                .value(
                    "keep", "which",
                    help: "several readings on one day: the first (default), the last, or their mean",
                    choices: WeightImportOptions.Keep.allCases.map(\.rawValue)),
            ],
            action: { invocation, context in
                let data = try InputFile.read(invocation.argument("file") ?? "-", context: context)
                try ForeignFile.refuse(
                    data, among: refusing, expected: "a body-weight file", program: context.program)
                var options = WeightImportOptions(today: context.today)
                options.timeZone = context.environment.timeZone
                options.replace = invocation.flag("replace")
                options.dryRun = invocation.flag("dry-run")
                options.dateOrder = invocation.value("date-format").flatMap(CSVDate.Order.init(rawValue:))
                // --unit first, then the layout's own unit (openScale's kg), then the user's.
                options.unit = try invocation.value("unit").map { _ in try context.unit() }
                // Unknown after a damaged settings file: refused only for a file that does not
                // say its unit (a Withings "Weight (kg)" file still imports).
                options.preferredUnit = try context.knownUnit()
                options.unitUnknown = options.preferredUnit == nil
                options.format = invocation.value("from").flatMap(WeightCSVFormat.named)
                options.keep =
                    invocation.value("keep").flatMap(WeightImportOptions.Keep.init(rawValue:)) ?? .first
                let bar = ProgressBar(label: "Importing", console: context.console)
                let report: WeightImportReport
                do {
                    report = try await context.weights.importCSV(data, options: options) {
                        bar.update($0, of: $1)
                    }
                } catch let error as WeightImportError {
                    bar.finish()
                    throw CLIError(
                        error.errorDescription ?? "\(error)", hint: "Nothing was imported.", code: .dataError)
                }
                bar.finish()
                let kept =
                    invocation.flag("keep-notes") && !options.dryRun
                    // Each a line of its day's journal note, unless the note has that line.
                    ? try await context.journal.addNoteLines(report.notes.map { ($0.date, $0.text) }) : nil
                try show(report, dryRun: options.dryRun, keep: options.keep, context: context)
                showNotes(report.notes, kept: kept, context: context)
                if report.imported + report.replaced == 0, !report.invalid.isEmpty,
                    report.skippedExisting == 0
                {
                    throw CLIError("No row could be imported.", code: .dataError)
                }
            })
    }

    /// What became of the file's notes: added to the journal (`kept`), or how to keep them.
    static func showNotes(_ notes: [WeightImportReport.Note], kept: Int?, context: RunContext) {
        guard !notes.isEmpty, !context.wantsJSON else { return }
        if let kept {
            context.console.print(
                "  Added \(Text.count(kept, "note")) of the file to the journal\(kept < notes.count ? " (\(notes.count - kept) \(notes.count - kept == 1 ? "was" : "were") there already)" : "") ('\(context.program) journal show --date DAY')."
            )
            return
        }
        let example = notes[0]
        context.console.print(
            "  The file has \(Text.count(notes.count, "note")) (\(example.date): \"\(PlainText.fitted(example.text, to: 40).trimmingSpaces())\"), which a weight does not keep: --keep-notes adds \(notes.count == 1 ? "it to the journal note of its" : "them to the journal note of their") day."
        )
    }

    /// Recognizes a body-weight export (its header names a date and a weight column), for
    /// imports of other kinds to name `weight import`.
    public static let recognizer = ForeignFile { data in
        let firstLine =
            data.prefix(64 * 1024).split(separator: UInt8(ascii: "\n"), maxSplits: 1).first ?? data.prefix(0)
        guard let header = try? CSVReader.read(Data(firstLine) + Data("\n".utf8)),
            WeightCSVFormat.all.contains(where: { $0.columns(in: header) != nil })
        else { return nil }
        return ("a body-weight export", "weight import FILE")
    }

    static func show(
        _ report: WeightImportReport, dryRun: Bool, keep: WeightImportOptions.Keep, context: RunContext
    ) throws {
        if context.wantsJSON { return try context.printJSON(report) }
        let style = context.style
        let range = report.firstDate.map { first in " (\(first) to \(report.lastDate ?? first))" } ?? ""
        let verb = dryRun ? "Would import" : "Imported"
        // Days replaced are said with the new ones, not as "0 weights" and a line below.
        let replaced =
            report.replaced > 0
            ? " and \(dryRun ? "would replace" : "replaced") \(Text.count(report.replaced, "existing day"))"
            : ""
        context.console.print(
            "\(style.success(verb)) \(Text.count(report.imported, "weight"))\(replaced)\(range) from \(Text.article(report.format)) \(report.format) of \(Text.count(report.rows, "row"))."
        )
        if let unit = report.assumedUnit, report.imported + report.replaced > 0 {
            let other: MassUnit = unit == .kilograms ? .pounds : .kilograms
            let why =
                report.unitOfLayout
                ? "the file does not say, and \(report.format.replacing(" export", with: "")) writes \(unit.symbol)"
                : "the file does not say"
            context.console.print(
                "  Weights read as \(unit.symbol): \(why) (--unit \(other.symbol) if they are \(other == .kilograms ? "kilograms" : "pounds"))."
            )
        }
        if let named = report.headerUnitOverrode {
            context.console.print(
                "  Weights read as \(named.symbol), as the file's header says; --unit applies only to a file that does not say."
            )
        }
        if report.unchanged > 0 {
            context.console.print(
                "  \(Text.count(report.unchanged, "day")) already had the same reading; left as \(report.unchanged == 1 ? "it was" : "they were")."
            )
        }
        if report.skippedExisting > 0 {
            context.console.print(
                "  Skipped \(report.skippedExisting) days that already had a weight (--replace overwrites them)."
            )
        }
        if report.enriched > 0 {
            context.console.print(
                "  \(dryRun ? "Would add" : "Added") body-composition measures to \(Text.count(report.enriched, "day")) saved earlier with the weight alone."
            )
        }
        if report.duplicatesInFile > 0 {
            context.console.print(
                "  Merged \(Text.count(report.duplicatesInFile, "extra reading")) into their day, keeping the \(keep == .mean ? "mean" : "\(keep.rawValue) reading") (--keep first, last or mean)."
            )
        }
        if !report.invalid.isEmpty {
            context.console.print(style.warning("  \(report.invalid.count) invalid rows:"))
            for problem in report.invalid.prefix(20) {
                context.console.print("    line \(problem.line): \(problem.reason)")
            }
            if report.invalid.count > 20 {
                context.console.print("    … and \(report.invalid.count - 20) more (--json lists all)")
            }
        }
        if !report.droppedMeasures.isEmpty {
            context.console.print(
                style.warning(
                    "  \(Text.count(report.droppedMeasures.count, "measure")) left out as not plausible (the weights were kept):"
                ))
            for problem in report.droppedMeasures.prefix(10) {
                context.console.print("    line \(problem.line): \(problem.reason)")
            }
            if report.droppedMeasures.count > 10 {
                context.console.print(
                    "    … and \(report.droppedMeasures.count - 10) more (--json lists all)")
            }
        }
    }
}
