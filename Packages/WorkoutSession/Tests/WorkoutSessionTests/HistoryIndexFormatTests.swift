import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("History index format")
struct HistoryIndexFormatTests {
    func awkwardSummary() async throws -> WorkoutSummary {
        let store = InMemoryWorkoutStore()
        let clock = TestClock()
        let engine = WorkoutEngine(store: store, clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        try await engine.start(plan: legPlan(), name: nil, checkIn: nil, category: category)
        try await engine.change { workout, _ in workout.name = "Tab\there | pipe; semi % pct\nnew line 💪" }
        let odd = Exercise(
            id: ExerciseID("custom-odd"), name: "Odd | name; 50% \t x", category: .other, equipment: .other,
            primaryMuscles: [], kneeLoad: .low)
        try await engine.addExercise(
            odd, sets: 1, reps: 3, weight: Mass(12.345678, .kilograms), restSeconds: 0)
        try await engine.markNextDone(weight: Mass(102.058283, .kilograms), reps: 5, rpe: nil)
        try await engine.setValues(exercise: "3", set: 1, weight: nil, reps: nil, rpe: nil, done: true)
        try await engine.toggleKneeFlag("squat")
        clock.advance(1234.5)
        return try await engine.finish(plan: nil).summary
    }

    @Test("summaries survive the line format exactly, whatever their names hold")
    func roundTrip() async throws {
        let summary = try await awkwardSummary()
        let generated = try await WorkoutHistory(
            store: {
                let store = InMemoryWorkoutStore()
                _ = try await HistoryGenerator.generate(into: store, count: 60)
                return store
            }()
        ).summaries()
        let all = [summary] + generated
        #expect(try SummaryLineCodec.decode(SummaryLineCodec.encode(all)) == all)
        #expect(SummaryLineCodec.encode([summary]).split(separator: "\n").count == 1)
    }

    @Test("a version 1 index (JSON objects) is migrated on read")
    func migratesVersion1() async throws {
        let summary = try await awkwardSummary()
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let workouts = String(decoding: try encoder.encode([summary]), as: UTF8.self)
        let v1 =
            #"{"format":"fitshell.history-index","version":1,"data":{"year":"# + "\(summary.date.year)"
            + #","workouts":"# + workouts + "}}"
        guard case .valid(let file) = DocumentCoder.decode(HistoryIndexFile.self, from: Data(v1.utf8)) else {
            Issue.record("the version 1 index did not migrate")
            return
        }
        #expect(file.workouts.map(\.id) == [summary.id])
        #expect(file.workouts[0].name == summary.name && file.workouts[0].exercises == summary.exercises)
    }

    @Test("a damaged line makes the index corrupt (it is set aside), not a crash")
    func damaged() {
        let text =
            #"{"format":"fitshell.history-index","version":2,"data":{"year":2026,"lines":"not\ta\tline"}}"#
        guard case .corrupt(let reason) = DocumentCoder.decode(HistoryIndexFile.self, from: Data(text.utf8))
        else {
            Issue.record("expected corrupt")
            return
        }
        #expect(reason.contains("index line 1: expected 10 fields, found 3"))
    }
}
