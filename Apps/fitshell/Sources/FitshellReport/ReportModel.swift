import CoreModels

/// Everything `fitshell report` shows, as data: `report --json` prints it so another tool can
/// draw its own page. Masses are in kilograms; the page converts them to the user's unit.
public struct ReportModel: Encodable, Sendable {
    /// When the report was made, and the days it covers.
    public let generated: LocalDate
    /// The first day covered.
    public let from: LocalDate
    /// The last day covered.
    public let to: LocalDate
    /// `kg` or `lb`: the unit the page shows its masses in.
    public let pageUnit: String
    /// The unit of every mass in this model: always `kg` (`pageUnit` is only the page's).
    public let massUnit = "kg"
    /// Training days, streaks and the calendar of the last year of the range.
    public let glance: Glance
    /// Sets and volume by muscle group per week, and the muscles left untrained.
    public let weekly: Weekly
    /// The most-trained lifts: e1RM over time with records marked, and best sets.
    public let lifts: [Lift]
    /// Body weight and its moving average, and body fat where imported.
    public let body: Body
    /// Journal tags per week and supplement adherence per stack.
    public let habits: Habits
    /// The last workouts, set by set.
    public let lastWorkouts: [WorkoutDetail]
    /// The current program, if one was generated.
    public let program: ProgramOutline?

    /// One day of the calendar.
    public struct Day: Encodable, Sendable {
        /// The day.
        public let date: LocalDate
        /// Completed sets.
        public let sets: Int
        /// Volume in kg.
        public let volume: Double
    }

    /// The range at a glance, with a calendar of (up to) its last year.
    public struct Glance: Encodable, Sendable {
        /// Days with at least one completed set in the range.
        public let trainingDays: Int
        /// Workouts in the range.
        public let workouts: Int
        /// Total volume in the range, kg.
        public let volume: Double
        /// The longest run of consecutive weeks with a workout.
        public let longestWeekStreak: Int
        /// Consecutive weeks with a workout up to the range's last week.
        public let currentWeekStreak: Int
        /// The longest run of consecutive training days.
        public let longestDayStreak: Int
        /// The calendar's first day (a Monday) and its days: the last 53 weeks of the range, or,
        /// when the range's last year has no workout, the 53 weeks to the last one.
        public let calendarStart: LocalDate
        /// The calendar's last day: the range's end, or its last training day when the year
        /// before the end has none.
        public let calendarEnd: LocalDate
        /// Training days of the calendar.
        public let days: [Day]
    }

    /// One week's work by muscle group.
    public struct Week: Encodable, Sendable {
        /// Its Monday.
        public let start: LocalDate
        /// Completed sets that are not warm-ups, by primary muscle group.
        public let sets: [String: Int]
        /// Volume (kg) by primary muscle group.
        public let volume: [String: Double]
    }

    /// Weekly volume and sets by muscle group.
    public struct Weekly: Encodable, Sendable {
        /// The range's last weeks, at most 12 (fewer when the range is shorter).
        public let weeks: [Week]
        /// Muscle groups in the order the chart stacks them.
        public let muscles: [String]
        /// Muscle groups with no set in the last four weeks.
        public let untrained: [String]
    }

    /// One session of a lift.
    public struct LiftPoint: Encodable, Sendable {
        /// The day.
        public let date: LocalDate
        /// Best estimated one-rep max of the day, kg.
        public let e1rm: Double
        /// The set that gave it: kg and reps.
        public let kilograms: Double
        /// Reps of that set.
        public let reps: Int
        /// Whether it beat every earlier session (a record).
        public let record: Bool
    }

    /// A top lift.
    public struct Lift: Encodable, Sendable {
        /// Its name.
        public let name: String
        /// Sessions in the range.
        public let sessions: Int
        /// Its sessions (the best of each week when there are many).
        public let points: [LiftPoint]
        /// The three best sets by e1RM.
        public let bestSets: [LiftPoint]
    }

    /// A body-weight reading or average.
    public struct BodyPoint: Encodable, Sendable {
        /// The day.
        public let date: LocalDate
        /// kg (% for body fat, cm for a body measurement).
        public let value: Double
    }

    /// Body weight and composition.
    public struct Body: Encodable, Sendable {
        /// Weigh-ins in the range (weekly means when there are many).
        public let weights: [BodyPoint]
        /// The 7-day moving average on each weigh-in day.
        public let average: [BodyPoint]
        /// Body fat % where a scale export carried it.
        public let bodyFat: [BodyPoint]
        /// Weigh-ins in the range.
        public let readings: Int
        /// Body measurements (waist, arms, …) taken in the range, by site.
        public let measurements: [SiteMeasurements]
    }

    /// One body site's measurements in the range.
    public struct SiteMeasurements: Encodable, Sendable {
        /// The site's key (`waist`, `thigh-left`).
        public let site: String
        /// The first in the range (cm).
        public let first: BodyPoint
        /// The latest in the range (cm).
        public let latest: BodyPoint
        /// How many in the range.
        public let readings: Int
    }

    /// Journal tags and supplements.
    public struct Habits: Encodable, Sendable {
        /// The weeks (Mondays) of `tags`' counts.
        public let weeks: [LocalDate]
        /// Each tag's days per week.
        public let tags: [TagWeeks]
        /// Each stack's adherence over the last 30 days of the range.
        public let stacks: [StackAdherence]
    }

    /// A tag's days per week.
    public struct TagWeeks: Encodable, Sendable {
        /// The tag.
        public let name: String
        /// Days with it, per week of `Habits.weeks`.
        public let counts: [Int]
    }

    /// A supplement stack's adherence.
    public struct StackAdherence: Encodable, Sendable {
        /// `Morning`, `Evening`, …
        public let stack: String
        /// Each supplement and the share of days taken, 0–1.
        public let supplements: [SupplementShare]
    }

    /// One supplement's adherence.
    public struct SupplementShare: Encodable, Sendable {
        /// Its name.
        public let name: String
        /// Days taken.
        public let days: Int
        /// Days considered.
        public let of: Int
    }

    /// A finished workout, set by set.
    public struct WorkoutDetail: Encodable, Sendable {
        /// Its name.
        public let name: String
        /// Its day.
        public let date: LocalDate
        /// Minutes.
        public let minutes: Int
        /// Each exercise with its sets as text in the report's unit (`80 kg × 5`).
        public let exercises: [ExerciseDetail]
    }

    /// An exercise of a workout.
    public struct ExerciseDetail: Encodable, Sendable {
        /// Its name.
        public let name: String
        /// Its completed sets, as text.
        public let sets: [String]
    }

    /// The generated program.
    public struct ProgramOutline: Encodable, Sendable {
        /// Its days: label, weekday and the plan's exercises with their set targets.
        public let days: [ProgramDay]
    }

    /// A program day.
    public struct ProgramDay: Encodable, Sendable {
        /// `Day A`.
        public let label: String
        /// `Monday`.
        public let weekday: String
        /// The plan's name.
        public let plan: String
        /// Each exercise with its targets as text (`3 × 8 @ 60 kg`).
        public let exercises: [ExerciseDetail]
    }
}
