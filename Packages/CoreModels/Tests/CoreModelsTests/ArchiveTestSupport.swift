import CoreModels
import Foundation
import Testing

/// A small deterministic generator (SplitMix64) so test data is the same on every run.
struct ArchiveRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
    }
}

/// Feeds fixed bytes in chunks of one size.
final class ArrayChunkReader: ByteChunkReader {
    private let bytes: [UInt8]
    private let chunk: Int
    private var at = 0

    init(_ bytes: [UInt8], chunk: Int) {
        self.bytes = bytes
        self.chunk = max(1, chunk)
    }

    func next() throws -> [UInt8]? {
        guard at < bytes.count else { return nil }
        let end = min(bytes.count, at + chunk)
        defer { at = end }
        return Array(bytes[at..<end])
    }
}

enum ArchiveFixtures {
    /// The shapes of data every round trip uses, by name.
    static func shapes() -> [(name: String, bytes: [UInt8])] {
        var random = ArchiveRandom(seed: 42)
        var mixed: [UInt8] = []
        while mixed.count < 300_000 {
            let period = 1 + random.below(12)
            let pattern = random.bytes(period)
            for index in 0..<(period * (1 + random.below(40))) { mixed.append(pattern[index % period]) }
            mixed += random.bytes(random.below(30))
        }
        return [
            ("empty", []),
            ("one-byte", [0x41]),
            ("random", random.bytes(700_000)),
            (
                "repetitive",
                Array(String(repeating: "the quick brown fox jumps over the lazy dog\n", count: 25_000).utf8)
            ),
            ("zeros", [UInt8](repeating: 0, count: 200_000)),
            ("mixed", mixed),
            ("xml", xml(records: 25_000, seed: 7)),
        ]
    }

    /// Apple-Health-like XML: `records` lines of about 200 bytes.
    static func xml(records: Int, seed: UInt64) -> [UInt8] {
        var random = ArchiveRandom(seed: seed)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
        let types = ["HeartRate", "StepCount", "BodyMass", "ActiveEnergyBurned", "DistanceWalkingRunning"]
        for _ in 0..<records {
            let type = types[random.below(types.count)]
            let day = 1 + random.below(28)
            let minute = random.below(60)
            text +=
                " <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"Watch\" unit=\"count/min\" "
            text +=
                "creationDate=\"2024-03-\(day) 10:\(minute):00 +0100\" value=\"\(random.below(20_000))\"/>\n"
        }
        text += "</HealthData>\n"
        return Array(text.utf8)
    }

    /// Whether `tool` exists; prints why a test is skipped when it does not.
    static func has(_ tool: String) -> Bool {
        if FileManager.default.isExecutableFile(atPath: tool) { return true }
        print("skipped: \(tool) is not installed")
        return false
    }

    /// Runs `command` with /bin/sh in `folder`; throws when it fails.
    static func shell(_ command: String, in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ShellFailure(command: command) }
    }

    struct ShellFailure: Error { let command: String }

    /// Every byte `reader` yields, stopping (and failing the test) past `limit` bytes.
    static func drain(_ reader: any ByteChunkReader, limit: Int = 1 << 30) throws -> [UInt8] {
        var all: [UInt8] = []
        while let chunk = try reader.next() {
            all += chunk
            if all.count > limit { break }
        }
        return all
    }

    /// The raw DEFLATE stream inside a gzip file (RFC 1952 header parsed, trailer included after it).
    static func deflateStream(ofGzip gzip: [UInt8]) throws -> [UInt8] {
        guard gzip.count >= 18, gzip[0] == 0x1F, gzip[1] == 0x8B, gzip[2] == 8 else { throw GzipHeader() }
        let flags = gzip[3]
        var at = 10
        if flags & 4 != 0 { at += 2 + Int(gzip[at]) | Int(gzip[at + 1]) << 8 }
        if flags & 8 != 0 {
            while gzip[at] != 0 { at += 1 }
            at += 1
        }
        if flags & 16 != 0 {
            while gzip[at] != 0 { at += 1 }
            at += 1
        }
        if flags & 2 != 0 { at += 2 }
        return Array(gzip[at...])
    }

    struct GzipHeader: Error {}

    static func read(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    static func write(_ bytes: [UInt8], to url: URL) throws { try Data(bytes).write(to: url) }

    /// The little-endian trailer value at `offset`.
    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    static func put32(_ value: UInt32, in bytes: inout [UInt8], at offset: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
    }

    /// The offset of the first central-directory header, from the end record.
    static func centralDirectory(_ zip: [UInt8]) -> Int? {
        let signature: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
        guard
            let end = (0...(zip.count - 22)).reversed().first(where: {
                Array(zip[$0..<($0 + 4)]) == signature
            })
        else { return nil }
        return Int(u32(zip, end + 16))
    }
}
