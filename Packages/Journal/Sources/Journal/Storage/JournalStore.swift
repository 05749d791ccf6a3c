/// The storage port of the daily journal: the tag vocabulary and entries grouped by month
/// (`YYYY-MM`), so a change to one day touches one small month file.
public protocol JournalStore: Sendable {
    /// The saved vocabulary, or `nil` when the user never changed the defaults.
    ///
    /// - Throws: `StorageError` when it cannot be read.
    func vocabulary() async throws -> TagVocabulary?

    /// Reads, changes and saves the vocabulary as one step.
    ///
    /// - Returns: the vocabulary as saved.
    /// - Throws: `StorageError`, or what `change` throws.
    @discardableResult
    func updateVocabulary(_ change: @Sendable (TagVocabulary?) throws -> TagVocabulary) async throws
        -> TagVocabulary

    /// The entries of month `month` (`YYYY-MM`), sorted by day.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    func entries(month: String) async throws -> [JournalEntry]

    /// Reads, changes and saves one month's entries as one step.
    ///
    /// - Returns: the entries as saved.
    /// - Throws: `StorageError`, or what `change` throws.
    @discardableResult
    func updateMonth(_ month: String, _ change: @Sendable ([JournalEntry]) throws -> [JournalEntry])
        async throws
        -> [JournalEntry]

    /// The months that have entries, sorted.
    ///
    /// - Throws: `StorageError` when they cannot be listed.
    func months() async throws -> [String]
}
