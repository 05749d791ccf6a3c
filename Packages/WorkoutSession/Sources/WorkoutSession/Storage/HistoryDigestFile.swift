import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `history/digests.json`, version 1: each year's digest (as `YearDigestCodec` text) with the
/// identity of the index file it was computed from. Derived: rebuilt for a year whose index
/// changed (or when the file is missing or set aside), never the only copy of anything.
struct HistoryDigestFile: VersionedDocument, Equatable {
    static let format = "fitshell.history-digests"
    static let currentVersion = 1

    /// One year's digest and the index it came from.
    struct Entry: Codable, Equatable {
        let year: Int
        /// The identities of the index file and of the year's folder of workout files when the
        /// digest was computed (see `digestSource(year:)`).
        let source: String
        /// The digest as `YearDigestCodec` lines.
        let text: String
    }

    var years: [Entry]

    func validate() throws {
        if Set(years.map(\.year)).count != years.count {
            throw DocumentValidationError("a year has two digests")
        }
    }

    /// Reads the exact compact envelope fitshell writes in one pass (`JSONDecoder` took a
    /// noticeable share of `prs` for it); anything else returns `nil` and takes the standard
    /// path, which migrates, refuses or sets the file aside.
    static func decodeFast(_ data: Data) -> HistoryDigestFile? { decodeFast(data, textsOf: nil) }
}

