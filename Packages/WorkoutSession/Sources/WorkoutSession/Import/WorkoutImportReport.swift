import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a workout import did (or, in a dry run, would do).
public struct WorkoutImportReport: Equatable, Sendable, Codable {
    /// A workout already in history (same start minute) whose sets differ from the file's.
    public struct Changed: Equatable, Sendable, Codable {
        /// Its day.
        public var date: LocalDate
        /// Its name in the file.
        public var name: String
        /// The file line it starts on.
        public var line: Int
        /// Sets in the file.
        public var sets: Int
        /// Sets in history.
        public var previousSets: Int
        /// Volume in the file, kg.
        public var volume: Double
        /// Volume in history, kg.
        public var previousVolume: Double
    }

    /// The layout read.
    public var format = ""
    /// Rows read.
    public var rows = 0
    /// Set rows left empty in the app (no weight, reps, distance or time): not sets done, not
    /// imported.
    public var emptySets = 0
    /// Workouts added to history.
    public var imported = 0
    /// Workouts already in history with the same sets (same start minute), skipped.
    public var duplicates = 0
    /// Of the duplicates, those found at a start a whole number of quarter hours away (the same
    /// workout from a file whose times carry no zone, imported before under another time zone).
    public var shiftedDuplicates = 0
    /// Workouts already in history whose sets differ (replaced only with `--update`).
    public var changed: [Changed] = []
    /// Changed workouts replaced.
    public var updated = 0
    /// Sets added or replaced.
    public var sets = 0
    /// First day written.
    public var firstDate: LocalDate?
    /// The last day written.
    public var lastDate: LocalDate?
    /// Names that matched no exercise, created as custom exercises.
    public var unmatched: [String] = []
    /// Names matched to a library exercise of another name, in name order.
    public var renamed: [Renamed] = []

    /// A name of the file and the library exercise it was read as.
    public struct Renamed: Equatable, Sendable, Codable {
        /// The name in the file.
        public var name: String
        /// The library exercise's name.
        public var exercise: String
        /// The library exercise.
        public var exerciseID: ExerciseID
        /// Matched by its words (the scorer), not by the user's mapping, an exact name or the
        /// table of the other apps' names: worth a look.
        public var guessed: Bool
        /// The file's other names read as the same exercise, exact matches included (their
        /// records merge with this one's); `nil` when there are none.
        public var alsoReadFor: [String]?

        /// Creates an entry.
        public init(name: String, exercise: String, exerciseID: ExerciseID, guessed: Bool = false) {
            self.name = name
            self.exercise = exercise
            self.exerciseID = exerciseID
            self.guessed = guessed
        }
    }
    /// Rows skipped, with reasons.
    public var problems: [ImportProblem] = []
    /// Workouts whose duration was not believable, kept with an unknown length.
    public var unknownDurations: [ImportProblem] = []
    /// How the unit of unlabelled weights was decided.
    public var unit: UnitDecision?
    /// The import's id in the import log (`nil` in a dry run or when nothing was written).
    public var batch: String?

    /// Creates an empty report.
    public init() {}
}
