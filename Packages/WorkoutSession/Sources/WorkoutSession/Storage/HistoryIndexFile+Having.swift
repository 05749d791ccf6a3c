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
    /// The most exercises `decodeFast(_:having:)` looks for in the index as written.
    static let searchedIDs = 3

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
    ///
    /// The search runs once per id: for more than `searchedIDs` (the dashboard's ten
    /// sparklines) one pass reading every line, with only those exercises' lines, is cheaper.
    ///
    /// With `newestOnly`, the lines are looked at from the last one back and only the newest
    /// that names one of `exercises` is read (an exercise's last sets need no other).
    static func decodeFast(_ data: Data, having exercises: Set<ExerciseID>, newestOnly: Bool = false)
        -> HistoryIndexFile?
    {
        if exercises.count > searchedIDs {
            guard let read = decodeFast(data, selecting: .of(exercises)), (try? read.validate()) != nil else {
                return nil
            }
            let having = read.workouts.filter { !$0.exercises.isEmpty }
            return HistoryIndexFile(year: read.year, workouts: newestOnly ? Array(having.suffix(1)) : having)
        }
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
            // The lines holding a hit, each once, in order.
            var found: [Range<Int>] = []
            for hit in hits where !lines.insideEscape(hit) {
                if let last = found.last, hit < last.upperBound { continue }
                found.append(lines.line(around: hit))
            }
            var workouts: [WorkoutSummary] = []
            // Newest only: from the last line back, until one has an exercise.
            for line in newestOnly ? found.reversed() : found {
                guard let unescaped = reader.unescaped(line) else { return nil }
                let read = unescaped.withUnsafeBufferPointer { buffer -> [WorkoutSummary]? in
                    var scanner = SummaryLineScanner(buffer, lines: .only(wanted))
                    return try? scanner.summaries()
                }
                guard let read else { return nil }
                // An id found inside a name or a longer id: the line has none of the exercises.
                workouts += read.filter { !$0.exercises.isEmpty }
                if newestOnly, !workouts.isEmpty { break }
            }
            let file = HistoryIndexFile(year: year, workouts: workouts)
            return (try? file.validate()) == nil ? nil : file
        }
    }
}

/// A part of an index read without its other lines, with what it is checked against the
/// year's files by: the ids that start every line, and the year the file names.
struct IndexPart<Value> {
    let value: Value
    let year: Int
    let ids: Set<WorkoutID>
}

extension HistoryIndexFile {
    /// The newest summary of the index `data` that has one of `exercises` (with only their
    /// lines; `nil` when none has). The lines are read strictly from the last one back to that
    /// summary's, so every line newer than it is known to have none of them; the older ones
    /// are not read (an exercise's last sets need no other). `nil` when `data` is not exactly
    /// the compact envelope fitshell writes, or a line read, or an id, does not read or pass
    /// the index's checks.
    static func newestHaving(_ data: Data, exercises: Set<ExerciseID>) -> IndexPart<WorkoutSummary?>? {
        let wanted = exercises.map { Array($0.rawValue.utf8) }
        return part(data) { lines, starts, year -> WorkoutSummary?? in
            for line in starts.indices.reversed() {
                guard let summary = lines.summaries(of: line..<line + 1, starts, only: wanted)?.first,
                    summary.date.year == year, summary.problem == nil
                else { return nil }
                if !summary.exercises.isEmpty { return .some(summary) }
            }
            return .some(nil)
        }
    }

    /// The newest `count` summaries of the index `data` (oldest first) without exercise lines:
    /// only their lines are unescaped and read (a page of history needs the newest few of a
    /// year's hundreds). `nil` when `data` is not exactly the compact envelope fitshell
    /// writes or a line read, or an id, does not read or pass the index's checks.
    static func newestHeads(_ data: Data, count: Int) -> IndexPart<[WorkoutSummary]>? {
        guard count > 0 else { return nil }
        return heads(data) { starts, _ in Array(starts.indices.suffix(count)) }
    }

    /// Like `newestHeads(_:count:)`, the summaries of the lines dated `from` or later, in the
    /// index's order: each line's day is read where it is written (after the id), and only the
    /// lines on or after `from` are read (a week needs the last few of a year's lines).
    static func heads(_ data: Data, from: LocalDate) -> IndexPart<[WorkoutSummary]>? {
        heads(data) { starts, bytes in
            var chosen: [Int] = []
            for (line, start) in starts.enumerated() {
                // `ID\tYYYY-MM-DD\t`: the tab between is the escape `\t`.
                let day = start + 38
                guard day + 10 <= bytes.count, bytes[start + 36] == UInt8(ascii: "\\"),
                    bytes[start + 37] == UInt8(ascii: "t"), let date = ByteFields(bytes).date(day..<day + 10)
                else { return nil }
                if date >= from { chosen.append(line) }
            }
            return chosen
        }
    }

