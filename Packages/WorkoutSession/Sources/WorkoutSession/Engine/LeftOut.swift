/// What finishing a workout left out of history: sets not marked done, and exercises with no
/// set done.
public struct LeftOut: Equatable, Sendable, Codable {
    /// Sets not done, over every exercise.
    public let sets: Int
    /// Exercises with no set done, by name, in workout order.
    public let exercises: [String]

    /// Counts what `workout` would leave out.
    public init(_ workout: Workout) {
        sets = workout.exercises.reduce(0) { $0 + $1.sets.filter { !$0.done }.count }
        exercises = workout.exercises.filter { !$0.sets.contains(where: \.done) }.map(\.name)
    }

    /// Whether nothing was left out.
    public var isEmpty: Bool { sets == 0 }
}
