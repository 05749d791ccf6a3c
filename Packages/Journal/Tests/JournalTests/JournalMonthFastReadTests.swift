import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import Journal

@Suite("Journal month files: the byte-level read gives what JSONDecoder gives")
struct JournalMonthFastReadTests {
    /// A month of tags and notes, with the names and texts people type.
    static func month(seed: UInt64) -> JournalMonthFile {
        var numbers = SeededNumbers(seed: seed &+ 1)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        let tags = ["trained", "slept-well", "rest-day", "knee-sore", "café", "late-night", "🏋️-pr"]
        let notes = [
            nil, "", "felt strong", "knee \"a bit\" sore\\ndeadlift skipped", "tab\there", "line\nbreak",
            "ü ñ 日本",
            String(repeating: "long ", count: 60),
        ]
        var entries: [JournalEntry] = []
        for dayNumber in 1...28 where next(3) > 0 {
            let picked = (0..<Int(next(4))).map { _ in tags[Int(next(UInt64(tags.count)))] }
            entries.append(
                JournalEntry(
                    date: LocalDate(daysSinceEpoch: 20_393 + dayNumber - 1),  // 2025-11-01 onwards
                    tagIDs: picked, note: notes[Int(next(UInt64(notes.count)))]))
        }
        return JournalMonthFile(month: "2025-11", entries: entries)
    }

    @Test("generated months read back exactly and as JSONDecoder reads them", arguments: 0..<20)
    func roundTrip(seed: Int) throws {
        let file = Self.month(seed: UInt64(seed))
        #expect(try FastReadCheck.mismatches(file, fast: JournalMonthFile.decodeFast).isEmpty)
    }

    @Test("a null note, unknown keys and what the standard path refuses")
    func edges() throws {
        let plain = String(
            decoding: try DocumentCoder.encode(
                JournalMonthFile(
                    month: "2025-11",
                    entries: [JournalEntry(date: LocalDate(daysSinceEpoch: 20_393), tagIDs: ["a"], note: "n")]
                ),
                compact: true), as: UTF8.self)
        for text in [
            plain.replacingOccurrences(of: #""note":"n""#, with: #""note":null"#),
            plain.replacingOccurrences(of: #""note":"n""#, with: #""note":"n","mood":3"#),
            plain.replacingOccurrences(of: #""note":"n""#, with: #""note":"n","mood":{"at":[1,"x",null]}"#),
            plain.replacingOccurrences(of: #""month":"#, with: #""extra":[],"month":"#),
        ] {
            let data = Data(text.utf8)
            #expect(text != plain)
            #expect(JournalMonthFile.decodeFast(data) != nil)
            #expect(
                JournalMonthFile.decodeFast(data) == FastReadCheck.standard(JournalMonthFile.self, from: data)
            )
        }
        for text in [
            plain.replacingOccurrences(of: #""note":"n""#, with: #""note":7"#),
            plain.replacingOccurrences(of: #"["a"]"#, with: #"["a",1]"#),
            plain.replacingOccurrences(of: #","tagIDs":["a"]"#, with: ""),
            plain.replacingOccurrences(of: #""note":"n""#, with: #""note":"n","note":"m""#),
            plain.replacingOccurrences(of: #""note":"n""#, with: #""note":"n","mood":1,"mood":2"#),
            plain.replacingOccurrences(of: #""note":"n""#, with: #""note":null,"note":"m""#),
            plain.replacingOccurrences(of: #""month":"#, with: #""month":"2025-10","month":"#),
            plain.replacingOccurrences(of: #""tagIDs":["a"]"#, with: #""tagIDs":["a"],"tagIDs":[]"#),
            plain.replacingOccurrences(of: #""date":"2025"#, with: #""date":"2025-11-02","date":"2025"#),
            plain.replacingOccurrences(of: "\"version\":2", with: "\"version\":3"),
        ] {
            #expect(text != plain && JournalMonthFile.decodeFast(Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test("10,000 random edits of a month: the byte reading gives what JSONDecoder gives, or gives up")
    func randomEdits() throws {
        let plain = Array(try DocumentCoder.encode(Self.month(seed: 3), compact: true))
        let pieces: [[UInt8]] = [
            "{", "}", "[", "]", "\"", ",", ":", "0", "-", "null", "\\u0041", " ", "\"note\":\"x\"",
            "\"mood\":{\"a\":[1]}", "\"tagIDs\":[]", "\"date\":\"2025-11-31\"", "é",
        ].map { Array($0.utf8) }
        var numbers = SeededNumbers(seed: 0x5EED)
        func below(_ bound: Int) -> Int { numbers.below(bound) }
        var read = 0
        for _ in 0..<10_000 {
            var bytes = plain
            for _ in 0...below(2) {
                let at = below(bytes.count)
                let length = min(below(4), bytes.count - at)
                bytes.replaceSubrange(
                    at..<(at + length), with: below(3) == 0 ? [] : pieces[below(pieces.count)])
            }
            let data = Data(bytes)
            guard let fast = JournalMonthFile.decodeFast(data) else { continue }
            read += 1
            #expect(
                fast == FastReadCheck.standard(JournalMonthFile.self, from: data),
                "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(read > 100)
    }

    @Test("the hand-built writer gives JSONEncoder's bytes", arguments: 0..<20)
    func writes(seed: Int) throws {
        #expect(try FastReadCheck.writeMismatches(Self.month(seed: UInt64(seed))).isEmpty)
        #expect(try FastReadCheck.writeMismatches(JournalMonthFile(month: "2025-11", entries: [])).isEmpty)
    }
}
