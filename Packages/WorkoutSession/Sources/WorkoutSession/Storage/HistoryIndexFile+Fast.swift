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
            var reader = EnvelopeReader(bytes: bytes)
            guard reader.expect(#"{"data":{"lines":""#), let lines = reader.jsonString(),
                reader.expect(#","year":"#), let year = reader.integer(),
                reader.expect(#"},"format":"\#(format)","version":\#(currentVersion)}"#), reader.atEnd
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
        let prefix = Array(#"{"data":{"lines":""#.utf8)
        let suffix = Array(#"","year":\#(year)},"format":"\#(format)","version":\#(currentVersion)}"#.utf8)
        return bytes.withUnsafeBytes { raw -> Data? in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard buffer.count > prefix.count + suffix.count, buffer.starts(with: prefix) else { return nil }
            // The lines end at the first quote no backslash escapes; what follows must be the
            // rest of the envelope exactly, so that quote closes the lines and nothing else.
            let end = EnvelopeReader(bytes: buffer).closingQuote(from: prefix.count)
            guard end > prefix.count, buffer.count - end == suffix.count,
                buffer[end...].elementsEqual(suffix)
            else { return nil }
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
}
