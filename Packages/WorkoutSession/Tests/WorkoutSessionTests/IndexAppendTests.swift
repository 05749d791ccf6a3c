import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import WorkoutSession

/// Finishing a workout adds its line to the year's index text instead of encoding every line
/// again; the file must be byte for byte what the full encoding gives.
@Suite("A year's index grows by its new line, byte for byte as the full encoding writes it")
struct IndexAppendTests {
    static let names = [
        "Day A", "Push | \"heavy\" ; 5x5", "Leg day \\ back-off", "Ünter\u{301}körper", "Tab\there", "💪 Arms",
        "Percent %41 , comma", "Line\nbreak", "/slashes/", "\u{1}control",
    ]

    static func summaries(_ count: Int, seed: Int) -> [WorkoutSummary] {
        (0..<count).map { day in
            let workout = WrittenIndexTests.workout(
                days: day * 2, name: names[(day + seed) % names.count] + " \(day)")
            return WorkoutSummary(workout, timeZone: .utc)
        }
    }

    @Test("generated lists: the appended text equals the full encoding and reads back", arguments: 1..<25)
    func appended(count: Int) throws {
        let all = Self.summaries(count + 1, seed: count)
        let before = try DocumentCoder.encode(
            HistoryIndexFile(year: 2025, workouts: Array(all.dropLast())), compact: true)
        let full = try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: all), compact: true)
        let grown = try #require(HistoryIndexFile.appending(all[count], to: before))
        #expect(grown == full)
        guard case .valid(let read) = DocumentCoder.decode(HistoryIndexFile.self, from: grown) else {
            Issue.record("the grown index does not read")
            return
        }
        #expect(read.workouts == all, "the grown index reads otherwise")
    }

    @Test("text it cannot extend exactly is left to the full encoding")
    func refused() throws {
        let all = Self.summaries(3, seed: 0)
        let next = all[2]
        let compact = try DocumentCoder.encode(
            HistoryIndexFile(year: 2025, workouts: Array(all.prefix(2))), compact: true)
        let text = String(decoding: compact, as: UTF8.self)
        let other = try DocumentCoder.encode(
            HistoryIndexFile(year: 2024, workouts: Array(all.prefix(2))), compact: true)
        for bytes in [
            try DocumentCoder.encode(
                HistoryIndexFile(year: 2025, workouts: Array(all.prefix(2))), compact: false),
            other,
            try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: []), compact: true),
            Data((text + "\n").utf8),
            Data((text + " ").utf8),
            Data(text.dropLast().utf8),
            Data(text.replacingOccurrences(of: #","year":"#, with: #","extra":1,"year":"#).utf8),
            Data(text.replacingOccurrences(of: #""version":"#, with: #""version": "#).utf8),
            Data(#"{"data":{"lines":"x"#.utf8),
            Data(),
        ] {
            #expect(
                HistoryIndexFile.appending(next, to: bytes) == nil,
                "\(String(decoding: bytes.prefix(90), as: UTF8.self))")
        }
    }

    @Test(
        "finishing workouts in order, out of order and again: the file is the full encoding of what it lists")
    func store() async throws {
        let folder = TemporaryFolder("index-append")
        let store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let url = folder.url.appendingPathComponent("history/index-2025.json")
        var expected: [WorkoutSummary] = []
        var ids: [Int: WorkoutID] = [:]
        // Day 7 comes after day 9 (an earlier workout finished later), day 9 comes again
        // (the same workout saved anew), and day 13 after that.
        for days in [3, 5, 9, 7, 11, 9, 13, 15] {
            let id = ids[days] ?? WorkoutID(UUID())
            ids[days] = id
            let workout = WrittenIndexTests.workout(
                days: days, id: id, name: Self.names[days % Self.names.count])
            let summary = WorkoutSummary(workout, timeZone: .utc)
            try await store.finish(workout, summary: summary)
            expected.removeAll { $0.id == summary.id }
            expected.append(summary)
            expected.sort { $0.startedAt < $1.startedAt }
            let written = try #require(try FileSystem.contents(of: url))
            #expect(
                written
                    == (try DocumentCoder.encode(
                        HistoryIndexFile(year: 2025, workouts: expected), compact: true)))
            let fresh = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
            let read = try await fresh.summaries(year: 2025)
            #expect(read == expected, "after day \(days)")
        }
        #expect(expected.count == 7)
    }

    @Test("a finish after the last line keeps the file's text and adds a line; an earlier one encodes it all")
    func appendPathTaken() async throws {
        let folder = TemporaryFolder("index-append-path")
        let store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let url = folder.url.appendingPathComponent("history/index-2025.json")
        let first = WrittenIndexTests.workout(days: 3, name: "Upper a/b")
        try await store.finish(first, summary: WorkoutSummary(first, timeZone: .utc))
        // `\/` is JSON for `/`: read the same, but written as `/` by the full encoding.
        let text = String(decoding: try #require(try FileSystem.contents(of: url)), as: UTF8.self)
        #expect(text.contains("Upper a/b"))
        try FileSystem.writeAtomically(
            Data(text.replacingOccurrences(of: "a/b", with: #"a\/b"#).utf8), to: url)

        let later = WrittenIndexTests.workout(days: 5)
        try await store.finish(later, summary: WorkoutSummary(later, timeZone: .utc))
        let appended = String(decoding: try #require(try FileSystem.contents(of: url)), as: UTF8.self)
        #expect(appended.contains(#"Upper a\/b"#), "the earlier text is kept as it was")
        let read = try await JSONFileWorkoutStore(
            folder: folder.url, context: StorageContext(), timeZone: .utc
        )
        .summaries(year: 2025)
        #expect(read.map(\.id) == [first.id, later.id])
        #expect(read.first?.name == "Upper a/b")

        let earlier = WrittenIndexTests.workout(days: 4)
        try await store.finish(earlier, summary: WorkoutSummary(earlier, timeZone: .utc))
        let encoded = String(decoding: try #require(try FileSystem.contents(of: url)), as: UTF8.self)
        #expect(!encoded.contains(#"a\/b"#) && encoded.contains("Upper a/b"), "encoded whole")
        let again = try await JSONFileWorkoutStore(
            folder: folder.url, context: StorageContext(), timeZone: .utc
        )
        .summaries(year: 2025)
        #expect(again.map(\.id) == [first.id, earlier.id, later.id])
    }

    @Test(
        "a line that goes after every other is added to the text without the lines being decoded",
        arguments: 1..<12)
    func appendedLast(count: Int) throws {
        let all = Self.summaries(count + 1, seed: count)
        let before = try DocumentCoder.encode(
            HistoryIndexFile(year: 2025, workouts: Array(all.dropLast())), compact: true)
        let full = try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: all), compact: true)
        // A control byte in a name is written `\u0001`, an escape the one-pass reader leaves
        // to the full path; every other list is extended.
        let declines = all.dropLast().contains { $0.name.contains("\u{1}") }
        let grown = HistoryIndexFile.appendingLast(all[count], to: before)
        #expect(grown == (declines ? nil : full))
        // At the same start as the last line it still goes last (the full path's sort keeps
        // the order of equal starts), and the text is what the full path writes.
        let same = WorkoutSummary(
            WrittenIndexTests.workout(days: 0, start: all[count - 1].startedAt), timeZone: .utc)
        let withSame = try DocumentCoder.encode(
            HistoryIndexFile(year: 2025, workouts: Array(all.dropLast()) + [same]), compact: true)
        #expect(HistoryIndexFile.appendingLast(same, to: before) == (declines ? nil : withSame))
    }

    @Test(
        "a line of a listed workout (in any letter case), or one that starts before the last, is left to the full path"
    )
    func notLast() throws {
        let lines = Self.summaries(3, seed: 3)
        let compact = try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: lines), compact: true)
        let after = lines[2].startedAt.addingTimeInterval(86_400)
        // Listed already: the same workout saved again, as a finish run twice after a crash.
        for listed in lines {
            let again = WorkoutSummary(
                WrittenIndexTests.workout(days: 0, start: after, id: listed.id), timeZone: .utc)
            #expect(HistoryIndexFile.appendingLast(again, to: compact) == nil)
        }
        let upper = Data(
            String(decoding: compact, as: UTF8.self).replacingOccurrences(
                of: lines[1].id.description, with: lines[1].id.description.uppercased()
            ).utf8)
        #expect(upper != compact)
        let again = WorkoutSummary(
            WrittenIndexTests.workout(days: 0, start: after, id: lines[1].id), timeZone: .utc)
        #expect(HistoryIndexFile.appendingLast(again, to: upper) == nil)
        // Earlier than the last line, by a second or by a millionth of one.
        for before in [1, 0.000_001] {
            let earlier = WorkoutSummary(
                WrittenIndexTests.workout(days: 0, start: lines[2].startedAt.addingTimeInterval(-before)),
                timeZone: .utc)
            #expect(HistoryIndexFile.appendingLast(earlier, to: compact) == nil)
        }
        // Another year's file, an empty one, the pretty form.
        let next = WorkoutSummary(WrittenIndexTests.workout(days: 0, start: after), timeZone: .utc)
        for bytes in [
            try DocumentCoder.encode(HistoryIndexFile(year: 2024, workouts: []), compact: true),
            try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: []), compact: true),
            try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: lines), compact: false),
        ] {
            #expect(HistoryIndexFile.appendingLast(next, to: bytes) == nil)
        }
        #expect(HistoryIndexFile.appendingLast(next, to: compact) != nil)
    }

    /// What finishing `summary` writes by the full path: the index read, the workout's line
    /// replaced or added, sorted by start (stably), encoded whole.
    static func fullPath(_ summary: WorkoutSummary, _ bytes: Data) throws -> Data {
        guard case .valid(let index) = DocumentCoder.decode(HistoryIndexFile.self, from: bytes) else {
            throw DocumentValidationError("the index does not read")
        }
        var list = index.workouts.filter { $0.id != summary.id }
        list.append(summary)
        list.sort { $0.startedAt < $1.startedAt }
        return try DocumentCoder.encode(HistoryIndexFile(year: index.year, workouts: list), compact: true)
    }

    @Test(
        "generated lists and starts near the last one, to the millionth of a second: the text path writes what the full path writes"
    )
    func againstTheFullPath() throws {
        var random = SeededNumbers(seed: 17)
        var taken = 0
        for round in 0..<300 {
            let count = 1 + random.below(6)
            let base = 757_414_800.0 + Double(round) * 86_400
            var starts = (0..<count).map { _ in base + Double(random.below(5_000)) * 0.000_000_37 }
            starts.sort()
            let lines = starts.enumerated().map { offset, start in
                WorkoutSummary(
                    WrittenIndexTests.workout(
                        days: 0, start: Date(timeIntervalSinceReferenceDate: start),
                        name: Self.names[(round + offset) % Self.names.count]), timeZone: .utc)
            }
            let bytes = try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: lines), compact: true)
            let last = try #require(starts.last)
            for step in [0, 0.000_000_1, -0.000_000_1, 0.000_000_37, -0.000_000_37, 1, -1] {
                let next = WorkoutSummary(
                    WrittenIndexTests.workout(
                        days: 0, start: Date(timeIntervalSinceReferenceDate: last + step)),
                    timeZone: .utc)
                guard let grown = HistoryIndexFile.appendingLast(next, to: bytes) else { continue }
                taken += 1
                #expect(grown == (try Self.fullPath(next, bytes)), "round \(round), step \(step)")
            }
        }
        #expect(taken > 500, "the text path was taken \(taken) times")
    }

    @Test(
        "an index out of start order, a workout listed twice, a line of another year or a blank last line: the full path"
    )
    func damagedIndexes() throws {
        let lines = Self.summaries(4, seed: 1).filter { !$0.name.contains("\u{1}") }
        #expect(lines.count >= 3)
        let compact = try DocumentCoder.encode(HistoryIndexFile(year: 2025, workouts: lines), compact: true)
        let text = String(decoding: compact, as: UTF8.self)
        let next = WorkoutSummary(
            WrittenIndexTests.workout(
                days: 0, start: lines[lines.count - 1].startedAt.addingTimeInterval(86_400)),
            timeZone: .utc)
        #expect(HistoryIndexFile.appendingLast(next, to: compact) != nil)
        let first = lines[0].id.description
        let second = lines[1].id.description
        let unsorted = try DocumentCoder.encode(
            HistoryIndexFile(year: 2025, workouts: [lines[1], lines[0]] + lines.dropFirst(2)), compact: true)
        for (bytes, why) in [
            (unsorted, "out of start order"),
            (Data(text.replacingOccurrences(of: second, with: first).utf8), "a workout listed twice"),
            (
                Data(text.replacingOccurrences(of: #"\t2025-"#, with: #"\t2024-"#).utf8),
                "a line of another year"
            ),
            (
                Data(text.replacingOccurrences(of: #"","year":"#, with: #"\n","year":"#).utf8),
                "a blank last line"
            ),
            (
                Data(text.replacingOccurrences(of: second + #"\t"#, with: second + "x" + #"\t"#).utf8),
                "a line without an id"
            ),
        ] {
            #expect(bytes != compact, "\(why)")
            #expect(HistoryIndexFile.appendingLast(next, to: bytes) == nil, "\(why)")
        }
    }
}
