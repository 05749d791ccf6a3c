import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every store's file damaged in every way a disk or a person can damage it: each gives a
/// clear message and the documented exit code (65 bad data, 74 file system), and nothing else
/// in the data folder changes.
@Suite("Torture: bad files in every store")
struct BadFileTests {
    /// One store: the file damaged, a command that reads it and one that writes it.
    struct Store: CustomTestStringConvertible, Sendable {
        let name: String
        /// The file, relative to the profile folder (`{plan}` and `{workout}` are filled in).
        let path: String
        let read: [String]
        let write: [String]
        var testDescription: String { name }
    }

    /// Ways a file goes bad.
    enum Damage: String, CaseIterable, Sendable {
        case truncated, empty, randomBytes, wrongShape, newerVersion, directory, danglingSymlink, unreadable
        case readOnlyFolder
        /// A named pipe in the file's place: opening it must not wait for a writer.
        case fifo
    }

    static let stores = [
        Store(
            name: "settings", path: "settings.json", read: ["settings"], write: ["settings", "unit", "lb"]),
        Store(
            name: "equipment", path: "equipment.json", read: ["equipment"],
            write: ["equipment", "select", "band"]),
        Store(
            name: "plan", path: "plans/{plan}.json", read: ["plans", "list"],
            write: ["plans", "rename", "{plan}", "Renamed"]),
        Store(
            name: "program", path: "program/program.json", read: ["week"],
            write: ["setup", "--goal", "arms", "--knees", "healthy", "--days", "2", "--minutes", "30"]),
        Store(
            name: "journal", path: "journal/2026-11.json", read: ["journal"],
            write: ["journal", "toggle", "sore"]),
        Store(
            name: "weight", path: "weight/2026.json", read: ["weight"],
            write: ["weight", "add", "80", "--replace"]),
        Store(
            name: "supplements", path: "supplements/log-2026-11.json", read: ["supplements"],
            write: ["supplements", "take", "zinc"]),
        Store(
            name: "active workout", path: "workouts/active-workout.json", read: ["workout", "status"],
            write: ["workout", "add-set"]),
        Store(
            name: "history index", path: "workouts/history/index-2026.json", read: ["history"],
            write: ["history", "delete", "latest", "--yes"]),
        Store(
            name: "finished workout", path: "workouts/history/2026/{workout}.json",
            read: ["history", "show", "latest"],
            write: ["history", "delete", "latest", "--yes"]),
        Store(
            name: "charts", path: "charts.json", read: ["charts", "list"],
            write: ["charts", "add", "barbell squat"]),
    ]

    /// A one-year profile with an active workout, made once and copied for every case; its
    /// runner is kept for the whole test process and its folder removed when the process exits.
    static let template: Result<(runner: Fitshell, plan: String, workout: String), any Error> = Result {
        let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
        atexit { try? BadFileTests.template.get().runner.cleanUp() }
        for arguments in [
            ["dev", "generate", "--years", "1"], ["workout", "start", "Day A", "--skip-checkin"],
        ] {
            let result = try fitshell.run(arguments)
            guard result.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        let history = try fitshell.run("history", "--json").stdout
        let object = try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [String: Any]
        let workout = ((object?["workouts"] as? [[String: Any]])?.first?["id"] as? String) ?? ""
        let plan =
            (fitshell.files(in: fitshell.profileFolder.appendingPathComponent("plans")).first {
                $0.hasSuffix(".json")
            } ?? "")
            .replacingOccurrences(of: ".json", with: "")
        return (fitshell, plan, workout)
    }

    /// Every path under `folder` with its kind and bytes (lock files aside).
    static func snapshot(_ folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = walker.nextObject() as? String {
            // Lock files, the statistics digests a read keeps (derived from the index) and the
            // plan summaries a list keeps (derived from the plans) are not data.
            guard !relative.hasSuffix(".lock"), !relative.hasSuffix("history/digests.json"),
                !relative.hasSuffix("plans/.plan-summaries")
            else { continue }
            let path = folder.appendingPathComponent(relative).path
            var kind = stat()
            if lstat(path, &kind) == 0, (kind.st_mode & S_IFMT) == S_IFIFO {
                result[relative] = "fifo"  // reading it would wait for a writer
                continue
            }
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                result[relative] = "link → \(target)"
            } else if let data = FileManager.default.contents(atPath: path) {
                result[relative] = "file \(data.count) \(data.hashValue)"
            } else {
                var info = stat()
                result[relative] =
                    lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? "folder" : "unreadable"
            }
        }
        return result
    }

