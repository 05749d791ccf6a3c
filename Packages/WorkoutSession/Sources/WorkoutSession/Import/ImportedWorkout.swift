import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A workout read from another app's export, before its exercises are matched.
public struct ImportedWorkout: Hashable, Sendable {
    /// One exercise with its sets.
    public struct Exercise: Hashable, Sendable {
        /// The name as the other app wrote it.
        public var name: String
        /// The library id the file names (fitshell's own exports), tried before the name.
        public var exerciseID: ExerciseID?
        /// Notes on the exercise.
        public var notes: String?
        /// The sets.
        public var sets: [ImportedSet]
        /// The superset it belongs to, as the file names it (Hevy's `superset_id`); exercises of
        /// one workout with the same one are done in turn.
        public var superset: String?

        /// Creates an exercise.
        public init(name: String, exerciseID: ExerciseID? = nil, notes: String? = nil, sets: [ImportedSet]) {
            // Names are one line, whatever the file's cell held (a line break printed as two).
            self.name = PlainText.oneLine(name)
            self.exerciseID = exerciseID
            self.notes = notes
            self.sets = sets
        }
    }

    /// The workout's name.
    public var name: String
    /// When it started.
    public var startedAt: Date
    /// When it ended (from the end time or the duration), if known.
    public var finishedAt: Date?
    /// The duration cell the file had, when it was not believable (over 24 hours); the
    /// workout's length is then unknown.
    public var implausibleDuration: String?
    /// Notes on the workout.
    public var notes: String?
    /// The exercises in order.
    public var exercises: [Exercise]
    /// The first line of the file it came from.
    public var line: Int

    /// Creates a workout.
    public init(
        name: String, startedAt: Date, finishedAt: Date?, notes: String?, exercises: [Exercise], line: Int,
        implausibleDuration: String? = nil
    ) {
        self.name = PlainText.oneLine(name)
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.notes = notes
        self.exercises = exercises
        self.line = line
        self.implausibleDuration = implausibleDuration
    }
}

/// One set read from an export, its weight as the file wrote it.
public struct ImportedSet: Hashable, Sendable {
    /// Warm-up, working, drop or failure.
    public var type: SetType
    /// The weight as written in the file (in `unit`), if any.
    public var weight: Double?
    /// The unit the file or its row names for the weight; `nil` when it does not say (the
    /// import then decides one for the whole file, see `UnitInference`).
    public var unit: MassUnit?
    /// Reps, if any.
    public var reps: Int?
    /// RPE, if any.
    public var rpe: Double?
    /// Rest after the set (Strong's "Rest Timer" rows), seconds.
    public var restSeconds: Int?
    /// Distance, metres, if any and its unit is known.
    public var distanceMeters: Double?
    /// A distance whose unit the file does not name (Strong's classic `Distance`: kilometres
    /// for a kilogram file, miles for a pound file).
    public var distance: Double?
    /// Time of the set, seconds, if any.
    public var durationSeconds: Int?

    /// Creates a set.
    public init(
        type: SetType, weight: Double? = nil, unit: MassUnit? = nil, reps: Int? = nil, rpe: Double? = nil,
        restSeconds: Int? = nil, distanceMeters: Double? = nil, durationSeconds: Int? = nil
    ) {
        self.type = type
        self.weight = weight
        self.unit = unit
        self.reps = reps
        self.rpe = rpe
        self.restSeconds = restSeconds
        self.distanceMeters = distanceMeters
        self.durationSeconds = durationSeconds
    }

    /// The weight as a mass, reading a weight without a unit in `fallback`.
    public func mass(fallback: MassUnit) -> Mass? {
        weight.map { Mass($0, unit ?? fallback) }
    }

    /// The distance in metres, reading a distance without a unit as kilometres for a kilogram
    /// file and miles for a pound file.
    public func meters(fallback: MassUnit) -> Double? {
        distanceMeters
            ?? distance.map {
                ($0 * (fallback == .pounds ? DistanceUnit.miles : .kilometers).meters * 1000).rounded() / 1000
            }
    }

    /// Whether the set carries anything at all (a weight, reps, a distance or a time).
    public var hasValues: Bool {
        weight != nil || reps != nil || distanceMeters != nil || distance != nil || durationSeconds != nil
    }
}

/// The export layouts fitshell reads.
public enum WorkoutExportFormat: String, Sendable, CaseIterable {
    /// Strong's CSV (every header generation, iOS and Android).
    case strong
    /// Hevy's CSV.
    case hevy
    /// fitshell's own CSV, one row per set (what `history export` writes by default).
    case fitshell

    /// `Strong`, `Hevy` or `fitshell`.
    public var displayName: String {
        self == .fitshell ? "fitshell" : PlainText.capitalizingFirst(rawValue)
    }

    /// The layout whose header `table` has, if any.
    public static func detect(_ table: CSVTable) -> WorkoutExportFormat? {
        if table.column(["workout_id"]) != nil, table.column(["exercise_id"]) != nil,
            table.column(["start"]) != nil
        {
            return .fitshell
        }
        if table.column(["exercise_title"]) != nil, table.column(["start_time"]) != nil { return .hevy }
        if table.column(["exercise name"]) != nil, table.column(["set order"]) != nil,
            table.column(["date"]) != nil
        {
            return .strong
        }
        return nil
    }
}

/// A row that was not read, and why.
public struct ImportProblem: Hashable, Sendable, Codable {
    /// The 1-based line.
    public let line: Int
    /// Why.
    public let reason: String

    /// Creates a problem.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

/// Why a whole export could not be read; nothing was saved.
public struct WorkoutImportError: Error, Equatable, Sendable, LocalizedError {
    /// The 1-based line (0 for the whole file).
    public let line: Int
    /// What is wrong.
    public let reason: String

    /// Creates an error.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The message for the user.
    public var errorDescription: String? {
        line > 0 ? "Cannot import: line \(line): \(reason)." : "Cannot import: \(reason)."
    }
}

extension ImportedWorkout {
    /// A finished workout from fitshell's own JSON export, read back as an import (weights in kg,
    /// exercises by their ids).
    public init(_ workout: Workout, line: Int) {
        self.init(
            name: workout.name, startedAt: workout.startedAt,
            finishedAt: workout.finishedAt.flatMap { $0 > workout.startedAt ? $0 : nil },
            notes: workout.notes,
            exercises: workout.exercises.map { exercise in
                Exercise(
                    name: exercise.name, exerciseID: exercise.exerciseID, notes: exercise.notes,
                    sets: exercise.sets.filter(\.done).map { set in
                        ImportedSet(
                            type: set.type, weight: set.weight?.kilograms, unit: .kilograms, reps: set.reps,
                            rpe: set.rpe, restSeconds: exercise.restSeconds > 0 ? exercise.restSeconds : nil,
                            distanceMeters: set.distanceMeters, durationSeconds: set.durationSeconds)
                    })
            }, line: line)
    }
}
