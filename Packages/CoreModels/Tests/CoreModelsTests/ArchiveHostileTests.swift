import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@Suite("Archive: hostile zip files")
struct ArchiveHostileTests {
    /// A zip holding a deflated XML file and a stored text, with the bytes of each.
    static func sample(in folder: TemporaryFolder) throws -> (zip: [UInt8], xml: [UInt8]) {
        let xml = ArchiveFixtures.xml(records: 4000, seed: 21)
        try ArchiveFixtures.write(xml, to: folder.file("export.xml"))
        try ArchiveFixtures.write(Array("plain".utf8), to: folder.file("note.txt"))
        try ArchiveFixtures.shell("/usr/bin/zip -q -X -9 s.zip export.xml", in: folder.url)
        try ArchiveFixtures.shell("/usr/bin/zip -q -X -0 s.zip note.txt", in: folder.url)
        return (try ArchiveFixtures.read(folder.file("s.zip")), xml)
    }

    /// Opens the archive in `bytes` and reads every entry.
    static func readAll(_ bytes: [UInt8], in folder: TemporaryFolder) throws {
        try ArchiveFixtures.write(bytes, to: folder.file("h.zip"))
        let archive = try ZipArchive(path: folder.file("h.zip").path)
        for entry in archive.entries { _ = try ArchiveFixtures.drain(archive.reader(for: entry)) }
    }

