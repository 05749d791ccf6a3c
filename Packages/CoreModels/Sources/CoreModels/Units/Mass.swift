#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A mass (a lifted weight or a body weight), stored in kilograms.
///
/// Values entered in pounds convert to kilograms for storage and back without drift: a value
/// entered with up to two decimals reads back identical after rounding to 0.01 in its unit.
public struct Mass: Hashable, Comparable, Sendable, Codable {
    /// The mass in kilograms.
    public let kilograms: Double

    /// Creates a mass of `kilograms` kilograms.
    public init(kilograms: Double) {
        self.kilograms = kilograms
    }

    /// Creates a mass of `value` in `unit`.
    public init(_ value: Double, _ unit: MassUnit) {
        self.kilograms = value * unit.kilogramsPerUnit
    }

    /// Zero.
    public static let zero = Mass(kilograms: 0)

    /// The heaviest load one set may carry, logged or planned: 1,000 kg (2,204.6 lb), past
    /// every lift ever made.
    public static let heaviestSet = Mass(kilograms: 1000)

    /// The sum of two masses.
    public static func + (lhs: Mass, rhs: Mass) -> Mass { Mass(kilograms: lhs.kilograms + rhs.kilograms) }

    /// The difference of two masses.
    public static func - (lhs: Mass, rhs: Mass) -> Mass { Mass(kilograms: lhs.kilograms - rhs.kilograms) }

    /// The value in `unit`, rounded to 0.01 (what a person entered and expects to read).
    public func value(in unit: MassUnit) -> Double {
        (kilograms / unit.kilogramsPerUnit * 100).rounded() / 100
    }

    /// Whether the mass reads as a weight people type in `unit`, a multiple of a quarter: 20 kg
    /// and 42.5 lb do; 44.09 lb (20 kg in pounds) does not, being a conversion.
    public func readsAsTyped(in unit: MassUnit) -> Bool {
        let quarters = value(in: unit) * 4
        return abs(quarters - quarters.rounded()) < 0.01
    }

    /// This mass in `unit`, to the nearest multiple of `step` (at least one step when it was more
    /// than nothing): 22.5 kg is 49.6 lb, to 5-lb steps 50 lb. For moving a plan's weights to
    /// the other unit's plates.
    public func nearest(multipleOf step: Mass, in unit: MassUnit) -> Mass {
        let size = step.value(in: unit)
        guard size > 0, kilograms > 0 else { return Mass(value(in: unit), unit) }
        let steps = max(1, (value(in: unit) / size).rounded())
        return Mass((steps * size * 100).rounded() / 100, unit)
    }

    /// Whether the value is a usable weight: finite and not negative.
    public var isValid: Bool { kilograms.isFinite && kilograms >= 0 }

    /// A short text such as `82.4 kg`, `180 lb` or `2,147,236.5 kg`, with at most two decimals
    /// and the thousands grouped (for people; files use `number(_:)`).
    public func formatted(in unit: MassUnit) -> String {
        "\(Mass.grouped(value(in: unit))) \(unit.symbol)"
    }

    /// A total of weight times reps (a workout's, a year's volume) for people: from 1,000 up to
    /// the nearest whole unit (`1,493,298 lb`: a conversion's hundredths of a pound tell nothing
    /// at that size), below as `formatted(in:)`. Files and `--json` keep the exact figure.
    public func volumeFormatted(in unit: MassUnit) -> String {
        let value = value(in: unit)
        guard abs(value) >= 1000 else { return formatted(in: unit) }
        return "\(Mass.grouped(value.rounded())) \(unit.symbol)"
    }

    /// `number(_:)` with the whole part grouped in thousands: `2,147,236.5`.
    public static func grouped(_ value: Double) -> String {
        let text = number(value)
        let negative = text.hasPrefix("-")
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", maxSplits: 1)
        guard let whole = parts.first, whole.count > 3, whole.allSatisfy(\.isASCII) else { return text }
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (negative ? "-" : "") + grouped + (parts.count > 1 ? "." + String(parts[1]) : "")
    }

    /// A number with at most two decimals and no trailing zeros (`82.4`, `100`, `12.35`).
    public static func number(_ value: Double) -> String { PlainText.trimmed(value, upTo: 2) }

    public static func < (lhs: Mass, rhs: Mass) -> Bool { lhs.kilograms < rhs.kilograms }

    /// Decodes a bare number of kilograms.
    public init(from decoder: any Decoder) throws {
        self.kilograms = try decoder.singleValueContainer().decode(Double.self)
    }

    /// The kilograms as files keep them: rounded to 1e-6 kg, far below any scale's precision.
    /// Every writer of a mass (the encoder and the hand-built writers) writes this.
    public var storedKilograms: Double { (kilograms * 1_000_000).rounded() / 1_000_000 }

    /// The value in `unit` as a file should carry it: the shortest decimal (up to six places)
    /// that reads back as the same stored kilograms. A weight typed as 186.6 lb is kept as
    /// 84.640336 kg, which is 186.5999990 lb: this writes `186.6`, where six fixed decimals
    /// wrote `186.599999` (the same mass, but not what was typed).
    public func exported(in unit: MassUnit) -> String {
        let stored = storedKilograms
        return PlainText.shortest(stored / unit.kilogramsPerUnit, upTo: 6) {
            Mass($0, unit).storedKilograms == stored
        }
    }

    /// Encodes a bare number of kilograms (`storedKilograms`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(storedKilograms)
    }
}

extension Array where Element == Mass {
    /// The index of the mass nearest `mass` (the first of two as near: the lighter in a list
    /// lightest first, as a gym's dumbbells are kept); `nil` when the list is empty.
    public func nearestIndex(to mass: Mass) -> Int? {
        indices.min { abs(self[$0].kilograms - mass.kilograms) < abs(self[$1].kilograms - mass.kilograms) }
    }

    /// The mass nearest `mass` (`nearestIndex(to:)`); `nil` when the list is empty.
    public func nearest(to mass: Mass) -> Mass? { nearestIndex(to: mass).map { self[$0] } }
}
