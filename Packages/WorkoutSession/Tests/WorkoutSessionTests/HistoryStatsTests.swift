import CoreModels
import Exercises
import Foundation
import Testing
import WorkoutSession
import WorkoutSessionTesting

@Suite("History statistics")
struct HistoryStatsTests {
    @Test("Totals and per-year totals equal brute-force sums; top exercises ordered by workouts")
    func totals() async throws {
        let store = InMemoryWorkoutStore()
        let workouts = try await HistoryGenerator.generate(into: store, count: 300)
        let summaries = try await WorkoutHistory(store: store).summaries()
        let today = try #require(summaries.last).date
        let stats = HistoryStats(summaries, today: today)
        #expect(stats.totals.workouts == 300)
        #expect(stats.totals.sets == workouts.reduce(0) { $0 + $1.doneSets })
        #expect(stats.years.map(\.totals.workouts).reduce(0, +) == 300)
        #expect(stats.years.map(\.year) == Array(Set(summaries.map(\.date.year))).sorted())
        for year in stats.years {
            let ofYear = summaries.filter { $0.date.year == year.year }
            #expect(year.totals.sets == ofYear.reduce(0) { $0 + $1.sets })
            #expect(abs(year.totals.volumeKg - ofYear.reduce(0) { $0 + $1.volume }) < 1e-6)
        }
        let counts = Dictionary(
            summaries.flatMap { Set($0.exercises.map(\.exerciseID)).map { ($0, 1) } }, uniquingKeysWith: +)
        #expect(stats.topExercises.map(\.workouts) == counts.values.sorted(by: >).prefix(5).map { $0 })
        #expect(stats.first == summaries.first?.date && stats.last == today)
        #expect(stats.totals.averageMinutes == 60)
    }

    @Test(
        "Week streaks: consecutive ISO weeks, across a year end and 1970; the current streak may end last week",
        arguments: [
            (["2025-12-22", "2025-12-31", "2026-01-05", "2026-01-19"], "2026-01-21", 3, 1),
            (["2026-01-05", "2026-01-12"], "2026-01-19", 2, 2),
            (["2026-01-05", "2026-01-12"], "2026-01-26", 2, 0),
            (["1969-12-29", "1970-01-05", "1970-01-12"], "1970-01-13", 3, 3),
        ] as [([String], String, Int, Int)])
    func streaks(days: [String], today: String, longest: Int, current: Int) throws {
        let summaries = try days.map { try Self.summary(on: #require(LocalDate(iso: $0))) }
        let stats = HistoryStats(summaries, today: try #require(LocalDate(iso: today)))
        #expect(stats.longestWeekStreak == longest)
        #expect(stats.currentWeekStreak == current)
    }

    @Test(
        "an exercise done in two blocks of one workout is one workout with the sets of both, from summaries and from digests alike"
    )
    func twoBlocks() async throws {
        let store = InMemoryWorkoutStore()
        var workout = WorkoutStoreContract.sample(days: 1)
        workout.exercises.append(workout.exercises[0])
        let (finished, summary) = WorkoutStoreContract.finished(workout)
        try await store.importFinished([
            (finished, summary), WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: 2)),
        ])
        let summaries = try await WorkoutHistory(store: store).summaries()
        let today = try #require(summaries.last).date
        let direct = HistoryStats(summaries, today: today)
        #expect(direct.topExercises.map(\.workouts) == [2] && direct.topExercises.map(\.sets) == [9])
        let digests = HistoryStats(digests: [2025: YearDigest(summaries)], today: today)
        #expect(digests.topExercises == direct.topExercises)
    }

    @Test("No workouts: zero totals, no streak")
    func empty() throws {
        let stats = HistoryStats([], today: try #require(LocalDate(year: 2026, month: 1, day: 1)))
        #expect(stats.totals == HistoryStats.Totals() && stats.years.isEmpty && stats.longestWeekStreak == 0)
        #expect(stats.totals.averageMinutes == 0 && stats.first == nil)
    }

    @Test(
        "the average length is over the workouts whose length is known: one of unknown length is not 0 minutes"
    )
    func averageOverKnownLengths() throws {
        let days = try ["2026-01-05", "2026-01-06", "2026-01-07"].map { try #require(LocalDate(iso: $0)) }
        let summaries = try [
            Self.summary(on: days[0], seconds: 1_500), Self.summary(on: days[1], seconds: 1_860),
            Self.summary(on: days[2], seconds: 0),
        ]
        let stats = HistoryStats(summaries, today: days[2])
        #expect(stats.totals.workouts == 3 && stats.totals.timedWorkouts == 2)
        #expect(stats.totals.durationSeconds == 3_360 && stats.totals.averageMinutes == 28)
        #expect(stats.years.first?.totals.averageMinutes == 28)
    }

    static func summary(on date: LocalDate, seconds: Double = 1800) throws -> WorkoutSummary {
        let start = utc.instant(date, secondsOfDay: 12 * 3_600)
        var workout = Workout(
            id: WorkoutID(UUID()), name: "W", planID: nil, programDay: nil, startedAt: start, checkIn: nil,
            exercises: [])
        workout.finishedAt = start.addingTimeInterval(seconds)
        return WorkoutSummary(workout, timeZone: utc)
    }
}
