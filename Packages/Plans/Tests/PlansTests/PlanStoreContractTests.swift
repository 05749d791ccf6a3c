import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import PlansTesting
import Testing

/// The package's tests name the two adapters by the shared `StoreAdapter`.
typealias Adapter = StoreAdapter

extension StoreAdapter {
    /// The plan store of the adapter, in `folder`.
    func plans(_ folder: URL, log: CorruptionLog = CorruptionLog()) -> any PlanStore {
        self == .inMemory
            ? InMemoryPlanStore()
            : JSONFilePlanStore(folder: folder, context: StorageContext(corruptionLog: log))
    }

    /// The program store of the adapter, in `folder`.
    func program(_ folder: URL) -> any ProgramStore {
        self == .inMemory
            ? InMemoryProgramStore() : JSONFileProgramStore(folder: folder, context: StorageContext())
    }
}

let clock = FixedWallClock(Date(timeIntervalSince1970: 1_795_000_000))

func samplePlan(_ name: String, id: UInt64, sets: Int = 3) -> Plan {
    PlanStoreContract.samplePlan(name, id: id, sets: sets)
}

@Suite("Plan storage contracts (both adapters)")
struct PlanStoreContractTests {
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }

    @Test(arguments: StoreAdapter.allCases, PlanStoreContract.checks)
    func plans(adapter: StoreAdapter, check: ContractCheck<any PlanStore>) async throws {
        try await check.run(adapter.plans(folder))
    }

    @Test(arguments: StoreAdapter.allCases, ProgramStoreContract.checks)
    func program(adapter: StoreAdapter, check: ContractCheck<any ProgramStore>) async throws {
        try await check.run(adapter.program(folder))
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

    @Test("the folder's other entries are not plans: hidden, non-JSON and non-UTF-8 names")
    func otherEntries() async throws {
        let log = CorruptionLog()
        let store = Adapter.jsonFile.plans(folder, log: log)
        for index in 1...2 { try await store.save(samplePlan("Plan \(index)", id: UInt64(index))) }
        let plan = try Data(contentsOf: folder.appendingPathComponent("\(samplePlan("", id: 1).id).json"))
        try plan.write(to: folder.appendingPathComponent(".hidden.json"))
        try plan.write(to: folder.appendingPathComponent("notes.txt"))
        // A name of bytes that are not UTF-8 (written through the C library).
        let badName = folder.path + "/" + String(decoding: [0x70, 0xFF, 0x2E], as: UTF8.self)
        var raw = Array(folder.path.utf8) + [0x2F, 0x70, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E, 0]
        let fd = raw.withUnsafeMutableBufferPointer { pointer in
            pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: pointer.count) {
                open($0, O_WRONLY | O_CREAT, 0o600)
            }
        }
        #expect(fd >= 0, "\(badName)")
        if fd >= 0 {
            _ = plan.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        #expect(try await store.all().map(\.name) == ["Plan 1", "Plan 2"])
    }
}
