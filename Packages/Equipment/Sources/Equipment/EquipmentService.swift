import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The equipment rules over any store: parse what the user named, select and deselect, set
/// all at once, clear, and tell whether set-up is still needed (V1.4, V1.5).
public struct EquipmentService: Sendable {
    /// Whether the user still has to choose equipment.
    public enum Status: Equatable, Sendable {
        /// No selection was ever saved (or it was corrupt and set aside): lead to set-up.
        case needsSetup
        /// The saved selection.
        case ready(EquipmentSelection)
    }

    let store: any EquipmentStore
    let clock: any WallClock

    /// Creates the service over `store`, stamping changes with `clock`.
    public init(store: any EquipmentStore, clock: any WallClock) {
        self.store = store
        self.clock = clock
    }

    /// The saved state, or `.needsSetup`.
    ///
    /// - Throws: `StorageError` when the data cannot be read.
    public func status() async throws -> Status {
        guard let selection = try await store.load(), selection.hasCompletedSetup else { return .needsSetup }
        return .ready(selection)
    }

    /// The kinds exercises may use now: the selection, or bodyweight alone.
    ///
    /// - Throws: `StorageError` when the data cannot be read.
    public func usableKinds() async throws -> Set<EquipmentKind> {
        try await store.load()?.usableKinds ?? [.bodyweight]
    }

    /// Adds `kinds` to the selection and saves at once.
    ///
    /// - Returns: the saved selection.
    /// - Throws: `StorageError` when saving fails.
    @discardableResult
    public func select(_ kinds: [EquipmentKind]) async throws -> EquipmentSelection {
        try await change { $0.formUnion(kinds) }
    }

    /// Removes `kinds` from the selection and saves at once.
    ///
    /// - Returns: the saved selection.
    /// - Throws: `StorageError` when saving fails.
    @discardableResult
    public func deselect(_ kinds: [EquipmentKind]) async throws -> EquipmentSelection {
        try await change { $0.subtract(kinds) }
    }

    /// Replaces the whole selection with `kinds` and completes set-up.
    ///
    /// - Returns: the saved selection.
    /// - Throws: `StorageError` when saving fails.
    @discardableResult
    public func set(_ kinds: [EquipmentKind]) async throws -> EquipmentSelection {
        try await change { $0 = Set(kinds) }
    }

    /// Empties the selection (training falls back to bodyweight); set-up stays completed.
    ///
    /// - Returns: the saved selection.
    /// - Throws: `StorageError` when saving fails.
    @discardableResult
    public func clear() async throws -> EquipmentSelection {
        try await change { $0.removeAll() }
    }

    /// Forgets everything, so the next run leads to set-up again.
    ///
    /// - Throws: `StorageError` when the data cannot be removed.
    public func reset() async throws {
        try await store.removeAll()
    }

    /// Turns the names a user typed (`dumbbell`, `db`, `"EZ curl bar"`, or comma lists) into kinds.
    ///
    /// - Throws: `EquipmentError.unknownKind` naming the first unknown one, with a suggestion.
    public static func parseKinds(_ names: [String]) throws(EquipmentError) -> [EquipmentKind] {
        let words = names.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty }
        guard !words.isEmpty else { throw .nothingNamed }
        var kinds: [EquipmentKind] = []
        for word in words {
            guard let kind = EquipmentKind(parsing: word) else {
                let suggestion = NearestMatch.suggestion(for: word, among: EquipmentKind.allRawValues)
                throw .unknownKind(word, suggestion: suggestion)
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    private func change(_ edit: @escaping @Sendable (inout Set<EquipmentKind>) -> Void) async throws
        -> EquipmentSelection
    {
        let now = clock.now
        return try await store.update { current in
            // The other gyms and which one is active are kept: only the active gym's kinds change.
            var selection = current ?? EquipmentSelection(kinds: [], hasCompletedSetup: true, updatedAt: now)
            edit(&selection.kinds)
            selection.hasCompletedSetup = true
            selection.updatedAt = now
            return selection
        }
    }
}
