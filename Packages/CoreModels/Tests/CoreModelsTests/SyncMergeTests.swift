import CoreModels
import CoreModelsTesting
import Foundation
import Synchronization
import Testing

/// A small log document with every kind of mergeable part: dated entries with a set of tags,
/// settings, a routine (its members, with its ordered steps inside them, as a plan has its
/// exercises), and a title (the rest).
struct SyncLog: VersionedDocument, Equatable {
    struct Entry: Codable, Equatable {
        var date: String
        var value: Int
        var tags: [String]
    }

    struct Step: Codable, Equatable {
        var name: String
        var reps: Int
        var note: String?
    }

    struct Routine: Codable, Equatable {
        var name = ""
        var steps: [Step] = []
    }

    static let format = "test.sync-log"
    static let currentVersion = 1
    static let mergeLayout: MergeLayout? = MergeLayout([
        .keyed(path: ["entries"], key: "date", sets: ["tags"]), .members(path: ["settings"]),
        .keyed(path: ["routine", "steps"], key: "name", fields: ["reps", "note"], ordered: true),
        .members(path: ["routine"]),
    ])

    var entries: [Entry] = []
    var settings: [String: String] = [:]
    var routine = Routine()
    var title = ""
}

/// A clock that each test moves.
final class SteppedClock: WallClock, @unchecked Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_790_000_000))
    let skew: TimeInterval

    init(skew: TimeInterval = 0) { self.skew = skew }
    var now: Date { time.withLock { $0 }.addingTimeInterval(skew) }
    func set(_ date: Date) { time.withLock { $0 = date } }
}

@Suite("Sync: entry-by-entry merge")
struct SyncMergeTests {
    static let devices = ["laptop", "desktop", "server"]

    /// One device's copy of the document.
    struct Replica {
        let file: DocumentFile<SyncLog>
        let clock: SteppedClock

        func edit(_ change: (inout SyncLog) -> Void) throws {
            try file.update { current in
                var log = current ?? SyncLog()
                change(&log)
                return log
            }
        }

        var bytes: Data { (try? Data(contentsOf: file.url)) ?? Data() }
    }

    func replicas(_ folder: TemporaryFolder, skews: [TimeInterval]) -> [Replica] {
        zip(Self.devices, skews).map { device, skew in
            let clock = SteppedClock(skew: skew)
            let context = StorageContext(clock: clock, device: device)
            return Replica(
                file: DocumentFile(url: folder.file("\(device).json"), context: context), clock: clock)
        }
    }

    /// Merges `a`'s and `b`'s files and writes the result to both (a sync between two devices).
    func sync(_ a: Replica, _ b: Replica) throws {
        let left = a.bytes
        let right = b.bytes
        guard !left.isEmpty || !right.isEmpty else { return }
        let merged =
            left.isEmpty
            ? right
            : right.isEmpty
                ? left
                : try DocumentMerge.merge(
                    base: nil, ours: left, theirs: right, layout: SyncLog.mergeLayout ?? .whole)
        try merged.write(to: a.file.url)
        try merged.write(to: b.file.url)
    }

    @Test(
        "stamps: an unchanged entry keeps its stamp, a changed one gets a later one, a deleted one a tombstone"
    )
    func stamping() throws {
        let folder = TemporaryFolder("sync-stamps")
        let replica = replicas(folder, skews: [0])[0]
        try replica.edit {
            $0.entries = [
                .init(date: "2026-11-01", value: 1, tags: ["a"]),
                .init(date: "2026-11-02", value: 2, tags: []),
            ]
        }
        let first = try JSONValue.parse(Array(replica.bytes))
        let stampOf = { (value: JSONValue, id: String) in value["sync"]?["stamps"]?[id]?.string }
        let day1 = "entries\u{1F}2026-11-01"
        let day2 = "entries\u{1F}2026-11-02"
        #expect(stampOf(first, day1) != nil && stampOf(first, day2) != nil)
        replica.clock.set(Date(timeIntervalSince1970: 1_790_000_100))
        try replica.edit { $0.entries[1].value = 3 }
        let second = try JSONValue.parse(Array(replica.bytes))
        #expect(stampOf(second, day1) == stampOf(first, day1))
        #expect((stampOf(second, day2) ?? "") > (stampOf(first, day2) ?? ""))
        try replica.edit { $0.entries.removeFirst() }
        let third = try JSONValue.parse(Array(replica.bytes))
        #expect(third["sync"]?["deleted"]?[day1] != nil)
        #expect(third["sync"]?["deleted"]?[day1 + "\u{1F}tags\u{1F}\"a\""] != nil)
        // The document still reads as before: the sync member is ignored by its reader.
        #expect(try replica.file.load()?.entries.map(\.date) == ["2026-11-02"])
    }

