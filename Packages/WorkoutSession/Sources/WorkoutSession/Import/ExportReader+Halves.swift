import CoreModels
import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ExportReader {
    /// Tables from this many rows are read in two halves on two cores.
    static let halvesFrom = 20_000

    /// What a reader of one layout gives for a table, with what it grouped the rows by.
    struct Reading: Sendable {
        /// The workouts, in the order their first rows came.
        var workouts: [ImportedWorkout]
        /// The rows skipped, in line order.
        var problems: [ImportProblem]
        /// The keys the rows were grouped into workouts by.
        var keys: Set<WorkoutAccumulator.Key>
        /// Each date text read, and what it was read as (texts equal as strings share one).
        var dates: [String: Date?]
        /// Set rows left empty in the app (`WorkoutAccumulator.emptySets`).
        var emptySets = 0
    }

    /// `read(table)`, for a large table in two halves at once: reading the rows into workouts was
    /// the largest single part of importing years of history, all on one core. The halves meet
    /// where a row starts another workout (its first two fields differ from the row before's),
    /// so a workout's rows are not cut apart when they come together, as exports write them.
    ///
    /// The result is exactly one pass's. One pass carries two things from row to row: the
    /// workouts by key (a date text, a name, a number), in the order each first appears, and
    /// the instant each date text was read as. Texts are compared as strings, so two spellings
    /// of the same characters (composed or not) are one key and one date text, read as the
    /// first spelling was. So when no key of the second half is a key of the first, and no date
    /// text of the second was read otherwise in the first, the first half's workouts then the
    /// second's are what one pass makes, and the problems keep their line order. Anything else
    /// (rows of one workout in both halves, a date text spelled two ways, a failure in either
    /// half) is read again in one pass.
    func inHalves(_ table: CSVTable, _ read: @Sendable (CSVTable) throws -> Reading) throws -> Reading {
        let rows = table.rows
        guard rows.count >= Self.halvesFrom, let split = Self.workoutBoundary(rows) else {
            return try read(table)
        }
        let parts = [table.part(rows.startIndex..<split), table.part(split..<rows.endIndex)]
        let readings = ConcurrentResults<Reading?>(count: 2, initial: nil)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            readings.set(half, try? read(parts[half]))
        }
        let halves = readings.values
        guard let first = halves[0], let second = halves[1] else { return try read(table) }
        if !first.keys.isDisjoint(with: second.keys) { return try read(table) }
        for (text, instant) in second.dates {
            if let known = first.dates[text], known != instant { return try read(table) }
        }
        return Reading(
            workouts: first.workouts + second.workouts, problems: first.problems + second.problems,
            keys: first.keys.union(second.keys),
            dates: first.dates.merging(second.dates) { known, _ in known },
            emptySets: first.emptySets + second.emptySets)
    }

    /// The first row from the middle on whose first two fields differ from the row before's
    /// (a new workout in Strong's and Hevy's layouts), or `nil` when none does before the last
    /// eighth.
    static func workoutBoundary(_ rows: CSVTable.Rows) -> Int? {
        let middle = rows.startIndex + rows.count / 2
        let limit = rows.endIndex - rows.count / 8
        guard middle > rows.startIndex, middle < limit else { return nil }
        var previous = rows[middle - 1].fields.prefix(2)
        for position in middle..<limit {
            let fields = rows[position].fields.prefix(2)
            if fields != previous { return position }
            previous = fields
        }
        return nil
    }
}
