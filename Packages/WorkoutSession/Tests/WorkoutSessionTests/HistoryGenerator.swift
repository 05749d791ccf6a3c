import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import WorkoutSession

/// Writes a deterministic multi-year history through the real engine: progressing weights,
/// warm-ups, varied reps, a few exercises per session.
struct HistoryGenerator {
    struct LCG {
        var numbers: SeededNumbers
        init(state: UInt64) { numbers = SeededNumbers(seed: state) }
        mutating func next(_ bound: Int) -> Int { numbers.below(bound) }
    }

    static let exercises: [(ExerciseID, String, ExerciseCategory)] = [
        (ExerciseID("barbell-squat"), "Barbell Squat", .legs),
        (ExerciseID("barbell-bench-press-medium-grip"), "Bench Press", .chest),
        (ExerciseID("barbell-deadlift"), "Deadlift", .back),
        (ExerciseID("barbell-curl"), "Barbell Curl", .arms),
        (ExerciseID("standing-military-press"), "Military Press", .shoulders),
    ]

    /// Generates `count` workouts, one every two or three days, and returns the full workouts.
    static func generate(into store: any WorkoutStore, count: Int, seed: UInt64 = 42) async throws
        -> [Workout]
    {
        let clock = TestClock()
        let engine = WorkoutEngine(store: store, clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        var random = LCG(state: seed)
        var finished: [Workout] = []
        for index in 0..<count {
            try await engine.start(
                plan: nil, name: "Session \(index + 1)", checkIn: nil, category: { _ in .other })
            for slot in 0..<(2 + random.next(3)) {
                let (id, name, category) = exercises[(index + slot) % exercises.count]
                let base = 40 + Double(index) * 0.25 + Double(random.next(10))
                let exercise = Exercise(
                    id: id, name: name, category: category, equipment: .barbell, primaryMuscles: [.chest],
                    kneeLoad: .low)
                try await engine.addExercise(
                    exercise, sets: 3 + random.next(2), reps: nil, weight: nil, restSeconds: 0)
                try await engine.setValues(
                    exercise: String(slot + 1), set: 1, weight: Mass(kilograms: base / 2), reps: 10, rpe: nil,
                    done: true)
                try await engine.change { workout, _ in workout.exercises[slot].sets[0].type = .warmUp }
                let sets = try await engine.active()?.exercises[slot].sets.count ?? 0
                for set in 2...sets {
                    try await engine.setValues(
                        exercise: String(slot + 1), set: set,
                        weight: Mass(kilograms: base + Double(random.next(3)) * 2.5),
                        reps: 3 + random.next(8), rpe: nil, done: random.next(10) > 0)
                }
            }
            clock.advance(3600)
            finished.append(try await engine.finish(plan: nil).workout)
            clock.advance(Double(1 + random.next(3)) * 86_400)
        }
        return finished
    }
}
