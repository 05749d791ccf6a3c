import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing

@testable import Plans

@Suite("Plan files: two devices' edits merge exercise by exercise")
struct PlanMergeTests {
    /// `plan` saved by `device` at `seconds`, over `previous` (the file it replaces).
    static func save(
        _ plan: Plan, by device: String, at seconds: Double, over previous: URL?, in folder: TemporaryFolder
    )
        throws -> URL
    {
        let url = folder.file("\(device)-\(Int(seconds)).json")
        if let previous { try FileManager.default.copyItem(at: previous, to: url) }
        let context = StorageContext(
            clock: FixedWallClock(Date(timeIntervalSince1970: seconds)), device: device)
        try DocumentFile<PlanFile>(url: url, context: context).save(PlanFile(plan: plan))
        return url
    }

    static func merged(_ left: URL, _ right: URL) throws -> Plan? {
        let layout = try #require(PlanFile.mergeLayout)
        let one = try DocumentMerge.merge(
            base: nil, ours: Data(contentsOf: left), theirs: Data(contentsOf: right), layout: layout)
        let other = try DocumentMerge.merge(
            base: nil, ours: Data(contentsOf: right), theirs: Data(contentsOf: left), layout: layout)
        #expect(one == other, "the merge depends on which side is ours")
        guard case .valid(let file) = DocumentCoder.decode(PlanFile.self, from: one) else { return nil }
        return file.plan
    }

    @Test(
        "generated plans: an exercise added on one device and the first one's rest changed on the other both stay; a plan that lists an exercise twice keeps the later list whole",
        arguments: 0..<40)
    func addedAndChanged(seed: Int) throws {
        let folder = TemporaryFolder("plan-merge")
        let original = PlanFastReadTests.plan(seed: UInt64(seed)).plan
        let start = try Self.save(original, by: "laptop", at: 1_790_000_000, over: nil, in: folder)
        var added = original
        added.exercises.insert(
            PlanExercise(
                exerciseID: ExerciseID("cable-crossover"), name: "Cable Crossover", sets: [.init(reps: 12)]),
            at: added.exercises.count / 2)
        let laptop = try Self.save(added, by: "laptop", at: 1_790_000_100, over: start, in: folder)
        var rested = original
        rested.exercises[0].restSeconds += 45
        let desktop = try Self.save(rested, by: "desktop", at: 1_790_000_200, over: start, in: folder)
        let plan = try #require(try Self.merged(laptop, desktop))
        let ids = original.exercises.map(\.exerciseID)
        if Set(ids).count == ids.count {
            var expected = added
            let first = try #require(expected.exercises.firstIndex { $0.exerciseID == ids[0] })
            expected.exercises[first].restSeconds += 45
            #expect(plan == expected)
        } else {
            // Exercises that cannot be told apart merge as one list: the later edit's.
            #expect(plan == rested)
        }
    }
}
