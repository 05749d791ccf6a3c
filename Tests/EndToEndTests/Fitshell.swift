import CommandKit
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the real `fitshell` binary (or another program built from the packages, such as the
/// `healthlog` example) as a child process in a temporary data folder.
///
/// The binary is the one SwiftPM built beside this test bundle (or `FITSHELL_BIN`). The child
/// gets a minimal environment: its own data folder, a fake HOME, UTC, no colour.
struct Fitshell {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The data folder, removed when the last copy of this runner goes away (a test that stops
    /// early, or forgets `cleanUp()`, leaves nothing behind in the temporary folder).
    var home: URL { folder.url }
    private let folder: HomeFolder
    /// The device name in sync stamps (`FITSHELL_DEVICE`), or `nil` for the host name.
    var device: String?
    /// The fixed instant the child sees (`FITSHELL_NOW`), or `nil` for the real clock.
    var now: String?
    /// Run the child as this user id (through `setpriv`), for permission tests under root.
    var user: UInt32?

    /// The program's name: its binary and its environment variables' prefix (`FITSHELL_HOME`).
    let program: String
    /// The child's `TZ`.
    var timeZone = "UTC"

    init(now: String? = nil, program: String = "fitshell") {
        folder = HomeFolder(
            url: FileManager.default.temporaryDirectory.appendingPathComponent(
                "\(program)-e2e-\(UUID().uuidString)"))
        self.now = now
        self.program = program
    }

    /// The folder SwiftPM builds the products into (beside this test bundle).
    static var buildFolder: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["FITSHELL_BIN"] {
            return URL(fileURLWithPath: path)
        }
        return buildFolder.appendingPathComponent("fitshell")
    }

    /// This runner's binary: fitshell's, or the named program's beside it.
    var binary: URL { program == "fitshell" ? Self.binary : Self.buildFolder.appendingPathComponent(program) }

    var profileFolder: URL { home.appendingPathComponent("profiles/default") }

    func file(_ name: String) -> URL { profileFolder.appendingPathComponent(name) }

    var environment: [String: String] {
        let prefix = program.uppercased()
        var variables = [
            "\(prefix)_HOME": home.path, "HOME": home.appendingPathComponent("fake-home").path,
            "TZ": timeZone, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
        ]
        variables["\(prefix)_NOW"] = now
        variables["\(prefix)_DEVICE"] = device
        return variables
    }

    func process(_ arguments: [String]) -> Process {
        let process = Process()
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = environment
        return process
    }

    /// Runs `fitshell ARGUMENTS` to the end, feeding `input` on stdin.
    @discardableResult
    func run(_ arguments: String..., input: String = "") throws -> Result {
        try run(arguments, input: input)
    }

    @discardableResult
    func run(_ arguments: [String], input: String = "") throws -> Result {
        let process = process(arguments)
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// Runs a shell script with this fitshell's environment and `fitshell` on the PATH.
    func shell(_ script: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = self.environment
        environment["PATH"] = Self.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts `/bin/sh -c script` in a process group of its own (so one `killGroup` also
    /// reaches the `fitshell` it is running), its output appended to `output`.
    func spawnGroup(_ script: String, output: URL) throws -> pid_t {
        var environment = self.environment
        environment["PATH"] = Self.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The shell starts with no signal blocked and SIGCHLD at its default, whatever the test
        // thread had: with SIGCHLD blocked, the shell's `wait` never sees its children end.
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var child = sigset_t()
        sigemptyset(&child)
        sigaddset(&child, SIGCHLD)
        posix_spawnattr_setsigdefault(&attributes, &child)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else the test process has open (another test's file or pipe) goes with it.
        Spawn.closeInherited(&actions)
        let words: [String] = ["/bin/sh", "-c", script]
        let argv = words.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard result == 0 else { throw CocoaError(.executableLoad) }
        return pid
    }

    /// Kills a group started by `spawnGroup` with SIGKILL and reaps its shell.
    static func killGroup(_ pid: pid_t) {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    /// Waits for a group's shell to end by itself; its exit status. After `limit` seconds the
    /// group is killed and -1 returned, so a hang (a lock never released) fails the test
    /// instead of stopping the run.
    static func wait(_ pid: pid_t, limit: Double = 900) -> Int32 {
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(limit)
        while true {
            let ended = waitpid(pid, &status, WNOHANG)
            // A shell killed by a signal has no exit status: -1, never 0.
            if ended == pid { return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1 }
            if ended == -1, errno != EINTR { return -1 }
            if Date() > deadline {
                killGroup(pid)
                return -1
            }
            usleep(5_000)
        }
    }

    func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Removes the data folder now (made writable first: some tests make it read-only).
    func cleanUp() { folder.remove() }
}

/// A runner's data folder; removed on `remove()` and again when the last reference goes away.
private final class HomeFolder: Sendable {
    let url: URL

    init(url: URL) { self.url = url }

    func remove() {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        Self.makeWritable(url.path)
        try? FileManager.default.removeItem(at: url)
    }

    /// Gives the owner every permission on `path` and, for a folder, everything below it
    /// (in this process: it also runs from an exit handler, where starting `chmod` is fragile).
    private static func makeWritable(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else { return }
        chmod(path, (status.st_mode & 0o7777) | S_IRWXU)
        guard status.st_mode & S_IFMT == S_IFDIR else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            makeWritable(path + "/" + name)
        }
    }

    deinit { remove() }
}

extension Fitshell {
    /// Logs a finished workout called `name` at `now` (the instant given, or as it is): each of
    /// `exercises` added with `sets` sets, every set done at `weight` × `reps`; each step is
    /// expected to succeed.
    mutating func logWorkout(
        _ name: String, at instant: String? = nil, _ exercises: [String], sets: Int = 1, weight: String,
        reps: String
    ) throws {
        if let instant { now = instant }
        #expect(try run("workout", "start", "--name", name, "--skip-checkin").status == 0)
        for exercise in exercises {
            #expect(try run("workout", "add-exercise", exercise, "--sets", String(sets)).status == 0)
        }
        while try run("workout", "done", "--weight", weight, "--reps", reps).status == 0 {}
        #expect(try run("workout", "finish").status == 0)
    }
}
