import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import Equipment

@Suite("equipment.json: the byte-level read gives what JSONDecoder gives")
struct EquipmentFastReadTests {
    /// A file with one to four gyms, each with a varying mix of kinds, plates, dumbbells,
    /// a machine step and bands.
    static func model(seed: UInt64) -> EquipmentFileModel {
        var numbers = SeededNumbers(seed: seed &+ 11)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        let allKinds = EquipmentKind.allCases
        func kinds() -> [EquipmentKind] { allKinds.filter { _ in next(3) > 0 } }
        let unit: MassUnit = next(2) == 0 ? .kilograms : .pounds
        let gyms = (0..<(1 + Int(next(4)))).map { index in
            GymFileModel(
                name: index == 0 ? "default" : "Gym \(index) «\(next(1000))»", kinds: kinds(),
                plates: next(3) == 0
                    ? nil
                    : GymFileModel.Plates(
                        unit: unit, bar: [20, 15, 45, 10.5][Int(next(4))],
                        perSide: [[25, Double(next(6) + 1)], [1.25, 2], [0.5, Double(next(3) + 1)]],
                        collar: next(2) == 0 ? nil : 2.5),
                dumbbells: next(2) == 0
                    ? nil : DumbbellSet(unit: unit, from: 2, to: 2 + Double(next(40)), step: 2.5),
                machineStepKilograms: next(2) == 0 ? nil : [2.5, 5, 2.27][Int(next(3))],
                bands: next(2) == 0 ? nil : ["light", "medium \"red\"", "héavy"].filter { _ in next(2) == 0 })
        }
        return EquipmentFileModel(
            selected: gyms[0].kinds, setupCompleted: next(2) == 0,
            updatedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(next(90_000_000))), gyms: gyms,
            activeGym: gyms[Int(next(UInt64(gyms.count)))].name)
    }

    @Test("generated files read back exactly and as JSONDecoder reads them", arguments: 0..<30)
    func roundTrip(seed: Int) throws {
        let file = Self.model(seed: UInt64(seed))
        try file.validate()
        #expect(try FastReadCheck.mismatches(file, fast: EquipmentFileModel.decodeFast).isEmpty)
    }

    @Test("the default selection a new profile saves reads back")
    func defaultSelection() throws {
        let file = EquipmentFileModel(
            EquipmentSelection(
                kinds: Set(EquipmentKind.allCases), hasCompletedSetup: true,
                updatedAt: Date(timeIntervalSince1970: 1_795_420_800)))
        #expect(try FastReadCheck.mismatches(file, fast: EquipmentFileModel.decodeFast).isEmpty)
    }

    @Test("forms fitshell does not write, and damage, go the standard way (nil here)")
    func declines() throws {
        let file = EquipmentFileModel(
            selected: [.barbell, .dumbbell], setupCompleted: true,
            updatedAt: Date(timeIntervalSince1970: 1_795_420_800),
            gyms: [
                GymFileModel(
                    name: "default", kinds: [.barbell, .dumbbell], plates: nil,
                    dumbbells: DumbbellSet(unit: .kilograms, weights: [5, 10]), machineStepKilograms: nil,
                    bands: nil)
            ], activeGym: "default")
        let plain = String(decoding: try DocumentCoder.encode(file, compact: true), as: UTF8.self)
        #expect(EquipmentFileModel.decodeFast(Data(plain.utf8)) == file)
        for text in [
            plain.replacingOccurrences(of: "[5,10]", with: "[10,5]"),
            plain.replacingOccurrences(of: "[5,10]", with: "[5,5]"),
            plain.replacingOccurrences(of: "\"barbell\",\"dumbbell\"]", with: "\"barbell\",\"anvil\"]"),
            plain.replacingOccurrences(of: "08:00:00Z", with: "08:00:00.000Z"),
            plain.replacingOccurrences(of: "\"setupCompleted\":true", with: "\"setupCompleted\":1"),
            plain.replacingOccurrences(of: "\"activeGym\":", with: "\"activeGym\":\"x\",\"activeGym\":"),
            plain.replacingOccurrences(of: "\"version\":3", with: "\"version\":2"),
        ] {
            #expect(text != plain && EquipmentFileModel.decodeFast(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
