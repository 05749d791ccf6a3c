import CoreModels
import CoreModelsTesting
import Equipment
import EquipmentTesting
import Foundation
import Testing

extension StoreAdapter {
    /// This package's store of the adapter, in `folder`.
    func make(in folder: URL, log: CorruptionLog = CorruptionLog()) -> any EquipmentStore {
        switch self {
        case .inMemory: return InMemoryEquipmentStore()
        case .jsonFile:
            return JSONFileEquipmentStore(
                folder: folder, context: StorageContext(clock: testClock, corruptionLog: log))
        }
    }
}

let testClock = FixedWallClock(Date(timeIntervalSince1970: 1_790_000_000))

@Suite("EquipmentStore contract (both adapters)")
struct EquipmentStoreContractTests {
    @Test(arguments: StoreAdapter.allCases, EquipmentStoreContract.checks)
    func contract(adapter: StoreAdapter, check: ContractCheck<any EquipmentStore>) async throws {
        let folder = TemporaryFolder("equipment")
        try await check.run(adapter.make(in: folder.url))
    }

    @Test("V1.3 a new store instance on the same data sees the saved selection")
    func survivesNewInstance() async throws {
        let folder = TemporaryFolder("equipment")
        let sample = EquipmentStoreContract.sample([.dumbbell])
        _ = try await StoreAdapter.jsonFile.make(in: folder.url).update { _ in sample }
        #expect(try await StoreAdapter.jsonFile.make(in: folder.url).load() == sample)
    }
}
