import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSession

@Suite("Folding one exercise into another (both adapters)")
struct ExerciseReplacementTests {
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }

    @Test(
        "finished and active workouts are re-pointed; records follow; a dry run changes nothing",
        arguments: Adapter.allCases)
    func replace(adapter: Adapter) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = adapter.make(folder)
        let clock = TestClock()
        let engine = WorkoutEngine(store: store, clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        let belt = Exercise(
            id: ExerciseID("custom-belt-squat"), name: "Belt Squat", category: .legs, equipment: .machine,
            primaryMuscles: [.quadriceps], kneeLoad: .moderate, isCustom: true)
        for weight in [120.0, 140.0] {
            try await engine.start(plan: nil, name: "Legs", checkIn: nil, category: { _ in .legs })
            try await engine.addExercise(
                belt, sets: 2, reps: 8, weight: Mass(kilograms: weight), restSeconds: 0)
            try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
            try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
            try await engine.finish(plan: nil)
            clock.advance(86_400 * 2)
        }
        try await engine.start(plan: nil, name: "Now", checkIn: nil, category: { _ in .legs })
        try await engine.addExercise(belt, sets: 1, reps: 8, weight: nil, restSeconds: 0)
        let replacement = ExerciseReplacement(
            from: belt.id, into: ExerciseID("leg-press"), name: "Leg Press", category: .legs)
        let history = WorkoutHistory(store: store)
        let before = try await history.summaries()
        let dry = try await store.replaceExercise(replacement, dryRun: true)
        #expect(dry == ReplacementCounts(workouts: 2, sets: 4, activeWorkout: true))
        #expect(try await history.summaries() == before)
        let done = try await store.replaceExercise(replacement, dryRun: false)
        #expect(done == dry)
        let records = PersonalRecords.compute(try await history.summaries())
        #expect(records[belt.id] == nil)
        #expect(records[ExerciseID("leg-press")]?.heaviest?.value == 140)
        #expect(
            try await history.summaries().reduce(0) { $0 + $1.volume } == before.reduce(0) { $0 + $1.volume })
        #expect(try await store.active()?.exercises.first?.name == "Leg Press")
        #expect(
            try await store.replaceExercise(replacement, dryRun: false) == ReplacementCounts(), "idempotent")
    }
}
