import CoreModels

/// The body records of an Apple Health export — body mass, body fat %, lean body mass and
/// waist circumference — gathered while the file streams by, then merged into one weight entry
/// per day (each measure picked by the keep rule on its own) and waist measurements.
public struct AppleHealthBody: Sendable {
    /// The record types read into the body log.
    public enum Kind: String, CaseIterable, Sendable {
        /// `HKQuantityTypeIdentifierBodyMass`.
        case bodyMass = "HKQuantityTypeIdentifierBodyMass"
        /// `HKQuantityTypeIdentifierBodyFatPercentage` (a fraction: 0.215 is 21.5 %).
        case bodyFat = "HKQuantityTypeIdentifierBodyFatPercentage"
        /// `HKQuantityTypeIdentifierLeanBodyMass`.
        case leanMass = "HKQuantityTypeIdentifierLeanBodyMass"
        /// `HKQuantityTypeIdentifierWaistCircumference`.
        case waist = "HKQuantityTypeIdentifierWaistCircumference"

        /// The name in messages.
        var label: String {
            switch self {
            case .bodyMass: "body mass"
            case .bodyFat: "body fat"
            case .leanMass: "lean body mass"
            case .waist: "waist"
            }
        }
    }

    /// A record that was not kept, with why (the first few of each reason are listed).
    public struct Problem: Sendable, Equatable, Codable {
        /// Why.
        public let reason: String
        /// How many records had it.
        public var count: Int

        /// A reason and its count.
        public init(reason: String, count: Int) {
            self.reason = reason
            self.count = count
        }
    }

    struct Reading {
        let second: Int
        let order: Int
        let value: Double
    }

    private var readings: [Kind: [LocalDate: [Reading]]] = [:]
    private var order = 0
    /// Records read per kind.
    public private(set) var counts: [String: Int] = [:]
    /// Records not kept and why, by reason.
    public private(set) var problems: [Problem] = []
    /// Exact repeats (the same kind, time and value, e.g. from two sources) merged into one.
    public private(set) var duplicates = 0
    private var seen: Set<String> = []

    /// An empty collection.
    public init() {}

    /// Adds one record of `kind` with its attributes as written; a record without a unit, with
    /// an unknown unit, a value that is not a number or not plausible is counted as a problem.
    public mutating func add(_ kind: Kind, unit: String?, value: String?, start: String?) {
        counts[kind.rawValue, default: 0] += 1
        guard let start, let date = AppleHealthDate(start) else {
            return problem("a \(kind.label) record without a readable start date")
        }
        guard let value, let number = Double(value.trimmingSpaces()), number.isFinite else {
            return problem("a \(kind.label) record whose value is not a number")
        }
        guard let unit, !unit.isEmpty else { return problem("a \(kind.label) record without a unit") }
        let converted: Double
        switch kind {
        case .bodyMass, .leanMass:
            guard let perUnit = Self.kilogramsPer[unit] else {
                return problem("a \(kind.label) record in an unknown unit '\(unit.prefix(12))'")
            }
            converted = number * perUnit
            if let reason = kind == .bodyMass
                ? WeightEntry.problem(with: Mass(kilograms: converted))
                : BodyMetric.leanMass.problem(with: converted)
            {
                return problem("\(kind.label): \(reason)")
            }
        case .bodyFat:
            guard unit == "%" else {
                return problem("a body fat record in an unknown unit '\(unit.prefix(12))'")
            }
            guard number <= 1 else {
                return problem(
                    "a body fat record of \(Mass.number(number)): Apple Health writes body fat as a fraction (0.205 is 20.5 %)"
                )
            }
            converted = (number * 100 * 1000).rounded() / 1000
            if let reason = BodyMetric.fatPercent.problem(with: converted) { return problem(reason) }
        case .waist:
            guard let perUnit = Self.centimetersPer[unit] else {
                return problem("a waist record in an unknown unit '\(unit.prefix(12))'")
            }
            converted = (number * perUnit * 1000).rounded() / 1000
            if let reason = BodyMeasurement.problem(with: converted) { return problem("waist: \(reason)") }
        }
        let key = "\(kind.rawValue) \(date.epochSeconds) \(converted)"
        guard seen.insert(key).inserted else {
            duplicates += 1
            return
        }
        order += 1
        readings[kind, default: [:]][date.day, default: []].append(
            Reading(second: date.secondOfDay, order: order, value: converted))
    }

    private mutating func problem(_ reason: String) {
        if let index = problems.firstIndex(where: { $0.reason == reason }) {
            problems[index].count += 1
        } else {
            problems.append(Problem(reason: reason, count: 1))
        }
    }

    static let kilogramsPer: [String: Double] = ["kg": 1, "g": 0.001, "lb": 0.453_592_37, "st": 6.350_293_18]
    static let centimetersPer: [String: Double] = ["cm": 1, "mm": 0.1, "m": 100, "in": 2.54, "ft": 30.48]

    /// One weight entry per day with a body mass (its body fat % and lean mass picked the same
    /// way, each on its own), and the waist of each day; body fat or lean mass on a day without
    /// a body mass is counted in `unattached`.
    public func merged(keep: WeightImportOptions.Keep) -> (
        weights: [WeightEntry], waist: [BodyMeasurement], unattached: Int
    ) {
        func pick(_ list: [Reading]?) -> Double? {
            guard let list, !list.isEmpty else { return nil }
            let ordered = list.sorted { ($0.second, $0.order) < ($1.second, $1.order) }
            switch keep {
            case .first: return ordered.first?.value
            case .last: return ordered.last?.value
            case .mean:
                return ((ordered.reduce(0) { $0 + $1.value } / Double(ordered.count)) * 1000).rounded() / 1000
            }
        }
        let masses = readings[.bodyMass] ?? [:]
        var weights: [WeightEntry] = []
        for (day, list) in masses {
            guard let kilograms = pick(list) else { continue }
            var composition = BodyComposition.empty
            composition[.fatPercent] = pick(readings[.bodyFat]?[day])
            composition[.leanMass] = pick(readings[.leanMass]?[day])
            weights.append(WeightEntry(date: day, mass: Mass(kilograms: kilograms), composition: composition))
        }
        let unattached = [Kind.bodyFat, .leanMass].reduce(0) { total, kind in
            total
                + (readings[kind] ?? [:]).filter { masses[$0.key] == nil }.values.reduce(0) { $0 + $1.count }
        }
        let waist = (readings[.waist] ?? [:]).compactMap { day, list in
            pick(list).map { BodyMeasurement(date: day, site: "waist", centimeters: $0) }
        }
        return (weights.sorted { $0.date < $1.date }, waist.sorted { $0.date < $1.date }, unattached)
    }
}
