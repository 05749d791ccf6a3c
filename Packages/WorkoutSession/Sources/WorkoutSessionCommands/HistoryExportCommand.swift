import CommandKit
import CoreModels
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `history export`: every finished workout as Strong-compatible CSV, plain CSV or JSON.
enum HistoryExportCommand {
    static var command: Command<RunContext> {
        Command(
            "export", summary: "Write your history as CSV (Strong-compatible or one row per set) or JSON",
            discussion: """
                --format strong  Strong's columns with units (Date,Workout Name,Duration,Exercise Name,Set Order,Weight,
                                 Weight Unit,Reps,Distance,Distance Unit,Seconds,...), weights in your unit
                --format csv     one row per set: date,start,workout,workout_id,exercise_id,exercise,set,type,weight_kg,
                                 reps,rpe,notes,distance_m,duration_s,finished,superset
                --format json    every workout as fitshell stores it
                Every format reads back with '{program} import FILE' without duplicating a workout.
                Cells a spreadsheet would run as formulas (=, +, -, @) are prefixed with '.
                """,
            examples: [
                "history export history.csv", "history export - --format strong",
                "history export all.json --format json",
            ],
            arguments: [
                Argument("file", help: "the file to write, or - for standard output", isRequired: false)
            ],
            options: [
                .value(
                    "format", "format", help: "csv (default), strong or json",
                    choices: ["csv", "strong", "json"]),
                .flag("yes", short: "y", help: "overwrite an existing file without asking"),
            ],
            action: { invocation, context in
                var workouts: [Workout] = []
                for summary in try await context.history.summaries() {
                    if let workout = try await context.history.workout(summary) { workouts.append(workout) }
                }
                let text: String
                switch invocation.value("format") ?? "csv" {
                case "strong": text = strong(workouts, unit: try context.unit(), context)
                case "json":
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    encoder.dateEncodingStrategy = .iso8601
                    text = String(decoding: try encoder.encode(workouts), as: UTF8.self) + "\n"
                default: text = plain(workouts, context)
                }
                try OutputFile.write(
                    text, to: invocation.argument("file") ?? "-", yes: invocation.flag("yes"),
                    context: context)
            })
    }

    static func localTime(_ date: Date, _ context: RunContext) -> String {
        let (day, seconds) = context.timeZone.local(date)
        return
            "\(day) \(PlainText.zeroPadded(seconds / 3_600, 2)):\(PlainText.zeroPadded(seconds / 60 % 60, 2)):"
            + PlainText.zeroPadded(seconds % 60, 2)
    }

    /// A number with up to `decimals` decimals (six are what fitshell stores: a weight typed in
    /// one unit and written in the other reads back as typed), no trailing zeros.
    static func cell(_ value: Double?, decimals: Int = 4) -> String {
        guard let value, value.isFinite else { return "" }
        return PlainText.trimmed(value, upTo: decimals)
    }

    /// A workout's length as Strong writes it (`1h 5m`), empty when unknown.
    static func duration(_ workout: Workout) -> String {
        let seconds = Int(
            saturating: (workout.finishedAt ?? workout.startedAt).timeIntervalSince(workout.startedAt))
        guard seconds > 0 else { return "" }
        let minutes = seconds / 60
        return minutes >= 60 ? "\(minutes / 60)h \(minutes % 60)m" : "\(minutes)m"
    }

    static func strong(_ workouts: [Workout], unit: MassUnit, _ context: RunContext) -> String {
        var lines = [
            CSVWriter.line([
                "Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Weight Unit",
                "Reps",
                "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes", "RPE",
            ])
        ]
        for workout in workouts {
            let duration = duration(workout)
            for exercise in workout.exercises {
                var number = 0
                for set in exercise.sets where set.done {
                    let order: String
                    switch set.type {
                    case .warmUp: order = "W"
                    case .drop: order = "D"
                    case .failure: order = "F"
                    case .working:
                        number += 1
                        order = String(number)
                    }
                    lines.append(
                        CSVWriter.line([
                            localTime(workout.startedAt, context), workout.name, duration, exercise.name,
                            order,
                            set.weight?.exported(in: unit) ?? "",
                            unit.symbol,
                            set.reps.map(String.init) ?? "", cell(set.distanceMeters.map { $0 / 1000 }), "km",
                            set.durationSeconds.map(String.init) ?? "", exercise.notes ?? "",
                            workout.notes ?? "",
                            cell(set.rpe),
                        ]))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func plain(_ workouts: [Workout], _ context: RunContext) -> String {
        var lines = [
            CSVWriter.line([
                "date", "start", "workout", "workout_id", "exercise_id", "exercise", "set", "type",
                "weight_kg", "reps", "rpe", "notes", "distance_m", "duration_s", "finished", "superset",
            ])
        ]
        for workout in workouts {
            let start = localTime(workout.startedAt, context)
            let finished =
                duration(workout).isEmpty ? "" : localTime(workout.finishedAt ?? workout.startedAt, context)
            for exercise in workout.exercises {
                for (index, set) in exercise.sets.enumerated() where set.done {
                    lines.append(
                        CSVWriter.line([
                            String(start.prefix(10)), start, workout.name, workout.id.description,
                            exercise.exerciseID.rawValue, exercise.name,
                            String(index + 1), set.type.rawValue, set.weight?.exported(in: .kilograms) ?? "",
                            set.reps.map(String.init) ?? "", cell(set.rpe),
                            exercise.notes ?? "", cell(set.distanceMeters),
                            set.durationSeconds.map(String.init) ?? "",
                            finished, exercise.superset.map(String.init) ?? "",
                        ]))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
