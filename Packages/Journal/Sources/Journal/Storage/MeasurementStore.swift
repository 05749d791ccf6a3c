import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The storage port of body measurements: grouped by year, one file per year.
public protocol MeasurementStore: Sendable {
    /// The measurements of `year`, sorted by day, then site.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    func measurements(year: Int) async throws -> [BodyMeasurement]

    /// Reads, changes and saves one year's measurements as one step.
    ///
    /// - Returns: the measurements as saved.
    /// - Throws: `StorageError`, or what `change` throws.
    @discardableResult
    func updateYear(_ year: Int, _ change: @Sendable ([BodyMeasurement]) throws -> [BodyMeasurement])
        async throws -> [BodyMeasurement]

    /// The years that have measurements, sorted.
    ///
    /// - Throws: `StorageError` when they cannot be listed.
    func years() async throws -> [Int]
}

extension BodyMeasurement {
    /// Day, then site: the order stores keep.
    static func ordered(_ lhs: BodyMeasurement, _ rhs: BodyMeasurement) -> Bool {
        lhs.date != rhs.date ? lhs.date < rhs.date : lhs.site < rhs.site
    }
}

/// Keeps body measurements in memory.
public actor InMemoryMeasurementStore: MeasurementStore {
    private var byYear: [Int: [BodyMeasurement]] = [:]

    /// Creates an empty store.
    public init() {}

    /// The held measurements of `year`.
    public func measurements(year: Int) async throws -> [BodyMeasurement] { byYear[year] ?? [] }

    /// Applies `change` to the held measurements of `year`.
    @discardableResult
    public func updateYear(_ year: Int, _ change: @Sendable ([BodyMeasurement]) throws -> [BodyMeasurement])
        async throws -> [BodyMeasurement]
    {
        let updated = try change(byYear[year] ?? []).sorted(by: BodyMeasurement.ordered)
        byYear[year] = updated.isEmpty ? nil : updated
        return updated
    }

    /// The years with measurements.
    public func years() async throws -> [Int] { byYear.keys.sorted() }
}

/// Stores body measurements as one `YYYY.json` per year in its folder.
public actor JSONFileMeasurementStore: MeasurementStore {
    private let folder: URL
    private let context: StorageContext

    /// Creates a store in `folder` (the app gives `PROFILE/body`).
    public init(folder: URL, context: StorageContext) {
        self.folder = folder
        self.context = context
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] { [.of(MeasurementYearFile.self, files: ["*.json"])] }

    /// Reads one year file.
    public func measurements(year: Int) async throws -> [BodyMeasurement] {
        try file(year).load()?.measurements ?? []
    }

    /// Locked read-modify-write of one year file. An emptied year keeps its file, which holds
    /// what was deleted, so another device's copy cannot bring the entries back.
    @discardableResult
    public func updateYear(_ year: Int, _ change: @Sendable ([BodyMeasurement]) throws -> [BodyMeasurement])
        async throws -> [BodyMeasurement]
    {
        // `update` holds the file's lock and hands the bytes it read to the save's stamping.
        try file(year).update { current in
            MeasurementYearFile(
                year: year,
                measurements: try change(current?.measurements ?? []).sorted(by: BodyMeasurement.ordered))
        }.measurements
    }

    /// The years that have a file.
    public func years() async throws -> [Int] {
        PartitionFiles.keys(in: folder) { $0.count == 4 && Int($0) != nil }.compactMap { Int($0) }
    }

    private func file(_ year: Int) -> DocumentFile<MeasurementYearFile> {
        DocumentFile(
            url: folder.appendingFileName(PlainText.zeroPadded(year, 4) + ".json"), context: context,
            compact: true)
    }
}

/// `body/YYYY.json`, version 2: one year of body measurements.
struct MeasurementYearFile: VersionedDocument, Equatable {
    static let format = "fitshell.body-year"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1

    var year: Int
    var measurements: [BodyMeasurement]

    func validate() throws {
        var seen = Set<String>()
        for item in measurements {
            guard item.date.year == year else {
                throw DocumentValidationError("\(item.date) does not belong to \(year)")
            }
            guard !item.site.isEmpty, item.site.count <= 40,
                item.site.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
            else { throw DocumentValidationError("\(item.date): '\(item.site.prefix(40))' is not a site") }
            guard seen.insert("\(item.date) \(item.site)").inserted else {
                throw DocumentValidationError("\(item.date) \(item.site) appears twice")
            }
            if let problem = BodyMeasurement.problem(with: item.centimeters) {
                throw DocumentValidationError("\(item.date) \(item.site): \(problem)")
            }
        }
    }
}

/// A day's measurement of one site is an entry.
extension MeasurementYearFile {
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["measurements"], key: "date+site")])
}
