#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file in a zip archive, as its central directory describes it.
public struct ZipEntry: Sendable, Equatable {
    /// The path in the archive, e.g. `apple_health_export/export.xml`.
    public let name: String
    /// 0 (stored) or 8 (deflate); others are refused when read.
    public let method: UInt16
    /// Bytes of compressed data.
    public let compressedSize: UInt64
    /// Bytes once decompressed.
    public let uncompressedSize: UInt64
    /// The CRC-32 of the decompressed bytes.
    public let crc32: UInt32
    /// Where the entry's local header starts.
    public let localHeaderOffset: UInt64
    /// Whether the entry is encrypted.
    let isEncrypted: Bool
}

/// A zip archive on disk (Zip64 included), read without loading it: the central directory
/// when opened, then one entry at a time as a stream of chunks with its CRC-32 and size checked.
///
/// ```swift
/// let archive = try ZipArchive(path: "export.zip")
/// if let entry = archive.entry(named: "apple_health_export/export.xml") {
///     let reader = try archive.reader(for: entry)
///     while let chunk = try reader.next() { … }
/// }
/// ```
public struct ZipArchive: Sendable {
    /// The archive's path.
    public let path: String
    /// Its entries, in central-directory order.
    public let entries: [ZipEntry]
    private let size: Int

    /// The largest central directory read: 256 MiB (millions of entries).
    static let largestDirectory = 256 << 20

    /// Opens the archive at `path` and reads its central directory.
    ///
    /// - Throws: `ZipError.io`, `.notAZip`, `.truncated` or `.corrupt`.
    public init(path: String) throws(ZipError) {
        self.path = path
        let file = try ZipFile(path: path)
        size = file.size
        let directory = try Self.findDirectory(file)
        entries = try Self.readEntries(file, directory)
    }

    /// The entry called exactly `name`.
    public func entry(named name: String) -> ZipEntry? {
        entries.first { $0.name == name }
    }

    /// Whether the file at `path` starts like a zip archive (a local header or an empty archive).
    public static func isZip(path: String) -> Bool {
        guard let file = try? ZipFile(path: path), let head = try? file.read(at: 0, count: 4), head.count == 4
        else { return false }
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }

    /// A stream of `entry`'s decompressed bytes, checked against its size and CRC-32 (a stream
    /// that runs longer than the declared size is stopped there).
    ///
    /// - Throws: `ZipError` when the entry is encrypted, uses another method, or its header is
    ///   damaged; reading the stream throws for damaged data.
    public func reader(for entry: ZipEntry) throws(ZipError) -> any ByteChunkReader {
        guard !entry.isEncrypted else { throw ZipError.encrypted }
        guard entry.method == 0 || entry.method == 8 else { throw ZipError.unsupportedMethod(entry.method) }
        let file = try ZipFile(path: path)
        guard let offset = Int(exactly: entry.localHeaderOffset),
            let compressed = Int(exactly: entry.compressedSize),
            offset <= size - 30
        else { throw ZipError.truncated }
        let header = try file.read(at: offset, count: 30)
        guard header.count == 30, ZipBytes.uint32(header, 0) == 0x0403_4B50 else {
            throw ZipError.corrupt("no local header where the directory says \(entry.name) starts")
        }
        let start = offset + 30 + Int(ZipBytes.uint16(header, 26)) + Int(ZipBytes.uint16(header, 28))
        guard start <= size, compressed <= size - start else { throw ZipError.truncated }
        let raw = try FileChunkReader(path: path, offset: start, length: compressed)
        let data: any ByteChunkReader = entry.method == 0 ? raw : InflateReader(source: raw)
        return ZipEntryReader(data, entry: entry)
    }

    private struct Directory {
        let offset: Int
        let size: Int
        let count: Int
    }

