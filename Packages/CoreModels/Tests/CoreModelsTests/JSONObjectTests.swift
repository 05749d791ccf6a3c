import Testing

@testable import CoreModels

/// `JSONObject` keeps its members sorted in one array; every operation must give what a
/// dictionary of the same members gives, with the members in `String` order.
@Suite("JSON objects: sorted members")
struct JSONObjectTests {
    /// A small deterministic generator (no randomness from the system: failures repeat).
    struct Mixer {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    // Short and long keys, shared prefixes, non-ASCII, and the same text in two Unicode forms
    // (precomposed and decomposed `é` are one key to a dictionary, and must be one here).
    static let keys = [
        "a", "b", "date", "mass", "entries\u{1F}2026-01-01", "entries\u{1F}2026-01-02", "Z", "é", "e\u{301}",
        "ß", "zz", "", "key with spaces", "😀", "set", "sets", "reps", "weight", "note", "x1", "x10", "x2",
    ]

    @Test("sets, removals and updates agree with a dictionary, in any order", arguments: 1...40)
    func model(seed: Int) {
        var mixer = Mixer(state: UInt64(seed))
        var object = JSONObject()
        var model: [String: JSONValue] = [:]
        for step in 0..<200 {
            let key = Self.keys[mixer.next(Self.keys.count)]
            switch mixer.next(4) {
            case 0:
                object[key] = nil
                model[key] = nil
            case 1:
                #expect(object.updateValue(.number(String(step)), forKey: key) == model[key])
                model[key] = .number(String(step))
            default:
                object[key] = .string("v\(step)")
                model[key] = .string("v\(step)")
            }
            #expect(object.count == model.count)
            for probe in Self.keys { #expect(object[probe] == model[probe], "\(probe)") }
        }
        #expect(object == JSONObject(model))
        // In key order, as the encoder sorts them.
        #expect(object.keys == model.keys.sorted())
        #expect(zip(object.keys, object.keys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(object.map(\.key) == object.keys && object.map(\.value) == object.values)
    }

    @Test("the same members given in any order make equal objects")
    func orderFree() {
        let pairs = (0..<30).map { ("k\($0 * 7 % 30)", JSONValue.number(String($0))) }
        var forward = JSONObject()
        for (key, value) in pairs { forward[key] = value }
        var backward = JSONObject()
        for (key, value) in pairs.reversed() { backward.updateValue(value, forKey: key) }
        #expect(forward == backward)
        #expect(forward != JSONObject())
        let literal: JSONObject = ["b": .null, "a": .bool(true), "b": .bool(false)]
        #expect(literal.keys == ["a", "b"] && literal["b"] == .bool(false))
    }

    @Test("parsed objects keep a repeated key's last value, and compare equal whatever the order")
    func parsed() throws {
        let written = try JSONValue.parse(Array(#"{"b":1,"a":{"y":2,"x":3},"c":[]}"#.utf8))
        let shuffled = try JSONValue.parse(Array(#"{"c":[],"a":{"x":3,"y":2},"b":1}"#.utf8))
        #expect(written == shuffled)
        #expect(written.text == #"{"a":{"x":3,"y":2},"b":1,"c":[]}"#)
        let repeated = try JSONValue.parse(Array(#"{"a":1,"a":2}"#.utf8))
        #expect(repeated["a"] == .number("2"))
        #expect(throws: JSONParseError.self) {
            try JSONValue.parse(Array(#"{"a":1,"a":2}"#.utf8), strict: true)
        }
    }
}
