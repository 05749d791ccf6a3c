/// One rule of a storage port's contract, run against a fresh store of any adapter.
///
/// A package's `…Testing` module lists its port's checks; a test runs each against each adapter
/// (`@Test(arguments: JournalStoreContract.checks) func contract(check:) async throws {
/// try await check.run(MyStore()) }`), and a failed expectation inside is reported as the
/// test's failure with the check's name.
public struct ContractCheck<Store>: Sendable, CustomStringConvertible {
    /// What the rule says, as test output shows it.
    public let name: String
    private let body: @Sendable (Store) async throws -> Void

    /// Declares a rule.
    public init(_ name: String, _ body: @escaping @Sendable (Store) async throws -> Void) {
        self.name = name
        self.body = body
    }

    /// Runs the rule against `store`, a fresh, empty store.
    public func run(_ store: Store) async throws { try await body(store) }

    /// The rule's name.
    public var description: String { name }
}
