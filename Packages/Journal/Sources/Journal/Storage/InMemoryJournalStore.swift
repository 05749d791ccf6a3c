/// Keeps the journal in memory.
public actor InMemoryJournalStore: JournalStore {
    private var tags: TagVocabulary?
    private var byMonth: [String: [JournalEntry]] = [:]

    /// Creates an empty store.
    public init() {}

    /// The held vocabulary.
    public func vocabulary() async throws -> TagVocabulary? { tags }

    /// Applies `change` to the held vocabulary.
    @discardableResult
    public func updateVocabulary(_ change: @Sendable (TagVocabulary?) throws -> TagVocabulary) async throws
        -> TagVocabulary
    {
        let updated = try change(tags)
        tags = updated
        return updated
    }

    /// The held entries of `month`.
    public func entries(month: String) async throws -> [JournalEntry] { byMonth[month] ?? [] }

    /// Applies `change` to the held entries of `month`.
    @discardableResult
    public func updateMonth(_ month: String, _ change: @Sendable ([JournalEntry]) throws -> [JournalEntry])
        async throws
        -> [JournalEntry]
    {
        let updated = try change(byMonth[month] ?? []).sorted { $0.date < $1.date }
        byMonth[month] = updated.isEmpty ? nil : updated
        return updated
    }

    /// The months with entries.
    public func months() async throws -> [String] { byMonth.keys.sorted() }
}

/// Keeps body weights in memory.
public actor InMemoryWeightStore: WeightStore {
    private var byYear: [Int: [WeightEntry]] = [:]

    /// Creates an empty store.
    public init() {}

    /// The held entries of `year`.
    public func entries(year: Int) async throws -> [WeightEntry] { byYear[year] ?? [] }

    /// Applies `change` to the held entries of `year`.
    @discardableResult
    public func updateYear(_ year: Int, _ change: @Sendable ([WeightEntry]) throws -> [WeightEntry])
        async throws
        -> [WeightEntry]
    {
        let updated = try change(byYear[year] ?? []).sorted { $0.date < $1.date }
        byYear[year] = updated.isEmpty ? nil : updated
        return updated
    }

    /// The years with entries.
    public func years() async throws -> [Int] { byYear.keys.sorted() }
}
