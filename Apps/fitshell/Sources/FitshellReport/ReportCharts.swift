import CoreModels

/// The report's SVG charts: each a `<figure>` with a titled, described `<svg role="img">` that
/// scales to its column, numbers behind each mark in `<title>`, and the same numbers in a
/// text or table alternative beside it.
enum ReportCharts {
    typealias Point = (x: Double, y: Double, label: String)

    /// A GitHub-style calendar: a column per week, a row per weekday, darker for more sets.
    static func calendar(_ glance: ReportModel.Glance, to: LocalDate, unit: MassUnit, id: String) -> String {
        let cell = 11.0
        let gap = 2.0
        let weeks = max(1, glance.calendarStart.days(until: to) / 7 + 1)
        let width = 30 + Double(weeks) * (cell + gap)
        let height = 20 + 7 * (cell + gap)
        let byDay = Dictionary(glance.days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        // Levels by quartile of the training days' sets, so the shades show differences.
        let ordered = glance.days.map(\.sets).sorted()
        func quartile(_ q: Double) -> Int {
            ordered.isEmpty ? 0 : ordered[min(ordered.count - 1, Int(Double(ordered.count) * q))]
        }
        let cuts = [quartile(0.25), quartile(0.5), quartile(0.75)]
        var svg = open(
            id: id, width: width, height: height, title: "Training days, \(glance.calendarStart) to \(to)",
            description:
                "A square per day, a column per week; filled squares are training days, darker for more sets. \(glance.days.count) training days."
        )
        var month = 0
        for week in 0..<weeks {
            let monday = glance.calendarStart.adding(days: 7 * week)
            if monday.month != month, monday.day <= 7 {
                month = monday.month
                svg +=
                    "<text class=\"axis\" x=\"\(HTMLText.coordinate(30 + Double(week) * (cell + gap)))\" y=\"10\">\(LocalDate.monthAbbreviation(month))</text>"
            }
            for weekday in 0..<7 {
                let day = monday.adding(days: weekday)
                guard day <= to else { continue }
                let x = 30 + Double(week) * (cell + gap)
                let y = 16 + Double(weekday) * (cell + gap)
                let level: Int
                let tip: String
                if let data = byDay[day] {
                    level = 1 + cuts.filter { data.sets > $0 }.count
                    tip =
                        "\(day): \(data.sets) sets, \(Mass(kilograms: data.volume).volumeFormatted(in: unit))"
                } else {
                    level = 0
                    tip = "\(day): rest"
                }
                svg +=
                    "<rect class=\"l\(level)\" x=\"\(HTMLText.coordinate(x))\" y=\"\(HTMLText.coordinate(y))\" width=\"\(cell)\" height=\"\(cell)\" rx=\"2\"><title>\(tip)</title></rect>"
            }
        }
        for (row, name) in [(0, "Mon"), (2, "Wed"), (4, "Fri")] {
            svg +=
                "<text class=\"axis\" x=\"0\" y=\"\(HTMLText.coordinate(25 + Double(row) * (cell + gap)))\">\(name)</text>"
        }
        return svg + "</svg>"
    }

    /// Stacked bars: a bar per week, a segment per muscle group (each with its own fill and its
    /// name in the segment's title), the total above.
    static func stacked(_ weekly: ReportModel.Weekly, id: String) -> String {
        let width = 640.0
        let height = 240.0
        let left = 34.0
        let bottom = 24.0
        let totals = weekly.weeks.map { $0.sets.values.reduce(0, +) }
        // The scale's top is a round number of sets, so the grid lines fall on round numbers,
        // and whole ones (a week of 2 sets had lines labelled 2, 1, 1, 0, 0).
        let step = max(1, niceStep(Double(max(1, totals.max() ?? 1)) / 4))
        let most = (Double(max(1, totals.max() ?? 1)) / step).rounded(.up) * step
        let slot = (width - left) / Double(max(1, weekly.weeks.count))
        var svg = open(
            id: id, width: width, height: height,
            title:
                "Sets per week by muscle group, last \(weekly.weeks.count == 1 ? "week" : "\(weekly.weeks.count) weeks")",
            description: "A bar per week, split by primary muscle group; the table below gives the numbers.")
        svg += gridLines(
            maximum: most, step: step, left: left, width: width, height: height, bottom: bottom,
            format: { "\(Int($0))" })
        for (index, week) in weekly.weeks.enumerated() {
            let x = left + Double(index) * slot + slot * 0.15
            var y = height - bottom
            for (order, muscle) in weekly.muscles.enumerated() {
                guard let sets = week.sets[muscle], sets > 0 else { continue }
                let h = Double(sets) / most * (height - bottom - 12)
                y -= h
                svg +=
                    "<rect class=\"s\(order % 12)\" x=\"\(HTMLText.coordinate(x))\" y=\"\(HTMLText.coordinate(y))\" width=\"\(HTMLText.coordinate(slot * 0.7))\" height=\"\(HTMLText.coordinate(h))\"><title>Week of \(week.start): \(muscle) \(sets) sets</title></rect>"
            }
            if index % 2 == 0 {
                svg +=
                    "<text class=\"axis\" x=\"\(HTMLText.coordinate(x))\" y=\"\(HTMLText.coordinate(height - 8))\">\(week.start.monthAbbreviation) \(week.start.day)</text>"
            }
        }
        return svg + "</svg>"
    }

    /// A line through `points` (x in days from the first, y in the unit), with markers; record
    /// points drawn as diamonds.
    static func line(
        id: String, title: String, description: String,
        series: [(name: String, css: String, points: [Point], records: Set<Int>)],
        start: LocalDate, yFormat: (Double) -> String, days: ClosedRange<Double>? = nil,
        gaps: (noun: String, minimum: Double) = ("sessions", 90)
    ) -> String {
        let width = 640.0
        let height = 220.0
        let left = 44.0
        let bottom = 22.0
        let all = series.flatMap(\.points)
        // One day of points (one session) sits in the middle, not on the left edge.
        let single = !all.isEmpty && all.map(\.x).min() == all.map(\.x).max()
        // `days`: an x range shared with another chart (body fat under body weight), so the two
        // read against the same dates.
        let minX = days?.lowerBound ?? ((all.map(\.x).min() ?? 0) - (single ? 1 : 0))
        let maxX = max(minX + 1, days?.upperBound ?? ((all.map(\.x).max() ?? 1) + (single ? 1 : 0)))
        var minY = all.map(\.y).min() ?? 0
        var maxY = all.map(\.y).max() ?? 1
        // A flat line gets room around it in proportion to its values (345–350 kg, not
        // 345.5–347.5 in half kilograms).
        let pad = max(1, (maxY - minY) * 0.1, abs(maxY) * 0.02)
        // Grid lines on round values: the range widened to whole steps of 1, 2, 2.5 or 5 × 10ⁿ.
        let step = niceStep((maxY - minY + 2 * pad) / 4)
        minY = ((minY - pad) / step).rounded(.down) * step
        maxY = ((maxY + pad) / step).rounded(.up) * step
        func sx(_ x: Double) -> Double { left + (x - minX) / (maxX - minX) * (width - left - 8) }
        func sy(_ y: Double) -> Double { 8 + (maxY - y) / (maxY - minY) * (height - bottom - 8) }
        var svg = open(id: id, width: width, height: height, title: title, description: description)
        for value in stride(from: minY, through: maxY + step / 2, by: step) {
            let y = sy(value)
            svg +=
                "<line class=\"grid\" x1=\"\(left)\" x2=\"\(width)\" y1=\"\(HTMLText.coordinate(y))\" y2=\"\(HTMLText.coordinate(y))\"/><text class=\"axis\" x=\"0\" y=\"\(HTMLText.coordinate(y + 4))\">\(yFormat(value))</text>"
        }
        // Round dates along the axis (years, months or Mondays: `RoundDates`), at most five;
        // else four dates, each once, at its own day: a span of a day or two (one session)
        // would otherwise repeat them.
        let round =
            single
            ? []
            : RoundDates.ticks(
                from: start.adding(days: Int(minX.rounded(.up))),
                to: start.adding(days: Int(maxX.rounded(.down))),
                most: 5)
        for tick in round {
            let x = Double(start.days(until: tick.date))
            let share = (x - minX) / (maxX - minX)
            let anchor = share < 0.08 ? "start" : share > 0.92 ? "end" : "middle"
            svg +=
                "<text class=\"axis\" text-anchor=\"\(anchor)\" x=\"\(HTMLText.coordinate(sx(x)))\" y=\"\(HTMLText.coordinate(height - 6))\">\(tick.label)</text>"
        }
        var labelled = Set<Int>()
        for step in single ? [1] : (round.isEmpty ? [0, 1, 2, 3] : []) {
            let day = Int((minX + (maxX - minX) * Double(step) / (single ? 2 : 3)).rounded())
            guard labelled.insert(day).inserted else { continue }
            let x = min(max(Double(day), minX), maxX)
            let anchor = x <= minX ? "start" : x >= maxX ? "end" : "middle"
            svg +=
                "<text class=\"axis\" text-anchor=\"\(anchor)\" x=\"\(HTMLText.coordinate(sx(x)))\" y=\"\(HTMLText.coordinate(height - 6))\">\(start.adding(days: day))</text>"
        }
        for item in series where !item.points.isEmpty {
            // A pause of months lifts the pen; a dashed line marks the gap.
            let breaks = LineGaps.breaks(item.points.map(\.x), minimumGap: gaps.minimum)
            func at(_ point: Point) -> String {
                "\(HTMLText.coordinate(sx(point.x))) \(HTMLText.coordinate(sy(point.y)))"
            }
            let path = item.points.enumerated().map { index, point in
                "\(index == 0 || breaks.contains(index) ? "M" : "L")\(at(point))"
            }.joined(separator: " ")
            svg +=
                "<path class=\"\(item.css)\" d=\"\(path)\"><title>\(HTMLText.escape(item.name))</title></path>"
            for index in breaks.sorted() {
                svg +=
                    "<path class=\"\(item.css)\" stroke-dasharray=\"3 4\" opacity=\"0.5\" d=\"M\(at(item.points[index - 1])) L\(at(item.points[index]))\"><title>no \(gaps.noun) from \(start.adding(days: Int(item.points[index - 1].x))) to \(start.adding(days: Int(item.points[index].x)))</title></path>"
            }
            guard item.points.count <= 400 else { continue }
            for (index, point) in item.points.enumerated() {
                let x = HTMLText.coordinate(sx(point.x))
                let y = HTMLText.coordinate(sy(point.y))
                if item.records.contains(index) {
                    svg +=
                        "<path class=\"record\" d=\"M\(x) \(HTMLText.coordinate(sy(point.y) - 5))l5 5-5 5-5-5z\"><title>\(HTMLText.escape(point.label)) (record)</title></path>"
                } else {
                    svg +=
                        "<circle class=\"\(item.css)-dot\" cx=\"\(x)\" cy=\"\(y)\" r=\"2.5\"><title>\(HTMLText.escape(point.label))</title></circle>"
                }
            }
        }
        return svg + "</svg>"
    }

    static func gridLines(
        maximum: Double, step chosen: Double? = nil, left: Double, width: Double, height: Double,
        bottom: Double,
        format: (Double) -> String
    ) -> String {
        var svg = ""
        let step = chosen ?? niceStep(maximum / 4)
        for value in stride(from: 0, through: maximum + step / 2, by: step) {
            let y = height - bottom - value / maximum * (height - bottom - 12)
            svg +=
                "<line class=\"grid\" x1=\"\(left)\" x2=\"\(width)\" y1=\"\(HTMLText.coordinate(y))\" y2=\"\(HTMLText.coordinate(y))\"/><text class=\"axis\" x=\"0\" y=\"\(HTMLText.coordinate(y + 4))\">\(format(value))</text>"
        }
        return svg
    }

    /// The smallest of 1, 2, 2.5 and 5 × 10ⁿ that is at least `raw` (a grid step on round values).
    static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        return [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw - 1e-9 } ?? 10 * magnitude
    }

    static func open(id: String, width: Double, height: Double, title: String, description: String) -> String
    {
        "<svg viewBox=\"0 0 \(HTMLText.coordinate(width)) \(HTMLText.coordinate(height))\" role=\"img\" aria-labelledby=\"\(id)-t \(id)-d\" preserveAspectRatio=\"xMinYMin meet\"><title id=\"\(id)-t\">\(HTMLText.escape(title))</title><desc id=\"\(id)-d\">\(HTMLText.escape(description))</desc>"
    }
}
