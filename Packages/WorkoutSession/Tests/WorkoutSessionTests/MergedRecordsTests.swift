import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

/// `prs` and "New PR" read the closed years' records merged from `history/records.json`, kept
/// for exactly the years (and their index and folder identities) it was merged from.
@Suite("Merged records of the earlier years: kept, used, and rebuilt when a year changes")
struct MergedRecordsTests {
    let temporary = TemporaryFolder("merged-records")
    var file: URL { temporary.url.appendingPathComponent("history/records.json") }

    func generated() async throws -> (JSONFileWorkoutStore, WorkoutHistory, [WorkoutSummary]) {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 250, seed: 11)
        let history = WorkoutHistory(store: store)
        return (store, history, try await history.summaries())
    }

    @Test(
        "the kept file is what later runs read: a hand edit shows, data doctor names it, --fix's forget rebuilds it"
    )
    func keptAndUsed() async throws {
        let (store, history, all) = try await generated()
        let years = try await store.years()
        #expect(years.count >= 3, "the history spans several years")
        let expected = YearDigestTests.reference(all)
        #expect(try await history.records() == expected)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("fitshell.history-records"))
        // Two runs kept: every year (prs), then every year but the newest (a finish's New PR).
        let kept = try #require(MergedRecordsFile.decodeFast(Data(text.utf8)))
        #expect(
            kept.merges.map { MergedRecordsFile.years(of: $0.source) } == [years, Array(years.dropLast())])
        #expect(try await store.mergedRecordsMismatch() == false)

        // Every heaviest value of the kept text made one kilogram heavier, the source unchanged.
        let edited = text.replacingOccurrences(
            of: #"(\\nR\\t[^\\]*\\t[^\\]*\\t)(\d)"#, with: "$11$2", options: .regularExpression)
        #expect(edited != text)
        try Data(edited.utf8).write(to: file)
        #expect(try await history.records() != expected, "the kept file is read, not recomputed")
        #expect(try await store.mergedRecordsMismatch(), "data doctor reports the edit")

        try await store.forgetDigests()
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try await history.records() == expected)
        #expect(try await store.mergedRecordsMismatch() == false)
    }

    @Test("a workout added to an earlier year changes that year's identity: the records are merged again")
    func earlierYearChanged() async throws {
        let (store, history, all) = try await generated()
        let years = try await store.years()
        _ = try await history.records()
        let before = try String(contentsOf: file, encoding: .utf8)
        // A far heavier squat in the first year, as an import of old history would add it.
        let first = try #require(all.first)
        var heavy = WrittenIndexTests.workout(
            days: 0, start: first.startedAt.addingTimeInterval(3_600), name: "Found in an old export")
        heavy.exercises[0].sets[0].weight = Mass(500, .kilograms)
        try await store.importFinished([(heavy, WorkoutSummary(heavy, timeZone: .utc))])
        #expect(heavy.startedAt < all[1].startedAt && LocalDate(heavy.startedAt, in: .utc).year == years[0])

        let after = try await history.records()
        #expect(after == YearDigestTests.reference(try await history.summaries()))
        #expect(after[ExerciseID("barbell-squat")]?.heaviest?.value == 500)
        #expect(try String(contentsOf: file, encoding: .utf8) != before, "kept again for the new identity")
    }

    @Test("a damaged or foreign kept file is set aside or ignored, never fatal")
    func damaged() async throws {
        let (store, history, all) = try await generated()
        let expected = YearDigestTests.reference(all)
        _ = try await history.records()
        for text in [
            "{", #"{"format":"fitshell.history-records","version":9,"data":{}}"#,
            #"{"data":{"source":"","text":""},"format":"fitshell.history-records","version":1}"#,
        ] {
            try Data(text.utf8).write(to: file)
            #expect(try await history.records() == expected, "\(text)")
            #expect(try await store.mergedRecordsMismatch() == false)
        }
    }

    @Test(
        "a finish in the newest year leaves the earlier years' run as it is; prs merges it with the newest again"
    )
    func finishThenRecords() async throws {
        let (store, history, _) = try await generated()
        let years = try await store.years()
        _ = try await history.records()
        let before = try #require(try keptMerges())
        let earlier = try #require(before.last)

        let newest = try #require(years.last)
        let last = try #require(try await store.summaries(year: newest).last)
        var workout = WrittenIndexTests.workout(days: 0, start: last.finishedAt.addingTimeInterval(3_600))
        workout.exercises[0].sets[0].weight = Mass(400, .kilograms)
        let summary = WorkoutSummary(workout, timeZone: .utc)
        try await store.finish(workout, summary: summary)
        let beaten = try await history.newRecords(in: summary)
        #expect(beaten.contains { if case .heaviest = $0.kind { true } else { false } })
        #expect(try keptMerges() == before, "New PR read the kept runs and changed nothing")

        let after = try await history.records()
        #expect(after == YearDigestTests.reference(try await history.summaries()))
        #expect(after[ExerciseID("barbell-squat")]?.heaviest?.value == 400)
        let merges = try #require(try keptMerges())
        #expect(merges.count == 2 && merges.last == earlier, "the earlier years' run kept as it was")
        #expect(merges.first != before.first, "every year's run merged again for the new newest year")
    }

    @Test("at most two runs are kept, the latest merged first")
    func twoRuns() async throws {
        let (store, _, _) = try await generated()
        let years = try await store.years()
        for run in [Array(years.prefix(2)), Array(years.suffix(2)), years] {
            _ = try await store.mergedRecords(years: run)
        }
        let merges = try #require(try keptMerges())
        #expect(merges.map { MergedRecordsFile.years(of: $0.source) } == [years, Array(years.dropLast())])
    }

    /// The kept runs, `nil` without a file that reads.
    func keptMerges() throws -> [MergedRecordsFile.Merge]? {
        try FileSystem.contents(of: file).flatMap(MergedRecordsFile.decodeFast)?.merges
    }
}
