import CoreModels
import Exercises
import Foundation
import Plans
import Testing
import WorkoutSession
import WorkoutSessionTesting

@Suite("Corrections to a finished workout")
struct FinishedWorkoutEditTests {
    /// A finished workout of squats (3 sets) then a second exercise of 2 sets, the second current.
    func workout() -> Workout {
        var workout = WorkoutStoreContract.sample(days: 1)
        var curl = workout.exercises[0]
        curl = WorkoutExercise(
            exerciseID: ExerciseID("dumbbell-curl"), name: "Dumbbell Curl", category: .arms, restSeconds: 60,
            sets: Array(curl.sets.prefix(2)))
        workout.exercises.append(curl)
        workout.currentExercise = 1
        return workout
    }

    @Test("a set's values and kind change; the rest of the workout stays")
    func values() throws {
        let edit = FinishedWorkoutEdit(
            exercise: "squat", set: 2, weight: Mass(102.5, .kilograms), reps: 4, rpe: 8.5, type: .failure)
        let changed = try edit.applied(to: workout())
        let set = changed.exercises[0].sets[1]
        #expect(
            set.weight == Mass(102.5, .kilograms) && set.reps == 4 && set.rpe == 8.5 && set.type == .failure)
        var expected = workout()
        expected.exercises[0].sets[1] = set
        #expect(changed == expected)
    }

    @Test("removing an exercise's last set removes it and keeps the current exercise in range")
    func removeLastOfExercise() throws {
        var changed = try FinishedWorkoutEdit(exercise: "2", set: 2, removeSet: true).applied(to: workout())
        changed = try FinishedWorkoutEdit(exercise: "curl", set: 1, removeSet: true).applied(to: changed)
        #expect(changed.exercises.map(\.name) == ["Barbell Squat"] && changed.currentExercise == 0)
        #expect(changed.problem == nil)
    }

    @Test("refused: nothing asked, an empty name, values out of range, no set named, the only set")
    func refused() throws {
        let cases: [FinishedWorkoutEdit] = [
            FinishedWorkoutEdit(), FinishedWorkoutEdit(name: "  "),
            FinishedWorkoutEdit(exercise: "1", set: 1, weight: Mass(1001, .kilograms)),
            FinishedWorkoutEdit(exercise: "1", set: 1, reps: 0),
            FinishedWorkoutEdit(exercise: "1", set: 1, rpe: 11), FinishedWorkoutEdit(reps: 5),
            FinishedWorkoutEdit(exercise: "1", set: 4, reps: 5),
            FinishedWorkoutEdit(exercise: "deadlift", set: 1, reps: 5),
        ]
        for edit in cases {
            #expect(throws: WorkoutError.self, "\(edit)") { try edit.applied(to: workout()) }
        }
        var single = WorkoutStoreContract.sample(days: 1, sets: 1)
        single.currentExercise = 0
        #expect(throws: WorkoutError.self) {
            try FinishedWorkoutEdit(exercise: "1", set: 1, removeSet: true).applied(to: single)
        }
    }

    @Test("a name that fits several exercises is said to, with their numbers; a number picks one")
    func ambiguous() throws {
        var workout = workout()
        var hammer = workout.exercises[1]
        hammer = WorkoutExercise(
            exerciseID: ExerciseID("hammer-curls"), name: "Hammer Curls", category: .arms, restSeconds: 60,
            sets: hammer.sets)
        workout.exercises.append(hammer)
        #expect(throws: WorkoutError.ambiguousExercise("curl", ["2. Dumbbell Curl", "3. Hammer Curls"])) {
            try FinishedWorkoutEdit(exercise: "curl", set: 1, reps: 9).applied(to: workout)
        }
        #expect(
            try FinishedWorkoutEdit(exercise: "3", set: 1, reps: 9).applied(to: workout).exercises[2].sets[0]
                .reps == 9)
        #expect(throws: WorkoutError.noSuchExercise("deadlift")) {
            try FinishedWorkoutEdit(exercise: "deadlift", set: 1, reps: 9).applied(to: workout)
        }
    }

    @Test("notes: set, and cleared by an empty text; a name is kept as typed")
    func nameAndNotes() throws {
        let noted = try FinishedWorkoutEdit(name: "  Leg   day ", notes: " new shoes\n").applied(
            to: workout())
        #expect(noted.name == "  Leg   day " && noted.notes == "new shoes", "a name is kept as typed")
        #expect(try FinishedWorkoutEdit(notes: "").applied(to: noted).notes == nil)
    }
}
