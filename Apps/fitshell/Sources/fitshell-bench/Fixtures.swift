import Foundation

/// The large CSV files the import benchmarks read, written deterministically.
enum Fixtures {
    /// The exercise names of the synthetic Strong export (all in fitshell's catalog).
    static let exercises = [
        "Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
        "Bent Over Row (Barbell)", "Lat Pulldown (Cable)", "Bicep Curl (Dumbbell)",
        "Triceps Pushdown (Cable)",
    ]

    /// A Strong export of `rows` set rows: workouts of 4 exercises × 5 sets, every other day.
    static func strongCSV(rows: Int) -> String {
        var text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,"
        text += "Workout Notes,RPE\n"
        text.reserveCapacity(rows * 90)
        var start = DateComponents(calendar: Calendar(identifier: .gregorian), year: 1990, month: 1, day: 1)
        start.timeZone = TimeZone(identifier: "UTC")
        let base = start.date ?? Date(timeIntervalSince1970: 0)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        var row = 0
        var workout = 0
        while row < rows {
            let date = formatter.string(from: base.addingTimeInterval(Double(workout) * 2 * 86_400 + 64_800))
            for exercise in 0..<4 where row < rows {
                let name = exercises[(workout + exercise) % exercises.count]
                for set in 1...5 where row < rows {
                    let weight = 40 + Double((workout / 10 + exercise * 7) % 60) * 2.5
                    text +=
                        "\(date),Day \(workout % 3 + 1),1h 5m,\(name),\(set),\(weight),\(5 + set % 3),0,0,,,\n"
                    row += 1
                }
            }
            workout += 1
        }
        return text
    }

    /// A weight export of `rows` readings, ten a day (2.4 hours apart).
    static func weightCSV(rows: Int) -> String {
        var text = "date,weight_kg\n"
        text.reserveCapacity(rows * 32)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let base = Date(timeIntervalSince1970: 631_152_000)  // 1990-01-01
        for row in 0..<rows {
            let kilograms = 80 + Double(row % 97) / 10
            text += "\(formatter.string(from: base.addingTimeInterval(Double(row) * 8_640))),\(kilograms)\n"
        }
        return text
    }
}
