import CSystemCalls
import Synchronization

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

/// Low-level file operations with the storage rules built in: private permissions, durable
/// atomic replacement, and reads that tell "missing" apart from "unreadable".
public enum FileSystem {
    /// Permissions of every folder fitshell creates.
    public static let folderMode: mode_t = 0o700
    /// Permissions of every file fitshell writes.
    public static let fileMode: mode_t = 0o600

    /// Creates `url` and any missing parents with mode 0700.
    ///
    /// - Throws: `StorageError.saveFailure` when a folder cannot be created.
    public static func ensureFolder(_ url: URL) throws(StorageError) {
        try ensureFolder(path: url.filePath)
    }

    /// `ensureFolder(_:)` on a path.
    static func ensureFolder(path: String) throws(StorageError) {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return }
            throw .saveFailure(file: path, reason: "a file is in the way of this folder")
        }
        let (parent, _) = split(path)
        if parent != path { try ensureFolder(path: parent) }
        if mkdir(path, folderMode) != 0 && errno != EEXIST {
            throw .saveFailure(file: path, reason: errnoText())
        }
    }

    /// A path's folder and last name (`/a/b/c.json` → `/a/b`, `c.json`; `/c` → `/`, `c`; a bare
    /// name's folder is `.`). Plain text: `URL`'s path operations parse the whole URL each
    /// time, which cost an import of 5,000 files a twentieth of its time.
    static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.utf8.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let folder = trimmed[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
    }

    /// Reads a whole file; `nil` when it does not exist.
    ///
    /// - Throws: `StorageError.loadFailure` when it exists but cannot be read (a folder, no
    ///   permission, an I/O error).
    public static func contents(of url: URL) throws(StorageError) -> Data? {
        try contents(atPath: url.filePath)
    }

    /// `contents(of:)` of a path (no `URL` parsed and percent-decoded for each of many files).
    public static func contents(atPath path: String) throws(StorageError) -> Data? {
        // O_NONBLOCK: a FIFO put in a file's place must not wait for a writer (it is refused
        // below); a regular file's reads do not heed it.
        let fd = openFile(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            let code = errno
            if code == ENOENT {
                // A dangling symlink looks missing to open(2); say so rather than start afresh.
                var link = stat()
                if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                    throw .loadFailure(file: path, reason: "it is a link to a file that does not exist")
                }
                return nil
            }
            throw .loadFailure(file: path, reason: errnoText(code))
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw .loadFailure(file: path, reason: "it is a folder, not a file")
            case S_IFIFO: throw .loadFailure(file: path, reason: "it is a pipe (FIFO), not a file")
            default: throw .loadFailure(file: path, reason: "it is a device or socket, not a file")
            }
        }
        // A size already over the limit is refused before a byte is read (the limit below
        // still holds for a file that grows while it is read).
        let outcome = Int(info.st_size) > largestFile ? .tooLarge : readToEnd(fd, limit: largestFile)
        switch outcome {
        case .read(let data): return data
        case .failed(let code): throw .loadFailure(file: path, reason: errnoText(code))
        case .tooLarge:
            throw .loadFailure(
                file: path, reason: "it is larger than \(largestFile >> 20) MB, far more than fitshell writes"
            )
        }
    }

    /// The largest file `contents(of:)` reads: 256 MiB, hundreds of times any file fitshell
    /// writes (a year's history index is about 100 KB), so a sparse or runaway file put in a
    /// document's place is refused at once instead of filling memory.
    public static let largestFile = 256 << 20

    /// What `readToEnd(_:limit:)` read.
    public enum ReadOutcome {
        /// Every byte to the end.
        case read(Data)
        /// `read(2)` failed with this `errno`.
        case failed(Int32)
        /// There were more than the limit's bytes.
        case tooLarge
    }

    /// Reads `fd` to its end, at most `limit` bytes. Straight into room for the size `fstat`
    /// gives a regular file and one byte more, so a file that did not grow ends in one read and
    /// one more that returns 0 (growing a buffer by appending chunks copied the bytes again and
    /// touched twice the memory); a pipe's bytes, or a file's that grew, grow the room as they
    /// come. The first room is capped: a size is only a claim (a sparse file may claim
    /// terabytes). Room for a large file is mapped with its pages in place (`PopulatedRoom`).
    public static func readToEnd(_ fd: Int32, limit: Int = .max) -> ReadOutcome {
        var info = stat()
        let claimed = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        let room = min(max(claimed, 0), limit, 1 << 26) + 1
        if room >= PopulatedRoom.threshold,
            let outcome = PopulatedRoom.fill(from: fd, room: room, limit: limit)
        {
            return outcome
        }
        return readGrowing(fd, limit: limit, room: room)
    }

    /// `readToEnd`'s loop: into `room` bytes of zeroed memory, grown as more bytes come.
    static func readGrowing(_ fd: Int32, limit: Int, room: Int, prefix: UnsafeRawBufferPointer? = nil)
        -> ReadOutcome
    {
        var data = Data(count: max(room, (prefix?.count ?? 0) + 1))
        if let prefix, !prefix.isEmpty {
            data.withUnsafeMutableBytes { $0.copyMemory(from: prefix) }
        }
        var filled = prefix?.count ?? 0
        while true {
            if filled == data.count { data.count += max(1 << 16, data.count / 2) }
            let count = data.withUnsafeMutableBytes { room in
                read(fd, room.baseAddress.map { $0 + filled }, room.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            if count == 0 { break }
            guard filled + count <= limit else { return .tooLarge }
            filled += count
        }
        data.count = filled
        return .read(data)
    }

    /// Replaces `url` with `data` so that a crash at any moment leaves the old or the new
    /// content whole: write a temporary file in the same folder, fsync it, rename it over the
    /// old one, fsync the folder. Without `durable` the two fsyncs are left out: a process that
    /// dies still leaves the old or the new file whole, but after a power cut the file may be
    /// the old one, the new one or (on some file systems) empty; for files made again at will.
    ///
    /// - Throws: `StorageError.saveFailure` with the cause.
    public static func writeAtomically(_ data: Data, to url: URL, durable: Bool = true) throws(StorageError) {
        try writeAtomically(data, toPath: url.filePath, durable: durable)
    }

    /// `writeAtomically(_:to:durable:)` to a path (no `URL` built for each of many files).
    ///
    /// - Throws: `StorageError.saveFailure` with the cause.
    public static func writeAtomically(_ data: Data, toPath path: String, durable: Bool = true)
        throws(StorageError)
    {
        let (folder, name) = split(path)
        try ensureFolder(path: folder)
        sweepTemporaries(inFolder: folder)
        let temp =
            folder + (folder.hasSuffix("/") ? "" : "/")
            + ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = openFile(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, fileMode)
        guard fd >= 0 else { throw .saveFailure(file: path, reason: errnoText()) }
        var failure = writeAll(data, to: fd)
        if failure == nil && durable && fsync(fd) != 0 { failure = errnoText() }
        if close(fd) != 0 && failure == nil { failure = errnoText() }
        if failure == nil && rename(temp, path) != 0 { failure = errnoText() }
        if let failure {
            unlink(temp)
            throw .saveFailure(file: path, reason: failure)
        }
        if durable { syncFolder(path: folder) }
    }

    /// Writes `data` to a new file at `path` (refused when one is there), in a folder that
    /// exists: for a staging folder no other process writes in, whose files need neither a
    /// temporary name nor a sync each (the caller flushes them all at once).
    ///
    /// - Throws: `StorageError.saveFailure` with the cause.
    static func writeNew(_ data: Data, toPath path: String) throws(StorageError) {
        let fd = openFile(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, fileMode)
        guard fd >= 0 else { throw .saveFailure(file: path, reason: errnoText()) }
        var failure = writeAll(data, to: fd)
        if close(fd) != 0 && failure == nil { failure = errnoText() }
        if let failure {
            unlink(path)
            throw .saveFailure(file: path, reason: failure)
        }
    }

    /// Writes all of `data` to `fd`; the failure's text, or `nil`.
    static func writeAll(_ data: Data, to fd: Int32) -> String? {
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let written = write(fd, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errnoText()
                    return
                }
                offset += written
            }
        }
        return failure
    }

    /// Refuses `url` when a folder between `root` (exclusive) and the file is a symbolic link,
    /// or the file itself is one: writes never land outside the data folder through a link.
    ///
    /// - Throws: `StorageError.saveFailure` naming the link.
    public static func refuseLinks(below root: URL, to url: URL) throws(StorageError) {
        // On text: `standardizedFileURL` and the `URL` path operations cost a short command
        // more than the checks (see `URL.filePath`).
        let rootPath = standardPath(of: root)
        var current = standardPath(of: url)
        while current.count > rootPath.count, current.hasPrefix(rootPath) {
            var info = stat()
            let (folder, name) = split(current)
            if lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                throw .saveFailure(
                    file: url.filePath,
                    reason: "\(name) is a symbolic link; fitshell writes only inside its data folder")
            }
            guard folder != current else { break }
            current = folder
        }
    }

    /// The path of `url` as `standardizedFileURL` gives it, without standardizing a path that is
    /// standard already.
    static func standardPath(of url: URL) -> String {
        let path = url.filePath
        return isStandardPath(path) ? path : url.standardizedFileURL.filePath
    }

    /// Whether `standardizedFileURL` leaves the path `path` names as it is: absolute, no `.` or
    /// `..` segment, no repeated slash (a trailing one included), and none of the prefixes it
    /// shortens (`/private`, `/var/automount`).
    public static func isStandardPath(_ path: String) -> Bool {
        if !path.hasPrefix("/") || path.hasPrefix("/private") || path.hasPrefix("/var/automount") {
            return false
        }
        var previous: UInt8 = 0
        var segment = 0  // bytes of the current segment, all dots so far; -1 once another byte came
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || segment == 1 || segment == 2 { return false }
                segment = 0
            } else if byte == UInt8(ascii: ".") {
                if segment >= 0 { segment += 1 }
            } else {
                segment = -1
            }
            previous = byte
        }
        return segment != 1 && segment != 2
    }

    /// The names of the entries of the folder at `path` (`.` and `..` left out, and any name
    /// that is not UTF-8: no file fitshell writes), in the folder's order; none when it cannot
    /// be opened. `FileManager.contentsOfDirectory` without building a `FileManager`.
    public static func names(inFolder path: String) -> [String] {
        var names: [String] = []
        forEachEntry(inFolder: path) { bytes in
            if let name = String(validating: bytes, as: UTF8.self) { names.append(name) }
        }
        return names
    }

    /// Whether a folder (or a link to one) is at `path`, by `stat`.
    public static func isFolder(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether something (a file, a folder, a link to one) exists at `path`, by `stat`.
    public static func exists(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The process's working folder (`getcwd`), or `nil` when it cannot be read (removed, say).
    /// `FileManager.default` answers the same, but building it costs a short command a visible
    /// share of its run.
    public static func currentDirectoryPath() -> String? {
        var size = 256
        while size <= 65_536 {
            let path: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: size) { buffer in
                guard let base = buffer.baseAddress, getcwd(base, size) != nil else { return nil }
                return String(
                    decoding: UnsafeRawBufferPointer(start: base, count: strlen(base)), as: UTF8.self)
            }
            if let path { return path }
            guard errno == ERANGE else { return nil }
            size *= 4
        }
        return nil
    }

    /// Calls `body` with the name of each entry of the folder at `path` (`.` and `..` left out)
    /// as bytes, straight from `readdir`: a history year's folder is listed on every read of
    /// that year, and `FileManager` made a `String` (and more) of each name first.
    ///
    /// - Returns: `false` when the folder cannot be opened (missing, not a folder, no access).
    @discardableResult
    public static func forEachEntry(inFolder path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
        -> Bool
    {
        guard let folder = opendir(path) else { return false }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let name = raw.bindMemory(to: UInt8.self)
                let length = name.firstIndex(of: 0) ?? name.count
                let bytes = UnsafeBufferPointer(rebasing: name[0..<length])
                if bytes.elementsEqual([UInt8(ascii: ".")])
                    || bytes.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")])
                {
                    return
                }
                body(bytes)
            }
        }
        return true
    }

    /// Folders whose leftover temporary files were already looked for in this process.
    private static let swept = Mutex<Set<String>>([])

    /// Removes `.NAME.tmp-PID-N` files left in `folder` by a process that no longer runs (a
    /// write killed before its rename), once per folder per process.
    static func sweepTemporaries(inFolder folder: String) {
        let first = swept.withLock { $0.insert(folder).inserted }
        guard first else { return }
        // Names as bytes from `readdir`: the first save of a run in a folder of hundreds of
        // files (a journal's months, a user's folder an export goes to) listed them all as
        // strings through `FileManager`, a tenth of the run.
        var stale: [String] = []
        let me = getpid()
        forEachEntry(inFolder: folder) { name in
            guard let pid = temporaryWriter(of: name), isGone(pid, notBeing: me) else { return }
            stale.append(String(decoding: name, as: UTF8.self))
        }
        for name in stale { unlink(folder + (folder.hasSuffix("/") ? "" : "/") + name) }
    }

    /// Whether the process `pid`, which left a file behind, no longer runs (and is not `me`):
    /// only then are its leftovers removed. A process of another user answers `EPERM`, alive.
    static func isGone(_ pid: Int32, notBeing me: Int32 = getpid()) -> Bool {
        pid > 0 && pid != me && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The process id in a temporary file's name (`.NAME.tmp-PID-N`: the digits after the last
    /// `.tmp-`); `nil` for any other name. Read as bytes: a folder holds a lock file per data
    /// file, and a text search over each name cost a save a tenth of its time.
    static func temporaryWriter(of name: String) -> Int32? {
        Array(name.utf8).withUnsafeBufferPointer { temporaryWriter(of: $0) }
    }

    /// What precedes the writer's process id in a temporary file's name.
    private static let temporaryMarker: [UInt8] = Array(".tmp-".utf8)

    /// `temporaryWriter(of:)` of a name's bytes.
    static func temporaryWriter(of bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard bytes.first == UInt8(ascii: "."), bytes.count > temporaryMarker.count else { return nil }
        let marker = temporaryMarker
        var start = bytes.count - marker.count
        while start >= 0, !bytes[start..<(start + marker.count)].elementsEqual(marker) { start -= 1 }
        guard start >= 0 else { return nil }
        let digits = bytes[(start + marker.count)...].prefix { $0 != UInt8(ascii: "-") }
        guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int32(String(decoding: digits, as: UTF8.self))
    }

    /// Removes a file; a missing file is not an error.
    ///
    /// - Throws: `StorageError.saveFailure` when it exists and cannot be removed.
    public static func remove(_ url: URL) throws(StorageError) {
        if unlink(url.filePath) != 0 && errno != ENOENT {
            throw .saveFailure(file: url.filePath, reason: errnoText())
        }
        syncFolder(url.deletingLastPathComponent())
    }

    /// Makes everything written so far on the file system holding `folder` durable in one pass
    /// (`syncfs`): the commit of a group of non-durable writes, before the file that points at
    /// them (an index) is written.
    ///
    /// - Throws: `StorageError.saveFailure` when the folder cannot be opened or the flush fails.
    public static func syncFileSystem(of folder: URL) throws(StorageError) {
        let fd = openFile(folder.filePath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .saveFailure(file: folder.filePath, reason: errnoText()) }
        defer { close(fd) }
        if csystemcalls_syncfs(fd) != 0 { throw .saveFailure(file: folder.filePath, reason: errnoText()) }
    }

    /// Every path below `folder`, relative to it, depth first (links are listed, not followed);
    /// a missing or unreadable folder has none. A name that is not UTF-8 is listed with U+FFFD
    /// in place of its bad bytes (as `FileManager` lists it), so that a check of the folder
    /// still sees that something is there, where `names(inFolder:)` leaves it out.
    public static func subpaths(of folder: URL) -> [String] {
        var result: [String] = []
        func walk(_ path: String, _ prefix: String) {
            var names: [String] = []
            _ = forEachEntry(inFolder: path) { names.append(String(decoding: $0, as: UTF8.self)) }
            for name in names.sorted() {
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                result.append(relative)
                var info = stat()
                let child = path + "/" + name
                if lstat(child, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { walk(child, relative) }
            }
        }
        walk(folder.filePath, "")
        return result
    }

    /// Flushes a folder's entries (a rename or unlink is durable only after this).
    public static func syncFolder(_ folder: URL) {
        syncFolder(path: folder.filePath)
    }

    /// `syncFolder(_:)` on a path.
    static func syncFolder(path: String) {
        let fd = openFile(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
