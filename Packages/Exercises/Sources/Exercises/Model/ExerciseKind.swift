import CoreModels

/// The kind of training an exercise belongs to, as the catalog source classifies it.
public enum ExerciseKind: String, Codable, NamedValue {
    case strength, stretching, plyometrics, powerlifting, cardio, strongman
    case olympicWeightlifting = "olympic weightlifting"

    /// `Strength`, `Olympic weightlifting`, …
    public var displayName: String {
        guard let first = rawValue.first else { return rawValue }
        return first.uppercased() + String(rawValue.dropFirst())
    }
}
