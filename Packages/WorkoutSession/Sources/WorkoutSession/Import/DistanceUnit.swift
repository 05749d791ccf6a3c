import CoreModels

/// A unit distances come in from other apps' exports.
public enum DistanceUnit: String, Sendable, CaseIterable, Hashable {
    /// Metres.
    case meters = "m"
    /// Kilometres.
    case kilometers = "km"
    /// Statute miles.
    case miles = "mi"
    /// Feet.
    case feet = "ft"
    /// Yards.
    case yards = "yd"

    /// Metres in one of this unit.
    public var meters: Double {
        switch self {
        case .meters: return 1
        case .kilometers: return 1000
        case .miles: return 1609.344
        case .feet: return 0.3048
        case .yards: return 0.9144
        }
    }

    /// Reads `m`, `km`, `mi`, `miles`, `ft`, `yd` and their long names; `nil` for anything else.
    public init?(parsing text: String) {
        switch text.trimmingSpaces().lowercased() {
        case "m", "meter", "meters", "metre", "metres": self = .meters
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": self = .kilometers
        case "mi", "mile", "miles": self = .miles
        case "ft", "foot", "feet": self = .feet
        case "yd", "yard", "yards": self = .yards
        default: return nil
        }
    }
}
