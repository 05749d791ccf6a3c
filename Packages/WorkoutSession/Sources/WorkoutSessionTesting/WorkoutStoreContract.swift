import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSession

/// The rules every `WorkoutStore` adapter meets. Run each check against a fresh, empty store
/// whose time zone is UTC:
///
/// ```swift
/// @Test(arguments: WorkoutStoreContract.checks)
/// func contract(_ check: ContractCheck<any WorkoutStore>) async throws {
///     try await check.run(MyWorkoutStore())
/// }
/// ```
public enum WorkoutStoreContract {
    /// UTC, the time zone the checks' summaries are made in.
    public static let utc = Zone.utc

    /// A workout started `days` days after 2025-01-01 09:00 UTC, with one squat entry of
    /// `sets` done sets of 5 × 100 kg (finished an hour later when `finished`).
    public static func sample(days: Int, sets: Int = 3, finished: Bool = true) -> Workout {
        let start = Date(timeIntervalSince1970: 1_735_722_000 + Double(days) * 86_400)
        var workout = Workout(
            id: WorkoutID(SequentialUUIDSource(start: UInt64(1000 + days)).next()), name: "Day \(days)",
            planID: nil, programDay: nil, startedAt: start, checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs,
                    restSeconds: 120,
                    sets: Array(
                        repeating: WorkoutSet(
                            weight: Mass(100, .kilograms), reps: 5, done: true, completedAt: start),
                        count: sets))
            ])
        if finished { workout.finishedAt = start.addingTimeInterval(3600) }
        return workout
    }

    /// `workout` with its summary, as `finish` and `importFinished` take them.
    public static func finished(_ workout: Workout) -> (Workout, WorkoutSummary) {
        (workout, WorkoutSummary(workout, timeZone: utc))
    }

    /// Every check of the contract.
    public static let checks: [ContractCheck<any WorkoutStore>] = [
        ContractCheck("empty: no active workout, no years, no summaries") { (store) async throws in
            #expect(try await store.active() == nil)
            #expect(try await store.years().isEmpty)
            #expect(try await store.summaries(year: 2025).isEmpty)
        },
        ContractCheck("the active workout round-trips; returning nil removes it") { (store) async throws in
            let workout = sample(days: 0, finished: false)
            // Closures stay outside `#expect`: one inside its expansion can be mixed up with the
            // next closure of the function by this compiler (Swift 6.3).
            let saved = try await store.updateActive { _ in workout }
            #expect(saved == workout)
            #expect(try await store.active() == workout)
            let seen = try await store.updateActive { current -> Workout? in
                #expect(current == workout)
                return nil
            }
            #expect(seen == nil)
            #expect(try await store.active() == nil)
        },
        ContractCheck("drafts: kept, listed by start, resumed only without an active workout, discarded") {
            (store) async throws in
            let later = sample(days: 5, finished: false)
            let earlier = sample(days: 2, sets: 1, finished: false)
            try await store.keepDraft(later)
            try await store.keepDraft(earlier)
            #expect(try await store.drafts() == [earlier, later])
            let blocking = sample(days: 9, finished: false)
            try await store.updateActive { _ in blocking }
            await #expect(throws: WorkoutError.alreadyActive(blocking.name)) {
                try await store.resumeDraft(later.id)
            }
            #expect(try await store.drafts().count == 2)
            try await store.updateActive { _ in nil }
            #expect(try await store.resumeDraft(later.id) == later)
            #expect(try await store.active() == later)
            #expect(try await store.drafts() == [earlier])
            try await store.updateActive { _ in nil }
            #expect(try await store.resumeDraft(later.id) == nil)
            #expect(try await store.discardDraft(earlier.id))
            #expect(try await !store.discardDraft(earlier.id))
            #expect(try await store.drafts().isEmpty)
        },
        ContractCheck("a throwing change of the active workout saves nothing") { (store) async throws in
            let workout = sample(days: 0, finished: false)
            try await store.updateActive { _ in workout }
            await #expect(throws: WorkoutError.noActiveWorkout) {
                try await store.updateActive { _ in throw WorkoutError.noActiveWorkout }
            }
            #expect(try await store.active() == workout)
        },
        ContractCheck("finish saves the workout and its summary, then removes the active one") {
            (store) async throws in
            let active = sample(days: 3, finished: false)
            try await store.updateActive { _ in active }
            let (workout, summary) = finished(sample(days: 3))
            try await store.finish(workout, summary: summary)
            #expect(try await store.active() == nil)
            #expect(try await store.years() == [2025])
            #expect(try await store.summaries(year: 2025) == [summary])
            #expect(try await store.finished(workout.id, year: 2025) == workout)
        },
        ContractCheck(
            "editFinished saves the changed workout and its line; a missing one or a throwing change saves nothing"
        ) { (store) async throws in
            let (workout, summary) = finished(sample(days: 3))
            let (other, otherSummary) = finished(sample(days: 4))
            try await store.importFinished([(workout, summary), (other, otherSummary)])
            let saved = try await store.editFinished(workout.id, year: 2025) { current in
                var changed = current
                changed.name = "Legs"
                changed.exercises[0].sets[1].weight = Mass(110, .kilograms)
                return changed
            }
            var expected = workout
            expected.name = "Legs"
            expected.exercises[0].sets[1].weight = Mass(110, .kilograms)
            #expect(saved == expected)
            #expect(try await store.finished(workout.id, year: 2025) == expected)
            #expect(try await store.summaries(year: 2025) == [finished(expected).1, otherSummary])
            #expect(try await store.summaries(year: 2025).first?.volume == 1550)
            let missing = try await store.editFinished(WorkoutID(UUID()), year: 2025) { $0 }
            #expect(missing == nil)
            await #expect(throws: WorkoutError.invalid("no")) {
                try await store.editFinished(other.id, year: 2025) { _ in throw WorkoutError.invalid("no") }
            }
            #expect(try await store.finished(other.id, year: 2025) == other)
            // An edit may not move the workout: its start stays.
            await #expect(throws: (any Error).self) {
                try await store.editFinished(other.id, year: 2025) { current in
                    Workout(
                        id: current.id, name: current.name, planID: nil, programDay: nil,
                        startedAt: current.startedAt.addingTimeInterval(86_400 * 400), checkIn: nil,
                        exercises: current.exercises)
                }
            }
            #expect(try await store.summaries(year: 2025) == [finished(expected).1, otherSummary])
            try await store.deleteFinished(workout.id, year: 2025)
            let gone = try await store.editFinished(workout.id, year: 2025) { $0 }
            #expect(gone == nil)
            #expect(try await store.finished(workout.id, year: 2025) == nil)
        },
        ContractCheck("finishActive turns the active workout into a finished one in one step") {
            (store) async throws in
            let without = try await store.finishActive { _ in finished(sample(days: 1)) }
            #expect(without == nil)
            try await store.updateActive { _ in sample(days: 1, finished: false) }
            let result = try await store.finishActive { active in
                var done = active
                done.finishedAt = active.startedAt.addingTimeInterval(3600)
                return finished(done)
            }
            #expect(result?.finished == sample(days: 1))
            #expect(try await store.active() == nil)
            #expect(try await store.summaries(year: 2025).map(\.id) == [sample(days: 1).id])
        },
        ContractCheck("imports land in their years, oldest first, with their sets and volume") {
            (store) async throws in
            let workouts = [sample(days: 400, sets: 2), sample(days: 2), sample(days: 10, sets: 4)]
            try await store.importFinished(workouts.map(finished))
            #expect(try await store.years() == [2025, 2026])
            let year = try await store.summaries(year: 2025)
            #expect(year.map(\.id) == [sample(days: 2).id, sample(days: 10).id])
            #expect(year.map(\.sets) == [3, 4])
            #expect(year.map(\.volume) == [1500, 2000])
            #expect(try await store.summaryHeads(year: 2025).map(\.id) == year.map(\.id))
            #expect(try await store.finished(sample(days: 400).id, year: 2026) == sample(days: 400, sets: 2))
        },
        ContractCheck("summaries keeping (having) some exercises have exactly those lines, in their order") {
            (store) async throws in
            let names = [
                ("barbell-bench-press", "Bench; \"paused\" | 100%"), ("deadlift", "Deadlift"),
                ("front-squat", "Front Squat"), ("barbell-squat-2", "Squat\tTempo"),
            ]
            let workouts = (0..<6).map { day in
                var workout = sample(days: day * 3)
                for (offset, (id, name)) in names.enumerated() where (day + offset) % 3 != 0 {
                    workout.exercises.append(
                        WorkoutExercise(
                            exerciseID: ExerciseID(id), name: name, category: .legs, restSeconds: 90,
                            sets: [
                                WorkoutSet(
                                    weight: Mass(Double(60 + day * 5 + offset), .kilograms), reps: 5 + offset,
                                    done: true, completedAt: workout.startedAt)
                            ]))
                }
                return workout
            }
            try await store.importFinished(workouts.map(finished))
            let full = try await store.summaries(year: 2025)
            for kept: Set<ExerciseID> in [
                [ExerciseID("barbell-bench-press")], [ExerciseID("barbell-squat")],
                [ExerciseID("deadlift"), ExerciseID("barbell-squat-2")], [], [ExerciseID("not-there")],
            ] {
                let read = try await store.summaries(year: 2025, keeping: kept)
                #expect(read == full.map { $0.keeping(kept) })
                #expect(read.allSatisfy { $0.exercises.allSatisfy { kept.contains($0.exerciseID) } })
                // `having`: the same, without the workouts left with no line.
                let having = try await store.summaries(year: 2025, having: kept)
                #expect(having == read.filter { !$0.exercises.isEmpty })
                for exercise in kept {
                    let newest = try await store.newestSummary(year: 2025, having: exercise)
                    #expect(newest == (try await store.summaries(year: 2025, having: [exercise])).last)
                }
                for day in 0...9 {
                    let heads = try await store.summaryHeads(year: 2025)
                    let from = try #require(LocalDate(year: 2025, month: 1, day: 1)).adding(days: day)
                    #expect(
                        try await store.summaryHeads(year: 2025, from: from)
                            == heads.filter { $0.date >= from })
                }
                for count in 0...8 {
                    let heads = try await store.summaryHeads(year: 2025)
                    #expect(
                        try await store.newestSummaryHeads(year: 2025, count: count)
                            == Array(heads.suffix(count)))
                }
            }
            #expect(
                try await store.summaries(year: 2025, keeping: [ExerciseID("barbell-squat")]).map(
                    \.exercises.count)
                    == Array(repeating: 1, count: 6))
        },
        ContractCheck("deleting finished workouts removes their files and index lines") {
            (store) async throws in
            try await store.importFinished([sample(days: 1), sample(days: 2), sample(days: 3)].map(finished))
            try await store.deleteFinished(sample(days: 2).id, year: 2025)
            #expect(
                try await store.summaries(year: 2025).map(\.id) == [sample(days: 1).id, sample(days: 3).id])
            #expect(try await store.finished(sample(days: 2).id, year: 2025) == nil)
            try await store.deleteFinished([sample(days: 1).id, sample(days: 3).id], year: 2025)
            #expect(try await store.summaries(year: 2025).isEmpty)
        },
        ContractCheck(
            "merged records are every year's records merged, and follow a change to an earlier year"
        ) {
            (store) async throws in
            // One workout a year, 2025 to 2028, each with its own top weight.
            func lifting(_ days: Int, _ kilograms: Double, reps: Int = 5) -> Workout {
                var workout = sample(days: days)
                for index in workout.exercises[0].sets.indices {
                    workout.exercises[0].sets[index].weight = Mass(kilograms, .kilograms)
                    workout.exercises[0].sets[index].reps = reps
                }
                return workout
            }
            try await store.importFinished(
                [lifting(0, 100), lifting(400, 120), lifting(800, 110, reps: 8), lifting(1200, 90)].map(
                    finished))
            func expected(_ years: [Int]) async throws -> [ExerciseID: PersonalRecords] {
                var periods: [[ExerciseID: PersonalRecords]] = []
                for year in years {
                    periods.append(PersonalRecords.year(try await store.summaries(year: year)))
                }
                return PersonalRecords.merged(periods)
            }
            let squat = ExerciseID("barbell-squat")
            for years in [[2025, 2026, 2027], [2025, 2026, 2027, 2028], [2026], [], [2025, 2027]] {
                let first = try await store.mergedRecords(years: years)
                let again = try await store.mergedRecords(years: years)
                let reference = try await expected(years)
                #expect(first == reference && again == reference, "\(years)")
            }
            #expect(try await store.mergedRecords(years: [2025, 2026, 2027])[squat]?.heaviest?.value == 120)
            // A heavier workout lands in 2025 (an import of old history): the merge follows it.
            try await store.importFinished([finished(lifting(10, 150))])
            let changed = try await store.mergedRecords(years: [2025, 2026, 2027])
            #expect(changed == (try await expected([2025, 2026, 2027])))
            #expect(changed[squat]?.heaviest?.value == 150)
        },
        ContractCheck(
            "recent sessions are each exercise's last sessions of the summaries, and follow a change to a year"
        ) {
            (store) async throws in
            let squat = ExerciseID("barbell-squat")
            let bench = ExerciseID("barbell-bench-press")
            // Squat every ten days over three years; bench only in the first year.
            func pressing(_ days: Int) -> Workout {
                var workout = sample(days: days)
                workout.exercises.append(
                    WorkoutExercise(
                        exerciseID: bench, name: "Bench Press", category: .chest, restSeconds: 90,
                        sets: [
                            WorkoutSet(
                                weight: Mass(60, .kilograms), reps: 5, done: true,
                                completedAt: workout.startedAt)
                        ]))
                return workout
            }
            try await store.importFinished(
                (0..<110).map { $0 * 10 }.map { $0 < 300 ? pressing($0) : sample(days: $0) }.map(finished))
            func expected(_ count: Int) async throws -> [WorkoutSummary] {
                var summaries: [WorkoutSummary] = []
                for year in try await store.years() { summaries += try await store.summaries(year: year) }
                return WorkoutSummary.lastSessions(of: [squat, bench], count: count, in: summaries)
            }
            for round in 0..<2 {
                let recent = try await store.recentSessions(of: [squat, bench], count: 16)
                #expect(recent == (try await expected(16)), "round \(round)")
                #expect(recent.filter { $0.exercises.contains { $0.exerciseID == squat } }.count == 16)
                #expect(recent.filter { $0.exercises.contains { $0.exerciseID == bench } }.count == 16)
            }
            #expect(try await store.recentSessions(of: [squat], count: 3).count == 3)
            // A workout lands in the newest year: the last sessions follow.
            try await store.importFinished([finished(sample(days: 1_200, sets: 7))])
            let after = try await store.recentSessions(of: [squat, bench], count: 16)
            #expect(after == (try await expected(16)))
            #expect(after.last?.sets == 7)
            #expect(try await store.recentSessions(of: [], count: 16).isEmpty)
        },
        ContractCheck(
            "statistics digests give the statistics of the summaries, and follow a change to a year"
        ) {
            (store) async throws in
            let today = LocalDate(daysSinceEpoch: 21_000)
            func all(_ years: [Int]) async throws -> [WorkoutSummary] {
                var summaries: [WorkoutSummary] = []
                for year in years { summaries += try await store.summaries(year: year) }
                return summaries
            }
            #expect(try await store.statisticsDigests(years: []).isEmpty)
            try await store.importFinished(
                [sample(days: 0), sample(days: 9, sets: 5), sample(days: 400)].map(finished))
            for round in 0..<2 {
                let years = try await store.years()
                let digests = try await store.statisticsDigests(years: years)
                #expect(Set(digests.keys) == Set(years), "round \(round)")
                #expect(digests.values.allSatisfy { $0.records == nil })
                #expect(
                    HistoryStats(digests: digests, today: today)
                        == HistoryStats(try await all(years), today: today))
            }
            // A workout lands in the first year (an import of old history): the statistics follow.
            try await store.importFinished([finished(sample(days: 20, sets: 2))])
            let years = try await store.years()
            let after = HistoryStats(digests: try await store.statisticsDigests(years: years), today: today)
            #expect(after == HistoryStats(try await all(years), today: today))
            #expect(after.totals.workouts == 4)
        },
    ]
}

