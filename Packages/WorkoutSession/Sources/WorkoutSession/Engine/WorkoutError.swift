#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the workout logger, with texts a user can act on.
public enum WorkoutError: Error, Equatable, Sendable, LocalizedError {
    /// No workout is in progress.
    case noActiveWorkout
    /// A workout is already in progress.
    case alreadyActive(String)
    /// Every set is done.
    case allSetsDone
    /// The workout has no sets at all (started from an empty plan or with none, or every set
    /// removed).
    case noSets
    /// The exercise reference matches nothing in the workout.
    case noSuchExercise(String, suggestion: String? = nil)
    /// The exercise reference matches several exercises of the workout (`1. Name` each).
    case ambiguousExercise(String, [String])
    /// The set number is out of range.
    case noSuchSet(Int, exercise: String, count: Int)
    /// A value is out of range.
    case invalid(String)
    /// Nothing was done, so there is nothing to save.
    case nothingDone
    /// A set of a free-weight exercise would be logged without a weight: it has none, no
    /// target, and nothing last time or before it today to take one from (exercise, set number).
    case weightNeeded(String, set: Int)

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .noActiveWorkout:
            return "No workout is in progress."
        case .alreadyActive(let name):
            return "'\(name)' is already in progress."
        case .allSetsDone: return "Every set is done."
        case .noSets: return "The workout has no sets to log yet."
        case .noSuchExercise(let reference, let suggestion):
            return "The workout has no exercise '\(reference)'."
                + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .ambiguousExercise(let reference, let candidates):
            return
                "'\(reference)' matches several exercises of the workout: \(candidates.joined(separator: ", ")). Use its number."
        case .noSuchSet(let number, let exercise, let count):
            return "'\(exercise)' has \(count) sets; there is no set \(number)."
        case .invalid(let reason): return reason
        case .nothingDone:
            return "No set is done yet, so there is nothing to save. Log a set, or cancel the workout."
        case .weightNeeded(let exercise, let set):
            return
                "\(exercise) set \(set) has no weight to take (no target, nothing last time or before it today)"
        }
    }
}
