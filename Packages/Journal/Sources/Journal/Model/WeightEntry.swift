import CoreModels

/// A body-weight reading for a day (one per day).
public struct WeightEntry: Hashable, Sendable, Codable {
    /// The day.
    public let date: LocalDate
    /// The weight.
    public let mass: Mass

    /// Creates an entry.
    public init(date: LocalDate, mass: Mass) {
        self.date = date
        self.mass = mass
    }

    /// Body weights outside this range (in kg) are treated as typing or unit mistakes.
    public static let plausibleKilograms: ClosedRange<Double> = 20...500

    /// Why `mass` cannot be a body weight, or `nil` when it can.
    public static func problem(with mass: Mass) -> String? {
        guard mass.kilograms.isFinite else { return "the weight is not a number" }
        guard mass.kilograms > 0 else { return "the weight must be positive" }
        guard plausibleKilograms.contains(mass.kilograms) else {
            let shown = mass.kilograms < 1e6 ? "\(Mass.number(mass.kilograms)) kg" : "over 1,000,000 kg"
            return "\(shown) is not a plausible body weight (20–500 kg)"
        }
        return nil
    }
}
