import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import Journal

@Suite("Journal month files: the byte-level read gives what JSONDecoder gives")
struct JournalMonthFastReadTests {
    /// A month of tags and notes, with the names and texts people type.
    static func month(seed: UInt64) -> JournalMonthFile {
        var state = seed &+ 1
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
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
            plain.replacingOccurrences(of: "\"version\":2", with: "\"version\":3"),
        ] {
            #expect(text != plain && JournalMonthFile.decodeFast(Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test("the hand-built writer gives JSONEncoder's bytes", arguments: 0..<20)
    func writes(seed: Int) throws {
        #expect(try FastReadCheck.writeMismatches(Self.month(seed: UInt64(seed))).isEmpty)
        #expect(try FastReadCheck.writeMismatches(JournalMonthFile(month: "2025-11", entries: [])).isEmpty)
    }
}
