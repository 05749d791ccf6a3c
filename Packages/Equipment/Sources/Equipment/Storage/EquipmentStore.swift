/// The storage port of the equipment feature: one selection per profile.
public protocol EquipmentStore: Sendable {
    /// The saved selection, or `nil` when none was ever saved (or it was set aside as corrupt).
    ///
    /// - Throws: `StorageError` when the data cannot be read.
    func load() async throws -> EquipmentSelection?

    /// Reads, changes and saves the selection as one step that no other writer can interleave.
    ///
    /// - Parameter change: gets the current selection and returns the new one.
    /// - Returns: the selection as saved.
    /// - Throws: `StorageError`, or what `change` throws (then nothing is saved).
    func update(_ change: @Sendable (EquipmentSelection?) throws -> EquipmentSelection) async throws
        -> EquipmentSelection

    /// Forgets the saved selection.
    ///
    /// - Throws: `StorageError` when it cannot be removed.
    func removeAll() async throws
}
