import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Takes one import back exactly: removes the workouts it added, puts back the versions of the
/// workouts it replaced, then forgets the record (so running it again after a crash completes it).
public struct ImportUndo: Sendable {
    let store: any WorkoutStore
    let log: any ImportLogStore
    let timeZone: Zone

    /// Creates an undo over `store` and `log`.
    public init(store: any WorkoutStore, log: any ImportLogStore, timeZone: Zone) {
        self.store = store
        self.log = log
        self.timeZone = timeZone
    }

    /// What an undo did.
    public struct Result: Equatable, Sendable, Codable {
        /// Workouts removed.
        public var removed: Int
        /// Workouts put back as they were before the import.
        public var restored: Int
    }

    /// Undoes `batch`.
    ///
    /// - Parameters:
    ///   - batch: the import to take back.
    ///   - importsHeld: the caller holds the store's imports lock across the call (see
    ///     `WorkoutImporter.Options.importsHeld`); otherwise it is held for the undo.
    /// - Returns: how many workouts were removed and restored.
    /// - Throws: `StorageError`.
    public func undo(_ batch: ImportBatch, importsHeld: Bool = false) async throws -> Result {
        // No import runs meanwhile: one could take a workout about to be removed for one it
        // already has, or replace one this puts back.
        let hold = importsHeld ? nil : try await store.holdImports()
        defer { hold?.release() }
        if !batch.replaced.isEmpty {
            try await store.importFinished(
                batch.replaced.map { ($0, WorkoutSummary($0, timeZone: timeZone)) })
        }
        for (year, entries) in Dictionary(grouping: batch.added, by: \.year) {
            try await store.deleteFinished(Set(entries.map(\.id)), year: year)
        }
        try await log.remove(batch.id)
        return Result(removed: batch.added.count, restored: batch.replaced.count)
    }
}
