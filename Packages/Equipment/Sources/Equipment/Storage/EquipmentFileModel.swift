import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The on-disk shape of `equipment.json`, version 1. Private to the adapter so the public
/// model can change without changing the file format.
struct EquipmentFileModel: VersionedDocument, Equatable {
    static let format = "fitshell.equipment"
    static let currentVersion = 1

    var selected: [EquipmentKind]
    var setupCompleted: Bool
    var updatedAt: Date

    init(_ selection: EquipmentSelection) {
        selected = selection.sortedKinds
        setupCompleted = selection.hasCompletedSetup
        updatedAt = selection.updatedAt
    }

    var selection: EquipmentSelection {
        EquipmentSelection(kinds: Set(selected), hasCompletedSetup: setupCompleted, updatedAt: updatedAt)
    }

    func validate() throws {
        if Set(selected).count != selected.count {
            throw DocumentValidationError("an equipment kind is listed twice")
        }
    }
}
