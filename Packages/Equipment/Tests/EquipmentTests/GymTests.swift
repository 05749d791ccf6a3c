import CoreModels
import CoreModelsTesting
import Equipment
import Foundation
import Testing

@Suite("Gyms: named equipment sets with their loads")
struct GymTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gyms-\(UUID().uuidString)")

    func service(_ log: CorruptionLog = CorruptionLog()) -> EquipmentService {
        EquipmentService(
            store: StoreAdapter.jsonFile.make(in: folder, log: log),
            clock: FixedWallClock(Date(timeIntervalSince1970: 1_790_000_000)))
    }

    @Test(
        "an older file's single selection becomes the gym 'default', in use, and is written back in the current version (3: gyms, then sync stamps)"
    )
    func migration() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json =
            #"{"format":"fitshell.equipment","version":1,"data":{"selected":["barbell","dumbbell"],"#
            + #""setupCompleted":true,"updatedAt":"2026-01-01T00:00:00Z"}}"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("equipment.json"))
        let log = CorruptionLog()
        let (active, gyms) = try await service(log).gyms()
        #expect(active == "default")
        #expect(gyms == [Gym(name: "default", kinds: [.barbell, .dumbbell])])
        #expect(log.all.isEmpty)
        try await service(log).addGym(Gym(name: "home", kinds: [.band]), use: false)
        let written = try String(contentsOf: folder.appendingPathComponent("equipment.json"), encoding: .utf8)
        #expect(written.contains(#""version" : 3"#))
        #expect(try await service(log).usableKinds() == [.barbell, .dumbbell, .bodyweight])
    }

    @Test("switching gyms switches the equipment; changing equipment changes only the gym in use")
    func switching() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await service().set([.barbell, .cable])
        let home = Gym(
            name: "Home", kinds: [.dumbbell],
            plates: PlateInventory(unit: .kilograms, bar: 15, perSide: [10: 2, 1.25: 1]))
        try await service().addGym(home, use: true)
        #expect(try await service().usableKinds() == [.dumbbell, .bodyweight])
        #expect(try await service().activeGym().smallestIncrement(unit: .kilograms) == Mass(kilograms: 2.5))
        try await service().select([.band])
        #expect(try await service().activeGym().kinds == [.dumbbell, .band])
        let back = try await service().useGym("def")
        #expect(back.kinds == [.barbell, .cable])
        #expect(try await service().usableKinds() == [.barbell, .cable, .bodyweight])
        #expect(try await service().gyms().all.first { $0.name == "Home" }?.kinds == [.dumbbell, .band])
        // Without plates of its own, a gym loads a commercial gym's in the user's unit.
        #expect(back.smallestIncrement(unit: .pounds) == Mass(5, .pounds))
    }

    @Test("names are unique, the gym in use stays, unknown names list the gyms, bad loads are refused")
    func rules() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await service().addGym(Gym(name: "home", kinds: []), use: false)
        await #expect(throws: EquipmentError.gymExists("HOME")) {
            try await service().addGym(Gym(name: "HOME", kinds: []), use: false)
        }
        await #expect(throws: EquipmentError.removingActiveGym("default")) {
            try await service().removeGym("default")
        }
        await #expect(throws: EquipmentError.unknownGym("hotel", known: ["default", "home"])) {
            try await service().useGym("hotel")
        }
        await #expect(throws: EquipmentError.self) {
            try await service().addGym(
                Gym(
                    name: "bad", kinds: [], plates: PlateInventory(unit: .kilograms, bar: .nan, perSide: [:])),
                use: false)
        }
        #expect(try await service().removeGym("ho").name == "home")
        #expect(try await service().gyms().all.map(\.name) == ["default"])
    }

    @Test("a damaged gym in the file is set aside like any damaged file, never trusted")
    func damaged() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json =
            #"{"format":"fitshell.equipment","version":2,"data":{"selected":[],"setupCompleted":true,"#
            + #""updatedAt":"2026-01-01T00:00:00Z","activeGym":"nowhere","gyms":[{"name":"home","kinds":[]}]}}"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("equipment.json"))
        let log = CorruptionLog()
        #expect(try await service(log).status() == .needsSetup)
        #expect(log.all.map(\.reason) == ["invalid data: the active gym 'nowhere' is not among the gyms"])
    }

    @Test("dumbbells from a range with a step, and the nearest one to a target")
    func dumbbells() {
        let set = DumbbellSet(unit: .kilograms, from: 2, to: 10, step: 2)
        #expect(set.weights == [2, 4, 6, 8, 10])
        #expect(set.nearest(to: Mass(kilograms: 7)) == Mass(kilograms: 6))
        #expect(DumbbellSet(unit: .pounds, weights: [10, 5, 5, -1]).weights == [5, 10])
    }

    @Test(
        "the smallest load change follows the equipment: plates for bars, the dumbbells' step, the machines'")
    func increments() {
        let home = Gym(
            name: "home", kinds: [.barbell, .dumbbell],
            plates: PlateInventory(unit: .kilograms, bar: 15, perSide: [10: 2, 1.25: 1]),
            dumbbells: DumbbellSet(unit: .kilograms, weights: [4, 6, 8, 9, 12]),
            machineStep: Mass(kilograms: 7))
        #expect(home.increment(for: .barbell, unit: .kilograms) == Mass(kilograms: 2.5))
        #expect(home.increment(for: .dumbbell, unit: .kilograms) == Mass(kilograms: 1))
        #expect(home.increment(for: .machine, unit: .kilograms) == Mass(kilograms: 7))
        let plain = Gym(name: "default", kinds: [])
        #expect(plain.increment(for: .dumbbell, unit: .pounds) == Mass(5, .pounds))
        #expect(plain.increment(for: .cable, unit: .kilograms) == Mass(kilograms: 5))
        #expect(plain.increment(for: .barbell, unit: .pounds) == Mass(5, .pounds))
    }

    @Test(
        "a gym lacks a bar only when its equipment is chosen without a barbell or EZ bar and no plates are saved"
    )
    func lacksBar() {
        #expect(Gym(name: "hotel", kinds: [.dumbbell, .band]).lacksBar)
        #expect(!Gym(name: "default", kinds: []).lacksBar)
        #expect(!Gym(name: "gym", kinds: [.barbell, .dumbbell]).lacksBar)
        #expect(!Gym(name: "curls", kinds: [.ezBar]).lacksBar)
        #expect(!Gym(name: "own", kinds: [.dumbbell], plates: .gymKilograms).lacksBar)
    }

    @Test(
        "a weight logged elsewhere as this gym loads it: the nearest dumbbell, what its bar and plates make, the step for the rest"
    )
    func loadable() {
        let pounds = Gym(
            name: "home", kinds: [.barbell, .dumbbell, .machine],
            plates: PlateInventory(unit: .pounds, bar: 45, perSide: [45: 4, 25: 2, 10: 2, 5: 2, 2.5: 2]),
            dumbbells: DumbbellSet(unit: .pounds, from: 5, to: 100, step: 5), machineStep: Mass(10, .pounds))
        // Dumbbells: the nearest the gym has (22.5 kg = 49.6 lb → 50 lb).
        #expect(pounds.loadable(Mass(22.5, .kilograms), for: .dumbbell, unit: .pounds) == Mass(50, .pounds))
        // A barbell: 57.5 kg = 126.77 lb is no load of pound plates; 125 lb is.
        #expect(pounds.loadable(Mass(57.5, .kilograms), for: .barbell, unit: .pounds) == Mass(125, .pounds))
        #expect(pounds.loadable(Mass(135, .pounds), for: .barbell, unit: .pounds) == Mass(135, .pounds))
        #expect(pounds.loadable(Mass(55, .kilograms), for: .ezBar, unit: .pounds) == Mass(120, .pounds))
        // Lighter than the bar: kept (the command using it says so).
        #expect(pounds.loadable(Mass(30, .pounds), for: .barbell, unit: .pounds) == Mass(30, .pounds))
        // A machine: kept when it reads as a pound weight (121.25 lb = 55 kg), else to the step.
        #expect(pounds.loadable(Mass(55, .kilograms), for: .machine, unit: .pounds) == Mass(55, .kilograms))
        #expect(pounds.loadable(Mass(57.5, .kilograms), for: .machine, unit: .pounds) == Mass(130, .pounds))
        // Bodyweight (0) stays 0.
        #expect(pounds.loadable(Mass(0, .kilograms), for: .barbell, unit: .pounds) == Mass(0, .kilograms))
        // A gym with kilogram plates keeps 60 kg for a pound user: its plates make it.
        let kilograms = Gym(
            name: "club", kinds: [.barbell],
            plates: PlateInventory(unit: .kilograms, bar: 20, perSide: [20: 4, 10: 2, 5: 2, 2.5: 2, 1.25: 2]))
        #expect(
            kilograms.loadable(Mass(60, .kilograms), for: .barbell, unit: .pounds) == Mass(60, .kilograms))
        // No dumbbells listed: the dumbbells' step (5 lb) for a value that is no pound weight.
        let bare = Gym(name: "bare", kinds: [.dumbbell])
        #expect(bare.loadable(Mass(16, .kilograms), for: .dumbbell, unit: .pounds) == Mass(35, .pounds))
    }
}
