import CoreModels
import Equipment
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
            PlayerScreen.plates(for: squat([Mass(100, .kilograms)]), on: .gymKilograms)
                == "Plates: per side 25 + 15 (bar 20 kg)")
        #expect(
            PlayerScreen.plates(
                for: squat([Mass(185, .pounds), Mass(225, .pounds)], done: 1), on: .gymPounds)
                == "Plates: per side 45 + 45 (bar 45 lb)")
        #expect(
            PlayerScreen.plates(for: squat([Mass(101, .kilograms)]), on: .gymKilograms)
                == "Plates: not exact; nearest 100 kg or 102.5 kg")
        #expect(PlayerScreen.plates(for: squat([Mass(kilograms: 0)]), on: .gymKilograms) == nil)
    }

    @Test(
        "a warm-up ramp before the first working set, on the gym's plates; none once a set is done or warm-ups are planned"
    )
    func warmUp() {
        #expect(
            PlayerScreen.warmUp(for: squat([Mass(100, .kilograms)]), on: .gymKilograms)
                == "Warm-up: 20×10, 40×5, 62.5×3, 85×2 kg")
        let home = PlateInventory(unit: .kilograms, bar: 15, perSide: [20: 1, 10: 2, 5: 1, 2.5: 1, 1.25: 1])
        #expect(
            PlayerScreen.warmUp(for: squat([Mass(60, .kilograms)]), on: home)
                == "Warm-up: 15×10, 22.5×5, 37.5×3, 50×2 kg")
        #expect(
            PlayerScreen.warmUp(
                for: squat([Mass(100, .kilograms), Mass(100, .kilograms)], done: 1), on: .gymKilograms) == nil
        )
        var planned = squat([Mass(60, .kilograms), Mass(100, .kilograms)])
        planned.sets[0].type = .warmUp
        #expect(PlayerScreen.warmUp(for: planned, on: .gymKilograms) == nil)
        #expect(PlayerScreen.warmUp(for: squat([Mass(20, .kilograms)]), on: .gymKilograms) == nil)
    }
}