    @Test("a cut archive throws, wherever the cut")
    func truncated() throws {
        guard ArchiveFixtures.has("/usr/bin/zip") else { return }
        let folder = TemporaryFolder("archive")
        let (zip, _) = try Self.sample(in: folder)
        let directory = try #require(ArchiveFixtures.centralDirectory(zip))
        for cut in [
            0, 1, 4, 20, 40, 1000, zip.count / 2, directory, directory + 10, directory + 60, zip.count - 22,
            zip.count - 1,
        ] {
            #expect(throws: ZipError.self, "cut at \(cut)") {
                try Self.readAll(Array(zip[..<cut]), in: folder)
            }
        }
        #expect(throws: ZipError.truncated) { try Self.readAll(Array(zip[..<(zip.count - 1)]), in: folder) }
        // The directory intact but the entry's data ending early (compressed size halved).
        var short = zip
        let size = ArchiveFixtures.u32(zip, directory + 20)
        ArchiveFixtures.put32(size / 2, in: &short, at: directory + 20)
        #expect(throws: ZipError.corrupt("the compressed data of 'export.xml' runs past its size")) {
            try Self.readAll(short, in: folder)
        }
        // The directory intact but the file ending inside the entry's data.
        var cut = zip
        ArchiveFixtures.put32(UInt32(zip.count), in: &cut, at: directory + 20)
        #expect(throws: ZipError.truncated) { try Self.readAll(cut, in: folder) }
    }

    @Test("a flipped byte in compressed data throws checksumMismatch or corrupt")
    func flippedByte() throws {
        guard ArchiveFixtures.has("/usr/bin/zip") else { return }
        let folder = TemporaryFolder("archive")
        let (zip, _) = try Self.sample(in: folder)
        let directory = try #require(ArchiveFixtures.centralDirectory(zip))
        let compressed = Int(ArchiveFixtures.u32(zip, directory + 20))
        let dataStart = 30 + "export.xml".utf8.count + (Int(zip[28]) | Int(zip[29]) << 8)
        for offset in [dataStart + 100, dataStart + compressed / 2, dataStart + compressed - 20] {
            var damaged = zip
            damaged[offset] ^= 0x10
            do {
                try Self.readAll(damaged, in: folder)
                Issue.record("no error with byte \(offset) flipped")
            } catch let error as ZipError {
                switch error {
                case .checksumMismatch, .corrupt, .sizeMismatch: break
                default: Issue.record("unexpected \(error)")
                }
            }
        }
        var crcFlipped = zip
        crcFlipped[directory + 16] ^= 1
        #expect(throws: ZipError.checksumMismatch(entry: "export.xml")) {
            try Self.readAll(crcFlipped, in: folder)
        }
    }

    @Test("a declared size smaller than the data: sizeMismatch, never more than the declared bytes")
    func smallDeclaredSize() throws {
        guard ArchiveFixtures.has("/usr/bin/zip") else { return }
        let folder = TemporaryFolder("archive")
        let (zip, xml) = try Self.sample(in: folder)
        let directory = try #require(ArchiveFixtures.centralDirectory(zip))
        var bomb = zip
        ArchiveFixtures.put32(1000, in: &bomb, at: 22)
        ArchiveFixtures.put32(1000, in: &bomb, at: directory + 24)
        try ArchiveFixtures.write(bomb, to: folder.file("bomb.zip"))
        let archive = try ZipArchive(path: folder.file("bomb.zip").path)
        let entry = try #require(archive.entry(named: "export.xml"))
        #expect(entry.uncompressedSize == 1000)
        let reader = try archive.reader(for: entry)
        var yielded = 0
        #expect(throws: ZipError.sizeMismatch(entry: "export.xml")) {
            while let chunk = try reader.next() { yielded += chunk.count }
        }
        #expect(yielded <= 1000)
        // A declared size larger than the data.
        var large = zip
        ArchiveFixtures.put32(UInt32(xml.count + 1), in: &large, at: directory + 24)
        #expect(throws: ZipError.sizeMismatch(entry: "export.xml")) { try Self.readAll(large, in: folder) }
    }

    @Test("not a zip, a missing file, an encrypted entry, an unknown method")
    func refusals() throws {
        let folder = TemporaryFolder("archive")
        try ArchiveFixtures.write(
            Array(String(repeating: "not a zip ", count: 100).utf8), to: folder.file("n.zip"))
        #expect(throws: ZipError.notAZip) { try ZipArchive(path: folder.file("n.zip").path) }
        try ArchiveFixtures.write([0x50, 0x4B], to: folder.file("tiny.zip"))
        #expect(throws: ZipError.notAZip) { try ZipArchive(path: folder.file("tiny.zip").path) }
        do {
            _ = try ZipArchive(path: folder.file("missing.zip").path)
            Issue.record("a missing file opened")
        } catch {
            guard case .io(let text) = error else { throw error }
            #expect(text.contains("missing.zip"))
        }
        #expect(ZipError.truncated.description.contains("cut short"))
        guard ArchiveFixtures.has("/usr/bin/zip") else { return }
        let (zip, _) = try Self.sample(in: folder)
        let directory = try #require(ArchiveFixtures.centralDirectory(zip))
        var unknown = zip
        unknown[directory + 10] = 12
        #expect(throws: ZipError.unsupportedMethod(12)) { try Self.readAll(unknown, in: folder) }
        var badOffset = zip
        ArchiveFixtures.put32(0x7FFF_FFF0, in: &badOffset, at: directory + 42)
        #expect(throws: ZipError.self) { try Self.readAll(badOffset, in: folder) }
        try ArchiveFixtures.shell("/usr/bin/zip -q -P secret e.zip export.xml", in: folder.url)
        let encrypted = try ZipArchive(path: folder.file("e.zip").path)
        #expect(throws: ZipError.encrypted) { try encrypted.reader(for: encrypted.entries[0]) }
    }

    @Test("random damage to the directory and headers throws or reads; it never traps")
    func fuzzedArchive() throws {
        guard ArchiveFixtures.has("/usr/bin/zip") else { return }
        let folder = TemporaryFolder("archive")
        let (zip, _) = try Self.sample(in: folder)
        let directory = try #require(ArchiveFixtures.centralDirectory(zip))
        var random = ArchiveRandom(seed: 5)
        for _ in 0..<150 {
            var damaged = zip
            for _ in 0..<(1 + random.below(4)) {
                let offset =
                    random.below(2) == 0 ? directory + random.below(zip.count - directory) : random.below(60)
                damaged[offset] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = try? Self.readAll(damaged, in: folder)
        }
    }
}
