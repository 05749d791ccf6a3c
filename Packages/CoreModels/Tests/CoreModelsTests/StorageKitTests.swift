import CoreModels
import CoreModelsTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Storage kit: DESIGN.md §3 rules")
struct StorageKitTests {
    let folder = TemporaryFolder()

    func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test("atomic write replaces the file whole and leaves no temporary behind")
    func atomicWrite() throws {
        let url = folder.file("nested/deeper/note.json")
        try FileSystem.writeAtomically(Data("first".utf8), to: url)
        try FileSystem.writeAtomically(Data("second".utf8), to: url)
        #expect(try FileSystem.contents(of: url) == Data("second".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names == ["note.json"])
    }

    @Test("privacy: folders are 0700 and files 0600")
    func permissions() throws {
        let url = folder.file("private/a/note.json")
        try DocumentFile<Note>(url: url, context: fixedContext()).save(Note(title: "x", count: 1))
        #expect(try mode(url) == 0o600)
        #expect(try mode(url.deletingLastPathComponent()) == 0o700)
        #expect(try mode(folder.file("private")) == 0o700)
    }

    @Test("a missing file reads as nil; a leftover temporary from a crash is ignored")
    func missingAndLeftovers() throws {
        let file = DocumentFile<Note>(url: folder.file("note.json"), context: fixedContext())
        #expect(try file.load() == nil)
        try Data("{\"half".utf8).write(to: folder.file(".note.json.tmp-1-2"))
        try file.save(Note(title: "kept", count: 3))
        #expect(try file.load() == Note(title: "kept", count: 3))
    }

