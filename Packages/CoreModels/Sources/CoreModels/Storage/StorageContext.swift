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
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "device" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let kept = name.unicodeScalars.filter {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                || $0 == "_"
        }
        return kept.isEmpty ? "device" : String(String.UnicodeScalarView(kept.prefix(40)))
    }
}
