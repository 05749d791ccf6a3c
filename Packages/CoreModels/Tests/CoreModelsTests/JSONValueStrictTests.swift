import CoreModels
import Foundation
import Testing

@Suite("JSONValue: the strict reading agrees with JSONDecoder or refuses")
struct JSONValueStrictTests {
    @Test(
        "texts Swift would read but JSON does not allow, or reads otherwise, are refused when strict",
        arguments: [
            #"{"a":080}"#, #"{"a":+1}"#, #"{"a":.5}"#, #"{"a":1.}"#,
            #"{"a":01.5}"#,
            #"{"a":1,"a":2}"#, #"{"a":"x\qy"}"#, #"{"a":"\'"}"#,
        ])
    func refused(text: String) {
        #expect((try? JSONValue.parse(Array(text.utf8), strict: true)) == nil)
        #expect((try? JSONValue.parse(Array(text.utf8))) != nil, "the lenient reading still takes it")
    }

    @Test("valid numbers and escapes read the same strict or not, and as JSONDecoder reads them")
    func accepted() throws {
        let text =
            #"{"n":[0,-0,1,-12.5,0.25,1e3,2E-2,-1.5e+2,84.200352],"s":"a\"b\\c\/d\n\u00e9\ud83c\udfcb"}"#
        let strict = try JSONValue.parse(Array(text.utf8), strict: true)
        #expect(strict == (try JSONValue.parse(Array(text.utf8))))
        struct Shape: Decodable {
            let n: [Double]
            let s: String
        }
        let decoded = try JSONDecoder().decode(Shape.self, from: Data(text.utf8))
        guard case .array(let numbers)? = strict["n"], case .string(let string)? = strict["s"] else {
            Issue.record("not read")
            return
        }
        #expect(
            numbers.map { value -> Double? in
                if case .number(let text) = value { return Double(text) }
                return nil
            } == decoded.n)
        #expect(string == decoded.s)
    }

    @Test(
        "unpaired surrogate escapes: refused when strict (JSONDecoder refuses them), a replacement character otherwise, never a crash",
        arguments: [
            #"{"a":"\ud800\u0041"}"#, #"{"a":"\ud800"}"#, #"{"a":"\udc00"}"#, #"{"a":"x\ud83c\ud83c"}"#,
            #"{"a":"\ud800\n"}"#,
        ])
    func surrogates(text: String) throws {
        #expect((try? JSONValue.parse(Array(text.utf8), strict: true)) == nil)
        let lenient = try JSONValue.parse(Array(text.utf8))
        #expect(lenient["a"]?.string?.unicodeScalars.contains("\u{FFFD}") == true)
        #expect((try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) == nil)
    }

    @Test(
        "a \\u escape takes exactly four hex digits: a sign or other byte is refused, as JSONDecoder refuses it",
        arguments: [
            #"{"a":"\u+041"}"#, #"{"a":"\u-041"}"#, #"{"a":"\u 041"}"#, #"{"a":"\u04g1"}"#, #"{"a":"\u04"}"#,
        ])
    func badEscape(text: String) throws {
        #expect((try? JSONValue.parse(Array(text.utf8), strict: true)) == nil)
        #expect((try? JSONValue.parse(Array(text.utf8))) == nil)
        #expect((try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) == nil)
        #expect(try JSONValue.parse(Array(#"{"a":"\u004a\u004A"}"#.utf8), strict: true)["a"] == .string("JJ"))
    }

    @Test("a paired surrogate escape is the character it names, strict or not")
    func pairedSurrogate() throws {
        let text = #"{"a":"\ud83c\udfcb\u0041"}"#
        #expect(try JSONValue.parse(Array(text.utf8), strict: true)["a"] == .string("🏋A"))
        #expect(try JSONValue.parse(Array(text.utf8))["a"] == .string("🏋A"))
    }

    @Test("invalid UTF-8 in a string or key: refused when strict, replacement characters otherwise")
    func invalidUTF8() throws {
        for bytes: [UInt8] in [
            Array(#"{"a":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
            Array(#"{"a":"x\n"#.utf8) + [0xC3] + Array(#""}"#.utf8),
            Array(#"{""#.utf8) + [0xED, 0xA0, 0x80] + Array(#"":1}"#.utf8),
        ] {
            #expect((try? JSONValue.parse(bytes, strict: true)) == nil)
            #expect((try? JSONValue.parse(bytes)) != nil)
            #expect((try? JSONDecoder().decode([String: JSONDecoderAny].self, from: Data(bytes))) == nil)
        }
    }

    @Test("text keeps writing backspace and form feed as \\u escapes; the encoder form as JSONEncoder does")
    func controlEscapes() throws {
        let value = JSONValue.object(["k": .string("\u{8}\u{C}")])
        #expect(value.text == #"{"k":"\u0008\u000c"}"#)
        #expect(String(decoding: value.encoderBytes(pretty: false), as: UTF8.self) == #"{"k":"\b\f"}"#)
        #expect(
            String(decoding: try JSONEncoder().encode(["k": "\u{8}\u{C}"]), as: UTF8.self) == #"{"k":"\b\f"}"#
        )
    }
}

/// Any JSON value, for asking JSONDecoder whether it reads a text at all.
struct JSONDecoderAny: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if (try? container.decode(String.self)) != nil || (try? container.decode(Double.self)) != nil {
            return
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a string or number")
    }
}
