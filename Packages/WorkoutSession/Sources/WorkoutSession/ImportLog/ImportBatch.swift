import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The id of one import run.
public typealias ImportBatchID = TypedID<ImportBatch>

/// One import run, kept so it can be listed and undone exactly: what it added, what it replaced
/// (with the versions it replaced) and the custom exercises it created.
public struct ImportBatch: Hashable, Sendable, Codable, Identifiable {
    /// Oldest first: by instant, then by sequence number.
    public static func chronological(_ lhs: ImportBatch, _ rhs: ImportBatch) -> Bool {
        (lhs.importedAt, lhs.sequence) < (rhs.importedAt, rhs.sequence)
    }

    /// A workout the batch wrote, by id and history year.
    public struct Entry: Hashable, Sendable, Codable {
        /// The workout.
        public let id: WorkoutID
        /// Its history year.
        public let year: Int

        /// Creates an entry.
        public init(id: WorkoutID, year: Int) {
            self.id = id
            self.year = year
        }
    }

    /// The id.
    public let id: ImportBatchID
    /// The file's name as given (`-` for standard input).
    public let file: String
    /// The layout read (`Strong`, `Hevy`, `fitshell`).
    public let format: String
    /// When it ran.
    public let importedAt: Date
    /// The unit unqualified weights were read in, when the file had any.
    public let unit: MassUnit?
    /// Workouts the batch added.
    public let added: [Entry]
    /// Workouts the batch replaced (`--update`), as they were before.
    public let replaced: [Workout]
    /// Sets written.
    public let sets: Int
    /// Custom exercises the batch created for unmatched names.
    public let customExercises: [ExerciseID]
    /// The run's number in the log (1, 2, …), which orders runs of the same instant.
    public let sequence: Int
    /// The exercise names (by `SearchText.key`) this import kept first for later imports, with
    /// the exercise each was kept with: undoing it forgets those still kept so. `nil` when none
    /// (and in records of fitshell versions that kept none).
    public let keptNames: [String: ExerciseID]?
    /// Every exercise name (by `SearchText.key`) the import put its sets under, with the exercise:
    /// undoing an earlier import does not forget a name this one still relies on. `nil` when
    /// none (and in records of fitshell versions that kept none).
    public let names: [String: ExerciseID]?

    /// Creates a batch record.
    public init(
        id: ImportBatchID, file: String, format: String, importedAt: Date, unit: MassUnit?, added: [Entry],
        replaced: [Workout], sets: Int, customExercises: [ExerciseID], sequence: Int = 0,
        keptNames: [String: ExerciseID]? = nil, names: [String: ExerciseID]? = nil
    ) {
        self.keptNames = keptNames?.isEmpty == false ? keptNames : nil
        self.names = names?.isEmpty == false ? names : nil
        self.sequence = sequence
        self.id = id
        self.file = file
        self.format = format
        self.importedAt = importedAt
        self.unit = unit
        self.added = added
        self.replaced = replaced
        self.sets = sets
        self.customExercises = customExercises
    }

    /// The first reason this record cannot be used, or `nil`.
    public var problem: String? {
        if file.isEmpty || file.utf8.count > 4096 { return "the file name is empty or too long" }
        if format.isEmpty || format.utf8.count > 40 { return "the format is empty or too long" }
        if Set(added.map(\.id)).count != added.count { return "a workout is listed twice" }
        if let bad = replaced.lazy.compactMap(\.problem).first { return bad }
        if sets < 0 || sequence < 0 { return "a count is negative" }
        for table in [keptNames, names].compactMap({ $0 })
        where table.count > 100_000 || table.keys.contains(where: { $0.utf8.count > 4096 }) {
            return "too many kept names, or one too long"
        }
        return nil
    }
}

extension ImportBatch {
    /// The names an import placed (`WorkoutImporter.Outcome.importedNames`, as its file writes
    /// them) by `SearchText.key`: all of them (`names`), and those it keeps first (`keptNames`):
    /// not kept before with the same exercise, and not placed by its own `--map` (`mapped`, by
    /// key), which stays after an undo.
    public static func placedNames(
        _ imported: [String: ExerciseID], keptBefore: [String: ExerciseID], mapped: Set<String>
    ) -> (keptFirst: [String: ExerciseID], used: [String: ExerciseID]) {
        var keptFirst: [String: ExerciseID] = [:]
        var used: [String: ExerciseID] = [:]
        for (name, id) in imported {
            let key = SearchText.key(name)
            guard !key.isEmpty else { continue }
            used[key] = id
            if keptBefore[key] != id, !mapped.contains(key) { keptFirst[key] = id }
        }
        return (keptFirst, used)
    }

    /// Of the names `batch` kept first, those no other of `batches` put its sets under with the
    /// same exercise: what undoing `batch` forgets.
    public static func namesToForget(undoing batch: ImportBatch, among batches: [ImportBatch]) -> [String:
        ExerciseID]
    {
        let others = batches.filter { $0.id != batch.id }
        return (batch.keptNames ?? [:]).filter { key, id in
            !others.contains { $0.names?[key] == id || $0.keptNames?[key] == id }
        }
    }
}
