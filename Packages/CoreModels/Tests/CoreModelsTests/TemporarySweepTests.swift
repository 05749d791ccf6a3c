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
}
