import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("Insights: habits against training, with bootstrap intervals")
struct InsightsTests {
    /// 300 training days of two lifts on a slow rising trend with ±2 % noise; on the days in
    /// `boosted` every e1RM is `effect` × higher.
    static func history(boosted: Set<LocalDate>, effect: Double, seed: UInt64 = 5) -> [WorkoutSummary] {
        var random = SplitMix(seed: seed)
        var summaries: [WorkoutSummary] = []
        let start = LocalDate(iso: "2024-01-01") ?? LocalDate(daysSinceEpoch: 0)
        for index in 0..<300 {
            let date = start.adding(days: index * 2)
            let lines = [("barbell-squat", 140.0), ("barbell-bench-press", 100.0)].map { id, base in
                let noise = 1 + (Double(random.next() % 4001) / 1000 - 2) / 100
                let trend = base * (1 + Double(index) * 0.0005)
                let e1rm = trend * noise * (boosted.contains(date) ? 1 + effect : 1)
                return WorkoutSummary.ExerciseLine(
                    exerciseID: ExerciseID(id), name: id, sets: 5, topKilograms: e1rm * 0.8, topReps: 5,
                    bestSetVolume: e1rm * 4, volume: e1rm * 20, bestE1RM: e1rm, repsAtWeight: [])
            }
            let at = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + 18 * 3600)
            summaries.append(
                WorkoutSummary(
                    id: WorkoutID(UUID()), date: date, name: "Session", planID: nil, startedAt: at,
                    finishedAt: at.addingTimeInterval(3600), sets: 10,
                    volume: lines.reduce(0) { $0 + $1.volume },
                    exercises: lines, kneeFlags: []))
        }
        return summaries
    }

    static func randomHalf(of dates: [LocalDate], seed: UInt64) -> Set<LocalDate> {
        var random = SplitMix(seed: seed)
        return Set(dates.filter { _ in random.next() % 2 == 0 })
    }

    static let spanStart = LocalDate(iso: "2023-12-01") ?? LocalDate(daysSinceEpoch: 0)
    static let spanEnd = LocalDate(iso: "2026-01-01") ?? LocalDate(daysSinceEpoch: 0)
    static let span = spanStart...spanEnd

    @Test("A planted +5 % on tagged days is found: the estimate near +5 % and an interval above zero")
    func plantedEffect() {
        let dates = Self.history(boosted: [], effect: 0).map(\.date)
        let tagged = Self.randomHalf(of: dates, seed: 9)
        let training = TrainingDayMetrics.from(Self.history(boosted: tagged, effect: 0.05))
        let insight = HabitComparison(seed: 1).insight(
            kind: "tag", name: "slept well", daysWith: tagged, eligible: Self.span, training: training)
        let e1rm = insight.measures.first { $0.measure == "e1rm_vs_trend_percent" }
        let difference = e1rm?.difference ?? 0
        let low = e1rm?.interval?.lowerBound ?? -1
        #expect(difference > 3.5 && difference < 6.5)
        #expect(low > 0)
        #expect((e1rm?.daysWith ?? 0) + (e1rm?.daysWithout ?? 0) > 280)
    }

    @Test(
        "No effect: the interval covers zero (for 20 different random tags, at most a few miss, as 90 % says)"
    )
    func noEffect() {
        let training = TrainingDayMetrics.from(Self.history(boosted: [], effect: 0))
        let dates = training.keys.sorted()
        var covering = 0
        for seed in 0..<20 {
            let insight = HabitComparison(seed: 1).insight(
                kind: "tag", name: "coffee \(seed)",
                daysWith: Self.randomHalf(of: dates, seed: UInt64(100 + seed)),
                eligible: Self.span, training: training)
            let interval = insight.measures.first { $0.measure == "e1rm_vs_trend_percent" }?.interval
            if let interval, interval.contains(0) { covering += 1 }
        }
        #expect(covering >= 15)
    }

    @Test(
        "Below the threshold: no difference, the day counts still given; the same seed gives the same numbers"
    )
    func thresholdAndSeed() {
        let training = TrainingDayMetrics.from(Self.history(boosted: [], effect: 0))
        let few = Set(training.keys.sorted().prefix(5))
        let sparse = HabitComparison(minimumDays: 8).insight(
            kind: "supplement", name: "zinc", daysWith: few, eligible: Self.span, training: training)
        #expect(sparse.measures.allSatisfy { !$0.hasEnoughData })
        let sparseSets = sparse.measures.first { $0.measure == "sets" }
        #expect(sparseSets?.daysWith == 5)
        let half = Self.randomHalf(of: training.keys.sorted(), seed: 3)
        let first = HabitComparison(seed: 42).insight(
            kind: "tag", name: "x", daysWith: half, eligible: Self.span, training: training)
        let again = HabitComparison(seed: 42).insight(
            kind: "tag", name: "x", daysWith: half, eligible: Self.span, training: training)
        let other = HabitComparison(seed: 43).insight(
            kind: "tag", name: "x", daysWith: half, eligible: Self.span, training: training)
        #expect(first == again)
        #expect(first != other)
        #expect(first.measures.first?.difference == other.measures.first?.difference)
    }

    @Test("Days outside the span the habit was logged count on neither side")
    func eligibleSpan() {
        let training = TrainingDayMetrics.from(Self.history(boosted: [], effect: 0))
        let dates = training.keys.sorted()
        let span = dates[100]...dates[199]
        let insight = HabitComparison().insight(
            kind: "tag", name: "y", daysWith: Set(dates[100..<150]), eligible: span, training: training)
        let sets = insight.measures.first { $0.measure == "sets" }
        #expect(sets?.daysWith == 50 && sets?.daysWithout == 50)
    }

    @Test("Strength beside body weight: the fitted e1RM and body-weight slopes per week")
    func strengthAndBodyWeight() {
        let summaries = Self.history(boosted: [], effect: 0)
        let last = summaries.map(\.date).max() ?? LocalDate(daysSinceEpoch: 0)
        var weights: [LocalDate: Double] = [:]
        for offset in 0..<180 { weights[last.adding(days: -offset)] = 90 - Double(offset) * (-0.01) }
        let window = last.adding(days: -179)...last
        let top = StrengthAndBodyWeight.top(2, summaries: summaries, weights: weights, window: window)
        #expect(top.count == 2)
        // Squat: 140 kg × 0.0005 a session, a session every two days → about +0.245 kg a week.
        let squat = top.first { $0.exerciseID == ExerciseID("barbell-squat") }
        #expect(abs((squat?.e1rmPerWeek ?? 0) - 0.245) < 0.05)
        #expect(abs((squat?.bodyWeightPerWeek ?? 0) + 0.07) < 0.001)
        #expect(squat?.relativeStart != nil && squat?.relativeEnd != nil)
        // Weigh-ins only after the last session: no ratio is made up from a line carried back.
        var later: [LocalDate: Double] = [:]
        for offset in 1...10 { later[last.adding(days: offset)] = 90 }
        let apart = StrengthAndBodyWeight.top(
            2, summaries: summaries, weights: later, window: last.adding(days: -179)...last.adding(days: 10))
        #expect(
            apart.allSatisfy {
                $0.relativeStart == nil && $0.relativeEnd == nil && $0.bodyWeightPerWeek != nil
            })
    }
}
