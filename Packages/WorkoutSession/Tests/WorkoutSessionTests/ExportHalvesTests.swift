import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import WorkoutSession

/// A large export is read in two halves on two cores; what comes out must be exactly what one
/// pass over the rows makes, whatever the file's layout, unit and order.
@Suite("Export reading in halves")
struct ExportHalvesTests {
    let reader = ExportReader(timeZone: .utc, unit: nil)

    /// 1,100 weeks of three sessions: about 22,000 rows, past `halvesFrom`.
    static func generator(_ unit: MassUnit, seed: UInt64) -> StrongExportGenerator {
        StrongExportGenerator(unit: unit, weeks: 1_100, seed: seed)
    }

    static func table(_ text: String) throws -> CSVTable { try CSVReader.read(Data(text.utf8)) }

    /// The sessions as a Hevy export (`title,start_time,end_time,…`), weights in the unit's column.
    static func hevy(_ generator: StrongExportGenerator) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy, HH:mm"
        let weight = generator.unit == .pounds ? "weight_lbs" : "weight_kg"
        var lines = [
            "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"\(weight)\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\""
        ]
        for session in generator.sessions {
            let start = formatter.string(from: session.start)
            let end = formatter.string(from: session.start.addingTimeInterval(Double(session.minutes * 60)))
            for (index, row) in session.rows.enumerated() {
                let type = row.order == "W" ? "warmup" : "normal"
                lines.append(
                    "\"\(session.name)\",\"\(start)\",\"\(end)\",\"\",\"\(row.exercise)\",,,\(index),\(type),\(row.weight.map { Mass.number($0) } ?? ""),\(row.reps.map(String.init) ?? ""),\(row.distanceKilometers.map { Mass.number($0) } ?? ""),\(row.seconds.map(String.init) ?? ""),"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func expectOnePass(
        _ table: CSVTable, _ format: WorkoutExportFormat, halves: Bool, _ comment: Comment
    ) throws {
        let one = try format == .strong ? reader.readStrong(table) : reader.readHevy(table)
        let whole = (one.workouts, one.problems)
        let read = try reader.read(table, as: format)
        #expect(table.rows.count >= ExportReader.halvesFrom, comment)
        #expect((ExportReader.workoutBoundary(table.rows) != nil) == halves, comment)
        #expect(read.0.count == whole.0.count && read.0 == whole.0, comment)
        #expect(read.1 == whole.1, comment)
        #expect(try reader.readCounting(table, as: format).emptySets == one.emptySets, comment)
        #expect(!read.0.isEmpty, comment)
    }

    @Test(
        "Strong files of every header generation, in kg and lb, read in halves as in one pass",
        arguments: StrongExportGenerator.Header.allCases, [MassUnit.kilograms, .pounds])
    func strong(header: StrongExportGenerator.Header, unit: MassUnit) throws {
        let generator = Self.generator(unit, seed: 7)
        try expectOnePass(
            try Self.table(generator.csv(header)), .strong, halves: true, "\(header) \(unit)")
    }

    @Test(
        "Hevy files, in kg and lb, read in halves as in one pass", arguments: [MassUnit.kilograms, .pounds])
    func hevy(unit: MassUnit) throws {
        try expectOnePass(
            try Self.table(Self.hevy(Self.generator(unit, seed: 11))), .hevy, halves: true, "\(unit)")
    }

    @Test("a workout whose rows are in both halves, and bad rows in each, still read as one pass")
    func splitWorkoutAndProblems() throws {
        let generator = Self.generator(.kilograms, seed: 3)
        var lines = generator.csv(.classic).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        // The first workout's second set row moved to the end: its rows are in both halves.
        let moved = lines.remove(at: 2)
        lines.insert(moved, at: lines.count - 1)
        // Rows that are no set, near the start and the end.
        lines.insert("not a date,Day,1h,Squat,1,100,5,0,0,,,", at: 10)
        lines.insert("2021-01-04 10:00:00,Day,1h,,1,100,5,0,0,,,", at: lines.count - 5)
        let table = try Self.table(lines.joined(separator: "\n"))
        try expectOnePass(table, .strong, halves: true, "moved row")
        #expect(try reader.read(table, as: .strong).1.map(\.line).count == 2)
    }

    @Test(
        "one date and name spelled two ways (composed and not), one in each half, read as in one pass"
    )
    func twoSpellings() throws {
        let generator = Self.generator(.kilograms, seed: 5)
        var lines = generator.csv(.classic).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        // "PM" then a combining acute, and "P" then "Ḿ" (M with acute, composed): equal as
        // strings, so one pass groups both rows into one workout read at 17:36, as the first
        // spelling reads. The same for a "T" with a combining caron and "Ť".
        lines.insert("2024-11-28 5:36:08 PM\u{301},\"X\",1h,Squat,1,100,5,0,0,,,", at: 1)
        lines.insert("2024-11-28 5:36:08 P\u{1E3E},\"X\",1h,Squat,2,100,5,0,0,,,", at: lines.count - 1)
        lines.insert("2024-11-29T\u{30C}17:36:08,\"Y\",1h,Squat,1,100,5,0,0,,,", at: 2)
        lines.insert("2024-11-29\u{164}17:36:08,\"Z\",1h,Squat,1,100,5,0,0,,,", at: lines.count - 1)
        let table = try Self.table(lines.joined(separator: "\n"))
        try expectOnePass(table, .strong, halves: true, "two spellings")
    }

    @Test("a table whose rows never change workout past the middle is read in one pass")
    func noBoundary() throws {
        var lines = [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        ]
        for set in 0..<ExportReader.halvesFrom {
            lines.append("2021-01-04 10:00:00,Marathon,1h,Squat,\(set + 1),100,5,0,0,,,")
        }
        try expectOnePass(
            try Self.table(lines.joined(separator: "\n")), .strong, halves: false, "one workout")
    }

    @Test("a part of a table has the rows at its positions, with their line numbers")
    func parts() throws {
        let table = try Self.table("a,b\n1,x\n2,y\n\n3,z\n4,w\n")
        let part = table.part(1..<3)
        #expect(part.rows.count == 2 && part.rows.startIndex == 1)
        #expect(Array(part.rows) == [table.rows[1], table.rows[2]])
        #expect(part.rows.map(\.line) == [3, 5])
        #expect(table.part(2..<99).rows.count == 2)
        #expect(table.part(0..<0).rows.isEmpty)
    }
}
