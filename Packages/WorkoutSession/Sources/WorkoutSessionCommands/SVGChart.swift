import CoreModels
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A standalone SVG line chart: title, axes with ticks and labels, the line, and a gradient
/// fill under it (CHRT-04).
enum SVGChart {
    static let width = 800.0
    static let height = 420.0
    static let margin = (left: 70.0, right: 30.0, top: 50.0, bottom: 60.0)

    static func render(_ series: ChartSeries) -> String {
        let plotWidth = width - margin.left - margin.right
        let plotHeight = height - margin.top - margin.bottom
        let (y0, y1) = series.yRange
        let (x0, x1) = series.xRange
        func px(_ x: Double) -> Double { margin.left + (x - x0) / (x1 - x0) * plotWidth }
        func py(_ y: Double) -> Double { margin.top + plotHeight - (y - y0) / (y1 - y0) * plotHeight }
        func f(_ value: Double) -> String { PlainText.fixed(value, 1) }
        let points = zip(series.xs, series.ys).map { (px($0), py($1)) }
        // A pause of months lifts the pen (a dashed line marks the gap), so it does not read as
        // steady progress; each stretch has its own fill.
        let breaks = LineGaps.breaks(series.xs)
        let starts = [0] + breaks.sorted()
        let stretches = points.isEmpty ? [] : zip(starts, starts.dropFirst() + [points.count]).map { $0..<$1 }
        let line = points.enumerated().map {
            "\($0.offset == 0 || breaks.contains($0.offset) ? "M" : "L")\(f($0.element.0)),\(f($0.element.1))"
        }.joined(separator: " ")
        let baseline = margin.top + plotHeight
        let area = stretches.map { stretch in
            stretch.map { "\($0 == stretch.lowerBound ? "M" : "L")\(f(points[$0].0)),\(f(points[$0].1))" }
                .joined(separator: " ")
                + " L\(f(points[stretch.upperBound - 1].0)),\(f(baseline)) L\(f(points[stretch.lowerBound].0)),\(f(baseline)) Z"
        }.joined(separator: " ")
        let gaps = breaks.sorted().map {
            "M\(f(points[$0 - 1].0)),\(f(points[$0 - 1].1)) L\(f(points[$0].0)),\(f(points[$0].1))"
        }.joined(separator: " ")
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif">
              <defs>
                <linearGradient id="fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stop-color="#2563eb" stop-opacity="0.45"/>
                  <stop offset="100%" stop-color="#2563eb" stop-opacity="0.02"/>
                </linearGradient>
              </defs>
              <rect width="100%" height="100%" fill="#ffffff"/>
              <text x="\(f(width / 2))" y="28" text-anchor="middle" font-size="18" font-weight="bold" fill="#111827">\(escape(series.title))</text>

            """
        for index in 0...4 {
            let value = y0 + (y1 - y0) * Double(index) / 4
            let y = py(value)
            svg +=
                "  <line class=\"grid\" x1=\"\(f(margin.left))\" y1=\"\(f(y))\" x2=\"\(f(width - margin.right))\" y2=\"\(f(y))\" stroke=\"#e5e7eb\"/>\n"
            svg +=
                "  <text class=\"y-tick\" x=\"\(f(margin.left - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\" font-size=\"12\" fill=\"#374151\">\(Mass.number(value))</text>\n"
        }
        for tick in series.xTicks {
            // A label at an end of the axis is kept inside the picture.
            let share = (tick.x - x0) / (x1 - x0)
            let anchor =
                series.xTicks.count == 1
                ? "middle" : (share < 0.08 ? "start" : (share > 0.92 ? "end" : "middle"))
            svg +=
                "  <line class=\"x-mark\" x1=\"\(f(px(tick.x)))\" y1=\"\(f(baseline))\" x2=\"\(f(px(tick.x)))\" y2=\"\(f(baseline + 5))\" stroke=\"#6b7280\"/>\n"
            svg +=
                "  <text class=\"x-tick\" x=\"\(f(px(tick.x)))\" y=\"\(f(baseline + 20))\" text-anchor=\"\(anchor)\" font-size=\"12\" fill=\"#374151\">\(escape(tick.label))</text>\n"
        }
        svg += """
              <line x1="\(f(margin.left))" y1="\(f(baseline))" x2="\(f(width - margin.right))" y2="\(f(baseline))" stroke="#6b7280"/>
              <line x1="\(f(margin.left))" y1="\(f(margin.top))" x2="\(f(margin.left))" y2="\(f(baseline))" stroke="#6b7280"/>
              <text x="\(f(margin.left + plotWidth / 2))" y="\(f(height - 12))" text-anchor="middle" font-size="13" fill="#374151">\(escape(series.axisTitle))</text>
              <text x="18" y="\(f(margin.top + plotHeight / 2))" text-anchor="middle" font-size="13" fill="#374151" transform="rotate(-90 18 \(f(margin.top + plotHeight / 2)))">\(escape(series.unitLabel))</text>
              <path class="area" d="\(area)" fill="url(#fill)" stroke="none"/>
              <path class="line" d="\(line)" fill="none" stroke="#2563eb" stroke-width="2.5" stroke-linejoin="round"/>
              <path class="gap" d="\(gaps)" fill="none" stroke="#9ca3af" stroke-width="1.5" stroke-dasharray="4 5"/>

            """
        if points.count <= 60 {
            for (x, y) in points {
                svg += "  <circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"3.5\" fill=\"#2563eb\"/>\n"
            }
        }
        return svg + "</svg>\n"
    }

    /// `text` as XML character data: markup characters escaped, characters XML 1.0 forbids
    /// (control characters other than tab, newline and return; U+FFFE, U+FFFF) dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                let value = scalar.value
                let allowed =
                    value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                    || (0xE000...0xFFFD).contains(value) || value >= 0x10000
                if allowed { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
