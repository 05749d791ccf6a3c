import CoreModels
import CoreModelsTesting
import Equipment
import Foundation
import Testing

@Suite("EquipmentService rules")
struct EquipmentServiceTests {
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }

    func service(_ store: any EquipmentStore = InMemoryEquipmentStore()) -> EquipmentService {
        EquipmentService(store: store, clock: testClock)
    }

    @Test("V1.4 with no saved selection, set-up is needed")
    func needsSetup() async throws {
        #expect(try await service().status() == .needsSetup)
        #expect(try await service().usableKinds() == [.bodyweight])
    }

    @Test("V1.1 selecting saves at once and completes set-up")
    func selectSaves() async throws {
        let store = InMemoryEquipmentStore()
        try await service(store).select([.dumbbell, .band])
        let expected = EquipmentSelection(
            kinds: [.dumbbell, .band], hasCompletedSetup: true, updatedAt: testClock.now)
        #expect(try await service(store).status() == .ready(expected))
    }

    @Test("V1.2 select, deselect, set and clear each change the saved selection")
    func modify() async throws {
        let s = service()
        #expect(try await s.select([.dumbbell]).kinds == [.dumbbell])
        #expect(try await s.select([.barbell, .dumbbell]).kinds == [.dumbbell, .barbell])
        #expect(try await s.deselect([.dumbbell]).kinds == [.barbell])
        #expect(try await s.set([.cable, .machine]).kinds == [.cable, .machine])
        #expect(try await s.clear().kinds.isEmpty)
        #expect(try await s.usableKinds() == [.bodyweight])
        if case .ready(let selection) = try await s.status() {
            #expect(selection.hasCompletedSetup)
        } else {
            Issue.record("clearing must keep set-up completed")
        }
    }

    @Test("V1.3 the selection is loaded again by a later run")
    func reload() async throws {
        let context = StorageContext(clock: testClock)
        try await service(JSONFileEquipmentStore(folder: folder, context: context)).set([.kettlebell])
        let later = service(JSONFileEquipmentStore(folder: folder, context: context))
        #expect(try await later.usableKinds() == [.kettlebell, .bodyweight])
    }

    @Test("V1.5 corrupt equipment data is set aside, reported, and set-up is offered again")
    func corruptFallsBackToSetup() async throws {
        let log = CorruptionLog()
        let store = StoreAdapter.jsonFile.make(in: folder, log: log)
        try await service(store).set([.dumbbell])
        let file = folder.appendingPathComponent("equipment.json")
        let bytes = try Data(contentsOf: file)
        try bytes.prefix(bytes.count / 2).write(to: file)
        #expect(try await service(store).status() == .needsSetup)
        let report = try #require(log.all.first)
        #expect(report.reason == "not valid JSON (truncated or damaged)")
        let aside = try #require(report.movedTo)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == bytes.prefix(bytes.count / 2))
        try await service(store).set([.band])
        #expect(try await service(store).usableKinds() == [.band, .bodyweight])
    }

    @Test("V4.4 a decodable file with a duplicated kind fails validation and is set aside")
    func validation() async throws {
        let log = CorruptionLog()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json =
            #"{"format":"fitshell.equipment","version":1,"data":{"selected":["dumbbell","dumbbell"],"#
            + #""setupCompleted":true,"updatedAt":"2026-01-01T00:00:00Z"}}"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("equipment.json"))
        #expect(try await service(StoreAdapter.jsonFile.make(in: folder, log: log)).status() == .needsSetup)
        #expect(log.all.map(\.reason) == ["invalid data: an equipment kind is listed twice"])
    }

    @Test("reset leads back to set-up")
    func reset() async throws {
        let s = service()
        try await s.set([.machine])
        try await s.reset()
        #expect(try await s.status() == .needsSetup)
    }

    @Test("names parse with aliases and commas; unknown names suggest the nearest")
    func parsing() throws {
        #expect(
            try EquipmentService.parseKinds(["db,bands", "EZ curl bar", "dumbbell"]) == [
                .dumbbell, .band, .ezBar,
            ])
        #expect(throws: EquipmentError.unknownKind("dumbel", suggestion: "dumbbell")) {
            try EquipmentService.parseKinds(["dumbel"])
        }
        #expect(throws: EquipmentError.nothingNamed) { try EquipmentService.parseKinds([" , "]) }
        let text = EquipmentError.unknownKind("dumbel", suggestion: "dumbbell").errorDescription ?? ""
        #expect(
            text.hasPrefix(
                "Unknown equipment 'dumbel'. Did you mean 'dumbbell'? Known kinds: bodyweight, dumbbell"))
    }
}
