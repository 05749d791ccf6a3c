import CoreModels

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
    /// Reads the exact compact envelope fitshell writes —
    /// `{"data":{"lines":"…","year":Y},"format":"fitshell.history-index","version":2}` — in one
    /// pass: the JSON string is unescaped straight into bytes for `SummaryLineScanner`.
    /// Anything else (pretty-printed, older, newer, damaged) returns `nil` and takes the
    /// standard `JSONDecoder` path, which migrates, refuses or explains.
    static func decodeFast(_ data: Data) -> HistoryIndexFile? { decodeFast(data, exercises: true) }

    /// Like `decodeFast(_:)`; without `exercises` the summaries have no exercise lines.
    static func decodeFast(_ data: Data, exercises: Bool) -> HistoryIndexFile? {
        decodeFast(data, selecting: exercises ? .all : .none)
    }

    /// Like `decodeFast(_:)`, with the exercise lines `selected` names.
    static func decodeFast(_ data: Data, selecting selected: SummaryLineScanner.ExerciseLines)
        -> HistoryIndexFile?
    {
        data.withUnsafeBytes { raw -> HistoryIndexFile? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let (text, year) = compactLines(in: bytes),
                let lines = EnvelopeReader(bytes: bytes).unescaped(text)
            else { return nil }
            let workouts = lines.withUnsafeBufferPointer { buffer -> [WorkoutSummary]? in
                var scanner = SummaryLineScanner(buffer, lines: selected)
                return try? scanner.summaries()
            }
            return workouts.map { HistoryIndexFile(year: year, workouts: $0) }
        }
    }

    /// The file text of the index `bytes` with `summary`'s line added after its last line:
    /// what `encodeFast` gives for the list and `summary` after it, made without encoding every
    /// line again (finishing a workout rewrote the whole year's index for one line). `nil` when
    /// `bytes` is not exactly the compact envelope `decodeFast` reads for `summary`'s year, or
    /// holds no line.
    static func appending(_ summary: WorkoutSummary, to bytes: Data) -> Data? {
        let year = summary.date.year
        let suffix = #"","year":\#(year)},"format":"\#(format)","version":\#(currentVersion)}"#.utf8.count
        return bytes.withUnsafeBytes { raw -> Data? in
            let buffer = raw.bindMemory(to: UInt8.self)
            // The lines end at the first quote no backslash escapes; what follows must be the
            // rest of the envelope exactly (this year, nothing after), so that quote closes the
            // lines and nothing else.
            guard let (text, written) = compactLines(in: buffer), written == year, !text.isEmpty,
                buffer.count - text.upperBound == suffix
            else { return nil }
            let end = text.upperBound
            // JSON escapes character by character, so the quoted new line continues the
            // quoted lines as quoting them all together would.
            let quoted = JSONValue.string("\n" + SummaryLineCodec.encode([summary])).encoderBytes(
                pretty: false)
            guard quoted.count >= 2 else { return nil }
            var result = Data(capacity: buffer.count + quoted.count)
            result.append(UnsafeBufferPointer(rebasing: buffer[..<end]))
            result.append(contentsOf: quoted[1..<(quoted.count - 1)])
            result.append(UnsafeBufferPointer(rebasing: buffer[end...]))
            return result
        }
    }

    /// The file text of the index `bytes` with `summary`'s line added, when a full read,
    /// change and write would put that line last: the file is exactly the compact envelope of
    /// `summary`'s year, no line is of `summary`'s workout, and none started after it. The other
    /// lines are read for their ids and the last one's start only (finishing a workout decoded
    /// and checked the whole year's index for one line). `nil` otherwise, and for a summary
    /// that would not pass the index's checks: the caller then reads, changes and writes it.
    static func appendingLast(_ summary: WorkoutSummary, to bytes: Data) -> Data? {
        guard summary.problem == nil else { return nil }
        let isLast = bytes.withUnsafeBytes { raw -> Bool in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let (text, year) = compactLines(in: buffer), year == summary.date.year,
                let lines = EnvelopeReader(bytes: buffer).unescaped(text)
            else { return false }
            return lines.withUnsafeBufferPointer { isAfterEveryLine(summary, in: $0) }
        }
        return isLast ? appending(summary, to: bytes) : nil
    }

    /// Whether no line of `lines` (the index's lines, unescaped) starts with `summary`'s id,
    /// in any letter case, and the last line's start time is not after `summary`'s. Text
    /// fields are percent-escaped, so line ends and tabs in `lines` only separate.
    static func isAfterEveryLine(_ summary: WorkoutSummary, in lines: UnsafeBufferPointer<UInt8>) -> Bool {
        let id = Array(summary.id.description.lowercased().utf8)
        guard let base = lines.baseAddress, !lines.isEmpty else { return false }
        var start = 0
        while true {
            // Hex digits, letters and `-` all have the 0x20 bit: or-ing it in folds the case
            // (a byte it folds wrongly can only find a match that is not one: the full path).
            if lines.count - start >= id.count,
                id.indices.allSatisfy({ lines[start + $0] | 0x20 == id[$0] })
            {
                return false
            }
            guard let end = memchr(base + start, 0x0A, lines.count - start) else { break }
            start = base.distance(to: end.assumingMemoryBound(to: UInt8.self)) + 1
        }
        // The fifth field of the last line: its start, in seconds (as `SummaryLineCodec` writes).
        var field = start
        for _ in 0..<4 {
            guard let tab = memchr(base + field, 0x09, lines.count - field) else { return false }
            field = base.distance(to: tab.assumingMemoryBound(to: UInt8.self)) + 1
        }
        var fieldEnd = field
        while fieldEnd < lines.count, lines[fieldEnd] != 0x09 { fieldEnd += 1 }
        guard
            let started = Double(
                String(decoding: UnsafeBufferPointer(rebasing: lines[field..<fieldEnd]), as: UTF8.self))
        else { return false }
        return started <= summary.startedAt.timeIntervalSince1970
    }

    /// The index as `JSONEncoder` writes it, built by hand: the lines are one long string, which
    /// the encoder took a tenth of an import to escape through its generic machinery.
    func encodeFast() -> JSONValue? {
        .object(["lines": .string(SummaryLineCodec.encode(workouts)), "year": JSONValue.number(year)])
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
