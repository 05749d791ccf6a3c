import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

@Suite("Year digests: statistics merged from kept per-year parts")
struct YearDigestTests {
    let temporary = TemporaryFolder("digests")

    func store(_ adapter: StoreAdapter) -> any WorkoutStore {
        adapter == .inMemory
            ? InMemoryWorkoutStore()
            : JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
    }

    /// 250 generated workouts in a store of `adapter`: its history and every summary.
    func generated(_ adapter: StoreAdapter, seed: UInt64) async throws -> (WorkoutHistory, [WorkoutSummary]) {
        let store = store(adapter)
        _ = try await HistoryGenerator.generate(into: store, count: 250, seed: seed)
        let history = WorkoutHistory(store: store)
        return (history, try await history.summaries())
    }

    @Test(
        "merged digests give exactly the statistics of the whole history",
        arguments: StoreAdapter.allCases, [7, 42])
    func mergeEqualsWhole(adapter: StoreAdapter, seed: UInt64) async throws {
        let (history, all) = try await generated(adapter, seed: seed)
        let digests = try await history.digests()
        #expect(digests.count >= 2, "the history spans several years")
        let today = try #require(LocalDate(iso: "2030-01-01"))
        #expect(HistoryStats(digests: digests, today: today) == HistoryStats(all, today: today))
        // Kept digests (the JSON adapter reads them back) give the same.
        #expect(try await history.digests() == digests)
    }

    @Test(
        "kept yearly records merge into exactly the records of the whole history, workout by workout",
        arguments: StoreAdapter.allCases, [7, 42])
    func recordsEqualWholeHistory(adapter: StoreAdapter, seed: UInt64) async throws {
        let (history, all) = try await generated(adapter, seed: seed)
        let expected = Self.reference(all)
        #expect(expected.count == HistoryGenerator.exercises.count)
        #expect(try await history.records() == expected)
        #expect(try await history.records() == expected, "read back from the kept digests")
        #expect(PersonalRecords.compute(all) == expected)
        // What a finish reports: the records each of the last workouts beat, against a replay.
        for summary in all.suffix(12) {
            let earlier = Self.reference(all.filter { $0.startedAt < summary.startedAt })
            var beaten: [NewRecord] = []
            for line in summary.exercises {
                guard var record = earlier[line.exerciseID] else { continue }
                beaten += record.absorb(line, date: summary.date, workout: summary.id)
            }
            #expect(try await history.newRecords(in: summary) == beaten)
        }
    }

