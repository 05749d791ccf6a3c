import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The equipment a user has and whether they finished choosing it.
public struct EquipmentSelection: Equatable, Hashable, Sendable {
    /// The kinds the user selected; empty means bodyweight only.
    public var kinds: Set<EquipmentKind>
    /// Whether the user completed the equipment set-up at least once.
    public var hasCompletedSetup: Bool
    /// When the selection last changed.
    public var updatedAt: Date

    /// Creates a selection.
    public init(kinds: Set<EquipmentKind>, hasCompletedSetup: Bool, updatedAt: Date) {
        self.kinds = kinds
        self.hasCompletedSetup = hasCompletedSetup
        self.updatedAt = updatedAt
    }

    /// The kinds exercises may use: the selection, or bodyweight when nothing is selected.
    public var usableKinds: Set<EquipmentKind> {
        kinds.isEmpty ? [.bodyweight] : kinds.union([.bodyweight])
    }

    /// The selected kinds in catalog order.
    public var sortedKinds: [EquipmentKind] { kinds.sorted() }
}
