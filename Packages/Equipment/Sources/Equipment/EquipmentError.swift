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
    /// No gym has this name.
    case unknownGym(String, known: [String])
    /// A gym of this name exists already.
    case gymExists(String)
    /// The gym in use cannot be removed.
    case removingActiveGym(String)
    /// A gym with a bad value.
    case invalidGym(String)

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .unknownKind(let name, let suggestion):
            let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            return "Unknown equipment '\(name)'.\(hint) Known kinds: "
                + EquipmentKind.allRawValues.joined(separator: ", ") + "."
        case .nothingNamed:
            return "Name at least one kind of equipment, e.g. 'dumbbell'."
        case .unknownGym(let name, let known):
            return "There is no gym '\(name)'. Your gyms: \(known.joined(separator: ", "))."
        case .gymExists(let name):
            return "A gym named '\(name)' exists already."
        case .removingActiveGym(let name):
            return "'\(name)' is the gym in use: switch to another one first ('equipment use NAME')."
        case .invalidGym(let reason):
            return "That gym cannot be saved: \(reason)."
        }
    }
}
