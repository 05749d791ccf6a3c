import CommandKit
import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession
@testable import WorkoutSessionCommands

@Suite("Chart axes: labels on round dates and session numbers")
struct ChartTicksTests {
    static func series(days: [Int], axis: Chart.Axis = .date) -> ChartSeries {
        let chart = Chart(
            id: ChartID(UUID()), exerciseID: ExerciseID("bench"), exerciseName: "Bench", metric: .weight,
            axis: axis)
        let points = days.enumerated().map { index, day in
            Chart.Point(date: LocalDate(daysSinceEpoch: day), session: index + 1, value: 100)
        }
        return ChartSeries(chart: chart, points: points, unit: .kilograms)
    }

    static func day(_ text: String) -> Int { LocalDate(iso: text)?.daysSinceEpoch ?? 0 }

    @Test("years, months or Mondays, whichever first gives 2 to 6 labels in the range")
    func dates() {
        let years = Self.series(days: [Self.day("2021-03-17"), Self.day("2026-11-20")]).xTicks.map(\.label)
        #expect(years == ["2022", "2023", "2024", "2025", "2026"])
        let decade = Self.series(days: [Self.day("2012-05-01"), Self.day("2026-11-20")]).xTicks.map(\.label)
        #expect(decade == ["2015", "2020", "2025"])
        let months = Self.series(days: [Self.day("2026-02-10"), Self.day("2026-07-20")]).xTicks.map(\.label)
        #expect(months == ["Mar 2026", "Apr 2026", "May 2026", "Jun 2026", "Jul 2026"])
        let year = Self.series(days: [Self.day("2025-11-10"), Self.day("2026-10-20")]).xTicks.map(\.label)
        #expect(year == ["Jan 2026", "Mar 2026", "May 2026", "Jul 2026", "Sep 2026"])
        let weeks = Self.series(days: [Self.day("2026-11-01"), Self.day("2026-11-24")]).xTicks.map(\.label)
        #expect(weeks == ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"])
        // Two days apart: no round date between them, so even steps.
        #expect(Self.series(days: [Self.day("2026-11-20"), Self.day("2026-11-22")]).xTicks.count == 6)
        // One point: labelled where it is.
        #expect(Self.series(days: [Self.day("2026-11-20")]).xTicks.map(\.label) == ["2026-11-20"])
    }

    @Test("sessions are labelled on round numbers")
    func sessions() {
        func labels(_ count: Int) -> [String] {
            Self.series(days: Array(0..<count), axis: .session).xTicks.map(\.label)
        }
        #expect(labels(48) == ["#10", "#20", "#30", "#40"])
        #expect(labels(5) == ["#1", "#2", "#3", "#4", "#5"])
        #expect(labels(1_000) == ["#200", "#400", "#600", "#800", "#1000"])
    }
}

@Suite("The player's message lines")
struct PlayerMessageTests {
    @Test("a long message is wrapped at spaces within the width, every word kept")
    func wrapped() {
        let message =
            "✓ Barbell Row set 2 saved: 600 kg × 5. That is far above your heaviest Barbell Row so far. 'fitshell workout set 3 3 --weight W' corrects it."
        let lines = PlayerScreen.wrapped(message, width: 40)
        #expect(lines.count > 1 && lines.allSatisfy { TextTable.visibleWidth($0) <= 40 }, "\(lines)")
        #expect(lines.joined(separator: " ") == message)
        #expect(
            lines.contains { $0.contains("'fitshell workout set 3 3") }
                || lines.contains { $0.hasPrefix("'fitshell") })
        #expect(PlayerScreen.wrapped("short", width: 40) == ["short"])
        #expect(PlayerScreen.wrapped("", width: 40) == [""])
    }
}
