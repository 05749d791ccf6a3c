#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the plans feature.
public enum PlanError: Error, Equatable, Sendable, LocalizedError {
    /// No plan matches the reference.
    case notFound(String, suggestion: String?)
    /// Several plans match.
    case ambiguous(String, candidates: [String])
    /// Another plan has the name.
    case duplicateName(String)
    /// The plan would not be valid.
    case invalid(String)
    /// The exercise is not in the plan.
    case exerciseNotInPlan(String, plan: String)
    /// A set number is out of range.
    case noSuchSet(Int, exercise: String, count: Int)
    /// A reference matches several exercises of a plan.
    case ambiguousExercise(String, plan: String, candidates: [String])

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .notFound(let reference, let suggestion):
            return "No plan matches '\(reference)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .ambiguous(let reference, let candidates):
            return
                "'\(reference)' matches several plans: \(candidates.joined(separator: ", ")). Use more of the name or the id."
        case .duplicateName(let name):
            return "A plan named '\(name)' already exists."
        case .invalid(let reason):
            return "The plan would be invalid: \(reason)."
        case .exerciseNotInPlan(let exercise, let plan):
            return "'\(exercise)' is not in the plan '\(plan)'."
        case .noSuchSet(let number, let exercise, let count):
            return "'\(exercise)' has \(count) sets; there is no set \(number)."
        case .ambiguousExercise(let reference, let plan, let candidates):
            return
                "'\(reference)' matches several exercises of '\(plan)': \(candidates.joined(separator: ", ")). Use its position (1, 2, …) or more of its name."
        }
    }
}
