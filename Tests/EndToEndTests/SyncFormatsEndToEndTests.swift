import Foundation
import Testing

/// Sync of what is not an entry-by-entry merge: two workouts in progress, files written by an
/// older fitshell (an earlier format version) and by a newer one.
extension SyncEndToEndTests {
    /// Runs `git -C folder ARGUMENTS` as a person would (their own commits, outside fitshell).
    static func git(_ folder: URL, _ arguments: String...) throws -> Int32 { try git(folder, arguments) }

    static func git(_ folder: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", folder.path] + arguments
        process.environment = [
            "HOME": folder.path, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t", "PATH": "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The envelope of a data file, as JSON.
    static func envelope(_ url: URL) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
    }

    @Test(
        "two workouts in progress: the one changed last stays on both devices and the other is a draft that resumes; a Syncthing copy of a workout in progress becomes a draft too"
    )
    func workoutsInProgress() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        var (laptop, desktop) = (pair.laptop, pair.desktop)
        laptop.now = "2026-11-21T07:00:00Z"
        desktop.now = "2026-11-21T07:30:00Z"
        for (device, name, exercise, weight) in [
            (laptop, "Garage", "barbell bench press", "60"), (desktop, "Gym", "barbell squat", "100"),
        ] {
            #expect(try device.run("workout", "start", "--name", name, "--skip-checkin").status == 0)
            let added = try device.run("workout", "add-exercise", exercise, "--sets", "3")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(try device.run("workout", "done", "--weight", weight, "--reps", "5").status == 0)
        }
        #expect(try laptop.run("sync").status == 0)
        let merged = try desktop.run("sync")
        #expect(merged.status == 0 && merged.stdout.contains("kept as a draft"), "\(merged.stdout)")
        let back = try laptop.run("sync")
        #expect(back.stdout.contains("kept as a draft"), "the laptop is told too: \(back.stdout)")
        for device in [laptop, desktop] {
            let status = try device.run("workout", "status").stdout
            #expect(status.contains("Gym") && status.contains("1 draft kept by a sync"), "\(status)")
            let drafts = try device.run("workout", "drafts").stdout
            #expect(drafts.contains("Garage") && drafts.contains("1/3"), "\(drafts)")
        }
        // The draft goes on once the workout in progress is finished.
        #expect(try laptop.run("workout", "drafts", "resume", "1").status != 0, "refused while one is active")
        #expect(try laptop.run("workout", "finish").status == 0)
        let resumed = try laptop.run("workout", "drafts", "resume", "1")
        #expect(resumed.status == 0 && resumed.stdout.contains("Resumed Garage: 1/3"), "\(resumed.stdout)")
        #expect(try laptop.run("workout", "done", "--weight", "60", "--reps", "5").status == 0)
        #expect(try laptop.run("workout", "drafts").stdout.contains("No drafts"))
        // A file syncer's conflict copy of the workout in progress: doctor --fix makes it a draft.
        desktop.now = "2026-11-21T06:00:00Z"
        #expect(try desktop.run("workout", "cancel", "--yes").status == 0)
        #expect(try desktop.run("workout", "drafts", "discard", "1", "--yes").status == 0)
        #expect(try desktop.run("workout", "start", "--name", "Hotel", "--skip-checkin").status == 0)
        try FileManager.default.copyItem(
            at: desktop.file("workouts/active-workout.json"),
            to: laptop.file("workouts/active-workout.sync-conflict-20261121-060000-DESKTOP.json"))
        let fixed = try laptop.run("data", "doctor", "--fix")
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(try laptop.run("workout", "status").stdout.contains("Garage"), "the later change stays")
        #expect(try laptop.run("workout", "drafts").stdout.contains("Hotel"))
    }

