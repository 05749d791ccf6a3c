import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `history/records.json`, version 1: the personal records of a run of years merged
/// (`PersonalRecords.merged`), as `YearDigestCodec` records lines, with what they were computed
/// from: each year and its digest source (`digestSource(year:)`). `prs` and "New PR" at a finish
/// read the closed years from it instead of every year's digest. Derived: rebuilt when any of
/// those years changed (or the file is missing or set aside), never the only copy of anything.
struct MergedRecordsFile: VersionedDocument, Equatable {
    static let format = "fitshell.history-records"
    static let currentVersion = 1

    /// The years and the identities of their index and folder, as `MergedRecordsFile.source`.
    let source: String
    /// The merged records as `YearDigestCodec` records lines.
    let text: String

    func validate() throws {
        if source.isEmpty { throw DocumentValidationError("the records name no years") }
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

    /// Reads the exact compact envelope fitshell writes in one pass; anything else returns
    /// `nil` and takes the standard path, which refuses or sets the file aside.
    static func decodeFast(_ data: Data) -> MergedRecordsFile? {
        data.withUnsafeBytes { raw -> MergedRecordsFile? in
            var reader = EnvelopeReader(bytes: raw.bindMemory(to: UInt8.self))
            guard reader.expect(#"{"data":{"source":""#), let source = reader.jsonString(),
                reader.expect(#","text":""#), let text = reader.jsonString(),
                reader.expect(#"},"format":"\#(format)","version":\#(currentVersion)}"#), reader.atEnd
            else { return nil }
            let file = MergedRecordsFile(
                source: String(decoding: source, as: UTF8.self), text: String(decoding: text, as: UTF8.self))
            return (try? file.validate()) == nil ? nil : file
        }
    }

    func encodeFast() -> JSONValue? {
        .object(["source": .string(source), "text": .string(text)])
    }
}

extension JSONFileWorkoutStore {
    /// The kept merged records file, `nil` when there is none or it was set aside.
    nonisolated func keptMergedRecords() -> MergedRecordsFile? {
        (try? DocumentFile<MergedRecordsFile>(url: mergedRecordsURL, context: storageContext, compact: true)
            .load())
            ?? nil
    }

    /// The records of `years` merged: read from the kept file when it was computed from exactly
    /// these years as they are now, otherwise merged from each year's digest and kept for the
    /// next run (a failure to keep them costs only time).
    public func mergedRecords(years: [Int]) async throws -> [ExerciseID: PersonalRecords] {
        // One year's records are its digest's: nothing to keep.
        guard years.count > 1 else { return try await recordsMergedFromDigests(years: years) }
        let source = MergedRecordsFile.source(of: years, digestSource(year:))
        if let source, let kept = keptMergedRecords(), kept.source == source,
            let records = YearDigestCodec.records(kept.text)
        {
            return records
        }
        let merged = try await recordsMergedFromDigests(years: years)
        // Kept only for the years as they were when merged (read again: another process may
        // have changed one meanwhile).
        if let source, source == MergedRecordsFile.source(of: years, digestSource(year:)),
            let data = try? DocumentCoder.encode(
                MergedRecordsFile(source: source, text: YearDigestCodec.recordLines(merged)), compact: true)
        {
            if let root = storageContext.confinedTo {
                try? FileSystem.refuseLinks(below: root, to: mergedRecordsURL)
            }
            try? FileSystem.writeAtomically(data, to: mergedRecordsURL)
        }
        return merged
    }

    /// Whether the kept merged records claim to come from the years as they are now but differ
    /// from those years' records computed again from their indexes (a hand edit, a copy from
    /// elsewhere): `data doctor` reports it.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func mergedRecordsMismatch() async throws -> Bool {
        guard let kept = keptMergedRecords() else { return false }
        let years = kept.source.split(separator: ";").compactMap {
            $0.split(separator: "=").first.flatMap { Int($0) }
        }
        guard years.count > 1, MergedRecordsFile.source(of: years, digestSource(year:)) == kept.source else {
            return false  // computed from other years or older files: computed again on use
        }
        var periods: [[ExerciseID: PersonalRecords]] = []
        for year in years.sorted() { periods.append(PersonalRecords.year(try await summaries(year: year))) }
        return YearDigestCodec.records(kept.text) != PersonalRecords.merged(periods)
    }
}
