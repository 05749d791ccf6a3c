import CoreModels
import Foundation
import Plans

/// A workout read from another app's export, before its exercises are matched.
public struct ImportedWorkout: Hashable, Sendable {
    /// One exercise with its sets.
    public struct Exercise: Hashable, Sendable {
        /// The name as the other app wrote it.
        public var name: String
        /// Notes on the exercise.
        public var notes: String?
        /// The sets.
        public var sets: [ImportedSet]
    }

    /// The workout's name.
    public var name: String
    /// When it started.
    public var startedAt: Date
    /// When it ended (from the end time or the duration), if known.
    public var finishedAt: Date?
    /// Notes on the workout.
    public var notes: String?
    /// The exercises in order.
    public var exercises: [Exercise]
    /// The first line of the file it came from.
    public var line: Int
}

/// One set read from an export.
public struct ImportedSet: Hashable, Sendable {
    /// Warm-up, working, drop or failure.
    public var type: SetType
    /// Weight in kg, if any.
    public var kilograms: Double?
    /// Reps, if any.
    public var reps: Int?
    /// RPE, if any.
    public var rpe: Double?
    /// Rest after the set (Strong's "Rest Timer" rows), seconds.
    public var restSeconds: Int?
}

/// The export layouts fitshell reads.
public enum WorkoutExportFormat: String, Sendable, CaseIterable {
    case strong, hevy

    /// `Strong` or `Hevy`.
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The layout whose header `table` has, if any.
    public static func detect(_ table: CSVTable) -> WorkoutExportFormat? {
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
