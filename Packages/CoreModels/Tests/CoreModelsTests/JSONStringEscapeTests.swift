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

    @Test("errors in escaped strings name the same byte as a byte-by-byte reading")
    func errorOffsets() {
        // Bytes: [ " a \ " <0xFF> " ] — the text is checked after its closing quote, at byte 7.
        let invalid: [UInt8] = [0x5B, 0x22, 0x61, 0x5C, 0x22, 0xFF, 0x22, 0x5D]
        #expect(Self.failure(invalid) == "invalid UTF-8 at byte 7")
        // The unknown escape `\q` is refused as it is read: after its letter, at byte 8.
        #expect(Self.failure(Array(#"["a\"b\q"]"#.utf8)) == "an unknown escape at byte 8")
        // A line break inside the string, after an escape, at the byte it is.
        #expect(Self.failure(Array("[\"a\\\"b\nc\"]".utf8)) == "a control character in a string at byte 7")
        #expect(Self.failure(Array(#"["a\"b"#.utf8)) == "a string is not closed at byte 6")
    }

    static func failure(_ text: [UInt8]) -> String? {
        do {
            _ = try JSONValue.parse(text, strict: true)
            return nil
        } catch {
            return error.description
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
