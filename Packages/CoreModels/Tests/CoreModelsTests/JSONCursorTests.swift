import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@Suite("JSONCursor: reads what the strict JSON reading reads, refuses what it refuses")
struct JSONCursorTests {
    /// The shape both readers map: `{"s": string, "n": number, "i": [whole numbers], "o": null
    /// or string, "x": anything}` inside an envelope of format `t` at version 1.
    struct Shape: Equatable {
        var s: String
        var n: Double
        var i: [Int]
        var o: String?
    }

    static func viaCursor(_ data: Data) -> Shape? {
        JSONCursor.envelope(data, format: "t", version: 1) { cursor -> Shape? in
            guard cursor.openObject() else { return nil }
            var first = true
            var shape = Shape(s: "", n: 0, i: [], o: nil)
            var seen = Set<String>()
            while let key = cursor.nextKey(&first) {
                guard seen.insert(key).inserted else { return nil }
                switch key {
                case "s": shape.s = cursor.string() ?? ""
                case "n": shape.n = cursor.number() ?? 0
                case "i":
                    guard cursor.openArray() else { return nil }
                    var firstItem = true
                    while cursor.nextElement(&firstItem) {
                        guard let value = cursor.integer() else { return nil }
                        shape.i.append(value)
                    }
                case "o":
                    if !cursor.null() { shape.o = cursor.string() }
                case "x": _ = cursor.skipValue()
                default: return nil
                }
                if cursor.failed { return nil }
            }
            return seen == ["s", "n", "i", "o", "x"] ? shape : nil
        }
    }

    static func viaTree(_ data: Data) -> Shape? {
        guard let body = DocumentBody.read(data, format: "t", version: 1), case .object(let members) = body,
            Set(members.keys) == ["s", "n", "i", "o", "x"], case .string(let s)? = members["s"],
            let n = DocumentBody.number(members["n"]), case .array(let items)? = members["i"]
        else { return nil }
        var i: [Int] = []
        for item in items {
            guard let value = DocumentBody.integer(item) else { return nil }
            i.append(value)
        }
        guard let o = DocumentBody.optional(members["o"], { $0?.string }) else { return nil }
        return Shape(s: s, n: n, i: i, o: o)
    }

    static let valid = #"""
        {"data" : {"s":"a \"q\" \\ \u00e9 \ud83d\udcaa/\n","n":-12.5e-1,"i":[0,-3, 42 ],"o":null,
        "x":{"deep":[1,{"y":[true,false,null,"z"]}],"e":{}}},"format":"t","version":1,"sync":{"a":1}}
        """#

    @Test("a document both take reads the same")
    func valid() throws {
        let data = Data(Self.valid.utf8)
        let read = try #require(Self.viaCursor(data))
        #expect(read == Self.viaTree(data))
        #expect(read.s == "a \"q\" \\ é 💪/\n" && read.n == -1.25 && read.i == [0, -3, 42] && read.o == nil)
    }

    @Test(
        "hand-picked damage is refused by both",
        arguments: [
            #"{"data":{"s":"a","n":1,"i":[1,],"o":null,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0,},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":01,"i":[1],"o":null,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":+1,"i":[1],"o":null,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1.,"i":[1],"o":null,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1.0],"o":null,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"\x","n":1,"i":[1],"o":null,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"\ud800","n":1,"i":[1],"o":null,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":nul,"x":0},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":[}},"format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0},"format":"t","version":1} x"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0},"format":"t","version":2}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0},"format":"t","version":"1"}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0},"format":"t","version":1,"sync":1,"sync":2}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0},"format":"t","format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0},"version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":0} "format":"t","version":1}"#,
            #"{"data":{"s":"a","n":1,"i":[1],"o":null,"x":{"a":1,"a":2}},"format":"t","version":1}"#,
            "{\"data\":{\"s\":\"a\u{1}\",\"n\":1,\"i\":[1],\"o\":null,\"x\":0},\"format\":\"t\",\"version\":1}",
        ])
    func damaged(text: String) {
        #expect(Self.viaTree(Data(text.utf8)) == nil)
        #expect(Self.viaCursor(Data(text.utf8)) == nil)
    }

    @Test("20,000 random edits of a document: the cursor takes exactly what the tree reading takes")
    func randomEdits() {
        var numbers = SeededNumbers(seed: 5)
        func next(_ bound: Int) -> Int { numbers.below(bound) }
        let original = Array(Self.valid.utf8)
        let pieces: [[UInt8]] = [
            [0x22], [0x5C], [0x2C], [0x3A], [0x7B], [0x7D], [0x5B], [0x5D], [0x20], [0x30], [0x2D], [0x2E],
            [0x65], [0x6E], Array("null".utf8), [0x01], [0xC3], [0xFF], Array("\\u".utf8),
        ]
        var taken = 0
        for _ in 0..<20_000 {
            var bytes = original
            for _ in 0..<(1 + next(2)) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: pieces[next(pieces.count)], at: at)
                default: bytes.replaceSubrange(at..<(at + 1), with: pieces[next(pieces.count)])
                }
            }
            let data = Data(bytes)
            let tree = Self.viaTree(data)
            #expect(Self.viaCursor(data) == tree, "\(String(decoding: bytes, as: UTF8.self))")
            if tree != nil { taken += 1 }
        }
        // Some edits leave a valid document (inside strings, white space): both take those.
        #expect(taken > 100)
    }
}
