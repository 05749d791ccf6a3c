import Foundation

/// One versioned JSON archive of every document in a data folder (`fitshell data export`), and
/// its restore (`fitshell data import`). Documents are embedded as JSON, sorted by path, so
/// export → import → export gives identical content.
public struct DataArchive: Codable, Equatable, Sendable {
    /// One document and where it lives.
    public struct Entry: Codable, Equatable, Sendable {
        /// The path relative to the data folder.
        public let path: String
        /// The document, as its JSON text.
        public let document: String
    }

    /// The archive's format name.
    public static let formatName = "fitshell.archive"
    /// The archive format version this build writes.
    public static let currentVersion = 1

    /// Always `fitshell.archive`.
    public let format: String
    /// The archive format version.
    public let version: Int
    /// Every document.
    public let entries: [Entry]

    /// Collects every document below `folder` (lock files, set-aside copies and temporaries are left out).
    ///
    /// - Throws: `StorageError.loadFailure` when a file cannot be read.
    public static func collect(_ folder: URL) throws(StorageError) -> DataArchive {
        var entries: [Entry] = []
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        for path in paths.sorted() where path.hasSuffix(".json") {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || Quarantine.isQuarantined(name) { continue }
            guard let data = try FileSystem.contents(of: folder.appendingPathComponent(path)) else {
                continue
            }
            entries.append(Entry(path: path, document: String(decoding: data, as: UTF8.self)))
        }
        return DataArchive(format: formatName, version: currentVersion, entries: entries)
    }

    /// The archive as pretty JSON.
    ///
    /// - Throws: `StorageError.saveFailure` if it cannot be encoded.
    public func encoded() throws(StorageError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw .saveFailure(file: "archive", reason: "\(error)")
        }
    }

    /// Reads and checks an archive: its format and version, safe relative paths, and every
    /// document valid for `formats`.
    ///
    /// - Throws: `StorageError.invalid` / `.newerFormat` describing the first problem.
    public static func decode(_ data: Data, formats: [DocumentFormat]) throws(StorageError) -> DataArchive {
        let archive: DataArchive
        do {
            archive = try JSONDecoder().decode(DataArchive.self, from: data)
        } catch {
            throw .invalid("The file is not a fitshell archive (\(DocumentCoder.explain(error))).")
        }
        guard archive.format == formatName else {
            throw .invalid("The file is a '\(archive.format)', not a fitshell archive.")
        }
        if archive.version > currentVersion {
            throw .newerFormat(file: "the archive", found: archive.version, supported: currentVersion)
        }
        let known = Dictionary(formats.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in archive.entries {
            guard !entry.path.hasPrefix("/"), !entry.path.split(separator: "/").contains(".."),
                entry.path.hasSuffix(".json")
            else {
                throw .invalid("The archive has an unsafe path '\(entry.path)'.")
            }
            let data = Data(entry.document.utf8)
            guard let header = try? JSONDecoder().decode(EnvelopeHeader.self, from: data),
                let format = known[header.format]
            else {
                throw .invalid("\(entry.path) in the archive is not a document this fitshell knows.")
            }
            if let problem = format.problem(in: data) {
                throw .invalid("\(entry.path) in the archive is invalid: \(problem).")
            }
        }
        return archive
    }

    /// Writes the documents into `folder`. Without `merge` the folder must hold no documents;
    /// with it, documents already there are kept and the differing ones returned as conflicts.
    ///
    /// - Returns: the paths written and the paths skipped because they differ.
    /// - Throws: `StorageError`.
    public func restore(into folder: URL, merge: Bool) throws -> (written: [String], conflicts: [String]) {
        let existing = try DataArchive.collect(folder).entries
        if !merge, !existing.isEmpty {
            throw StorageError.invalid(
                "The profile already has data; import into an empty profile, or add --merge.")
        }
        let present = Dictionary(
            existing.map { ($0.path, $0.document) }, uniquingKeysWith: { first, _ in first })
        var written: [String] = []
        var conflicts: [String] = []
        for entry in entries {
            if let current = present[entry.path] {
                if current != entry.document { conflicts.append(entry.path) }
                continue
            }
            try FileSystem.writeAtomically(
                Data(entry.document.utf8), to: folder.appendingPathComponent(entry.path))
            written.append(entry.path)
        }
        return (written, conflicts)
    }
}
