import CoreModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a helper program (a desktop notifier) without waiting for it: its input and output
/// go to `/dev/null`, and finished helpers are reaped on the next call.
public enum Spawn {
    /// Starts `executable` with `arguments`; `false` when it could not be started.
    @discardableResult
    public static func detached(_ executable: String, _ arguments: [String]) -> Bool {
        var status: Int32 = 0
        while waitpid(-1, &status, WNOHANG) > 0 {}
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        closeInherited(&actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        return posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0
    }

    /// Closes, in the child, every descriptor above standard error. Our own files are opened
    /// close-on-exec, but a library, a test or another thread may open one without the flag;
    /// the child must not keep such a file (nor a pipe's write end, whose reader would then
    /// never see the end). glibc closes them all as the child starts; with another C library,
    /// each descriptor open now without close-on-exec gets a close of its own.
    public static func closeInherited(_ actions: inout posix_spawn_file_actions_t) {
        closeInherited(&actions, from: 3)
    }

    /// `closeInherited(_:)` for the descriptors from `first` up (those below it are the
    /// child's on purpose).
    static func closeInherited(_ actions: inout posix_spawn_file_actions_t, from first: Int32) {
        if !SpawnActions.closeAll(from: first, in: &actions) { closeEachInheritable(&actions, from: first) }
    }

    /// Adds a close of each descriptor from `first` up that is open now without close-on-exec
    /// (a descriptor opened after this call is not covered).
    static func closeEachInheritable(_ actions: inout posix_spawn_file_actions_t, from first: Int32) {
        #if os(Linux)
            guard let folder = opendir("/proc/self/fd") else { return }
            let own = dirfd(folder)
            var open: [Int32] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if let fd = Int32(name), fd >= first, fd != own { open.append(fd) }
            }
            closedir(folder)
            for fd in open where fcntl(fd, F_GETFD) & FD_CLOEXEC == 0 {
                posix_spawn_file_actions_addclose(&actions, fd)
            }
        #endif
    }

    /// A file for a child's output that has no name, so a run killed while the child works
    /// leaves nothing behind, and that is closed on exec (a helper started from another thread
    /// must not keep it; the child gets it as its output through `dup2`). Linux makes it
    /// nameless from the start (`O_TMPFILE`); elsewhere, or where the file system cannot, a
    /// named file is made and unlinked at once.
    static func outputFile() -> Int32? {
        #if canImport(Glibc)
            let nameless = open("/tmp", __O_TMPFILE | O_RDWR | O_CLOEXEC, 0o600)
            if nameless >= 0 { return nameless }
        #endif
        var template = Array("/tmp/fitshell-spawn-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard file >= 0 else { return nil }
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        _ = template.withUnsafeBufferPointer { name in name.baseAddress.map { unlink($0) } }
        return file
    }

    /// What a finished child printed and how it ended.
    public struct Outcome: Sendable, Equatable {
        /// The exit status (128 + the signal when it was killed).
        public let status: Int32
        /// Its standard output and error, in the order written.
        public let output: String

        /// An outcome.
        public init(status: Int32, output: String) {
            self.status = status
            self.output = output
        }
    }

    /// Runs `executable` with `arguments` (and `environment` added to this process's) to the
    /// end, its input from `/dev/null` and its output collected; `nil` when it cannot start.
    ///
    /// `passing` is a descriptor the child gets as its descriptor 3, every other one above
    /// standard error being closed: a lock (`flock`) held on it then stays held while the child,
    /// or anything it starts that keeps the descriptor, still runs, even if this process is
    /// killed meanwhile.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        passing: Int32? = nil
    ) -> Outcome? {
        run(executable, arguments, environment: environment, passing: passing) { actions, first in
            closeInherited(&actions, from: first)
        }
    }

    /// `run`, with the descriptors from the first not passed up closed by `closing` (a test
    /// gives the fallback that closes each one known).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], passing: Int32? = nil,
        closing: (inout posix_spawn_file_actions_t, Int32) -> Void
    ) -> Outcome? {
        // The passed descriptor is copied above 3 first, so its `dup2` onto 3 is never onto
        // itself (which would leave it close-on-exec).
        var passed: Int32 = -1
        if let passing {
            passed = fcntl(passing, F_DUPFD_CLOEXEC, 10)
            guard passed >= 0 else { return nil }
        }
        defer { if passed >= 0 { close(passed) } }
        guard let file = outputFile() else { return nil }
        defer { close(file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, file, 1)
        posix_spawn_file_actions_adddup2(&actions, file, 2)
        if passed >= 0 { posix_spawn_file_actions_adddup2(&actions, passed, 3) }
        closing(&actions, passed >= 0 ? 4 : 3)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var variables: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if environment[name] == nil { variables.append(text) }
            index += 1
        }
        variables += environment.map { "\($0.key)=\($0.value)" }
        let envp = variables.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        lseek(file, 0, SEEK_SET)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        let exited = status & 0x7F == 0
        return Outcome(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            output: String(decoding: output, as: UTF8.self))
    }
}
