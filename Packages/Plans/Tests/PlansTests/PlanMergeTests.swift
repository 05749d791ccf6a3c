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

    static func merged(_ left: URL, _ right: URL, base: URL? = nil) throws -> Plan? {
        let layout = try #require(PlanFile.mergeLayout)
        let ancestor = try base.map { try Data(contentsOf: $0) }
        let one = try DocumentMerge.merge(
            base: ancestor, ours: Data(contentsOf: left), theirs: Data(contentsOf: right), layout: layout)
        let other = try DocumentMerge.merge(
            base: ancestor, ours: Data(contentsOf: right), theirs: Data(contentsOf: left), layout: layout)
        #expect(one == other, "the merge depends on which side is ours")
        guard case .valid(let file) = DocumentCoder.decode(PlanFile.self, from: one) else { return nil }
        return file.plan
    }

    @Test(
        "generated plans (some listing an exercise twice): an exercise added on one device and the first one's rest changed on the other both stay",
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
        // A plan listing an exercise twice merges too: each time it comes is an entry.
        var expected = added
        let first = try #require(
            expected.exercises.firstIndex { $0.exerciseID == original.exercises[0].exerciseID })
        expected.exercises[first].restSeconds += 45
        #expect(plan == expected)
    }

    static func exercise(_ id: String, sets: Int = 3, rest: Int = 90) -> PlanExercise {
        PlanExercise(
            exerciseID: ExerciseID(id), name: id, restSeconds: rest,
            sets: Array(repeating: PlanSet(reps: 8), count: sets))
    }

    /// Push: a bench press and a pushdown (their ids happen to be in alphabetical order).
    static let push = Plan(
        id: PlanID(UUID()), name: "Push", createdAt: Date(timeIntervalSince1970: 1_790_000_000),
        exercises: [exercise("barbell-bench-press-medium-grip"), exercise("triceps-pushdown")])

    @Test(
        "with the base, as sync merges: a move on one device beside a rest on the other; a repeated exercise beside another device's new one; an exercise removed, then edited later elsewhere"
    )
    func withBase() throws {
        let folder = TemporaryFolder("plan-merge-base")
        let base = try Self.save(Self.push, by: "laptop", at: 1_790_000_000, over: nil, in: folder)
        // The desktop moves the pushdown first (later); the laptop rests longer on the bench.
        var rested = Self.push
        rested.exercises[0].restSeconds = 150
        var moved = Self.push
        moved.exercises.reverse()
        let plan = try #require(
            try Self.merged(
                try Self.save(rested, by: "laptop", at: 1_790_000_100, over: base, in: folder),
                try Self.save(moved, by: "desktop", at: 1_790_000_200, over: base, in: folder), base: base))
        #expect(
            plan.exercises.map(\.exerciseID.rawValue) == [
                "triceps-pushdown", "barbell-bench-press-medium-grip",
            ])
        #expect(plan.exercises[1].restSeconds == 150)
        // The phone adds the bench again; the laptop, later, adds a curl: all four stay.
        var twice = Self.push
        twice.exercises.append(Self.exercise("barbell-bench-press-medium-grip", sets: 2))
        var curl = Self.push
        curl.exercises.append(Self.exercise("barbell-curl"))
        let both = try #require(
            try Self.merged(
                try Self.save(twice, by: "phone", at: 1_790_000_300, over: base, in: folder),
                try Self.save(curl, by: "laptop", at: 1_790_000_400, over: base, in: folder), base: base))
        #expect(
            both.exercises.map(\.exerciseID.rawValue).sorted() == [
                "barbell-bench-press-medium-grip", "barbell-bench-press-medium-grip", "barbell-curl",
                "triceps-pushdown",
            ])
        #expect(both.exercises.map(\.sets.count).sorted() == [2, 3, 3, 3])
        // The laptop removes the pushdown; the desktop, later and without it, changes its sets:
        // the pushdown comes back whole (with its rest), not as an invalid half.
        var removed = Self.push
        removed.exercises.removeLast()
        var changed = Self.push
        changed.exercises[1].sets.append(PlanSet(reps: 12))
        let back = try #require(
            try Self.merged(
                try Self.save(removed, by: "laptop", at: 1_790_000_500, over: base, in: folder),
                try Self.save(changed, by: "desktop", at: 1_790_000_600, over: base, in: folder), base: base),
            "the merged plan must be valid")
        #expect(
            back.exercises.map(\.exerciseID.rawValue) == [
                "barbell-bench-press-medium-grip", "triceps-pushdown",
            ])
        #expect(back.exercises[1].sets.count == 4 && back.exercises[1].restSeconds == 90)
    }
}
