import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSession

@Suite("History analytics over a generated multi-year history")
struct HistoryAnalyticsTests {
    @Test("HIST-02 totals from the index equal a brute-force recount of every workout; GAP-02 duration")
    func totals() async throws {
        let store = InMemoryWorkoutStore()
        let workouts = try await HistoryGenerator.generate(into: store, count: 400)
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(summaries.count == 400)
        #expect(Set(summaries.map(\.date.year)).count >= 3)
        let sets = workouts.reduce(0) { total, workout in
            total + workout.exercises.reduce(0) { $0 + $1.sets.filter(\.done).count }
        }
        let volume = workouts.flatMap(\.exercises).flatMap(\.sets).filter(\.done)
            .reduce(0.0) { $0 + ($1.weight?.kilograms ?? 0) * Double($1.reps ?? 0) }
        #expect(summaries.reduce(0) { $0 + $1.sets } == sets)
        #expect(abs(summaries.reduce(0) { $0 + $1.volume } - volume) < 1e-6)
        #expect(summaries.allSatisfy { $0.durationSeconds == 3600 })
    }

    @Test("GAP-03 / ENRC-04 records equal a brute-force scan of working sets (warm-ups never count)")
    func records() async throws {
        let store = InMemoryWorkoutStore()
        let workouts = try await HistoryGenerator.generate(into: store, count: 250)
        let records = PersonalRecords.compute(try await WorkoutHistory(store: store).summaries())
        for (id, _, _) in HistoryGenerator.exercises {
            let working = workouts.flatMap(\.exercises).filter { $0.exerciseID == id }.flatMap(\.sets).filter
            { $0.done && $0.type != .warmUp }
            let heaviest = working.compactMap { $0.weight?.kilograms }.max()
            let e1rm = working.filter { (1...12).contains($0.reps ?? 0) }
                .map { OneRepMax.epley(weight: $0.weight?.kilograms ?? 0, reps: $0.reps ?? 0) }.max()
            let volume = working.map { ($0.weight?.kilograms ?? 0) * Double($0.reps ?? 0) }.max()
            let record = try #require(records[id])
            #expect(record.heaviest?.value == heaviest)
            #expect(abs((record.bestE1RM?.value ?? 0) - (e1rm ?? 0)) < 1e-9)
            #expect(abs((record.bestSetVolume?.value ?? 0) - (volume ?? 0)) < 1e-9)
            var repsAt: [Double: Int] = [:]
            for set in working {
                repsAt[((set.weight?.kilograms ?? 0) * 100).rounded() / 100, default: 0] = max(
                    repsAt[((set.weight?.kilograms ?? 0) * 100).rounded() / 100] ?? 0, set.reps ?? 0)
            }
            #expect(record.repsAtWeight.mapValues { $0.reps } == repsAt)
            let warmUps = workouts.flatMap(\.exercises).filter { $0.exerciseID == id }.flatMap(\.sets).filter
            { $0.type == .warmUp }
            #expect(!warmUps.isEmpty)
        }
    }

    @Test(
        "CHRT-01..05 chart points match the workouts for every metric and axis",
        arguments: Chart.Metric.allCases)
    func charts(metric: Chart.Metric) async throws {
        let store = InMemoryWorkoutStore()
        let workouts = try await HistoryGenerator.generate(into: store, count: 120)
        let summaries = try await WorkoutHistory(store: store).summaries()
        let (id, name, _) = HistoryGenerator.exercises[0]
        let chart = Chart(
            id: ChartID(SequentialUUIDSource().next()), exerciseID: id, exerciseName: name, metric: metric,
            axis: .session)
        let points = chart.points(summaries)
        let expected: [Double] = workouts.compactMap { workout in
            guard let exercise = workout.exercises.first(where: { $0.exerciseID == id }),
                exercise.sets.contains(where: \.done)
            else { return nil }
            let working = exercise.sets.filter { $0.done && $0.type != .warmUp }
            switch metric {
            case .sets: return Double(exercise.sets.filter(\.done).count)
            case .weight: return working.compactMap { $0.weight?.kilograms }.max() ?? 0
            case .volume: return working.map { ($0.weight?.kilograms ?? 0) * Double($0.reps ?? 0) }.max() ?? 0
            case .e1rm:
                return working.filter { (1...12).contains($0.reps ?? 0) }
                    .map { OneRepMax.epley(weight: $0.weight?.kilograms ?? 0, reps: $0.reps ?? 0) }.max() ?? 0
            }
        }
        // A session without an estimate (every set over 12 reps) is no e1RM point; the others
        // keep their session numbers.
        let shown = expected.enumerated().filter { metric != .e1rm || $0.element > 0 }
        #expect(points.map(\.value) == shown.map(\.element))
        #expect(points.map(\.session) == shown.map { $0.offset + 1 })
        #expect(points.allSatisfy { metric != .e1rm || $0.value > 0 })
    }

