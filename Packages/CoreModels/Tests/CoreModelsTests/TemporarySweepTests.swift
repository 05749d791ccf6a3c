import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

@Suite("Leftover temporaries: which names are a writer's, and which are swept")
struct TemporarySweepTests {
    @Test(
        "the writer's process id is read from temporary names only",
        arguments: [
            (".note.json.tmp-123-456", Int32(123)), (".tmp-77-1", 77), (".a.tmp-b.tmp-9-1", 9),
            (".log-2026-11.json.lock", nil), ("note.json.tmp-5-1", nil), (".note.json.tmp--5", nil),
            (".note.json.tmp-", nil), (".note.json.tmp-12a-1", nil), (".x.tmp-99999999999-1", nil),
            (".é.tmp-42", 42),
        ] as [(String, Int32?)])
    func writer(name: String, pid: Int32?) {
        #expect(FileSystem.temporaryWriter(of: name) == pid)
    }

    @Test("a dead writer's temporary is removed on the first save in its folder; locks and live ones stay")
    func sweep() throws {
        let folder = TemporaryFolder("sweep")
        // Process ids above the kernel's limit (4,194,304) never run.
        let dead = folder.file(".note.json.tmp-4194999-1")
        let mine = folder.file(".note.json.tmp-\(getpid())-1")
        let lock = folder.file(".note.json.lock")
        for url in [dead, mine, lock] { try Data("x".utf8).write(to: url) }
        try FileSystem.writeAtomically(Data("{}".utf8), to: folder.file("note.json"))
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: mine.path))
        #expect(FileManager.default.fileExists(atPath: lock.path))
    }

    @Test(
        "a path splits into its folder and name",
        arguments: [
            ("/a/b/c.json", "/a/b", "c.json"), ("/c.json", "/", "c.json"), ("/a/b/", "/a", "b"),
            ("relative/x.json", "relative", "x.json"), ("x.json", ".", "x.json"), ("/a//b/c", "/a//b", "c"),
            ("/tmp/é ü/x y.json", "/tmp/é ü", "x y.json"),
        ])
    func split(path: String, folder: String, name: String) {
        let split = FileSystem.split(path)
        #expect(split.folder == folder)
        #expect(split.name == name)
    }

    @Test("a file written in a folder that does not exist yet creates it, and leaves no temporary")
    func writesIntoNewFolders() throws {
        let folder = TemporaryFolder("split")
        let target = folder.file("one/two/three.json")
        try FileSystem.writeAtomically(Data("{}".utf8), to: target)
        #expect(try Data(contentsOf: target) == Data("{}".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("one/two").path)
        #expect(names == ["three.json"])
    }
}
