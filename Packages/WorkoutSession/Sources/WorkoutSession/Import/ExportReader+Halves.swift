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

    /// What a reader of one layout gives for a table.
    typealias Reading = (workouts: [ImportedWorkout], problems: [ImportProblem])

    /// `read(table)`, for a large table in two halves at once: reading the rows into workouts was
    /// the largest single part of importing years of history, all on one core. The halves meet
    /// where a row starts another workout (its first two fields differ from the row before's),
    /// so a workout's rows are not cut apart when they come together, as exports write them.
    ///
    /// The result is exactly one pass's: `read` groups rows by a key (a date text, a name, a
    /// number) into workouts in the order each first appears, so when no workout of the second
    /// half has the start and name of one of the first (a key in both halves would), the
    /// first's workouts then the second's are what one pass makes, and the problems keep their
    /// line order. Anything else (rows of one workout in both halves, a failure in either) is
    /// read again in one pass.
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
        struct Start: Hashable {
            let instant: Date
            let name: String
        }
        let starts = Set(first.workouts.map { Start(instant: $0.startedAt, name: $0.name) })
        if second.workouts.contains(where: { starts.contains(Start(instant: $0.startedAt, name: $0.name)) }) {
            return try read(table)
        }
        return (first.workouts + second.workouts, first.problems + second.problems)
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
