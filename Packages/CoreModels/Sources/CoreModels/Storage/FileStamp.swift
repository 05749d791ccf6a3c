#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a file that tells it apart from a later one at the same path: a rewrite
/// renames a new file into place, so its inode, size or times change.
public struct FileStamp: Equatable, Sendable {
    /// The device.
    public var device: UInt64
    /// The inode.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The last modification.
    public var modified: (seconds: Int, nanoseconds: Int)
    /// The last status change.
    public var changed: (seconds: Int, nanoseconds: Int)

    /// The stamp of the file (or folder) at `path`; `nil` when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(truncatingIfNeeded: info.st_size)
        modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
    }

    /// Inode, size and modification time as the digests file records its sources
    /// (`inode-size-seconds.nanoseconds`); that text is on disk, so its form stays.
    public var digestSource: String { "\(inode)-\(size)-\(modified.seconds).\(modified.nanoseconds)" }

    /// Every field the same: the same file, unchanged.
    public static func == (left: FileStamp, right: FileStamp) -> Bool {
        left.device == right.device && left.inode == right.inode && left.size == right.size
            && left.modified == right.modified && left.changed == right.changed
    }
}
