import Foundation
import Testing

@testable import ShellKit

#if canImport(Glibc)
    import Glibc
#endif

/// `InputFile.readAll` reads a regular file into room for its size, and a pipe as it comes;
/// both give every byte, and more than the limit is refused.
@Suite("Input files: read whole")
struct InputFileReadTests {
    func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) } }

    @Test("a regular file of any size is read byte for byte; over the limit it is refused")
    func regularFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4095, 65_536, 65_537, 300_001] {
            let file = folder.appendingPathComponent("f\(size)")
            try Data(bytes(size)).write(to: file)
            let fd = open(file.path, O_RDONLY | O_CLOEXEC)
            defer { close(fd) }
            #expect(try InputFile.readAll(fd, limit: 1 << 20, name: "f") == Data(bytes(size)), "\(size)")
        }
        let big = folder.appendingPathComponent("big")
        try Data(bytes(10_001)).write(to: big)
        let fd = open(big.path, O_RDONLY | O_CLOEXEC)
        defer { close(fd) }
        #expect(throws: (any Error).self) { try InputFile.readAll(fd, limit: 10_000, name: "big") }
    }

    @Test("a pipe is read to its end, in pieces, and refused past the limit")
    func pipe() throws {
        for (size, limit) in [(0, 100), (200_000, 1 << 20), (150_000, 100_000)] {
            var ends: [Int32] = [0, 0]
            #expect(Glibc.pipe(&ends) == 0)
            let payload = bytes(size)
            let writeEnd = ends[1]
            let writer = Thread {
                payload.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count, let base = raw.baseAddress {
                        let written = write(writeEnd, base + offset, min(4096, raw.count - offset))
                        if written <= 0 { break }
                        offset += written
                    }
                }
                close(writeEnd)
            }
            writer.start()
            defer { close(ends[0]) }
            if size <= limit {
                #expect(
                    try InputFile.readAll(ends[0], limit: limit, name: "pipe", blocking: true)
                        == Data(payload))
            } else {
                #expect(throws: (any Error).self) {
                    try InputFile.readAll(ends[0], limit: limit, name: "pipe", blocking: true)
                }
                // Let the writer finish into a drained pipe.
                var sink = [UInt8](repeating: 0, count: 4096)
                while read(ends[0], &sink, sink.count) > 0 {}
            }
        }
    }
}
