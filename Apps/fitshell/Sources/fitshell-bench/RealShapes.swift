import Foundation

/// Exports shaped like a real lifter's history, for the benchmark profile built by importing
/// (the generator's profiles are regular in ways real data is not): three or four workouts a
/// week, four to six exercises each, warm-ups, names in the exporting app's words that need
/// matching to the catalog, a few timed and distance sets, and slowly rising weights.
enum RealShapes {
    /// Strong's names for the lifts, as its exports write them.
    static let strongNames = [
        "Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
        "Bent Over Row (Barbell)", "Lat Pulldown (Cable)", "Incline Bench Press (Dumbbell)",
        "Romanian Deadlift (Barbell)", "Pull Up", "Seated Row (Cable)", "Leg Press",
        "Lateral Raise (Dumbbell)",
        "Bicep Curl (Barbell)", "Triceps Pushdown (Cable)", "Face Pull (Cable)", "Hip Thrust (Barbell)",
        "Leg Extension (Machine)", "Calf Raise (Machine)", "Hammer Curl (Dumbbell)", "Chest Fly (Dumbbell)",
    ]

    /// A tiny deterministic generator (the same seed gives the same file).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// `YYYY-MM-DD HH:MM:SS` of `seconds` since 1970 in UTC.
    static func stamp(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    /// One workout: its start and its sets as (exercise name, weight kg, reps, seconds, metres).
    typealias Workout = (start: Int, name: String, minutes: Int, sets: [(String, Double, Int, Int, Int)])

    /// `15 Sep 2025, 07:48`, the way Hevy's exports write a time.
    static func hevyStamp(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(parts.tm_mday) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900), \(two(parts.tm_hour)):\(two(parts.tm_min))"
    }

    /// Workouts of `years` years ending the day before `end` (seconds since 1970).
    static func workouts(years: Int, end: Int, seed: UInt64 = 7) -> [Workout] {
        var random = Random(state: seed)
        var result: [Workout] = []
        var day = end / 86_400 - years * 365
        let lastDay = end / 86_400 - 1
        var index = 0
        while day <= lastDay {
            let exercises = 4 + random.next(3)
            var sets: [(String, Double, Int, Int, Int)] = []
            let progress = Double(index) / 40
            for slot in 0..<exercises {
                let name = strongNames[(index * 3 + slot * 5 + random.next(4)) % strongNames.count]
                let base = 20 + Double((name.count * 7) % 60) + progress.rounded(.down) * 2.5
                sets.append((name, (base * 0.5 / 2.5).rounded() * 2.5, 10, 0, 0))  // a warm-up
                for _ in 0..<(3 + random.next(2)) {
                    sets.append((name, base + Double(random.next(3)) * 2.5, 5 + random.next(6), 0, 0))
                }
            }
            if random.next(8) == 0 { sets.append(("Plank", 0, 0, 60 + random.next(60), 0)) }
            if random.next(10) == 0 { sets.append(("Running (Treadmill)", 0, 0, 1_500, 5_000)) }
            let start = day * 86_400 + 17 * 3_600 + random.next(120) * 60
            result.append(
                (start, ["Push", "Pull", "Legs", "Upper", "Lower"][index % 5], 50 + random.next(40), sets))
            index += 1
            day += [1, 2, 2, 3][random.next(4)]  // three or four a week
        }
        return result
    }

    /// A Strong export (Date, Workout Name, Duration, Exercise Name, Set Order, Weight, Reps,
    /// Distance, Seconds, Notes, Workout Notes, RPE).
    static func strongCSV(_ workouts: [Workout]) -> String {
        var lines = [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        ]
        for workout in workouts {
            let date = stamp(workout.start)
            let duration = "\(workout.minutes / 60)h \(workout.minutes % 60)m"
            var order: [String: Int] = [:]
            for (name, weight, reps, seconds, metres) in workout.sets {
                order[name, default: 0] += 1
                let weightText = weight == 0 ? "0" : String(weight)
                lines.append(
                    "\(date),\"\(workout.name)\",\(duration),\"\(name)\",\(order[name] ?? 1),\(weightText),\(reps),"
                        + "\(metres),\(seconds),,,")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Hevy export of the same workouts (title, start_time, end_time, exercise_title,
    /// set_index, set_type, weight_kg, reps, distance_km, duration_seconds, rpe).
    static func hevyCSV(_ workouts: [Workout]) -> String {
        var lines = [
            "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,"
                + "weight_kg,reps,distance_km,duration_seconds,rpe"
        ]
        for workout in workouts {
            let start = hevyStamp(workout.start)
            let end = hevyStamp(workout.start + workout.minutes * 60)
            var order: [String: Int] = [:]
            for (name, weight, reps, seconds, metres) in workout.sets {
                let index = order[name, default: 0]
                order[name] = index + 1
                lines.append(
                    "\"\(workout.name)\",\"\(start)\",\"\(end)\",,\"\(name)\",,,\(index),"
                        + "\(index == 0 && reps == 10 ? "warmup" : "normal"),\(weight == 0 ? "" : String(weight)),"
                        + "\(reps == 0 ? "" : String(reps)),\(metres == 0 ? "" : String(Double(metres) / 1000)),"
                        + "\(seconds == 0 ? "" : String(seconds)),")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Workouts enough for about `rows` set rows.
    static func workouts(rows: Int, end: Int) -> [Workout] {
        var years = 1
        var result = workouts(years: years, end: end)
        while result.reduce(0, { $0 + $1.sets.count }) < rows && years < 200 {
            years *= 2
            result = workouts(years: years, end: end)
        }
        var total = 0
        return Array(
            result.reversed().prefix { workout in
                defer { total += workout.sets.count }
                return total < rows
            }.reversed())
    }
}
