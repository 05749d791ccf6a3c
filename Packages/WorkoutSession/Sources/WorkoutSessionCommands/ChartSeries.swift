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

    init(chart: Chart, points: [Chart.Point], unit: MassUnit) {
        title = "\(chart.exerciseName) — \(chart.metric.displayName)"
        unitLabel = chart.metric.isMass ? unit.symbol : "sets"
        ys = points.map { chart.metric.isMass ? Mass(kilograms: $0.value).value(in: unit) : $0.value }
        switch chart.axis {
        case .date:
            xs = points.map { Double($0.date.daysSinceEpoch) }
            xLabel = { LocalDate(daysSinceEpoch: Int(saturating: $0.rounded())).description }
            axisTitle = "Date"
        case .session:
            xs = points.map { Double($0.session) }
            xLabel = { "#\(Int(saturating: $0.rounded()))" }
            axisTitle = "Session"
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
