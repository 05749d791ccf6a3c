#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A source of bytes read chunk by chunk: a file, a range of one, or an entry of a zip archive.
public protocol ByteChunkReader: AnyObject {
    /// The next chunk (never empty), or `nil` at the end.
    ///
    /// - Throws: when reading fails or the data is damaged.
    func next() throws -> [UInt8]?
}

/// Reads a file from its start, or `length` bytes from `offset`, in chunks with `pread(2)`.
public final class FileChunkReader: ByteChunkReader {
    private let descriptor: Int32
    private let chunkSize: Int
    private var position: Int
    private var remaining: Int

    /// Opens `path` for reading the whole file.
    ///
    /// - Throws: `ZipError.io` when the file cannot be opened.
    public convenience init(path: String, chunkSize: Int = 1 << 20) throws(ZipError) {
        try self.init(path: path, offset: 0, length: Int.max, chunkSize: chunkSize)
    }

    /// Opens `path` for reading `length` bytes from `offset` (fewer when the file ends first).
    init(path: String, offset: Int, length: Int, chunkSize: Int = 1 << 20) throws(ZipError) {
        // Read at offsets, so only a regular file; a FIFO is refused, not waited on.
        let descriptor = openFile(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ZipError.io("cannot open \(path): \(errnoText())") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw ZipError.io("\(path) is not a regular file")
        }
        self.descriptor = descriptor
        self.chunkSize = max(1, chunkSize)
        position = offset
        remaining = length
    }

    deinit { close(descriptor) }

    /// The next chunk of the file, or `nil` at its end.
    ///
    /// - Throws: `ZipError.io` when `read` fails.
    public func next() throws -> [UInt8]? {
        guard remaining > 0 else { return nil }
        let wanted = min(chunkSize, remaining)
        var chunk = [UInt8](repeating: 0, count: wanted)
        let count = try chunk.withUnsafeMutableBytes { try readFully(descriptor, $0, at: position) }
        guard count > 0 else {
            remaining = 0
            return nil
        }
        if count < wanted { chunk.removeSubrange(count...) }
        position += count
        remaining -= count
        return chunk
    }
}

/// `pread(2)` into all of `buffer` from `offset`, retried on `EINTR` and short reads; returns
/// fewer bytes only at the end of the file.
func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(ZipError)
    -> Int
{
    guard let base = buffer.baseAddress else { return 0 }
    var done = 0
    while done < buffer.count {
        let count = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
        if count < 0 {
            if errno == EINTR { continue }
            throw ZipError.io(errnoText())
        }
        if count == 0 { break }
        done += count
    }
    return done
}
