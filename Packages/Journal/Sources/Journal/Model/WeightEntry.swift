import CoreModels

/// A body-weight reading for a day (one per day), with the composition measures the scale
/// gave with it (body fat, muscle mass, …), if any.
public struct WeightEntry: Hashable, Sendable, Codable {
    /// The day.
    public let date: LocalDate
    /// The weight.
    public let mass: Mass
    /// Body fat, muscle, water and the rest, when a scale export carried them.
    public var composition: BodyComposition

    /// Creates an entry.
    public init(date: LocalDate, mass: Mass, composition: BodyComposition = .empty) {
        self.date = date
        self.mass = mass
        self.composition = composition
    }

    enum CodingKeys: String, CodingKey {
        case date, mass, composition
    }

    /// Decodes an entry; `composition` is absent in files without measures.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(LocalDate.self, forKey: .date)
        mass = try container.decode(Mass.self, forKey: .mass)
        composition = try container.decodeIfPresent(BodyComposition.self, forKey: .composition) ?? .empty
    }

    /// Encodes an entry, leaving `composition` out when there are no measures.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(mass, forKey: .mass)
        if !composition.isEmpty { try container.encode(composition, forKey: .composition) }
    }

    /// Body weights outside this range (in kg) are treated as typing or unit mistakes.
    public static let plausibleKilograms: ClosedRange<Double> = 20...500

    /// Why `value` typed in `unit` cannot be a body weight, said in that unit first ("0.5 lb is
    /// not a plausible body weight (44.09–1,102.31 lb, 20–500 kg)"), or `nil` when it can.
    public static func problem(typed value: Double, in unit: MassUnit) -> String? {
        let mass = Mass(value, unit)
        guard mass.kilograms.isFinite, mass.kilograms > 0, !plausibleKilograms.contains(mass.kilograms) else {
            return problem(with: mass)
        }
        func span(_ unit: MassUnit) -> String {
            "\(Mass.grouped(Mass(kilograms: plausibleKilograms.lowerBound).value(in: unit)))–"
                + "\(Mass.grouped(Mass(kilograms: plausibleKilograms.upperBound).value(in: unit))) \(unit.symbol)"
        }
        let other: MassUnit = unit == .kilograms ? .pounds : .kilograms
        return
            "\(Mass.grouped(value)) \(unit.symbol) is not a plausible body weight (\(span(unit)), \(span(other)))"
    }

    /// Why `mass` cannot be a body weight, or `nil` when it can.
    public static func problem(with mass: Mass) -> String? {
        guard mass.kilograms.isFinite else { return "the weight is not a number" }
        guard mass.kilograms > 0 else { return "the weight must be positive" }
        guard plausibleKilograms.contains(mass.kilograms) else {
            let shown =
                mass.kilograms < 1e6
                ? "\(PlainText.trimmed(mass.kilograms, upTo: 6)) kg (\(PlainText.trimmed(mass.kilograms / MassUnit.pounds.kilogramsPerUnit, upTo: 6)) lb)"
                : "over 1,000,000 kg"
            return "\(shown) is not a plausible body weight (20–500 kg, 44.1–1,102.3 lb)"
        }
        return nil
    }
}
