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
    /// `summary`'s year, and its lines are of other workouts, each once, dated in that year, in
    /// start order, none started after `summary`. Those fields are all that is read of them
    /// (finishing a workout decoded and checked the whole year's index for one line); a line
    /// damaged elsewhere is found and set aside by the next full read, and the workout's own
    /// file is written before this. `nil` otherwise, and for a summary that would not pass the
    /// index's checks: the caller then reads, changes and writes it.
    static func appendingLast(_ summary: WorkoutSummary, to bytes: Data) -> Data? {
        guard summary.problem == nil else { return nil }
        let isLast = bytes.withUnsafeBytes { raw -> Bool in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let (text, year) = compactLines(in: buffer), year == summary.date.year,
                let lines = EnvelopeReader(bytes: buffer).unescaped(text)
            else { return false }
            return lines.withUnsafeBufferPointer { isAfterEveryLine(summary, in: $0, year: year) }
        }
        return isLast ? appending(summary, to: bytes) : nil
    }

    /// Whether every line of `lines` (the index's lines, unescaped) starts with the id of
    /// another workout than `summary`'s, each id once, then a day of `year`, and the starts
    /// (the fifth field) never go back and end no later than `summary`'s, compared as the
    /// index reader reads them (as a `Date`). Text fields are percent-escaped, so line ends
    /// and tabs in `lines` only separate.
    static func isAfterEveryLine(_ summary: WorkoutSummary, in lines: UnsafeBufferPointer<UInt8>, year: Int)
        -> Bool
    {
        guard let base = lines.baseAddress, !lines.isEmpty else { return false }
        let fields = ByteFields(lines)
        var ids = Set<WorkoutID>()
        var previous: Date?
        var start = 0
        while start < lines.count {
            let end = memchr(base + start, 0x0A, lines.count - start).map {
                base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            }
            let lineEnd = end ?? lines.count
            // `ID\tYYYY-MM-DD\tNAME\tPLAN\tSTART\t…`
            guard lineEnd - start > 48, lines[start + 36] == 0x09, lines[start + 47] == 0x09,
                let id = WorkoutID(utf8: UnsafeBufferPointer(rebasing: lines[start..<start + 36])),
                id != summary.id, ids.insert(id).inserted,
                fields.date(start + 37..<start + 47)?.year == year
            else { return false }
            var field = start + 48
            for _ in 0..<2 {
                guard let tab = memchr(base + field, 0x09, lineEnd - field) else { return false }
                field = base.distance(to: tab.assumingMemoryBound(to: UInt8.self)) + 1
            }
            guard let tab = memchr(base + field, 0x09, lineEnd - field),
                let seconds = fields.double(
                    field..<base.distance(to: tab.assumingMemoryBound(to: UInt8.self)))
            else { return false }
            let started = Date(timeIntervalSince1970: seconds)
            if let previous, started < previous { return false }
            previous = started
            guard let end else { break }
            start = end + 1
            // A blank last line: the full path would drop it.
            if start == lines.count { return false }
        }
        return previous.map { $0 <= summary.startedAt } ?? false
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
