import CSystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One versioned JSON archive of every document in a data folder (an export), and
/// its restore (an import). Documents are embedded as JSON, sorted by path, so
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
        let paths = FileSystem.subpaths(of: folder)
        for path in paths.sorted() where isDocument(path) {
            guard let data = try FileSystem.contents(of: folder.appendingPathComponent(path)) else {
                continue
            }
            entries.append(Entry(path: path, document: String(decoding: data, as: UTF8.self)))
        }
        return DataArchive(format: formatName, version: currentVersion, entries: entries)
    }

    /// Whether `folder` holds a document `collect` would take, found without reading any
    /// (a restore without merging refuses such a folder before reading the archive).
    public static func holdsDocuments(_ folder: URL) -> Bool {
        FileSystem.subpaths(of: folder).contains(where: isDocument)
    }

    /// Whether the file at the relative `path` is a document: JSON, not hidden, not set aside.
    static func isDocument(_ path: String) -> Bool {
        guard path.hasSuffix(".json") else { return false }
        let name = PlainText.lastPathComponent(path)
        return !name.hasPrefix(".") && !Quarantine.isQuarantined(name)
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
        if let read = readFast(data) {
            archive = read
        } else {
            do {
                archive = try JSONDecoder().decode(DataArchive.self, from: data)
            } catch {
                throw .invalid("The file is not a fitshell archive (\(DocumentCoder.explain(error))).")
            }
        }
        guard archive.format == formatName else {
            throw .invalid("The file is a '\(archive.format)', not a fitshell archive.")
        }
        if archive.version > currentVersion {
            throw .newerFormat(file: "the archive", found: archive.version, supported: currentVersion)
        }
        guard archive.entries.count <= mostEntries else {
            throw .invalid(
                "The archive has \(archive.entries.count) entries; a fitshell archive has at most \(mostEntries)."
            )
        }
        try checkEntries(archive.entries, formats: formats)
        return archive
    }

    /// The archive read through the strict byte-level JSON reading: `JSONDecoder` took a fifth
    /// of restoring a 10-year archive. `nil` for anything it does not take (the standard path
    /// then reads it, or explains why it cannot).
    static func readFast(_ data: Data) -> DataArchive? {
        if data.count >= parallelReadFrom, let read = readInParallel(data) { return read }
        return readWhole(data)
    }

    /// `readFast` in one parse of the whole text.
    static func readWhole(_ data: Data) -> DataArchive? {
        guard let root = try? JSONValue.parse(data, strict: true), let envelope = envelope(of: root) else {
            return nil
        }
        var entries: [Entry] = []
        entries.reserveCapacity(envelope.items.count)
        for item in envelope.items {
            guard let entry = entry(item) else { return nil }
            entries.append(entry)
        }
        return DataArchive(format: envelope.format, version: envelope.version, entries: entries)
    }

    /// An archive's format, version and entry items, read from its parsed text.
    static func envelope(of root: JSONValue) -> (format: String, version: Int, items: [JSONValue])? {
        guard case .string(let format)? = root["format"], let version = DocumentBody.integer(root["version"]),
            case .array(let items)? = root["entries"]
        else { return nil }
        return (format, version, items)
    }

    /// One entry from its parsed item: a path and a document, both strings.
    static func entry(_ item: JSONValue) -> Entry? {
        guard case .string(let path)? = item["path"], case .string(let document)? = item["document"] else {
            return nil
        }
        return Entry(path: path, document: document)
    }

    /// The format a (stored or archived) document's envelope names, when it has a format and a whole version
    /// number; `nil` when it is not a document. Its strict reading is kept for the check of the
    /// document that follows (`ParsedDocuments`), so each document is parsed once.
    public static func envelopeFormat(of data: Data) -> String? {
        let strict = try? JSONValue.parse(data, strict: true)
        if let strict { ParsedDocuments.keep(strict, of: data) }
        guard let root = strict ?? (try? JSONValue.parse(data)), case .string(let format)? = root["format"],
            case .number(let version)? = root["version"], let number = Double(version),
            number == number.rounded()
        else { return nil }
        return format
    }

    /// The most entries an archive may have.
    public static let mostEntries = 500_000
    /// The longest path an entry may have, in UTF-8 bytes.
    public static let longestPath = 400

    /// Writes the documents into `folder`: every document is first written into a staging
    /// folder beside it and made durable, then moved into place one by one, never over a file
    /// (a document another process saved meanwhile is kept, and returned as a conflict), and
    /// every other file of the folder is left as it is (set-aside copies, a sync's `.git`).
    /// Without `merge` the folder must hold no documents when it starts; with it, documents
    /// already there are kept and the differing ones returned as conflicts.
    ///
    /// A kill while the documents are moved in (the caller holds Ctrl-C and the like until it
    /// ends) leaves those moved so far: importing again with `merge` adds the rest.
    ///
    /// - Returns: the paths written and the paths skipped because they differ.
    /// - Throws: `StorageError`; a failure before the documents are moved leaves the profile as
    ///   it was (the staging folder is removed); one while moving them leaves those moved so far.
    public func restore(into folder: URL, merge: Bool) throws -> (written: [String], conflicts: [String]) {
        let existing = try DataArchive.collect(folder).entries
        if !merge, !existing.isEmpty {
            throw StorageError.invalid(
                "The profile already has data; import into an empty profile, or add --merge.")
        }
        let present = Dictionary(
            existing.map { ($0.path, $0.document) }, uniquingKeysWith: { first, _ in first })
        var conflicts: [String] = []
        let fresh = entries.filter { entry in
            guard let current = present[entry.path] else { return true }
            if current != entry.document { conflicts.append(entry.path) }
            return false
        }
        // Every document is already there (or the archive is empty): nothing to write.
        if fresh.isEmpty { return ([], conflicts) }
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).import-\(getpid())")
        try? FileManager.default.removeItem(at: staging)
        Self.sweepAbandoned(of: folder.lastPathComponent, in: parent.path)
        var written: [String] = []
        do {
            try Self.write(fresh, into: staging.path)
            try Self.syncTree(staging)
            let root = folder.filePath
            // Moved in without the target's lock (none existed): checked again below.
            var unguarded: [(path: String, file: FileStamp?)] = []
            var folders: Set<String> = []
            for entry in fresh {
                let target = root + "/" + entry.path
                let folder = FileSystem.split(target).folder
                if folders.insert(folder).inserted { try FileSystem.ensureFolder(path: folder) }
                switch try Self.moveIn(
                    staging.filePath + "/" + entry.path, to: target, document: entry.document)
                {
                case .moved(let locked):
                    written.append(entry.path)
                    if !locked { unguarded.append((entry.path, FileStamp(path: target))) }
                case .alreadyThere: break
                case .differs: conflicts.append(entry.path)
                }
            }
            // The moves' folder entries, durable in one flush before this returns.
            try FileSystem.syncFileSystem(of: folder)
            // A writer that made the target's lock after the move looked for it, and read the
            // folder before the move, may have saved its own document over it: the file is
            // then another one (a writer saves by replacing it), reported as kept in its version.
            var replaced: Set<String> = []
            for (path, stamp) in unguarded where Self.lockExists(for: root + "/" + path) {
                if try Self.replacedSince(root + "/" + path, stamp: stamp) { replaced.insert(path) }
            }
            if !replaced.isEmpty {
                written.removeAll { replaced.contains($0) }
                conflicts += replaced
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        try? FileManager.default.removeItem(at: staging)
        return (written, conflicts.sorted())
    }

    /// What moving one staged document in did.
    enum MoveOutcome: Equatable {
        /// It is in place; `locked` when under the target's lock.
        case moved(locked: Bool)
        /// The same document was there already (another import of it).
        case alreadyThere
        /// Another document was there, and was kept.
        case differs
    }

    /// Moves the staged file at `staged` to `target` unless a file is there. Where the target's
    /// lock file exists a writer may be between its read and its write: the move is made under
    /// that lock, so such a writer reads the document, not nothing. A rename that never
    /// replaces a file (Linux's RENAME_NOREPLACE); where there is none, a hard link, which
    /// fails when the target exists; where the file system has neither (FAT, exFAT) or the
    /// target is on another device, a rename once the target is seen absent, under its lock.
    static func moveIn(_ staged: String, to target: String, document: String) throws -> MoveOutcome {
        func existing() throws -> MoveOutcome {
            let current = try FileSystem.contents(atPath: target)
            return current.map { String(decoding: $0, as: UTF8.self) } == document ? .alreadyThere : .differs
        }
        func moveOnce() throws -> MoveOutcome? {
            if csystemcalls_rename_noreplace(staged, target) == 0 { return .moved(locked: false) }
            if errno == EEXIST { return try existing() }
            if link(staged, target) == 0 { return .moved(locked: false) }
            let code = errno
            if code == EEXIST { return try existing() }
            if [EPERM, EXDEV, ENOTSUP, EOPNOTSUPP, EMLINK].contains(code) { return nil }
            throw StorageError.saveFailure(file: target, reason: String(cString: strerror(code)))
        }
        func renameOnce() throws -> MoveOutcome {
            var info = stat()
            if lstat(target, &info) == 0 { return try existing() }
            guard rename(staged, target) == 0 else {
                throw StorageError.saveFailure(file: target, reason: String(cString: strerror(errno)))
            }
            return .moved(locked: true)
        }
        if lockExists(for: target) {
            return try FileLock.withExclusiveLock(onPath: target) {
                switch try moveOnce() {
                case .moved?: return .moved(locked: true)
                case let other?: return other
                case nil: return try renameOnce()
                }
            }
        }
        if let outcome = try moveOnce() { return outcome }
        return try FileLock.withExclusiveLock(onPath: target, renameOnce)
    }

    /// Whether the lock file that guards `target` exists.
    static func lockExists(for target: String) -> Bool {
        var lock = stat()
        return lstat(FileLock.lockPath(for: target), &lock) == 0
    }

    /// Whether `target` is no longer the file moved in (stamped `stamp` then): read under its
    /// lock, so a writer holding it finishes first.
    static func replacedSince(_ target: String, stamp: FileStamp?) throws -> Bool {
        try FileLock.withExclusiveLock(onPath: target) {
            guard let stamp, let now = FileStamp(path: target) else { return true }
            return now.device != stamp.device || now.inode != stamp.inode
        }
    }

    /// Removes the staging and set-aside folders (`.NAME.import-PID`, and `.NAME.replaced-PID`
    /// of older fitshells) an import of `name` left in `parent` when it was killed: their process
    /// no longer runs. They kept a partial copy of the archive, which the profile does not need
    /// (a kill before the moves leaves it as it was; one during them, the documents moved so far).
    static func sweepAbandoned(of name: String, in parent: String) {
        var abandoned: [String] = []
        FileSystem.forEachEntry(inFolder: parent) { entry in
            let text = String(decoding: entry, as: UTF8.self)
            for kind in [".import-", ".replaced-"] where text.hasPrefix("." + name + kind) {
                guard let pid = Int32(text.dropFirst(name.utf8.count + 1 + kind.utf8.count)),
                    FileSystem.isGone(pid)
                else { continue }
                abandoned.append(text)
            }
        }
        for entry in abandoned { try? FileManager.default.removeItem(atPath: parent + "/" + entry) }
    }

    /// Writes each entry's document below `folder` (not durably: the caller flushes once), on
    /// all cores, files being independent; the first failure in entry order is thrown.
    ///
    /// - Throws: `StorageError` of the first entry that could not be written.
    static func write(_ entries: [Entry], into folder: String) throws(StorageError) {
        // On all cores, whole folders to a thread when that shares the work evenly.
        // The staging folder is this process's alone: each file is written under its own name,
        // without a temporary one (a rename each was a tenth of restoring a 10-year archive).
        let folders = Array(Set(entries.map { FileSystem.split(folder + "/" + $0.path).folder })).sorted()
        for path in folders { try FileSystem.ensureFolder(path: path) }
        try WriteLanes.write(folders: entries.map { FileSystem.split($0.path).folder }) {
            index throws(StorageError) in
            try FileSystem.writeNew(
                Data(entries[index].document.utf8), toPath: folder + "/" + entries[index].path)
        }
    }

    /// Makes every file and folder under `root` durable (the staged files were written without
    /// a sync each): one flush of the file system holding it, as the workout imports do, where
    /// an fsync of each file and folder took a fifth of restoring a 10-year archive.
    static func syncTree(_ root: URL) throws(StorageError) {
        try FileSystem.syncFileSystem(of: root)
        FileSystem.syncFolder(root)
    }
}
