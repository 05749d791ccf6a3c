import Synchronization

/// A fixed-size list that several threads fill at distinct indexes.
final class ConcurrentResults<Value: Sendable>: Sendable {
    private let storage: Mutex<[Value]>

    init(count: Int, initial: Value) {
        storage = Mutex(Array(repeating: initial, count: count))
    }

    func set(_ index: Int, _ value: Value) {
        storage.withLock { $0[index] = value }
    }

    var values: [Value] { storage.withLock { $0 } }
}
