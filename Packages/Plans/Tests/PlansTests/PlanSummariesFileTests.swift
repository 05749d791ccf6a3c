import CoreModels
import CoreModelsTesting
import Foundation
import Plans
import Testing

/// `plans/.plan-summaries`: kept, trusted only for files unchanged since, made again when lost.
@Suite("Plan summaries kept beside the plan files")
struct PlanSummariesFileTests {
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }
    var summariesFile: URL { folder.appendingPathComponent(JSONFilePlanStore.summariesFileName) }

    func store(_ log: CorruptionLog = CorruptionLog()) -> JSONFilePlanStore {
        JSONFilePlanStore(folder: folder, context: StorageContext(corruptionLog: log))
    }

    func fromFiles() async throws -> [PlanSummary] {
        try await store().all().map(PlanSummary.init)
    }

    /// Dates the summaries file seconds after the plan files, as a later run finds it (a plan
    /// file changed within a second of it is not trusted).
    func settle() throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: summariesFile.path)
    }

    @Test("the first list keeps them; a plan written since by another store is read again")
    func keptAndRefreshed() async throws {
        let first = store()
        for index in 1...4 { try await first.save(samplePlan("Plan \(index)", id: UInt64(index))) }
        #expect(try await first.summaries() == (try await fromFiles()))
        let kept = try String(decoding: Data(contentsOf: summariesFile), as: UTF8.self)
        #expect(kept.hasPrefix("fitshell.plan-summaries 1\n") && kept.contains("\tPlan 3\n"))
        // Another process renames a plan and deletes another: the next list sees both.
        let other = store()
        try await other.update(samplePlan("", id: 3).id) {
            var copy = $0
            copy.name = "Legs"
            return copy
        }
        try await other.delete(samplePlan("", id: 4).id)
        let listed = try await first.summaries()
        #expect(listed.map(\.name) == ["Plan 1", "Plan 2", "Legs"])
        #expect(listed == (try await fromFiles()))
        #expect(try await first.summariesMismatch() == false)
    }

    @Test("a damaged or foreign summaries file is no reason to list wrongly")
    func damagedFile() async throws {
        let plans = store()
        for index in 1...3 { try await plans.save(samplePlan("Plan \(index)", id: UInt64(index))) }
        for text in [
            "", "garbage\n", "fitshell.plan-summaries 9\nx\n",
            "fitshell.plan-summaries 1\nnot\tenough\tfields\n", String(repeating: "\u{0}", count: 64),
        ] {
            try Data(text.utf8).write(to: summariesFile)
            #expect(try await plans.summaries() == (try await fromFiles()), "\(text.debugDescription)")
        }
        try FileManager.default.removeItem(at: summariesFile)
        #expect(try await plans.summaries() == (try await fromFiles()))
        #expect(FileManager.default.fileExists(atPath: summariesFile.path), "made again")
    }

    @Test("a kept line that claims an unchanged file but says otherwise is found; forgetting it mends it")
    func mismatchFoundAndMended() async throws {
        let plans = store()
        for index in 1...2 { try await plans.save(samplePlan("Plan \(index)", id: UInt64(index))) }
        _ = try await plans.summaries()
        let text = try String(decoding: Data(contentsOf: summariesFile), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\tPlan 2\n", with: "\tPlan 2 (edited)\n").utf8).write(
            to: summariesFile)
        // Written in the same second as the plan files: not trusted, so the plans are read.
        #expect(try await plans.summaries() == (try await fromFiles()))
        try Data(text.replacingOccurrences(of: "\tPlan 2\n", with: "\tPlan 2 (edited)\n").utf8).write(
            to: summariesFile)
        try settle()
        #expect(try await plans.summariesMismatch())
        #expect(try await plans.summaries().map(\.name).contains("Plan 2 (edited)"), "trusted by its stamp")
        try await plans.forgetSummaries()
        #expect(try await plans.summaries() == (try await fromFiles()))
        #expect(try await plans.summariesMismatch() == false)
    }

    @Test(
        "a corrupt plan file is set aside as all() sets it aside, and not listed; a name with a tab is listed"
    )
    func corruptAndAwkward() async throws {
        let log = CorruptionLog()
        let plans = store(log)
        for index in 1...3 { try await plans.save(samplePlan("Plan \(index)", id: UInt64(index))) }
        try await plans.save(samplePlan("Tab\tname", id: 9))
        _ = try await plans.summaries()
        let victim = folder.appendingPathComponent("\(samplePlan("", id: 2).id).json")
        try Data("{\"format\":\"fitshell.plan\",\"version\":1,\"data\":{\"plan\":{\"name\":".utf8).write(
            to: victim)
        #expect(try await plans.summaries().map(\.name) == ["Plan 1", "Plan 3", "Tab\tname"])
        #expect(log.all.count == 1 && log.all.first?.movedTo?.contains(".corrupt-") == true)
        #expect(try await plans.summaries() == (try await fromFiles()))
    }
}
