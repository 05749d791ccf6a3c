import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A year's digest as text lines, the way the index keeps its summaries: the layout's version,
/// one line for the totals and days, one for the weeks, one per trained exercise and one per
/// exercise's records. Fields are separated by tabs; names are percent-escaped like index names;
/// numbers read back to the same `Double`. Text of another layout version does not decode (the
/// year is computed again).
enum YearDigestCodec {
    /// The layout written; 2 added the records lines, 3 the count of workouts of known length
    /// (the totals line's last field), 4 the most reps of sessions without weight (a record at
    /// 0 kg, which a digest of layout 3 lacks: such a year is computed again).
    static let layout = 4

    struct Failure: Error, CustomStringConvertible {
        let reason: String
        /// Whether the text is of another layout (an older fitshell's), not damaged.
        var isOtherLayout = false
        var description: String { "year digest: \(reason)" }
    }

    static func encode(_ digest: YearDigest) -> String {
        let number = SummaryLineCodec.number
        var lines = [
            "V\t\(layout)",
            [
                "T", String(digest.totals.workouts), String(digest.totals.sets),
                number(digest.totals.volumeKg),
                String(digest.totals.durationSeconds), digest.first?.description ?? "-",
                digest.last?.description ?? "-", String(digest.totals.timedWorkouts),
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
        if let records = digest.recordLines, !records.isEmpty { lines.append(records) }
        return lines.joined(separator: "\n")
    }

    /// The records lines of `records`, in exercise order.
    static func recordLines(_ records: [ExerciseID: PersonalRecords]) -> String {
        records.values.sorted(by: { $0.exerciseID < $1.exerciseID }).map { record in
            let reps = record.repsAtWeight.sorted { $0.key < $1.key }.map { self.record($0.value) }
            return [
                "R", record.exerciseID.rawValue, SummaryLineCodec.escape(record.name),
                self.record(record.heaviest), self.record(record.bestE1RM), self.record(record.bestSetVolume),
                reps.isEmpty ? "-" : reps.joined(separator: ";"),
            ].joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// The records `lines` hold, or `nil` when one does not read (only their field count is
    /// checked when the digest is read). With `only`, the records of those exercises: the
    /// other lines are checked for their field count only.
    static func records(_ lines: String, only: Set<ExerciseID>? = nil) -> [ExerciseID: PersonalRecords]? {
        var lines = lines
        return lines.withUTF8 { bytes in
            var reader = Reader(fields: ByteFields(bytes), keepsRecordLines: false)
            reader.only = only
            return reader.readLines() == nil ? reader.records : nil
        }
    }

    /// `value,reps,day,workout`, reps `-` when none; `-` for no record.
    private static func record(_ record: PersonalRecords.Record?) -> String {
        guard let record else { return "-" }
        return [
            SummaryLineCodec.number(record.value), record.reps.map(String.init) ?? "-",
            record.date.description,
            record.workout.description,
        ].joined(separator: ",")
    }

    /// The digest `text` holds (read in one pass over its bytes: `history stats` and `prs` read
    /// every year's on every run).
    static func decode(_ text: String) throws(Failure) -> YearDigest {
        var text = text
        let result = text.withUTF8 { bytes in decode(bytes) }
        return try result.get()
    }

    /// The digest the UTF-8 `bytes` hold.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<YearDigest, Failure> {
        var reader = Reader(fields: ByteFields(bytes), keepsRecordLines: true)
        return reader.digest()
    }

    /// Reads the lines of one digest.
    private struct Reader {
        let fields: ByteFields
        /// Whether records lines are kept as text (checked for their shape only) rather than read.
        let keepsRecordLines: Bool
        /// When set, the only exercises whose records lines are read (the others' are checked
        /// for their shape only).
        var only: Set<ExerciseID>?
        var recordLines: [Range<Int>] = []
        var totals = HistoryStats.Totals()
        var first: LocalDate?
        var last: LocalDate?
        var weeks: [Int] = []
        var trained: [YearDigest.Trained] = []
        var records: [ExerciseID: PersonalRecords] = [:]
        var layout: Int?
        /// The current line's tab-separated fields.
        var line: [Range<Int>] = []

        var bytes: UnsafeBufferPointer<UInt8> { fields.bytes }

        /// Reads every line; the first failure, if any.
        mutating func readLines() -> Failure? {
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end > start, let failure = read(start..<end) { return failure }
                start = end + 1
            }
            return nil
        }

        mutating func digest() -> Result<YearDigest, Failure> {
            if let failure = readLines() { return .failure(failure) }
            guard layout == YearDigestCodec.layout else {
                return .failure(
                    Failure(reason: "layout \(layout.map(String.init) ?? "1")", isOtherLayout: true))
            }
            return .success(
                YearDigest(
                    totals: totals, trained: trained, weeks: weeks, first: first, last: last,
                    recordLines: joinedRecordLines()))
        }

        /// The records lines as one text: one slice of the bytes when they follow each other
        /// (as written), rather than a text per line joined.
        private func joinedRecordLines() -> String {
            guard let first = recordLines.first, let last = recordLines.last else { return "" }
            let adjacent = zip(recordLines, recordLines.dropFirst()).allSatisfy {
                $1.lowerBound == $0.upperBound + 1
            }
            return adjacent
                ? fields.text(first.lowerBound..<last.upperBound)
                : recordLines.map(fields.text).joined(separator: "\n")
        }

        /// Reads one line; the failure, if it is malformed.
        private mutating func read(_ range: Range<Int>) -> Failure? {
            // A records line kept as text only needs its shape: `R` and six tabs, counted
            // rather than split (a year's text is mostly such lines).
            if keepsRecordLines || only != nil, range.count > 2, bytes[range.lowerBound] == UInt8(ascii: "R"),
                bytes[range.lowerBound + 1] == UInt8(ascii: "\t"), !isOneOfOnly(range)
            {
                var tabs = 0
                for position in range where bytes[position] == UInt8(ascii: "\t") { tabs += 1 }
                if tabs == 6 {
                    if keepsRecordLines { recordLines.append(range) }
                    return nil
                }
            }
            // The fields go into the same array line after line: a year holds hundreds of lines.
            Self.split(range, by: UInt8(ascii: "\t"), in: bytes, into: &line)
            let kind = line[0].count == 1 ? bytes[line[0].lowerBound] : 0
            // A digest of another layout (an older fitshell's has no "V" line before its totals,
            // or another number) is not read further: the year is computed again.
            if kind == UInt8(ascii: "T"), layout != YearDigestCodec.layout {
                return Failure(reason: "layout \(layout.map(String.init) ?? "1")", isOtherLayout: true)
            }
            switch (kind, line.count) {
            case (UInt8(ascii: "V"), 2):
                layout = fields.integer(line[1])
                guard let layout else { return malformed(range) }
                // Another layout's lines may have other fields: not read, the year is computed again.
                return layout == YearDigestCodec.layout
                    ? nil : Failure(reason: "layout \(layout)", isOtherLayout: true)
            case (UInt8(ascii: "T"), 8):
                guard let workouts = fields.integer(line[1]), let sets = fields.integer(line[2]),
                    let volume = finite(line[3]), let duration = fields.integer(line[4]),
                    let first = day(line[5]), let last = day(line[6]), let timed = fields.integer(line[7])
                else { return malformed(range) }
                totals.workouts = workouts
                totals.sets = sets
                totals.volumeKg = volume
                totals.durationSeconds = duration
                totals.timedWorkouts = timed
                self.first = first
                self.last = last
            case (UInt8(ascii: "K"), 2):
                for part in Self.split(line[1], by: UInt8(ascii: ","), in: bytes) where !part.isEmpty {
                    guard let week = fields.signedInteger(part) else { return malformed(range) }
                    weeks.append(week)
                }
            case (UInt8(ascii: "X"), 5):
                guard let workouts = fields.integer(line[3]), let sets = fields.integer(line[4]) else {
                    return malformed(range)
                }
                trained.append(
                    YearDigest.Trained(
                        exerciseID: ExerciseID(fields.text(line[1])), name: name(line[2]), workouts: workouts,
                        sets: sets))
            case (UInt8(ascii: "R"), 7):
                let id = ExerciseID(fields.text(line[1]))
                guard records[id] == nil, let heaviest = record(line[3]), let e1rm = record(line[4]),
                    let volume = record(line[5])
                else { return malformed(range) }
                var repsAtWeight: [Double: PersonalRecords.Record] = [:]
                if fields.text(line[6]) != "-" {
                    for part in Self.split(line[6], by: UInt8(ascii: ";"), in: bytes) {
                        guard let entry = record(part), let entry else { return malformed(range) }
                        repsAtWeight[entry.value] = entry
                    }
                }
                records[id] = PersonalRecords(
                    exerciseID: id, name: name(line[2]), heaviest: heaviest, bestE1RM: e1rm,
                    bestSetVolume: volume, repsAtWeight: repsAtWeight)
            default:
                return malformed(range)
            }
            return nil
        }

        /// Whether the records line `range` is of one of `only`'s exercises (its second field).
        private func isOneOfOnly(_ range: Range<Int>) -> Bool {
            guard let only else { return false }
            let start = range.lowerBound + 2
            var end = start
            while end < range.upperBound, bytes[end] != UInt8(ascii: "\t") { end += 1 }
            return only.contains(ExerciseID(fields.text(start..<end)))
        }

        private func malformed(_ range: Range<Int>) -> Failure {
            Failure(reason: "a malformed line '\(fields.text(range.prefix(60)))'")
        }

        private func finite(_ range: Range<Int>) -> Double? {
            fields.double(range).flatMap { $0.isFinite ? $0 : nil }
        }

        /// A day, or `.some(nil)` for `-`; `nil` when malformed.
        private func day(_ range: Range<Int>) -> LocalDate?? {
            if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return .some(nil) }
            return fields.date(range).map { .some($0) }
        }

        /// A percent-escaped name (see `SummaryLineCodec.escape`).
        private func name(_ range: Range<Int>) -> String {
            let text = fields.text(range)
            return text.utf8.contains(UInt8(ascii: "%")) ? SummaryLineCodec.unescape(text) : text
        }

        /// `value,reps,day,workout` (reps `-` when none), or `.some(nil)` for `-`; `nil` when malformed.
        private func record(_ range: Range<Int>) -> PersonalRecords.Record?? {
            if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return .some(nil) }
            // The three commas, found without making an array (a year holds hundreds of records).
            var commas = (0, 0, 0)
            var found = 0
            for position in range where bytes[position] == UInt8(ascii: ",") {
                found += 1
                switch found {
                case 1: commas.0 = position
                case 2: commas.1 = position
                case 3: commas.2 = position
                default: return nil
                }
            }
            guard found == 3 else { return nil }
            let repsRange = commas.0 + 1..<commas.1
            guard let value = finite(range.lowerBound..<commas.0),
                let date = fields.date(commas.1 + 1..<commas.2),
                let workout = WorkoutID(
                    utf8: UnsafeBufferPointer(rebasing: bytes[commas.2 + 1..<range.upperBound]))
            else { return nil }
            var reps: Int?
            if !(repsRange.count == 1 && bytes[repsRange.lowerBound] == UInt8(ascii: "-")) {
                guard let number = fields.integer(repsRange) else { return nil }
                reps = number
            }
            return .some(PersonalRecords.Record(value: value, reps: reps, date: date, workout: workout))
        }

        /// The ranges between `separator`s within `range` (empty ones included).
        static func split(_ range: Range<Int>, by separator: UInt8, in bytes: UnsafeBufferPointer<UInt8>)
            -> [Range<Int>]
        {
            var parts: [Range<Int>] = []
            split(range, by: separator, in: bytes, into: &parts)
            return parts
        }

        /// `split` into `parts`, whose storage is kept from the previous line.
        static func split(
            _ range: Range<Int>, by separator: UInt8, in bytes: UnsafeBufferPointer<UInt8>,
            into parts: inout [Range<Int>]
        ) {
            parts.removeAll(keepingCapacity: true)
            var start = range.lowerBound
            for position in range where bytes[position] == separator {
                parts.append(start..<position)
                start = position + 1
            }
            parts.append(start..<range.upperBound)
        }
    }
}
