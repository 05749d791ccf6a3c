import CoreModels
import Exercises
import Foundation
import Plans
import Testing

enum Adapter: String, CaseIterable, Sendable {
    case inMemory, jsonFile

    func plans(_ folder: URL, log: CorruptionLog = CorruptionLog()) -> any PlanStore {
        self == .inMemory
            ? InMemoryPlanStore()
            : JSONFilePlanStore(folder: folder, context: StorageContext(corruptionLog: log))
    }

    func program(_ folder: URL) -> any ProgramStore {
        self == .inMemory
            ? InMemoryProgramStore() : JSONFileProgramStore(folder: folder, context: StorageContext())
    }
}

let clock = FixedWallClock(Date(timeIntervalSince1970: 1_795_000_000))

func samplePlan(_ name: String, id: UInt64, sets: Int = 3) -> Plan {
    Plan(
        id: PlanID(SequentialUUIDSource(start: id).next()), name: name,
        createdAt: Date(timeIntervalSince1970: Double(id)),
        exercises: [
            PlanExercise(
                exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", restSeconds: 120,
                sets: Array(repeating: PlanSet(weight: Mass(100, .kilograms), reps: 5), count: sets))
        ])
}

@Suite("PlanStore contract (both adapters)")
struct PlanStoreContractTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fitshell-plans-\(UUID().uuidString)")

    @Test(
        "V2.2 / V2.4 any number of plans are kept and load back with every setting",
        arguments: Adapter.allCases)
    func roundTrip(adapter: Adapter) async throws {
        let store = adapter.plans(folder)
        #expect(try await store.all().isEmpty)
        for index in 1...5 { try await store.save(samplePlan("Plan \(index)", id: UInt64(index))) }
        #expect(try await store.all().map(\.name) == ["Plan 1", "Plan 2", "Plan 3", "Plan 4", "Plan 5"])
        let third = samplePlan("Plan 3", id: 3)
        #expect(try await store.plan(third.id) == third)
    }

    @Test("update changes one plan; delete removes it", arguments: Adapter.allCases)
    func updateDelete(adapter: Adapter) async throws {
        let store = adapter.plans(folder)
        let plan = samplePlan("A", id: 1)
        try await store.save(plan)
        let renamed = try await store.update(plan.id) {
            var copy = $0
            copy.name = "B"
            return copy
        }
        #expect(renamed.name == "B")
        #expect(try await store.plan(plan.id)?.name == "B")
        try await store.delete(plan.id)
        #expect(try await store.plan(plan.id) == nil)
        await #expect(throws: StorageError.self) { try await store.update(plan.id) { $0 } }
    }

    @Test("V4.4 invalid plans are refused: no sets, zero reps, negative weight", arguments: Adapter.allCases)
    func validation(adapter: Adapter) async throws {
        let store = adapter.plans(folder)
        var noSets = samplePlan("x", id: 1, sets: 0)
        await #expect(throws: StorageError.self) { try await store.save(noSets) }
        noSets = samplePlan("x", id: 1)
        noSets.exercises[0].sets[0].reps = 0
        await #expect(throws: StorageError.self) { try await store.save(noSets) }
        noSets.exercises[0].sets[0] = PlanSet(weight: Mass(kilograms: -1), reps: 5)
        await #expect(throws: StorageError.self) { try await store.save(noSets) }
        #expect(try await store.all().isEmpty)
    }

    @Test("V2.5 a corrupt plan file is set aside and reported; the other plans still load")
    func corruptPlan() async throws {
        let log = CorruptionLog()
        let store = Adapter.jsonFile.plans(folder, log: log)
        for index in 1...3 { try await store.save(samplePlan("Plan \(index)", id: UInt64(index))) }
        let victim = folder.appendingPathComponent("\(samplePlan("", id: 2).id).json")
        try Data("{\"format\":\"fitshell.plan\",\"version\":1,\"data\":{\"plan\":{\"name\":".utf8).write(
            to: victim)
        #expect(try await store.all().map(\.name) == ["Plan 1", "Plan 3"])
        #expect(log.all.count == 1)
        #expect(log.all.first?.movedTo?.contains(".corrupt-") == true)
        #expect(try await store.all().count == 2)
        #expect(log.all.count == 1)
    }

    @Test("profile and program round-trip and reset", arguments: Adapter.allCases)
    func programStore(adapter: Adapter) async throws {
        let store = adapter.program(folder)
        let profile = try #require(
            TrainingProfile(goal: .arms, knees: .sensitive, daysPerWeek: 3, minutesPerSession: 30))
        try await store.saveProfile(profile)
        let program = Program(
            profile: profile, seed: 4, generatedAt: clock.now,
            days: [.init(label: "A", weekday: 1, planID: samplePlan("", id: 1).id)])
        try await store.saveProgram(program)
        #expect(try await store.profile() == profile)
        #expect(try await store.program() == program)
        try await store.reset()
        #expect(try await store.profile() == nil)
        #expect(try await store.program() == nil)
    }

    @Test("saveIfNameFree saves a free name and refuses a taken one (any case)", arguments: Adapter.allCases)
    func nameFree(adapter: Adapter) async throws {
        let store = adapter.plans(folder.appendingPathComponent(adapter.rawValue))
        #expect(try await store.saveIfNameFree(samplePlan("Push Day", id: 1)))
        #expect(try await store.saveIfNameFree(samplePlan("push day", id: 2)) == false)
        #expect(try await store.saveIfNameFree(samplePlan("Pull Day", id: 3)))
        var renamed = samplePlan("Push Day", id: 1)
        renamed.exercises = []
        #expect(try await store.saveIfNameFree(renamed), "a plan may keep its own name")
        #expect(try await store.all().map(\.name).sorted() == ["Pull Day", "Push Day"])
    }
}
