/// Keeps supplements and their log in memory.
public actor InMemorySupplementStore: SupplementStore {
    private var saved: SupplementRegistry?
    private var months: [String: [SupplementLogEntry]] = [:]

    /// Creates an empty store.
    public init() {}

    /// The held registry.
    public func registry() async throws -> SupplementRegistry? { saved }

    /// Applies `change` to the held registry.
    @discardableResult
    public func updateRegistry(_ change: @Sendable (SupplementRegistry?) throws -> SupplementRegistry)
        async throws
        -> SupplementRegistry
    {
        let updated = try change(saved)
        saved = updated
        return updated
    }

    /// The held log of `month`.
    public func log(month: String) async throws -> [SupplementLogEntry] { months[month] ?? [] }

    /// Applies `change` to the held log of `month`.
    @discardableResult
    public func updateLog(
        month: String, _ change: @Sendable ([SupplementLogEntry]) throws -> [SupplementLogEntry]
    )
        async throws -> [SupplementLogEntry]
    {
        let updated = try change(months[month] ?? []).sorted { $0.date < $1.date }
        months[month] = updated
        return updated
    }

    /// The held months, oldest first.
    public func logMonths() async throws -> [String] { months.keys.sorted() }
}
