import CoreModels
import Exercises
import Testing
import WorkoutSession

@testable import WorkoutSessionCommands

@Suite("The player's plates line")
struct PlayerPlatesTests {
    func squat(_ weights: [Mass], done: Int = 0) -> WorkoutExercise {
        WorkoutExercise(
            exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs, restSeconds: 120,
            sets: weights.enumerated().map { index, weight in
                WorkoutSet(
                    targetWeight: weight, targetReps: 5, weight: index < done ? weight : nil,
                    done: index < done)
            })
    }

    @Test("the next set's weight, per side, in the user's unit; nearest when not exact")
    func plates() {
        #expect(
            PlayerScreen.plates(for: squat([Mass(100, .kilograms)]), unit: .kilograms)
                == "Plates: per side 25 + 15 (bar 20 kg)")
        #expect(
            PlayerScreen.plates(for: squat([Mass(185, .pounds), Mass(225, .pounds)], done: 1), unit: .pounds)
                == "Plates: per side 45 + 45 (bar 45 lb)")
        #expect(
            PlayerScreen.plates(for: squat([Mass(101, .kilograms)]), unit: .kilograms)
                == "Plates: not exact; nearest 100 kg or 102.5 kg")
        #expect(PlayerScreen.plates(for: squat([Mass(kilograms: 0)]), unit: .kilograms) == nil)
    }
}