    @Test(
        "two devices that change different entries both keep their change; the same entry: the later edit; a deletion stays deleted"
    )
    func twoDevices() throws {
        let folder = TemporaryFolder("sync-two")
        let (a, b) = { (list: [Replica]) in (list[0], list[1]) }(replicas(folder, skews: [0, 0]))
        try a.edit { $0.entries = [.init(date: "2026-11-01", value: 1, tags: ["x"])] }
        try sync(a, b)
        a.clock.set(Date(timeIntervalSince1970: 1_790_000_010))
        b.clock.set(Date(timeIntervalSince1970: 1_790_000_020))
        try a.edit { $0.entries.append(.init(date: "2026-11-02", value: 2, tags: [])) }
        try b.edit {
            $0.entries[0].tags.append("y")
            $0.settings["unit"] = "lb"
        }
        try a.edit { $0.settings["theme"] = "dark" }
        try sync(a, b)
        let merged = try #require(try a.file.load())
        #expect(merged.entries.map(\.date) == ["2026-11-01", "2026-11-02"])
        #expect(merged.entries[0].tags == ["x", "y"])
        #expect(merged.settings == ["unit": "lb", "theme": "dark"])
        // A deletes the first day; B, offline and earlier, edits it: the deletion is later and stays.
        b.clock.set(Date(timeIntervalSince1970: 1_790_000_030))
        try b.edit { $0.entries[0].value = 9 }
        a.clock.set(Date(timeIntervalSince1970: 1_790_000_040))
        try a.edit { $0.entries.removeFirst() }
        try sync(a, b)
        #expect(try a.file.load()?.entries.map(\.date) == ["2026-11-02"])
        #expect(try b.file.load() == a.file.load())
    }

    @Test(
        "an ordered list inside merged members: a step added on one device, another's reps and the order changed on the other, the name on a third edit: all stay"
    )
    func orderedList() throws {
        let folder = TemporaryFolder("sync-ordered")
        let (a, b) = { (list: [Replica]) in (list[0], list[1]) }(replicas(folder, skews: [0, 0]))
        try a.edit {
            $0.routine = .init(
                name: "Day A",
                steps: [
                    .init(name: "squat", reps: 5), .init(name: "bench", reps: 5), .init(name: "row", reps: 8),
                ])
        }
        try sync(a, b)
        a.clock.set(Date(timeIntervalSince1970: 1_790_000_010))
        b.clock.set(Date(timeIntervalSince1970: 1_790_000_020))
        // A adds a curl between bench and row and notes the squat; B, a little later, moves the
        // row first, sets the bench to 3 reps and renames the routine.
        try a.edit {
            $0.routine.steps.insert(.init(name: "curl", reps: 12), at: 2)
            $0.routine.steps[0].note = "belt"
        }
        try b.edit {
            $0.routine.steps.insert($0.routine.steps.removeLast(), at: 0)
            $0.routine.steps[2].reps = 3
            $0.routine.name = "Day A (heavy)"
        }
        try sync(a, b)
        let merged = try #require(try a.file.load())
        #expect(merged.routine.name == "Day A (heavy)")
        // B's order, the later; the curl it did not know follows it.
        #expect(merged.routine.steps.map(\.name) == ["row", "squat", "bench", "curl"])
        #expect(merged.routine.steps.map(\.reps) == [8, 5, 3, 12])
        #expect(merged.routine.steps[1].note == "belt")
        #expect(try b.file.load() == merged)
        // A deletes the bench; B, earlier and offline, changes its reps: the deletion stays, and
        // B's other change (a new curl's reps) stays too.
        b.clock.set(Date(timeIntervalSince1970: 1_790_000_030))
        try b.edit {
            $0.routine.steps[2].reps = 4
            $0.routine.steps[3].reps = 10
        }
        a.clock.set(Date(timeIntervalSince1970: 1_790_000_040))
        try a.edit { $0.routine.steps.removeAll { $0.name == "bench" } }
        try sync(a, b)
        let after = try #require(try b.file.load())
        #expect(after.routine.steps.map(\.name) == ["row", "squat", "curl"])
        #expect(after.routine.steps.map(\.reps) == [8, 5, 10])
        #expect(try a.file.load() == after)
    }

