import CoreModels
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ExportReader {
    /// fitshell's own CSV (`history export --format csv`): one row per set with
    /// `start,workout,workout_id,exercise_id,exercise,set,type,weight_kg,reps,rpe,notes` and, since
    /// distances and times are kept, `distance_m,duration_s,finished`, and since supersets are,
    /// `superset`.
    func readPlain(_ table: CSVTable) throws -> ([ImportedWorkout], [ImportProblem]) {
        let start = try require(table, ["start"], "start")
        let workoutID = try require(table, ["workout_id"], "workout_id")
        let exercise = try require(table, ["exercise"], "exercise")
        let columns = (
            name: table.column(["workout"]), exerciseID: table.column(["exercise_id"]),
            type: table.column(["type"]), weight: table.column(["weight_kg"]), reps: table.column(["reps"]),
            rpe: table.column(["rpe"]), notes: table.column(["notes"]),
            distance: table.column(["distance_m"]), seconds: table.column(["duration_s"]),
            finished: table.column(["finished"]), superset: table.column(["superset"])
        )
        var result = WorkoutAccumulator()
        var problems: [ImportProblem] = []
        var instants: [String: Date?] = [:]
        for row in table.rows {
            guard let startText = row.field(start), let started = instant(startText, cache: &instants) else {
                problems.append(
                    ImportProblem(
                        line: row.line,
                        reason: "'\((row.field(start) ?? "").prefix(40))' is not a date and time"))
                continue
            }
            let index = result.workout(.init(first: row.field(workoutID) ?? "", second: startText)) {
                var workout = ImportedWorkout(
                    name: Self.text(row.field(columns.name)) ?? "Workout", startedAt: started,
                    finishedAt: nil,
                    notes: nil, exercises: [], line: row.line)
                if let end = row.field(columns.finished).flatMap({ instant($0, cache: &instants) }) {
                    let seconds = end.timeIntervalSince(started)
                    if seconds > Double(Self.longestWorkout) || seconds < 0 {
                        workout.implausibleDuration = String((row.field(columns.finished) ?? "").prefix(40))
                    } else if seconds > 0 {
                        workout.finishedAt = end
                    }
                }
                return workout
            }
            guard let exerciseName = Self.text(row.field(exercise)) else {
                problems.append(ImportProblem(line: row.line, reason: "the exercise name is empty"))
                continue
            }
            let slot = result.exercise(
                exerciseName, exerciseID: Self.text(row.field(columns.exerciseID)),
                notes: Self.text(row.field(columns.notes)), in: index)
            result.superset(Self.text(row.field(columns.superset)), exercise: slot, in: index)
            let typeText = (row.field(columns.type) ?? "working").trimmingSpaces()
            guard let type = typeText.isEmpty ? .working : SetType(rawValue: typeText) else {
                problems.append(
                    ImportProblem(line: row.line, reason: "'\(typeText.prefix(40))' is not a set type"))
                continue
            }
            if let problem = result.addSet(
                type,
                cells: .init(
                    weight: row.field(columns.weight), reps: row.field(columns.reps),
                    rpe: row.field(columns.rpe),
                    distance: row.field(columns.distance), seconds: row.field(columns.seconds)),
                unit: .kilograms, distanceUnit: .meters, line: row.line, exercise: slot, in: index)
            {
                problems.append(problem)
            }
        }
        return (result.workouts, problems)
    }
}
