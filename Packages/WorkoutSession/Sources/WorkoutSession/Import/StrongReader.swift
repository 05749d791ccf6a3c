import CoreModels
import Foundation
import Plans

extension ExportReader {
    /// Strong: every header generation (classic, with Duration and RPE, `;` with per-row units,
    /// the all-quoted `;` one with `Workout #`, `Duration (sec)`, `Weight (kg|lbs)`).
    func readStrong(_ table: CSVTable) throws -> ([ImportedWorkout], [ImportProblem]) {
        let date = try require(table, ["date"], "Date")
        let name = try require(table, ["workout name"], "Workout Name")
        let exercise = try require(table, ["exercise name"], "Exercise Name")
        let order = try require(table, ["set order"], "Set Order")
        let columns = (
            number: table.column(["workout #"]), duration: table.column(["duration"]),
            durationSeconds: table.column(["duration (sec)"]), weightUnit: table.column(["weight unit"]),
            reps: table.column(["reps"]), rpe: table.column(["rpe"]), seconds: table.column(["seconds"]),
            notes: table.column(["notes"]), workoutNotes: table.column(["workout notes"])
        )
        let weightKg = table.column(["weight (kg)"])
        let weightLb = table.column(["weight (lbs)", "weight (lb)"])
        let fileUnit: MassUnit? = weightKg != nil ? .kilograms : (weightLb != nil ? .pounds : nil)
        let weightColumn = weightKg ?? weightLb ?? table.column(["weight"])
        var result = WorkoutAccumulator()
        var problems: [ImportProblem] = []
        var instants: [String: Date?] = [:]
        for row in table.rows {
            guard let dateText = row.field(date), let start = instant(dateText, cache: &instants) else {
                problems.append(
                    ImportProblem(line: row.line, reason: "'\(row.field(date) ?? "")' is not a date and time")
                )
                continue
            }
            let workoutName = Self.text(row.field(name)) ?? "Workout"
            let key =
                (row.field(columns.number).flatMap(Self.text) ?? "") + "|" + dateText + "|" + workoutName
            let index = result.workout(key) {
                let length =
                    row.field(columns.durationSeconds).flatMap(Self.count)
                    ?? row.field(columns.duration).flatMap(Self.duration)
                return ImportedWorkout(
                    name: workoutName, startedAt: start,
                    finishedAt: length.map { start.addingTimeInterval(Double($0)) },
                    notes: nil, exercises: [], line: row.line)
            }
            result.note(Self.text(row.field(columns.workoutNotes)), in: index)
            guard let exerciseName = Self.text(row.field(exercise)) else {
                problems.append(ImportProblem(line: row.line, reason: "the exercise name is empty"))
                continue
            }
            let slot = result.exercise(exerciseName, notes: Self.text(row.field(columns.notes)), in: index)
            let orderText = (row.field(order) ?? "").trimmingSpaces()
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
            guard let type = Self.setType(orderText) else {
                problems.append(ImportProblem(line: row.line, reason: "'\(orderText)' is not a set order"))
                continue
            }
            let unit =
                fileUnit ?? row.field(columns.weightUnit).flatMap { MassUnit(parsing: $0) } ?? self.unit
                ?? .kilograms
            if let problem = result.addSet(
                type, weight: row.field(weightColumn), reps: row.field(columns.reps),
                rpe: row.field(columns.rpe),
                unit: unit, line: row.line, exercise: slot, in: index)
            {
                problems.append(problem)
            }
        }
        return (result.workouts, problems)
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

    /// An RPE from 1 to 10, else `nil`.
    static func rpe(_ text: String?) -> Double? {
        text.flatMap(CSVNumber.parse).flatMap { (1...10).contains($0) ? $0 : nil }
    }
}
