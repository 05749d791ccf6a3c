import CoreModels
import Exercises
import ExercisesTesting

/// A custom exercise for tests (the contract's sample).
func custom(_ name: String, _ category: ExerciseCategory = .arms) -> Exercise {
    ExerciseStoreContract.custom(name, category)
}
