/// The storage port of the supplement tracker: the registry of supplements and the daily
/// "taken" log grouped by month (`YYYY-MM`).
public protocol SupplementStore: Sendable {
    /// The saved registry, or `nil` before the first change (the seeded stacks apply).
    ///
    /// - Throws: `StorageError`.
    func registry() async throws -> SupplementRegistry?

    /// Reads, changes and saves the registry as one step.
    ///
    /// - Returns: the registry as saved.
    /// - Throws: `StorageError`, or what `change` throws.
    @discardableResult
    func updateRegistry(_ change: @Sendable (SupplementRegistry?) throws -> SupplementRegistry) async throws
        -> SupplementRegistry

    /// The log of one month, sorted by day.
    ///
    /// - Throws: `StorageError`.
    func log(month: String) async throws -> [SupplementLogEntry]

    /// Reads, changes and saves one month's log as one step.
    ///
    /// - Returns: the log as saved.
    /// - Throws: `StorageError`, or what `change` throws.
    @discardableResult
    func updateLog(month: String, _ change: @Sendable ([SupplementLogEntry]) throws -> [SupplementLogEntry])
        async throws
        -> [SupplementLogEntry]

    /// The months (`YYYY-MM`) that have a log, oldest first (a month may hold no mark).
    ///
    /// - Throws: `StorageError`.
    func logMonths() async throws -> [String]
}
