import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

/// `history stats` and the history's totals read every year from `history/statistics.json`,
/// kept for exactly the years (and their index and folder identities) it was made from.
@Suite("Statistics of every year: kept in one piece, used, and made again when a year changes")
struct StatisticsFileTests {
    let temporary = TemporaryFolder("statistics")
    var file: URL { temporary.url.appendingPathComponent("history/statistics.json") }
    let today = LocalDate(daysSinceEpoch: 22_000)

    func generated(seed: UInt64 = 13) async throws -> (JSONFileWorkoutStore, WorkoutHistory, [WorkoutSummary])
    {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 250, seed: seed)
        let history = WorkoutHistory(store: store)
        return (store, history, try await history.summaries())
    }

    @Test(
        "generated histories: the kept text gives the statistics of every summary", arguments: [13, 14, 15])
    func sameStatistics(seed: UInt64) async throws {
        let (store, history, all) = try await generated(seed: seed)
        let expected = HistoryStats(all, today: today)
        #expect(try await store.years().count >= 3)
        let first = try await history.statisticsDigests()
        #expect(HistoryStats(digests: first, today: today) == expected)
        #expect(FileManager.default.fileExists(atPath: file.path))
        let again = try await history.statisticsDigests()
        #expect(HistoryStats(digests: again, today: today) == expected, "read back from the kept file")
        #expect(again.values.allSatisfy { $0.records == nil })
        // Each year's own totals and days are kept as they are.
        let whole = try await history.digests()
        for (year, digest) in whole {
            #expect(again[year]?.totals == digest.totals && again[year]?.first == digest.first)
            #expect(again[year]?.last == digest.last)
        }
        #expect(try await store.statisticsMismatch() == false)
    }

    @Test(
        "the kept file is what later runs read: a hand edit shows, data doctor names it, forgetting rebuilds it"
    )
    func keptAndUsed() async throws {
        let (store, history, all) = try await generated()
        let expected = HistoryStats(all, today: today)
        _ = try await history.statisticsDigests()
        let text = try String(contentsOf: file, encoding: .utf8)
        let kept = try #require(StatisticsFile.decodeFast(Data(text.utf8)))
        #expect(MergedRecordsFile.years(of: kept.source) == (try await store.years()))
        // Every year's workouts made one more, the source unchanged.
        let edited = text.replacingOccurrences(
            of: #"(\\nT\\t)(\d)"#, with: "$11$2", options: .regularExpression)
        #expect(edited != text)
        try Data(edited.utf8).write(to: file)
        #expect(HistoryStats(digests: try await history.statisticsDigests(), today: today) != expected)
        #expect(try await store.statisticsMismatch(), "data doctor reports the edit")

        try await store.forgetDigests()
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(HistoryStats(digests: try await history.statisticsDigests(), today: today) == expected)
        #expect(try await store.statisticsMismatch() == false)
    }

    @Test("a workout finished in the newest year: the statistics are made again for the new identity")
    func changed() async throws {
        let (store, history, _) = try await generated()
        _ = try await history.statisticsDigests()
        let before = try String(contentsOf: file, encoding: .utf8)
        let newest = try #require(try await store.years().last)
        let last = try #require(try await store.summaries(year: newest).last)
        let workout = WrittenIndexTests.workout(days: 0, start: last.finishedAt.addingTimeInterval(3_600))
        try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        let stats = HistoryStats(digests: try await history.statisticsDigests(), today: today)
        #expect(stats == HistoryStats(try await history.summaries(), today: today))
        #expect(try String(contentsOf: file, encoding: .utf8) != before)
    }

    @Test("a damaged or foreign kept file is set aside or ignored, never fatal")
    func damaged() async throws {
        let (store, history, all) = try await generated()
        let expected = HistoryStats(all, today: today)
        _ = try await history.statisticsDigests()
        let text = try String(contentsOf: file, encoding: .utf8)
        for damaged in [
            "{", #"{"format":"fitshell.history-statistics","version":9,"data":{}}"#,
            #"{"data":{"source":"","text":""},"format":"fitshell.history-statistics","version":1}"#,
            text.replacingOccurrences(of: #"\nY\t"#, with: #"\nY\tx"#),
            text.replacingOccurrences(of: #"\nV\t2"#, with: #"\nV\t9"#),
        ] {
            try Data(damaged.utf8).write(to: file)
            #expect(HistoryStats(digests: try await history.statisticsDigests(), today: today) == expected)
        }
        #expect(try await store.statisticsMismatch() == false)
    }
}