    static func damage(_ file: URL, _ damage: Damage) throws {
        let data = FileManager.default.contents(atPath: file.path) ?? Data()
        switch damage {
        case .truncated: try data.prefix(data.count / 2).write(to: file)
        case .empty: try Data().write(to: file)
        case .randomBytes:
            var random = SeededBytes(state: 7)
            try Data((0..<400).map { _ in random.next() }).write(to: file)
        case .wrongShape:
            try Data(#"{"format": ["not", "a", "name"], "version": {"x": 1}, "tags": 7}"#.utf8).write(
                to: file)
        case .newerVersion:
            let text = String(decoding: data, as: UTF8.self)
            guard let range = text.range(of: #""version"\s*:\s*\d+"#, options: .regularExpression) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            try Data(text.replacingCharacters(in: range, with: #""version" : 999"#).utf8).write(to: file)
        case .directory:
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        case .danglingSymlink:
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(
                atPath: file.path, withDestinationPath: "gone/nowhere.json")
        case .unreadable: chmod(file.path, 0)
        case .readOnlyFolder: break
        case .fifo:
            try FileManager.default.removeItem(at: file)
            guard mkfifo(file.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
    }

    /// Set once a command has ended (for the FIFO case's watchdog).
    final class Finished: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false
        func set() { lock.withLock { done = true } }
        var isSet: Bool { lock.withLock { done } }
    }

    /// After `seconds`, opens the FIFO at `path` for writing and closes it (a reader waiting on it
    /// then reads its end) every second until `finished` is set.
    static func unblock(_ path: String, after seconds: Int, unless finished: Finished) {
        Thread.detachNewThread {
            sleep(UInt32(seconds))
            while !finished.isSet {
                let fd = open(path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
                sleep(1)
            }
        }
    }

    /// A tiny deterministic byte source.
    struct SeededBytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(
        "a damaged file gives a clear message and exit 65/74; nothing else changes", arguments: stores,
        Damage.allCases)
    func damagedFile(store: Store, damage: Damage) throws {
        let template = try Self.template.get()
        var fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
        defer { fitshell.cleanUp() }
        try FileManager.default.copyItem(at: template.runner.home, to: fitshell.home)
        let fill = { (text: String) in
            text.replacingOccurrences(of: "{plan}", with: template.plan).replacingOccurrences(
                of: "{workout}", with: template.workout)
        }
        let relative = fill(store.path)
        let file = fitshell.file(relative)
        try Self.damage(file, damage)
        // Permissions mean nothing to root: run those cases as an unprivileged user.
        let needsUser = damage == .unreadable || damage == .readOnlyFolder
        if needsUser && getuid() == 0 {
            fitshell.user = 65534
            let chown = Process()
            chown.executableURL = URL(fileURLWithPath: "/bin/chown")
            chown.arguments = ["-R", "-h", "65534:65534", fitshell.home.path]
            try chown.run()
            chown.waitUntilExit()
        }
        if damage == .readOnlyFolder {
            let chmod = Process()
            chmod.executableURL = URL(fileURLWithPath: "/bin/chmod")
            chmod.arguments = ["-R", "a-w", fitshell.profileFolder.path]
            try chmod.run()
            chmod.waitUntilExit()
        }
        let before = Self.snapshot(fitshell.profileFolder)
        let name = (relative as NSString).lastPathComponent
        // Should a read wait on the pipe after all, a writer that opens and closes it after 20
        // s ends the wait (the test then fails on what the command said, rather than hanging).
        let finished = Finished()
        if damage == .fifo { Self.unblock(file.path, after: 20, unless: finished) }
        let result = try fitshell.run((damage == .readOnlyFolder ? store.write : store.read).map(fill))
        finished.set()
        let after = Self.snapshot(fitshell.profileFolder)
        let context = "\(store.name) \(damage): exit \(result.status)\n\(result.stderr)"
        switch damage {
        case .truncated, .empty, .randomBytes, .wrongShape:
            // The history index is derived: set aside, rebuilt from the workout files, exit 0.
            let derived = store.name == "history index"
            #expect(result.status == (derived ? 0 : 65), "\(context)")
            #expect(result.stderr.contains(name) && result.stderr.contains("set aside"), "\(context)")
            let quarantined = after.keys.filter { $0.hasPrefix(relative + ".corrupt-") }
            #expect(quarantined.count == 1 && after[quarantined[0]] == before[relative], "\(context)")
            var expected = before
            expected[relative] = derived ? after[relative] : nil
            if let copy = quarantined.first { expected[copy] = before[relative] }
            #expect(after == expected, "\(context)")
            if derived { #expect(after[relative] != nil, "\(context): the index was rebuilt") }
        case .newerVersion:
            #expect(result.status == 65 && result.stderr.contains("newer fitshell"), "\(context)")
            #expect(after == before, "\(context)")
        case .directory:
            #expect(result.status == 74 && result.stderr.contains("it is a folder, not a file"), "\(context)")
            #expect(after == before, "\(context)")
        case .danglingSymlink:
            #expect(
                result.status == 74 && result.stderr.contains("link to a file that does not exist"),
                "\(context)")
            #expect(after == before, "\(context)")
        case .unreadable:
            #expect(result.status == 74 && result.stderr.contains("Permission denied"), "\(context)")
            #expect(after == before, "\(context)")
        case .fifo:
            #expect(
                result.status == 74 && result.stderr.contains("it is a pipe (FIFO), not a file"), "\(context)"
            )
            #expect(after == before, "\(context)")
        case .readOnlyFolder:
            #expect(result.status == 74 && result.stderr.contains("Could not write"), "\(context)")
            #expect(result.stderr.contains("permissions"), "\(context)")
            #expect(after == before, "\(context)")
            // Reading still works on a read-only folder.
            let read = try fitshell.run(store.read.map(fill))
            #expect(read.status == 0, "\(store.name) read-only read: \(read.stderr)")
        }
    }
}
