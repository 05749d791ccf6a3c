import CoreModels
import CoreModelsTesting
import Foundation
import Journal
import JournalTesting
import Testing

@Suite("Journal storage contracts (both adapters)")
struct JournalStoreContractTests {
    @Test(arguments: StoreAdapter.allCases, JournalStoreContract.checks)
    func journal(adapter: StoreAdapter, check: ContractCheck<any JournalStore>) async throws {
        let folder = TemporaryFolder("journal")
        try await check.run(adapter.journal(folder.url))
    }

    @Test(arguments: StoreAdapter.allCases, WeightStoreContract.checks)
    func weight(adapter: StoreAdapter, check: ContractCheck<any WeightStore>) async throws {
        let folder = TemporaryFolder("weight")
        try await check.run(adapter.weight(folder.url))
    }

    @Test(arguments: StoreAdapter.allCases, MeasurementStoreContract.checks)
    func measurements(adapter: StoreAdapter, check: ContractCheck<any MeasurementStore>) async throws {
        let folder = TemporaryFolder("body")
        try await check.run(adapter.measurements(folder.url))
    }

    @Test("the JSON adapter refuses to save a day outside its month")
    func validation() async throws {
        let folder = TemporaryFolder("journal")
        let store = StoreAdapter.jsonFile.journal(folder.url)
        await #expect(throws: StorageError.self) {
            try await store.updateMonth("2026-11") { _ in
                [JournalEntry(date: day("2026-12-01"), tagIDs: ["a"])]
            }
        }
    }
}
