import CoreModels

/// The composition measures of one weight reading, as the scale gave them (masses in kg).
///
/// Stored beside the weight as `{"fat_percent": 22.4, "muscle_mass": 62.17}`.
public struct BodyComposition: Hashable, Sendable, Codable {
    /// The values by metric (kilograms for masses, % for shares).
    public private(set) var values: [BodyMetric: Double]

    /// No measures.
    public static let empty = BodyComposition([:])

    /// Creates a composition from `values`.
    public init(_ values: [BodyMetric: Double]) {
        self.values = values
    }

    /// Whether there are no measures.
    public var isEmpty: Bool { values.isEmpty }

    /// The metrics present, in the standard order.
    public var metrics: [BodyMetric] { values.keys.sorted() }

    /// The value of `metric`, if measured.
    public subscript(metric: BodyMetric) -> Double? {
        get { values[metric] }
        set { values[metric] = newValue }
    }

    /// This composition with the metrics it lacks taken from `other`.
    public func filling(from other: BodyComposition) -> BodyComposition {
        BodyComposition(values.merging(other.values) { mine, _ in mine })
    }

    /// The first problem of any value, or `nil` when all are plausible.
    public var problem: String? {
        for metric in metrics {
            if let value = values[metric], let problem = metric.problem(with: value) { return problem }
        }
        return nil
    }

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes an object of metric keys; an unknown key is an error (it would be lost on the next save).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [BodyMetric: Double] = [:]
        for key in container.allKeys {
            guard let metric = BodyMetric(rawValue: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "'\(key.stringValue)' is not a body measure"
                )
            }
            values[metric] = try container.decode(Double.self, forKey: key)
        }
        self.values = values
    }

    /// Encodes an object of metric keys, in the standard order, rounded to 1e-6.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for metric in metrics {
            if let value = values[metric] {
                try container.encode(
                    (value * 1_000_000).rounded() / 1_000_000, forKey: Key(stringValue: metric.rawValue))
            }
        }
    }
}

/// What `--metric` asks for: a measure read directly, or worked out from the weight when the
/// scale gave it the other way (fat mass and weight give body fat %).
public enum CompositionView: String, CaseIterable, Sendable {
    /// Body fat %, from the fat share or the fat mass.
    case fat
    /// Muscle mass, from the mass or the muscle share.
    case muscle
    /// Body water %, from the share or the water mass.
    case water
    /// Bone mass.
    case bone
    /// Visceral fat rating.
    case visceral
    /// Basal metabolic rate.
    case bmr
    /// Fat-free mass, from the lean mass or the weight less the fat.
    case lean

    /// The metric the view shows (its unit and label).
    public var metric: BodyMetric {
        switch self {
        case .fat: .fatPercent
        case .muscle: .muscleMass
        case .water: .waterPercent
        case .bone: .boneMass
        case .visceral: .visceralFat
        case .bmr: .bmr
        case .lean: .leanMass
        }
    }

    /// The view's value for `entry`, if the entry's measures give it.
    public func value(of entry: WeightEntry) -> Double? {
        let composition = entry.composition
        let weight = entry.mass.kilograms
        switch self {
        case .fat: return composition[.fatPercent] ?? composition[.fatMass].map { $0 / weight * 100 }
        case .muscle: return composition[.muscleMass] ?? composition[.musclePercent].map { $0 * weight / 100 }
        case .water: return composition[.waterPercent] ?? composition[.waterMass].map { $0 / weight * 100 }
        case .bone: return composition[.boneMass]
        case .visceral: return composition[.visceralFat]
        case .bmr: return composition[.bmr]
        case .lean:
            return composition[.leanMass] ?? composition[.fatMass].map { weight - $0 }
                ?? composition[.fatPercent].map { weight * (1 - $0 / 100) }
        }
    }
}

/// A metric chosen with `--metric`: one of the views (`fat`, `muscle`, …) or any stored measure by
/// its key (`protein_percent`).
public struct CompositionSelection: Sendable, Equatable {
    /// The metric shown (label and unit).
    public let metric: BodyMetric
    let view: CompositionView?

    /// The selection named `name` (a view or a metric key), or `nil`.
    public init?(_ name: String) {
        let key = name.lowercased().replacing("-", with: "_")
        if let view = CompositionView(rawValue: key) {
            self.view = view
            metric = view.metric
        } else if let metric = BodyMetric(rawValue: key) {
            // A stored key that a view shows reads as the view: worked out from the measures the
            // scale stored instead (`fat_percent` from a Withings fat mass showed "—" where
            // `fat` showed 26.22 %).
            view = CompositionView.allCases.first { $0.metric == metric }
            self.metric = metric
        } else {
            return nil
        }
    }

    /// A share or mass no view shows, worked out from its counterpart the scale stored (muscle
    /// % from the muscle mass, fat and water masses from their shares); `nil` for the others.
    static func derived(_ metric: BodyMetric, of entry: WeightEntry) -> Double? {
        let composition = entry.composition
        let weight = entry.mass.kilograms
        guard weight > 0 else { return nil }
        switch metric {
        case .musclePercent: return composition[.muscleMass].map { $0 / weight * 100 }
        case .fatMass:
            return composition[.fatPercent].map { $0 * weight / 100 }
                ?? composition[.leanMass].map { weight - $0 }
        case .waterMass: return composition[.waterPercent].map { $0 * weight / 100 }
        default: return nil
        }
    }

    /// Every name `init` accepts.
    public static var names: [String] {
        CompositionView.allCases.map(\.rawValue) + BodyMetric.allCases.map(\.rawValue)
    }

    /// The value for `entry`, if its measures give it (to 1e-6: masses stay in kilograms here, and
    /// rounding them to 0.01 kg would move a value typed in pounds).
    public func value(of entry: WeightEntry) -> Double? {
        let raw =
            view.map { $0.value(of: entry) } ?? entry.composition[metric] ?? Self.derived(metric, of: entry)
        return raw.map { ($0 * 1_000_000).rounded() / 1_000_000 }
    }
}
