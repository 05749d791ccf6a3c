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

    /// The import chosen is no longer the one meant: another import or undo ran between the
    /// choice and the imports lock (it is gone, or, chosen as the newest, no longer is).
    public struct Changed: Error, Sendable, Equatable {}

    /// Undoes `batch`, once it holds the imports lock and has checked that `batch` is still
    /// recorded (and still the newest, with `asNewest`): a batch chosen before the wait for the
    /// lock may have been undone or followed by another import meanwhile.
    ///
    /// - Parameters:
    ///   - batch: the import to take back.
    ///   - asNewest: `batch` was chosen as the newest import.
    ///   - importsHeld: the caller holds the store's imports lock across the call (see
    ///     `WorkoutImporter.Options.importsHeld`); otherwise it is held for the undo.
    /// - Returns: how many workouts were removed and restored.
    /// - Throws: `Changed`, with nothing undone; `StorageError`.
    public func undo(_ batch: ImportBatch, asNewest: Bool = false, importsHeld: Bool = false) async throws
        -> Result
    {
        // No import runs meanwhile: one could take a workout about to be removed for one it
        // already has, or replace one this puts back.
        let hold = importsHeld ? nil : try await store.holdImports()
        defer { hold?.release() }
        let recorded = try await log.batches()
        guard recorded.contains(where: { $0.id == batch.id }), !asNewest || recorded.last?.id == batch.id
        else {
            throw Changed()
        }
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
