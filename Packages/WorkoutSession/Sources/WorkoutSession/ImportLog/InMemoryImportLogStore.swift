/// Keeps import records in memory.
public actor InMemoryImportLogStore: ImportLogStore {
    private var held: [ImportBatch] = []

    /// Creates an empty log.
    public init() {}

    /// The held records, oldest first.
    public func batches() async throws -> [ImportBatch] { held.sorted(by: ImportBatch.chronological) }

    /// Holds a record.
    public func record(_ batch: ImportBatch) async throws {
        held.removeAll { $0.id == batch.id }
        held.append(batch)
    }

    /// Forgets a record.
    public func remove(_ id: ImportBatchID) async throws { held.removeAll { $0.id == id } }
}
