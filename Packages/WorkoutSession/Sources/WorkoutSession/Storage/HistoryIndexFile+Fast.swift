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

    /// The index as `JSONEncoder` writes it, built by hand: the lines are one long string, which
    /// the encoder took a tenth of an import to escape through its generic machinery.
    func encodeFast() -> JSONValue? {
        .object(["lines": .string(SummaryLineCodec.encode(workouts)), "year": JSONValue.number(year)])
    }
}
