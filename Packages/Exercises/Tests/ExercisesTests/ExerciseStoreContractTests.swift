import CoreModels
import CoreModelsTesting
import Exercises
import ExercisesTesting
import Foundation
import Testing

extension StoreAdapter {
    /// This package's store of the adapter, in `folder`.
    func exercises(in folder: URL) -> any ExerciseStore {
        switch self {
        case .inMemory: return InMemoryExerciseStore()
        case .jsonFile: return JSONFileExerciseStore(folder: folder, context: StorageContext())
        }
    }
}

@Suite("ExerciseStore contract (both adapters)")
struct ExerciseStoreContractTests {
    @Test(arguments: StoreAdapter.allCases, ExerciseStoreContract.checks)
    func contract(adapter: StoreAdapter, check: ContractCheck<any ExerciseStore>) async throws {
        let folder = TemporaryFolder("exercises")
        try await check.run(adapter.exercises(in: folder.url))
    }

    @Test("the JSON adapter refuses to write two exercises with one name (validation)")
    func validation() async throws {
        let folder = TemporaryFolder("exercises")
        let store = StoreAdapter.jsonFile.exercises(in: folder.url)
        await #expect(throws: StorageError.self) {
            try await store.updateCustomExercises { _ in
                [ExerciseStoreContract.custom("Same"), ExerciseStoreContract.custom("same")]
            }
        }
    }
}
