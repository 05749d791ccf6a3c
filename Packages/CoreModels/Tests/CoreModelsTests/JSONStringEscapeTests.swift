import CoreModels
import CoreModelsTesting
import Foundation
import Testing

/// Strings with escapes, read by the byte-level parser, against `JSONDecoder` (what it reads,
/// and whether it reads at all), on generated texts: runs of plain bytes, every escape, control
/// bytes, accents, bytes that are not UTF-8 and strings that never close.
@Suite("JSONValue: escaped strings read as JSONDecoder reads them")
struct JSONStringEscapeTests {
    @Test("10,000 generated strings, strict and lenient", arguments: [1, 2])
    func generated(seed: UInt64) {
        var numbers = SeededNumbers(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { numbers.below(bound) }
        let pieces: [[UInt8]] = [
            Array("ab".utf8), Array(" x y ".utf8), Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\/"#.utf8),
            Array(#"\n"#.utf8), Array(#"\t"#.utf8), Array(#"\r"#.utf8), Array(#"\b"#.utf8),
            Array(#"\f"#.utf8),
            Array(#"\u00e9"#.utf8), Array(#"\ud83d\udcaa"#.utf8), Array("é💪".utf8), Array(#"\q"#.utf8),
            [0x09], [0x0A], [0xFF], [0xC3], Array("{\"k\":[1]}".utf8),
        ]
        for _ in 0..<5_000 {
            var inner: [UInt8] = []
            for _ in 0..<next(12) { inner += pieces[next(pieces.count)] }
            let closed = next(10) > 0
            let text = Array("[\"".utf8) + inner + (closed ? Array("\"]".utf8) : [])
            let decoded = try? JSONDecoder().decode([String].self, from: Data(text))
            let strict = try? JSONValue.parse(text, strict: true)
            if let decoded {
                #expect(strict == .array([.string(decoded[0])]), "\(text)")
            } else {
                #expect(strict == nil, "\(text)")
            }
            // The lenient reading takes what the strict one takes, the same way.
            if let strict { #expect((try? JSONValue.parse(text)) == strict) }
        }
    }

    @Test("a long document kept as a string, as an archive keeps it, reads back whole")
    func documentInString() throws {
        let document = String(
            repeating: "{\n  \"data\" : {\n    \"name\" : \"Day \\\"A\\\" é\"\n  }\n}\n", count: 400)
        let encoded = try JSONEncoder().encode(["document": document])
        let parsed = try JSONValue.parse(Array(encoded), strict: true)
        #expect(parsed["document"] == .string(document))
    }
}
