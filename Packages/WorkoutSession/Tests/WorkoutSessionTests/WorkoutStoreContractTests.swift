import CoreModels
import CoreModelsTesting
import Foundation
import Testing
import WorkoutSession
import WorkoutSessionTesting

@Suite("Workout storage contracts (both adapters)")
struct WorkoutStoreContractTests {
    @Test(arguments: StoreAdapter.allCases, WorkoutStoreContract.checks)
    func workouts(adapter: StoreAdapter, check: ContractCheck<any WorkoutStore>) async throws {
        let folder = TemporaryFolder("workouts")
        let store: any WorkoutStore =
            adapter == .inMemory
            ? InMemoryWorkoutStore()
            : JSONFileWorkoutStore(
                folder: folder.url, context: StorageContext(), timeZone: WorkoutStoreContract.utc)
        try await check.run(store)
    }

    @Test(arguments: StoreAdapter.allCases, ChartStoreContract.checks)
    func charts(adapter: StoreAdapter, check: ContractCheck<any ChartStore>) async throws {
        let folder = TemporaryFolder("charts")
        try await check.run(
            adapter == .inMemory
                ? InMemoryChartStore() : JSONFileChartStore(folder: folder.url, context: StorageContext()))
    }

    @Test(arguments: StoreAdapter.allCases, ImportLogStoreContract.checks)
    func importLog(adapter: StoreAdapter, check: ContractCheck<any ImportLogStore>) async throws {
        let folder = TemporaryFolder("imports")
        try await check.run(
            adapter == .inMemory
                ? InMemoryImportLogStore()
                : JSONFileImportLogStore(folder: folder.url, context: StorageContext()))
    }
}
