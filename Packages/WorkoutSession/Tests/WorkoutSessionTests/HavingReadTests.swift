import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

#if canImport(Glibc)
    import Glibc
#endif

/// Reading only the workouts that have some exercises: from an index known to list its year's
/// files, only the lines naming one are read; the result is always what filtering every
/// summary gives.
@Suite("Summaries having some exercises")
struct HavingReadTests {
    let temporary = TemporaryFolder("having-read")

    /// What `summaries(year:having:)` must give: every summary with only the lines of
    /// `exercises`, those left with none dropped.
    func expected(_ full: [WorkoutSummary], _ exercises: Set<ExerciseID>) -> [WorkoutSummary] {
        full.map { $0.keeping(exercises) }.filter { !$0.exercises.isEmpty }
    }

    var choices: [Set<ExerciseID>] {
        let ids = HistoryGenerator.exercises.map(\.0)
        return ids.map { [$0] } + [
            [ids[0], ids[2]], Set(ids), [], [ExerciseID("not-there")], [ExerciseID("barbell")],
        ]
    }

    @Test("on a generated history, before and after the year digests are kept, equals the filtered summaries")
    func generated() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 250, seed: 11)
        let years = try await store.years()
        #expect(years.count >= 2)
        var full: [Int: [WorkoutSummary]] = [:]
        for year in years { full[year] = try await store.summaries(year: year) }
        // Without kept digests: nothing is verified, the index is read whole.
        for year in years {
            #expect(store.keptSource(year: year) == nil)
            for exercises in choices {
                #expect(
                    try await store.summaries(year: year, having: exercises)
                        == expected(full[year]!, exercises))
            }
        }
        _ = try await store.digests(years: years)
        // The same store reads the kept sources again once the file is replaced.
        for year in years { #expect(store.vouchedIndex(year: year) != nil) }
        // A new store reads the kept sources again: every year is verified now.
        let verified = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        for year in years {
            // The store takes the fast path: the index is vouched for and reads with `having`.
            let data = try #require(verified.vouchedIndex(year: year))
            for exercises in choices {
                let want = expected(full[year]!, exercises)
                #expect(HistoryIndexFile.decodeFast(data, having: exercises)?.workouts == want)
                #expect(
                    HistoryIndexFile.decodeFast(data, having: exercises, newestOnly: true)?.workouts
                        == Array(want.suffix(1)))
                #expect(try await verified.summaries(year: year, having: exercises) == want)
                if exercises.count == 1, let exercise = exercises.first {
                    #expect(try await verified.newestSummary(year: year, having: exercise) == want.last)
                }
            }
        }
        // The history as a whole, oldest first, as charts read it.
        let squat: Set<ExerciseID> = [ExerciseID("barbell-squat")]
        let all = years.flatMap { full[$0]! }
        #expect(try await WorkoutHistory(store: verified).summaries(having: squat) == expected(all, squat))
    }

    @Test("a workout file removed by hand after the digests were kept is not read from the index")
    func removedByHand() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 60, seed: 5)
        let years = try await store.years()
        _ = try await store.digests(years: years)
        let year = try #require(years.last)
        let gone = try #require(try await store.summaries(year: year).last)
        try FileManager.default.removeItem(
            at: temporary.url.appendingPathComponent("history/\(year)/\(gone.id).json"))
        // The folder changed: its kept digest no longer vouches for the index.
        let fresh = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        #expect(fresh.vouchedIndex(year: year) == nil)
        let ids = Set(HistoryGenerator.exercises.map(\.0))
        let read = try await fresh.summaries(year: year, having: ids)
        #expect(!read.map(\.id).contains(gone.id))
        #expect(read == expected(try await fresh.summaries(year: year), ids))
    }

    @Test("names holding ids, escapes and line-like text; ids inside longer ids; a damaged line read")
    func hostileLines() async throws {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        let names = [
            ("barbell-squat", #"Squat \n not a line"#), ("barbell-squat-2", "barbell-squat | ; \\ \"q\""),
            ("row", "Row\\"), ("deadlift", "Deadlift\tbarbell-squat\nrow"), ("curl", "\\\\n curl ünï"),
        ]
        let workouts = (0..<12).map { day in
            var workout = WorkoutStoreContract.sample(days: day * 2)
            workout.exercises = []
            for (offset, (id, name)) in names.enumerated() where (day + offset) % 3 != 1 {
                workout.exercises.append(
                    WorkoutExercise(
                        exerciseID: ExerciseID(id), name: name, category: .legs, restSeconds: 60,
                        sets: [
                            WorkoutSet(
                                weight: Mass(Double(50 + day + offset), .kilograms), reps: 5, done: true,
                                completedAt: workout.startedAt)
                        ]))
            }
            workout.name = day % 2 == 0 ? "Day barbell-squat \\n" : "Day \(day)"
            return workout
        }
        try await store.importFinished(workouts.map(WorkoutStoreContract.finished))
        let full = try await store.summaries(year: 2025)
        let data = try #require(
            try FileSystem.contents(of: temporary.url.appendingPathComponent("history/index-2025.json")))
        for exercises: Set<ExerciseID> in [
            ["barbell-squat"], ["barbell-squat-2"], ["row"], ["curl", "deadlift"], ["squat"], ["n"], ["t"],
            ["barbell-squat", "barbell-squat-2", "row", "deadlift", "curl"],
        ].map({ Set($0.map { ExerciseID($0) }) }) {
            #expect(
                HistoryIndexFile.decodeFast(data, having: exercises)?.workouts == expected(full, exercises))
            #expect(
                HistoryIndexFile.decodeFast(data, having: exercises, newestOnly: true)?.workouts
                    == Array(expected(full, exercises).suffix(1)))
        }
        // An id with a byte JSON escapes is not looked for in the written text.
        #expect(HistoryIndexFile.decodeFast(data, having: [ExerciseID("a\"b")]) == nil)
        // A line that holds an id but does not read: refused, so the caller reads the index whole.
        let text = String(decoding: data, as: UTF8.self)
        let damaged = text.replacingOccurrences(of: ";row|", with: ";row|x|")
        #expect(damaged != text)
        #expect(HistoryIndexFile.decodeFast(Data(damaged.utf8), having: [ExerciseID("row")]) == nil)
        #expect(HistoryIndexFile.decodeFast(Data(text.dropLast().utf8), having: [ExerciseID("row")]) == nil)
    }

    /// A store of `workouts` in 2025 whose digests are kept, and the text of its index.
    func keptStore(_ workouts: [Workout], edit: (String) -> String = { $0 }) async throws
        -> (JSONFileWorkoutStore, Data)
    {
        let store = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        try await store.importFinished(workouts.map(WorkoutStoreContract.finished))
        let url = temporary.url.appendingPathComponent("history/index-2025.json")
        let text = String(decoding: try #require(try FileSystem.contents(of: url)), as: UTF8.self)
        if edit(text) != text { try FileSystem.writeAtomically(Data(edit(text).utf8), to: url) }
        _ = try await store.digests(years: [2025])
        let fresh = JSONFileWorkoutStore(folder: temporary.url, context: StorageContext(), timeZone: .utc)
        return (fresh, try #require(fresh.vouchedIndex(year: 2025)))
    }

    /// Sample workouts with one exercise each, whose id is `ids[day % ids.count]`.
    func workouts(_ ids: [String], count: Int) -> [Workout] {
        (0..<count).map { day in
            var workout = WorkoutStoreContract.sample(days: day * 2)
            workout.exercises = [
                WorkoutExercise(
                    exerciseID: ExerciseID(ids[day % ids.count]), name: "Lift \(day)", category: .legs,
                    restSeconds: 60,
                    sets: [
                        WorkoutSet(
                            weight: Mass(Double(50 + day), .kilograms), reps: 5, done: true,
                            completedAt: workout.startedAt)
                    ])
            ]
            return workout
        }
    }

    @Test("an index written with escapes fitshell does not write (\\u00e9, \\/) is read whole")
    func foreignEscapes() async throws {
        let (store, data) = try await keptStore(workouts(["é", "a/b"], count: 4)) { text in
            text.replacingOccurrences(of: "é", with: "\\u00e9").replacingOccurrences(of: "a/b", with: "a\\/b")
        }
        for id in ["é", "a/b"] {
            let ids: Set<ExerciseID> = [ExerciseID(id)]
            #expect(HistoryIndexFile.decodeFast(data, having: ids) == nil)
            let having = try await store.summaries(year: 2025, having: ids)
            #expect(having.count == 2)
            #expect(having == expected(try await store.summaries(year: 2025), ids))
        }
    }

    @Test("an id that the n of a line break and the next line's start spell is not read twice")
    func separatorStraddle() async throws {
        // Every id starts with 0: `n0` is also the `n` of each `\n` and the next line's first byte.
        let (_, data) = try await keptStore(workouts(["n0", "other"], count: 6))
        let full = try #require(HistoryIndexFile.decodeFast(data))
        for ids in [["n0"], ["n"], ["n0", "other"]] {
            let wanted = Set(ids.map { ExerciseID($0) })
            #expect(
                HistoryIndexFile.decodeFast(data, having: wanted)?.workouts == expected(full.workouts, wanted)
            )
            #expect(
                HistoryIndexFile.decodeFast(data, having: wanted, newestOnly: true)?.workouts
                    == Array(expected(full.workouts, wanted).suffix(1)))
        }
        // The ids that start the lines: every line's, the `n0` ids not mistaken for separators.
        #expect(HistoryIndexFile.newestHeads(data, count: 1)?.ids == Set(full.workouts.map(\.id)))
    }

    @Test("the ids starting an index's lines: read as written, refused when a line does not start with one")
    func lineIDsRead() async throws {
        let (store, data) = try await keptStore(workouts(["row", "curl"], count: 9))
        let ids = Set(try await store.summaries(year: 2025).map(\.id))
        #expect(ids.count == 9)
        #expect(HistoryIndexFile.newestHeads(data, count: 1)?.ids == ids)
        let text = String(decoding: data, as: UTF8.self)
        let first = try #require(ids.first).description
        let second = try #require(ids.dropFirst().first).description
        for (damaged, why) in [
            (text.replacingOccurrences(of: first, with: first.dropLast() + "x"), "a line without an id"),
            (text.replacingOccurrences(of: second, with: first), "two lines of one workout"),
            (text.replacingOccurrences(of: #"\n"#, with: #"\n\n"#), "a blank line"),
            (String(text.dropLast()), "not the envelope as written"),
        ] {
            #expect(damaged != text, "\(why)")
            #expect(HistoryIndexFile.newestHeads(Data(damaged.utf8), count: 1) == nil, "\(why)")
        }
        // Upper-case ids read as the same ids.
        #expect(
            HistoryIndexFile.newestHeads(
                Data(text.replacingOccurrences(of: first, with: first.uppercased()).utf8), count: 1)?.ids
                == ids)
    }

    @Test("the last sets of an exercise skip a workout whose file is gone behind a folder time put back")
    func lastSetsSkipGoneFile() async throws {
        let (store, _) = try await keptStore(workouts(["barbell-squat"], count: 3))
        let latest = try #require(try await store.summaries(year: 2025).last)
        let folder = temporary.url.appendingPathComponent("history/2025").path
        var before = stat()
        #expect(stat(folder, &before) == 0)
        try FileManager.default.removeItem(atPath: folder + "/\(latest.id).json")
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, folder, &times, 0) == 0)
        // The index is still vouched for (that is what a time put back hides) ...
        #expect(store.vouchedIndex(year: 2025) != nil)
        // ... and the sets come from the workout before, not none.
        let sets = try await WorkoutHistory(store: store).lastSets(of: ExerciseID("barbell-squat"))
        #expect(sets.map(\.weight) == [Mass(51, .kilograms)])
    }

    @Test("the newest heads of a year: its last lines read alone, the same as the year's heads' last ones")
    func newestHeads() async throws {
        let (store, data) = try await keptStore(workouts(["row", "curl"], count: 9))
        let heads = try await store.summaryHeads(year: 2025)
        #expect(heads.count == 9)
        for count in 1...11 {
            let read = try #require(HistoryIndexFile.newestHeads(data, count: count))
            #expect(read.value == Array(heads.suffix(count)), "\(count)")
            #expect(read.ids == Set(heads.map(\.id)))
            #expect(
                try await store.newestSummaryHeads(year: 2025, count: count) == Array(heads.suffix(count)))
        }
        #expect(HistoryIndexFile.newestHeads(data, count: 0) == nil)
        #expect(try await store.newestSummaryHeads(year: 2025, count: 0) == [])
        // A damaged last line is refused (the caller reads the index whole and sets it aside).
        let text = String(decoding: data, as: UTF8.self)
        let last = try #require(heads.last).id.description
        let damaged = text.replacingOccurrences(of: last + #"\t"#, with: last + #"\tnot-a-date"#)
        #expect(damaged != text)
        #expect(HistoryIndexFile.newestHeads(Data(damaged.utf8), count: 2) == nil)
    }

    @Test("the heads of a year from a day: the lines on or after it read alone, as the filtered heads")
    func headsFromDay() async throws {
        let (store, data) = try await keptStore(workouts(["row", "curl"], count: 9))
        let heads = try await store.summaryHeads(year: 2025)
        let days = Set(heads.map(\.date)).sorted()
        #expect(days.count >= 5)
        let first = try #require(days.first)
        let last = try #require(days.last)
        let newYear = try #require(LocalDate(year: 2025, month: 1, day: 1))
        for from in days + [newYear, last.adding(days: 1), first.adding(days: 1)] {
            let want = heads.filter { $0.date >= from }
            let read = try #require(HistoryIndexFile.heads(data, from: from))
            #expect(read.value == want, "\(from)")
            #expect(read.ids == Set(heads.map(\.id)))
            #expect(try await store.summaryHeads(year: 2025, from: from) == want)
        }
    }

    @Test(
        "an exercise's last sets with the newest index line damaged: the index is read whole and rebuilt, as before"
    )
    func lastSetsDamagedNewestLine() async throws {
        let folder = TemporaryFolder("last-sets-damaged")
        let store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let squats = (0..<3).map { day in
            var workout = WrittenIndexTests.workout(days: day * 2)
            workout.exercises[0].sets[0].weight = Mass(Double(50 + day), .kilograms)
            return workout
        }
        try await store.importFinished(squats.map(WorkoutStoreContract.finished))
        let url = folder.url.appendingPathComponent("history/index-2025.json")
        let text = String(decoding: try #require(try FileSystem.contents(of: url)), as: UTF8.self)
        // The newest line cut after its start: no exercise entries left, too few fields.
        let newest = try #require(text.range(of: squats[2].id.description))
        let end = try #require(text.range(of: #"","year""#))
        let fields = text[newest.upperBound..<end.lowerBound].components(separatedBy: #"\t"#)
        let damaged = text.replacingCharacters(
            in: newest.lowerBound..<end.lowerBound,
            with: squats[2].id.description + fields.prefix(5).joined(separator: #"\t"#))
        for read in 0..<2 {
            try FileSystem.writeAtomically(Data(damaged.utf8), to: url)
            let fresh = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
            if read == 0 {
                let sets = try await WorkoutHistory(store: fresh).lastSets(of: ExerciseID("barbell-squat"))
                #expect(sets.first?.weight == Mass(52, .kilograms))
            } else {
                let newestRead = try await fresh.newestSummary(
                    year: 2025, having: ExerciseID("barbell-squat"))
                #expect(newestRead?.id == squats[2].id)
            }
        }
    }
}
