import CoreModels
import Equipment
import Foundation

/// The two adapters the contract suite runs against, each in a fresh temporary folder.
enum StoreAdapter: String, CaseIterable, Sendable {
    case inMemory
    case jsonFile

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

func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("fitshell-equipment-\(UUID().uuidString)")
}
