import Foundation
import Testing

@Suite("E2E: two devices' data merged entry by entry")
struct SyncEndToEndTests {
    struct Weight: Decodable {
        let date: String
        let kg: Double
    }

    /// Two devices that start from the same data folder.
    func devices() throws -> (Fitshell, Fitshell) {
        var laptop = Fitshell(now: "2026-11-20T08:00:00Z")
        laptop.device = "laptop"
        #expect(try laptop.run("weight", "add", "80").status == 0)
        #expect(try laptop.run("weight", "add", "80.4", "--date", "2026-11-18").status == 0)
        #expect(try laptop.run("supplements", "take", "vitamin d3").status == 0)
        #expect(try laptop.run("settings", "unit", "kg").status == 0)
        var desktop = Fitshell(now: "2026-11-20T08:00:00Z")
        desktop.device = "desktop"
        try FileManager.default.createDirectory(
            at: desktop.home.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: desktop.home)
        try FileManager.default.copyItem(at: laptop.home, to: desktop.home)
        return (laptop, desktop)
    }

    /// A laptop with the start data, an empty desktop, and a new bare repository between them;
    /// `nil` (saying so) without git. With `create: false` the repository is only named.
    func sharedRemote(create: Bool = true) throws -> (Fitshell, Fitshell, URL)? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else {
            print("Skipped: git is not installed (.ci/run installs it).")
            return nil
        }
        let (laptop, desktop) = try devices()
        try? FileManager.default.removeItem(at: desktop.home)
        let remote = laptop.home.deletingLastPathComponent().appendingPathComponent(
            UUID().uuidString + ".git")
        if create {
            let bare = Process()
            bare.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            bare.arguments = ["init", "-q", "--bare", remote.path]
            try bare.run()
            bare.waitUntilExit()
        }
        return (laptop, desktop, remote)
    }

    /// Removes both devices' folders and the remote.
    static func cleanUp(_ laptop: Fitshell, _ desktop: Fitshell, _ remote: URL) {
        laptop.cleanUp()
        desktop.cleanUp()
        try? FileManager.default.removeItem(at: remote)
    }

    /// Runs `arguments` on `device` at `instant`, expecting success; what it printed.
    @discardableResult
    static func succeeded(_ device: inout Fitshell, _ instant: String, _ arguments: [String]) throws -> String
    {
        device.now = instant
        let run = try device.run(arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return run.stdout
    }

    /// A laptop and a desktop that both synced once through a new bare repository.
    struct Pair {
        let laptop: Fitshell
        let desktop: Fitshell
        let remote: URL

        func cleanUp() {
            laptop.cleanUp()
            desktop.cleanUp()
            try? FileManager.default.removeItem(at: remote)
        }
    }

    /// Two devices set up on one remote; `nil` (saying so) without git.
    func syncingPair() throws -> Pair? {
        guard let (laptop, desktop, remote) = try sharedRemote() else { return nil }
        let pair = Pair(laptop: laptop, desktop: desktop, remote: remote)
        #expect(try laptop.run("sync", "setup", remote.path, "--device", "laptop").status == 0)
        #expect(try desktop.run("sync", "setup", remote.path, "--device", "desktop").status == 0)
        return pair
    }

    /// Both devices change different entries, and the same day's weight (the desktop later);
    /// the laptop deletes a day the desktop did not touch.
    func edit(_ laptop: inout Fitshell, _ desktop: inout Fitshell) throws {
        laptop.now = "2026-11-21T07:00:00Z"
        desktop.now = "2026-11-21T09:00:00Z"
        for (arguments, device) in [
            (["weight", "add", "81"], laptop), (["supplements", "take", "omega-3"], laptop),
            (["weight", "remove", "--date", "2026-11-18", "--yes"], laptop),
            (["journal", "tag", "trained"], laptop),
            (["weight", "add", "79.5", "--date", "2026-11-19"], desktop),
            (["weight", "add", "80.2", "--date", "2026-11-20", "--replace"], desktop),
            (["supplements", "take", "creatine", "--date", "2026-11-20"], desktop),
            (["journal", "tag", "slept-well", "--date", "2026-11-20"], desktop),
            (["settings", "unit", "lb"], desktop),
        ] {
            let run = try device.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
    }

    func expectMerged(_ device: Fitshell) throws {
        let list = try device.run("weight", "list", "--from", "2026-11-01", "--json").stdout
        let weights = try JSONDecoder().decode([Weight].self, from: Data(list.utf8))
        #expect(weights.map(\.date) == ["2026-11-19", "2026-11-20", "2026-11-21"], "\(list)")
        #expect(weights.map(\.kg) == [79.5, 80.2, 81])
        let supplements = try device.run("supplements", "show", "--date", "2026-11-20").stdout
        #expect(supplements.contains("Creatine") && supplements.contains("Vitamin D3"))
        let journal = try device.run("journal", "show", "--date", "2026-11-20").stdout
        #expect(journal.contains("[x] slept well"), "\(journal)")
        #expect(
            try device.run("weight", "list", "--from", "2026-11-21").stdout.contains("lb"),
            "the desktop's unit")
    }

    @Test(
        "Syncthing and Dropbox conflict copies: data doctor names them, --fix merges every entry and removes them"
    )
    func conflictCopies() throws {
        var (laptop, desktop) = try devices()
        defer {
            laptop.cleanUp()
            desktop.cleanUp()
        }
        try edit(&laptop, &desktop)
        let copies = [
            ("weight/2026.json", "weight/2026.sync-conflict-20261121-090000-DESKTOP.json"),
            (
                "supplements/log-2026-11.json",
                "supplements/log-2026-11 (desktop's conflicted copy 2026-11-21).json"
            ),
            ("journal/2026-11.json", "journal/2026-11.sync-conflict-20261121-090000-DESKTOP.json"),
            ("settings.json", "settings.sync-conflict-20261121-090000-DESKTOP.json"),
        ]
        for (file, copy) in copies {
            try FileManager.default.copyItem(at: desktop.file(file), to: laptop.file(copy))
        }
        let report = try laptop.run("data", "doctor")
        #expect(report.status == 65 && report.stdout.contains("conflict copy of 2026.json"))
        let fixed = try laptop.run("data", "doctor", "--fix")
        #expect(fixed.status == 0, "\(fixed.stdout)")
        for (_, copy) in copies { #expect(!FileManager.default.fileExists(atPath: laptop.file(copy).path)) }
        try expectMerged(laptop)
        // The laptop's deletion stays: the desktop's copy still had that day.
        #expect(!(try laptop.run("weight", "list", "--from", "2026-11-01").stdout.contains("11-18")))
    }

    @Test("data merge with /dev/null or an empty path as its base merges the two versions")
    func mergeWithoutBase() throws {
        var (laptop, desktop) = try devices()
        defer {
            laptop.cleanUp()
            desktop.cleanUp()
        }
        try edit(&laptop, &desktop)
        for base in ["/dev/null", ""] {
            let ours = laptop.home.appendingPathComponent("ours-\(base.isEmpty ? "empty" : "null").json")
            try FileManager.default.copyItem(at: laptop.file("weight/2026.json"), to: ours)
            let merged = try laptop.run(
                "data", "merge", base, ours.path, desktop.file("weight/2026.json").path)
            #expect(merged.status == 0, "\(base): \(merged.stderr)")
            let text = try String(contentsOf: ours, encoding: .utf8)
            #expect(text.contains("2026-11-19") && text.contains("2026-11-21"), "\(base): both sides' days")
        }
    }

    @Test("a link another device pushes is checked out as a file, never followed: reads end, nothing hangs")
    func pushedLink() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        #expect(try pair.laptop.run("sync").status == 0)
        #expect(try pair.desktop.run("sync").status == 0)
        // A third clone, as a hostile or broken device would push it.
        let other = pair.laptop.home.deletingLastPathComponent().appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(
            try Self.git(pair.laptop.home, ["clone", "-q", "-b", "main", pair.remote.path, other.path]) == 0)
        try FileManager.default.removeItem(at: other.appendingPathComponent("settings.json"))
        try FileManager.default.createSymbolicLink(
            atPath: other.appendingPathComponent("settings.json").path, withDestinationPath: "/dev/zero")
        for arguments in [
            ["-c", "user.name=x", "-c", "user.email=x@x", "commit", "-q", "-am", "link"],
            ["push", "-q", "origin", "main"],
        ] {
            #expect(try Self.git(other, arguments) == 0, "\(arguments)")
        }
        _ = try pair.desktop.run("sync")
        let settings = pair.desktop.file("settings.json")
        var info = stat()
        #expect(
            lstat(settings.path, &info) != 0 || (info.st_mode & S_IFMT) != S_IFLNK, "checked out as a link")
        // The weights, which the link did not touch, still read.
        let list = try pair.desktop.run("weight", "list", "--from", "2026-11-01")
        #expect(
            list.stdout.contains("80.4") || list.stderr.contains("settings.json"),
            "\(list.stdout)\(list.stderr)")
    }

    @Test("git with fitshell as its merge driver: two clones that edited different entries pull each other's")
    func gitDriver() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else {
            print("Skipped: git is not installed (.ci/run installs it).")
            return
        }
        var (laptop, desktop) = try devices()
        defer {
            laptop.cleanUp()
            desktop.cleanUp()
        }
        let remote = laptop.home.deletingLastPathComponent().appendingPathComponent(
            UUID().uuidString + ".git")
        defer { try? FileManager.default.removeItem(at: remote) }
        func git(_ folder: URL, _ arguments: [String]) throws -> Int32 { try Self.git(folder, arguments) }
        #expect(try git(laptop.home, ["init", "-q", "--bare", remote.path]) == 0)
        for device in [laptop, desktop] {
            let folder = device.profileFolder
            try Data("*.json merge=fitshell\n".utf8).write(
                to: folder.appendingPathComponent(".gitattributes"))
            try Data(".*.lock\n".utf8).write(to: folder.appendingPathComponent(".gitignore"))
            let driver = "FITSHELL_HOME=\(device.home.path) \(device.binary.path) data merge %O %A %B"
            for arguments in [
                ["init", "-q", "-b", "main"], ["config", "merge.fitshell.driver", driver],
                ["remote", "add", "origin", remote.path],
            ] {
                #expect(try git(folder, arguments) == 0)
            }
        }
        #expect(try git(laptop.profileFolder, ["add", "-A"]) == 0)
        #expect(try git(laptop.profileFolder, ["commit", "-q", "-m", "start"]) == 0)
        #expect(try git(laptop.profileFolder, ["push", "-q", "origin", "main"]) == 0)
        #expect(try git(desktop.profileFolder, ["fetch", "-q", "origin"]) == 0)
        #expect(try git(desktop.profileFolder, ["reset", "-q", "--hard", "origin/main"]) == 0)
        try edit(&laptop, &desktop)
        for device in [desktop, laptop] {
            #expect(try git(device.profileFolder, ["add", "-A"]) == 0)
            #expect(try git(device.profileFolder, ["commit", "-q", "-m", "edits"]) == 0)
        }
        #expect(try git(desktop.profileFolder, ["push", "-q", "origin", "main"]) == 0)
        #expect(try git(laptop.profileFolder, ["pull", "-q", "--no-rebase", "origin", "main"]) == 0)
        try expectMerged(laptop)
    }

    @Test(
        "fitshell sync: an unreachable remote changes nothing; two devices set up on a bare repository sync their edits both ways; offline it commits and says it will push"
    )
    func syncCommand() throws {
        guard let (first, second, remote) = try sharedRemote(create: false) else { return }
        var (laptop, desktop) = (first, second)
        defer {
            laptop.cleanUp()
            desktop.cleanUp()
            try? FileManager.default.removeItem(at: remote)
        }
        let missing = try laptop.run("sync", "setup", remote.path)
        #expect(missing.status == 74 && missing.stderr.contains("Cannot reach"))
        #expect(!FileManager.default.fileExists(atPath: laptop.file(".git").path), "nothing changed")
        let bare = Process()
        bare.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        bare.arguments = ["init", "-q", "--bare", remote.path]
        try bare.run()
        bare.waitUntilExit()
        #expect(try laptop.run("sync", "setup", remote.path, "--device", "laptop").status == 0)
        // The desktop starts empty and receives the laptop's data.
        let joined = try desktop.run("sync", "setup", remote.path, "--device", "desktop")
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(try desktop.run("weight", "list", "--from", "2026-11-01").stdout.contains("80 kg"))
        try edit(&laptop, &desktop)
        laptop.now = "2026-11-21T10:00:00Z"
        desktop.now = "2026-11-21T10:05:00Z"
        for device in [laptop, desktop, laptop] {
            let run = try device.run("sync")
            #expect(run.status == 0 && run.stdout.contains("Synced"), "\(run.stdout)\(run.stderr)")
        }
        try expectMerged(laptop)
        try expectMerged(desktop)
        let status = try laptop.run("sync", "status", "--json").stdout
        #expect(status.contains("\"ahead\" : 0") && status.contains("\"behind\" : 0"), "\(status)")
        // A device whose clock is two days behind the others' is warned.
        desktop.now = "2026-11-19T10:00:00Z"
        let behind = try desktop.run("sync")
        #expect(
            behind.status == 0 && behind.stderr.contains("ahead of this device's clock"), "\(behind.stderr)")
        // Offline: the remote is gone; the change is committed and waits.
        let moved = remote.appendingPathExtension("away")
        try FileManager.default.moveItem(at: remote, to: moved)
        defer { try? FileManager.default.moveItem(at: moved, to: remote) }
        #expect(try laptop.run("weight", "add", "81.5", "--replace").status == 0)
        let offline = try laptop.run("sync")
        #expect(offline.status == 0 && offline.stdout.contains("the next sync pushes"), "\(offline.stdout)")
    }

    @Test(
        "a sync killed (SIGKILL) at 15 moments loses nothing: the next sync finishes and the other device gets every acknowledged weight"
    )
    func killedSync() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        let (laptop, desktop) = (pair.laptop, pair.desktop)
        var acknowledged: [String: Double] = [:]
        for index in 0..<15 {
            let day = "2026-10-\(index < 9 ? "0" : "")\(index + 1)"
            let kilograms = 80 + Double(index) / 10
            if try laptop.run("weight", "add", "\(kilograms)", "--date", day).status == 0 {
                acknowledged[day] = kilograms
            }
            let sync = laptop.process(["sync"])
            sync.standardOutput = FileHandle.nullDevice
            sync.standardError = FileHandle.nullDevice
            try sync.run()
            usleep(UInt32((index * 37 % 15) * 20_000))
            kill(sync.processIdentifier, SIGKILL)
            sync.waitUntilExit()
        }
        let finish = try laptop.run("sync")
        #expect(finish.status == 0, "\(finish.stdout)\(finish.stderr)")
        #expect(try desktop.run("sync").status == 0)
        let list = try desktop.run("weight", "list", "--from", "2026-10-01", "--to", "2026-10-31", "--json")
            .stdout
        let weights = try JSONDecoder().decode([Weight].self, from: Data(list.utf8))
        #expect(acknowledged.count == 15)
        #expect(Dictionary(uniqueKeysWithValues: weights.map { ($0.date, $0.kg) }) == acknowledged)
        #expect(try laptop.run("data", "doctor").status == 0)
    }

    @Test("syncs racing a writer: every weight the writer was told was saved reaches the other device")
    func syncRacesWriter() throws {
        guard let pair = try syncingPair() else { return }
        defer { pair.cleanUp() }
        let (laptop, desktop) = (pair.laptop, pair.desktop)
        let acknowledgements = laptop.home.appendingPathComponent("acknowledged.txt")
        let writer = try laptop.shell(
            """
            for d in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20; do
              fitshell weight add 7$((1${d} % 10)).5 --date 2026-09-$d >/dev/null && echo "2026-09-$d" >> '\(acknowledgements.path)'
            done
            """)
        for round in 0..<6 {
            let device = round.isMultiple(of: 2) ? laptop : desktop
            let run = try device.run("sync")
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        }
        writer.waitUntilExit()
        for device in [laptop, desktop] { #expect(try device.run("sync").status == 0) }
        let acknowledged = (try String(contentsOf: acknowledgements, encoding: .utf8)).split(separator: "\n")
            .map(String.init)
        let list = try desktop.run("weight", "list", "--from", "2026-09-01", "--to", "2026-09-30", "--json")
            .stdout
        let days = try JSONDecoder().decode([Weight].self, from: Data(list.utf8)).map(\.date)
        #expect(acknowledged.count == 20)
        #expect(
            Set(acknowledged).isSubset(of: Set(days)),
            "missing: \(Set(acknowledged).subtracting(days).sorted())")
        #expect(try laptop.run("data", "doctor").status == 0)
    }

    @Test(
        "journal tags and a note on the same day from two devices all stay; a plan renamed on one device and given an exercise on the other keeps both; a plan deleted after the other device's edit stays deleted, one edited after the deletion comes back"
    )
    func entriesWithinDocuments() throws {
        guard let (first, second, remote) = try sharedRemote() else { return }
        var (laptop, desktop) = (first, second)
        defer { Self.cleanUp(laptop, desktop, remote) }
        for name in ["Day A", "Day C", "Day D"] {
            #expect(try laptop.run("plans", "create", name).status == 0)
        }
        #expect(try laptop.run("sync", "setup", remote.path).status == 0)
        #expect(try desktop.run("sync", "setup", remote.path).status == 0)
        func at(_ device: inout Fitshell, _ time: String, _ arguments: String...) throws {
            try Self.succeeded(&device, "2026-11-21T\(time):00Z", arguments)
        }
        try at(&laptop, "07:10", "journal", "tag", "slept well")
        try at(&desktop, "07:40", "journal", "tag", "sore")
        try at(&laptop, "08:00", "journal", "note", "Felt strong")
        try at(&laptop, "08:10", "plans", "rename", "Day A", "Day A Heavy")
        try at(
            &desktop, "08:20", "plans", "add-exercise", "Day A", "Barbell Squat", "--sets", "1", "--reps", "5"
        )
        try at(
            &desktop, "08:30", "plans", "add-exercise", "Day C", "Barbell Squat", "--sets", "1", "--reps", "5"
        )
        try at(&laptop, "08:40", "plans", "delete", "Day C", "--yes")
        try at(&laptop, "08:41", "plans", "delete", "Day D", "--yes")
        try at(&laptop, "09:00", "sync")
        try at(
            &desktop, "09:30", "plans", "add-exercise", "Day D", "Barbell Squat", "--sets", "1", "--reps", "5"
        )
        desktop.now = "2026-11-21T09:31:00Z"
        let synced = try desktop.run("sync").stdout
        // Each deletion that met an edit is named, with what stayed.
        #expect(
            synced.contains("(Day C): changed on one device and deleted later on the other: deleted"),
            "\(synced)")
        #expect(
            synced.contains("(Day D): deleted on one device and changed later on the other: kept"),
            "\(synced)")
        try at(&laptop, "09:32", "sync")
        for device in [laptop, desktop] {
            let journal = try device.run("journal", "show").stdout
            #expect(
                journal.contains("[x] slept well") && journal.contains("[x] sore")
                    && journal.contains("Felt strong"), "\(journal)")
            let plans = try device.run("plans", "list").stdout
            #expect(
                plans.contains("Day A Heavy") && plans.contains("Day D") && !plans.contains("Day C"),
                "\(plans)")
            #expect(try device.run("plans", "show", "Day A Heavy").stdout.contains("Barbell Squat"))
        }
    }

    @Test(
        "a plan's exercises merge one by one: an exercise added on one device and a rest, a set and the order changed on the other a minute later all stay, and so does a note; an exercise removed stays removed"
    )
    func planExercisesMergeOneByOne() throws {
        guard let (first, second, remote) = try sharedRemote() else { return }
        var (laptop, desktop) = (first, second)
        defer { Self.cleanUp(laptop, desktop, remote) }
        func at(_ device: inout Fitshell, _ time: String, _ arguments: String...) throws {
            try Self.succeeded(&device, "2026-11-21T\(time):00Z", arguments)
        }
        try at(&laptop, "07:00", "plans", "create", "Push")
        for exercise in ["Barbell Bench Press - Medium Grip", "Standing Military Press", "Triceps Pushdown"] {
            try at(&laptop, "07:01", "plans", "add-exercise", "Push", exercise, "--sets", "3", "--reps", "8")
        }
        try at(&laptop, "07:02", "sync", "setup", remote.path)
        try at(&desktop, "07:03", "sync", "setup", remote.path)
        // The laptop adds a fly and notes the bench; the desktop, a minute later and without the
        // laptop's change, rests longer on the press, sets the bench's first set to 5 reps, moves
        // the pushdown first and removes nothing.
        try at(
            &laptop, "08:00", "plans", "add-exercise", "Push", "Cable Crossover", "--sets", "2", "--reps",
            "12")
        try at(
            &laptop, "08:00", "plans", "note", "Push", "Barbell Bench Press - Medium Grip",
            "pause the first rep")
        try at(&desktop, "08:01", "plans", "rest", "Push", "Standing Military Press", "150")
        try at(
            &desktop, "08:01", "plans", "set", "Push", "Barbell Bench Press - Medium Grip", "--set", "1",
            "--reps", "5")
        try at(&desktop, "08:01", "plans", "move", "Push", "Triceps Pushdown", "--to", "1")
        try at(&laptop, "08:10", "sync")
        try at(&desktop, "08:11", "sync")
        try at(&laptop, "08:12", "sync")
        var shown: [String] = []
        for device in [laptop, desktop] {
            let run = try device.run("plans", "show", "Push", "--json")
            #expect(run.status == 0, "\(run.stderr)")
            let plan = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let exercises = try #require(plan["exercises"] as? [[String: Any]])
            let names = exercises.compactMap { $0["name"] as? String }
            #expect(names.count == 4 && names.first?.contains("Pushdown") == true, "\(names)")
            #expect(
                names.last?.contains("Crossover") == true || names.last?.contains("Fly") == true, "\(names)")
            let press = try #require(
                exercises.first { ($0["name"] as? String)?.contains("Military") == true })
            #expect(press["restSeconds"] as? Int == 150, "\(press)")
            let bench = try #require(exercises.first { ($0["name"] as? String)?.contains("Bench") == true })
            #expect(bench["notes"] as? String == "pause the first rep", "\(bench)")
            let sets = try #require(bench["sets"] as? [[String: Any]])
            #expect(sets.compactMap { $0["reps"] as? Int } == [5, 8, 8], "\(sets)")
            shown.append(run.stdout)
        }
        #expect(shown.count == 2 && shown[0] == shown[1])
        // The laptop removes the press; the desktop, earlier and offline, had changed its sets.
        try at(
            &desktop, "09:00", "plans", "set", "Push", "Standing Military Press", "--set", "1", "--reps", "6")
        try at(&laptop, "09:05", "plans", "remove-exercise", "Push", "Standing Military Press")
        try at(&desktop, "09:10", "sync")
        try at(&laptop, "09:11", "sync")
        try at(&desktop, "09:12", "sync")
        for device in [laptop, desktop] {
            let shown = try device.run("plans", "show", "Push").stdout
            #expect(!shown.contains("Military Press") && shown.contains("Pushdown"), "\(shown)")
            #expect(try device.run("data", "doctor").status == 0)
        }
        // The desktop moves the bench first; the laptop, a few minutes later and without the
        // move, adds a curl: the move stays, the curl after it, and nothing is said replaced.
        try at(&desktop, "10:00", "plans", "move", "Push", "Barbell Bench Press - Medium Grip", "--to", "1")
        try at(
            &laptop, "10:05", "plans", "add-exercise", "Push", "Barbell Curl", "--sets", "2", "--reps", "10")
        try at(&desktop, "10:10", "sync")
        laptop.now = "2026-11-21T10:11:00Z"
        let quiet = try laptop.run("sync").stdout
        #expect(!quiet.contains("Edited on both"), "\(quiet)")
        try at(&desktop, "10:12", "sync")
        for device in [laptop, desktop] {
            let names = try device.run("plans", "show", "Push", "--json").stdout.split(separator: "\n")
                .filter { $0.hasPrefix("      \"name\"") }.map { String($0) }
            #expect(names.count == 4 && names[0].contains("Bench") && names[3].contains("Curl"), "\(names)")
        }
    }

    @Test(
        "sync names the entries both devices changed since they last synced (the later edit stays): a day's weight, a plan exercise's rest; an entry only one changed is not named"
    )
    func editedOnBothDevicesAreNamed() throws {
        guard let (first, second, remote) = try sharedRemote() else { return }
        var (laptop, desktop) = (first, second)
        defer { Self.cleanUp(laptop, desktop, remote) }
        func at(_ device: inout Fitshell, _ time: String, _ arguments: String...) throws -> String {
            try Self.succeeded(&device, "2026-11-24T\(time):00Z", arguments)
        }
        _ = try at(&laptop, "07:00", "plans", "create", "Push")
        _ = try at(&laptop, "07:00", "plans", "add-exercise", "Push", "Triceps Pushdown", "--sets", "3")
        _ = try at(&laptop, "07:00", "weight", "add", "81.5", "--date", "2026-11-23")
        _ = try at(&laptop, "07:01", "sync", "setup", remote.path)
        _ = try at(&desktop, "07:02", "sync", "setup", remote.path)
        _ = try at(&laptop, "08:00", "weight", "add", "81.9", "--date", "2026-11-23", "--replace")
        _ = try at(&laptop, "08:00", "plans", "rest", "Push", "Triceps Pushdown", "60")
        _ = try at(&laptop, "08:00", "weight", "add", "81.2")
        _ = try at(&desktop, "08:05", "weight", "add", "82.0", "--date", "2026-11-23", "--replace")
        _ = try at(&desktop, "08:05", "plans", "rest", "Push", "Triceps Pushdown", "120")
        let quiet = try at(&laptop, "08:10", "sync")
        #expect(!quiet.contains("Edited on both"), "\(quiet)")
        let said = try at(&desktop, "08:11", "sync")
        #expect(
            said.contains("Edited on both devices since they last synced; the later edit of each was kept:"),
            "\(said)")
        #expect(said.contains("weight/2026.json: 2026-11-23"), "\(said)")
        #expect(said.contains("(Push): Triceps Pushdown rest seconds"), "\(said)")
        #expect(!said.contains("2026-11-24"), "\(said)")
        // The laptop, whose edits were replaced, is told when it pulls the merge.
        let told = try at(&laptop, "08:12", "sync")
        #expect(told.contains("weight/2026.json: 2026-11-23"), "\(told)")
        #expect(told.contains("(Push): Triceps Pushdown rest seconds"), "\(told)")
        // The later edits stayed, on both devices.
        for device in [laptop, desktop] {
            #expect(try device.run("weight", "list").stdout.contains("82"))
            #expect(try device.run("plans", "show", "Push").stdout.contains("rest 120 s"))
        }
        // In --json: the list of what was edited on both.
        _ = try at(&laptop, "08:20", "weight", "add", "81.0", "--date", "2026-11-22")
        _ = try at(&desktop, "08:25", "weight", "add", "81.4", "--date", "2026-11-22")
        _ = try at(&laptop, "08:30", "sync")
        let json = try at(&desktop, "08:31", "sync", "--json")
        let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(report?["editedOnBoth"] as? [String] == ["weight/2026.json: 2026-11-22"], "\(json)")
    }
}