    @Test("GAP-03 a finish that beats a record is reported as a new PR; GAP-01 previous sets")
    func newRecordsAndPrevious() async throws {
        let store = InMemoryWorkoutStore()
        let workouts = try await HistoryGenerator.generate(into: store, count: 30)
        let history = WorkoutHistory(store: store)
        let summaries = try await history.summaries()
        let best = try #require(
            summaries.dropLast().flatMap(\.exercises).filter {
                $0.exerciseID == HistoryGenerator.exercises[0].0
            }.map(\.topKilograms).max())
        let last = try #require(summaries.last)
        let texts = try await history.newRecords(in: last).map { $0.text(in: .kilograms) }
        let lastTop =
            last.exercises.first { $0.exerciseID == HistoryGenerator.exercises[0].0 }?.topKilograms ?? 0
        #expect(texts.contains { $0.hasPrefix("Barbell Squat: heaviest weight") } == (lastTop > best))
        // In pounds, a weight typed in pounds reads back as typed.
        let pounds = NewRecord(
            exercise: "Bench", kind: .heaviest(reps: 3), kilograms: Mass(195, .pounds).kilograms)
        #expect(pounds.text(in: .pounds) == "Bench: heaviest weight 195 lb × 3")
        #expect(
            NewRecord(exercise: "Bench", kind: .reps(8), kilograms: 60).text(in: .kilograms)
                == "Bench: 8 reps at 60 kg")
        let latestWithSquat = try #require(
            workouts.last { $0.exercises.contains { $0.exerciseID == HistoryGenerator.exercises[0].0 } })
        let expected = latestWithSquat.exercises.first { $0.exerciseID == HistoryGenerator.exercises[0].0 }?
            .sets.filter(\.done)
        #expect(try await history.lastSets(of: HistoryGenerator.exercises[0].0) == expected)
    }

    @Test("HIST: deleting a workout removes it from the index and its file", arguments: ["memory", "json"])
    func delete(kind: String) async throws {
        let temporary = TemporaryFolder()
        var folder: URL { temporary.url }
        let store: any WorkoutStore =
            kind == "memory"
            ? InMemoryWorkoutStore() : JSONFileWorkoutStore(folder: folder, context: StorageContext())
        _ = try await HistoryGenerator.generate(into: store, count: 5)
        let history = WorkoutHistory(store: store)
        let victim = try #require(try await history.summaries().first)
        try await history.delete(victim)
        #expect(try await history.summaries().count == 4)
        #expect(try await history.workout(victim) == nil)
    }

    @Test("ChartStore contract", arguments: ["memory", "json"])
    func chartStore(kind: String) async throws {
        let temporary = TemporaryFolder()
        var folder: URL { temporary.url }
        let store: any ChartStore =
            kind == "memory"
            ? InMemoryChartStore() : JSONFileChartStore(folder: folder, context: StorageContext())
        #expect(try await store.charts().isEmpty)
        let chart = Chart(
            id: ChartID(SequentialUUIDSource().next()), exerciseID: ExerciseID("x"), exerciseName: "X",
            metric: .e1rm, axis: .date)
        try await store.updateCharts { $0 + [chart] }
        #expect(try await store.charts() == [chart])
        try await store.updateCharts { $0.filter { $0.id != chart.id } }
        #expect(try await store.charts().isEmpty)
    }
}

