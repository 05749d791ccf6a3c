import CoreModels

/// A warm-up ramp to a working weight that the plates can make: the empty bar, then rising
/// percentages of the working weight with fewer reps each time.
public enum WarmupPlanner {
    /// One warm-up set.
    public struct Step: Hashable, Sendable {
        /// The loading (its total in the inventory's unit).
        public let loading: PlateLoading
        /// Reps to do.
        public let reps: Int
    }

    /// Up to `sets` warm-up sets before `working` on `inventory`: the empty bar for 10, then
    /// percentages spread from 40 % to 85 % of the working weight, each loaded with the nearest
    /// weight the plates make at or below it, with 8, 5, 3 and 2 reps towards the last. Sets
    /// that would repeat a weight, or reach the working weight, are left out.
    ///
    /// - Throws: `PlateSolver.Problem.belowBar` when the working weight is under the bar.
    public static func ramp(to working: Mass, sets: Int = 4, on inventory: PlateInventory) throws(PlateSolver
        .Problem)
        -> [Step]
    {
        let target = working.value(in: inventory.unit)
        guard target >= inventory.emptyLoad - 1e-9 else { throw .belowBar(bar: inventory.emptyLoad) }
        let count = max(1, min(sets, 8))
        var steps = [Step(loading: PlateLoading(perSide: [], total: inventory.emptyLoad), reps: 10)]
        let climbs = count - 1
        let taper = [2, 3, 5, 8]
        for index in 0..<climbs {
            let share = climbs == 1 ? 0.6 : 0.40 + 0.45 * Double(index) / Double(climbs - 1)
            let reps = taper[min(taper.count - 1, climbs - 1 - index)]
            let wanted = Mass(target * share, inventory.unit)
            guard target * share > inventory.emptyLoad else { continue }
            let loading: PlateLoading?
            switch try PlateSolver.solve(wanted, on: inventory) {
            case .exact(let exact): loading = exact
            case .nearest(let below, _): loading = below
            }
            guard let loading, let last = steps.last, loading.total > last.loading.total + 1e-9,
                loading.total < target - 1e-9
            else { continue }
            steps.append(Step(loading: loading, reps: reps))
        }
        return target > inventory.emptyLoad + 1e-9 ? steps : []
    }
}
