import CoreModels
import Equipment
import Foundation
import Testing

@Suite("EquipmentStore contract (both adapters)")
struct EquipmentStoreContractTests {
    let folder = temporaryFolder()

    func sample(_ kinds: Set<EquipmentKind>) -> EquipmentSelection {
        EquipmentSelection(kinds: kinds, hasCompletedSetup: true, updatedAt: testClock.now)
    }

    @Test("an empty store loads nil", arguments: StoreAdapter.allCases)
    func emptyLoadsNil(adapter: StoreAdapter) async throws {
        #expect(try await adapter.make(in: folder).load() == nil)
    }

    @Test("V1.1-1.2 an update is saved and read back whole", arguments: StoreAdapter.allCases)
    func updateRoundTrip(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        let saved = try await store.update { _ in sample([.dumbbell, .band]) }
        #expect(saved == sample([.dumbbell, .band]))
        #expect(try await store.load() == sample([.dumbbell, .band]))
    }

    @Test("update sees the current value", arguments: StoreAdapter.allCases)
    func updateSeesCurrent(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        _ = try await store.update { _ in sample([.barbell]) }
        let next = try await store.update { current in
            var value = current ?? sample([])
            value.kinds.insert(.kettlebell)
            return value
        }
        #expect(next.kinds == [.barbell, .kettlebell])
    }

    @Test("a throwing change saves nothing", arguments: StoreAdapter.allCases)
    func throwingChange(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        _ = try await store.update { _ in sample([.cable]) }
        await #expect(throws: EquipmentError.nothingNamed) {
            try await store.update { _ in throw EquipmentError.nothingNamed }
        }
        #expect(try await store.load() == sample([.cable]))
    }

    @Test("removeAll forgets the selection", arguments: StoreAdapter.allCases)
    func removeAll(adapter: StoreAdapter) async throws {
        let store = adapter.make(in: folder)
        _ = try await store.update { _ in sample([.machine]) }
        try await store.removeAll()
        #expect(try await store.load() == nil)
        try await store.removeAll()
    }

    @Test("V1.3 a new store instance on the same data sees the saved selection")
    func survivesNewInstance() async throws {
        _ = try await StoreAdapter.jsonFile.make(in: folder).update { _ in sample([.dumbbell]) }
        #expect(try await StoreAdapter.jsonFile.make(in: folder).load() == sample([.dumbbell]))
    }
}
