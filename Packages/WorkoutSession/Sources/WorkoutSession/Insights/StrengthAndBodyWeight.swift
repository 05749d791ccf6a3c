import CoreModels
import Exercises

/// A top lift's e1RM trend beside the body-weight trend over the same days.
public struct StrengthAndBodyWeight: Equatable, Sendable, Codable {
    /// The exercise.
    public let exerciseID: ExerciseID
    /// Its name.
    public let name: String
    /// Sessions of it in the window.
    public let sessions: Int
    /// The e1RM's least-squares slope, kg per week.
    public let e1rmPerWeek: Double
    /// The body weight's least-squares slope over the same window, kg per week (`nil`: fewer
    /// than four weigh-ins).
    public let bodyWeightPerWeek: Double?
    /// The e1RM divided by the body weight at the start and at the end of the days both were
    /// measured (fitted values), when those days span two weeks or more: each line is read only
    /// where it has data, never carried to days the other alone covers.
    public let relativeStart: Double?
    /// See `relativeStart`.
    public let relativeEnd: Double?

    /// The `count` lifts with the most sessions in `window`, each with its trend and the body
    /// weight's (`weights`: kg by day).
    public static func top(
        _ count: Int, summaries: [WorkoutSummary], weights: [LocalDate: Double],
        window: ClosedRange<LocalDate>
    ) -> [StrengthAndBodyWeight] {
        var points: [ExerciseID: [(Double, Double)]] = [:]
        var names: [ExerciseID: String] = [:]
        let origin = window.lowerBound
        for summary in summaries where window.contains(summary.date) {
            for line in summary.exercises where line.bestE1RM > 0 {
                points[line.exerciseID, default: []].append(
                    (Double(origin.days(until: summary.date)), line.bestE1RM))
                names[line.exerciseID] = line.name
            }
        }
        let weightPoints = weights.filter { window.contains($0.key) }.map {
            (Double(origin.days(until: $0.key)), $0.value)
        }
        let weightFit = weightPoints.count >= 4 ? Self.fit(weightPoints) : nil
        let ranked = points.filter { $0.value.count >= 4 }.sorted {
            ($0.value.count, $1.key.rawValue) > ($1.value.count, $0.key.rawValue)
        }
        // The days weighed, first and last (a fit needs four weigh-ins, so there are some).
        let weighed = weightPoints.map(\.0).min().flatMap { first in
            weightPoints.map(\.0).max().map { (first, $0) }
        }
        return ranked.prefix(count).compactMap { id, values -> StrengthAndBodyWeight? in
            guard let fit = Self.fit(values) else { return nil }
            func relative(_ day: Double) -> Double? {
                guard let weightFit else { return nil }
                let body = weightFit.intercept + weightFit.slope * day
                guard body > 0 else { return nil }
                return ((fit.intercept + fit.slope * day) / body * 1000).rounded() / 1000
            }
            // The days both lines have data: lifts ending a year before the first weigh-in
            // gave a ratio of a body weight extrapolated a year back.
            let lifted = values.map(\.0)
            let first = max(lifted.min() ?? 0, weighed?.0 ?? 0)
            let last = min(lifted.max() ?? 0, weighed?.1 ?? 0)
            let overlaps = weighed != nil && last - first >= 14
            return StrengthAndBodyWeight(
                exerciseID: id, name: names[id] ?? id.rawValue, sessions: values.count,
                e1rmPerWeek: (fit.slope * 7 * 100).rounded() / 100,
                bodyWeightPerWeek: weightFit.map { ($0.slope * 7 * 100).rounded() / 100 },
                relativeStart: overlaps ? relative(first) : nil, relativeEnd: overlaps ? relative(last) : nil)
        }
    }

    /// The least-squares line through `points`, or `nil` when x does not vary.
    static func fit(_ points: [(Double, Double)]) -> (slope: Double, intercept: Double)? {
        let n = Double(points.count)
        guard n >= 2 else { return nil }
        let meanX = points.reduce(0) { $0 + $1.0 } / n
        let meanY = points.reduce(0) { $0 + $1.1 } / n
        let sxx = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
        guard sxx > 0 else { return nil }
        let sxy = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let slope = sxy / sxx
        return (slope, meanY - slope * meanX)
    }
}
