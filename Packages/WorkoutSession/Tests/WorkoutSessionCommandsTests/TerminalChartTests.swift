import CommandKit
import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession
@testable import WorkoutSessionCommands

@Suite("Terminal charts")
struct TerminalChartTests {
    static func series(_ values: [Double], unit: MassUnit = .pounds) -> ChartSeries {
        let chart = Chart(
            id: ChartID(UUID()), exerciseID: ExerciseID("bench"), exerciseName: "Bench", metric: .weight,
            axis: .date)
        let points = values.enumerated().map { index, value in
            Chart.Point(date: LocalDate(daysSinceEpoch: 20_400 + index * 3), session: index + 1, value: value)
        }
        return ChartSeries(chart: chart, points: points, unit: unit)
    }

    @Test("a chart of one workout draws its point, whatever the width")
    func onePoint() {
        for width in [40, 60, 80, 81, 120] {
            let lines = TerminalChart.render(
                Self.series([88.450512]), width: width, style: Style(enabled: false))
            let plot = lines.dropFirst().prefix(10).joined()
            #expect(
                plot.contains("█") || TerminalChart.levels.contains { plot.contains($0) }, "width \(width)")
            #expect(lines.last?.contains("1 workout") == true)
        }
    }

    @Test("several workouts draw a column for every point's day")
    func severalPoints() {
        let lines = TerminalChart.render(
            Self.series([60, 62.5, 65, 70]), width: 80, style: Style(enabled: false))
        let plot = lines.dropFirst().prefix(10)
        #expect(plot.contains { $0.contains("█") })
        #expect(lines.last?.contains("4 workouts") == true)
    }

    @Test("with more workouts than columns, a peak between two columns' days still reaches the top row")
    func peaksAreKept() {
        // 300 workouts at 60, but one at 100: 300 points share about 70 columns.
        var values = [Double](repeating: 60, count: 300)
        values[151] = 100
        let lines = TerminalChart.render(
            Self.series(values, unit: .kilograms), width: 80, style: Style(enabled: false))
        let top = lines[1]
        #expect(top.contains("100 ┤"))
        #expect(
            top.contains("█") || TerminalChart.levels.contains { top.contains($0) },
            "\(lines.joined(separator: "\n"))")
    }
}
