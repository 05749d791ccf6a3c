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
}
