#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One JSON document on disk with every storage rule applied: versioned envelope, validation,
/// quarantine of corrupt content, atomic durable writes with retries, and locked
/// read-modify-write.
public struct DocumentFile<Doc: VersionedDocument>: Sendable {
    /// Where the document lives.
    public var url: URL { givenURL ?? URL(filePath: path, directoryHint: .inferFromPath) }
    /// Where the document lives, as a path.
    public let path: String
    private let givenURL: URL?
    /// Write without indentation (for large index files).
    public let compact: Bool
    private let context: StorageContext

    /// Creates a handle; nothing is read or written until asked.
    public init(url: URL, context: StorageContext, compact: Bool = false) {
        self.givenURL = url
        self.path = url.filePath
        self.context = context
        self.compact = compact
    }

    /// Creates a handle on the file at `path` (its `URL` is made only when a write or a report
    /// needs it: a folder of many documents is read without parsing a `URL` for each).
    public init(path: String, context: StorageContext, compact: Bool = false) {
        self.givenURL = nil
        self.path = path
        self.context = context
        self.compact = compact
    }

    /// Reads the document; `nil` when the file does not exist.
    ///
    /// An undecodable or invalid file is set aside, reported to the context's corruption log,
    /// and read as missing, so the caller carries on with defaults.
    ///
    /// - Throws: `StorageError.newerFormat` (file left untouched) or `.loadFailure`.
    public func load() throws(StorageError) -> Doc? {
        try decode(try FileSystem.contents(atPath: path))
    }

    /// `load()` on bytes already read from the file (`nil`: no file).
    private func decode(_ contents: Data?) throws(StorageError) -> Doc? {
        guard let data = contents else { return nil }
        switch DocumentCoder.decode(Doc.self, from: data) {
        case .valid(let document):
            return document
        case .newer(let version):
            throw .newerFormat(file: path, found: version, supported: Doc.currentVersion)
        case .corrupt(let reason):
            context.corruptionLog.record(Quarantine.setAside(url, reason: reason, at: context.clock.now))
            return nil
        }
    }

    /// Writes the document atomically, retrying with backoff.
    ///
    /// - Throws: `StorageError.saveFailure` after the last try.
    public func save(_ document: Doc) throws(StorageError) {
        try save(document, replacing: nil)
    }

    /// `save`, given the bytes of the file it replaces when they were just read under the lock
    /// (so the stamps are worked out without reading the file again).
    ///
    /// `encoded`, when given, is the document's file text made by its caller (for a document
    /// without sync stamps only); it is written instead of encoding the document again.
    private func save(_ document: Doc, replacing known: Data??, encoded: Data? = nil) throws(StorageError) {
        try document.validateForSave(file: path)
        if let root = context.confinedTo { try FileSystem.refuseLinks(below: root, to: url) }
        if let encoded, Doc.mergeLayout == nil {
            try write(encoded)
            return
        }
        let envelope = DocumentCoder.envelope(document)
        var data: Data
        if let envelope {
            data = Data(envelope.encoderBytes(pretty: !compact))
        } else {
            data = try DocumentCoder.encode(document, compact: compact)
        }
        if let layout = Doc.mergeLayout {
            // Each entry keeps when it was last changed, and each deleted one a tombstone, so
            // that two devices' copies merge entry by entry.
            let previous = known ?? ((try? FileSystem.contents(atPath: path)) ?? nil)
            data = SyncStamps.stamped(
                data, value: envelope, previous: previous, layout: layout, now: context.clock.now,
                device: context.device)
        }
        try write(data)
    }

    /// Writes `data` through the context's writer, retrying with backoff.
    private func write(_ data: Data) throws(StorageError) {
        do {
            try context.retry.run(sleeper: context.sleeper) {
                try context.writer(data, url)
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw .saveFailure(file: path, reason: "\(error)")
        }
    }

    /// Reads, changes and writes the document while holding its lock, so concurrent processes
    /// never lose each other's updates.
    ///
    /// - Parameters:
    ///   - change: gets the current document (`nil` if none) and returns the new one.
    ///   - encoding: given the bytes of the file as read (when there was one and it was not set
    ///     aside), may return the updated document's file text made from them (a line added to
    ///     a long list, say), which is then written instead of encoding the whole document.
    ///     It must read back as the updated document; `nil` encodes it as usual. Documents with
    ///     sync stamps are always encoded.
    ///   - saved: runs after the save, still holding the lock, so what it reads of the file
    ///     (its identity on disk, say) is what was just written.
    /// - Returns: the document as saved.
    /// - Throws: what `load`, `change` or `save` throws; nothing is written if `change` throws.
    @discardableResult
    public func update(
        _ change: (Doc?) throws -> Doc, encoding: ((Data) -> Data?)? = nil, saved: ((Doc) -> Void)? = nil
    ) throws -> Doc {
        try FileLock.withExclusiveLock(onPath: path) {
            try updateLocked(try FileSystem.contents(atPath: path), change, encoding: encoding, saved: saved)
        }
    }

    /// Like `update`, but `rewrite` sees the file's bytes first (when there is a file) and may
    /// return its new text, which is then written as it is, still under the lock, without the
    /// document being decoded: for a change a caller can make and check on the text far more
    /// cheaply than a decode (a line added after the last of a long list). The text must read
    /// back as a valid document; it is not decoded here. When `rewrite` returns `nil`, or there
    /// is no file, or the document keeps sync stamps, `update(change, encoding:, saved:)` runs.
    ///
    /// - Returns: `nil` when the text was rewritten; otherwise the document as `update` saved it.
    /// - Throws: what `update` throws.
    @discardableResult
    public func rewrite(
        _ rewrite: (Data) -> Data?, orUpdate change: (Doc?) throws -> Doc,
        encoding: ((Data) -> Data?)? = nil, saved: ((Doc) -> Void)? = nil
    ) throws -> Doc? {
        try FileLock.withExclusiveLock(onPath: path) {
            let contents = try FileSystem.contents(atPath: path)
            if Doc.mergeLayout == nil, let contents, let text = rewrite(contents) {
                if let root = context.confinedTo { try FileSystem.refuseLinks(below: root, to: url) }
                try write(text)
                return nil
            }
            return try updateLocked(contents, change, encoding: encoding, saved: saved)
        }
    }

    /// The body of `update`, with the lock held and the file's `contents` read.
    private func updateLocked(
        _ contents: Data?, _ change: (Doc?) throws -> Doc, encoding: ((Data) -> Data?)?,
        saved: ((Doc) -> Void)?
    ) throws -> Doc {
        let current = try decode(contents)
        let updated = try change(current)
        let encoded = current == nil ? nil : contents.flatMap { encoding?($0) }
        // A file set aside as corrupt while reading is gone: there is nothing it replaces.
        try save(updated, replacing: current == nil ? .some(nil) : .some(contents), encoded: encoded)
        saved?(updated)
        return updated
    }

    /// Deletes the document; a missing file is fine.
    ///
    /// - Throws: `StorageError.saveFailure` when it cannot be removed.
    public func delete() throws(StorageError) {
        try FileSystem.remove(url)
    }
}

extension VersionedDocument {
    /// Runs `validate()` and turns a failure into `StorageError.invalid`, so invalid data is
    /// never written.
    func validateForSave(file: String) throws(StorageError) {
        do {
            try validate()
        } catch {
            throw .invalid(
                "Refusing to save invalid data to \(PlainText.lastPathComponent(file)): \(error)")
        }
    }
}
