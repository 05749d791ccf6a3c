/// The two adapters every storage port has: a contract suite runs against each.
///
/// A package's tests map each case to its own store (`case .inMemory: InMemoryJournalStore()`);
/// an adopter with a third adapter runs the same contract functions against theirs.
public enum StoreAdapter: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The in-memory adapter (tests, previews).
    case inMemory
    /// The JSON-files adapter (a fresh temporary folder for each test).
    case jsonFile

    /// The case's name, as test arguments show it.
    public var description: String { rawValue }
}
