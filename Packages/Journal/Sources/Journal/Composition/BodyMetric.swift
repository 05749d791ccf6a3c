import CoreModels

/// A body-composition measure a scale reports beside the weight (body fat, muscle mass, …).
///
/// The raw value is the key in `weight/YYYY.json` and the stem of the CSV column
/// (`fat_percent`, `muscle_mass_kg`). Masses are stored in kilograms.
public enum BodyMetric: String, CaseIterable, Sendable, Codable, Comparable {
    /// Body-mass index.
    case bmi
    /// Body fat, % of the weight.
    case fatPercent = "fat_percent"
    /// Fat mass.
    case fatMass = "fat_mass"
    /// Fat-free (lean) mass.
    case leanMass = "lean_mass"
    /// Subcutaneous fat, %.
    case subcutaneousFat = "subcutaneous_fat_percent"
    /// Visceral fat rating (a scale's unitless score).
    case visceralFat = "visceral_fat"
    /// Body water, % of the weight.
    case waterPercent = "water_percent"
    /// Body water as a mass (Withings' hydration).
    case waterMass = "water_mass"
    /// Skeletal muscle, %.
    case skeletalMuscle = "skeletal_muscle_percent"
    /// Muscle mass.
    case muscleMass = "muscle_mass"
    /// Muscle as % of the weight (Libra, openScale).
    case musclePercent = "muscle_percent"
    /// Bone mass.
    case boneMass = "bone_mass"
    /// Protein, %.
    case protein = "protein_percent"
    /// Basal metabolic rate, kcal a day.
    case bmr = "bmr_kcal"
    /// A scale's metabolic age, in years.
    case metabolicAge = "metabolic_age"

    /// What a metric's number is.
    public enum Kind: Sendable {
        /// A share of the body, 0–100.
        case percent
        /// A mass, stored in kilograms.
        case mass
        /// A number with no unit (an index, a rating, years, kcal).
        case number(unit: String, range: ClosedRange<Double>)
    }

    /// What this metric's number is.
    public var kind: Kind {
        switch self {
        case .fatPercent, .subcutaneousFat, .waterPercent, .skeletalMuscle, .musclePercent, .protein:
            .percent
        case .fatMass, .leanMass, .waterMass, .muscleMass, .boneMass: .mass
        case .bmi: .number(unit: "", range: 5...150)
        case .visceralFat: .number(unit: "", range: 0.5...100)
        case .bmr: .number(unit: "kcal", range: 300...10_000)
        case .metabolicAge: .number(unit: "years", range: 1...150)
        }
    }

    /// The name shown to people: `body fat`, `muscle mass`.
    public var label: String {
        switch self {
        case .bmi: "BMI"
        case .fatPercent: "body fat"
        case .fatMass: "fat mass"
        case .leanMass: "fat-free mass"
        case .subcutaneousFat: "subcutaneous fat"
        case .visceralFat: "visceral fat"
        case .waterPercent: "body water"
        case .waterMass: "water mass"
        case .skeletalMuscle: "skeletal muscle"
        case .muscleMass: "muscle mass"
        case .musclePercent: "muscle"
        case .boneMass: "bone mass"
        case .protein: "protein"
        case .bmr: "BMR"
        case .metabolicAge: "metabolic age"
        }
    }

    /// The CSV column for this metric, with the mass unit for masses: `muscle_mass_lb`.
    public func column(in unit: MassUnit) -> String {
        if case .mass = kind { return "\(rawValue)_\(unit.symbol)" }
        return rawValue
    }

    /// Why `value` (in kg for masses) cannot be this metric, or `nil` when it can.
    public func problem(with value: Double) -> String? {
        guard value.isFinite else { return "\(label) is not a number" }
        switch kind {
        case .percent:
            guard value > 0, value < 100 else {
                return "\(label) \(Mass.number(value)) % is not a share of 0–100 %"
            }
        case .mass:
            guard value > 0, value <= 500 else {
                return "\(label) \(Mass.number(value)) kg is not a plausible mass"
            }
        case .number(let unit, let range):
            guard range.contains(value) else {
                let shown = [Mass.number(value), unit].filter { !$0.isEmpty }.joined(separator: " ")
                return
                    "\(label) \(shown) is outside \(Mass.number(range.lowerBound))–\(Mass.number(range.upperBound))"
            }
        }
        return nil
    }

    /// `value` (kg for masses) with its unit for people: `22.4 %`, `62.17 kg`, `1801 kcal`.
    public func formatted(_ value: Double, unit: MassUnit) -> String {
        switch kind {
        case .percent: "\(Mass.number(value)) %"
        case .mass: Mass(kilograms: value).formatted(in: unit)
        case .number(let symbol, _): symbol.isEmpty ? Mass.number(value) : "\(Mass.number(value)) \(symbol)"
        }
    }

    public static func < (lhs: BodyMetric, rhs: BodyMetric) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
