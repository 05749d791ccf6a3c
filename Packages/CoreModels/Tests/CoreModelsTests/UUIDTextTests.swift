import CoreModels
import Foundation
import Testing

@Suite("UUID text")
struct UUIDTextTests {
    @Test("parses and writes exactly what Foundation does, for 2,000 random UUIDs")
    func matchesFoundation() {
        for _ in 0..<2_000 {
            let uuid = UUID()
            #expect(UUIDText.lowercased(uuid) == uuid.uuidString.lowercased())
            #expect(UUIDText.parse(uuid.uuidString) == uuid)
            #expect(UUIDText.parse(uuid.uuidString.lowercased()) == uuid)
        }
    }

    @Test(
        "every byte at every position: a hex digit (either case) or the dash is taken, as Foundation reads it"
    )
    func everyByte() {
        let valid = Array("0bea8f44-42d7-428C-b93b-A0E1F0C64B49".utf8)
        let hex = Set("0123456789abcdefABCDEF".utf8)
        for position in valid.indices {
            for value in UInt8.min...UInt8.max {
                var bytes = valid
                bytes[position] = value
                let ours = bytes.withUnsafeBufferPointer { UUIDText.parse($0) }
                let taken =
                    [8, 13, 18, 23].contains(position) ? value == UInt8(ascii: "-") : hex.contains(value)
                // Foundation is laxer (it lets sscanf skip a space, say): it only checks the values.
                let expected = taken ? UUID(uuidString: String(decoding: bytes, as: UTF8.self)) : nil
                #expect(ours == expected, "byte \(value) at \(position)")
                #expect(!taken || expected != nil)
            }
        }
    }

    @Test(
        "rejects anything that is not 8-4-4-4-12 hex digits",
        arguments: [
            "", "-", "0bea8f44-42d7-428c-b93b-a0e1f0c64b4", "0bea8f44-42d7-428c-b93b-a0e1f0c64b499",
            "0bea8f4442d7-428c-b93b-a0e1f0c64b49x", "0bea8f44-42d7-428c-b93b-a0e1f0c64b4g",
            "0bea8f44_42d7_428c_b93b_a0e1f0c64b49", "ébea8f44-42d7-428c-b93b-a0e1f0c64b4",
        ])
    func rejects(text: String) {
        #expect(UUIDText.parse(text) == nil)
        #expect(TypedID<Int>(text) == nil)
    }
}

@Suite("Trimming")
struct TrimmingTests {
    @Test(
        "trimmingSpaces gives what Foundation gives, ASCII or not",
        arguments: [
            "", " ", "a", " a ", "\ta b\t", "\n x \r\n", "\u{00A0}x\u{00A0}", " \u{2003}x ", "é ", " 💪",
            "a\u{00A0} ", "abc", "a long cell of more than fifteen bytes", "x\n", "\u{2028}x", "x\u{85}",
            "é", "é x é",
        ])
    func matchesFoundation(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingSpaces(newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        // The same inside a longer text (a substring).
        let inner = ("[" + text + "]").dropFirst().dropLast()
        #expect(inner.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(inner.trimmingSpaces(newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
