#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the supplement tracker.
public enum SupplementError: Error, Equatable, Sendable, LocalizedError {
    /// No supplement has this name.
    case unknown(String, suggestion: String?)
    /// Several supplements start with this text.
    case ambiguous(String, candidates: [String])
    /// A supplement with this name exists.
    case duplicate(String)
    /// The name is empty.
    case emptyName
    /// The name or dose is longer than `Supplement.longestText` characters.
    case tooLong(what: String)

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .unknown(let name, let suggestion):
            let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            return "There is no supplement '\(name)'.\(hint)"
        case .ambiguous(let name, let candidates):
            return "'\(name)' matches several supplements: \(candidates.joined(separator: ", "))."
        case .duplicate(let name):
            return "A supplement named '\(name)' already exists."
        case .emptyName:
            return "A supplement needs a name."
        case .tooLong(let what):
            return "A supplement's \(what) has at most \(Supplement.longestText) characters."
        }
    }
}
