import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

/// `prs` and "New PR" read records merged over runs of years from entries of the kept digests
/// file, kept for exactly the years (and their index and folder identities) they came from.
@Suite("Merged records: kept beside the digests, used, and merged again when a year changes")
struct MergedRecordsTests {
    let temporary = TemporaryFolder("merged-records")
    var editor: DigestsFileEditor { DigestsFileEditor(in: temporary) }
    let runs = [DerivedDigestEntry.records, DerivedDigestEntry.earlierRecords]

    func generated() async throws -> (JSONFileWorkoutStore, WorkoutHistory, [WorkoutSummary]) {
        let generated = try await GeneratedHistory(in: temporary, seed: 11)
        return (generated.store, generated.history, generated.summaries)
    }

    /// The kept runs, as the years each was merged from.
    func keptRuns() throws -> [[Int]] {
        try runs.compactMap { try editor.entry($0) }.map { DerivedDigestEntry.years(of: $0.source) }
    }

    @Test(
        "the kept runs are what later runs read: a hand edit shows, data doctor names it, forgetting rebuilds it"
    )
    func keptAndUsed() async throws {
        let (store, history, all) = try await generated()
        let years = try await store.years()
        #expect(years.count >= 3, "the history spans several years")
        let expected = YearDigestTests.reference(all)
        #expect(try await history.records() == expected)
        // Two runs kept: every year (prs), and every year but the newest (a finish's New PR).
        #expect(try keptRuns() == [years, Array(years.dropLast())])
        #expect(try await store.mergedRecordsMismatch() == false)
        #expect(try await store.digestMismatches().isEmpty)

        // Every heaviest value of the every-year run made one kilogram heavier, its source kept.
        try editor.edit(DerivedDigestEntry.records) {
            $0.replacingOccurrences(
                of: #"(\nR\t[^\t]*\t[^\t]*\t)(\d)"#, with: "$11$2", options: .regularExpression
            )
            .replacingOccurrences(
                of: #"^(R\t[^\t]*\t[^\t]*\t)(\d)"#, with: "$11$2", options: .regularExpression)
        }
        #expect(try await history.records() != expected, "the kept run is read, not merged again")
        #expect(try await store.mergedRecordsMismatch(), "data doctor reports the edit")

        try await store.forgetDigests()
        #expect(try await history.records() == expected)
        #expect(try await store.mergedRecordsMismatch() == false)
    }

    @Test("a workout added to an earlier year changes that year's identity: the records are merged again")
    func earlierYearChanged() async throws {
        let (store, history, all) = try await generated()
        _ = try await history.records()
        let before = try #require(try editor.entry(DerivedDigestEntry.records))
        // A far heavier squat in the first year, as an import of old history would add it.
        let first = try #require(all.first)
        var heavy = WrittenIndexTests.workout(
            days: 0, start: first.startedAt.addingTimeInterval(3_600), name: "Found in an old export")
        heavy.exercises[0].sets[0].weight = Mass(500, .kilograms)
        try await store.importFinished([(heavy, WorkoutSummary(heavy, timeZone: .utc))])
        let after = try await history.records()
        #expect(after == YearDigestTests.reference(try await history.summaries()))
        #expect(after[ExerciseID("barbell-squat")]?.heaviest?.value == 500)
        #expect(try editor.entry(DerivedDigestEntry.records) != before, "kept again for the new identity")
    }

    @Test("a finish in the newest year leaves the earlier run as it is; prs merges it with the newest again")
    func finishThenRecords() async throws {
        let (store, history, _) = try await generated()
        let years = try await store.years()
        _ = try await history.records()
        let earlier = try #require(try editor.entry(DerivedDigestEntry.earlierRecords))
        let every = try #require(try editor.entry(DerivedDigestEntry.records))

        let newest = try #require(years.last)
        let last = try #require(try await store.summaries(year: newest).last)
        var workout = WrittenIndexTests.workout(days: 0, start: last.finishedAt.addingTimeInterval(3_600))
        workout.exercises[0].sets[0].weight = Mass(400, .kilograms)
        let summary = WorkoutSummary(workout, timeZone: .utc)
        try await store.finish(workout, summary: summary)
        let beaten = try await history.newRecords(in: summary)
        #expect(beaten.contains { if case .heaviest = $0.kind { true } else { false } })

        let after = try await history.records()
        #expect(after == YearDigestTests.reference(try await history.summaries()))
        #expect(after[ExerciseID("barbell-squat")]?.heaviest?.value == 400)
        #expect(
            try editor.entry(DerivedDigestEntry.earlierRecords) == earlier, "the earlier run kept as it was")
        #expect(try editor.entry(DerivedDigestEntry.records) != every, "the every-year run merged again")
    }

