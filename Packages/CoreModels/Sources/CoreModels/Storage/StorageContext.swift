#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything a JSON-file adapter needs from the outside world, injected once by the app:
/// the clock (for quarantine names), where corruption reports go, and how saves are retried.
public struct StorageContext: Sendable {
    /// Writes bytes to a file durably; the real one is `FileSystem.writeAtomically`.
    public typealias Writer = @Sendable (Data, URL) throws -> Void

    /// The clock used to stamp quarantined files.
    public let clock: any WallClock
    /// Where adapters record the files they set aside.
    public let corruptionLog: CorruptionLog
    /// How failed saves are retried.
    public let retry: RetryPolicy
    /// What waits between retries.
    public let sleeper: any Sleeper
    /// What performs a write (replaced in tests to simulate failures).
    public let writer: Writer
    /// The name of this device in the stamps of mergeable documents (the host name unless set).
    public var device: String
    /// The data folder writes must stay inside: no folder between it and a file may be a
    /// symbolic link (the folder itself may be one). `nil` checks nothing.
    public var confinedTo: URL?

    /// Creates a context; every part has a production default.
    public init(
        clock: any WallClock = SystemWallClock(),
        corruptionLog: CorruptionLog = CorruptionLog(),
        retry: RetryPolicy = .standard,
        sleeper: any Sleeper = ThreadSleeper(),
        writer: @escaping Writer = { data, url in
            try FileSystem.writeAtomically(data, to: url)
        },
        confinedTo: URL? = nil,
        device: String = StorageContext.hostName
    ) {
        self.confinedTo = confinedTo
        self.device = device
        self.clock = clock
        self.corruptionLog = corruptionLog
        self.retry = retry
        self.sleeper = sleeper
        self.writer = writer
    }

    /// This machine's host name (letters, digits, `-` and `_` kept), or `device` when it has none.
    public static var hostName: String {
        // Bytes, not Unicode scalars: every command that stores anything asks this at start.
        var buffer = [UInt8](repeating: 0, count: 256)
        let named = buffer.withUnsafeMutableBufferPointer { raw in
            raw.baseAddress.map {
                gethostname(UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self), 255)
            }
        }
        guard named == 0 else { return "device" }
        let kept = buffer.prefix { $0 != 0 }.filter { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        return kept.isEmpty ? "device" : String(decoding: kept.prefix(40), as: UTF8.self)
    }
}
