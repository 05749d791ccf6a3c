/// The storage port of body weight: entries grouped by year, one file per year.
public protocol WeightStore: Sendable {
    /// The entries of `year`, sorted by day.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    func entries(year: Int) async throws -> [WeightEntry]

    /// Reads, changes and saves one year's entries as one step.
    ///
    /// - Returns: the entries as saved.
    /// - Throws: `StorageError`, or what `change` throws.
    @discardableResult
    func updateYear(_ year: Int, _ change: @Sendable ([WeightEntry]) throws -> [WeightEntry]) async throws
        -> [WeightEntry]

    /// The years that have entries, sorted.
    ///
    /// - Throws: `StorageError` when they cannot be listed.
    func years() async throws -> [Int]
}
