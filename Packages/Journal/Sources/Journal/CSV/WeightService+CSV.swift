import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WeightService {
    /// A number that is not a mass as exports write it: up to six decimals. Masses are written
    /// by `Mass.exported(in:)`: the shortest decimal in the file's unit that reads back as the
    /// same kilograms, so 84.9 kg is 187.17246 lb (two decimals, 187.17 lb, came back as
    /// 84.898884 kg) and 186.6 lb typed stays 186.6 (not 186.599999).
    static func exported(_ value: Double) -> String { PlainText.trimmed(value, upTo: 6) }

    /// Every entry as CSV, oldest first: header `date,weight` (kg) by default, or
    /// `date,weight_kg` / `date,weight_lb` when a unit is asked for (H1.1, H1.2; the header then
    /// says the unit, so the file reads back the same whatever unit the reader uses), then one
    /// column per composition measure any entry has (`fat_percent`, `muscle_mass_kg`, …),
    /// empty where a day lacks it. Reading the file back gives the same entries.
    ///
    /// - Throws: `StorageError`.
    public func exportCSV(unit: MassUnit? = nil) async throws -> String {
        let entries = try await list()
        let massUnit = unit ?? .kilograms
        let metrics = Set(entries.flatMap(\.composition.metrics)).sorted()
        let column = unit.map { "weight_\($0.symbol)" } ?? "weight"
        var lines = [CSVWriter.line(["date", column] + metrics.map { $0.column(in: massUnit) })]
        for entry in entries {
            let measures = metrics.map { metric -> String in
                guard let value = entry.composition[metric] else { return "" }
                if case .mass = metric.kind { return Mass(kilograms: value).exported(in: massUnit) }
                return Self.exported(value)
            }
            lines.append(
                CSVWriter.line(
                    [entry.date.description, entry.mass.exported(in: massUnit)]
                        + measures))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Imports a weight CSV: valid rows become entries, days that already have a weight are
    /// skipped (or replaced), invalid rows are reported with their line and reason (H1.4–H1.6).
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - options: replace, dry run, date order, unit, today.
    ///   - formats: the layouts to recognise, tried in order.
    ///   - progress: called with (rows done, rows in all) while rows are checked.
    /// - Returns: what was (or would be) imported.
    /// - Throws: `WeightImportError` when the file cannot be read at all (nothing is saved); `StorageError`.
    public func importCSV(
        _ data: Data, options: WeightImportOptions, formats: [WeightCSVFormat] = WeightCSVFormat.all,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> WeightImportReport {
        let table: CSVTable
        do {
            table = try CSVReader.read(data)
        } catch {
            throw WeightImportError(line: error.line, reason: error.reason)
        }
        guard
            let (format, columns) = (options.format.map { [$0] } ?? formats).lazy.compactMap({ format in
                format.columns(in: table).map { (format, $0) }
            }).first
        else {
            let wanted = options.format.map { " for the \($0.name) layout" } ?? ""
            throw WeightImportError(
                line: 1,
                reason:
                    "the header (\(table.header.prefix(6).map { String($0.prefix(30)) }.joined(separator: ", "))) has no date and weight columns\(wanted)"
            )
        }
        // A unit the file declares that is neither kg nor lb (Libra's stone) is not guessed:
        // its numbers were read as kilograms.
        if columns.unit == nil, let declared = table.metadata("units"), MassUnit(parsing: declared) == nil {
            throw WeightImportError(
                line: 1,
                reason:
                    "the file's weights are in '\(declared.prefix(20))'; fitshell reads kg and lb (export again in one of them)"
            )
        }
        let order =
            try options.dateOrder
            ?? Self.dateOrder(of: table.rows.compactMap { $0.field(columns.date) })
        let layoutUnit = format.writtenUnit(of: table)
        if columns.unit == nil, options.unit == nil, layoutUnit == nil, options.preferredUnit == nil,
            options.unitUnknown
        {
            throw WeightImportError(
                line: 1,
                reason:
                    "the file does not say its weights' unit, and your unit setting was lost (settings.json was set aside): give --unit kg or --unit lb"
            )
        }
        let unit = columns.unit ?? options.unit ?? layoutUnit ?? options.preferredUnit ?? .kilograms
        let measureColumns = format.compositionColumns(in: table, weightColumn: columns.weight)
        var report = WeightImportReport()
        report.format = format.name
        if columns.unit == nil {
            report.assumedUnit = unit
            report.unitOfLayout = options.unit == nil && layoutUnit != nil
        }
        if let named = columns.unit, let asked = options.unit, asked != named {
            report.headerUnitOverrode = named
        }
        report.rows = table.rows.count
        // Several readings on one day become one entry: the first, the last or their mean.
        var readings: [LocalDate: [(time: Int, row: Int, entry: WeightEntry)]] = [:]
        let noteColumn = format.noteColumns.isEmpty ? nil : table.column(format.noteColumns)
        var notes: [(date: LocalDate, time: Int, row: Int, text: String)] = []
        for (index, row) in table.rows.enumerated() {
            if index % 1000 == 0 { progress?(index, table.rows.count) }
            switch Self.entry(
                from: row, columns: (columns.date, columns.weight), unit: unit, order: order,
                today: options.today, timeZone: options.timeZone, headerCount: table.header.count)
            {
            case .failure(let problem):
                report.invalid.append(problem)
            case .success(let read):
                var (entry, time) = (read.0, read.1)
                let (composition, dropped) = Self.composition(
                    of: row, columns: measureColumns, weightUnit: unit)
                entry.composition = composition
                report.droppedMeasures += dropped
                readings[entry.date, default: []].append((time ?? 0, index, entry))
                // Renpho writes "--" for no remark. A comment written over several lines is one
                // line here: a note is added to the journal as one of its lines, and found again
                // as one when the file is imported again.
                if let text = row.field(noteColumn).map(Self.oneLine), !text.isEmpty, text != "--" {
                    notes.append((entry.date, time ?? 0, index, text))
                }
            }
        }
        var accepted: [LocalDate: WeightEntry] = [:]
        for (date, list) in readings {
            report.duplicatesInFile += list.count - 1
            let ordered = list.sorted { ($0.time, $0.row) < ($1.time, $1.row) }
            accepted[date] = Self.merged(ordered.map(\.entry), keep: options.keep)
        }
        progress?(table.rows.count, table.rows.count)
        var seen = Set<String>()
        report.notes = notes.sorted { ($0.date, $0.time, $0.row) < ($1.date, $1.time, $1.row) }.compactMap {
            note in
            seen.insert("\(note.date) \(note.text)").inserted
                ? WeightImportReport.Note(date: note.date, text: note.text) : nil
        }
        try await save(Array(accepted.values), options: options, into: &report)
        return report
    }

    /// Saves one entry per day read from another source (Apple Health) by the import rules:
    /// new days added, existing days kept (or replaced), measures added to the same reading
    /// saved earlier without them; a dry run saves nothing.
    ///
    /// - Returns: the report (`rows` is the number of entries given).
    /// - Throws: `StorageError`.
    public func importEntries(_ entries: [WeightEntry], options: WeightImportOptions, format: String)
        async throws
        -> WeightImportReport
    {
        var report = WeightImportReport()
        report.format = format
        report.rows = entries.count
        try await save(entries, options: options, into: &report)
        return report
    }

    private func save(
        _ entries: [WeightEntry], options: WeightImportOptions, into report: inout WeightImportReport
    )
        async throws
    {
        let byYear = Dictionary(grouping: entries) { $0.date.year }
        for (year, incoming) in byYear.sorted(by: { $0.key < $1.key }) {
            let existing = Dictionary(
                try await store.entries(year: year).map { ($0.date, $0) },
                uniquingKeysWith: { first, _ in first })
            let fresh = incoming.filter { existing[$0.date] == nil }
            let clashing = incoming.filter { existing[$0.date] != nil }
            // The same reading saved before without its measures (an older import): add them.
            let enriching =
                options.replace
                ? []
                : clashing.compactMap { entry in
                    existing[entry.date].flatMap { Self.enriched($0, with: entry) }
                }
            report.imported += fresh.count
            report.enriched += enriching.count
            // A day replaced by the very reading it holds is not a replacement: said apart and
            // not written (a re-import with --replace said every day was replaced).
            let changing = clashing.filter { entry in
                existing[entry.date].map { !Self.sameReading($0, entry) } ?? true
            }
            if options.replace {
                report.replaced += changing.count
                report.unchanged += clashing.count - changing.count
            } else {
                report.skippedExisting += clashing.count - enriching.count
            }
            let written = fresh + (options.replace ? changing : enriching)
            let dates = written.map(\.date).sorted()
            if let first = dates.first { report.firstDate = min(report.firstDate ?? first, first) }
            if let last = dates.last { report.lastDate = max(report.lastDate ?? last, last) }
            if options.dryRun || written.isEmpty { continue }
            let replace = options.replace
            try await store.updateYear(year) { current in
                let incomingDates = Set(written.map(\.date))
                let byDate = Dictionary(
                    written.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
                // Re-check under the lock: another process may have added or changed days since.
                let kept =
                    replace
                    ? current.filter { !incomingDates.contains($0.date) }
                    : current.map { entry in
                        byDate[entry.date].flatMap { Self.enriched(entry, with: $0) } ?? entry
                    }
                let keptDates = Set(kept.map(\.date))
                return kept + written.filter { !keptDates.contains($0.date) }
            }
        }
    }

    /// `text` on one line: its lines trimmed and joined by a space, blank ones left out.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Whether two entries hold the same reading: the weight and every measure equal to a
    /// milligram or a millionth (a file written in pounds reads back a hair off in kilograms).
    static func sameReading(_ first: WeightEntry, _ second: WeightEntry) -> Bool {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.000_001 * max(1, abs(a)) }
        guard near(first.mass.kilograms, second.mass.kilograms),
            Set(first.composition.metrics) == Set(second.composition.metrics)
        else { return false }
        return first.composition.metrics.allSatisfy { metric in
            near(first.composition[metric] ?? 0, second.composition[metric] ?? 0)
        }
    }

    /// `existing` with the measures of `incoming` it lacks, when both are the same reading (the
    /// same weight to 0.01 kg) and `incoming` adds something; otherwise `nil`.
    static func enriched(_ existing: WeightEntry, with incoming: WeightEntry) -> WeightEntry? {
        guard abs(existing.mass.kilograms - incoming.mass.kilograms) < 0.01 else { return nil }
        let filled = existing.composition.filling(from: incoming.composition)
        guard filled != existing.composition else { return nil }
        return WeightEntry(date: existing.date, mass: existing.mass, composition: filled)
    }

    /// Several readings of one day (in time order) as one entry: the keep rule picks the
    /// weight, and each measure separately among the readings that have it. A measure that is
    /// a mass (fat, muscle, bone, water) keeps its share of its own reading's weight, so a fat
    /// mass weighed in the morning and a weight from the evening do not make a body-fat
    /// percentage no reading had.
    static func merged(_ readings: [WeightEntry], keep: WeightImportOptions.Keep) -> WeightEntry? {
        guard let first = readings.first, let last = readings.last else { return nil }
        func mean(_ values: [Double]) -> Double {
            ((values.reduce(0, +) / Double(values.count)) * 1000).rounded() / 1000
        }
        let kept: WeightEntry? =
            switch keep {
            case .first: first
            case .last: last
            case .mean: nil
            }
        let mass = kept?.mass ?? Mass(kilograms: mean(readings.map(\.mass.kilograms)))
        var composition = BodyComposition.empty
        for metric in Set(readings.flatMap(\.composition.metrics)) {
            let having = readings.filter { $0.composition[metric] != nil }
            guard let source = keep == .last ? having.last : having.first else { continue }
            let isMass = if case .mass = metric.kind { true } else { false }
            // The measure's share of the weight of the reading it came from.
            func share(_ reading: WeightEntry) -> Double {
                (reading.composition[metric] ?? 0) / reading.mass.kilograms
            }
            if keep == .mean {
                composition[metric] =
                    isMass
                    ? (having.map(share).reduce(0, +) / Double(having.count) * mass.kilograms * 1000)
                        .rounded()
                        / 1000
                    : mean(having.compactMap { $0.composition[metric] })
            } else if !isMass || source == kept {
                composition[metric] = source.composition[metric]
            } else {
                composition[metric] = (share(source) * mass.kilograms * 1000).rounded() / 1000
            }
        }
        return WeightEntry(date: first.date, mass: mass, composition: composition)
    }

    /// The composition measures of `row`: empty, `--` and zero fields are "not measured";
    /// implausible values are left out and reported (the weight is still kept).
    static func composition(
        of row: CSVTable.Row, columns: [(index: Int, metric: BodyMetric, unit: MassUnit?)],
        weightUnit: MassUnit
    ) -> (BodyComposition, [WeightImportReport.Problem]) {
        var composition = BodyComposition.empty
        var problems: [WeightImportReport.Problem] = []
        for column in columns {
            guard let text = row.field(column.index)?.trimmingSpaces(), !text.isEmpty, text != "--",
                text != "-"
            else { continue }
            guard let number = CSVNumber.parse(text) else {
                problems.append(
                    .init(
                        line: row.line, reason: "\(column.metric.label) '\(text.prefix(20))' is not a number")
                )
                continue
            }
            if number == 0 { continue }
            var value = number
            if case .mass = column.metric.kind { value = Mass(number, column.unit ?? weightUnit).kilograms }
            if let problem = column.metric.problem(with: value) {
                problems.append(.init(line: row.line, reason: problem))
                continue
            }
            composition[column.metric] = value
        }
        return (composition, problems)
    }

    /// The entry a row holds and its time of day (seconds, where the row says), both in
    /// `timeZone` when the row's time names an offset from UTC; or why the row is refused.
    static func entry(
        from row: CSVTable.Row, columns: (date: Int, weight: Int), unit: MassUnit, order: CSVDate.Order,
        today: LocalDate, timeZone: Zone? = nil, headerCount: Int = .max
    ) -> Result<(WeightEntry, Int?), WeightImportReport.Problem> {
        func problem(_ reason: String) -> Result<(WeightEntry, Int?), WeightImportReport.Problem> {
            .failure(WeightImportReport.Problem(line: row.line, reason: reason))
        }
        guard let dateText = row.field(columns.date), let weightText = row.field(columns.weight)
        else {
            return problem("the row has \(row.fields.count) fields; the date or weight is missing")
        }
        // More fields than the header, beyond empty ones: the values no longer sit under their
        // columns (82,5 unquoted in a comma-separated file was read as 82 kg).
        if row.fields.count > headerCount,
            row.fields[headerCount...].contains(where: { !$0.trimmingSpaces().isEmpty })
        {
            return problem(
                "the row has \(row.fields.count) fields, the header \(headerCount) (a decimal comma in a comma-separated file? a number with a comma needs quotes)"
            )
        }
        guard let written = CSVDate.parse(dateText, order: order) else {
            return problem("'\(dateText.prefix(40))' is not a valid day")
        }
        let (date, time) =
            timeZone.map { CSVDate.local(dateText, day: written, in: $0) } ?? (
                written, CSVDate.timeOfDay(dateText)
            )
        guard date <= today else { return problem("\(date) is in the future") }
        // As every day option: before 1900 is a typing slip (1800 for 2018), and a year nothing
        // could list or remove afterwards.
        guard date.year >= 1900 else { return problem("\(date) is before 1900") }
        guard let value = CSVNumber.parse(weightText) else {
            return problem("'\(weightText.prefix(40))' is not a number")
        }
        let mass = Mass(value, unit)
        if let reason = WeightEntry.problem(with: mass) { return problem(reason) }
        return .success((WeightEntry(date: date, mass: mass), time))
    }

    /// Whether the date part of `text` (before a time) is written with dots: `03.11.2023`, not
    /// `11/03/2023 07:30:12.500`.
    static func writtenWithDots(_ text: String) -> Bool {
        let date = text.trimmingSpaces().prefix { $0 != " " && $0 != "T" }
        return date.contains(".") && !date.contains("/") && !date.contains("-")
    }

    /// Decides day-first or month-first from the data: a first number above 12 means day
    /// first, a second one above 12 means month first; otherwise dates written with dots
    /// (`03.11.2023`) are day-first, as everywhere that writes them so.
    ///
    /// - Throws: `WeightImportError` when the data mixes both or cannot tell.
    static func dateOrder(of texts: [String]) throws -> CSVDate.Order {
        var dayFirst = false
        var monthFirst = false
        var ambiguous: String?
        for text in texts {
            guard let (a, b, c) = CSVDate.numericParts(text), c >= 1000 else { continue }
            if a > 12 {
                dayFirst = true
            } else if b > 12 {
                monthFirst = true
            } else if Self.writtenWithDots(text) {
                dayFirst = true
            } else if ambiguous == nil {
                ambiguous = text
            }
        }
        if dayFirst && monthFirst {
            throw WeightImportError(line: 0, reason: "the dates mix day-first and month-first forms")
        }
        if monthFirst { return .monthDayYear }
        guard let ambiguous, !dayFirst else { return .dayMonthYear }
        throw WeightImportError(
            line: 0,
            reason:
                "dates like '\(ambiguous.prefix(20))' could be day-first or month-first; add --date-format dmy or mdy"
        )
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension WeightImportReport.Problem: Error {}
