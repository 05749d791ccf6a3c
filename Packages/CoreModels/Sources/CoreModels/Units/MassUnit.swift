#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The unit a person enters and reads weights in.
public enum MassUnit: String, Codable, Sendable, CaseIterable, Hashable {
    /// Kilograms, the unit fitshell stores.
    case kilograms = "kg"
    /// Avoirdupois pounds (exactly 0.45359237 kg).
    case pounds = "lb"

    /// Kilograms in one of this unit.
    public var kilogramsPerUnit: Double {
        switch self {
        case .kilograms: return 1
        case .pounds: return 0.453_592_37
        }
    }

    /// The short symbol shown after numbers: `kg` or `lb`.
    public var symbol: String { rawValue }

    /// Reads `kg`, `kgs`, `kilo(gram)s`, `lb`, `lbs`, `pound(s)`; `nil` for anything else.
    public init?(parsing text: String) {
        switch text.trimmingSpaces().lowercased() {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kilograms
        case "lb", "lbs", "pound", "pounds": self = .pounds
        default: return nil
        }
    }
}
