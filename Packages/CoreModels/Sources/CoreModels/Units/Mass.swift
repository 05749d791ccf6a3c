import Foundation

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

    /// The value in `unit`, rounded to 0.01 (what a person entered and expects to read).
    public func value(in unit: MassUnit) -> Double {
        (kilograms / unit.kilogramsPerUnit * 100).rounded() / 100
    }

    /// Whether the value is a usable weight: finite and not negative.
    public var isValid: Bool { kilograms.isFinite && kilograms >= 0 }

    /// A short text such as `82.4 kg` or `180 lb`, with at most two decimals.
    public func formatted(in unit: MassUnit) -> String {
        "\(Mass.number(value(in: unit))) \(unit.symbol)"
    }

    /// A number with at most two decimals and no trailing zeros (`82.4`, `100`, `12.35`).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    public static func < (lhs: Mass, rhs: Mass) -> Bool { lhs.kilograms < rhs.kilograms }

    /// Decodes a bare number of kilograms.
    public init(from decoder: any Decoder) throws {
        self.kilograms = try decoder.singleValueContainer().decode(Double.self)
    }

    /// Encodes a bare number of kilograms (rounded to 1e-6 kg, far below any scale's precision).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode((kilograms * 1_000_000).rounded() / 1_000_000)
    }
}
