#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the exercise library, with texts a user can act on.
public enum ExerciseError: Error, Equatable, Sendable, LocalizedError {
    /// Another exercise already has this name (EXER-03).
    case duplicateName(String, existing: String)
    /// Nothing matches the reference; `suggestions` are close names.
    case notFound(String, suggestions: [String])
    /// Several exercises match the reference.
    case ambiguous(String, candidates: [String])
    /// Only custom exercises can be edited or deleted.
    case notCustom(String)
    /// The exercise is used by plans or history; delete with force to keep them readable by name.
    case inUse(String, uses: [String])
    /// The name is empty or too long.
    case invalidName(String)
    /// The import file is not free-exercise-db JSON.
    case invalidImport(String)

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .duplicateName(let name, let existing):
            return
                "An exercise named '\(existing)' already exists, so '\(name)' cannot be added (names ignore case and spaces)."
        case .notFound(let reference, let suggestions):
            let hint = suggestions.isEmpty ? "" : " Did you mean: \(suggestions.joined(separator: ", "))?"
            return "No exercise matches '\(reference)'.\(hint)"
        case .ambiguous(let reference, let candidates):
            return
                "'\(reference)' matches several exercises: \(candidates.joined(separator: ", ")). Be more specific or use the id."
        case .notCustom(let name):
            return "'\(name)' is a system exercise and cannot be changed. Add a custom exercise instead."
        case .inUse(let name, let uses):
            return "'\(name)' is used by \(uses.joined(separator: ", ")). Use --force to delete it anyway; "
                + "plans and history keep showing it by name."
        case .invalidName(let reason):
            return reason
        case .invalidImport(let reason):
            return "The file is not a free-exercise-db JSON list: \(reason)."
        }
    }
}
