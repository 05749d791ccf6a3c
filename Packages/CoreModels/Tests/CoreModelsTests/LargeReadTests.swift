import Foundation
import Testing

@testable import CoreModels

#if canImport(Glibc)
    import Glibc
#endif

/// Large files are read into room whose pages are mapped up front (`PopulatedRoom`); what
/// comes back must be the same bytes as the heap path gives, whatever the size or the limit.
@Suite("Large reads: populated room")
struct LargeReadTests {
    func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 3) } }

    func withFile<T>(_ size: Int, _ body: (Int32, URL) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID())")
        try Data(bytes(size)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fd = open(file.path, O_RDONLY | O_CLOEXEC)
        defer { close(fd) }
        return try body(fd, file)
    }

    @Test(
        "files below, at and above the threshold are read byte for byte",
        arguments: [
            0, 1, PopulatedRoom.threshold - 2, PopulatedRoom.threshold - 1, PopulatedRoom.threshold,
            1_000_003,
        ])
    func sizes(size: Int) throws {
        let read = try withFile(size) { fd, _ in FileSystem.readToEnd(fd) }
        guard case .read(let data) = read else {
            Issue.record("not read: \(read)")
            return
        }
        #expect(data == Data(bytes(size)))
        // The bytes outlive the read (the mapping is released with the data, not before).
        let copy = data
        #expect(copy.count == size && copy.last == bytes(size).last)
    }

    @Test("a limit at the size reads it; one byte under refuses it, on both paths")
    func limits() throws {
        for size in [1_000, 400_000] {
            let atLimit = try withFile(size) { fd, _ in FileSystem.readToEnd(fd, limit: size) }
            guard case .read(let data) = atLimit else {
                Issue.record("\(size): not read at its limit")
                continue
            }
            #expect(data.count == size)
            let under = try withFile(size) { fd, _ in FileSystem.readToEnd(fd, limit: size - 1) }
            guard case .tooLarge = under else {
                Issue.record("\(size): read past its limit")
                continue
            }
        }
    }

    @Test("bytes already read are kept when a file turns out longer than its size said")
    func grown() throws {
        let size = 300_000
        let all = bytes(size)
        let outcome = try withFile(size) { fd, _ in
            // As after a first read of 200,000 bytes into room that turned out too small.
            lseek(fd, 200_000, SEEK_SET)
            return all.withUnsafeBytes { raw in
                FileSystem.readGrowing(
                    fd, limit: .max, room: 250_000, prefix: UnsafeRawBufferPointer(rebasing: raw[..<200_000]))
            }
        }
        guard case .read(let data) = outcome else {
            Issue.record("not read: \(outcome)")
            return
        }
        #expect(data == Data(all))
    }

    @Test("the data folder's large documents still load through DocumentFile-level reads")
    func contents() throws {
        let size = 500_000
        let data = try withFile(size) { _, url -> Data? in try FileSystem.contents(of: url) }
        #expect(data == Data(bytes(size)))
    }

    @Test("a sparse file larger than any document is refused at once, not read into memory")
    func sparse() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sparse-\(UUID())")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
        #expect(truncate(file.path, off_t(FileSystem.largestFile) * 8) == 0)
        #expect(
            throws: StorageError.loadFailure(
                file: file.path, reason: "it is larger than 256 MB, far more than fitshell writes")
        ) { try FileSystem.contents(of: file) }
    }
}
