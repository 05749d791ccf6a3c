import CommandKit
import CoreModels
import ShellKit
import WorkoutSession

/// The text of `insights`: one block per habit, then the strength and body-weight trends.
enum InsightsText {
    static func print(_ report: InsightsCommand.Report, unit: MassUnit, context: RunContext) {
        let console = context.console
        let style = context.style
        console.print(
            style.bold("Insights") + style.muted(" — training days with each habit against days without"))
        // A training day is a day with a finished workout: a journal's "trained" tag alone is not
        // one (the numbers compared are the workout's).
        let what =
            report.trainingDays == 0
            ? "No workouts logged up to \(report.to) (a training day is a day with a finished workout: '\(context.program) workout start', or '\(context.program) import' your history)."
            : "\(Text.count(report.trainingDays, "training day")) (days with a finished workout) up to \(report.to)."
        console.print(
            "\(what) A difference needs at least \(report.minimumDays) training days on each side; ranges are 90 % bootstrap intervals (seed \(report.seed))."
        )
        console.print(style.muted(report.note))
        if report.habits.isEmpty {
            console.print("")
            console.print(
                "No journal tags or supplements logged yet: \(context.program) journal toggle TAG, \(context.program) supplements take NAME."
            )
        }
        for habit in report.habits {
            console.print("")
            let measures = habit.measures
            let with = measures.map(\.daysWith).max() ?? 0
            let without = measures.map(\.daysWithout).max() ?? 0
            let title = "\(habit.kind == "tag" ? "Tag" : "Supplement") \"\(habit.name)\""
            guard measures.contains(where: \.hasEnoughData) else {
                console.print(
                    "\(style.bold(title)) — not enough data: \(Text.count(with, "training day")) with it, \(without) without (\(report.minimumDays) needed on each side)."
                )
                continue
            }
            console.print(
                "\(style.bold(title))  \(style.muted("\(Text.count(with, "training day")) with it, \(without) without"))"
            )
            for measure in measures {
                console.print("  " + line(measure, unit: unit, minimum: report.minimumDays, style: style))
            }
        }
        guard !report.strength.isEmpty else {
            console.print("")
            console.print(
                style.bold("Strength and body weight")
                    + style.muted(" (last \(report.strengthWindowDays) days)")
                    + " — not enough data: no lift has 4 sessions with weights and reps in the window (--window DAYS widens it)."
            )
            return
        }
        console.print("")
        console.print(
            style.bold("Strength and body weight") + style.muted(" (last \(report.strengthWindowDays) days)"))
        for lift in report.strength {
            var parts = ["e1RM \(signed(lift.e1rmPerWeek, unit: unit))/week"]
            parts.append(
                lift.bodyWeightPerWeek.map { "body weight \(signed($0, unit: unit))/week" }
                    ?? "body weight: too few weigh-ins")
            if let start = lift.relativeStart, let end = lift.relativeEnd {
                parts.append("e1RM ÷ body weight \(Mass.number(start)) → \(Mass.number(end))")
            } else if lift.bodyWeightPerWeek != nil {
                parts.append("e1RM ÷ body weight: lifts and weigh-ins overlap under two weeks")
            }
            console.print(
                "  \(PlainText.fitted(lift.name.count > 30 ? lift.name.prefix(29) + "…" : lift.name, to: 32))\(parts.joined(separator: " · "))"
                    + style.muted("  (\(lift.sessions) sessions)"))
        }
    }

    static let labels = [
        "e1rm_vs_trend_percent": "e1RM vs trend", "volume_kg": "volume", "sets": "sets",
        "knee_flags": "knee flags",
    ]

    static func line(_ measure: MeasureComparison, unit: MassUnit, minimum: Int, style: Style) -> String {
        let label = PlainText.fitted(labels[measure.measure] ?? measure.measure, to: 15)
        guard let difference = measure.difference, let interval = measure.interval else {
            return label
                + style.muted(
                    "not enough data (\(measure.daysWith) with, \(measure.daysWithout) without; \(minimum) needed)"
                )
        }
        func value(_ number: Double, signed: Bool) -> String {
            var text: String
            switch measure.measure {
            case "e1rm_vs_trend_percent": text = PlainText.fixed(number, 1)
            case "volume_kg": text = Mass.grouped(Mass(kilograms: number).value(in: unit).rounded())
            default: text = PlainText.fixed(number, 2)
            }
            if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
                text.removeFirst()
            }
            if signed, !text.hasPrefix("-"), text.contains(where: { $0 != "0" && $0 != "." }) {
                text = "+" + text
            }
            switch measure.measure {
            case "e1rm_vs_trend_percent": return text + " %"
            case "volume_kg": return text + " \(unit.symbol)"
            default: return text
            }
        }
        let clear = interval.lowerBound > 0 || interval.upperBound < 0
        let range =
            "90 %: \(value(interval.lowerBound, signed: true)) to \(value(interval.upperBound, signed: true))"
        let means =
            "with \(measure.meanWith.map { value($0, signed: false) } ?? "–"), without \(measure.meanWithout.map { value($0, signed: false) } ?? "–")"
        return label + PlainText.fitted(value(difference, signed: true), to: 12)
            + (clear ? range : style.muted(range + ", covers zero"))
            + style.muted("  · " + means)
    }

    static func signed(_ kilograms: Double, unit: MassUnit) -> String {
        let value = Mass(kilograms: kilograms).value(in: unit)
        return (value > 0 ? "+" : "") + Mass.number(value) + " " + unit.symbol
    }
}