@Suite("Weights typed in pounds read back as typed")
struct PoundRoundTripTests {
    @Test(
        "135 and 142.5 lb come back as 135 and 142.5 lb in every record, never 134.99 or 142.51",
        arguments: [135.0, 142.5, 2.5, 45, 405, 1002.5])
    func pounds(value: Double) throws {
        let workout = Workout(
            id: WorkoutID(UUID()), name: "A", planID: nil, programDay: nil,
            startedAt: Date(timeIntervalSince1970: 0),
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-bench-press-medium-grip"), name: "Bench",
                    category: .chest,
                    restSeconds: 0,
                    sets: [WorkoutSet(weight: Mass(value, .pounds), reps: 5, done: true)])
            ])
        let summary = WorkoutSummary(workout, timeZone: utc)
        let line = try #require(summary.exercises.first)
        #expect(Mass(kilograms: line.topKilograms).formatted(in: .pounds) == "\(Mass.grouped(value)) lb")
        let reps = try #require(line.repsAtWeight.first)
        #expect(Mass(kilograms: reps.kilograms).formatted(in: .pounds) == "\(Mass.grouped(value)) lb")
        #expect(Mass(kilograms: summary.volume).formatted(in: .pounds) == "\(Mass.grouped(value * 5)) lb")
    }
}

@Suite("One-rep-max estimates only where they mean something")
struct OneRepMaxRangeTests {
    @Test("a set of more than 12 reps gives no e1RM: 79.36 kg × 103 is not a 351.83 kg max")
    func highReps() {
        func line(_ sets: [WorkoutSet]) -> WorkoutSummary.ExerciseLine? {
            let workout = Workout(
                id: WorkoutID(UUID()), name: "A", planID: nil, programDay: nil,
                startedAt: Date(timeIntervalSince1970: 0), checkIn: nil,
                exercises: [
                    WorkoutExercise(
                        exerciseID: ExerciseID("bodyweight-squat"), name: "Squat", category: .legs,
                        restSeconds: 0,
                        sets: sets)
                ])
            return WorkoutSummary(workout, timeZone: utc).exercises.first
        }
        let high = WorkoutSet(weight: Mass(kilograms: 79.36), reps: 103, done: true)
        #expect(line([high])?.bestE1RM == 0)
        let twelve = WorkoutSet(weight: Mass(kilograms: 60), reps: 12, done: true)
        #expect(line([high, twelve])?.bestE1RM == 84)
        #expect(
            OneRepMax.estimate(weight: 79.36, reps: 103) == nil
                && OneRepMax.estimate(weight: 100, reps: 1) == 100)
        let records = PersonalRecords.compute(
            [
                WorkoutSummary(
                    Workout(
                        id: WorkoutID(UUID()), name: "A", planID: nil, programDay: nil,
                        startedAt: Date(timeIntervalSince1970: 0), checkIn: nil,
                        exercises: [
                            WorkoutExercise(
                                exerciseID: ExerciseID("bodyweight-squat"), name: "Squat", category: .legs,
                                restSeconds: 0, sets: [high])
                        ]), timeZone: utc)
            ])
        #expect(records[ExerciseID("bodyweight-squat")]?.bestE1RM == nil)
        #expect(records[ExerciseID("bodyweight-squat")]?.heaviest?.value == 79.36)
    }
}

@Suite("Charts are not added twice")
struct ChartAddTests {
    @Test("the same exercise, metric and axis again is refused with the existing chart's number")
    func duplicate() async throws {
        let store = InMemoryChartStore()
        func chart(_ metric: Chart.Metric) -> Chart {
            Chart(
                id: ChartID(UUID()), exerciseID: ExerciseID("barbell-squat"), exerciseName: "Barbell Squat",
                metric: metric, axis: .date)
        }
        #expect(try await store.addChart(chart(.volume)) == 1)
        #expect(try await store.addChart(chart(.e1rm)) == 2)
        await #expect(throws: ChartError.duplicate(number: 1)) { try await store.addChart(chart(.volume)) }
        #expect(try await store.charts().count == 2)
    }
}

@Suite("Records written as JSON")
struct RecordJSONTests {
    @Test("an estimate is written to a millionth, without float noise, and reads back")
    func noNoise() throws {
        let written =
            #"{"date":"2025-06-24","value":20.299999999999997,"workout":"A77F341C-EA7B-4EC4-A291-973976929AD3"}"#
        let record = try JSONDecoder().decode(PersonalRecords.Record.self, from: Data(written.utf8))
        #expect(record.value != 20.3, "the noise is in the value read")
        let text = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        #expect(text.contains("\"value\":20.3,") || text.contains("\"value\":20.3}"), "\(text)")
        let back = try JSONDecoder().decode(PersonalRecords.Record.self, from: Data(text.utf8))
        #expect(back.value == 20.3 && back.date == record.date && back.workout == record.workout)
    }
}
