import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `supplements/supplements.json`, version 2.
struct RegistryFile: VersionedDocument, Equatable {
    static let format = "fitshell.supplements"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1

    var registry: SupplementRegistry

    func validate() throws {
        var ids = Set<SupplementID>()
        for supplement in registry.supplements {
            guard !supplement.name.trimmingSpaces().isEmpty else {
                throw DocumentValidationError("a supplement has no name")
            }
            guard ids.insert(supplement.id).inserted else {
                throw DocumentValidationError("supplement id \(supplement.id) is used twice")
            }
        }
    }
}

/// `supplements/log-YYYY-MM.json`, version 2.
struct LogMonthFile: VersionedDocument, Equatable {
    static let format = "fitshell.supplement-log"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1

    var month: String
    var days: [SupplementLogEntry]

    func validate() throws {
        var seen = Set<LocalDate>()
        for day in days {
            guard day.date.monthKey == month else {
                throw DocumentValidationError("\(day.date) does not belong to \(month)")
            }
            guard seen.insert(day.date).inserted else {
                throw DocumentValidationError("\(day.date) appears twice")
            }
        }
    }
}

/// Stores the registry and one log file per month in its folder.
public actor JSONFileSupplementStore: SupplementStore {
    private let folder: URL
    private let context: StorageContext
    private let registryFile: DocumentFile<RegistryFile>

    /// Creates a store in `folder` (the app gives `PROFILE/supplements`).
    public init(folder: URL, context: StorageContext) {
        self.folder = folder
        self.context = context
        registryFile = DocumentFile(url: folder.appendingFileName("supplements.json"), context: context)
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] {
        [.of(RegistryFile.self, files: ["supplements.json"]), .of(LogMonthFile.self, files: ["log-*.json"])]
    }

    /// Reads `supplements.json`.
    public func registry() async throws -> SupplementRegistry? { try registryFile.load()?.registry }

    /// Locked read-modify-write of `supplements.json`.
    @discardableResult
    public func updateRegistry(_ change: @Sendable (SupplementRegistry?) throws -> SupplementRegistry)
        async throws
        -> SupplementRegistry
    {
        try registryFile.update { RegistryFile(registry: try change($0?.registry)) }.registry
    }

    /// Reads one month's log.
    public func log(month: String) async throws -> [SupplementLogEntry] { try file(month).load()?.days ?? [] }

    /// Locked read-modify-write of one month's log.
    @discardableResult
    public func updateLog(
        month: String, _ change: @Sendable ([SupplementLogEntry]) throws -> [SupplementLogEntry]
    )
        async throws -> [SupplementLogEntry]
    {
        try file(month).update { file in
            LogMonthFile(month: month, days: try change(file?.days ?? []).sorted { $0.date < $1.date })
        }.days
    }

    /// The months of the `log-YYYY-MM.json` files in the folder, oldest first (one listing).
    public func logMonths() async throws -> [String] {
        var months: [String] = []
        let prefix = Array("log-".utf8)
        let suffix = Array(".json".utf8)
        FileSystem.forEachEntry(inFolder: folder.path) { name in
            // `log-` + `YYYY-MM` + `.json`: hidden, temporary and set-aside files have other names.
            guard name.count == prefix.count + 7 + suffix.count, name.starts(with: prefix),
                name[(name.count - suffix.count)...].elementsEqual(suffix)
            else { return }
            let month = String(
                decoding: UnsafeBufferPointer(rebasing: name[prefix.count..<(prefix.count + 7)]),
                as: UTF8.self)
            let digits = month.utf8.enumerated().allSatisfy { index, byte in
                index == 4
                    ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
            if digits { months.append(month) }
        }
        return months.sorted()
    }

    private func file(_ month: String) -> DocumentFile<LogMonthFile> {
        DocumentFile(url: folder.appendingFileName("log-\(month).json"), context: context)
    }
}

/// Each mark (a supplement taken on a day) merges on its own; the stacks as a whole.
extension LogMonthFile {
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["days"], key: "date", sets: ["taken"])])
}

extension RegistryFile {
    /// Each supplement is an entry: two devices that each add one keep both.
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["registry", "supplements"], key: "id")])
}