    @Test(
        "an exercise's heaviest after a finish in the newest year: the finish's set counts, the digests file is not written"
    )
    func heaviestAfterFinish() async throws {
        let (store, history, _) = try await generated()
        let years = try await store.years()
        _ = try await history.records()
        let newest = try #require(years.last)
        let last = try #require(try await store.summaries(year: newest).last)
        var workout = WrittenIndexTests.workout(days: 0, start: last.finishedAt.addingTimeInterval(3_600))
        workout.exercises[0].sets[0].weight = Mass(400, .kilograms)
        try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        let squat = ExerciseID("barbell-squat")
        let digests = try Data(contentsOf: editor.file)

        // `workout done` asks this after every set: no merge of every year is written for it.
        #expect(try await history.heaviest(of: squat)?.value == 400)
        #expect(try Data(contentsOf: editor.file) == digests, "the digests file is as it was")
        let reference = YearDigestTests.reference(try await history.summaries())
        for exercise in reference.keys {
            #expect(
                try await history.heaviest(of: exercise) == reference[exercise]?.heaviestSet, "\(exercise)")
        }
        #expect(try await history.heaviest(of: ExerciseID("never-trained")) == nil)
    }

    @Test("a damaged run is merged again, never fatal; the year digests are untouched by the runs")
    func damaged() async throws {
        let (store, history, all) = try await generated()
        let expected = YearDigestTests.reference(all)
        _ = try await history.records()
        // Text that does not read (an empty one would be a run without records: data doctor's
        // business, as any other hand edit).
        for change in [{ (_: String) in "R\tx" }, { $0 + "\nQ\t-" }, { $0 + "\nR\t-" }] {
            try editor.edit(DerivedDigestEntry.records, change)
            try editor.edit(DerivedDigestEntry.earlierRecords, change)
            #expect(try await history.records() == expected)
        }
        #expect(try await store.digestMismatches().isEmpty)
    }

    @Test("the records of some exercises read from a kept run equal all of them read, then those kept")
    func ofSomeExercises() async throws {
        let (store, history, all) = try await generated()
        let years = try await store.years()
        _ = try await history.records()
        let exercises = Array(Set(all.flatMap { $0.exercises.map(\.exerciseID) })).sorted()
        #expect(exercises.count >= 3)
        for earlier in [years, Array(years.dropLast())] {
            let every = try await store.mergedRecords(years: earlier)
            for count in [0, 1, 2, exercises.count] {
                let some = Set(exercises.prefix(count) + [ExerciseID("never-trained")])
                let read = try await store.mergedRecords(years: earlier, of: some)
                #expect(read == every.filter { some.contains($0.key) }, "\(earlier) \(count)")
            }
        }
        // A damaged line of another exercise is still seen: the run is merged again.
        let one = try #require(exercises.first)
        try editor.edit(DerivedDigestEntry.earlierRecords) { $0 + "\nR\tother-exercise\t-" }
        let again = try await store.mergedRecords(years: Array(years.dropLast()), of: [one])
        #expect(
            again == (try await store.mergedRecords(years: Array(years.dropLast()))).filter { $0.key == one })
        // Merged again and kept under the other run's number: read from there next time.
        #expect(try await store.mergedRecords(years: Array(years.dropLast()), of: [one]) == again)
    }
}
