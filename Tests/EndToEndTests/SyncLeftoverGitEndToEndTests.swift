import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension SyncEndToEndTests {
    /// A `git` first on the PATH that, for a merge, notes that it started, waits `seconds`, runs
    /// the real git and notes that it ended; every other command goes straight to the real git.
    /// The folder is made beside the data folders (`data doctor` would question it inside one).
    static func slowMergeGit(seconds: Int) throws -> URL {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent(
            "slow-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            case " $* " in
              *" merge -q "*)
                touch '\(bin.path)/merge-started'
                sleep \(seconds)
                /usr/bin/git "$@"; status=$?
                touch '\(bin.path)/merge-ended'
                exit $status ;;
            esac
            exec /usr/bin/git "$@"
            """
        let git = bin.appendingPathComponent("git")
        try Data(script.utf8).write(to: git)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
        return bin
    }

    @Test(
        "a sync killed while its git merges: the git it left running keeps the folder until it ends, so a weight added meanwhile waits, is kept and reaches the other device"
    )
    func killedSyncLeavesGitRunning() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        let (laptop, desktop) = (pair.laptop, pair.desktop)
        // Something on origin for the laptop to merge, and a change of its own.
        #expect(try desktop.run("weight", "add", "79.1", "--date", "2026-10-01").status == 0)
        #expect(try desktop.run("sync").status == 0)
        #expect(try laptop.run("weight", "add", "81.2", "--date", "2026-10-02").status == 0)
        let bin = try Self.slowMergeGit(seconds: 2)
        defer { try? FileManager.default.removeItem(at: bin) }
        let sync = laptop.process(["sync"])
        sync.environment?["PATH"] = bin.path + ":/usr/bin:/bin"
        sync.standardOutput = FileHandle.nullDevice
        sync.standardError = FileHandle.nullDevice
        try sync.run()
        let started = bin.appendingPathComponent("merge-started").path
        let ended = bin.appendingPathComponent("merge-ended").path
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: started) { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: started), "the sync reached its merge")
        kill(sync.processIdentifier, SIGKILL)
        sync.waitUntilExit()
        #expect(!FileManager.default.fileExists(atPath: ended), "the merge is still running")

        let add = try laptop.run("weight", "add", "80.7", "--date", "2026-10-03")
        #expect(add.status == 0, "\(add.stderr)")
        #expect(FileManager.default.fileExists(atPath: ended), "the weight waited for the git left running")
        #expect(add.stderr.contains("Waiting for a sync of this folder to finish"), "\(add.stderr)")

        let finish = try laptop.run("sync")
        #expect(finish.status == 0, "\(finish.stdout)\(finish.stderr)")
        #expect(try desktop.run("sync").status == 0)
        let list = try desktop.run("weight", "list", "--from", "2026-10-01", "--to", "2026-10-31", "--json")
        let weights = try JSONDecoder().decode([Weight].self, from: Data(list.stdout.utf8))
        #expect(weights.map(\.date) == ["2026-10-01", "2026-10-02", "2026-10-03"], "\(list.stdout)")
        #expect(weights.map(\.kg) == [79.1, 81.2, 80.7])
        let doctor = try laptop.run("data", "doctor")
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }
}
