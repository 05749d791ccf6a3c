import CoreModels
import CoreModelsTesting
import Foundation
import Testing

/// A stamped log whose version 2 only added the stamps: version 1 files hold the same data.
struct StampedLog: VersionedDocument, Equatable {
    static let format = "test.stamped-log"
    static let currentVersion = 2
    static let dataUnchangedSince = 1
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["entries"], key: "date")])

    struct Entry: Codable, Equatable {
        var date: String
        var value: Int
    }

    var entries: [Entry] = []
}

/// A workout-in-progress-like document: two versions are alternatives, never merged.
struct Session: VersionedDocument, Equatable {
    static let format = "test.session"
    static let currentVersion = 1
    static let mergeLayout: MergeLayout? = .alternatives

    var name: String
    var sets: Int

    func validate() throws {
        if sets < 0 { throw DocumentValidationError("negative sets") }
    }
}

@Suite("Sync: format versions and alternatives")
struct SyncFormatVersionTests {
    let folder = TemporaryFolder("sync-versions")

    func context(_ device: String, at seconds: TimeInterval) -> StorageContext {
        let clock = SteppedClock()
        clock.set(Date(timeIntervalSince1970: seconds))
        return StorageContext(clock: clock, device: device)
    }

    func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(
        "a version-1 file (no stamps) reads as the current version and is written back as version 2 with stamps"
    )
    func olderVersionReads() throws {
        let url = folder.file("log.json")
        try Data(
            #"{"format":"test.stamped-log","version":1,"data":{"entries":[{"date":"d1","value":1}]}}"#.utf8
        )
        .write(to: url)
        let file = DocumentFile<StampedLog>(url: url, context: context("laptop", at: 1_800_000_000))
        #expect(try file.load() == StampedLog(entries: [.init(date: "d1", value: 1)]))
        try file.update { log in
            var log = log ?? StampedLog()
            log.entries.append(.init(date: "d2", value: 2))
            return log
        }
        let written = try object(try Data(contentsOf: url))
        #expect(written["version"] as? Int == 2)
        let stamps = try #require((written["sync"] as? [String: Any])?["stamps"] as? [String: String])
        #expect(stamps.keys.contains { $0.hasSuffix("d2") } && !stamps.keys.contains { $0.hasSuffix("d1") })
        // A newer version is still refused and left byte-identical.
        let newer = Data(#"{"format":"test.stamped-log","version":3,"data":{"entries":[]}}"#.utf8)
        try newer.write(to: url)
        #expect(throws: StorageError.self) { try file.load() }
        #expect(try Data(contentsOf: url) == newer)
    }

    @Test("an older device's version-1 copy merges with a stamped version-2 copy, entry by entry, both ways")
    func mergeAcrossVersions() throws {
        let format = DocumentFormat.of(StampedLog.self)
        let old = Data(
            #"{"format":"test.stamped-log","version":1,"data":{"entries":[{"date":"d1","value":10},{"date":"d3","value":3}]}}"#
                .utf8)
        let url = folder.file("new.json")
        try old.write(to: url)
        let file = DocumentFile<StampedLog>(url: url, context: context("desktop", at: 1_800_000_000))
        try file.update { log in
            var log = log ?? StampedLog()
            log.entries.append(.init(date: "d2", value: 2))
            return log
        }
        let new = try Data(contentsOf: url)
        #expect(format.upgraded(new) == nil, "already current")
        let upgraded = try #require(format.upgraded(old))
        #expect(try object(upgraded)["version"] as? Int == 2)
        for (ours, theirs) in [(old, new), (new, old)] {
            let merged = try format.merge(base: nil, ours: ours, theirs: theirs)
            #expect(format.problem(in: merged) == nil)
            let data = try #require(try object(merged)["data"] as? [String: Any])
            let entries = try #require(data["entries"] as? [[String: Any]])
            #expect(Set(entries.compactMap { $0["date"] as? String }) == ["d1", "d2", "d3"])
            #expect(try object(merged)["version"] as? Int == 2)
        }
    }

    @Test(
        "alternatives: the version changed last stays and the other is the draft, whichever side is ours; equal data keeps one; invalid is refused"
    )
    func alternatives() throws {
        let format = DocumentFormat.of(Session.self)
        func saved(_ session: Session, _ device: String, at seconds: TimeInterval) throws -> Data {
            let url = folder.file("\(device)-\(Int(seconds)).json")
            try DocumentFile<Session>(url: url, context: context(device, at: seconds)).save(session)
            return try Data(contentsOf: url)
        }
        let early = try saved(Session(name: "garage", sets: 4), "laptop", at: 1_800_000_000)
        let late = try saved(Session(name: "gym", sets: 1), "desktop", at: 1_800_000_600)
        for (ours, theirs) in [(early, late), (late, early)] {
            let (kept, draft) = try format.alternatives(ours: ours, theirs: theirs)
            #expect(kept == late && draft == early)
        }
        #expect(try format.alternatives(ours: early, theirs: early).draft == nil)
        #expect(throws: DocumentMerge.Refusal.self) { try format.merge(base: nil, ours: early, theirs: late) }
        let invalid = Data(#"{"format":"test.session","version":1,"data":{"name":"x","sets":-1}}"#.utf8)
        #expect(throws: DocumentMerge.Refusal.self) { try format.alternatives(ours: early, theirs: invalid) }
        // A draft's name comes from its content, so the same draft kept on two devices is one file.
        let original = folder.file("session.json")
        let first = try ConflictCopies.keepDraft(early, of: original)
        let second = try ConflictCopies.keepDraft(early, of: original)
        #expect(first == second && first.deletingLastPathComponent().lastPathComponent == "drafts")
        #expect(try ConflictCopies.keepDraft(late, of: original) != first)
    }

    @Test(
        "a file syncer's copy of an alternative: doctor's fold keeps the later one and makes the other a draft"
    )
    func foldAlternatives() throws {
        let original = folder.file("session.json")
        let copy = folder.file("session.sync-conflict-20261121-090000-ABC.json")
        try DocumentFile<Session>(url: original, context: context("laptop", at: 1_800_000_000))
            .save(Session(name: "garage", sets: 4))
        try DocumentFile<Session>(url: copy, context: context("desktop", at: 1_800_000_600))
            .save(Session(name: "gym", sets: 1))
        let later = try Data(contentsOf: copy)
        let found = try #require(ConflictCopies.find(in: folder.url).first)
        try ConflictCopies.fold(found, format: .of(Session.self))
        #expect(try Data(contentsOf: original) == later)
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        let drafts = try FileManager.default.contentsOfDirectory(atPath: folder.file("drafts").path)
        #expect(drafts.count == 1)
        let draft = try DocumentFile<Session>(
            url: folder.file("drafts/\(drafts[0])"), context: StorageContext()
        ).load()
        #expect(draft == Session(name: "garage", sets: 4))
    }

    @Test("stamps read back what they write and refuse anything else; JSON text escapes what it must")
    func stampAndTextCodecs() throws {
        for stamp in [
            HybridStamp(millis: 1_795_168_800_000, counter: 3, device: "laptop"),
            HybridStamp(millis: 0, counter: 0, device: ""),
            HybridStamp(millis: 42, counter: 10_000, device: "a.b c"),
        ] {
            #expect(HybridStamp(stamp.description) == stamp)
        }
        for bad in ["", "1", "1.2", ".1.x", "1..x", "-1.2.x", "1.-2.x", "12345678901234567890.1.x", "1a.2.x"]
        {
            #expect(HybridStamp(bad) == nil, "\(bad)")
        }
        let value = JSONValue.object([
            "b": .string("quote \" back\\ tab\t nl\n unit\u{1F} é"),
            "a": .array([.number("1"), .null, .bool(true)]),
        ])
        #expect(value.text == #"{"a":[1,null,true],"b":"quote \" back\\ tab\t nl\n unit\u001f é"}"#)
        #expect(try JSONValue.parse(Array(value.text.utf8)) == value)
    }
}
