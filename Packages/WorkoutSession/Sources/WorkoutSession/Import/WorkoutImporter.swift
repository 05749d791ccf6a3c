import CoreModels
import Exercises
import Foundation
import Plans

/// What a workout import did (or, in a dry run, would do).
public struct WorkoutImportReport: Equatable, Sendable, Codable {
    /// The layout read.
    public var format = ""
    /// Rows read.
    public var rows = 0
    /// Workouts added to history.
    public var imported = 0
    /// Workouts already in history (same source, start and content).
    public var duplicates = 0
    /// Sets added.
    public var sets = 0
    /// First and last day.
    public var firstDate: LocalDate?
    /// The last day.
    public var lastDate: LocalDate?
    /// Names that matched no exercise, created as custom exercises (with the sets count).
    public var unmatched: [String] = []
    /// Rows skipped, with reasons.
    public var problems: [ImportProblem] = []
}

/// Turns imported workouts into finished workouts in history, idempotently: each gets an id
/// derived from its source, start and content, so importing the same or an overlapping export
/// again adds nothing twice.
public struct WorkoutImporter: Sendable {
    let store: any WorkoutStore
    let timeZone: TimeZone

    /// Creates an importer into `store`.
    public init(store: any WorkoutStore, timeZone: TimeZone) {
        self.store = store
        self.timeZone = timeZone
    }

    /// Imports `workouts`.
    ///
    /// - Parameters:
    ///   - workouts: what the reader produced.
    ///   - format: the source layout (part of each workout's identity).
    ///   - match: finds the library exercise for a name, or `nil`.
    ///   - createCustom: creates a custom exercise for an unmatched name (not called in a dry run).
    ///   - dryRun: report without saving.
    /// - Returns: the report.
    /// - Throws: `StorageError`, or what `createCustom` throws.
    public func run(
        _ workouts: [ImportedWorkout], format: WorkoutExportFormat, match: (String) -> Exercise?,
        createCustom: (String) async throws -> Exercise, dryRun: Bool
    ) async throws -> WorkoutImportReport {
        var report = WorkoutImportReport()
        report.format = format.displayName
        let existing = Set(try await WorkoutHistory(store: store).summaries().map(\.id))
        var resolved: [String: Exercise] = [:]
        var unmatched: Set<String> = []
        for name in Set(workouts.flatMap { $0.exercises.map(\.name) }) {
            if let exercise = match(name) { resolved[name] = exercise } else { unmatched.insert(name) }
        }
        report.unmatched = unmatched.sorted()
        if !dryRun {
            for name in report.unmatched { resolved[name] = try await createCustom(name) }
        }
        var batch: [(Workout, WorkoutSummary)] = []
        for imported in workouts where !imported.exercises.allSatisfy({ $0.sets.isEmpty }) {
            let id = WorkoutID(Self.identity(imported, format: format))
            if existing.contains(id) || batch.contains(where: { $0.0.id == id }) {
                report.duplicates += 1
                continue
            }
            let workout = Self.workout(imported, id: id, exercises: resolved)
            let summary = WorkoutSummary(workout, timeZone: timeZone)
            report.imported += 1
            report.sets += summary.sets
            report.firstDate = min(report.firstDate ?? summary.date, summary.date)
            report.lastDate = max(report.lastDate ?? summary.date, summary.date)
            batch.append((workout, summary))
        }
        if !dryRun, !batch.isEmpty { try await store.importFinished(batch) }
        return report
    }

    static func workout(_ imported: ImportedWorkout, id: WorkoutID, exercises: [String: Exercise]) -> Workout
    {
        var workout = Workout(
            id: id, name: imported.name, planID: nil, programDay: nil, startedAt: imported.startedAt,
            checkIn: nil,
            exercises: imported.exercises.map { item in
                let exercise = exercises[item.name]
                return WorkoutExercise(
                    exerciseID: exercise?.id ?? ExerciseID(slugging: item.name), name: item.name,
                    category: exercise?.category ?? .other,
                    restSeconds: item.sets.compactMap(\.restSeconds).first ?? 0,
                    sets: item.sets.map { set in
                        WorkoutSet(
                            weight: set.kilograms.map { Mass(kilograms: $0) }, reps: set.reps, type: set.type,
                            rpe: set.rpe, done: true)
                    }, notes: item.notes)
            })
        workout.notes = imported.notes
        workout.finishedAt = max(imported.finishedAt ?? imported.startedAt, imported.startedAt)
        return workout
    }

    /// A UUID from the source, the start and the content (two FNV-1a hashes), stable across runs.
    static func identity(_ workout: ImportedWorkout, format: WorkoutExportFormat) -> UUID {
        var text = "\(format.rawValue)|\(Int(workout.startedAt.timeIntervalSince1970))|\(workout.name)"
        for exercise in workout.exercises {
            text += "|\(exercise.name)"
            for set in exercise.sets {
                text += ";\(set.type.rawValue),\(set.kilograms ?? -1),\(set.reps ?? -1)"
            }
        }
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
        let high = fnv(0xcbf2_9ce4_8422_2325)
        let low = fnv(0x84222325_cbf29ce4)
        let hex = String(format: "%016llx%016llx", high, low)
        let characters = Array(hex)
        let uuid =
            "\(String(characters[0..<8]))-\(String(characters[8..<12]))-5\(String(characters[13..<16]))-a\(String(characters[17..<20]))-\(String(characters[20..<32]))"
        return UUID(uuidString: uuid) ?? UUID()
    }
}