    /// The end-of-central-directory record (and its Zip64 form when the sizes overflow).
    private static func findDirectory(_ file: ZipFile) throws(ZipError) -> Directory {
        guard file.size >= 22 else {
            let head = try file.read(at: 0, count: 4)
            throw head == [0x50, 0x4B, 0x03, 0x04] ? ZipError.truncated : ZipError.notAZip
        }
        let tailLength = min(file.size, 22 + 65_535)
        let tail = try file.read(at: file.size - tailLength, count: tailLength)
        var index = tail.count - 22
        while index >= 0 {
            if tail[index] == 0x50, ZipBytes.uint32(tail, index) == 0x0605_4B50 { break }
            index -= 1
        }
        guard index >= 0 else {
            let head = try file.read(at: 0, count: 4)
            throw head == [0x50, 0x4B, 0x03, 0x04] ? ZipError.truncated : ZipError.notAZip
        }
        let recordOffset = file.size - tailLength + index
        var count = Int(ZipBytes.uint16(tail, index + 10))
        var size = Int(ZipBytes.uint32(tail, index + 12))
        var offset = Int(ZipBytes.uint32(tail, index + 16))
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            // The Zip64 locator sits just before the record and points at the Zip64 record.
            guard recordOffset >= 20 else { throw ZipError.corrupt("a Zip64 archive without its locator") }
            let locator = try file.read(at: recordOffset - 20, count: 20)
            guard locator.count == 20, ZipBytes.uint32(locator, 0) == 0x0706_4B50,
                let at = Int(exactly: ZipBytes.uint64(locator, 8)), at <= file.size - 56
            else { throw ZipError.corrupt("a Zip64 archive without its locator") }
            let record = try file.read(at: at, count: 56)
            guard record.count == 56, ZipBytes.uint32(record, 0) == 0x0606_4B50,
                let count64 = Int(exactly: ZipBytes.uint64(record, 32)),
                let size64 = Int(exactly: ZipBytes.uint64(record, 40)),
                let offset64 = Int(exactly: ZipBytes.uint64(record, 48))
            else { throw ZipError.corrupt("a damaged Zip64 end record") }
            count = count64
            size = size64
            offset = offset64
        }
        guard size <= largestDirectory else { throw ZipError.corrupt("a central directory of \(size) bytes") }
        guard offset <= file.size, size <= file.size - offset else { throw ZipError.truncated }
        return Directory(offset: offset, size: size, count: count)
    }

    private static func readEntries(_ file: ZipFile, _ directory: Directory) throws(ZipError) -> [ZipEntry] {
        let bytes = try file.read(at: directory.offset, count: directory.size)
        guard bytes.count == directory.size else { throw ZipError.truncated }
        var entries: [ZipEntry] = []
        entries.reserveCapacity(min(directory.count, directory.size / 46))
        var index = 0
        while entries.count < directory.count {
            guard index + 46 <= bytes.count, ZipBytes.uint32(bytes, index) == 0x0201_4B50 else {
                throw ZipError.corrupt("the central directory ends before its \(directory.count) entries")
            }
            let nameLength = Int(ZipBytes.uint16(bytes, index + 28))
            let extraLength = Int(ZipBytes.uint16(bytes, index + 30))
            let commentLength = Int(ZipBytes.uint16(bytes, index + 32))
            let end = index + 46 + nameLength + extraLength + commentLength
            guard end <= bytes.count else {
                throw ZipError.corrupt("an entry runs past the central directory")
            }
            var compressed = UInt64(ZipBytes.uint32(bytes, index + 20))
            var uncompressed = UInt64(ZipBytes.uint32(bytes, index + 24))
            var offset = UInt64(ZipBytes.uint32(bytes, index + 42))
            // The Zip64 extra field holds, in order, whichever of the three are all ones.
            var extra = index + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let tag = ZipBytes.uint16(bytes, extra)
                let length = Int(ZipBytes.uint16(bytes, extra + 2))
                let fieldEnd = extra + 4 + length
                guard fieldEnd <= extraEnd else { break }
                if tag == 0x0001 {
                    var at = extra + 4
                    if uncompressed == 0xFFFF_FFFF, at + 8 <= fieldEnd {
                        uncompressed = ZipBytes.uint64(bytes, at)
                        at += 8
                    }
                    if compressed == 0xFFFF_FFFF, at + 8 <= fieldEnd {
                        compressed = ZipBytes.uint64(bytes, at)
                        at += 8
                    }
                    if offset == 0xFFFF_FFFF, at + 8 <= fieldEnd { offset = ZipBytes.uint64(bytes, at) }
                }
                extra = fieldEnd
            }
            entries.append(
                ZipEntry(
                    name: String(decoding: bytes[(index + 46)..<(index + 46 + nameLength)], as: UTF8.self),
                    method: ZipBytes.uint16(bytes, index + 10), compressedSize: compressed,
                    uncompressedSize: uncompressed, crc32: ZipBytes.uint32(bytes, index + 16),
                    localHeaderOffset: offset, isEncrypted: ZipBytes.uint16(bytes, index + 8) & 1 == 1))
            index = end
        }
        return entries
    }
}

/// An open archive file read at offsets.
private final class ZipFile {
    let descriptor: Int32
    let size: Int

    init(path: String) throws(ZipError) {
        // O_NONBLOCK: a FIFO is refused below rather than waited on (reads are at offsets).
        let descriptor = openFile(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ZipError.io("cannot open \(path): \(errnoText())") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw ZipError.io("\(path) is not a regular file")
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    func read(at offset: Int, count: Int) throws(ZipError) -> [UInt8] {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(0, count), alignment: 1)
        defer { buffer.deallocate() }
        let read = try readFully(descriptor, buffer, at: offset)
        return Array(buffer.prefix(read))
    }
}

/// Little-endian fields of zip structures (callers check the bounds first).
enum ZipBytes {
    static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(uint16(bytes, at)) | UInt32(uint16(bytes, at + 2)) << 16
    }

    static func uint64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        UInt64(uint32(bytes, at)) | UInt64(uint32(bytes, at + 4)) << 32
    }
}

/// An entry's decompressed stream, stopped at its declared size and checked against its CRC-32.
final class ZipEntryReader: ByteChunkReader {
    private let data: any ByteChunkReader
    private let entry: ZipEntry
    private var crc = CRC32()
    private var count: UInt64 = 0
    private var finished = false

    init(_ data: any ByteChunkReader, entry: ZipEntry) {
        self.data = data
        self.entry = entry
    }

    func next() throws -> [UInt8]? {
        guard !finished else { return nil }
        let next: [UInt8]?
        do {
            next = try data.next()
        } catch ZipError.truncated {
            // The file holds all of the entry's compressed bytes (checked before reading), so
            // a stream that needs more is damaged, not cut short.
            finished = true
            throw ZipError.corrupt("the compressed data of '\(entry.name)' runs past its size")
        }
        guard let chunk = next else {
            finished = true
            guard count == entry.uncompressedSize else { throw ZipError.sizeMismatch(entry: entry.name) }
            guard crc.value == entry.crc32 else { throw ZipError.checksumMismatch(entry: entry.name) }
            return nil
        }
        guard UInt64(chunk.count) <= entry.uncompressedSize - count else {
            finished = true
            throw ZipError.sizeMismatch(entry: entry.name)
        }
        count += UInt64(chunk.count)
        crc.update(chunk)
        return chunk
    }
}
