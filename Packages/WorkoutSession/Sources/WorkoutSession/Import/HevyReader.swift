import CoreModels
import Foundation
import Plans

extension ExportReader {
    /// Hevy: `title,start_time,end_time,…,set_index,set_type,weight_kg|weight_lbs,reps,…,rpe`.
    func readHevy(_ table: CSVTable) throws -> ([ImportedWorkout], [ImportProblem]) {
        let title = try require(table, ["title"], "title")
        let start = try require(table, ["start_time"], "start_time")
        let end = table.column(["end_time"])
        let description = table.column(["description"])
        let exercise = try require(table, ["exercise_title"], "exercise_title")
        let notes = table.column(["exercise_notes"])
        let type = table.column(["set_type"])
        let weightKg = table.column(["weight_kg"])
        let weightLb = table.column(["weight_lbs", "weight_lb"])
        let reps = table.column(["reps"])
        let rpe = table.column(["rpe"])
        let weightColumn = weightKg ?? weightLb
        let setUnit: MassUnit =
            weightKg != nil ? .kilograms : (weightLb != nil ? .pounds : (unit ?? .kilograms))
        var workouts: [ImportedWorkout] = []
        var problems: [ImportProblem] = []
        var keys: [String: Int] = [:]
        var instants: [String: Date?] = [:]
        for row in table.rows {
            let field = { (index: Int?) -> String? in
                index.flatMap { row.fields.indices.contains($0) ? row.fields[$0] : nil }
            }
            guard let startText = field(start), let started = instant(startText, cache: &instants) else {
                problems.append(
                    ImportProblem(line: row.line, reason: "'\(field(start) ?? "")' is not a date and time"))
                continue
            }
            let name = Self.text(field(title)) ?? "Workout"
            let key = startText + "|" + name
            let index: Int
            if let existing = keys[key] {
                index = existing
            } else {
                workouts.append(
                    ImportedWorkout(
                        name: name, startedAt: started,
                        finishedAt: field(end).flatMap { instant($0, cache: &instants) },
                        notes: Self.text(field(description)), exercises: [], line: row.line))
                index = workouts.count - 1
                keys[key] = index
            }
            guard let exerciseName = Self.text(field(exercise)) else {
                problems.append(ImportProblem(line: row.line, reason: "the exercise title is empty"))
                continue
            }
            if workouts[index].exercises.last?.name != exerciseName {
                workouts[index].exercises.append(
                    .init(name: exerciseName, notes: Self.text(field(notes)), sets: []))
            }
            let setType: SetType
            switch (field(type) ?? "normal").lowercased() {
            case "warmup", "warm-up", "warm_up": setType = .warmUp
            case "dropset", "drop": setType = .drop
            case "failure": setType = .failure
            default: setType = .working
            }
            let last = workouts[index].exercises.count - 1
            workouts[index].exercises[last].sets.append(
                ImportedSet(
                    type: setType, kilograms: Self.kilograms(field(weightColumn), unit: setUnit),
                    reps: Self.count(field(reps)),
                    rpe: field(rpe).flatMap(CSVNumber.parse).flatMap { (1...10).contains($0) ? $0 : nil }))
        }
        return (workouts, problems)
    }
}
