import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `history/statistics.json`, version 1: what `history stats` and the history's totals need of
/// every year, in one small text, with what it was computed from (every year and its digest
/// source, as `MergedRecordsFile.source`). Each year keeps its own totals and first and last
/// days; the trained exercises and the weeks of all years are gathered into the newest year's
/// part (statistics only ever sum the one and join the other over the years). Derived: made
/// again when any year changed (or the file is missing or set aside).
struct StatisticsFile: VersionedDocument, Equatable {
    static let format = "fitshell.history-statistics"
    static let currentVersion = 1

    /// The years and the identities of their index and folder (`MergedRecordsFile.source`).
    let source: String
    /// Each year's part as a `YearDigestCodec` text without records, after a `Y\tYEAR` line.
    let text: String

    func validate() throws {
        if source.isEmpty { throw DocumentValidationError("the statistics name no years") }
    }

    /// The text for `digests`: every year's totals and days, and the exercises and weeks of all
    /// years in the newest year's part (merged as `HistoryStats(digests:)` merges them).
    static func text(of digests: [Int: YearDigest]) -> String {
        let years = digests.keys.sorted()
        var trained: [ExerciseID: (name: String, workouts: Int, sets: Int)] = [:]
        var weeks = Set<Int>()
        for year in years {
            guard let digest = digests[year], digest.totals.workouts > 0 else { continue }
            weeks.formUnion(digest.weeks)
            for item in digest.trained {
                let current = trained[item.exerciseID] ?? (item.name, 0, 0)
                trained[item.exerciseID] = (
                    item.name, current.workouts + item.workouts, current.sets + item.sets
                )
            }
        }
        let newest = years.last { (digests[$0]?.totals.workouts ?? 0) > 0 }
        var parts: [String] = []
        for year in years {
            guard let digest = digests[year] else { continue }
            let gathered = year == newest
            let part = YearDigest(
                totals: digest.totals,
                trained: gathered
                    ? trained.map {
                        YearDigest.Trained(
                            exerciseID: $0.key, name: $0.value.name, workouts: $0.value.workouts,
                            sets: $0.value.sets)
                    }.sorted { $0.exerciseID < $1.exerciseID } : [],
                weeks: gathered ? weeks.sorted() : [], first: digest.first, last: digest.last,
                recordLines: nil)
            parts.append("Y\t\(year)\n" + YearDigestCodec.encode(part))
        }
        return parts.joined(separator: "\n")
    }

    /// The digests `text` holds (without records), or `nil` when a part does not read. Parts
    /// are found and read as bytes: no text is made of them.
    static func digests(_ text: String) -> [Int: YearDigest]? {
        var text = text
        return text.withUTF8 { bytes -> [Int: YearDigest]? in
            var result: [Int: YearDigest] = [:]
            // Where each part's `Y\tYEAR` line starts: at 0, and after each newline before `Y\t`.
            var starts: [Int] = []
            var position = 0
            while position < bytes.count {
                if bytes.count - position > 2, bytes[position] == UInt8(ascii: "Y"),
                    bytes[position + 1] == UInt8(ascii: "\t")
                {
                    starts.append(position)
                }
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                position += 1
            }
            guard starts.first == 0 || bytes.isEmpty else { return nil }
            for (index, start) in starts.enumerated() {
                let end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
                var header = start + 2
                var year = 0
                while header < end, (0x30...0x39).contains(bytes[header]), header - start < 8 {
                    year = year * 10 + Int(bytes[header] - 0x30)
                    header += 1
                }
                guard header > start + 2, header < end, bytes[header] == UInt8(ascii: "\n"),
                    result[year] == nil,
                    case .success(let digest) = YearDigestCodec.decode(
                        UnsafeBufferPointer(rebasing: bytes[(header + 1)..<end]))
                else { return nil }
                result[year] = digest.withoutRecords
            }
            return result
        }
    }

    /// Reads the exact compact envelope fitshell writes in one pass; anything else returns
    /// `nil` and takes the standard path, which refuses or sets the file aside.
    static func decodeFast(_ data: Data) -> StatisticsFile? {
        data.withUnsafeBytes { raw -> StatisticsFile? in
            var reader = EnvelopeReader(bytes: raw.bindMemory(to: UInt8.self))
            guard reader.expect(#"{"data":{"source":""#), let source = reader.jsonString(),
                reader.expect(#","text":""#), let text = reader.jsonString(),
                reader.expect(#"},"format":"\#(format)","version":\#(currentVersion)}"#), reader.atEnd
            else { return nil }
            let file = StatisticsFile(
                source: String(decoding: source, as: UTF8.self), text: String(decoding: text, as: UTF8.self))
            return (try? file.validate()) == nil ? nil : file
        }
    }

    func encodeFast() -> JSONValue? {
        .object(["source": .string(source), "text": .string(text)])
    }
}

extension JSONFileWorkoutStore {
    /// The kept statistics file, `nil` when there is none or it was set aside.
    nonisolated func keptStatistics() -> StatisticsFile? {
        (try? DocumentFile<StatisticsFile>(url: statisticsURL, context: storageContext, compact: true).load())
            ?? nil
    }

    /// The digests of `years` for the statistics (no records): read from the kept statistics
    /// when they were made from exactly these years as they are now (one small file whatever the
    /// history's length); otherwise the years' digests, from which the statistics are kept
    /// for the next run (a failure to keep them costs only time).
    public func statisticsDigests(years: [Int]) async throws -> [Int: YearDigest] {
        let source = MergedRecordsFile.source(of: years, digestSource(year:))
        if let source, let kept = keptStatistics(), kept.source == source,
            let digests = StatisticsFile.digests(kept.text), Set(digests.keys) == Set(years)
        {
            return digests
        }
        let digests = try await self.digests(years: years)
        // Kept only for the years as they were when read (read again: another process may have
        // changed one meanwhile).
        if let source, source == MergedRecordsFile.source(of: years, digestSource(year:)),
            let data = try? DocumentCoder.encode(
                StatisticsFile(source: source, text: StatisticsFile.text(of: digests)), compact: true)
        {
            if let root = storageContext.confinedTo {
                try? FileSystem.refuseLinks(below: root, to: statisticsURL)
            }
            try? FileSystem.writeAtomically(data, to: statisticsURL)
        }
        return digests.mapValues(\.withoutRecords)
    }

    /// Whether the kept statistics claim to come from the years as they are now but give other
    /// statistics than those years' summaries (a hand edit, a copy from elsewhere): `data doctor`
    /// reports it.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func statisticsMismatch() async throws -> Bool {
        guard let kept = keptStatistics() else { return false }
        let years = MergedRecordsFile.years(of: kept.source)
        guard MergedRecordsFile.source(of: years, digestSource(year:)) == kept.source else { return false }
        guard let digests = StatisticsFile.digests(kept.text) else { return true }
        var summaries: [WorkoutSummary] = []
        for year in years { summaries += try await self.summaries(year: year) }
        let day = LocalDate(daysSinceEpoch: 0)
        return HistoryStats(digests: digests, today: day) != HistoryStats(summaries, today: day)
    }
}
