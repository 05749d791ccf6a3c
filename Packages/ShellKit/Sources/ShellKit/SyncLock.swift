import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The lock that keeps a sync (git fetching and merging into the profile's folder) and the
/// commands that read and write that folder apart: commands hold it shared, a sync exclusive.
public enum SyncLock {
    /// The file the lock is taken on, inside the folder's git repository.
    public static func url(in folder: URL) -> URL { folder.appendingFileName(".git/fitshell-sync") }

    /// Holds the lock shared while a command runs; `nil` (no lock, one `stat`) when the folder
    /// does not sync. `whileWaiting` is called once, before waiting, when a sync (or a git
    /// process a killed sync left running) holds it.
    ///
    /// - Throws: `StorageError` when the lock cannot be taken.
    public static func shared(in folder: URL, whileWaiting: (() -> Void)? = nil) throws -> FileLock.Held? {
        guard FileSystem.exists(atPath: folder.filePath + "/.git") else {
            return nil
        }
        return try FileLock.hold(on: url(in: folder), shared: true, whileWaiting: whileWaiting)
    }

    /// What a command waiting for the lock says.
    public static let waitingNotice = "Waiting for a sync of this folder to finish…"

    /// What a sync waiting for the lock says (commands, a workout being played, or another sync
    /// hold it).
    public static let syncWaitingNotice =
        "Waiting for the other fitshell commands working in this folder (or another sync) to finish…"
}
