import CoreModels
import Exercises
import Foundation
import Testing

@Suite("ExerciseStore contract (both adapters)")
struct ExerciseStoreContractTests {
    let folder = temporaryFolder()

    @Test("an empty store has no custom exercises and no instructions", arguments: StoreAdapter.allCases)
    func empty(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        #expect(try await store.customExercises().isEmpty)
        #expect(try await store.instructions().isEmpty)
    }

    @Test("custom exercises round-trip in order", arguments: StoreAdapter.allCases)
    func roundTrip(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        try await store.updateCustomExercises { $0 + [custom("Spider Zottman Curl"), custom("Band Curl")] }
        #expect(try await store.customExercises().map(\.name) == ["Spider Zottman Curl", "Band Curl"])
        try await store.updateCustomExercises { $0.filter { $0.name != "Spider Zottman Curl" } }
        #expect(try await store.customExercises().map(\.name) == ["Band Curl"])
    }

    @Test("a throwing change saves nothing", arguments: StoreAdapter.allCases)
    func throwing(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        try await store.updateCustomExercises { _ in [custom("Keep")] }
        await #expect(throws: ExerciseError.invalidName("no")) {
            try await store.updateCustomExercises { _ in throw ExerciseError.invalidName("no") }
        }
        #expect(try await store.customExercises().map(\.name) == ["Keep"])
    }

    @Test("instructions round-trip", arguments: StoreAdapter.allCases)
    func instructions(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        try await store.updateInstructions { _ in [ExerciseID("plank"): ["Hold it."]] }
        #expect(try await store.instructions() == [ExerciseID("plank"): ["Hold it."]])
    }

    @Test("the JSON adapter refuses to write two exercises with one name (validation)")
    func validation() async throws {
        let store = StoreAdapter.jsonFile.make(in: folder)
        await #expect(throws: StorageError.self) {
            try await store.updateCustomExercises { _ in [custom("Same"), custom("same")] }
        }
    }
}
