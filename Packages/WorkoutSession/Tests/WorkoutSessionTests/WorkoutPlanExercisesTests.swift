import CoreModels
import Exercises
import Foundation
import Plans
import Testing

@testable import WorkoutSession

@Suite("A finished workout as a plan's exercises")
struct WorkoutPlanExercisesTests {
    @Test(
        "sets done become targets with their types; undone and rep-less sets, and empty exercises, are left out"
    )
    func planExercises() {
        let workout = Workout(
            id: WorkoutID(UUID()), name: "Push", planID: nil, programDay: nil,
            startedAt: Date(timeIntervalSince1970: 1_700_000_000), checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-bench-press-medium-grip"), name: "Bench",
                    category: .chest,
                    restSeconds: 150,
                    sets: [
                        WorkoutSet(weight: Mass(40, .kilograms), reps: 8, type: .warmUp, done: true),
                        WorkoutSet(weight: Mass(80, .kilograms), reps: 5, done: true),
                        WorkoutSet(targetWeight: Mass(80, .kilograms), targetReps: 5),
                        WorkoutSet(weight: Mass(60, .kilograms), reps: 12, type: .drop, done: true),
                    ], superset: 2),
                WorkoutExercise(
                    exerciseID: ExerciseID("pullups"), name: "Pull-ups", category: .back, restSeconds: 0,
                    sets: [WorkoutSet(weight: Mass(0, .kilograms), reps: 10, done: true)]),
                WorkoutExercise(
                    exerciseID: ExerciseID("running"), name: "Run", category: .other, restSeconds: 0,
                    sets: [WorkoutSet(done: true, distanceMeters: 5000, durationSeconds: 1500)]),
            ])
        let (exercises, leftOut) = workout.planExercises()
        #expect(leftOut == ["Run"])
        #expect(exercises.map(\.name) == ["Bench", "Pull-ups"])
        #expect(
            exercises[0].sets == [
                PlanSet(weight: Mass(40, .kilograms), reps: 8, type: .warmUp),
                PlanSet(weight: Mass(80, .kilograms), reps: 5),
                PlanSet(weight: Mass(60, .kilograms), reps: 12, type: .drop),
            ])
        #expect(exercises[0].restSeconds == 150 && exercises[0].superset == 2)
        #expect(exercises[1].sets == [PlanSet(weight: nil, reps: 10)], "0 kg is no target weight")
        #expect(exercises[1].restSeconds == 90, "no rest recorded: the usual rest")
        let plan = Plan(
            id: PlanID(UUID()), name: "From history", createdAt: Date(), source: .manual, exercises: exercises
        )
        #expect(plan.problem == nil)
    }
}
