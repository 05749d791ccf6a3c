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
        /// Workouts the import added that another recorded import also lists (the same file
        /// imported on two devices, or a backup merged in that brings such a record): they stay.
        public var keptForOtherImports: Int = 0
    }

    /// The workouts the imports of `recorded` other than `batch` list: an undo of `batch` keeps them.
    public static func claimed(besides batch: ImportBatch, among recorded: [ImportBatch]) -> Set<WorkoutID> {
        Set(recorded.filter { $0.id != batch.id }.flatMap { $0.added.map(\.id) })
    }

    /// The imports of `recorded` other than `batch` that list one of its workouts.
    public static func claimers(of batch: ImportBatch, among recorded: [ImportBatch]) -> [ImportBatch] {
        let own = Set(batch.added.map(\.id))
        return recorded.filter { $0.id != batch.id && $0.added.contains { own.contains($0.id) } }
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
            // Each put back on the day its line has now (the import kept the day it had), not on
            // the day of the zone the undo runs in.
            var restored: [(Workout, WorkoutSummary)] = []
            var lines: [Int: [WorkoutID: WorkoutSummary]] = [:]
            for workout in batch.replaced {
                let fresh = WorkoutSummary(workout, timeZone: timeZone)
                var line: WorkoutSummary?
                for year in [fresh.date.year, fresh.date.year - 1, fresh.date.year + 1] {
                    if lines[year] == nil {
                        lines[year] = Dictionary(
                            try await store.summaries(year: year).map { ($0.id, $0) },
                            uniquingKeysWith: { first, _ in first })
                    }
                    if let found = lines[year]?[workout.id] {
                        line = found
                        break
                    }
                }
                restored.append((workout, line.map { $0.edited(to: workout, timeZone: timeZone) } ?? fresh))
            }
            try await store.importFinished(restored)
        }
        // A workout another recorded import also lists stays: that import claims it too. Two
        // devices that imported the same file before syncing each record its workouts, and
        // undoing either removed them from every device at the next sync (a backup merged in
        // brings such a record too). A workout deleted and imported again by this import is
        // listed by the earlier one as well, so it also stays: undoing that one removes it.
        let others = Self.claimed(besides: batch, among: recorded)
        var result = Result(removed: 0, restored: batch.replaced.count)
        for (year, entries) in Dictionary(grouping: batch.added, by: \.year) {
            let ids = Set(entries.map(\.id))
            let gone = ids.subtracting(others)
            result.keptForOtherImports += ids.count - gone.count
            let present = Set(try await store.summaries(year: year).map(\.id))
            result.removed += gone.intersection(present).count
            try await store.deleteFinished(gone, year: year)
        }
        try await log.remove(batch.id)
        return result
    }
}