    @Test("workouts before 1970 (negative week numbers) keep digests that read back and match")
    func beforeNineteenSeventy() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        for (start, name) in [(-18_000_000.0, "1969"), (1_622_570_400.0, "2021")] {
            var workout = Workout(
                id: WorkoutID(UUID()), name: name, planID: nil, programDay: nil,
                startedAt: Date(timeIntervalSince1970: start), checkIn: nil,
                exercises: [
                    WorkoutExercise(
                        exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs,
                        restSeconds: 0, sets: [WorkoutSet(weight: Mass(kilograms: 100), reps: 5, done: true)])
                ])
            workout.finishedAt = workout.startedAt.addingTimeInterval(3600)
            try await store.importFinished([(workout, WorkoutSummary(workout, timeZone: .utc))])
        }
        let history = WorkoutHistory(store: store)
        let digests = try await history.digests()
        #expect(digests[1969]?.weeks.first.map { $0 < 0 } == true)
        #expect(try await history.digests() == digests, "read back from the kept file")
        #expect(try await store.keptDigestsMismatches().isEmpty)
        let today = try #require(LocalDate(iso: "2026-01-01"))
        #expect(
            HistoryStats(digests: digests, today: today)
                == HistoryStats(try await history.summaries(), today: today))
    }

    @Test(
        "a digest kept by an older fitshell (layout 1 without records, 2 without the count of timed workouts, 3 without the most reps of sessions without weight) is recomputed, and is no mismatch",
        arguments: [1, 2, 3])
    func olderLayout(layout: Int) async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 40, seed: 5)
        let history = WorkoutHistory(store: store)
        _ = try await history.digests()
        _ = try await history.records()
        let file = temporary.url.appendingPathComponent("history/digests.json")
        let current = "V\\t\(YearDigestCodec.layout)\\n"
        // Layout 1: no "V" line and no "R" lines; layout 2: no count of timed workouts at the end
        // of the totals line; layout 3: as now, under its own number. The same source identities
        // (the merged records' sources named no layout then).
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(current) && text.contains("L\(YearDigestCodec.layout);"))
        let withoutTimed = text.replacingOccurrences(
            of: #"(\\nT(\\t[^\\\t\\]*){6})\\t[0-9]+"#, with: "$1", options: .regularExpression)
        #expect(withoutTimed != text)
        let older: String
        switch layout {
        case 1:
            older = withoutTimed.replacingOccurrences(of: current, with: "")
                .replacingOccurrences(of: #"\\nR\\t[^"]*"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #""R\\t[^"]*""#, with: #""""#, options: .regularExpression)
        case 2: older = withoutTimed.replacingOccurrences(of: current, with: "V\\t2\\n")
        default:
            // Its records lines and merged runs emptied: were they read rather than computed
            // again, the records would come out empty.
            older = text.replacingOccurrences(of: current, with: "V\\t3\\n")
                .replacingOccurrences(of: #"\\nR\\t[^"]*"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #""R\\t[^"]*""#, with: #""""#, options: .regularExpression)
        }
        let unversioned = older.replacingOccurrences(of: "L\(YearDigestCodec.layout);", with: "")
        #expect(unversioned != text && !unversioned.contains(current))
        if layout != 2 { #expect(!unversioned.contains("R\\t")) }
        try Data(unversioned.utf8).write(to: file)
        #expect(try await store.digestMismatches().isEmpty)
        #expect(try await store.mergedRecordsMismatch() == false)
        #expect(try await history.records() == Self.reference(try await history.summaries()))
        #expect(
            try String(contentsOf: file, encoding: .utf8).contains(current), "kept again in the new layout")
    }

    @Test(
        "a digest kept by a fitshell that counted an exercise's workouts by block (no '2:' in its source) is computed again"
    )
    func olderGeneration() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        var workout = WorkoutStoreContract.sample(days: 1)
        workout.exercises.append(workout.exercises[0])
        try await store.importFinished([WorkoutStoreContract.finished(workout)])
        let history = WorkoutHistory(store: store)
        #expect(try await history.digests()[2025]?.trained.map(\.workouts) == [1])
        let file = temporary.url.appendingPathComponent("history/digests.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#""source":"2:"#))
        // What the older fitshell kept: two workouts for the exercise, a source without "2:".
        let older = text.replacingOccurrences(of: #""source":"2:"#, with: #""source":""#)
            .replacingOccurrences(of: #"\tBarbell Squat\t1\t"#, with: #"\tBarbell Squat\t2\t"#)
        #expect(older.contains(#"\tBarbell Squat\t2\t"#) && !older.contains(#""source":"2:"#))
        try Data(older.utf8).write(to: file)
        #expect(try await history.digests()[2025]?.trained.map(\.workouts) == [1])
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""source":"2:"#), "kept again")
    }

    @Test("a damaged records line is computed again from the index, and data doctor names the year")
    func damagedRecordsLine() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 60, seed: 9)
        let history = WorkoutHistory(store: store)
        let expected = Self.reference(try await history.summaries())
        #expect(try await history.records() == expected)
        let file = temporary.url.appendingPathComponent("history/digests.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        // Every records line's heaviest value starts with a letter now; nothing else changed.
        let damaged = text.replacingOccurrences(
            of: #"(\\nR\\t[^\\]*\\t[^\\]*\\t)(\d)"#, with: "$1x", options: .regularExpression)
        #expect(damaged != text)
        try Data(damaged.utf8).write(to: file)
        #expect(try await history.records() == expected, "the year is computed from its summaries")
        #expect(!(try await store.digestMismatches()).isEmpty, "data doctor reports the damaged year")
    }

    @Test("a workout file removed by hand is left out of the records at once (the year's folder changed)")
    func workoutRemovedByHand() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 60, seed: 11)
        let history = WorkoutHistory(store: store)
        let summaries = try await history.summaries()
        _ = try await history.records()  // kept
        let heaviest = try #require(
            summaries.max {
                $0.exercises.map(\.topKilograms).max() ?? 0 < $1.exercises.map(\.topKilograms).max() ?? 0
            })
        let path = temporary.url.appendingPathComponent("history/\(heaviest.date.year)/\(heaviest.id).json")
        try FileManager.default.removeItem(at: path)
        let remaining = summaries.filter { $0.id != heaviest.id }
        #expect(try await history.records() == Self.reference(remaining))
    }

    static func reference(_ summaries: [WorkoutSummary]) -> [ExerciseID: PersonalRecords] {
        var records: [ExerciseID: PersonalRecords] = [:]
        for summary in summaries.sorted(by: { $0.startedAt < $1.startedAt }) {
            for line in summary.exercises {
                if records[line.exerciseID] == nil {
                    records[line.exerciseID] =
                        PersonalRecords.year([summary], only: [line.exerciseID])[
                            line.exerciseID]
                } else {
                    records[line.exerciseID]?.absorb(line, date: summary.date, workout: summary.id)
                }
            }
        }
        return records
    }

    @Test("a kept digest is recomputed when its year's index changes, and a damaged file is rebuilt")
    func invalidation() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        let workouts = try await HistoryGenerator.generate(into: store, count: 30, seed: 3)
        let history = WorkoutHistory(store: store)
        let before = try await history.digests()
        let file = temporary.url.appendingPathComponent("history/digests.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        // Delete the longest workout: its year's totals must change on the next read.
        let summaries = try await history.summaries()
        let victim = try #require(summaries.max { $0.volume < $1.volume })
        try await history.delete(victim)
        let after = try await history.digests()
        #expect(after[victim.date.year] != before[victim.date.year])
        let today = try #require(LocalDate(iso: "2030-01-01"))
        #expect(
            HistoryStats(digests: after, today: today)
                == HistoryStats(try await history.summaries(), today: today))
        #expect(workouts.count == summaries.count)
        // A damaged file is set aside and rebuilt, with the same answer.
        try Data("{\"format\":\"fitshell.history-digests\",\"version\":1,\"data\":{\"years\":[{".utf8).write(
            to: file)
        #expect(try await history.digests() == after)
        let data = try Data(contentsOf: file)
        #expect(String(decoding: data, as: UTF8.self).contains("fitshell.history-digests"))
    }
}

