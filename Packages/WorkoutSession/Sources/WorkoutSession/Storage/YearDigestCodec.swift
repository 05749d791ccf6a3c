import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A year's digest as text lines, the way the index keeps its summaries: one line for the
/// totals and days, one for the weeks and one per trained exercise. Fields are separated by
/// tabs; names are percent-escaped like index names; numbers read back to the same `Double`.
enum YearDigestCodec {
    struct Failure: Error, CustomStringConvertible {
        let reason: String
        var description: String { "year digest: \(reason)" }
    }

    static func encode(_ digest: YearDigest) -> String {
        let number = SummaryLineCodec.number
        var lines = [
            [
                "T", String(digest.totals.workouts), String(digest.totals.sets),
                number(digest.totals.volumeKg),
                String(digest.totals.durationSeconds), digest.first?.description ?? "-",
                digest.last?.description ?? "-",
            ].joined(separator: "\t"),
            "K\t" + digest.weeks.map(String.init).joined(separator: ","),
        ]
        for item in digest.trained {
            lines.append(
                [
                    "X", item.exerciseID.rawValue, SummaryLineCodec.escape(item.name), String(item.workouts),
                    String(item.sets),
                ].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n")
    }

    static func decode(_ text: String) throws(Failure) -> YearDigest {
        var totals = HistoryStats.Totals()
        var first: LocalDate?
        var last: LocalDate?
        var weeks: [Int] = []
        var trained: [YearDigest.Trained] = []
        func int(_ text: Substring) throws(Failure) -> Int {
            guard let value = Int(text) else { throw Failure(reason: "'\(text)' is not a number") }
            return value
        }
        func double(_ text: Substring) throws(Failure) -> Double {
            guard let value = Double(text), value.isFinite else {
                throw Failure(reason: "'\(text)' is not a number")
            }
            return value
        }
        func day(_ text: Substring) throws(Failure) -> LocalDate? {
            if text == "-" { return nil }
            guard let value = LocalDate(iso: String(text)) else {
                throw Failure(reason: "'\(text)' is not a day")
            }
            return value
        }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            switch fields.first {
            case "T" where fields.count == 7:
                totals.workouts = try int(fields[1])
                totals.sets = try int(fields[2])
                totals.volumeKg = try double(fields[3])
                totals.durationSeconds = try int(fields[4])
                first = try day(fields[5])
                last = try day(fields[6])
            case "K" where fields.count == 2:
                for week in fields[1].split(separator: ",") { weeks.append(try int(week)) }
            case "X" where fields.count == 5:
                trained.append(
                    YearDigest.Trained(
                        exerciseID: ExerciseID(String(fields[1])),
                        name: SummaryLineCodec.unescape(String(fields[2])),
                        workouts: try int(fields[3]), sets: try int(fields[4])))
            default:
                throw Failure(reason: "a line of kind '\(fields.first ?? "")' with \(fields.count) fields")
            }
        }
        return YearDigest(totals: totals, trained: trained, weeks: weeks, first: first, last: last)
    }
}
