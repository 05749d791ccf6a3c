#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DataArchive {
    /// Merges the archive's version of each of `paths` (relative to `folder`) into the one
    /// there, entry by entry as a sync merges (each entry keeps its latest change; a deleted
    /// one stays deleted; of two workouts in progress the later stays and the other is kept as
    /// a draft), each under its file's lock (`ConflictCopies.fold`).
    ///
    /// - Returns: the paths merged, and those that cannot be (a format that is not merged,
    ///   another format version, a file gone meanwhile): those keep the folder's version.
    /// - Throws: `StorageError` when a merged file cannot be written.
    public func merge(_ paths: [String], into folder: URL, formats: [DocumentFormat]) throws
        -> (merged: [String], kept: [String])
    {
        let documents = Dictionary(
            entries.map { ($0.path, $0.document) }, uniquingKeysWith: { first, _ in first })
        var merged: [String] = []
        var kept: [String] = []
        for path in paths {
            guard let theirs = documents[path] else { continue }
            let name = (try? JSONValue.parse(Data(theirs.utf8)))?["format"]?.string
            guard let format = formats.first(where: { $0.name == name && $0.mergeLayout != nil }) else {
                kept.append(path)
                continue
            }
            do {
                try ConflictCopies.fold(
                    Data(theirs.utf8), into: folder.appendingPathComponent(path), format: format)
                merged.append(path)
            } catch is DocumentMerge.Refusal {
                kept.append(path)
            }
        }
        return (merged, kept)
    }
}