extension HistoryDigestFile {
    /// `decodeFast(_:)` unescaping only the texts of the years in `wanted` (every year's when
    /// `nil`); the others' texts are left empty (their sources are read). A command that needs
    /// one year of thirty (`prs` needs the newest) then unescapes one text, not the whole file.
    static func decodeFast(_ data: Data, textsOf wanted: Set<Int>?) -> HistoryDigestFile? {
        data.withUnsafeBytes { raw -> HistoryDigestFile? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = EnvelopeReader(bytes: bytes)
            guard reader.expect(#"{"data":{"years":["#) else { return nil }
            var years: [Entry] = []
            var more = !reader.expect("]")
            while more {
                guard reader.expect(#"{"source":""#), let source = reader.jsonString(),
                    reader.expect(#","text":""#)
                else { return nil }
                // The year comes after the text: its end is found now, and it is read if wanted.
                let start = reader.index
                let end = reader.closingQuote(from: start)
                guard end < bytes.count else { return nil }
                reader.index = end + 1
                guard reader.expect(#","year":"#), let year = reader.integer(), reader.expect("}") else {
                    return nil
                }
                var text = ""
                if wanted?.contains(year) ?? true {
                    var texts = EnvelopeReader(bytes: bytes, index: start)
                    guard let read = texts.jsonString(), texts.index == end + 1 else { return nil }
                    text = String(decoding: read, as: UTF8.self)
                }
                years.append(Entry(year: year, source: String(decoding: source, as: UTF8.self), text: text))
                if reader.expect("]") {
                    more = false
                } else if !reader.expect(",") {
                    return nil
                }
            }
            guard reader.expect(#"},"format":"\#(format)","version":\#(currentVersion)}"#), reader.atEnd
            else {
                return nil
            }
            let file = HistoryDigestFile(years: years)
            return (try? file.validate()) == nil ? nil : file
        }
    }
}

extension JSONFileWorkoutStore {
    /// The years whose kept digest claims to come from the current index but does not match it
    /// (a hand edit, a copy from elsewhere): `data doctor` reports them.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func digestMismatches() async throws -> [Int] {
        guard let kept = keptDigests() else { return [] }
        var mismatches: [Int] = []
        for entry in kept.years where entry.source == digestSource(year: entry.year) {
            let digest: YearDigest
            do {
                digest = try YearDigestCodec.decode(entry.text)
            } catch {
                // Text of another layout (an older fitshell's) is computed again on use: not a mismatch.
                if !error.isOtherLayout { mismatches.append(entry.year) }
                continue
            }
            if digest != YearDigest(try await summaries(year: entry.year)) { mismatches.append(entry.year) }
        }
        return mismatches
    }

    /// What a kept digest of `year` is valid for: the identities of the year's index and of its
    /// folder of workout files (a file added or removed there by hand changes the folder, and the
    /// index is checked against the files when the digest is computed again); `nil` without an index.
    nonisolated func digestSource(year: Int) -> String? {
        guard let index = FileStamp(path: indexPath(year))?.digestSource else { return nil }
        return Self.digestGeneration + index + "+"
            + (FileStamp(path: yearFolderPath(year))?.digestSource ?? "-")
    }

    /// Starts every digest source: a digest kept by a fitshell that computed it another way
    /// (before `2:`, an exercise done in two blocks of a workout counted as two workouts) names
    /// another source, so it is computed again rather than trusted.
    static let digestGeneration = "2:"

    /// The bytes of the index of `year` when it is known to list exactly the year's workout
    /// files without listing them: a kept year digest names the identities of the index and of
    /// the folder (`digestSource(year:)`) both before and after the read. A digest is made only
    /// from an index checked against the files, and kept only when neither changed while it
    /// was made. `nil` otherwise (the caller lists the folder).
    ///
    /// What it trusts is what the kept digests already trust: that a file added to or removed
    /// from the folder changes the folder's modification time (or size), and an index rewritten
    /// has a new inode, size or time. A time put back by hand, or a file system whose times are
    /// coarser than two changes, can hide a change until the next one.
    nonisolated func vouchedIndex(year: Int) -> Data? {
        guard let kept = keptSource(year: year), digestSource(year: year) == kept,
            let data = try? FileSystem.contents(atPath: indexPath(year)),
            digestSource(year: year) == kept
        else { return nil }
        return data
    }

    /// The source of the kept digest of `year`. The sources are read once and again only when
    /// the kept digests file was replaced since (a stale copy could only fail to vouch: an
    /// entry read earlier still names an index that was checked); concurrent readers wait for
    /// one reading.
    nonisolated func keptSource(year: Int) -> String? {
        let stamp = FileStamp(path: digestURL.filePath)
        var found: String?
        keptSources.update { kept in
            if kept == nil || kept?.stamp != stamp {
                var sources: [Int: String] = [:]
                for entry in keptDigests(textsOf: [])?.years ?? []
                where !DerivedDigestEntry.isDerived(entry.year) {
                    sources[entry.year] = entry.source
                }
                kept = (stamp, sources)
            }
            found = kept?.sources[year]
        }
        return found
    }

    /// The kept digests file with the texts of `years` only (the others empty), read in one
    /// pass when it is exactly as written; otherwise the whole file as `keptDigests()` reads it.
    nonisolated func keptDigests(textsOf years: Set<Int>) -> HistoryDigestFile? {
        if let data = try? FileSystem.contents(of: digestURL),
            let file = HistoryDigestFile.decodeFast(data, textsOf: years)
        {
            return file
        }
        return keptDigests()
    }

    /// The kept digests file (read in one pass when it is exactly as written: `decodeFast`),
    /// `nil` when there is none or it was set aside.
    nonisolated func keptDigests() -> HistoryDigestFile? {
        (try? DocumentFile<HistoryDigestFile>(url: digestURL, context: storageContext, compact: true).load())
            ?? nil
    }

    /// Removes the kept digests (with the merged records and statistics kept beside them); all
    /// are computed again on the next use.
    ///
    /// - Throws: `StorageError` when a file exists and cannot be removed.
    public func forgetDigests() throws {
        try FileSystem.remove(digestURL)
    }

    /// The digests of `years`: kept ones whose index is unchanged, the others computed from
    /// their index and kept for the next run (a failure to keep them costs only time). Kept
    /// digests of other years stay while their index is unchanged.
    public func digests(years: [Int]) async throws -> [Int: YearDigest] {
        let asked = Set(years)
        // Only the asked years' texts are read; the others' are read when the file is written.
        let kept = Dictionary(
            (keptDigests(textsOf: asked)?.years ?? []).map { ($0.year, $0) },
            uniquingKeysWith: { first, _ in first })
        var result: [Int: YearDigest] = [:]
        var entries: [HistoryDigestFile.Entry] = []
        var changed = false
        for year in years.sorted() {
            let source = digestSource(year: year)
            // An entry that does not read back is recomputed like a changed year.
            if let source, let entry = kept[year], entry.source == source,
                let digest = try? YearDigestCodec.decode(entry.text)
            {
                result[year] = digest
                entries.append(entry)
                continue
            }
            let digest = YearDigest(try await summaries(year: year))
            result[year] = digest
            changed = true
            // Read again: a digest is kept only for the index it was computed from.
            if let source, source == digestSource(year: year) {
                entries.append(
                    HistoryDigestFile.Entry(year: year, source: source, text: YearDigestCodec.encode(digest)))
            }
        }
        // Other years' digests stay while their index is unchanged; the entries made from
        // several years carry their own sources (checked where they are read).
        for entry in kept.values.sorted(by: { $0.year < $1.year })
        where !asked.contains(entry.year)
            && (DerivedDigestEntry.isDerived(entry.year) || entry.source == digestSource(year: entry.year))
        {
            entries.append(entry)
        }
        entries.sort { $0.year < $1.year }
        guard changed || entries.count != kept.count else { return result }
        // The other years' texts, read now (as they are now: one changed since is left out).
        let whole = Dictionary(
            (keptDigests()?.years ?? []).map { ($0.year, $0) }, uniquingKeysWith: { first, _ in first })
        entries = entries.compactMap { entry in
            asked.contains(entry.year)
                ? entry : whole[entry.year].flatMap { $0.source == entry.source ? $0 : nil }
        }
        writeDigests(HistoryDigestFile(years: entries))
        return result
    }

    /// Writes the kept digests file. Without a lock or retries: it is derived, each entry is
    /// checked against its source where it is read, and a folder that cannot be written (or a
    /// write another process's replaces) costs only the recomputation.
    ///
    /// Durable like every other file: written without fsync, a power cut could leave it empty,
    /// and a read that sets a damaged file aside without writing it again (a chart's, say)
    /// would end its run with a data error although nothing was lost.
    nonisolated func writeDigests(_ file: HistoryDigestFile) {
        guard (try? file.validate()) != nil, let data = try? DocumentCoder.encode(file, compact: true) else {
            return
        }
        if let root = storageContext.confinedTo { try? FileSystem.refuseLinks(below: root, to: digestURL) }
        try? FileSystem.writeAtomically(data, to: digestURL)
    }
}
