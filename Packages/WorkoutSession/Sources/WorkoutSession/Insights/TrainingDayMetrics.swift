import CoreModels
import Exercises

/// How training went on one day: the numbers habits are compared by.
public struct TrainingDayMetrics: Equatable, Sendable, Codable {
    /// The day.
    public let date: LocalDate
    /// The mean, over the day's lifts with enough history, of the session's best e1RM against
    /// that lift's own trend (the mean of its previous five sessions), in % (`+2.5` = 2.5 % above).
    /// `nil` when no lift of the day had three earlier sessions.
    public let relativeE1RM: Double?
    /// Volume lifted (kg × reps).
    public let volume: Double
    /// Completed sets.
    public let sets: Int
    /// Exercises flagged as irritating the knees.
    public let kneeFlags: Int

    /// The metrics of every training day (a day with at least one completed set) in `summaries`.
    public static func from(_ summaries: [WorkoutSummary]) -> [LocalDate: TrainingDayMetrics] {
        var previous: [ExerciseID: [Double]] = [:]
        var result: [LocalDate: TrainingDayMetrics] = [:]
        let byDay = Dictionary(grouping: summaries.filter { $0.sets > 0 }, by: \.date)
        for date in byDay.keys.sorted() {
            let workouts = byDay[date] ?? []
            var ratios: [Double] = []
            var best: [ExerciseID: Double] = [:]
            for line in workouts.flatMap(\.exercises) where line.bestE1RM > 0 {
                best[line.exerciseID] = max(best[line.exerciseID] ?? 0, line.bestE1RM)
            }
            for (exercise, e1rm) in best.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                let earlier = previous[exercise, default: []]
                if earlier.count >= 3 {
                    let window = earlier.suffix(5)
                    let baseline = window.reduce(0, +) / Double(window.count)
                    if baseline > 0 { ratios.append((e1rm / baseline - 1) * 100) }
                }
                previous[exercise, default: []].append(e1rm)
            }
            result[date] = TrainingDayMetrics(
                date: date,
                relativeE1RM: ratios.isEmpty ? nil : ratios.reduce(0, +) / Double(ratios.count),
                volume: workouts.reduce(0) { $0 + $1.volume }, sets: workouts.reduce(0) { $0 + $1.sets },
                kneeFlags: workouts.reduce(0) { $0 + $1.kneeFlags.count })
        }
        return result
    }
}
