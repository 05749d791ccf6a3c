import CoreModels

/// The plates for a whole workout's barbell sets, chosen so that going from one set to the next
/// takes the fewest plates off and on.
///
/// Plates sit heaviest innermost, so a change keeps the plates both loadings share from the
/// inside out and swaps the rest: going from 25 + 10 to 25 + 15 removes the 10 and adds the 15
/// (two moves a side); from 20 + 20 to 20 + 20 + 5 adds one. Among the loadings that make a
/// set's weight exactly (or its nearest loadable weight, the lighter on a tie), a dynamic
/// programme over the sets picks the sequence with the fewest moves in all, starting from the
/// empty bar.
public enum LoadingPlanner {
    /// One set's loading and the moves from the set before.
    public struct Step: Hashable, Sendable {
        /// The weight asked for.
        public let target: Mass
        /// The loading chosen (its total may differ from the target when not exact).
        public let loading: PlateLoading
        /// Plates taken off each side (outermost first).
        public let off: [Double]
        /// Plates put on each side (innermost first).
        public let on: [Double]
    }

    /// The most loadings considered for one weight (the fewest-plate ones first).
    static let candidateLimit = 40

    /// Plans `targets` in order on `inventory`.
    ///
    /// - Throws: `PlateSolver.Problem.belowBar` for a target under the bar.
    public static func plan(_ targets: [Mass], on inventory: PlateInventory) throws(PlateSolver.Problem)
        -> [Step]
    {
        guard !targets.isEmpty else { return [] }
        var candidates: [[PlateLoading]] = []
        for target in targets { candidates.append(try loadings(for: target, on: inventory)) }
        // cost[i][j]: fewest moves to reach candidate j of set i; from[i][j]: the candidate before.
        var cost = [candidates[0].map { moves(from: [], to: $0.perSide) }]
        var from = [Array(repeating: -1, count: candidates[0].count)]
        for index in 1..<candidates.count {
            var row: [Int] = []
            var back: [Int] = []
            for candidate in candidates[index] {
                var best = Int.max
                var choice = 0
                for (previous, loading) in candidates[index - 1].enumerated() {
                    let total =
                        cost[index - 1][previous] + moves(from: loading.perSide, to: candidate.perSide)
                    if total < best {
                        best = total
                        choice = previous
                    }
                }
                row.append(best)
                back.append(choice)
            }
            cost.append(row)
            from.append(back)
        }
        var chosen = Array(repeating: 0, count: targets.count)
        chosen[targets.count - 1] =
            cost[targets.count - 1].indices.min { cost[targets.count - 1][$0] < cost[targets.count - 1][$1] }
            ?? 0
        for index in stride(from: targets.count - 1, to: 0, by: -1) {
            chosen[index - 1] = from[index][chosen[index]]
        }
        var steps: [Step] = []
        var previous: [Double] = []
        for (index, target) in targets.enumerated() {
            let loading = candidates[index][chosen[index]]
            let shared = sharedInside(previous, loading.perSide)
            steps.append(
                Step(
                    target: target, loading: loading, off: Array(previous.dropFirst(shared).reversed()),
                    on: Array(loading.perSide.dropFirst(shared))))
            previous = loading.perSide
        }
        return steps
    }

    /// Plates moved on one side going from `old` to `new` (both heaviest first).
    static func moves(from old: [Double], to new: [Double]) -> Int {
        let shared = sharedInside(old, new)
        return (old.count - shared) + (new.count - shared)
    }

    /// How many plates, from the inside, two loadings share.
    static func sharedInside(_ old: [Double], _ new: [Double]) -> Int {
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] { shared += 1 }
        return shared
    }

    /// Every loading of the weight nearest `target` (exact, else the closer of the nearest below
    /// and above, the lighter on a tie),
    /// fewest plates first, at most `candidateLimit`.
    static func loadings(for target: Mass, on inventory: PlateInventory) throws(PlateSolver.Problem)
        -> [PlateLoading]
    {
        let total: Double
        switch try PlateSolver.solve(target, on: inventory) {
        case .exact(let loading): total = loading.total
        case .nearest(let below, let above):
            // The closer of the two (the lighter on a tie), as a weight taken from last time is
            // moved to the gym's loads: 88.18 lb is 90, not 85.
            let wanted = target.value(in: inventory.unit)
            guard
                let nearest = [below, above].compactMap({ $0 }).min(by: {
                    abs($0.total - wanted) < abs($1.total - wanted)
                })
            else {
                return [PlateLoading(perSide: [], total: inventory.emptyLoad)]
            }
            total = nearest.total
        }
        let side = Int(((total - inventory.emptyLoad) * 100 / 2).rounded())
        let plates = inventory.plateWeights
        var found: [[Double]] = []
        func search(_ index: Int, _ remaining: Int, _ chosen: [Double]) {
            if found.count >= candidateLimit * 4 { return }
            if remaining == 0 {
                found.append(chosen)
                return
            }
            guard index < plates.count else { return }
            let hundredths = Int((plates[index] * 100).rounded())
            let most = min(inventory.perSide[plates[index]] ?? 0, remaining / max(1, hundredths))
            for count in stride(from: most, through: 0, by: -1) {
                search(
                    index + 1, remaining - count * hundredths,
                    chosen + Array(repeating: plates[index], count: count))
            }
        }
        search(0, side, [])
        let sorted = found.sorted {
            $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1, by: >)
        }
        return sorted.prefix(candidateLimit).map { PlateLoading(perSide: $0, total: total) }
    }
}
