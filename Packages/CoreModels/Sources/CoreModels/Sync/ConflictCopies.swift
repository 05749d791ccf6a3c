#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The copies file syncers leave when two devices changed a file at once — Syncthing's
/// `2026.sync-conflict-20261124-120000-ABCDEFG.json`, Dropbox's `2026 (laptop's conflicted copy
/// 2026-11-24).json`, Nextcloud's `2026 (conflicted copy 2026-11-24 120000).json` — found and
/// folded back into their file with the same entry-by-entry merge as a git sync.
public enum ConflictCopies {
    /// One copy and the file it belongs to.
    public struct Copy: Sendable, Equatable {
        /// The conflict copy.
        public let copy: URL
        /// Its original (which may be missing).
        public let original: URL
    }

    /// The name of the file `name` is a conflict copy of, or `nil` when it is not one.
    public static func original(of name: String) -> String? {
        mayBeCopy(name) ? originalByCharacters(of: name) : nil
    }

    /// `original(of:)` without the byte check in front: the names' characters searched.
    static func originalByCharacters(of name: String) -> String? {
        guard name.hasSuffix(".json") else { return nil }
        let stem = name.dropLast(5)
        if let range = stem.firstRange(of: ".sync-conflict-") {
            return String(stem[..<range.lowerBound]) + ".json"
        }
        if stem.hasSuffix(")"), let open = stem.ranges(of: " (").last,
            stem[open.upperBound...].contains("conflicted copy")
        {
            return String(stem[..<open.lowerBound]) + ".json"
        }
        return nil
    }

    /// Whether `name`'s bytes hold `.sync-conflict-` or a space, which every name `original(of:)`
    /// takes does (as characters, so as bytes too): a folder of plans is listed on every
    /// dashboard, and the character search cost more than reading the names.
    static func mayBeCopy(_ name: String) -> Bool {
        let syncthing = syncthingMark
        return name.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.contains(0x20) == false else { return true }
            guard bytes.count >= syncthing.count else { return false }
            for start in 0...(bytes.count - syncthing.count) where bytes[start] == syncthing[0] {
                if syncthing.indices.allSatisfy({ bytes[start + $0] == syncthing[$0] }) { return true }
            }
            return false
        } ?? true
    }

    /// What Syncthing puts in a conflict copy's name, as bytes.
    private static let syncthingMark = Array(".sync-conflict-".utf8)

    /// Every conflict copy below `root`, in path order.
    public static func find(in root: URL) -> [Copy] {
        var found: [Copy] = []
        for relative in FileSystem.subpaths(of: root) {
            let url = root.appendingPathComponent(relative)
            guard let name = relative.split(separator: "/").last, let original = original(of: String(name))
            else {
                continue
            }
            found.append(
                Copy(copy: url, original: url.deletingLastPathComponent().appendingPathComponent(original)))
        }
        return found.sorted { $0.copy.path < $1.copy.path }
    }

    /// Merges `copy` into its original under the original's lock (entry by entry, as `format`
    /// merges), writes the result durably, and only then removes the copy. A copy whose original is missing is refused: a syncer makes copies of files
    /// that exist, so its name may not say what it holds.
    ///
    /// - Throws: `DocumentMerge.Refusal` when they cannot be merged or the result is not a
    ///   valid document (nothing is changed then); `StorageError` when writing fails.
    public static func fold(_ copy: Copy, format: DocumentFormat) throws {
        guard let theirs = try FileSystem.contents(of: copy.copy) else { return }
        try fold(theirs, into: copy.original, format: format) { try FileSystem.remove(copy.copy) }
    }

    /// Merges `theirs` (a conflict copy's or an archive's version) into the document at
    /// `original` under its lock: entry by entry as `format` merges, or, for alternatives, the
    /// one changed last stays and the other is kept as a draft beside it. The result is written
    /// durably when it differs, then `then` runs, still under the lock.
    ///
    /// - Throws: `DocumentMerge.Refusal` when `original` is missing, they cannot be merged or the
    ///   result is not a valid document (nothing is changed then); `StorageError` when writing fails.
    public static func fold(
        _ theirs: Data, into original: URL, format: DocumentFormat, then: () throws -> Void = {}
    ) throws {
        try FileLock.withExclusiveLock(on: original) {
            guard let ours = try FileSystem.contents(of: original) else {
                throw DocumentMerge.Refusal(
                    description:
                        "\(original.lastPathComponent) is missing; look at the copy and rename or delete it")
            }
            let kept: Data
            if format.mergeLayout?.keepsBoth == true {
                let (later, draft) = try format.alternatives(ours: ours, theirs: theirs)
                if let draft { try keepDraft(draft, of: original) }
                kept = later
            } else {
                kept = try format.merge(base: nil, ours: ours, theirs: theirs)
            }
            if kept != ours { try FileSystem.writeAtomically(kept, to: original) }
            try then()
        }
    }

    /// Where the drafts of `original` are kept: the `drafts` folder beside it.
    public static func draftsFolder(beside original: URL) -> URL {
        original.folderURL.appendingFileName("drafts", directory: true)
    }

    /// Writes `draft`, the version of `original` that did not stay, durably into the `drafts`
    /// folder beside it, named by the file and the draft's latest stamp (the same draft always
    /// gets the same name, so a draft kept on two devices is one file); returns where.
    @discardableResult
    public static func keepDraft(_ draft: Data, of original: URL) throws -> URL {
        let envelope = try? JSONValue.parse(draft)
        let stamp = envelope.flatMap { SyncStamps(envelope: $0).latest } ?? .zero
        // Unstamped data is named by its content instead (FNV-1a of its canonical text).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (envelope?["data"]?.text ?? "").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let text = stamp == .zero ? String(hash, radix: 16) : stamp.description
        let label = String(text.map { allowed.contains($0) ? $0 : "_" })
        let folder = draftsFolder(beside: original)
        try FileSystem.ensureFolder(folder)
        let url = folder.appendingPathComponent(
            "\(original.deletingPathExtension().lastPathComponent)-\(label).json")
        try FileSystem.writeAtomically(draft, to: url)
        return url
    }
}
