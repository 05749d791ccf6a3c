import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

/// `history stats` and the history's totals read every year from one entry of the kept digests
/// file, kept for exactly the years (and their index and folder identities) it was made from.
@Suite("Statistics of every year: kept in one entry, used, and made again when a year changes")
struct StatisticsEntryTests {
    let temporary = TemporaryFolder("statistics")
    var editor: DigestsFileEditor { DigestsFileEditor(in: temporary) }
    let entry = DerivedDigestEntry.statistics
    let today = LocalDate(daysSinceEpoch: 22_000)

    func generated(seed: UInt64 = 13) async throws -> (JSONFileWorkoutStore, WorkoutHistory, [WorkoutSummary])
    {
        let generated = try await GeneratedHistory(in: temporary, seed: seed)
        return (generated.store, generated.history, generated.summaries)
    }

    @Test(
        "generated histories: the kept text gives the statistics of every summary", arguments: [13, 14, 15])
    func sameStatistics(seed: UInt64) async throws {
        let (store, history, all) = try await generated(seed: seed)
        let expected = HistoryStats(all, today: today)
        #expect(try await store.years().count >= 3)
        let first = try await history.statisticsDigests()
        #expect(HistoryStats(digests: first, today: today) == expected)
        #expect(try editor.entry(entry) != nil)
        let again = try await history.statisticsDigests()
        #expect(HistoryStats(digests: again, today: today) == expected, "read back from the kept entry")
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
        "the kept entry is what later runs read: a hand edit shows, data doctor names it, forgetting rebuilds it"
    )
    func keptAndUsed() async throws {
        let (store, history, all) = try await generated()
        let expected = HistoryStats(all, today: today)
        _ = try await history.statisticsDigests()
        let kept = try #require(try editor.entry(entry))
        #expect(DerivedDigestEntry.years(of: kept.source) == (try await store.years()))
        // Every year's workouts made one more, the source unchanged.
        try editor.edit(entry) { $0.replacingOccurrences(of: "\nT\t", with: "\nT\t1") }
        #expect(HistoryStats(digests: try await history.statisticsDigests(), today: today) != expected)
        #expect(try await store.statisticsMismatch(), "data doctor reports the edit")

        try await store.forgetDigests()
        #expect(HistoryStats(digests: try await history.statisticsDigests(), today: today) == expected)
        #expect(try await store.statisticsMismatch() == false)
    }

    @Test("a workout finished in the newest year: the statistics are made again for the new identity")
    func changed() async throws {
        let (store, history, _) = try await generated()
        _ = try await history.statisticsDigests()
        let before = try editor.entry(entry)
        let newest = try #require(try await store.years().last)
        let last = try #require(try await store.summaries(year: newest).last)
        let workout = WrittenIndexTests.workout(days: 0, start: last.finishedAt.addingTimeInterval(3_600))
        try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        let stats = HistoryStats(digests: try await history.statisticsDigests(), today: today)
        #expect(stats == HistoryStats(try await history.summaries(), today: today))
        #expect(try editor.entry(entry) != before)
    }

    @Test("a damaged kept entry is made again, never fatal")
    func damaged() async throws {
        let (store, history, all) = try await generated()
        let expected = HistoryStats(all, today: today)
        _ = try await history.statisticsDigests()
        for change in [
            { (_: String) in "" }, { _ in "Y\tx" }, { $0.replacingOccurrences(of: "\nY\t", with: "\nY\tx") },
            { $0.replacingOccurrences(of: "\nV\t\(YearDigestCodec.layout)", with: "\nV\t9") },
        ] {
            try editor.edit(entry, change)
            #expect(HistoryStats(digests: try await history.statisticsDigests(), today: today) == expected)
        }
        #expect(try await store.statisticsMismatch() == false)
    }

    @Test("a history emptied again keeps nothing and sets nothing aside, run after run")
    func emptied() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        let workout = WrittenIndexTests.workout(days: 3)
        try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        let history = WorkoutHistory(store: store)
        _ = try await history.statisticsDigests()
        _ = try await history.records()
        try await store.deleteFinished(workout.id, year: 2025)
        let log = CorruptionLog()
        let watched = JSONFileWorkoutStore(
            folder: temporary.url, context: StorageContext(corruptionLog: log), timeZone: .utc)
        for _ in 0..<3 {
            #expect(try await WorkoutHistory(store: watched).statisticsDigests().isEmpty)
            #expect(try await WorkoutHistory(store: watched).records().isEmpty)
        }
        #expect(log.drain().isEmpty, "nothing set aside")
        let names = FileSystem.subpaths(of: temporary.url.appendingPathComponent("history"))
        #expect(!names.contains { $0.contains(".corrupt-") }, "\(names)")
    }

    @Test("data doctor's view of the whole file: each disagreeing part named, all of them made again")
    func doctorsView() async throws {
        let (store, history, all) = try await generated()
        _ = try await history.records()
        _ = try await history.statisticsDigests()
        #expect(try await store.keptDigestsMismatches().isEmpty)
        let first = try #require(try await store.years().first)
        try editor.edit(first) { $0.replacingOccurrences(of: "\nT\t", with: "\nT\t1") }
        try editor.edit(DerivedDigestEntry.records) { $0 + "\nR\tx\tX\t-\t-\t-\t-" }
        try editor.edit(entry) { $0.replacingOccurrences(of: "\nT\t", with: "\nT\t1") }
        #expect(
            try await store.keptDigestsMismatches() == [
                "statistics of \(first)", "merged personal records", "statistics of every year",
            ])
        try await store.rebuildKeptDigests()
        #expect(try await store.keptDigestsMismatches().isEmpty)
        for year in DerivedDigestEntry.recordRuns.union([entry]) {
            #expect(try editor.entry(year) != nil, "\(year)")
        }
        #expect(
            HistoryStats(digests: try await history.statisticsDigests(), today: today)
                == HistoryStats(all, today: today))
    }
}
