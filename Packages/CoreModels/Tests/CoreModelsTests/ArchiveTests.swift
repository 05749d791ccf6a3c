import CoreModels
import Foundation
import Testing

/// Shapes of data real archives hold, generated from a seed.
enum ArchiveSamples {
    static func random(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }

    static func xml(records: Int) -> [UInt8] {
        var text = "<?xml version=\"1.0\"?>\n<HealthData>\n"
        for index in 0..<records {
            text +=
                " <Record type=\"HKQuantityTypeIdentifierHeartRate\" unit=\"count/min\" value=\"\(50 + index % 97)\" startDate=\"2024-03-\(10 + index % 18) 07:\(10 + index % 50):00 +0100\"/>\n"
        }
        return Array((text + "</HealthData>\n").utf8)
    }

    static var all: [(String, [UInt8])] {
        [
            ("empty", []), ("one byte", [42]), ("random 300 KB", random(300_000, seed: 7)),
            ("repetitive 500 KB", Array(String(repeating: "abcabcabd", count: 60_000).utf8)),
            ("XML 2 MB", xml(records: 15_000)),
            (
                "runs and noise",
                (0..<200_000).map { $0 % 5000 < 2500 ? 0 : UInt8(truncatingIfNeeded: $0 * 31 / 7) }
            ),
        ]
    }
}

/// Runs a system tool; `nil` when it is not installed.
func tool(_ path: String, _ arguments: [String], in folder: URL) throws -> Data? {
    guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
}

func readAll(_ reader: any ByteChunkReader) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while let chunk = try reader.next() {
        #expect(!chunk.isEmpty)
        bytes += chunk
    }
    return bytes
}

func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("Archive: CRC-32 and DEFLATE")
struct ArchiveInflateTests {
    @Test("CRC-32 of the check string, of nothing, and in pieces")
    func crc() {
        var whole = CRC32()
        whole.update(Array("123456789".utf8))
        #expect(whole.value == 0xCBF4_3926)
        #expect(CRC32().value == 0)
        let data = ArchiveSamples.random(10_001, seed: 3)
        var pieces = CRC32()
        pieces.update(Array(data[0..<3]))
        pieces.update(Array(data[3..<9_000]))
        pieces.update(Array(data[9_000...]))
        var once = CRC32()
        once.update(data)
        #expect(pieces.value == once.value)
    }

    /// The raw DEFLATE stream inside a gzip file (RFC 1952 header skipped).
    func deflateStream(ofGzip gzip: [UInt8]) throws -> ArraySlice<UInt8> {
        #expect(gzip.count > 18 && gzip[0] == 0x1F && gzip[1] == 0x8B && gzip[2] == 8)
        let flags = gzip[3]
        var index = 10
        if flags & 4 != 0 { index += 2 + Int(gzip[index]) + Int(gzip[index + 1]) << 8 }
        if flags & 8 != 0 { index = (gzip[index...].firstIndex(of: 0) ?? index) + 1 }
        if flags & 16 != 0 { index = (gzip[index...].firstIndex(of: 0) ?? index) + 1 }
        if flags & 2 != 0 { index += 2 }
        return gzip[index...]
    }

    @Test(
        "gzip -1 and -9 streams of every shape decompress byte for byte, in input chunks of 1, 7, 4096 and 1 MiB"
    )
    func gzipRoundTrips() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, data) in ArchiveSamples.all {
            let file = folder.appendingPathComponent("sample")
            try Data(data).write(to: file)
            for level in ["-1", "-9"] {
                guard let gzip = try tool("/bin/gzip", ["-c", "-n", level, "sample"], in: folder) else {
                    print("Skipped: gzip is not installed.")
                    return
                }
                let stream = try deflateStream(ofGzip: Array(gzip))
                let sizes = data.count > 1_000_000 ? [4096, 1 << 20] : [1, 7, 4096, 1 << 20]
                for size in sizes {
                    let output = try readAll(InflateReader(source: ChunkedBytes(Array(stream), size: size)))
                    #expect(output == data, "\(name) gzip \(level) in chunks of \(size)")
                }
            }
        }
    }

    @Test("a stream cut short throws instead of ending quietly")
    func truncated() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ArchiveSamples.xml(records: 2_000)).write(to: folder.appendingPathComponent("sample"))
        guard let gzip = try tool("/bin/gzip", ["-c", "-n", "sample"], in: folder) else { return }
        let stream = Array(try deflateStream(ofGzip: Array(gzip)).dropLast(8))
        for cut in stride(from: 0, to: stream.count - 1, by: max(1, stream.count / 40)) {
            #expect(throws: ZipError.self, "cut at \(cut)") {
                _ = try readAll(InflateReader(source: ChunkedBytes(Array(stream[0..<cut]), size: 100)))
            }
        }
    }

    @Test(
        "hand-made streams: stored blocks, a bad length complement, reserved block type, a reference before the start"
    )
    func handMade() throws {
        // Two stored blocks: "abc" (not final) then "de" (final).
        let stored: [UInt8] =
            [0x00, 3, 0, 0xFC, 0xFF] + Array("abc".utf8) + [0x01, 2, 0, 0xFD, 0xFF] + Array("de".utf8)
        #expect(try readAll(InflateReader(source: ChunkedBytes(stored, size: 2))) == Array("abcde".utf8))
        let badComplement: [UInt8] = [0x01, 3, 0, 0x00, 0x00] + Array("abc".utf8)
        #expect(throws: ZipError.self) {
            _ = try readAll(InflateReader(source: ChunkedBytes(badComplement, size: 4)))
        }
        #expect(throws: ZipError.self) {
            _ = try readAll(InflateReader(source: ChunkedBytes([0x07, 0, 0], size: 4)))
        }
        // Fixed block: a match of length 3 at distance 1 with nothing written yet.
        let early: [UInt8] = [0x03, 0x02, 0x00, 0x00]
        #expect(throws: ZipError.self) {
            _ = try readAll(InflateReader(source: ChunkedBytes(early, size: 4)))
        }
    }

    @Test("random bytes and flipped bits never trap or hang: they decode to something or throw")
    func fuzz() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ArchiveSamples.xml(records: 300)).write(to: folder.appendingPathComponent("sample"))
        let valid = try tool("/bin/gzip", ["-c", "-n", "sample"], in: folder).map {
            Array(try deflateStream(ofGzip: Array($0)))
        }
        for seed in 1...300 as ClosedRange<UInt64> {
            let noise = ArchiveSamples.random(Int(seed % 700) + 1, seed: seed)
            _ = try? readAll(InflateReader(source: ChunkedBytes(noise, size: 64)))
            if var mutated = valid {
                let flips = ArchiveSamples.random(6, seed: seed &* 977)
                for pair in stride(from: 0, to: 6, by: 2) {
                    let index = (Int(flips[pair]) << 8 | Int(flips[pair + 1])) % mutated.count
                    mutated[index] ^= 1 << (flips[pair] % 8)
                }
                _ = try? readAll(InflateReader(source: ChunkedBytes(mutated, size: 333)))
            }
        }
    }
}

