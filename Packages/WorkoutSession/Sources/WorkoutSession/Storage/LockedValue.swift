import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value read and changed under a lock, to carry results out of the `@Sendable` closures of
/// locked store updates.
// @unchecked Sendable: `value` is only touched under `lock`.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = Mutex(())
    private var stored: Value

    /// Creates a box holding `initial`.
    init(_ initial: Value) { stored = initial }

    /// Changes the value.
    func update(_ change: (inout Value) -> Void) {
        lock.withLock { _ in change(&stored) }
    }

    /// The value.
    var value: Value {
        lock.withLock { _ in stored }
    }
}
