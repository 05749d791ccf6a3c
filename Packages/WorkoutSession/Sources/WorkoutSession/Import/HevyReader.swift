import CoreModels
import Foundation
import Plans

extension ExportReader {
    /// Hevy: `title,start_time,end_time,…,set_index,set_type,weight_kg|weight_lbs,reps,…,rpe`.
    func readHevy(_ table: CSVTable) throws -> ([ImportedWorkout], [ImportProblem]) {
        let title = try require(table, ["title"], "title")
        let start = try require(table, ["start_time"], "start_time")
        let exercise = try require(table, ["exercise_title"], "exercise_title")
        let columns = (
            end: table.column(["end_time"]), description: table.column(["description"]),
            notes: table.column(["exercise_notes"]),
            type: table.column(["set_type"]), reps: table.column(["reps"]), rpe: table.column(["rpe"])
        )
        let weightKg = table.column(["weight_kg"])
        let weightLb = table.column(["weight_lbs", "weight_lb"])
        let setUnit: MassUnit =
            weightKg != nil ? .kilograms : (weightLb != nil ? .pounds : (unit ?? .kilograms))
        var result = WorkoutAccumulator()
        var problems: [ImportProblem] = []
        var instants: [String: Date?] = [:]
        for row in table.rows {
            guard let startText = row.field(start), let started = instant(startText, cache: &instants) else {
                problems.append(
                    ImportProblem(
                        line: row.line, reason: "'\(row.field(start) ?? "")' is not a date and time"))
                continue
            }
            let name = Self.text(row.field(title)) ?? "Workout"
            let finished = row.field(columns.end).flatMap { instant($0, cache: &instants) }
            let index = result.workout(startText + "|" + name) {
                ImportedWorkout(
                    name: name, startedAt: started, finishedAt: finished,
                    notes: Self.text(row.field(columns.description)),
                    exercises: [], line: row.line)
            }
            guard let exerciseName = Self.text(row.field(exercise)) else {
                problems.append(ImportProblem(line: row.line, reason: "the exercise title is empty"))
                continue
            }
            let slot = result.exercise(exerciseName, notes: Self.text(row.field(columns.notes)), in: index)
            let type: SetType
            switch (row.field(columns.type) ?? "normal").lowercased() {
            case "warmup", "warm-up", "warm_up": type = .warmUp
            case "dropset", "drop": type = .drop
            case "failure": type = .failure
            default: type = .working
            }
            if let problem = result.addSet(
                type, weight: row.field(weightKg ?? weightLb), reps: row.field(columns.reps),
                rpe: row.field(columns.rpe),
                unit: setUnit, line: row.line, exercise: slot, in: index)
            {
                problems.append(problem)
            }
        }
        return (result.workouts, problems)
    }
}
