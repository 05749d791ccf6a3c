/// The storage port of the import log: one record per import run, so runs can be listed and
/// undone.
public protocol ImportLogStore: Sendable {
    /// Every recorded run, oldest first.
    ///
    /// - Throws: `StorageError`.
    func batches() async throws -> [ImportBatch]

    /// Records a run (replacing one with the same id).
    ///
    /// - Throws: `StorageError`.
    func record(_ batch: ImportBatch) async throws

    /// Forgets a run; an unknown id is fine.
    ///
    /// - Throws: `StorageError`.
    func remove(_ id: ImportBatchID) async throws
}
