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

    /// Merges `copy` into its original under the original's lock (entry by entry, with
    /// `layout`), checks the result with `problem`, writes it durably, and only then removes
    /// the copy. A copy whose original is missing is refused: a syncer makes copies of files
    /// that exist, so its name may not say what it holds.
    ///
    /// - Throws: `DocumentMerge.Refusal` when they cannot be merged or the result is not a
    ///   valid document (nothing is changed then); `StorageError` when writing fails.
    public static func fold(_ copy: Copy, layout: MergeLayout, problem: (Data) -> String?) throws {
        try FileLock.withExclusiveLock(on: copy.original) {
            guard let theirs = try FileSystem.contents(of: copy.copy) else { return }
            guard let ours = try FileSystem.contents(of: copy.original) else {
                throw DocumentMerge.Refusal(
                    description:
                        "\(copy.original.lastPathComponent) is missing; look at the copy and rename or delete it"
                )
            }
            let merged = try DocumentMerge.merge(base: nil, ours: ours, theirs: theirs, layout: layout)
            if let reason = problem(merged) {
                throw DocumentMerge.Refusal(description: "the merged file would not be valid: \(reason)")
            }
            try FileSystem.writeAtomically(merged, to: copy.original)
            try FileSystem.remove(copy.copy)
        }
    }
}