/// The rules every `ChartStore` adapter meets, run like `WorkoutStoreContract.checks`.
public enum ChartStoreContract {
    /// Every check of the contract.
    public static let checks: [ContractCheck<any ChartStore>] = [
        ContractCheck("charts round-trip in order; a throwing change saves nothing") { (store) async throws in
            #expect(try await store.charts().isEmpty)
            let charts = [
                Chart(
                    id: ChartID(SequentialUUIDSource(start: 1).next()),
                    exerciseID: ExerciseID("barbell-squat"),
                    exerciseName: "Barbell Squat", metric: .e1rm, axis: .date),
                Chart(
                    id: ChartID(SequentialUUIDSource(start: 2).next()),
                    exerciseID: ExerciseID("barbell-curl"),
                    exerciseName: "Barbell Curl", metric: .volume, axis: .session),
            ]
            try await store.updateCharts { _ in charts }
            #expect(try await store.charts() == charts)
            await #expect(throws: WorkoutError.noActiveWorkout) {
                try await store.updateCharts { _ in throw WorkoutError.noActiveWorkout }
            }
            try await store.updateCharts { current in
                #expect(current == charts)
                return Array(current.dropFirst())
            }
            #expect(try await store.charts() == Array(charts.dropFirst()))
        }
    ]
}

