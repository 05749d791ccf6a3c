import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import WorkoutSession

/// A command that needs some years' digests unescapes only their texts; the file is still
/// written whole, with every other year's text as it was.
@Suite("Year digests: reading only the years asked for")
struct DigestPartialReadTests {
    let temporary = TemporaryFolder("digest-partial")
    var file: URL { temporary.url.appendingPathComponent("history/digests.json") }

    func generated() async throws -> JSONFileWorkoutStore {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 250, seed: 3)
        _ = try await store.digests(years: try await store.years())
        return store
    }

    @Test("the texts asked for are the whole reading's; the others are empty, their sources read")
    func partial() async throws {
        _ = try await generated()
        let data = try #require(try FileSystem.contents(of: file))
        let whole = try #require(HistoryDigestFile.decodeFast(data))
        let years = whole.years.map(\.year)
        #expect(years.count >= 3)
        for wanted in [Set<Int>(), [years[0]], [years[years.count - 1]], Set(years), [years[1], 1900]] {
            let read = try #require(HistoryDigestFile.decodeFast(data, textsOf: wanted))
            #expect(read.years.map(\.year) == years)
            #expect(read.years.map(\.source) == whole.years.map(\.source))
            for (entry, full) in zip(read.years, whole.years) {
                #expect(
                    entry.text == (wanted.contains(entry.year) ? full.text : ""), "\(entry.year) of \(wanted)"
                )
            }
        }
        // What the whole reading refuses in its frame, the partial one refuses too.
        let text = String(decoding: data, as: UTF8.self)
        for damaged in [
            String(text.dropLast()), text.replacingOccurrences(of: #"{"source":"#, with: #"{"sourc":"#),
            text.replacingOccurrences(of: #","year":"#, with: #","year": "#),
            text.replacingOccurrences(of: "\"version\":1", with: "\"version\":2"),
        ] {
            #expect(HistoryDigestFile.decodeFast(Data(damaged.utf8), textsOf: Set(years)) == nil)
            #expect(HistoryDigestFile.decodeFast(Data(damaged.utf8), textsOf: []) == nil)
        }
    }

    @Test("asking for one year after another changed writes the file whole: every year's text kept")
    func writtenWhole() async throws {
        let store = try await generated()
        let years = try await store.years()
        let beforeData = try #require(try FileSystem.contents(of: file))
        let before = try #require(HistoryDigestFile.decodeFast(beforeData))
        // The newest year gains a workout: its digest is recomputed when asked for.
        let newest = try #require(years.last)
        let last = try #require(try await store.summaries(year: newest).last)
        let start = last.finishedAt.addingTimeInterval(3_600)
        var workout = WrittenIndexTests.workout(days: 0, start: start)
        workout.finishedAt = start.addingTimeInterval(1_800)
        try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        let digests = try await store.digests(years: [newest])
        #expect(digests[newest] == YearDigest(try await store.summaries(year: newest)))

        let afterData = try #require(try FileSystem.contents(of: file))
        let after = try #require(HistoryDigestFile.decodeFast(afterData))
        #expect(after.years.map(\.year) == before.years.map(\.year))
        for (entry, old) in zip(after.years, before.years) where entry.year != newest {
            #expect(entry == old, "\(entry.year) kept as it was")
        }
        #expect(after.years.last?.text != before.years.last?.text)
        // And every year reads back as its index gives it.
        for year in years {
            #expect(
                try await store.digests(years: [year])[year]
                    == YearDigest(try await store.summaries(year: year)))
        }
    }
}
