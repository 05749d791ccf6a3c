import CoreModels
import Exercises
import Foundation
import Plans

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

    static func encode(_ summaries: [WorkoutSummary]) -> String {
        summaries.map(line).joined(separator: "\n")
    }

    static func line(_ summary: WorkoutSummary) -> String {
        let exercises = summary.exercises.map { line in
            [
                line.exerciseID.rawValue, escape(line.name), String(line.sets), number(line.topKilograms),
                String(line.topReps),
                number(line.bestSetVolume), number(line.volume), number(line.bestE1RM),
                line.repsAtWeight.map { "\(number($0.kilograms)):\($0.reps)" }.joined(separator: ","),
            ].joined(separator: "|")
        }.joined(separator: ";")
        return [
            summary.id.description, summary.date.description, escape(summary.name),
            summary.planID?.description ?? "-",
            number(summary.startedAt.timeIntervalSince1970), number(summary.finishedAt.timeIntervalSince1970),
            String(summary.sets), number(summary.volume),
            summary.kneeFlags.map(\.rawValue).joined(separator: ","), exercises,
        ].joined(separator: "\t")
    }

    static func decode(_ text: String) throws -> [WorkoutSummary] {
        var result: [WorkoutSummary] = []
        for (index, raw) in text.utf8.split(separator: UInt8(ascii: "\n")).enumerated() {
            result.append(try summary(Array(raw), line: index + 1))
        }
        return result
    }

    private static func summary(_ bytes: [UInt8], line: Int) throws -> WorkoutSummary {
        func fail(_ reason: String) -> Failure { Failure(line: line, reason: reason) }
        // Byte-level splitting throughout: `String.split` walks grapheme clusters and is far slower.
        let fields = bytes.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 10 else { throw fail("expected 10 fields, found \(fields.count)") }
        guard let id = WorkoutID(text(fields[0])), let date = LocalDate(iso: text(fields[1])),
            let started = double(fields[4]), let finished = double(fields[5]), let sets = integer(fields[6]),
            let volume = double(fields[7])
        else { throw fail("a field has a bad value") }
        let planText = text(fields[3])
        let exercises = try fields[9].split(separator: UInt8(ascii: ";")).map {
            block -> WorkoutSummary.ExerciseLine in
            let parts = block.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
            guard parts.count == 9, let count = integer(parts[2]), let top = double(parts[3]),
                let topReps = integer(parts[4]),
                let bestVolume = double(parts[5]), let total = double(parts[6]), let e1rm = double(parts[7])
            else { throw fail("an exercise entry is malformed") }
            let reps = try parts[8].split(separator: UInt8(ascii: ",")).map {
                pair -> WorkoutSummary.RepsAtWeight in
                let halves = pair.split(separator: UInt8(ascii: ":"))
                guard halves.count == 2, let kilograms = double(halves[0]), let count = integer(halves[1])
                else {
                    throw fail("a reps-at-weight entry is malformed")
                }
                return WorkoutSummary.RepsAtWeight(kilograms: kilograms, reps: count)
            }
            return WorkoutSummary.ExerciseLine(
                exerciseID: ExerciseID(text(parts[0])), name: unescape(text(parts[1])), sets: count,
                topKilograms: top,
                topReps: topReps, bestSetVolume: bestVolume, volume: total, bestE1RM: e1rm, repsAtWeight: reps
            )
        }
        return WorkoutSummary(
            id: id, date: date, name: unescape(text(fields[2])),
            planID: planText == "-" ? nil : PlanID(planText),
            startedAt: Date(timeIntervalSince1970: started),
            finishedAt: Date(timeIntervalSince1970: finished), sets: sets,
            volume: volume, exercises: exercises,
            kneeFlags: fields[8].split(separator: UInt8(ascii: ",")).map { ExerciseID(text($0)) })
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func double(_ bytes: ArraySlice<UInt8>) -> Double? { Double(text(bytes)) }

    /// A whole number read straight from its digits.
    private static func integer(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count < 19 else { return nil }
        var value = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// Shortest text that reads back as the same `Double`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { [0x25, 0x09, 0x0A, 0x0D, 0x7C, 0x3B].contains($0) }) else {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\t": result += "%09"
            case "\n": result += "%0A"
            case "\r": result += "%0D"
            case "\r\n": result += "%0D%0A"
            case "|": result += "%7C"
            case ";": result += "%3B"
            default: result.append(character)
            }
        }
        return result
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("%") else { return text }
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
