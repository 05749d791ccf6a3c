#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tells the current instant; injected everywhere so tests never read the real clock.
public protocol WallClock: Sendable {
    /// The current instant.
    var now: Date { get }
}

/// The real system clock.
public struct SystemWallClock: WallClock {
    /// Creates the system clock.
    public init() {}

    /// The current instant from the operating system.
    public var now: Date { Date() }
}

/// A clock stopped at one instant, for tests and reproducible runs.
public struct FixedWallClock: WallClock {
    /// The instant this clock always reports.
    public let now: Date

    /// Creates a clock stopped at `now`.
    public init(_ now: Date) {
        self.now = now
    }
}
