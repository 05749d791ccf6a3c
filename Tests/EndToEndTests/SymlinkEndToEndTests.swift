import Foundation
import Testing

/// Writes never go through symbolic links inside the data folder, and temporary files left by
/// killed writers are cleaned up by the next write to their folder.
@Suite("E2E: no writes through links; leftovers cleaned")
struct SymlinkEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    @Test("a linked journal folder and a linked lock file are refused (74); nothing lands at their targets")
    func links() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("journal", "tag", "sore").status == 0)
        let elsewhere = fitshell.home.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let journal = fitshell.file("journal")
        try FileManager.default.removeItem(at: journal)
        try FileManager.default.createSymbolicLink(at: journal, withDestinationURL: elsewhere)
        let linkedFolder = try fitshell.run("journal", "tag", "sore")
        #expect(linkedFolder.status == 74 && linkedFolder.stderr.contains("is a symbolic link"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).filter { !$0.hasPrefix(".") }
                .isEmpty)
        try FileManager.default.removeItem(at: journal)
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("created-by-lock")
        try FileManager.default.createSymbolicLink(
            at: journal.appendingPathComponent(".2026-11.json.lock"), withDestinationURL: target)
        let linkedLock = try fitshell.run("journal", "tag", "sore")
        #expect(linkedLock.status == 74 && linkedLock.stderr.contains("lock file is a symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("a temporary file of a writer that no longer runs is removed by the next write there")
    func leftovers() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("journal", "tag", "sore").status == 0)
        let stale = fitshell.file("journal/.2026-11.json.tmp-999999-7")
        #expect(FileManager.default.createFile(atPath: stale.path, contents: Data("half".utf8)))
        #expect(try fitshell.run("journal", "tag", "travel").status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }
}
