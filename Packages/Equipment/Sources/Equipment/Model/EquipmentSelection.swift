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
    /// Every gym; the active one's kinds are `kinds`.
    public var gyms: [Gym]
    /// The name of the gym in use.
    public var activeGym: String

    /// Creates a selection; without gyms, `kinds` are those of one gym named `default`.
    public init(
        kinds: Set<EquipmentKind>, hasCompletedSetup: Bool, updatedAt: Date, gyms: [Gym] = [],
        activeGym: String = Gym.defaultName
    ) {
        self.kinds = kinds
        self.hasCompletedSetup = hasCompletedSetup
        self.updatedAt = updatedAt
        self.activeGym = activeGym
        var gyms = gyms
        if !gyms.contains(where: { $0.name == activeGym }) { gyms.append(Gym(name: activeGym, kinds: kinds)) }
        self.gyms = gyms
    }

    /// The gym in use, with the selection's kinds.
    public var active: Gym {
        var gym = gyms.first { $0.name == activeGym } ?? Gym(name: activeGym, kinds: kinds)
        gym.kinds = kinds
        return gym
    }

    /// Every gym, the active one with the selection's kinds.
    public var allGyms: [Gym] {
        gyms.map { $0.name == activeGym ? active : $0 }
    }

    /// Equal when everything people see is: the active gym's kinds count as the selection's.
    public static func == (lhs: EquipmentSelection, rhs: EquipmentSelection) -> Bool {
        lhs.kinds == rhs.kinds && lhs.hasCompletedSetup == rhs.hasCompletedSetup
            && lhs.updatedAt == rhs.updatedAt
            && lhs.activeGym == rhs.activeGym && lhs.allGyms == rhs.allGyms
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kinds)
        hasher.combine(hasCompletedSetup)
        hasher.combine(updatedAt)
        hasher.combine(activeGym)
        hasher.combine(allGyms)
    }

    /// The kinds exercises may use: the selection, or bodyweight when nothing is selected.
    public var usableKinds: Set<EquipmentKind> {
        kinds.isEmpty ? [.bodyweight] : kinds.union([.bodyweight])
    }

    /// The selected kinds in catalog order.
    public var sortedKinds: [EquipmentKind] { kinds.sorted() }
}
