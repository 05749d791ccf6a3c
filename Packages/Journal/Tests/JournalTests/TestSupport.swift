import CoreModels
import CoreModelsTesting
import Foundation
import Journal

/// The package's tests name the two adapters by the shared `StoreAdapter`.
typealias Adapter = StoreAdapter

extension StoreAdapter {
    /// The journal store of the adapter, in `folder`.
    func journal(_ folder: URL) -> any JournalStore {
        self == .inMemory
            ? InMemoryJournalStore() : JSONFileJournalStore(folder: folder, context: StorageContext())
    }

    /// The measurement store of the adapter, in `folder`.
    func measurements(_ folder: URL) -> any MeasurementStore {
        self == .inMemory
            ? InMemoryMeasurementStore() : JSONFileMeasurementStore(folder: folder, context: StorageContext())
    }

    /// The weight store of the adapter, in `folder`.
    func weight(_ folder: URL) -> any WeightStore {
        self == .inMemory
            ? InMemoryWeightStore() : JSONFileWeightStore(folder: folder, context: StorageContext())
    }
}

/// A folder name for a test that never writes to it (the in-memory adapter); it is not made.
/// A test that writes keeps a `TemporaryFolder` alive for its whole run instead.
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "fitshell-journal-unused-\(UUID().uuidString)")
}

func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }
