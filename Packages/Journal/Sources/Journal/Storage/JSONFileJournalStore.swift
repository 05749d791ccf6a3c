import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Stores the journal as `tags.json` and one `YYYY-MM.json` per month in its folder.
public actor JSONFileJournalStore: JournalStore {
    private let folder: URL
    private let context: StorageContext
    private let tags: DocumentFile<TagsFile>

    /// Creates a store in `folder` (the app gives `PROFILE/journal`).
    public init(folder: URL, context: StorageContext) {
        self.folder = folder
        self.context = context
        tags = DocumentFile(url: folder.appendingFileName("tags.json"), context: context)
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] {
        [.of(TagsFile.self, files: ["tags.json"]), .of(JournalMonthFile.self, files: ["*-*.json"])]
    }

    /// Reads `tags.json`.
    public func vocabulary() async throws -> TagVocabulary? { try tags.load()?.vocabulary }

    /// Locked read-modify-write of `tags.json`.
    @discardableResult
    public func updateVocabulary(_ change: @Sendable (TagVocabulary?) throws -> TagVocabulary) async throws
        -> TagVocabulary
    {
        try tags.update { TagsFile(vocabulary: try change($0?.vocabulary)) }.vocabulary
    }

    /// Reads one month file.
    public func entries(month: String) async throws -> [JournalEntry] {
        try file(month).load()?.entries ?? []
    }

    /// Locked read-modify-write of one month file. An emptied month keeps its file, which
    /// holds what was deleted, so another device's copy cannot bring the entries back.
    @discardableResult
    public func updateMonth(_ month: String, _ change: @Sendable ([JournalEntry]) throws -> [JournalEntry])
        async throws
        -> [JournalEntry]
    {
        // `update` holds the file's lock and hands the bytes it read to the save's stamping
        // (a load, then a save, read the file twice).
        try file(month).update { current in
            JournalMonthFile(
                month: month, entries: try change(current?.entries ?? []).sorted { $0.date < $1.date })
        }.entries
    }

    /// The months that have a file.
    public func months() async throws -> [String] {
        PartitionFiles.keys(in: folder) { $0.count == 7 && LocalDate(iso: $0 + "-01") != nil }
    }

    private func file(_ month: String) -> DocumentFile<JournalMonthFile> {
        DocumentFile(url: folder.appendingFileName("\(month).json"), context: context)
    }
}

/// Stores body weights as one `YYYY.json` per year in its folder.
public actor JSONFileWeightStore: WeightStore {
    private let folder: URL
    private let context: StorageContext

    /// Creates a store in `folder` (the app gives `PROFILE/weight`).
    public init(folder: URL, context: StorageContext) {
        self.folder = folder
        self.context = context
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] { [.of(WeightYearFile.self, files: ["*.json"])] }

    /// Reads one year file.
    public func entries(year: Int) async throws -> [WeightEntry] {
        try file(year).load()?.entries ?? []
    }

    /// Locked read-modify-write of one year file. An emptied year keeps its file, which holds
    /// what was deleted, so another device's copy cannot bring the entries back.
    @discardableResult
    public func updateYear(_ year: Int, _ change: @Sendable ([WeightEntry]) throws -> [WeightEntry])
        async throws
        -> [WeightEntry]
    {
        // `update` holds the file's lock and hands the bytes it read to the save's stamping.
        try file(year).update { current in
            WeightYearFile(
                year: year, entries: try change(current?.entries ?? []).sorted { $0.date < $1.date })
        }.entries
    }

    /// The years that have a file.
    public func years() async throws -> [Int] {
        PartitionFiles.keys(in: folder) { $0.count == 4 && Int($0) != nil }.compactMap { Int($0) }
    }

    private func file(_ year: Int) -> DocumentFile<WeightYearFile> {
        DocumentFile(
            url: folder.appendingFileName(PlainText.zeroPadded(year, 4) + ".json"), context: context,
            compact: true)
    }
}
