/// Keeps the selection in memory: for tests and for a CLI composed without disk storage.
public actor InMemoryEquipmentStore: EquipmentStore {
    private var selection: EquipmentSelection?

    /// Creates a store holding `selection`.
    public init(_ selection: EquipmentSelection? = nil) {
        self.selection = selection
    }

    /// The held selection.
    public func load() async throws -> EquipmentSelection? { selection }

    /// Applies `change` to the held selection.
    public func update(_ change: @Sendable (EquipmentSelection?) throws -> EquipmentSelection) async throws
        -> EquipmentSelection
    {
        let updated = try change(selection)
        selection = updated
        return updated
    }

    /// Forgets the selection.
    public func removeAll() async throws { selection = nil }
}
