import CoreModelsTesting
import Foundation
import Testing

@testable import WorkoutSession

@Suite("The envelope reader's strings")
struct EnvelopeReaderTests {
    @Test(
        "generated strings of quotes, backslash runs, tabs and newlines read back as JSONEncoder wrote them")
    func strings() throws {
        var numbers = SeededNumbers(seed: 11)
        func next(_ bound: UInt64) -> Int { Int(numbers.below(bound)) }
        let pieces = ["a", "\\", "\"", "\t", "\n", "é", "\\\"", "\\\\", "/", "\r", "💪"]
        for _ in 0..<3_000 {
            let text = (0..<next(40)).map { _ in pieces[next(UInt64(pieces.count))] }.joined()
            // As the derived files hold it: a string, then more of the envelope after it.
            let json = Array(try JSONEncoder().encode([text, "after"]))
            let read = json.withUnsafeBufferPointer { buffer -> [UInt8]? in
                var reader = EnvelopeReader(bytes: buffer)
                guard reader.expect("[\""), let bytes = reader.jsonString(), reader.expect(",\"after\"]")
                else {
                    return nil
                }
                return bytes
            }
            #expect(read == Array(text.utf8), "\(text.debugDescription)")
        }
    }

    @Test("a string that never closes, or holds an escape it does not take, is nil")
    func declines() {
        for text in [#"["abc"#, #"["abc\"#, #"["a\u0041"]"#, "[\"a\u{1}\"]", #"["ab\\\"#] {
            let bytes = Array(text.utf8)
            let read = bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
                var reader = EnvelopeReader(bytes: buffer)
                guard reader.expect("[\"") else { return [] }
                return reader.jsonString()
            }
            #expect(read == nil, "\(text)")
        }
    }
}
