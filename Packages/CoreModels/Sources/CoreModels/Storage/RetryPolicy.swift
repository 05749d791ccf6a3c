#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pauses between save attempts; injected so tests never wait.
public protocol Sleeper: Sendable {
    /// Blocks the caller for `seconds`.
    func sleep(seconds: Double)
}

/// Sleeps for real.
public struct ThreadSleeper: Sleeper {
    /// Creates the real sleeper.
    public init() {}

    /// Blocks the current thread for `seconds`.
    public func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }
}

/// How a failed save is retried: `attempts` tries in all, waiting `initialDelay`, then twice
/// as long each time (exponential backoff).
public struct RetryPolicy: Sendable, Equatable {
    /// Total tries, at least 1.
    public let attempts: Int
    /// The wait before the second try, in seconds.
    public let initialDelay: Double
    /// The factor each further wait grows by.
    public let multiplier: Double

    /// Creates a policy.
    public init(attempts: Int = 4, initialDelay: Double = 0.05, multiplier: Double = 2) {
        self.attempts = max(1, attempts)
        self.initialDelay = initialDelay
        self.multiplier = multiplier
    }

    /// The policy the app uses: 4 tries over about 0.35 s.
    public static let standard = RetryPolicy()

    /// The waits between tries, e.g. `[0.05, 0.1, 0.2]`.
    public var delays: [Double] {
        (0..<(attempts - 1)).map { step in (0..<step).reduce(initialDelay) { delay, _ in delay * multiplier }
        }
    }

    /// Runs `operation` until it succeeds or the tries run out, sleeping between tries.
    ///
    /// - Throws: the last error.
    public func run<T>(sleeper: any Sleeper, _ operation: () throws -> T) throws -> T {
        var waits = delays.makeIterator()
        while true {
            do {
                return try operation()
            } catch {
                guard let wait = waits.next() else { throw error }
                sleeper.sleep(seconds: wait)
            }
        }
    }
}
