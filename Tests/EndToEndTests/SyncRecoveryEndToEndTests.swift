import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension SyncEndToEndTests {
    /// A `git` first on the PATH that, for a merge, notes that it started, waits for a `go` file
    /// (a minute at most), runs the real git and notes that it ended; every other command goes
    /// straight to the real git. The folder is made beside the data folders (`data doctor`
    /// would question it inside one).
    static func heldMergeGit() throws -> URL {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent(
            "held-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            case " $* " in
              *" merge -q "*)
                touch '\(bin.path)/merge-started'
                n=0
                while [ ! -e '\(bin.path)/go' ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
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

    /// Waits up to a minute for `done` (a loaded machine runs a sync's first steps slowly);
    /// whether it came.
    static func waitFor(_ done: () -> Bool) -> Bool {
        for _ in 0..<1_200 {
            if done() { return true }
            usleep(50_000)
        }
        return done()
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
        let bin = try Self.heldMergeGit()
        let go = bin.appendingPathComponent("go")
        defer {
            #expect(FileManager.default.createFile(atPath: go.path, contents: nil))
            _ = Self.waitFor {
                FileManager.default.fileExists(atPath: bin.appendingPathComponent("merge-ended").path)
            }
            try? FileManager.default.removeItem(at: bin)
        }
        let sync = laptop.process(["sync"])
        sync.environment?["PATH"] = bin.path + ":/usr/bin:/bin"
        sync.standardOutput = FileHandle.nullDevice
        sync.standardError = FileHandle.nullDevice
        try sync.run()
        defer { if sync.isRunning { kill(sync.processIdentifier, SIGKILL) } }
        let started = bin.appendingPathComponent("merge-started").path
        let ended = bin.appendingPathComponent("merge-ended").path
        try #require(
            Self.waitFor { FileManager.default.fileExists(atPath: started) }, "the sync reached its merge")
        kill(sync.processIdentifier, SIGKILL)
        sync.waitUntilExit()

        // The weight waits for the merge the killed sync left running, and says so.
        let add = laptop.process(["weight", "add", "80.7", "--date", "2026-10-03"])
        let said = laptop.home.deletingLastPathComponent().appendingPathComponent(
            "add-\(UUID().uuidString).txt")
        #expect(FileManager.default.createFile(atPath: said.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: said) }
        add.standardOutput = FileHandle.nullDevice
        add.standardError = try FileHandle(forWritingTo: said)
        try add.run()
        let notice = "Waiting for a sync of this folder to finish"
        #expect(
            Self.waitFor { (try? String(contentsOf: said, encoding: .utf8))?.contains(notice) == true },
            "the weight said it waits")
        #expect(
            add.isRunning && !FileManager.default.fileExists(atPath: ended),
            "the merge still holds the folder")
        #expect(FileManager.default.createFile(atPath: go.path, contents: nil))
        add.waitUntilExit()
        #expect(add.terminationStatus == 0, "\((try? String(contentsOf: said, encoding: .utf8)) ?? "")")
        #expect(FileManager.default.fileExists(atPath: ended), "the weight was saved after the merge ended")

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

    @Test(
        "a weight file damaged on one device, a weight added there after the notice, then syncs: every earlier day stays on both devices",
        arguments: ["garbage", #"{"format":"fitshell.weight-year","version":3,"data":{"mass":"oops"}}"#])
    func damagedThenWrittenAgain(damage: String) throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        var (laptop, desktop) = (pair.laptop, pair.desktop)
        for (day, kilograms) in [("2026-11-08", "80.1"), ("2026-11-09", "80.3"), ("2026-11-10", "80.2")] {
            #expect(try laptop.run("weight", "add", kilograms, "--date", day).status == 0)
        }
        #expect(try laptop.run("sync").status == 0)
        #expect(try desktop.run("sync").status == 0)
        try Data(damage.utf8).write(to: laptop.file("weight/2026.json"))
        laptop.now = "2026-11-21T07:00:00Z"
        let add = try laptop.run("weight", "add", "79.5", "--date", "2026-11-11")
        #expect(add.status == 65 && add.stderr.contains("set aside"), "\(add.stderr)")
        #expect(try laptop.run("sync").status == 0)
        #expect(try desktop.run("sync").status == 0)
        #expect(try laptop.run("sync").status == 0)
        for device in [laptop, desktop] {
            let list = try device.run(
                "weight", "list", "--from", "2026-11-01", "--to", "2026-11-15", "--json")
            let weights = try JSONDecoder().decode([Weight].self, from: Data(list.stdout.utf8))
            #expect(
                weights.map(\.date) == ["2026-11-08", "2026-11-09", "2026-11-10", "2026-11-11"],
                "\(device.device ?? ""): \(list.stdout)")
            #expect(weights.map(\.kg) == [80.1, 80.3, 80.2, 79.5])
        }
    }
}
