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
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        return posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0
    }
}