/// The rules every `ImportLogStore` adapter meets, run like `WorkoutStoreContract.checks`.
public enum ImportLogStoreContract {
    /// An import record of `file` with sequence number `sequence`.
    public static func batch(_ file: String, sequence: Int) -> ImportBatch {
        ImportBatch(
            id: ImportBatchID(SequentialUUIDSource(start: UInt64(sequence)).next()), file: file,
            format: "strong",
            importedAt: Date(timeIntervalSince1970: 1_795_000_000 + Double(sequence)), unit: .kilograms,
            added: [.init(id: WorkoutStoreContract.sample(days: sequence).id, year: 2025)], replaced: [],
            sets: 3,
            customExercises: [], sequence: sequence)
    }

    /// Every check of the contract.
    public static let checks: [ContractCheck<any ImportLogStore>] = [
        ContractCheck("records are kept and listed; a removed one is gone") { (store) async throws in
            #expect(try await store.batches().isEmpty)
            try await store.record(batch("a.csv", sequence: 1))
            try await store.record(batch("b.csv", sequence: 2))
            #expect(
                try await store.batches().sorted(by: ImportBatch.chronological).map(\.file) == [
                    "a.csv", "b.csv",
                ])
            try await store.remove(batch("a.csv", sequence: 1).id)
            #expect(try await store.batches().map(\.file) == ["b.csv"])
        }
    ]
}