    @Test("versioned envelope: format, version and data are written")
    func envelope() throws {
        let url = folder.file("note.json")
        try DocumentFile<Note>(url: url, context: fixedContext()).save(Note(title: "t", count: 2))
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any]
        #expect(object?["format"] as? String == "test.note")
        #expect(object?["version"] as? Int == 2)
        #expect((object?["data"] as? [String: Any])?["title"] as? String == "t")
    }

    @Test("an older version is migrated on read")
    func migration() throws {
        let url = folder.file("note.json")
        try Data(#"{"format":"test.note","version":1,"data":{"name":"old"}}"#.utf8).write(to: url)
        #expect(
            try DocumentFile<Note>(url: url, context: fixedContext()).load() == Note(title: "old", count: 0))
    }

    @Test("a newer version is refused with a clear message and left byte-identical")
    func newerRefused() throws {
        let url = folder.file("note.json")
        let bytes = Data(#"{"format":"test.note","version":9,"data":{"future":true}}"#.utf8)
        try bytes.write(to: url)
        let log = CorruptionLog()
        let file = DocumentFile<Note>(url: url, context: fixedContext(log: log))
        #expect(throws: StorageError.newerFormat(file: url.path, found: 9, supported: 2)) { try file.load() }
        #expect(throws: StorageError.self) { try file.update { _ in Note(title: "x", count: 1) } }
        #expect(try Data(contentsOf: url) == bytes)
        #expect(log.all.isEmpty)
        let message = StorageError.newerFormat(file: "note.json", found: 9, supported: 2).errorDescription
        #expect(
            message
                == "note.json was written by a newer fitshell (format 9; this one reads up to 2). It was left untouched."
        )
    }

    @Test("validation: decoded but invalid data is set aside as NAME.corrupt-TIMESTAMP and reported")
    func validationQuarantine() throws {
        let url = folder.file("note.json")
        let bytes = Data(#"{"format":"test.note","version":2,"data":{"title":" ","count":1}}"#.utf8)
        try bytes.write(to: url)
        let log = CorruptionLog()
        #expect(try DocumentFile<Note>(url: url, context: fixedContext(log: log)).load() == nil)
        let aside = folder.file("note.json.corrupt-20260921T141320Z")
        #expect(try Data(contentsOf: aside) == bytes)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(
            log.all == [
                CorruptionReport(
                    file: url.path, movedTo: aside.path, reason: "invalid data: the title is empty")
            ])
    }

    @Test(
        "undecodable files are quarantined with a plain reason",
        arguments: [
            ("", "the file is empty"),
            ("{\"format\":\"test.note\",\"vers", "not valid JSON (truncated or damaged)"),
            (
                #"{"format":"other.thing","version":1,"data":{}}"#,
                "it holds 'other.thing' data, not 'test.note'"
            ),
            (#"{"format":"test.note","version":2,"data":{"title":"x"}}"#, "missing field 'count' in 'data'"),
            (
                #"{"format":"test.note","version":2,"data":{"title":"x","count":"many"}}"#,
                "wrong kind of value at 'data.count'"
            ),
        ])
    func decodeFailures(content: String, reason: String) throws {
        let url = folder.file("note.json")
        try Data(content.utf8).write(to: url)
        let log = CorruptionLog()
        #expect(try DocumentFile<Note>(url: url, context: fixedContext(log: log)).load() == nil)
        #expect(log.all.map(\.reason) == [reason])
        #expect(log.drain().count == 1 && log.all.isEmpty)
    }

    @Test("a second corruption in the same second gets its own name")
    func quarantineNamesDoNotCollide() throws {
        let url = folder.file("note.json")
        let file = DocumentFile<Note>(url: url, context: fixedContext())
        for _ in 0..<2 {
            try Data("garbage".utf8).write(to: url)
            _ = try file.load()
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["note.json.corrupt-20260921T141320Z", "note.json.corrupt-20260921T141320Z-2"])
    }

    @Test("invalid data is never written")
    func refusesInvalidSave() throws {
        let file = DocumentFile<Note>(url: folder.file("note.json"), context: fixedContext())
        try file.save(Note(title: "good", count: 1))
        #expect(
            throws: StorageError.invalid("Refusing to save invalid data to note.json: count -5 is negative")
        ) {
            try file.save(Note(title: "bad", count: -5))
        }
        #expect(try file.load() == Note(title: "good", count: 1))
    }

    @Test("a folder where a file should be is a load failure, not corruption")
    func folderInTheWay() throws {
        let url = folder.file("note.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let log = CorruptionLog()
        #expect(throws: StorageError.loadFailure(file: url.path, reason: "it is a folder, not a file")) {
            try DocumentFile<Note>(url: url, context: fixedContext(log: log)).load()
        }
        #expect(log.all.isEmpty)
    }

    @Test("locking: concurrent read-modify-writes lose no update")
    func lockedUpdates() throws {
        let file = DocumentFile<Note>(url: folder.file("counter.json"), context: fixedContext())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<40 {
                _ = try? file.update { current in
                    Note(title: "counter", count: (current?.count ?? 0) + 1)
                }
            }
        }
        #expect(try file.load()?.count == 320)
        #expect(FileManager.default.fileExists(atPath: folder.file(".counter.json.lock").path))
    }

    @Test("a failed change writes nothing")
    func failedChange() throws {
        let file = DocumentFile<Note>(url: folder.file("note.json"), context: fixedContext())
        try file.save(Note(title: "a", count: 1))
        #expect(throws: DocumentValidationError.self) {
            try file.update { _ in throw DocumentValidationError("no") }
        }
        #expect(try file.load() == Note(title: "a", count: 1))
    }

    @Test("rewriting the text and read-modify-writes share the lock: none loses another's update")
    func rewriteUnderTheLock() throws {
        let file = DocumentFile<Note>(url: folder.file("rewritten.json"), context: fixedContext())
        /// The text with the count one higher, made from the text (as a caller's cheap edit would).
        @Sendable func incremented(_ data: Data) -> Data? {
            guard case .valid(let note) = DocumentCoder.decode(Note.self, from: data) else { return nil }
            return try? DocumentCoder.encode(Note(title: note.title, count: note.count + 1))
        }
        let add: @Sendable (Note?) -> Note = { Note(title: "counter", count: ($0?.count ?? 0) + 1) }
        // No file yet: the change runs (the rewrite is not asked).
        #expect(
            try file.rewrite(
                { _ in
                    Issue.record("asked without a file")
                    return nil
                }, orUpdate: add)?.count == 1)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for _ in 0..<40 {
                if worker % 2 == 0 {
                    _ = try? file.rewrite(
                        incremented, orUpdate: { _ in throw DocumentValidationError("not here") })
                } else {
                    _ = try? file.update(add)
                }
            }
        }
        #expect(try file.load()?.count == 321)
        // A rewrite that declines leaves it to the change, which saves as `update` does.
        #expect(try file.rewrite({ _ in nil }, orUpdate: add) == Note(title: "counter", count: 322))
        #expect(try file.rewrite(incremented, orUpdate: add) == nil)
        #expect(try file.load()?.count == 323)
    }
}
