import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
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