@Suite("Archive: zip files")
struct ArchiveZipTests {
    /// A folder with several files (one incompressible, one empty, one in a subfolder) zipped
    /// with `options`; `nil` without `/usr/bin/zip`.
    func makeZip(_ folder: URL, _ options: [String]) throws -> (URL, [String: [UInt8]])? {
        let files: [String: [UInt8]] = [
            "data/export.xml": ArchiveSamples.xml(records: 5_000),
            "data/noise.bin": ArchiveSamples.random(70_000, seed: 9),
            "data/empty.txt": [], "readme.txt": Array("hello\n".utf8),
        ]
        for (name, bytes) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let archive = folder.appendingPathComponent("archive.zip")
        guard
            try tool("/usr/bin/zip", options + ["-q", "-r", "archive.zip", "data", "readme.txt"], in: folder)
                != nil
        else {
            print("Skipped: zip is not installed.")
            return nil
        }
        return (archive, files)
    }

    @Test(
        "entries, directory entries and contents of stored, fast, best and Zip64 archives",
        arguments: [["-0"], ["-1"], ["-9"], ["-fz"]])
    func reads(options: [String]) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let (url, files) = try makeZip(folder, options) else { return }
        #expect(ZipArchive.isZip(path: url.path))
        let archive = try ZipArchive(path: url.path)
        #expect(archive.entries.contains { $0.name == "data/" })
        for (name, bytes) in files {
            guard let entry = archive.entry(named: name) else {
                Issue.record("\(name) is missing")
                continue
            }
            #expect(entry.uncompressedSize == UInt64(bytes.count))
            #expect(try readAll(archive.reader(for: entry)) == bytes, "\(name) \(options)")
        }
    }

    @Test("a truncated archive, a flipped byte, a size that lies and a file that is not a zip are refused")
    func hostile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let (url, files) = try makeZip(folder, ["-6"]) else { return }
        let original = try [UInt8](Data(contentsOf: url))
        let damaged = folder.appendingPathComponent("damaged.zip")
        func readEverything() throws {
            let archive = try ZipArchive(path: damaged.path)
            for entry in archive.entries { _ = try readAll(archive.reader(for: entry)) }
        }
        for cut in stride(from: 0, to: original.count, by: max(1, original.count / 60)) {
            try Data(original[0..<cut]).write(to: damaged)
            #expect(throws: ZipError.self, "cut at \(cut)") { try readEverything() }
        }
        // A flipped byte in the middle of the XML entry's compressed data.
        let archive = try ZipArchive(path: url.path)
        let xml = try #require(archive.entry(named: "data/export.xml"))
        var flipped = original
        flipped[Int(xml.localHeaderOffset) + 30 + 20 + Int(xml.compressedSize / 2)] ^= 0x20
        try Data(flipped).write(to: damaged)
        #expect(throws: ZipError.self) { try readEverything() }
        // The directory says the XML is 100 bytes: reading stops there with a size mismatch.
        let directory = try #require(findDirectoryEntry(original, name: "data/export.xml"))
        var lying = original
        lying.replaceSubrange((directory + 24)..<(directory + 28), with: [100, 0, 0, 0])
        try Data(lying).write(to: damaged)
        let liar = try ZipArchive(path: damaged.path)
        let reader = try liar.reader(for: try #require(liar.entry(named: "data/export.xml")))
        var read = 0
        do {
            while let chunk = try reader.next() { read += chunk.count }
            Issue.record("a wrong size was accepted")
        } catch let error as ZipError {
            #expect(error == .sizeMismatch(entry: "data/export.xml"))
        }
        #expect(read <= 100)
        // Not a zip at all.
        try Data("just text, not an archive".utf8).write(to: damaged)
        #expect(!ZipArchive.isZip(path: damaged.path))
        #expect(throws: ZipError.notAZip) { try ZipArchive(path: damaged.path) }
        #expect(files.count == 4)
    }

    /// The offset of `name`'s central-directory header.
    func findDirectoryEntry(_ bytes: [UInt8], name: String) -> Int? {
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        let wanted = Array(name.utf8)
        for index in 0..<(bytes.count - 46) where Array(bytes[index..<(index + 4)]) == signature {
            let length = Int(bytes[index + 28]) | Int(bytes[index + 29]) << 8
            if Array(bytes[(index + 46)..<min(bytes.count, index + 46 + length)]) == wanted { return index }
        }
        return nil
    }
}
