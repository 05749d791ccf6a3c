import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WeightService {
    /// Every entry as CSV, oldest first: header `date,weight` (kg) by default, or
    /// `date,weight_kg` / `date,weight_lb` when a unit is asked for (H1.1, H1.2).
    ///
    /// - Throws: `StorageError`.
    public func exportCSV(unit: MassUnit? = nil) async throws -> String {
        let column = unit.map { "weight_\($0.symbol)" } ?? "weight"
        var lines = [CSVWriter.line(["date", column])]
        for entry in try await list() {
            lines.append(
                CSVWriter.line([
                    entry.date.description, Mass.number(entry.mass.value(in: unit ?? .kilograms)),
                ]))
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
        let order =
            try options.dateOrder
            ?? Self.dateOrder(of: table.rows.compactMap { $0.field(columns.date) })
        let unit = columns.unit ?? options.unit ?? .kilograms
        var report = WeightImportReport()
        report.format = format.name
        report.rows = table.rows.count
        // Several readings on one day become one entry: the first, the last or their mean.
        var readings: [LocalDate: [(time: Int, row: Int, entry: WeightEntry)]] = [:]
        for (index, row) in table.rows.enumerated() {
            if index % 1000 == 0 { progress?(index, table.rows.count) }
            switch Self.entry(
                from: row, columns: (columns.date, columns.weight), unit: unit, order: order,
                today: options.today)
            {
            case .failure(let problem):
                report.invalid.append(problem)
            case .success(let entry):
                let time = row.field(columns.date).flatMap(CSVDate.timeOfDay) ?? 0
                readings[entry.date, default: []].append((time, index, entry))
            }
        }
        var accepted: [LocalDate: WeightEntry] = [:]
        for (date, list) in readings {
            report.duplicatesInFile += list.count - 1
            let ordered = list.sorted { ($0.time, $0.row) < ($1.time, $1.row) }
            switch options.keep {
            case .first: accepted[date] = ordered.first?.entry
            case .last: accepted[date] = ordered.last?.entry
            case .mean:
                let mean = ordered.map(\.entry.mass.kilograms).reduce(0, +) / Double(ordered.count)
                accepted[date] = WeightEntry(
                    date: date, mass: Mass(kilograms: (mean * 1000).rounded() / 1000))
            }
        }
        progress?(table.rows.count, table.rows.count)
        try await save(Array(accepted.values), options: options, into: &report)
        return report
    }

    private func save(
        _ entries: [WeightEntry], options: WeightImportOptions, into report: inout WeightImportReport
    )
        async throws
    {
        let byYear = Dictionary(grouping: entries) { $0.date.year }
        for (year, incoming) in byYear.sorted(by: { $0.key < $1.key }) {
            let existing = Set(try await store.entries(year: year).map(\.date))
            let fresh = incoming.filter { !existing.contains($0.date) }
            let clashing = incoming.filter { existing.contains($0.date) }
            report.imported += fresh.count
            if options.replace {
                report.replaced += clashing.count
            } else {
                report.skippedExisting += clashing.count
            }
            let written = fresh + (options.replace ? clashing : [])
            let dates = written.map(\.date).sorted()
            if let first = dates.first { report.firstDate = min(report.firstDate ?? first, first) }
            if let last = dates.last { report.lastDate = max(report.lastDate ?? last, last) }
            if options.dryRun || written.isEmpty { continue }
            let replace = options.replace
            try await store.updateYear(year) { current in
                let incomingDates = Set(written.map(\.date))
                // Re-check under the lock: another process may have added days since.
                let kept = replace ? current.filter { !incomingDates.contains($0.date) } : current
                let keptDates = Set(kept.map(\.date))
                return kept + written.filter { !keptDates.contains($0.date) }
            }
        }
    }

    static func entry(
        from row: CSVTable.Row, columns: (date: Int, weight: Int), unit: MassUnit, order: CSVDate.Order,
        today: LocalDate
    ) -> Result<WeightEntry, WeightImportReport.Problem> {
        func problem(_ reason: String) -> Result<WeightEntry, WeightImportReport.Problem> {
            .failure(WeightImportReport.Problem(line: row.line, reason: reason))
        }
        guard let dateText = row.field(columns.date), let weightText = row.field(columns.weight)
        else {
            return problem("the row has \(row.fields.count) fields; the date or weight is missing")
        }
        guard let date = CSVDate.parse(dateText, order: order) else {
            return problem("'\(dateText.prefix(40))' is not a valid day")
        }
        guard date <= today else { return problem("\(date) is in the future") }
        guard let value = CSVNumber.parse(weightText) else {
            return problem("'\(weightText.prefix(40))' is not a number")
        }
        let mass = Mass(value, unit)
        if let reason = WeightEntry.problem(with: mass) { return problem(reason) }
        return .success(WeightEntry(date: date, mass: mass))
    }

    /// Decides day-first or month-first from the data: a first number above 12 means day
    /// first, a second one above 12 means month first.
    ///
    /// - Throws: `WeightImportError` when the data mixes both or cannot tell.
    static func dateOrder(of texts: [String]) throws -> CSVDate.Order {
        var dayFirst = false
        var monthFirst = false
        var ambiguous = false
        for text in texts {
            guard let (a, b, c) = CSVDate.numericParts(text), c >= 1000 else { continue }
            if a > 12 { dayFirst = true } else if b > 12 { monthFirst = true } else { ambiguous = true }
        }
        if dayFirst && monthFirst {
            throw WeightImportError(line: 0, reason: "the dates mix day-first and month-first forms")
        }
        if monthFirst { return .monthDayYear }
        if dayFirst || !ambiguous { return .dayMonthYear }
        throw WeightImportError(
            line: 0,
            reason: "dates like '01/02/2024' could be day-first or month-first; add --date-format dmy or mdy")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension WeightImportReport.Problem: Error {}
