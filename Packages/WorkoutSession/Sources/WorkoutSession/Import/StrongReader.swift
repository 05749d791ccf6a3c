import CoreModels
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ExportReader {
    /// Strong: every header generation — classic iOS (`Duration`, `Weight`, `Distance`,
    /// `Seconds`, `RPE`), Android (`;`, `Weight Unit`, `Distance Unit`, `Workout Duration`), and
    /// the all-quoted one with `Workout #`, `Duration (sec)`, `Weight (kg|lbs)`,
    /// `Distance (meters)`.
    func readStrong(_ table: CSVTable) throws -> Reading {
        let date = try require(table, ["date"], "Date")
        let name = try require(table, ["workout name"], "Workout Name")
        let exercise = try require(table, ["exercise name"], "Exercise Name")
        let order = try require(table, ["set order"], "Set Order")
        let columns = (
            number: table.column(["workout #"]),
            duration: table.column(["duration", "workout duration"]),
            durationSeconds: table.column(["duration (sec)", "duration (seconds)"]),
            weightUnit: table.column(["weight unit"]), distanceUnit: table.column(["distance unit"]),
            reps: table.column(["reps"]), rpe: table.column(["rpe"]), seconds: table.column(["seconds"]),
            notes: table.column(["notes"]), workoutNotes: table.column(["workout notes"])
        )
        let weightKg = table.column(["weight (kg)", "weight (kgs)"])
        let weightLb = table.column(["weight (lbs)", "weight (lb)"])
        let fileUnit: MassUnit? = weightKg != nil ? .kilograms : (weightLb != nil ? .pounds : nil)
        let weightColumn = weightKg ?? weightLb ?? table.column(["weight"])
        let distance = Self.distanceColumn(table)
        var result = WorkoutAccumulator()
        var problems: [ImportProblem] = []
        var instants: [String: Date?] = [:]
        for row in table.rows {
            if let problem = Self.misshapen(row, of: table) {
                problems.append(problem)
                continue
            }
            guard let dateText = row.field(date), let start = instant(dateText, cache: &instants) else {
                problems.append(
                    ImportProblem(
                        line: row.line,
                        reason: "'\((row.field(date) ?? "").prefix(40))' is not a date and time"))
                continue
            }
            let workoutName = Self.text(row.field(name)) ?? "Workout"
            let number = row.field(columns.number).flatMap(Self.text) ?? ""
            let index = result.workout(.init(first: number, second: dateText, third: workoutName)) {
                var workout = ImportedWorkout(
                    name: workoutName, startedAt: start, finishedAt: nil, notes: nil, exercises: [],
                    line: row.line)
                let cell = row.field(columns.durationSeconds) ?? row.field(columns.duration)
                workout.setDuration(cell)
                return workout
            }
            result.note(Self.text(row.field(columns.workoutNotes)), in: index)
            guard let exerciseName = Self.text(row.field(exercise)) else {
                problems.append(ImportProblem(line: row.line, reason: "the exercise name is empty"))
                continue
            }
            let slot = result.exercise(exerciseName, notes: Self.text(row.field(columns.notes)), in: index)
            let orderText = (row.field(order) ?? "").trimmingSpaces()
            // Most rows are numbered sets: only other texts are compared as words.
            let numbered = !orderText.isEmpty && orderText.utf8.allSatisfy { (0x30...0x39).contains($0) }
            if !numbered {
                switch orderText.lowercased() {
                case "rest timer":
                    // Not a set: its Seconds are the rest after the previous set.
                    if let rest = row.field(columns.seconds).flatMap(Self.count) {
                        result.setRest(rest, exercise: slot, in: index)
                    }
                    continue
                case "note", "notes":
                    continue
                default: break
                }
            }
            guard let type = numbered ? .working : Self.setType(orderText) else {
                problems.append(
                    ImportProblem(line: row.line, reason: "'\(orderText.prefix(40))' is not a set order"))
                continue
            }
            let unit =
                fileUnit ?? row.field(columns.weightUnit).flatMap { MassUnit(parsing: $0) } ?? self.unit
            let distanceUnit =
                distance.unit ?? row.field(columns.distanceUnit).flatMap { DistanceUnit(parsing: $0) }
            if let problem = result.addSet(
                type,
                cells: .init(
                    weight: row.field(weightColumn), reps: row.field(columns.reps),
                    rpe: row.field(columns.rpe), distance: row.field(distance.column),
                    seconds: row.field(columns.seconds)),
                unit: unit, distanceUnit: distanceUnit, line: row.line, exercise: slot, in: index)
            {
                problems.append(problem)
            }
        }
        return Reading(
            workouts: result.workouts, problems: problems, keys: result.keySet, dates: instants,
            emptySets: result.emptySets)
    }

    /// The distance column and the unit its header names (`Distance (meters)`), if any.
    static func distanceColumn(_ table: CSVTable) -> (column: Int?, unit: DistanceUnit?) {
        for (header, unit) in [
            ("distance (meters)", DistanceUnit.meters), ("distance (m)", .meters),
            ("distance (km)", .kilometers),
            ("distance (miles)", .miles), ("distance (mi)", .miles), ("distance (feet)", .feet),
        ] {
            if let column = table.column([header]) { return (column, unit) }
        }
        return (table.column(["distance"]), nil)
    }

    /// Strong's set order: `1..n` working, `W` warm-up, `D` drop, `F` failure.
    static func setType(_ order: String) -> SetType? {
        switch order.uppercased() {
        case "W": return .warmUp
        case "D": return .drop
        case "F": return .failure
        default: return CSVNumber.parse(order) != nil ? .working : nil
        }
    }
}

extension ImportedWorkout {
    /// Sets the end from a duration cell; a duration over 24 hours is kept as unknown and noted.
    mutating func setDuration(_ cell: String?) {
        guard let cell, let seconds = ExportReader.duration(cell) else { return }
        if seconds > ExportReader.longestWorkout {
            implausibleDuration = String(cell.trimmingSpaces().prefix(20))
        } else {
            finishedAt = startedAt.addingTimeInterval(Double(seconds))
        }
    }
}
