import CoreModels
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A chart's points ready to draw: x and y numbers plus the labels of the axes.
struct ChartSeries {
    let title: String
    let unitLabel: String
    let xs: [Double]
    let ys: [Double]
    let xLabel: (Double) -> String
    let axisTitle: String
    /// Whether x is a day (days since 1970), not a session number.
    let isDateAxis: Bool

    init(chart: Chart, points: [Chart.Point], unit: MassUnit) {
        title = "\(chart.exerciseName) — \(chart.metric.displayName)"
        unitLabel = chart.metric.isMass ? unit.symbol : "sets"
        ys = points.map { chart.metric.isMass ? Mass(kilograms: $0.value).value(in: unit) : $0.value }
        switch chart.axis {
        case .date:
            xs = points.map { Double($0.date.daysSinceEpoch) }
            xLabel = { LocalDate(daysSinceEpoch: Int(saturating: $0.rounded())).description }
            axisTitle = "Date"
            isDateAxis = true
        case .session:
            xs = points.map { Double($0.session) }
            xLabel = { "#\(Int(saturating: $0.rounded()))" }
            axisTitle = "Session"
            isDateAxis = false
        }
    }

    var isEmpty: Bool { ys.isEmpty }

    /// Bounds for the y axis on round numbers (a step of 1, 2 or 5 × 10ⁿ over four intervals), never flat.
    var yRange: (Double, Double) {
        guard var low = ys.min(), var high = ys.max() else { return (0, 1) }
        if low == high { (low, high) = (low - 1, high + 1) }
        let raw = (high - low) / 4
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        return (max(0, floor(low / step) * step), ceil(high / step) * step)
    }

    /// Where the x axis is labelled, 2 to 6 places: on a date axis the first days of years,
    /// of months or Mondays, whichever first gives at least two in the range (six even steps
    /// fell on days such as 2024-03-17); on a session axis round session numbers. One point
    /// is labelled where it is; a range none of these fit gets six even steps.
    var xTicks: [(x: Double, label: String)] {
        guard Set(xs).count > 1 else { return xs.first.map { [($0, xLabel($0))] } ?? [] }
        let (x0, x1) = xRange
        let low = Int(saturating: x0.rounded(.up))
        let high = Int(saturating: x1.rounded(.down))
        func fits(_ ticks: [(x: Double, label: String)]) -> Bool { (2...6).contains(ticks.count) }
        if isDateAxis {
            let ticks = RoundDates.ticks(
                from: LocalDate(daysSinceEpoch: low), to: LocalDate(daysSinceEpoch: high))
            if !ticks.isEmpty { return ticks.map { (x: Double($0.date.daysSinceEpoch), label: $0.label) } }
        } else {
            for step in [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000] {
                let start = (low + step - 1) / step * step
                let ticks = stride(from: start, through: high, by: step).map {
                    (x: Double($0), label: "#\($0)")
                }
                if fits(ticks) { return ticks }
            }
        }
        return (0..<6).map {
            let x = x0 + (x1 - x0) * Double($0) / 5
            return (x, xLabel(x))
        }
    }

    var xRange: (Double, Double) {
        guard let low = xs.min(), let high = xs.max() else { return (0, 1) }
        return low == high ? (low - 1, high + 1) : (low, high)
    }

    /// The value at `x`, interpolated between the neighbouring points; `nil` outside them and
    /// between two points a break of `breaks` (an index starting a new stretch) separates.
    func value(at x: Double, breaks: Set<Int> = []) -> Double? {
        guard let first = xs.first, let last = xs.last, x >= first, x <= last else { return nil }
        guard let upper = xs.firstIndex(where: { $0 >= x }) else { return ys.last }
        if upper == 0 || xs[upper] == x { return ys[upper] }
        // Within a gap the line is lifted (`LineGaps`): months without a point have no value.
        if breaks.contains(upper) { return nil }
        let fraction = (x - xs[upper - 1]) / (xs[upper] - xs[upper - 1])
        return ys[upper - 1] + (ys[upper] - ys[upper - 1]) * fraction
    }
}