    /// The summaries (without exercise lines) of the lines `choose` picks by their number,
    /// given where each line starts. See `newestHeads`.
    private static func heads(_ data: Data, choose: ([Int], UnsafeBufferPointer<UInt8>) -> [Int]?)
        -> IndexPart<[WorkoutSummary]>?
    {
        part(data) { lines, starts, year -> [WorkoutSummary]? in
            guard let chosen = choose(starts, lines.reader.bytes) else { return nil }
            var workouts: [WorkoutSummary] = []
            var line = 0
            while line < chosen.count {
                // Lines next to each other are unescaped and read in one piece.
                var last = line
                while last + 1 < chosen.count, chosen[last + 1] == chosen[last] + 1 { last += 1 }
                guard let read = lines.summaries(of: chosen[line]..<chosen[last] + 1, starts, only: nil)
                else {
                    return nil
                }
                workouts += read
                line = last + 1
            }
            return (try? HistoryIndexFile(year: year, workouts: workouts).validate()) == nil ? nil : workouts
        }
    }

    /// What `read` takes from the lines of the index `data` (given where each line starts and
    /// the file's year), with the ids starting every line; `nil` when `data` is not exactly the
    /// compact envelope fitshell writes, a line does not start with an id, two start with the
    /// same one, or `read` declines.
    private static func part<Value>(
        _ data: Data, _ read: (EscapedLines, [Int], Int) -> Value?
    ) -> IndexPart<Value>? {
        data.withUnsafeBytes { raw -> IndexPart<Value>? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let (text, year) = compactLines(in: bytes) else { return nil }
            let lines = EscapedLines(reader: EnvelopeReader(bytes: bytes), text: text)
            guard let starts = lines.lineStarts, let ids = lines.ids(startingLines: starts),
                let value = read(lines, starts, year)
            else { return nil }
            return IndexPart(value: value, year: year, ids: ids)
        }
    }
}

/// The summary lines of an index as written: one JSON string whose lines are separated by the
/// escape `\n` (a backslash and an `n` that an odd run of backslashes ends).
struct EscapedLines {
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

    /// Where each line starts: at the text's start and after each `\n` escape. The escapes are
    /// found by `memchr` and each stepped over whole, so the `n` after an escaped backslash is
    /// not taken for one. `nil` for a text ending in the middle of an escape.
    var lineStarts: [Int]? {
        guard let base = bytes.baseAddress else { return nil }
        var starts = [text.lowerBound]
        var from = text.lowerBound
        while from < text.upperBound,
            let found = memchr(base + from, Int32(UInt8(ascii: "\\")), text.upperBound - from)
        {
            let escape = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard escape + 1 < text.upperBound else { return nil }
            if base[escape + 1] == UInt8(ascii: "n") { starts.append(escape + 2) }
            from = escape + 2
        }
        return starts
    }

    /// The ids that start the lines at `starts`, read without the rest of the lines: what an
    /// index read only in part is checked against its year's files with. `nil` when a line
    /// does not start with an id, or two lines start with the same one.
    func ids(startingLines starts: [Int]) -> Set<WorkoutID>? {
        guard let base = bytes.baseAddress else { return nil }
        var ids = Set<WorkoutID>(minimumCapacity: starts.count)
        for start in starts {
            guard bytes.count - start >= 36,
                let id = WorkoutID(utf8: UnsafeBufferPointer(start: base + start, count: 36))
            else { return nil }
            ids.insert(id)
        }
        return ids.count == starts.count ? ids : nil
    }

    /// The summaries of the lines numbered `numbers` (their starts in `starts`), unescaped and
    /// read strictly in one piece, with only the exercise lines of `only` (none when `nil`);
    /// `nil` when one does not read.
    func summaries(of numbers: Range<Int>, _ starts: [Int], only: [[UInt8]]?) -> [WorkoutSummary]? {
        let end = numbers.upperBound < starts.count ? starts[numbers.upperBound] - 2 : text.upperBound
        guard let unescaped = reader.unescaped(starts[numbers.lowerBound]..<end) else { return nil }
        let read = unescaped.withUnsafeBufferPointer { buffer -> [WorkoutSummary]? in
            var scanner = SummaryLineScanner(buffer, lines: only.map { .only($0) } ?? .none)
            return try? scanner.summaries()
        }
        return read?.count == numbers.count ? read : nil
    }

    /// Whether `position` is the second byte of an escape: no id starts there, and the `n` of
    /// a separator belongs to no line.
    func insideEscape(_ position: Int) -> Bool { reader.isEscaped(position, after: text.lowerBound) }

    /// The escaped text of the line holding `position`, without its separators.
    func line(around position: Int) -> Range<Int> {
        // Back to the byte after a separator (an escaped `n`).
        var start = position
        while start > text.lowerBound, !(bytes[start - 1] == UInt8(ascii: "n") && insideEscape(start - 1)) {
            start -= 1
        }
        // Forward from the line's start, stepping over escapes whole, to the next `\n`.
        var end = start
        while end < text.upperBound {
            if bytes[end] == UInt8(ascii: "\\") {
                if end + 1 < text.upperBound, bytes[end + 1] == UInt8(ascii: "n") { break }
                end += 2
            } else {
                end += 1
            }
        }
        return start..<min(end, text.upperBound)
    }
}