@Suite("Year digests keep hostile names whole")
struct YearDigestNameTests {
    @Test("tabs, line ends, percent signs and separators in names read back as written")
    func hostileNames() async throws {
        let temporary = TemporaryFolder("digest-names")
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        let names = [
            "Curl\twith tab", "Press\nnew line", "100% effort", "A|B;C", "Développé", "   spaced  ",
            "Quote \" and \\ back,slash", "Emoji 🏋️ / slash",
        ]
        let workouts = names.enumerated().map { index, name in
            var workout = WorkoutStoreContract.sample(days: index)
            workout.exercises[0] = WorkoutExercise(
                exerciseID: ExerciseID("custom-\(index)"), name: name, category: .arms, restSeconds: 60,
                sets: workout.exercises[0].sets)
            return WorkoutStoreContract.finished(workout)
        }
        try await store.importFinished(workouts)
        let history = WorkoutHistory(store: store)
        _ = try await history.digests()  // computed and kept
        let kept = try await history.digests()  // read back from the file
        let trained = kept.values.flatMap(\.trained).sorted { $0.exerciseID < $1.exerciseID }.map(\.name)
        #expect(trained == names)
        let recordNames = kept.values.flatMap { $0.records?.values.map { $0 } ?? [] }.sorted {
            $0.exerciseID < $1.exerciseID
        }
        #expect(recordNames.map(\.name) == names && recordNames.allSatisfy { $0.heaviest != nil })
        let today = try #require(LocalDate(iso: "2030-01-01"))
        #expect(
            HistoryStats(digests: kept, today: today)
                == HistoryStats(try await history.summaries(), today: today))
    }
}
