import CoreModels
import CoreModelsTesting
import Equipment
import Foundation
import Testing

/// The rules every `EquipmentStore` adapter meets. Run each check against a fresh, empty store:
///
/// ```swift
/// @Test(arguments: EquipmentStoreContract.checks)
/// func contract(_ check: ContractCheck<any EquipmentStore>) async throws {
///     try await check.run(MyEquipmentStore())
/// }
/// ```
public enum EquipmentStoreContract {
    /// A selection of `kinds`, set up, at a fixed instant.
    public static func sample(_ kinds: Set<EquipmentKind>) -> EquipmentSelection {
        EquipmentSelection(
            kinds: kinds, hasCompletedSetup: true, updatedAt: Date(timeIntervalSince1970: 1_790_000_000))
    }

    /// Every check of the contract.
    public static let checks: [ContractCheck<any EquipmentStore>] = [
        ContractCheck("an empty store loads nil") { (store) async throws in
            #expect(try await store.load() == nil)
        },
        ContractCheck("an update is saved and read back whole") { (store) async throws in
            let saved = try await store.update { _ in sample([.dumbbell, .band]) }
            #expect(saved == sample([.dumbbell, .band]))
            #expect(try await store.load() == sample([.dumbbell, .band]))
        },
        ContractCheck("gyms, their loads and the gym in use are saved and read back whole") {
            (store) async throws in
            var selection = sample([.barbell, .dumbbell])
            selection.gyms.append(
                Gym(
                    name: "home", kinds: [.barbell],
                    plates: PlateInventory(
                        unit: .pounds, bar: 35, perSide: [45: 2, 10: 1, 2.5: 2], collar: 2.5),
                    dumbbells: DumbbellSet(unit: .kilograms, from: 2, to: 20, step: 2),
                    machineStep: Mass(kilograms: 5), bands: ["light", "heavy"]))
            selection.activeGym = "home"
            selection.kinds = [.barbell]
            let chosen = selection
            let saved = try await store.update { _ in chosen }
            let loaded = try await store.load()
            #expect(loaded == saved)
            #expect(loaded?.active.plates?.perSide == [45: 2, 10: 1, 2.5: 2])
            #expect(loaded?.active.plates?.collar == 2.5 && loaded?.active.bands == ["light", "heavy"])
            #expect(loaded?.allGyms.map(\.name) == ["default", "home"])
        },
        ContractCheck("an update sees the current value") { (store) async throws in
            _ = try await store.update { _ in sample([.barbell]) }
            let next = try await store.update { current in
                var value = current ?? sample([])
                value.kinds.insert(.kettlebell)
                return value
            }
            #expect(next.kinds == [.barbell, .kettlebell])
        },
        ContractCheck("a throwing change saves nothing") { (store) async throws in
            _ = try await store.update { _ in sample([.cable]) }
            await #expect(throws: EquipmentError.nothingNamed) {
                try await store.update { _ in throw EquipmentError.nothingNamed }
            }
            #expect(try await store.load() == sample([.cable]))
        },
        ContractCheck("removeAll forgets the selection, and may be repeated") { (store) async throws in
            _ = try await store.update { _ in sample([.machine]) }
            try await store.removeAll()
            #expect(try await store.load() == nil)
            try await store.removeAll()
        },
    ]
}
