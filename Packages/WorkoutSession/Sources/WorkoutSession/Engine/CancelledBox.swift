import Foundation

/// Carries the workout a locked `updateActive` step removed out of its `@Sendable` closure.
// @unchecked Sendable: the value is only touched under `lock`.
final class CancelledBox: @unchecked Sendable {
    private let lock = NSLock()
    private var workout: Workout?

    /// Remembers `workout`.
    func set(_ workout: Workout) {
        lock.lock()
        defer { lock.unlock() }
        self.workout = workout
    }

    /// The remembered workout.
    var value: Workout? {
        lock.lock()
        defer { lock.unlock() }
        return workout
    }
}
