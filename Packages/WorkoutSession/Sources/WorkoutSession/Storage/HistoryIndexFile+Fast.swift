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
        data.withUnsafeBytes { raw -> HistoryIndexFile? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = EnvelopeReader(bytes: bytes)
            guard reader.expect(#"{"data":{"lines":""#), let lines = reader.jsonString(),
                reader.expect(#","year":"#), let year = reader.integer(),
                reader.expect(#"},"format":"\#(format)","version":\#(currentVersion)}"#), reader.atEnd
            else { return nil }
            let workouts = lines.withUnsafeBufferPointer { buffer -> [WorkoutSummary]? in
                var scanner = SummaryLineScanner(buffer, exercises: exercises)
                return try? scanner.summaries()
            }
            return workouts.map { HistoryIndexFile(year: year, workouts: $0) }
        }
    }

    /// A cursor over the envelope's bytes.
    private struct EnvelopeReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool {
            var rest = index
            while rest < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[rest]) { rest += 1 }
            return rest == bytes.count
        }

        mutating func expect(_ text: String) -> Bool {
            for byte in text.utf8 {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }

        mutating func integer() -> Int? {
            let start = index
            var value = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 9 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return index > start ? value : nil
        }

        /// The unescaped bytes of a JSON string whose opening quote was read; `nil` for an
        /// escape this reader does not handle (the standard path will).
        mutating func jsonString() -> [UInt8]? {
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            while index < bytes.count {
                // Copy the run of plain bytes in one go, then handle what ends it.
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
                    bytes[index] != UInt8(ascii: "\\"),
                    bytes[index] >= 0x20
                {
                    index += 1
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                guard index < bytes.count else { return nil }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return result
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "r"): result.append(0x0D)
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                    default: return nil
                    }
                default: return nil
                }
            }
            return nil
        }
    }
}
