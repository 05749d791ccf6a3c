import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The statistics entry's text (`DerivedDigestEntry.statistics`): what `history stats` and the
/// history's totals need of every year. Each year's part is a `YearDigestCodec` text without
/// records after a `Y\tYEAR` line, with its own totals and first and last days; the trained
/// exercises and the weeks of all years are gathered into the newest year's part (statistics
/// only ever sum the one and join the other over the years, so `HistoryStats(digests:)` gives
/// the same).
enum StatisticsText {
    /// The text for `digests`: every year's totals and days, and the exercises and weeks of all
    /// years in the newest year's part (merged as `HistoryStats(digests:)` merges them).
    static func text(of digests: [Int: YearDigest]) -> String {
        let years = digests.keys.sorted()
        let (trained, weeks) = YearDigest.gathered(digests)
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
}
