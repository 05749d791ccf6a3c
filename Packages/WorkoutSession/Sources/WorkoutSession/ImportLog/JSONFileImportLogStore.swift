import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `imports/ID.json`, version 1: one import run.
struct ImportBatchFile: VersionedDocument, Equatable {
    static let format = "fitshell.import-batch"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1
    var batch: ImportBatch

    func validate() throws {
        if let problem = batch.problem { throw DocumentValidationError(problem) }
    }
}

/// Stores one small file per import run in `folder` (the app gives `PROFILE/workouts/imports`).
public actor JSONFileImportLogStore: ImportLogStore {
    private let folder: URL
    private let context: StorageContext

    /// Creates a store in `folder`.
    public init(folder: URL, context: StorageContext) {
        self.folder = folder
        self.context = context
    }

    /// The formats this adapter writes, for `data doctor`.
    public static var documentFormats: [DocumentFormat] { [.of(ImportBatchFile.self, files: ["*.json"])] }

    /// Every readable record, oldest first (a corrupt one is set aside and skipped).
    public func batches() async throws -> [ImportBatch] {
        let names = FileSystem.names(inFolder: folder.filePath)
        var result: [ImportBatch] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            if let batch = try file(named: name).load()?.batch { result.append(batch) }
        }
        return result.sorted(by: ImportBatch.chronological)
    }

    /// Writes the record's file.
    public func record(_ batch: ImportBatch) async throws {
        try file(named: "\(batch.id).json").save(ImportBatchFile(batch: batch))
    }

    /// Removes the record's file.
    public func remove(_ id: ImportBatchID) async throws {
        try file(named: "\(id).json").delete()
    }

    private func file(named name: String) -> DocumentFile<ImportBatchFile> {
        DocumentFile(url: folder.appendingFileName(name), context: context, compact: true)
    }
}

/// An import batch merges as one entry.
extension ImportBatchFile {
    static let mergeLayout: MergeLayout? = .whole
}
