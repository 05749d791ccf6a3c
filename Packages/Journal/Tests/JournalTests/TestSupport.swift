import CoreModels
import Foundation
import Journal

enum Adapter: String, CaseIterable, Sendable {
    case inMemory, jsonFile

    func journal(_ folder: URL) -> any JournalStore {
        self == .inMemory
            ? InMemoryJournalStore() : JSONFileJournalStore(folder: folder, context: StorageContext())
    }

    func weight(_ folder: URL) -> any WeightStore {
        self == .inMemory
            ? InMemoryWeightStore() : JSONFileWeightStore(folder: folder, context: StorageContext())
    }
}

func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("fitshell-journal-\(UUID().uuidString)")
}

func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }
