import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body-measurement log's rules over any store: one value per site and day, plausible
/// lengths only, CSV in and out.
public struct BodyService: Sendable {
    let store: any MeasurementStore

    /// Creates the service over `store`.
    public init(store: any MeasurementStore) {
        self.store = store
    }

    /// Why a measurement cannot be saved.
    public enum Problem: Error, Equatable, Sendable {
        /// The site and day have a value already (and replacing was not asked for).
        case exists(BodyMeasurement)
        /// The length is not plausible.
        case implausible(String)
        /// Nothing is recorded for the site on the day.
        case missing(site: String, date: LocalDate)
    }

    /// Records `length` for `site` on `date`.
    ///
    /// - Returns: the measurement saved.
    /// - Throws: `Problem.exists` unless `replace`; `Problem.implausible`; `StorageError`.
    @discardableResult
    public func add(site: String, centimeters: Double, on date: LocalDate, replace: Bool) async throws
        -> BodyMeasurement
    {
        if let problem = BodyMeasurement.problem(with: centimeters) { throw Problem.implausible(problem) }
        let item = BodyMeasurement(date: date, site: site, centimeters: (centimeters * 1000).rounded() / 1000)
        try await store.updateYear(date.year) { current in
            if !replace, let existing = current.first(where: { $0.date == date && $0.site == site }) {
                throw Problem.exists(existing)
            }
            return current.filter { !($0.date == date && $0.site == site) } + [item]
        }
        return item
    }

    /// Removes the value of `site` on `date`.
    ///
    /// - Returns: what was removed.
    /// - Throws: `Problem.missing`; `StorageError`.
    @discardableResult
    public func remove(site: String, on date: LocalDate) async throws -> BodyMeasurement {
        let before = try await store.measurements(year: date.year)
        guard let found = before.first(where: { $0.date == date && $0.site == site }) else {
            throw Problem.missing(site: site, date: date)
        }
        try await store.updateYear(date.year) { current in
            current.filter { !($0.date == date && $0.site == site) }
        }
        return found
    }

    /// Every measurement (of `site` only, if given) between two days, oldest first.
    ///
    /// - Throws: `StorageError`.
    public func list(site: String? = nil, from: LocalDate? = nil, to: LocalDate? = nil) async throws
        -> [BodyMeasurement]
    {
        var all: [BodyMeasurement] = []
        for year in try await store.years()
        where (from.map { year >= $0.year } ?? true) && (to.map { year <= $0.year } ?? true) {
            all += try await store.measurements(year: year).filter { item in
                (site.map { item.site == $0 } ?? true) && (from.map { item.date >= $0 } ?? true)
                    && (to.map { item.date <= $0 } ?? true)
            }
        }
        return all
    }

    /// The measurements as CSV, oldest first: `date,site,cm` (or `in`).
    ///
    /// - Throws: `StorageError`.
    public func exportCSV(unit: LengthUnit = .centimeters) async throws -> String {
        var lines = [CSVWriter.line(["date", "site", unit.rawValue])]
        for item in try await list() {
            lines.append(
                CSVWriter.line([item.date.description, item.site, item.exported(in: unit)]))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What an import did (or would do).
    public struct ImportReport: Sendable, Equatable {
        /// Rows read.
        public var rows = 0
        /// Measurements saved (or that would be).
        public var added = 0
        /// Site-days that had a value already and were kept (or, with replace, replaced).
        public var existing = 0
        /// Rows that could not be read: line and reason.
        public var invalid: [(line: Int, reason: String)] = []

        public static func == (lhs: ImportReport, rhs: ImportReport) -> Bool {
            lhs.rows == rhs.rows && lhs.added == rhs.added && lhs.existing == rhs.existing
                && lhs.invalid.map(\.line) == rhs.invalid.map(\.line)
        }
    }

    /// Imports `date,site,cm|in` rows: a site-day that has a value already is kept (or replaced),
    /// the last row of a site-day in the file wins, bad rows are reported with their line.
    ///
    /// - Throws: `WeightImportError` for a file that cannot be read at all (nothing saved); `StorageError`.
    public func importCSV(_ data: Data, replace: Bool, dryRun: Bool) async throws -> ImportReport {
        let table: CSVTable
        do {
            table = try CSVReader.read(data)
        } catch {
            throw WeightImportError(line: error.line, reason: error.reason)
        }
        guard let dateColumn = table.column(["date", "day"]),
            let siteColumn = table.column(["site", "measurement"])
        else {
            throw WeightImportError(line: 1, reason: "the header has no date and site columns (date,site,cm)")
        }
        let valueColumn = table.column(["cm", "in", "value", "length"])
        let unit =
            table.column(["in"]) != nil && table.column(["cm"]) == nil ? LengthUnit.inches : .centimeters
        guard let valueColumn else {
            throw WeightImportError(line: 1, reason: "the header has no cm or in column")
        }
        var report = ImportReport()
        report.rows = table.rows.count
        var wanted: [String: BodyMeasurement] = [:]
        for row in table.rows {
            guard let text = row.field(dateColumn), let date = LocalDate(iso: text.trimmingSpaces()) else {
                report.invalid.append(
                    (row.line, "'\((row.field(dateColumn) ?? "").prefix(40))' is not a YYYY-MM-DD day"))
                continue
            }
            let site: String
            do {
                site = try BodySite.key(row.field(siteColumn) ?? "", side: nil)
            } catch {
                report.invalid.append((row.line, error.description))
                continue
            }
            guard let value = row.field(valueColumn).flatMap(CSVNumber.parse) else {
                report.invalid.append(
                    (row.line, "'\((row.field(valueColumn) ?? "").prefix(40))' is not a number"))
                continue
            }
            let centimeters = value * unit.centimetersPerUnit
            if let problem = BodyMeasurement.problem(with: centimeters) {
                report.invalid.append((row.line, problem))
                continue
            }
            wanted["\(date) \(site)"] = BodyMeasurement(date: date, site: site, centimeters: centimeters)
        }
        let saved = try await importMeasurements(Array(wanted.values), replace: replace, dryRun: dryRun)
        report.added = saved.added
        report.existing = saved.existing
        return report
    }

    /// Saves measurements read elsewhere (one per site and day): a site-day that has a value
    /// already is kept (or replaced); a dry run saves nothing.
    ///
    /// - Returns: how many were (or would be) added, and how many site-days had a value.
    /// - Throws: `StorageError`.
    public func importMeasurements(_ measurements: [BodyMeasurement], replace: Bool, dryRun: Bool)
        async throws
        -> ImportReport
    {
        var report = ImportReport()
        report.rows = measurements.count
        let byYear = Dictionary(grouping: measurements, by: \.date.year)
        for (year, items) in byYear.sorted(by: { $0.key < $1.key }) {
            let current = try await store.measurements(year: year)
            let taken = Set(current.map { "\($0.date) \($0.site)" })
            let clashes = items.filter { taken.contains("\($0.date) \($0.site)") }.count
            report.existing += clashes
            report.added += replace ? items.count : items.count - clashes
            if dryRun { continue }
            try await store.updateYear(year) { current in
                let taken = Set(current.map { "\($0.date) \($0.site)" })
                let keys = Set(items.map { "\($0.date) \($0.site)" })
                return replace
                    ? current.filter { !keys.contains("\($0.date) \($0.site)") } + items
                    : current + items.filter { !taken.contains("\($0.date) \($0.site)") }
            }
        }
        return report
    }
}
