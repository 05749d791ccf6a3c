import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The history index's payload: one text line per workout, tab-separated, with the exercise
/// lines joined by `;` and their fields by `|`. Decoding it is a byte scan, far cheaper than
/// `JSONDecoder` over thousands of objects — the index is read by every history, records,
/// chart and week command. Text fields are percent-escaped (`%`, tab, line ends, `|`, `;`).
enum SummaryLineCodec {
    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "index line \(line): \(reason)" }
    }

    /// The lines of `summaries`, joined by line ends.
    static func encode(_ summaries: [WorkoutSummary]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(summaries.count * 512)
        for (index, summary) in summaries.enumerated() {
            if index > 0 { out.append(0x0A) }
            append(summary, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The line of one summary.
    static func line(_ summary: WorkoutSummary) -> String {
        var out: [UInt8] = []
        append(summary, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the line of `summary` as bytes (an import writes thousands: no arrays of fields
    /// joined per line). Ten tab-separated fields, the last the exercise entries.
    private static func append(_ summary: WorkoutSummary, to out: inout [UInt8]) {
        let tab = UInt8(ascii: "\t")
        let pipe = UInt8(ascii: "|")
        out.appendUTF8(summary.id.description)
        out.append(tab)
        out.appendUTF8(summary.date.description)
        out.append(tab)
        out.appendUTF8(escape(summary.name))
        out.append(tab)
        out.appendUTF8(summary.planID?.description ?? "-")
        out.append(tab)
        out.appendUTF8(number(summary.startedAt.timeIntervalSince1970))
        out.append(tab)
        out.appendUTF8(number(summary.finishedAt.timeIntervalSince1970))
        out.append(tab)
        out.appendUTF8(String(summary.sets))
        out.append(tab)
        out.appendUTF8(number(summary.volume))
        out.append(tab)
        for (index, flag) in summary.kneeFlags.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.appendUTF8(flag.rawValue)
        }
        out.append(tab)
        for (index, line) in summary.exercises.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ";")) }
            out.appendUTF8(line.exerciseID.rawValue)
            for field in [
                escape(line.name), String(line.sets), number(line.topKilograms), String(line.topReps),
                number(line.bestSetVolume), number(line.volume), number(line.bestE1RM),
            ] {
                out.append(pipe)
                out.appendUTF8(field)
            }
            out.append(pipe)
            for (position, entry) in line.repsAtWeight.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                out.appendUTF8(number(entry.kilograms))
                out.append(UInt8(ascii: ":"))
                out.appendUTF8(String(entry.reps))
            }
        }
    }

    static func decode(_ text: String) throws -> [WorkoutSummary] {
        var text = text
        return try text.withUTF8 { bytes throws(Failure) in
            var scanner = SummaryLineScanner(bytes)
            return try scanner.summaries()
        }
    }

    /// Shortest text that reads back as the same `Double`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// `text` with the bytes the line format uses (`%`, tab, newline, carriage return, `|`,
    /// `;`) written `%XX`. Byte by byte, not character by character: a `|` followed by a
    /// combining accent is one character that is not `|`, and was written raw.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { [0x25, 0x09, 0x0A, 0x0D, 0x7C, 0x3B].contains($0) }) else {
            return text
        }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case 0x25, 0x09, 0x0A, 0x0D, 0x7C, 0x3B:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default:
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(0x25) else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == 0x25, iterator.count >= 2,
                let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
