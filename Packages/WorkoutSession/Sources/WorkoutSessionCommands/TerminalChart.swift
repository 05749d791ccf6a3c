import CommandKit
import CoreModels
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A line chart drawn with Unicode blocks: the line is the top edge of each column, the area
/// under it shaded; y labels on the left, x labels below; it fits the given width.
enum TerminalChart {
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    static func render(_ series: ChartSeries, width: Int, height: Int = 10, style: Style) -> [String] {
        guard !series.isEmpty else { return ["No data yet: this exercise is not in any finished workout."] }
        let (low, high) = series.yRange
        let labels = [high, (high + low) / 2, low].map { Mass.number($0) }
        let labelWidth = (labels.map(\.count).max() ?? 1) + 1
        let columns = max(10, width - labelWidth - 2)
        let (x0, x1) = series.xRange
        // Heights in eighths of a row, per column.
        func eighths(_ y: Double) -> Int { Int(saturating: ((y - low) / (high - low)) * Double(height * 8)) }
        // Months without a workout stay empty, as the SVG chart lifts its pen there.
        let breaks = LineGaps.breaks(series.xs)
        var heights: [Int?] = (0..<columns).map { column in
            let x = x0 + (x1 - x0) * Double(column) / Double(max(1, columns - 1))
            return series.value(at: x, breaks: breaks).map(eighths)
        }
        // Each point reaches at least its nearest column: a column stands for a stretch of days
        // and shows the highest point in it (the line sampled at the column's day alone missed
        // peaks, the all-time heaviest among them, when there are more workouts than columns),
        // and a point no column falls on (one workout, centred between padding days) is drawn.
        for (x, y) in zip(series.xs, series.ys) {
            let column = Int(saturating: ((x - x0) / (x1 - x0) * Double(columns - 1)).rounded())
            guard heights.indices.contains(column) else { continue }
            heights[column] = max(heights[column] ?? 0, eighths(y))
        }
        var lines = [style.bold(series.title) + style.muted("  (\(series.unitLabel))")]
        for row in (0..<height).reversed() {
            var text = ""
            for eighths in heights {
                guard let eighths else {
                    text.append(" ")
                    continue
                }
                let filled = eighths - row * 8
                if filled >= 8 {
                    text.append(eighths - (row + 1) * 8 < 8 ? "█" : "░")
                } else if filled > 0 {
                    text.append(levels[filled - 1])
                } else {
                    text.append(" ")
                }
            }
            let label =
                row == height - 1 ? labels[0] : (row == height / 2 ? labels[1] : (row == 0 ? labels[2] : ""))
            lines.append(
                String(repeating: " ", count: max(0, labelWidth - label.count)) + label + " ┤"
                    + style.accent(text))
        }
        lines.append(
            String(repeating: " ", count: labelWidth) + " └" + String(repeating: "─", count: columns))
        let first = series.xLabel(x0)
        let last = series.xLabel(x1)
        let gap = max(1, columns - first.count - last.count)
        lines.append(
            String(repeating: " ", count: labelWidth + 2) + first + String(repeating: " ", count: gap) + last)
        lines.append(
            style.muted(
                String(repeating: " ", count: labelWidth + 2)
                    + "\(Text.count(series.ys.count, "workout")) · x: \(series.axisTitle.lowercased())"))
        return lines
    }

    /// A one-line sparkline of the last `count` values.
    static func sparkline(_ values: [Double], count: Int = 16) -> String {
        let recent = values.suffix(count)
        guard let low = recent.min(), let high = recent.max() else { return "" }
        return String(
            recent.map { value in
                high == low
                    ? levels[3]
                    : levels[
                        min(
                            levels.count - 1,
                            max(0, Int(saturating: ((value - low) / (high - low)) * Double(levels.count - 1)))
                        )]
            })
    }
}