    @Test(
        "the entries both devices changed since their last sync are named: a day's value, a step's reps; different entries, or an order one side changed only by additions, are not"
    )
    func bothChanged() throws {
        let folder = TemporaryFolder("sync-both")
        let (a, b) = { (list: [Replica]) in (list[0], list[1]) }(replicas(folder, skews: [0, 0]))
        try a.edit {
            $0.entries = [
                .init(date: "2026-11-01", value: 1, tags: []), .init(date: "2026-11-02", value: 2, tags: []),
            ]
            $0.routine = .init(
                name: "Day A", steps: [.init(name: "squat", reps: 5), .init(name: "bench", reps: 5)])
        }
        try sync(a, b)
        let base = a.bytes
        a.clock.set(Date(timeIntervalSince1970: 1_790_000_010))
        b.clock.set(Date(timeIntervalSince1970: 1_790_000_020))
        try a.edit {
            $0.entries[0].value = 10
            $0.entries[1].tags = ["x"]
            $0.routine.steps[0].reps = 3
            $0.routine.steps.append(.init(name: "row", reps: 8))
        }
        try b.edit {
            $0.entries[0].value = 20
            $0.routine.steps[0].reps = 4
            $0.routine.steps[1].note = "pause"
            $0.routine.steps.append(.init(name: "curl", reps: 12))
        }
        let layout = try #require(SyncLog.mergeLayout)
        #expect(
            DocumentMerge.bothChanged(base: base, ours: a.bytes, theirs: b.bytes, layout: layout)
                == ["2026-11-01", "squat reps"])
        #expect(DocumentMerge.bothChanged(base: nil, ours: a.bytes, theirs: b.bytes, layout: layout).isEmpty)
        try b.edit { $0.routine.steps.swapAt(0, 1) }
        #expect(
            DocumentMerge.bothChanged(base: base, ours: a.bytes, theirs: b.bytes, layout: layout)
                == ["2026-11-01", "squat reps"], "only B moved steps: A's addition is kept after them")
        #expect(DocumentMerge.bothChanged(base: base, ours: a.bytes, theirs: a.bytes, layout: layout).isEmpty)
        // One side removes a step the other edited: said once, as such.
        try a.edit { $0.routine.steps.removeAll { $0.name == "bench" } }
        try b.edit { $0.routine.steps[$0.routine.steps.firstIndex { $0.name == "bench" } ?? 0].reps = 9 }
        let said = DocumentMerge.bothChanged(base: base, ours: a.bytes, theirs: b.bytes, layout: layout)
        #expect(said.contains("bench: removed on one device and edited on the other"), "\(said)")
        #expect(!said.contains { $0.hasPrefix("bench ") }, "\(said)")
    }

    @Test(
        "a step moved on one device and another added on the other a minute later: the move stays, the new step after it, either side ours; two moves: the later"
    )
    func moveAndAdd() throws {
        let folder = TemporaryFolder("sync-move")
        let (a, b) = { (list: [Replica]) in (list[0], list[1]) }(replicas(folder, skews: [0, 0]))
        let steps = ["squat", "bench", "row"].map { SyncLog.Step(name: $0, reps: 5) }
        try a.edit { $0.routine = .init(name: "Day A", steps: steps) }
        try sync(a, b)
        let base = a.bytes
        a.clock.set(Date(timeIntervalSince1970: 1_790_000_010))
        b.clock.set(Date(timeIntervalSince1970: 1_790_000_020))
        try a.edit { $0.routine.steps.insert($0.routine.steps.removeLast(), at: 0) }
        try b.edit { $0.routine.steps.append(.init(name: "curl", reps: 12)) }
        let layout = try #require(SyncLog.mergeLayout)
        for (ours, theirs) in [(a.bytes, b.bytes), (b.bytes, a.bytes)] {
            let merged = try DocumentMerge.merge(base: base, ours: ours, theirs: theirs, layout: layout)
            guard case .valid(let log) = DocumentCoder.decode(SyncLog.self, from: merged) else {
                Issue.record("the merge does not read back")
                return
            }
            #expect(log.routine.steps.map(\.name) == ["row", "squat", "bench", "curl"])
        }
        #expect(DocumentMerge.bothChanged(base: base, ours: a.bytes, theirs: b.bytes, layout: layout).isEmpty)
        // Both moved: the later move stays, and is said.
        try b.edit { $0.routine.steps.swapAt(0, 1) }
        let merged = try DocumentMerge.merge(base: base, ours: a.bytes, theirs: b.bytes, layout: layout)
        guard case .valid(let log) = DocumentCoder.decode(SyncLog.self, from: merged) else {
            Issue.record("the merge does not read back")
            return
        }
        #expect(log.routine.steps.map(\.name) == ["bench", "squat", "row", "curl"])
        #expect(
            DocumentMerge.bothChanged(base: base, ours: a.bytes, theirs: b.bytes, layout: layout) == [
                "the order of steps"
            ])
    }

    @Test(
        "300 seeded scenarios of three devices with clocks a day apart: after everyone syncs twice, every copy is the same and every entry holds its latest acknowledged edit"
    )
    func property() throws {
        for seed in 1...300 as ClosedRange<UInt64> {
            try scenario(seed: seed, exchange: sync)
        }
    }

    /// What a file syncer (Syncthing) does when both copies changed: one stays, the other is
    /// written beside it as a conflict copy, and `data doctor --fix` folds the copy in; the
    /// result then reaches the other device.
    func syncthing(_ a: Replica, _ b: Replica) throws {
        let theirs = b.bytes
        guard !theirs.isEmpty else { return try sync(a, b) }
        guard !a.bytes.isEmpty else { return try theirs.write(to: a.file.url) }
        let copy = a.file.url.deletingLastPathComponent().appendingPathComponent(
            a.file.url.deletingPathExtension().lastPathComponent + ".sync-conflict-20261121-090000-PEER.json")
        try theirs.write(to: copy)
        let found = try #require(
            ConflictCopies.find(in: copy.deletingLastPathComponent()).first { $0.copy == copy })
        try ConflictCopies.fold(found, format: .of(SyncLog.self))
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        try a.bytes.write(to: b.file.url)
    }

    @Test(
        "the Syncthing path, 300 seeded scenarios: conflict copies folded by doctor's merge converge to the same copies with every latest acknowledged edit"
    )
    func syncthingProperty() throws {
        for seed in 1...300 as ClosedRange<UInt64> {
            try scenario(seed: seed, exchange: syncthing)
        }
    }

    /// One random edit of the routine: a step added at a random place, removed, its reps or
    /// note changed, moved, or the routine renamed.
    static func editRoutine(
        _ routine: inout SyncLog.Routine, choice: Int, step: String, random: inout ArchiveRandom
    ) {
        let index = routine.steps.firstIndex { $0.name == step }
        switch (choice, index) {
        case (5, nil):
            let place = random.below(routine.steps.count + 1)
            routine.steps.insert(.init(name: step, reps: 1 + random.below(12)), at: place)
        case (6, let index?): routine.steps.remove(at: index)
        case (7, let index?): routine.steps[index].reps = 1 + random.below(12)
        case (8, let index?):
            routine.steps[index].note = random.below(2) == 0 ? nil : "note \(random.below(5))"
        case (9, let index?):
            let moved = routine.steps.remove(at: index)
            routine.steps.insert(moved, at: random.below(routine.steps.count + 1))
        case (10, _): routine.name = "routine \(random.below(10))"
        default: break
        }
    }

    func scenario(seed: UInt64, exchange: (Replica, Replica) throws -> Void) throws {
        var random = ArchiveRandom(seed: seed)
        let folder = TemporaryFolder("sync-property")
        let skews: [TimeInterval] = [0, -86_400, 86_400].map { $0 * Double(random.below(2)) }
        let devices = replicas(folder, skews: skews)
        var now = 1_790_000_000.0
        // Every acknowledged edit of an entry: its id, its stamp, and the value (nil: deleted).
        var edits: [String: (stamp: String, value: JSONValue?)] = [:]
        let dates = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"]
        let tags = ["a", "b", "c"]
        for _ in 0..<(10 + random.below(30)) {
            now += Double(1 + random.below(5_000))
            for device in devices { device.clock.set(Date(timeIntervalSince1970: now)) }
            let device = devices[random.below(devices.count)]
            if random.below(4) == 0 {
                let other = devices[random.below(devices.count)]
                if other.file.url != device.file.url { try exchange(device, other) }
                continue
            }
            let date = dates[random.below(dates.count)]
            let tag = tags[random.below(tags.count)]
            let choice = random.below(11)
            let step = ["squat", "bench", "row", "curl"][random.below(4)]
            let before = try? JSONValue.parse(Array(device.bytes))
            try device.edit { log in
                let index = log.entries.firstIndex { $0.date == date }
                switch (choice, index) {
                case (0, nil), (1, nil):
                    log.entries.append(.init(date: date, value: random.below(100), tags: []))
                    log.entries.sort { $0.date < $1.date }
                case (0, let index?): log.entries[index].value = random.below(100)
                case (1, let index?): log.entries.remove(at: index)
                case (2, let index?):
                    if log.entries[index].tags.contains(tag) {
                        log.entries[index].tags.removeAll { $0 == tag }
                    } else {
                        log.entries[index].tags.append(tag)
                    }
                case (3, _): log.settings[tag] = random.below(2) == 0 ? nil : "\(random.below(10))"
                case (4, _): log.title = "title \(random.below(10))"
                case (5, _), (6, _), (7, _), (8, _), (9, _), (10, _):
                    Self.editRoutine(&log.routine, choice: choice, step: step, random: &random)
                default: break
                }
            }
            // What this edit stamped: every id whose stamp or tombstone changed.
            let after = try JSONValue.parse(Array(device.bytes))
            for section in ["stamps", "deleted"] {
                guard case .object(let members)? = after["sync"]?[section] else { continue }
                for (id, stamp) in members where before?["sync"]?[section]?[id] != stamp {
                    guard let text = stamp.string else { continue }
                    let value: JSONValue? = section == "deleted" ? nil : .bool(true)
                    if (edits[id]?.stamp ?? "") < text { edits[id] = (text, value) }
                }
            }
        }
        for _ in 0..<2 {
            for left in devices {
                for right in devices where left.file.url != right.file.url { try exchange(left, right) }
            }
        }
        let final = devices.map(\.bytes)
        #expect(Set(final).count == 1, "seed \(seed): the copies differ")
        let merged = try JSONValue.parse(Array(final[0]))
        // Nothing acknowledged is lost unless a later edit replaced it (a later deletion of the
        // day deletes its tags too).
        for (id, edit) in edits {
            let kept = merged["sync"]?["stamps"]?[id]?.string
            let deleted = merged["sync"]?["deleted"]?[id]?.string
            let final = kept ?? deleted ?? ""
            #expect(final >= edit.stamp, "seed \(seed): \(id) lost its latest edit")
            if final == edit.stamp {
                #expect((kept != nil) == (edit.value != nil), "seed \(seed): \(id) came back or went")
            }
        }
    }
}
