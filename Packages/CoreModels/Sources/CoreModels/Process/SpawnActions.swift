import CSystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// File actions for `posix_spawn` that the platform module does not show.
public enum SpawnActions {
    /// Adds the closing, in the child, of every descriptor from `first` up, whatever this
    /// process has open when the child starts, even a file another thread opened a moment
    /// before without close-on-exec.
    ///
    /// - Returns: `false` where the C library has no such action (glibc before 2.34, other C
    ///   libraries); the caller then closes what it knows of.
    public static func closeAll(from first: Int32, in actions: inout posix_spawn_file_actions_t) -> Bool {
        csystemcalls_spawn_closefrom(&actions, first) == 0
    }
}
