#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) that serialises read-modify-write cycles on one file
/// across processes, so two `fitshell` runs never lose each other's updates.
///
/// The lock lives on a hidden sidecar (`.NAME.lock`), not on the data file, because an atomic
/// write replaces the data file's inode and a lock on the old inode would protect nothing.
public enum FileLock {
    /// The sidecar lock file that guards `url`.
    public static func lockURL(for url: URL) -> URL {
        URL(filePath: lockPath(for: url.filePath), directoryHint: .inferFromPath)
    }

    /// The sidecar lock file that guards the file at `path` (`/a/b.json` → `/a/.b.json.lock`).
    static func lockPath(for path: String) -> String {
        let (folder, name) = FileSystem.split(path)
        return (folder == "/" ? "/" : folder + "/") + "." + name + ".lock"
    }

    /// Runs `body` while holding the exclusive lock for `url`, waiting for other holders.
    ///
    /// - Throws: `StorageError.saveFailure` when the lock cannot be taken, or what `body` throws.
    public static func withExclusiveLock<T>(on url: URL, _ body: () throws -> T) throws -> T {
        try withExclusiveLock(onPath: url.filePath, body)
    }

    /// `withExclusiveLock(on:_:)` for the file at `path`.
    static func withExclusiveLock<T>(onPath path: String, _ body: () throws -> T) throws -> T {
        let lock = lockPath(for: path)
        try FileSystem.ensureFolder(path: FileSystem.split(lock).folder)
        // O_NOFOLLOW: a lock file that is a symbolic link must not create a file at its target.
        let fd = openFile(lock, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, FileSystem.fileMode)
        guard fd >= 0 else {
            let reason = errno == ELOOP ? "the lock file is a symbolic link" : errnoText()
            throw StorageError.saveFailure(file: lock, reason: reason)
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw StorageError.saveFailure(file: lock, reason: errnoText()) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// A lock taken by `hold`, released by `release()` or when the process ends.
    public final class Held: @unchecked Sendable {
        /// The open lock file (`-1` once released): a child process given it (see
        /// `Spawn.run(_:_:environment:passing:)`) keeps the lock held for as long as it runs.
        public private(set) var descriptor: Int32

        init(_ descriptor: Int32) { self.descriptor = descriptor }

        /// Releases the lock (once).
        public func release() {
            guard descriptor >= 0 else { return }
            flock(descriptor, LOCK_UN)
            close(descriptor)
            descriptor = -1
        }

        deinit { release() }
    }

    /// `hold(on:shared:whileWaiting:)` for async code: while another holder has the lock it
    /// sleeps and tries again (every 10 ms) instead of blocking its thread in `flock`, so a task
    /// waiting for a lock held across an `await` elsewhere in the process never takes the last
    /// thread of the pool from the task that will release it.
    ///
    /// - Throws: `StorageError.saveFailure` when the lock cannot be taken; `CancellationError`.
    public static func holdWaiting(on url: URL, shared: Bool, whileWaiting: (@Sendable () -> Void)? = nil)
        async throws -> Held
    {
        let lock = lockPath(for: url.filePath)
        try FileSystem.ensureFolder(path: FileSystem.split(lock).folder)
        let fd = openFile(lock, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, FileSystem.fileMode)
        guard fd >= 0 else { throw StorageError.saveFailure(file: lock, reason: errnoText()) }
        let mode = shared ? LOCK_SH : LOCK_EX
        var told = false
        while true {
            var tried: Int32
            repeat { tried = flock(fd, mode | LOCK_NB) } while tried != 0 && errno == EINTR
            if tried == 0 { return Held(fd) }
            guard errno == EWOULDBLOCK else {
                let reason = errnoText()
                close(fd)
                throw StorageError.saveFailure(file: lock, reason: reason)
            }
            if !told {
                told = true
                whileWaiting?()
            }
            do {
                try await Task.sleep(nanoseconds: 10_000_000)
            } catch {
                close(fd)
                throw error
            }
        }
    }

    /// Takes the lock for `url`, shared (many holders) or exclusive, waiting for other holders,
    /// and keeps it until the returned lock is released. `whileWaiting` is called once, before
    /// the wait, when another holder has it (to say why nothing happens for a while).
    ///
    /// - Throws: `StorageError.saveFailure` when the lock cannot be taken.
    public static func hold(on url: URL, shared: Bool, whileWaiting: (() -> Void)? = nil) throws -> Held {
        let lock = lockPath(for: url.filePath)
        try FileSystem.ensureFolder(path: FileSystem.split(lock).folder)
        let fd = openFile(lock, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, FileSystem.fileMode)
        guard fd >= 0 else { throw StorageError.saveFailure(file: lock, reason: errnoText()) }
        let mode = shared ? LOCK_SH : LOCK_EX
        if let whileWaiting {
            // A try that does not wait first; any failure but "held elsewhere" is left to the
            // waiting call below to meet and report.
            var tried: Int32
            repeat { tried = flock(fd, mode | LOCK_NB) } while tried != 0 && errno == EINTR
            if tried == 0 { return Held(fd) }
            if errno == EWOULDBLOCK { whileWaiting() }
        }
        while flock(fd, mode) != 0 {
            if errno != EINTR {
                close(fd)
                throw StorageError.saveFailure(file: lock, reason: errnoText())
            }
        }
        return Held(fd)
    }
}
