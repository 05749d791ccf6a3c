import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the equipment feature.
public enum EquipmentError: Error, Equatable, Sendable, LocalizedError {
    /// A name that matches no equipment kind.
    case unknownKind(String, suggestion: String?)
    /// No names were given where at least one is needed.
    case nothingNamed

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .unknownKind(let name, let suggestion):
            let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            return "Unknown equipment '\(name)'.\(hint) Known kinds: "
                + EquipmentKind.allRawValues.joined(separator: ", ") + "."
        case .nothingNamed:
            return "Name at least one kind of equipment, e.g. 'dumbbell'."
        }
    }
}
