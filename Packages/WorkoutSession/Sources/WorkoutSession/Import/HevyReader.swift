import CoreModels
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ExportReader {
    /// Hevy: `title,start_time,end_time,…,set_index,set_type,weight_kg|weight_lbs,reps,
    /// distance_km|distance_miles,duration_seconds,rpe`.
    func readHevy(_ table: CSVTable) throws -> Reading {
        let title = try require(table, ["title"], "title")
        let start = try require(table, ["start_time"], "start_time")
        let exercise = try require(table, ["exercise_title"], "exercise_title")
        let columns = (
            end: table.column(["end_time"]), description: table.column(["description"]),
            notes: table.column(["exercise_notes"]), seconds: table.column(["duration_seconds"]),
            type: table.column(["set_type"]), reps: table.column(["reps"]), rpe: table.column(["rpe"]),
            superset: table.column(["superset_id"])
        )
        let weightKg = table.column(["weight_kg"])
        let weightLb = table.column(["weight_lbs", "weight_lb"])
        let setUnit: MassUnit? = weightKg != nil ? .kilograms : (weightLb != nil ? .pounds : unit)
        let distanceKm = table.column(["distance_km"])
        let distanceMiles = table.column(["distance_miles", "distance_mi"])
        let distanceMeters = table.column(["distance_meters", "distance_m"])
        let distance: (Int?, DistanceUnit?) =
            distanceKm.map { ($0, .kilometers) } ?? distanceMiles.map { ($0, .miles) }
            ?? distanceMeters.map { ($0, .meters) } ?? (nil, nil)
        var result = WorkoutAccumulator()
        var problems: [ImportProblem] = []
        var instants: [String: Date?] = [:]
        for row in table.rows {
            if let problem = Self.misshapen(row, of: table) {
                problems.append(problem)
                continue
            }
            guard let startText = row.field(start), let started = instant(startText, cache: &instants) else {
                problems.append(
                    ImportProblem(
                        line: row.line,
                        reason: "'\((row.field(start) ?? "").prefix(40))' is not a date and time"))
                continue
            }
            let name = Self.text(row.field(title)) ?? "Workout"
            let index = result.workout(.init(first: startText, second: name)) {
                var workout = ImportedWorkout(
                    name: name, startedAt: started, finishedAt: nil,
                    notes: Self.note(row.field(columns.description)), exercises: [], line: row.line)
                if let endText = row.field(columns.end), let finished = instant(endText, cache: &instants) {
                    let seconds = finished.timeIntervalSince(started)
                    if seconds > Double(Self.longestWorkout) || seconds < 0 {
                        workout.implausibleDuration = "\(startText) – \(endText)".prefix(60).description
                    } else if seconds > 0 {
                        workout.finishedAt = finished
                    }
                }
                return workout
            }
            guard let exerciseName = Self.text(row.field(exercise)) else {
                problems.append(ImportProblem(line: row.line, reason: "the exercise title is empty"))
                continue
            }
            let slot = result.exercise(exerciseName, notes: Self.note(row.field(columns.notes)), in: index)
            result.superset(Self.text(row.field(columns.superset)), exercise: slot, in: index)
            let type: SetType
            let typeText = row.field(columns.type) ?? "normal"
            // Most sets are `normal`: only other texts are compared case-blind.
            switch typeText == "normal" ? typeText : typeText.lowercased() {
            case "warmup", "warm-up", "warm_up": type = .warmUp
            case "dropset", "drop": type = .drop
            case "failure": type = .failure
            default: type = .working
            }
            if let problem = result.addSet(
                type,
                cells: .init(
                    weight: row.field(weightKg ?? weightLb), reps: row.field(columns.reps),
                    rpe: row.field(columns.rpe), distance: row.field(distance.0),
                    seconds: row.field(columns.seconds)),
                unit: setUnit, distanceUnit: distance.1, line: row.line, exercise: slot, in: index)
            {
                problems.append(problem)
            }
        }
        return Reading(
            workouts: result.workouts, problems: problems, keys: result.keySet, dates: instants,
            emptySets: result.emptySets)
    }
}
