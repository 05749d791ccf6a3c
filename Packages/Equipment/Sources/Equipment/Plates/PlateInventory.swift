import CoreModels

/// A bar and the plates that can go on it, in the unit they are marked in.
///
/// Counts are per side: a pair of 20 kg plates is one 20 kg plate a side.
public struct PlateInventory: Hashable, Sendable, Codable {
    /// The unit the bar and plates are marked in.
    public var unit: MassUnit
    /// The bar's weight.
    public var bar: Double
    /// Plate weight → plates available for each side.
    public var perSide: [Double: Int]
    /// The weight of one collar (0 without collars); a pair is always on the bar.
    public var collar: Double

    /// An inventory; plates of zero or negative weight or count are left out.
    public init(unit: MassUnit, bar: Double, perSide: [Double: Int], collar: Double = 0) {
        self.unit = unit
        self.bar = bar
        self.perSide = perSide.filter { $0.key > 0 && $0.value > 0 }
        self.collar = collar
    }

    private enum CodingKeys: String, CodingKey { case unit, bar, perSide, collar }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            unit: try container.decode(MassUnit.self, forKey: .unit),
            bar: try container.decode(Double.self, forKey: .bar),
            perSide: try container.decode([Double: Int].self, forKey: .perSide),
            collar: try container.decodeIfPresent(Double.self, forKey: .collar) ?? 0)
    }

    /// What the bar weighs before any plate: the bar and its collars.
    public var emptyLoad: Double { bar + 2 * collar }

    /// `bar 20 kg`, or `bar 20 kg + collars 2 × 2.5 kg`.
    public var barText: String {
        "bar \(Mass.number(bar)) \(unit.symbol)"
            + (collar > 0 ? " + collars 2 × \(Mass.number(collar)) \(unit.symbol)" : "")
    }

    /// A commercial gym in kilograms: a 20 kg bar and plenty of 25 to 1.25 kg plates.
    public static let gymKilograms = PlateInventory(
        unit: .kilograms, bar: 20, perSide: [25: 8, 20: 2, 15: 2, 10: 2, 5: 2, 2.5: 2, 1.25: 2])
    /// A commercial gym in pounds: a 45 lb bar and plenty of 45 to 2.5 lb plates.
    public static let gymPounds = PlateInventory(
        unit: .pounds, bar: 45, perSide: [45: 8, 35: 2, 25: 2, 10: 2, 5: 2, 2.5: 2])

    /// The commercial gym of `unit`.
    public static func standard(for unit: MassUnit) -> PlateInventory {
        unit == .pounds ? gymPounds : gymKilograms
    }

    /// The smallest change of load the inventory can make: a pair of its lightest plates.
    public var smallestIncrement: Mass { Mass(2 * (perSide.keys.min() ?? 0), unit) }

    /// The plate weights, heaviest first.
    public var plateWeights: [Double] { perSide.keys.sorted(by: >) }

    /// The heaviest total the inventory can load.
    public var heaviest: Double { emptyLoad + 2 * perSide.reduce(0) { $0 + $1.key * Double($1.value) } }
}
