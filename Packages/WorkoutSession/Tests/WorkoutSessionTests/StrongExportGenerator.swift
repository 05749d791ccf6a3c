import CoreModels
import CoreModelsTesting
import Foundation

/// Writes Strong exports the way real lifters' files look, with the truth kept beside them, so
/// tests check the numbers an import produces (heaviest lift, volume, workouts) and not only
/// counts. Pound lifters load 45-lb bars with 45/25/10/5/2.5-lb plates and use 5-lb dumbbell
/// steps; kilogram lifters load 20-kg bars in 2.5-kg steps and use 2-kg dumbbell steps and
/// kettlebells. Every file also has cardio, timed planks, assisted pull-ups and rest rows.
struct StrongExportGenerator {
    /// The header generations Strong has written.
    enum Header: CaseIterable {
        /// iOS classic: `Date,Workout Name,Duration,…,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`.
        case classic
        /// Android: `;`, per-row `Weight Unit` and `Distance Unit`, `Workout Duration` last.
        case android
        /// All quoted, `;`, `Workout #`, `Duration (sec)`, `Weight (kg|lbs)`, `Distance (meters)`.
        case quoted
    }

    /// One set as the file has it.
    struct Row {
        var exercise: String
        var order: String
        var weight: Double?
        var reps: Int?
        var distanceKilometers: Double?
        var seconds: Int?
    }

    /// One workout.
    struct Session {
        var start: Date
        var name: String
        var minutes: Int
        var rows: [Row]
    }

    let unit: MassUnit
    var sessions: [Session] = []

    /// `weeks` weeks of three sessions, starting on `start`, with loads rising, from `seed`.
    init(unit: MassUnit, weeks: Int, seed: UInt64, start: Date = Date(timeIntervalSince1970: 1_609_491_600)) {
        self.unit = unit
        var numbers = SeededNumbers(seed: seed)
        func next(_ bound: Int) -> Int { numbers.below(bound) }
        let pounds = unit == .pounds
        let bar = pounds ? 45.0 : 20.0
        let step = pounds ? 10.0 : 5.0  // both sides together
        for week in 0..<weeks {
            for day in 0..<3 {
                let start = start.addingTimeInterval(Double(week * 7 + day * 2) * 86_400 + Double(next(3600)))
                let progress = Double(week / 2) * step
                var rows: [Row] = []
                func lift(_ name: String, top: Double, sets: Int, reps: Int) {
                    rows.append(Row(exercise: name, order: "W", weight: bar, reps: 10))
                    for set in 1...sets {
                        rows.append(
                            Row(exercise: name, order: String(set), weight: top, reps: reps - next(2)))
                    }
                }
                switch day {
                case 0:
                    lift("Squat (Barbell)", top: (pounds ? 225 : 100) + progress, sets: 3, reps: 5)
                    lift("Deadlift (Barbell)", top: (pounds ? 315 : 140) + progress, sets: 1, reps: 5)
                    rows.append(Row(exercise: "Running", order: "1", distanceKilometers: 5, seconds: 1680))
                case 1:
                    lift("Bench Press (Barbell)", top: (pounds ? 185 : 80) + progress / 2, sets: 3, reps: 5)
                    let dumbbell = pounds ? 50.0 + Double(week / 3) * 5 : 22.0 + Double(week / 3) * 2
                    rows.append(
                        Row(
                            exercise: "Incline Bench Press (Dumbbell)", order: "1", weight: dumbbell, reps: 10
                        ))
                    rows.append(
                        Row(exercise: "Incline Bench Press (Dumbbell)", order: "2", weight: dumbbell, reps: 9)
                    )
                    rows.append(Row(exercise: "Plank", order: "1", seconds: 60 + 5 * week))
                default:
                    lift(
                        "Overhead Press (Barbell)", top: (pounds ? 95 : 42.5) + progress / 2, sets: 3, reps: 6
                    )
                    let assistance = pounds ? 50.0 : 22.5
                    rows.append(Row(exercise: "Pull Up (Assisted)", order: "1", weight: assistance, reps: 8))
                    let bell = pounds ? 35.0 : 16.0
                    rows.append(Row(exercise: "Kettlebell Swing", order: "1", weight: bell, reps: 20))
                }
                sessions.append(
                    Session(
                        start: start, name: ["Legs", "Push", "Pull"][day], minutes: 50 + next(40), rows: rows)
                )
            }
        }
    }

    /// The heaviest deadlift, in the file's unit.
    var heaviestDeadlift: Double {
        sessions.flatMap(\.rows).filter { $0.exercise == "Deadlift (Barbell)" }.compactMap(\.weight).max()
            ?? 0
    }

    /// Weight × reps over every set, in kg.
    var volumeKilograms: Double {
        sessions.flatMap(\.rows).reduce(0) {
            $0 + Mass($1.weight ?? 0, unit).kilograms * Double($1.reps ?? 0)
        }
    }

    /// Sets in the file (rows that are sets).
    var setCount: Int { sessions.reduce(0) { $0 + $1.rows.count } }

    /// The file in `header`'s layout for `range` of the sessions (local times in UTC).
    func csv(_ header: Header, sessions range: Range<Int>? = nil) -> String {
        let chosen = range.map { Array(sessions[$0]) } ?? sessions
        var formatter = DateFormatter()
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        func number(_ value: Double?) -> String { value.map { Mass.number($0) } ?? "" }
        var lines: [String]
        switch header {
        case .classic:
            lines = [
                "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
            ]
        case .android:
            lines = [
                "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration"
            ]
        case .quoted:
            let unitName = unit == .pounds ? "lbs" : "kg"
            lines = [
                "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (\(unitName))\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\""
            ]
        }
        for (number_, session) in chosen.enumerated() {
            let date = formatter.string(from: session.start)
            let duration =
                session.minutes >= 60
                ? "\(session.minutes / 60)h \(session.minutes % 60)m" : "\(session.minutes)m"
            for row in session.rows {
                let reps = row.reps.map(String.init) ?? ""
                switch header {
                case .classic:
                    lines.append(
                        "\(date),\"\(session.name)\",\(duration),\"\(row.exercise)\",\(row.order),\(number(row.weight)),\(reps),\(number(row.distanceKilometers ?? 0)),\(row.seconds ?? 0),,,"
                    )
                case .android:
                    let unitText = row.weight == nil ? "" : (unit == .pounds ? "lbs" : "kg")
                    lines.append(
                        "\(date);\"\(session.name)\";\"\(row.exercise)\";\(row.order);\(number(row.weight));\(unitText);\(reps);;\(number(row.distanceKilometers));\(row.distanceKilometers == nil ? "" : "km");\(row.seconds.map(String.init) ?? "");\"\";\"\";\(session.minutes * 60)"
                    )
                case .quoted:
                    let meters = row.distanceKilometers.map { number($0 * 1000) } ?? ""
                    lines.append(
                        "\"\(number_ + 1)\";\"\(date)\";\"\(session.name)\";\"\(session.minutes * 60)\";\"\(row.exercise)\";\"\(row.order)\";\"\(number(row.weight))\";\"\(reps)\";\"\";\"\(meters)\";\"\(row.seconds.map(String.init) ?? "")\";\"\";\"\""
                    )
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
