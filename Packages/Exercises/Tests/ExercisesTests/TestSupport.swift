import CoreModels
import Exercises
import Foundation

enum StoreAdapter: String, CaseIterable, Sendable {
    case inMemory, jsonFile

    func make(in folder: URL) -> any ExerciseStore {
        switch self {
        case .inMemory: return InMemoryExerciseStore()
        case .jsonFile: return JSONFileExerciseStore(folder: folder, context: StorageContext())
        }
    }
}

func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("fitshell-exercises-\(UUID().uuidString)")
}

func custom(_ name: String, _ category: ExerciseCategory = .arms) -> Exercise {
    Exercise(
        id: ExerciseID("custom-" + ExerciseID(slugging: name).rawValue), name: name, category: category,
        equipment: .dumbbell, primaryMuscles: [.biceps], kneeLoad: .low, isCustom: true)
}
