import CoreModels
import Exercises

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

extension HistoryIndexFile {
    /// The summaries of the index `data` whose line names one of `exercises`, each with only
    /// those exercises' lines, oldest first, read without the other lines: an exercise id is
    /// looked for in the file as written, and only the lines holding one are unescaped and read.
    ///
    /// The lines stepped over are not checked: this is for an index already read whole and
    /// checked against its year's files (see `JSONFileWorkoutStore.vouchedIndex(year:)`). `nil`
    /// when `data` is not exactly the compact envelope fitshell writes, an id has a byte JSON
    /// escapes, or a line read is malformed: the caller then reads the index whole. Also `nil`
    /// when an id has a byte other writers escape (non-ASCII as `\u00e9`, `/` as `\/`) and the
    /// text has an escape fitshell does not write, behind which the id could hide. Ids of
    /// letters, digits, `-`, `_` and `.` (every slug) are not looked for behind escapes: no JSON
    /// writer escapes those bytes, and looking at each of a year's 1,500 escapes cost more than
    /// the rest of the read.
    static func decodeFast(_ data: Data, having exercises: Set<ExerciseID>) -> HistoryIndexFile? {
        let wanted = exercises.map { Array($0.rawValue.utf8) }
        // Bytes JSON escapes (controls, `"`, `\`) would not be found as written.
        let written = { (byte: UInt8) in byte >= 0x20 && byte != 0x22 && byte != 0x5C }
        guard wanted.allSatisfy({ !$0.isEmpty && $0.allSatisfy(written) }) else { return nil }
        return data.withUnsafeBytes { raw -> HistoryIndexFile? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let (text, year) = compactLines(in: bytes) else { return nil }
            let reader = EnvelopeReader(bytes: bytes)
            let lines = EscapedLines(reader: reader, text: text)
            let plain = { (byte: UInt8) in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x2D || byte == 0x5F || byte == 0x2E
            }
            guard wanted.allSatisfy({ $0.allSatisfy(plain) }) || lines.hasOnlyWrittenEscapes else {
                return nil
            }
            var hits: [Int] = []
            for id in wanted { hits += lines.occurrences(of: id) }
            hits.sort()
            var workouts: [WorkoutSummary] = []
            var readUpTo = text.lowerBound
            for hit in hits where hit >= readUpTo && !lines.insideEscape(hit) {
                let line = lines.line(around: hit)
                readUpTo = line.upperBound
                guard let unescaped = reader.unescaped(line) else { return nil }
                let read = unescaped.withUnsafeBufferPointer { buffer -> [WorkoutSummary]? in
                    var scanner = SummaryLineScanner(buffer, lines: .only(wanted))
                    return try? scanner.summaries()
                }
                guard let read else { return nil }
                // An id found inside a name or a longer id: the line has none of the exercises.
                workouts += read.filter { !$0.exercises.isEmpty }
            }
            let file = HistoryIndexFile(year: year, workouts: workouts)
            return (try? file.validate()) == nil ? nil : file
        }
    }

    /// Where the lines' text (between its quotes) and the year are in the exact compact
    /// envelope fitshell writes —
    /// `{"data":{"lines":"…","year":Y},"format":"fitshell.history-index","version":2}` — and
    /// `nil` for anything else (the standard path reads, migrates, refuses or explains it).
    static func compactLines(in bytes: UnsafeBufferPointer<UInt8>) -> (text: Range<Int>, year: Int)? {
        var reader = EnvelopeReader(bytes: bytes)
        guard reader.expect(#"{"data":{"lines":""#) else { return nil }
        let start = reader.index
        let end = reader.closingQuote(from: start)
        reader.index = end
        guard end < bytes.count, reader.expect(#"","year":"#), let year = reader.integer(),
            reader.expect(#"},"format":"\#(format)","version":\#(currentVersion)}"#), reader.atEnd
        else { return nil }
        return (start..<end, year)
    }
}

/// The summary lines of an index as written: one JSON string whose lines are separated by the
/// escape `\n` (a backslash and an `n` that an odd run of backslashes ends).
private struct EscapedLines {
    let reader: EnvelopeReader
    let text: Range<Int>

    private var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }

    /// Where `needle` starts in the text, every time, by Horspool's search: the text byte under
    /// the needle's last byte says how far the needle can move on, so most bytes are never
    /// looked at (an id's first byte is a common letter: stopping at each, as `memchr` would,
    /// cost more than the rest of the read).
    func occurrences(of needle: [UInt8]) -> [Int] {
        let count = needle.count
        guard let base = bytes.baseAddress, count > 0, text.count >= count else { return [] }
        var shift = [Int](repeating: count, count: 256)
        for (offset, byte) in needle.dropLast().enumerated() { shift[Int(byte)] = count - 1 - offset }
        var found: [Int] = []
        let lastByte = needle[count - 1]
        var position = text.lowerBound
        needle.withUnsafeBufferPointer { needle in
            shift.withUnsafeBufferPointer { shift in
                while position <= text.upperBound - count {
                    let byte = base[position + count - 1]
                    if byte == lastByte {
                        var matched = 0
                        while matched < count - 1, base[position + matched] == needle[matched] {
                            matched += 1
                        }
                        if matched == count - 1 { found.append(position) }
                    }
                    position += shift[Int(byte)]
                }
            }
        }
        return found
    }

    /// Whether every escape in the text is one fitshell writes in an index (`\n`, `\t`, `\r`,
    /// `\"`, `\\`): the escapes are found by `memchr` and each is stepped over whole.
    var hasOnlyWrittenEscapes: Bool {
        guard let base = bytes.baseAddress else { return true }
        var from = text.lowerBound
        while from < text.upperBound,
            let found = memchr(base + from, Int32(UInt8(ascii: "\\")), text.upperBound - from)
        {
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard position + 1 < text.upperBound else { return false }
            switch base[position + 1] {
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "\""),
                UInt8(ascii: "\\"):
                from = position + 2
            default:
                return false
            }
        }
        return true
    }

    /// Whether `position` is the second byte of an escape (after a backslash an odd run of
    /// them ends): no id starts there, and the `n` of a separator belongs to no line.
    func insideEscape(_ position: Int) -> Bool {
        var run = 0
        while position - run - 1 >= text.lowerBound, bytes[position - run - 1] == UInt8(ascii: "\\") {
            run += 1
        }
        return run % 2 == 1
    }

    /// Whether a line separator (`\n`) starts at `position`: a backslash that an odd run of
    /// them ends, before an `n`.
    private func separator(at position: Int) -> Bool {
        guard position + 1 < text.upperBound, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "n")
        else { return false }
        var run = 1
        while position - run >= text.lowerBound, bytes[position - run] == UInt8(ascii: "\\") { run += 1 }
        return run % 2 == 1
    }

    /// The escaped text of the line holding `position`, without its separators.
    func line(around position: Int) -> Range<Int> {
        var start = position
        // Back to the byte after a separator: an `n` after a backslash is checked whole.
        while start > text.lowerBound + 1,
            !(bytes[start - 1] == UInt8(ascii: "n") && bytes[start - 2] == UInt8(ascii: "\\")
                && separator(at: start - 2))
        {
            start -= 1
        }
        if start == text.lowerBound + 1 { start = text.lowerBound }
        // Forward from the line's start, stepping over escapes whole.
        var end = start
        while end < text.upperBound {
            if bytes[end] == UInt8(ascii: "\\") {
                if separator(at: end) { break }
                end += 2
            } else {
                end += 1
            }
        }
        return start..<min(end, text.upperBound)
    }
}
