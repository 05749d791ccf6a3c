import CoreModels

/// What goes on each side of the bar for a weight.
public struct PlateLoading: Hashable, Sendable {
    /// The plates of one side, heaviest (innermost) first.
    public let perSide: [Double]
    /// The bar and both sides, in the inventory's unit.
    public let total: Double

    /// `per side 25 + 15`, or `the empty bar`.
    public var perSideText: String {
        perSide.isEmpty ? "the empty bar" : "per side " + perSide.map(Mass.number).joined(separator: " + ")
    }

    /// A loading of `perSide` plates (heaviest first) making `total`.
    public init(perSide: [Double], total: Double) {
        self.perSide = perSide
        self.total = total
    }
}

/// The answer for a target weight: the loading that makes it, or the nearest loadable totals.
public enum PlateAnswer: Hashable, Sendable {
    /// The target, with the fewest plates.
    case exact(PlateLoading)
    /// The target cannot be made: the nearest total below (if any) and above (if any).
    case nearest(below: PlateLoading?, above: PlateLoading?)
}

/// Finds the plates for a weight: exactly with the fewest plates when the inventory can make
/// it, else the nearest loadable totals on either side.
///
/// Weights are counted in hundredths of the inventory's unit, so 1.25 kg and 2.5 lb plates add
/// up exactly; a target is first converted to that unit.
public enum PlateSolver {
    /// Why no loading can be given.
    public enum Problem: Error, Equatable, Sendable {
        /// The target is lighter than the empty bar.
        case belowBar(bar: Double)
    }

    /// Loads `target` on `inventory`'s bar.
    ///
    /// - Throws: `Problem.belowBar` for a target under the bar's weight.
    public static func solve(_ target: Mass, on inventory: PlateInventory) throws(Problem) -> PlateAnswer {
        let wanted = Int((target.value(in: inventory.unit) * 100).rounded())
        let bar = Int((inventory.emptyLoad * 100).rounded())
        guard wanted >= bar else { throw .belowBar(bar: inventory.emptyLoad) }
        let plates = inventory.plateWeights.map { (weight: $0, hundredths: Int(($0 * 100).rounded())) }
        let side = (wanted - bar) / 2
        let reachable = reachableSides(
            plates: plates, counts: inventory.plateWeights.map { inventory.perSide[$0] ?? 0 })
        func loading(_ sum: Int) -> PlateLoading? {
            guard let fewest = reachable[sum] else { return nil }
            return PlateLoading(perSide: fewest, total: Double(bar + 2 * sum) / 100)
        }
        if (wanted - bar) % 2 == 0, let exact = loading(side) { return .exact(exact) }
        let sums = reachable.keys.sorted()
        let below = sums.last { bar + 2 * $0 < wanted }.flatMap(loading)
        let above = sums.first { bar + 2 * $0 > wanted }.flatMap(loading)
        return .nearest(below: below, above: above)
    }

    /// Every per-side sum the plates can make, each with the fewest plates that make it (on a
    /// tie, the heavier plates: 25 + 15 rather than 20 + 20). A bounded knapsack over hundredths.
    static func reachableSides(plates: [(weight: Double, hundredths: Int)], counts: [Int]) -> [Int: [Double]]
    {
        var best: [Int: [Double]] = [0: []]
        for (index, plate) in plates.enumerated() {
            var next = best
            for (sum, used) in best {
                var total = sum
                var chosen = used
                for _ in 0..<counts[index] {
                    total += plate.hundredths
                    chosen.append(plate.weight)
                    if let current = next[total],
                        current.count < chosen.count
                            || (current.count == chosen.count
                                && !chosen.lexicographicallyPrecedes(current, by: >))
                    {
                        continue
                    }
                    next[total] = chosen
                }
            }
            best = next
        }
        return best
    }
}
