import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The on-disk shape of `equipment.json`, version 3. Private to the adapter so the public
/// model can change without changing the file format.
struct EquipmentFileModel: VersionedDocument, Equatable {
    static let format = "fitshell.equipment"
    /// Version 2 adds the gyms; a version 1 file (one selection) becomes the gym `default`.
    /// Version 3 keeps the sync stamps beside the data; version 2 files hold the same data.
    static let currentVersion = 3
    static let dataUnchangedSince = 2

    /// The active gym's kinds (what version 1 held).
    var selected: [EquipmentKind]
    var setupCompleted: Bool
    var updatedAt: Date
    var gyms: [GymFileModel]
    var activeGym: String

    init(_ selection: EquipmentSelection) {
        selected = selection.sortedKinds
        setupCompleted = selection.hasCompletedSetup
        updatedAt = selection.updatedAt
        gyms = selection.allGyms.map(GymFileModel.init)
        activeGym = selection.activeGym
    }

    var selection: EquipmentSelection {
        EquipmentSelection(
            kinds: Set(selected), hasCompletedSetup: setupCompleted, updatedAt: updatedAt,
            gyms: gyms.map(\.gym), activeGym: activeGym)
    }

    /// Version 1: the selection alone.
    private struct Version1: Decodable {
        struct Body: Decodable {
            var selected: [EquipmentKind]
            var setupCompleted: Bool
            var updatedAt: Date
        }

        var data: Body
    }

    static func migrate(from version: Int, fileData: Data) throws -> EquipmentFileModel {
        guard version == 1 else { throw DocumentValidationError("format version \(version) is not known") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let old = try decoder.decode(Version1.self, from: fileData).data
        var model = EquipmentFileModel(
            EquipmentSelection(
                kinds: Set(old.selected), hasCompletedSetup: old.setupCompleted, updatedAt: old.updatedAt))
        // As written, so validation sees what the file held (a kind listed twice, say).
        model.selected = old.selected
        return model
    }

    func validate() throws {
        if Set(selected).count != selected.count {
            throw DocumentValidationError("an equipment kind is listed twice")
        }
        if gyms.isEmpty || gyms.count > 50 { throw DocumentValidationError("there are 1 to 50 gyms") }
        if Set(gyms.map { $0.name.lowercased() }).count != gyms.count {
            throw DocumentValidationError("two gyms have the same name")
        }
        if !gyms.contains(where: { $0.name == activeGym }) {
            throw DocumentValidationError("the active gym '\(activeGym)' is not among the gyms")
        }
        if let problem = gyms.lazy.compactMap({ $0.gym.problem }).first {
            throw DocumentValidationError(problem)
        }
    }
}

/// A gym as the file holds it: lists in a fixed order, so the same gym is always the same bytes.
struct GymFileModel: Codable, Equatable {
    struct Plates: Codable, Equatable {
        var unit: MassUnit
        var bar: Double
        /// Plate weight and count for each side, heaviest first.
        var perSide: [[Double]]
        /// One collar's weight, when there are collars.
        var collar: Double?
    }

    var name: String
    var kinds: [EquipmentKind]
    var plates: Plates?
    var dumbbells: DumbbellSet?
    var machineStepKilograms: Double?
    var bands: [String]?

    init(_ gym: Gym) {
        name = gym.name
        kinds = gym.kinds.sorted()
        plates = gym.plates.map { inventory in
            Plates(
                unit: inventory.unit, bar: inventory.bar,
                perSide: inventory.plateWeights.map { [$0, Double(inventory.perSide[$0] ?? 0)] },
                collar: inventory.collar > 0 ? inventory.collar : nil)
        }
        dumbbells = gym.dumbbells
        machineStepKilograms = gym.machineStep?.kilograms
        bands = gym.bands.isEmpty ? nil : gym.bands
    }

    var gym: Gym {
        Gym(
            name: name, kinds: Set(kinds),
            plates: plates.map { plates in
                PlateInventory(
                    unit: plates.unit, bar: plates.bar,
                    perSide: Dictionary(
                        plates.perSide.compactMap { pair in
                            pair.count == 2 && pair[1].isFinite && pair[1] >= 0 && pair[1] <= 100
                                ? (pair[0], Int(pair[1])) : nil
                        }, uniquingKeysWith: +), collar: plates.collar ?? 0)
            }, dumbbells: dumbbells, machineStep: machineStepKilograms.map { Mass(kilograms: $0) },
            bands: bands ?? [])
    }
}

/// The equipment selection and gyms merge as one entry.
extension EquipmentFileModel {
    static let mergeLayout: MergeLayout? = .whole
}
