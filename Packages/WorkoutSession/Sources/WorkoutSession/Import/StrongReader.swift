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
        let number = table.column(["workout #"])
        let duration = table.column(["duration"])
        let durationSeconds = table.column(["duration (sec)"])
        let weightKg = table.column(["weight (kg)"])
        let weightLb = table.column(["weight (lbs)", "weight (lb)"])
        let weightPlain = table.column(["weight"])
        let weightUnit = table.column(["weight unit"])
        let reps = table.column(["reps"])
        let rpe = table.column(["rpe"])
        let seconds = table.column(["seconds"])
        let notes = table.column(["notes"])
        let workoutNotes = table.column(["workout notes"])
        let fileUnit: MassUnit? = weightKg != nil ? .kilograms : (weightLb != nil ? .pounds : nil)
        let weightColumn = weightKg ?? weightLb ?? weightPlain
        var workouts: [ImportedWorkout] = []
        var problems: [ImportProblem] = []
        var keys: [String: Int] = [:]
        var instants: [String: Date?] = [:]
        for row in table.rows {
            let field = { (index: Int?) -> String? in
                index.flatMap { row.fields.indices.contains($0) ? row.fields[$0] : nil }
            }
            guard let dateText = field(date), let start = instant(dateText, cache: &instants) else {
                problems.append(
                    ImportProblem(line: row.line, reason: "'\(field(date) ?? "")' is not a date and time"))
                continue
            }
            let workoutName = Self.text(field(name)) ?? "Workout"
            let key = (field(number).flatMap(Self.text) ?? "") + "|" + dateText + "|" + workoutName
            let index: Int
            if let existing = keys[key] {
                index = existing
            } else {
                let length =
                    field(durationSeconds).flatMap(Self.count) ?? field(duration).flatMap(Self.duration)
                workouts.append(
                    ImportedWorkout(
                        name: workoutName, startedAt: start,
                        finishedAt: length.map { start.addingTimeInterval(Double($0)) },
                        notes: Self.text(field(workoutNotes)), exercises: [], line: row.line))
                index = workouts.count - 1
                keys[key] = index
            }
            if let note = Self.text(field(workoutNotes)), workouts[index].notes == nil {
                workouts[index].notes = note
            }
            guard let exerciseName = Self.text(field(exercise)) else {
                problems.append(ImportProblem(line: row.line, reason: "the exercise name is empty"))
                continue
            }
            if workouts[index].exercises.last?.name != exerciseName {
                workouts[index].exercises.append(.init(name: exerciseName, notes: nil, sets: []))
            }
            let last = workouts[index].exercises.count - 1
            if let note = Self.text(field(notes)), workouts[index].exercises[last].notes == nil {
                workouts[index].exercises[last].notes = note
            }
            let orderText = (field(order) ?? "").trimmingCharacters(in: .whitespaces)
            switch orderText.lowercased() {
            case "rest timer":
                // Not a set: its Seconds are the rest after the previous set.
                if let rest = field(seconds).flatMap(Self.count),
                    !workouts[index].exercises[last].sets.isEmpty
                {
                    workouts[index].exercises[last].sets[workouts[index].exercises[last].sets.count - 1]
                        .restSeconds = rest
                }
                continue
            case "note", "notes":
                continue
            default: break
            }
            let type: SetType
            switch orderText.uppercased() {
            case "W": type = .warmUp
            case "D": type = .drop
            case "F": type = .failure
            default:
                guard Int(orderText) != nil || CSVNumber.parse(orderText) != nil else {
                    problems.append(
                        ImportProblem(line: row.line, reason: "'\(orderText)' is not a set order"))
                    continue
                }
                type = .working
            }
            let rowUnit = field(weightUnit).flatMap { MassUnit(parsing: $0) }
            let setUnit = fileUnit ?? rowUnit ?? unit ?? .kilograms
            workouts[index].exercises[last].sets.append(
                ImportedSet(
                    type: type, kilograms: Self.kilograms(field(weightColumn), unit: setUnit),
                    reps: Self.count(field(reps)),
                    rpe: field(rpe).flatMap(CSVNumber.parse).flatMap { (1...10).contains($0) ? $0 : nil }))
        }
        return (workouts, problems)
    }
}