    @Test(
        "format versions: a file an older fitshell wrote (no stamps) merges with this one's; a remote holding a newer fitshell's file stops setup and sync and nothing changes"
    )
    func formatVersions() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        let remote = pair.remote
        var (laptop, desktop) = (pair.laptop, pair.desktop)
        #expect(try laptop.run("sync").status == 0)
        // The desktop's fitshell is older: its weight file is version 2, without stamps.
        desktop.now = "2026-11-21T09:00:00Z"
        #expect(try desktop.run("weight", "add", "79.5", "--date", "2026-11-19").status == 0)
        let weights = desktop.file("weight/2026.json")
        var old = try Self.envelope(weights)
        #expect(old["version"] as? Int == 3)
        old["version"] = 2
        old["sync"] = nil
        try JSONSerialization.data(withJSONObject: old).write(to: weights)
        #expect(try Self.git(desktop.profileFolder, "commit", "-qam", "an older fitshell") == 0)
        #expect(try Self.git(desktop.profileFolder, "push", "-q", "origin", "main") == 0)
        laptop.now = "2026-11-21T10:00:00Z"
        #expect(try laptop.run("weight", "add", "81", "--date", "2026-11-21").status == 0)
        let sync = try laptop.run("sync")
        #expect(sync.status == 0 && !sync.stdout.contains("conflict"), "\(sync.stdout)\(sync.stderr)")
        let list = try laptop.run("weight", "list", "--from", "2026-11-19", "--json").stdout
        let merged = try JSONDecoder().decode([Weight].self, from: Data(list.utf8))
        #expect(merged.map(\.kg) == [79.5, 80, 81], "\(list)")
        #expect(try Self.envelope(laptop.file("weight/2026.json"))["version"] as? Int == 3)
        // A newer fitshell pushes a file this one cannot read: the sync stops before merging.
        #expect(try desktop.run("sync").status == 0)
        var newer = try Self.envelope(weights)
        newer["version"] = 4
        try JSONSerialization.data(withJSONObject: newer).write(to: weights)
        #expect(try Self.git(desktop.profileFolder, "commit", "-qam", "a newer fitshell") == 0)
        #expect(try Self.git(desktop.profileFolder, "push", "-q", "origin", "main") == 0)
        #expect(try laptop.run("weight", "add", "81.2", "--date", "2026-11-17").status == 0)
        let before = try Data(contentsOf: laptop.file("weight/2026.json"))
        let refused = try laptop.run("sync")
        #expect(refused.status == 65 && refused.stderr.contains("newer fitshell"), "\(refused.stderr)")
        #expect(try Data(contentsOf: laptop.file("weight/2026.json")) == before)
        // A new device cannot join either, and its folder is left as it was.
        var third = Fitshell(now: "2026-11-22T10:00:00Z")
        defer { third.cleanUp() }
        third.device = "phone"
        let join = try third.run("sync", "setup", remote.path)
        #expect(join.status == 65 && join.stderr.contains("newer fitshell"), "\(join.stderr)")
        #expect(!FileManager.default.fileExists(atPath: third.file(".git").path))
    }

    @Test(
        "a merge a killed sync left unfinished: the edits saved after it stay when the next sync starts over"
    )
    func unfinishedMerge() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        var (laptop, desktop) = (pair.laptop, pair.desktop)
        laptop.now = "2026-11-21T07:00:00Z"
        desktop.now = "2026-11-21T08:00:00Z"
        #expect(try laptop.run("weight", "add", "81", "--date", "2026-11-21").status == 0)
        #expect(try laptop.run("sync").status == 0)
        #expect(try desktop.run("weight", "add", "79", "--date", "2026-11-19").status == 0)
        // The desktop's sync stopped in the middle of its merge (as when killed there): git
        // holds a merge in progress, the weight file still this device's version.
        let folder = desktop.profileFolder
        #expect(try Self.git(folder, "add", "-A") == 0)
        #expect(try Self.git(folder, "commit", "-qm", "desktop edits") == 0)
        #expect(try Self.git(folder, "fetch", "-q", "origin") == 0)
        #expect(try Self.git(folder, "-c", "merge.fitshell.driver=false", "merge", "origin/main") != 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git/MERGE_HEAD").path))
        // An edit acknowledged while the merge is unfinished.
        desktop.now = "2026-11-21T08:10:00Z"
        #expect(try desktop.run("weight", "add", "79.4", "--date", "2026-11-20", "--replace").status == 0)
        let sync = try desktop.run("sync")
        #expect(sync.status == 0, "\(sync.stdout)\(sync.stderr)")
        #expect(try laptop.run("sync").status == 0)
        for device in [laptop, desktop] {
            let list = try device.run("weight", "list", "--from", "2026-11-19", "--json").stdout
            let weights = try JSONDecoder().decode([Weight].self, from: Data(list.utf8))
            #expect(weights.map(\.kg) == [79, 79.4, 81], "\(device.device ?? ""): \(list)")
        }
    }

    @Test(
        "from a user's review: a hand edit that breaks a file stops the sync and a file set aside comes back; supplements and tags added on two devices all stay; a workout changed elsewhere refreshes the history; a re-made remote and offline runs say so"
    )
    func reviewFixes() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        let remote = pair.remote
        var (laptop, desktop) = (pair.laptop, pair.desktop)
        // A broken hand edit never leaves this device; once set aside, the synced version returns.
        let weights = laptop.file("weight/2026.json")
        let good = try Data(contentsOf: weights)
        try Data(#"{"data":{"entries":[{"date":"2026-11-15","mass":80"#.utf8).write(to: weights)
        let refused = try laptop.run("sync")
        #expect(
            refused.status == 65 && refused.stderr.contains("weight/2026.json cannot be read"),
            "\(refused.stderr)")
        #expect(try laptop.run("weight", "list").status == 65, "read once: set aside")
        #expect(try laptop.run("sync").status == 0)
        #expect(try Data(contentsOf: weights) == good)
        // Supplements and tags are entries of their lists.
        #expect(try laptop.run("supplements", "add", "Ashwagandha", "--stack", "evening").status == 0)
        #expect(try laptop.run("journal", "tags", "add", "deload").status == 0)
        #expect(try desktop.run("supplements", "add", "Caffeine", "--stack", "morning").status == 0)
        #expect(try desktop.run("journal", "tags", "add", "fasted").status == 0)
        for device in [laptop, desktop, laptop] { #expect(try device.run("sync").status == 0) }
        for device in [laptop, desktop] {
            let supplements = try device.run("supplements", "show").stdout
            #expect(supplements.contains("Ashwagandha") && supplements.contains("Caffeine"), "\(supplements)")
            let tags = try device.run("journal", "tags").stdout
            #expect(tags.contains("deload") && tags.contains("fasted"), "\(tags)")
        }
        // A finished workout the other device changed: this device's history shows the change.
        laptop.now = "2026-11-21T07:00:00Z"
        #expect(try laptop.run("workout", "start", "--name", "W", "--skip-checkin").status == 0)
        #expect(try laptop.run("workout", "add-exercise", "barbell squat", "--sets", "2").status == 0)
        #expect(try laptop.run("workout", "done", "--weight", "100", "--reps", "5").status == 0)
        #expect(try laptop.run("sync").status == 0)
        desktop.now = "2026-11-21T07:04:00Z"
        #expect(try desktop.run("sync").status == 0)
        desktop.now = "2026-11-21T07:05:00Z"
        #expect(try desktop.run("workout", "done", "--weight", "110", "--reps", "5").status == 0)
        laptop.now = "2026-11-21T07:06:00Z"
        #expect(try laptop.run("workout", "finish").status == 0)
        for device in [laptop, desktop, laptop] { #expect(try device.run("sync").status == 0) }
        desktop.now = "2026-11-21T07:10:00Z"
        #expect(try desktop.run("workout", "drafts", "resume", "1").status == 0)
        #expect(try desktop.run("workout", "finish").status == 0)
        for device in [desktop, laptop] { #expect(try device.run("sync").status == 0) }
        for device in [laptop, desktop] {
            let history = try device.run("history").stdout
            #expect(history.contains("1,050 kg"), "\(device.device ?? ""): \(history)")
        }
        // Offline, in JSON; then a remote made again from scratch.
        #expect(try Self.git(laptop.profileFolder, "remote", "set-url", "origin", remote.path + ".gone") == 0)
        let offline = try laptop.run("sync", "--json")
        #expect(offline.status == 0 && offline.stdout.contains(#""reached" : false"#), "\(offline.stdout)")
        #expect(try Self.git(laptop.profileFolder, "remote", "set-url", "origin", remote.path) == 0)
        try FileManager.default.removeItem(at: remote)
        #expect(try Self.git(laptop.home, "init", "-q", "--bare", remote.path) == 0)
        var phone = Fitshell(now: "2026-11-21T08:00:00Z")
        defer { phone.cleanUp() }
        phone.device = "phone"
        #expect(try phone.run("weight", "add", "80.8", "--date", "2026-11-20").status == 0)
        #expect(try phone.run("sync", "setup", remote.path).status == 0, "a new device fills the new remote")
        let unrelated = try laptop.run("sync")
        #expect(
            unrelated.status == 65 && unrelated.stderr.contains("sync setup"),
            "\(unrelated.stdout)\(unrelated.stderr)")
        #expect(try laptop.run("sync", "setup", remote.path).status == 0)
        #expect(try laptop.run("sync").status == 0)
    }
}
