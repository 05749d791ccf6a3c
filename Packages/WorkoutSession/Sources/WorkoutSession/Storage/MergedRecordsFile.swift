import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `history/records.json`, version 1: personal records of runs of years merged
/// (`PersonalRecords.merged`), as `YearDigestCodec` records lines, each with what it was
/// computed from: every year of the run and its digest source (`digestSource(year:)`). Two runs
/// are kept, the latest merged first: every year but the newest (what a finish's "New PR"
/// compares with, unchanged by a finish) and every year (what `prs` shows). Derived: a run is
/// merged again when any of its years changed (or the file is missing or set aside), never the
/// only copy of anything.
struct MergedRecordsFile: VersionedDocument, Equatable {
    static let format = "fitshell.history-records"
    static let currentVersion = 1
    /// How many runs are kept.
    static let kept = 2

    /// One run of years merged.
    struct Merge: Codable, Equatable {
        /// The years and the identities of their index and folder (`MergedRecordsFile.source`).
        let source: String
        /// The merged records as `YearDigestCodec` records lines.
        let text: String
    }

    /// The runs kept, the latest merged first.
    let merges: [Merge]

    func validate() throws {
        if merges.contains(where: { $0.source.isEmpty }) {
            throw DocumentValidationError("a run of merged records names no years")
        }
        if Set(merges.map(\.source)).count != merges.count {
            throw DocumentValidationError("a run of years is merged twice")
        }
    }

    /// What records merged from `years` are valid for: each year with its digest source; `nil`
    /// when a year has no index (its records are computed and not kept).
    static func source(of years: [Int], _ digestSource: (Int) -> String?) -> String? {
        var parts: [String] = []
        parts.reserveCapacity(years.count)
        for year in years.sorted() {
            guard let year = digestSource(year).map({ "\(year)=\($0)" }) else { return nil }
            parts.append(year)
        }
        return parts.joined(separator: ";")
    }

    /// The years a source names.
    static func years(of source: String) -> [Int] {
        source.split(separator: ";").compactMap { $0.split(separator: "=").first.flatMap { Int($0) } }
    }

    /// Reads the exact compact envelope fitshell writes in one pass; anything else returns
    /// `nil` and takes the standard path, which refuses or sets the file aside.
    static func decodeFast(_ data: Data) -> MergedRecordsFile? {
        data.withUnsafeBytes { raw -> MergedRecordsFile? in
            var reader = EnvelopeReader(bytes: raw.bindMemory(to: UInt8.self))
            guard reader.expect(#"{"data":{"merges":["#) else { return nil }
            var merges: [Merge] = []
            var more = !reader.expect("]")
            while more {
                guard reader.expect(#"{"source":""#), let source = reader.jsonString(),
                    reader.expect(#","text":""#), let text = reader.jsonString(), reader.expect("}")
                else { return nil }
                merges.append(
                    Merge(
                        source: String(decoding: source, as: UTF8.self),
                        text: String(decoding: text, as: UTF8.self)))
                if reader.expect("]") {
                    more = false
                } else if !reader.expect(",") {
                    return nil
                }
            }
            guard reader.expect(#"},"format":"\#(format)","version":\#(currentVersion)}"#), reader.atEnd
            else { return nil }
            let file = MergedRecordsFile(merges: merges)
            return (try? file.validate()) == nil ? nil : file
        }
    }

    func encodeFast() -> JSONValue? {
        .object([
            "merges": .array(
                merges.map { .object(["source": .string($0.source), "text": .string($0.text)]) })
        ])
    }
}

extension JSONFileWorkoutStore {
    /// The kept merged records file, `nil` when there is none or it was set aside.
    nonisolated func keptMergedRecords() -> MergedRecordsFile? {
        (try? DocumentFile<MergedRecordsFile>(url: mergedRecordsURL, context: storageContext, compact: true)
            .load())
            ?? nil
    }

    /// The records of `years` merged: read from the kept file when a run was merged from exactly
    /// these years as they are now; otherwise the years but the newest (kept, or merged from
    /// their digests) merged with the newest year's digest, and kept for the next run (a
    /// failure to keep them costs only time).
    public func mergedRecords(years: [Int]) async throws -> [ExerciseID: PersonalRecords] {
        try await mergedRecords(years: years.sorted(), splitting: true)
    }

    private func mergedRecords(years: [Int], splitting: Bool) async throws -> [ExerciseID: PersonalRecords] {
        // One year's records are its digest's: nothing to keep.
        guard years.count > 1, let newest = years.last else {
            return try await recordsMergedFromDigests(years: years)
        }
        let source = MergedRecordsFile.source(of: years, digestSource(year:))
        if let source, let merge = keptMergedRecords()?.merges.first(where: { $0.source == source }),
            let records = YearDigestCodec.records(merge.text)
        {
            return records
        }
        let merged: [ExerciseID: PersonalRecords]
        var companion: String?
        if splitting, years.count > 2 {
            // A finish changes only the newest year: the others are most likely kept.
            let earlierYears = Array(years.dropLast())
            let earlier = try await mergedRecords(years: earlierYears, splitting: false)
            merged = PersonalRecords.merged([earlier, try await recordsMergedFromDigests(years: [newest])])
            companion = MergedRecordsFile.source(of: earlierYears, digestSource(year:))
        } else {
            merged = try await recordsMergedFromDigests(years: years)
        }
        // Kept only for the years as they were when merged (read again: another process may
        // have changed one meanwhile).
        if let source, source == MergedRecordsFile.source(of: years, digestSource(year:)) {
            keep(
                MergedRecordsFile.Merge(source: source, text: YearDigestCodec.recordLines(merged)),
                with: companion)
        }
        return merged
    }

    /// Writes `merge` first in the kept file, then the run of `companion` (the earlier years
    /// it was merged from) if kept, else the latest other run.
    private func keep(_ merge: MergedRecordsFile.Merge, with companion: String?) {
        let kept = (keptMergedRecords()?.merges ?? []).filter { $0.source != merge.source }
        let others = kept.filter { $0.source == companion } + kept.filter { $0.source != companion }
        let file = MergedRecordsFile(merges: [merge] + others.prefix(MergedRecordsFile.kept - 1))
        guard let data = try? DocumentCoder.encode(file, compact: true) else { return }
        if let root = storageContext.confinedTo {
            try? FileSystem.refuseLinks(below: root, to: mergedRecordsURL)
        }
        try? FileSystem.writeAtomically(data, to: mergedRecordsURL)
    }

    /// Whether a kept run claims to come from its years as they are now but differs from those
    /// years' records computed again from their indexes (a hand edit, a copy from elsewhere):
    /// `data doctor` reports it.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func mergedRecordsMismatch() async throws -> Bool {
        for merge in keptMergedRecords()?.merges ?? [] {
            let years = MergedRecordsFile.years(of: merge.source)
            // Merged from other years or older files: merged again on use, not a mismatch.
            guard years.count > 1, MergedRecordsFile.source(of: years, digestSource(year:)) == merge.source
            else {
                continue
            }
            var periods: [[ExerciseID: PersonalRecords]] = []
            for year in years { periods.append(PersonalRecords.year(try await summaries(year: year))) }
            if YearDigestCodec.records(merge.text) != PersonalRecords.merged(periods) { return true }
        }
        return false
    }
}
