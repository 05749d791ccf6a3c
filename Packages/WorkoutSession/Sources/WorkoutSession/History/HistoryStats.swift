import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Totals over finished workouts: all of them, each year, the most trained exercises and the
/// weekly streaks (weeks in a row with at least one workout).
public struct HistoryStats: Hashable, Sendable, Codable {
    /// Sums over a group of workouts.
    public struct Totals: Hashable, Sendable, Codable {
        /// Workouts.
        public var workouts = 0
        /// Completed sets.
        public var sets = 0
        /// Volume, kilograms × reps.
        public var volumeKg = 0.0
        /// Time trained, seconds (of the workouts whose length is known).
        public var durationSeconds = 0
        /// Workouts whose length is known (an import without times, or a workout finished the
        /// moment it started, has none): the average is over these.
        public var timedWorkouts = 0

        /// Zero totals.
        public init() {}

        /// The totals of `summaries`.
        public init(_ summaries: [WorkoutSummary]) {
            for summary in summaries { add(summary) }
        }

        /// Average length in minutes of the workouts whose length is known (0 without any): a
        /// workout of unknown length counts neither as 0 minutes nor as a workout here.
        public var averageMinutes: Int {
            guard timedWorkouts > 0 else { return 0 }
            // Rounded to the nearest minute (125 minutes over 3 workouts is 42, not 41).
            return Int((Double(durationSeconds) / Double(timedWorkouts) / 60).rounded())
        }

        /// Adds another group's totals (a year's, to the whole history's).
        public mutating func add(_ other: Totals) {
            workouts += other.workouts
            sets += other.sets
            volumeKg += other.volumeKg
            durationSeconds += other.durationSeconds
            timedWorkouts += other.timedWorkouts
        }

        mutating func add(_ summary: WorkoutSummary) {
            workouts += 1
            sets += summary.sets
            volumeKg += summary.volume
            let seconds = summary.durationSeconds
            if seconds > 0 {
                durationSeconds += seconds
                timedWorkouts += 1
            }
        }
    }

    /// One year's totals.
    public struct Year: Hashable, Sendable, Codable {
        /// The calendar year.
        public let year: Int
        /// Its totals.
        public var totals: Totals
    }

    /// An exercise and how often it was trained.
    public struct ExerciseCount: Hashable, Sendable, Codable {
        /// The exercise.
        public let exerciseID: ExerciseID
        /// Its name when last trained.
        public let name: String
        /// Workouts that included it.
        public let workouts: Int
        /// Completed sets of it.
        public let sets: Int
    }

    /// Everything.
    public let totals: Totals
    /// Oldest year first.
    public let years: [Year]
    /// The most trained exercises, most workouts first (at most `topCount`).
    public let topExercises: [ExerciseCount]
    /// The longest run of consecutive ISO weeks with a workout.
    public let longestWeekStreak: Int
    /// The run of weeks with a workout that reaches this week or last week.
    public let currentWeekStreak: Int
    /// The first and last workout day.
    public let first: LocalDate?
    public let last: LocalDate?

    /// Adds `summary` to the count of each exercise's workouts and sets: an exercise done in
    /// two parts of one workout (two blocks, or two names of an import read as one exercise)
    /// is one workout with the sets of both.
    static func count(
        _ summary: WorkoutSummary, into counts: inout [ExerciseID: (name: String, workouts: Int, sets: Int)]
    ) {
        var seen = Set<ExerciseID>()
        for line in summary.exercises {
            let current = counts[line.exerciseID] ?? (line.name, 0, 0)
            let first = seen.insert(line.exerciseID).inserted
            counts[line.exerciseID] = (
                line.name, current.workouts + (first ? 1 : 0), current.sets + line.sets
            )
        }
    }

    /// Computes the statistics of `summaries` as of `today`.
    public init(_ summaries: [WorkoutSummary], today: LocalDate, topCount: Int = 5) {
        var totals = Totals()
        var years: [Int: Totals] = [:]
        var exercises: [ExerciseID: (name: String, workouts: Int, sets: Int)] = [:]
        var weeks = Set<Int>()
        for summary in summaries {
            totals.add(summary)
            years[summary.date.year, default: Totals()].add(summary)
            weeks.insert(Self.week(of: summary.date))
            Self.count(summary, into: &exercises)
        }
        let dates = summaries.map(\.date)
        self.init(
            totals: totals, years: years.keys.sorted().map { Year(year: $0, totals: years[$0] ?? Totals()) },
            exercises: exercises, weeks: weeks, first: dates.min(), last: dates.max(), today: today,
            topCount: topCount)
    }

    /// The statistics from their parts: the streaks are counted here.
    init(
        totals: Totals, years: [Year], exercises: [ExerciseID: (name: String, workouts: Int, sets: Int)],
        weeks: Set<Int>, first: LocalDate?, last: LocalDate?, today: LocalDate, topCount: Int
    ) {
        self.totals = totals
        self.years = years
        topExercises = exercises.map {
            ExerciseCount(
                exerciseID: $0.key, name: $0.value.name, workouts: $0.value.workouts, sets: $0.value.sets)
        }.sorted { ($0.workouts, $1.exerciseID) > ($1.workouts, $0.exerciseID) }.prefix(topCount).map { $0 }
        let sortedWeeks = weeks.sorted()
        var longest = 0
        var run = 0
        var previous: Int?
        for week in sortedWeeks {
            run = previous.map { week == $0 + 1 } == true ? run + 1 : 1
            longest = max(longest, run)
            previous = week
        }
        longestWeekStreak = longest
        let thisWeek = Self.week(of: today)
        var current = 0
        var week = weeks.contains(thisWeek) ? thisWeek : thisWeek - 1
        while weeks.contains(week) {
            current += 1
            week -= 1
        }
        currentWeekStreak = current
        self.first = first
        self.last = last
    }

    /// A running number of the ISO week holding `date` (consecutive weeks differ by one).
    static func week(of date: LocalDate) -> Int {
        let (quotient, remainder) = date.startOfWeek.daysSinceEpoch.quotientAndRemainder(dividingBy: 7)
        return remainder < 0 ? quotient - 1 : quotient
    }
}
