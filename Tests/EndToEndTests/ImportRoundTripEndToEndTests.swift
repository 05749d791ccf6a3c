import Foundation
import Testing

/// A pound lifter's history brought in from a Strong file without a unit, checked by the numbers
/// `prs` and `history stats` print; every export format read back without doubling; undo.
@Suite("E2E: imports keep the numbers (units, identity, round trips, undo)")
struct ImportRoundTripEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")

    /// Eight weeks of three sessions in pounds, loads rising 10 lb every two weeks; the truth
    /// (heaviest deadlift, volume in kg, sets) is computed from the same rows.
    struct PoundFile {
        var rows: [(date: String, name: String, exercise: String, order: String, weight: Double, reps: Int)] =
            []

        init() {
            for week in 0..<8 {
                for day in 0..<3 {
                    let date = String(
                        format: "2024-%02d-%02d 18:%02d:00", 1 + (week * 7 + day * 2) / 31,
                        1 + (week * 7 + day * 2) % 31, 5 * day)
                    let bump = Double(week / 2) * 10
                    let plan: [(String, Double, Int)] =
                        [
                            [("Squat (Barbell)", 225 + bump, 5), ("Deadlift (Barbell)", 315 + bump, 5)],
                            [
                                ("Bench Press (Barbell)", 185 + bump / 2, 5),
                                ("Bicep Curl (Dumbbell)", 30, 10),
                            ],
                            [("Overhead Press (Barbell)", 95 + bump / 2, 6), ("Deadlift (Barbell)", 405, 1)],
                        ][day]
                    for (exercise, weight, reps) in plan {
                        rows.append((date, ["Legs", "Push", "Pull"][day], exercise, "W", 45, 10))
                        for set in 1...3 {
                            rows.append(
                                (date, ["Legs", "Push", "Pull"][day], exercise, String(set), weight, reps))
                        }
                    }
                }
            }
        }

        var csv: String {
            ([
                "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
            ]
                + rows.map {
                    "\($0.date),\"\($0.name)\",1h 2m,\"\($0.exercise)\",\($0.order),\($0.weight),\($0.reps),0,0,,,"
                })
                .joined(separator: "\n") + "\n"
        }

        var volumeKilograms: Double { rows.reduce(0) { $0 + $1.weight * 0.453_592_37 * Double($1.reps) } }
    }

    func write(_ name: String, _ content: String) throws -> String {
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let url = fitshell.home.appendingPathComponent(name)
        try Data(content.utf8).write(to: url)
        return url.path
    }

    func json(_ arguments: String...) throws -> Any {
        let result = try fitshell.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func totals(_ profile: String) throws -> (workouts: Int, sets: Int, volume: Double) {
        let stats = try json("--profile", profile, "history", "stats", "--json") as? [String: Any]
        let totals = stats?["totals"] as? [String: Any]
        return (
            totals?["workouts"] as? Int ?? -1, totals?["sets"] as? Int ?? -1,
            totals?["volumeKg"] as? Double ?? -1
        )
    }

    @Test("pounds without a unit column: inferred, and prs shows the 405 lb deadlift as typed")
    func poundsInferred() throws {
        defer { fitshell.cleanUp() }
        let file = PoundFile()
        let result = try fitshell.run("import", try write("strong.csv", file.csv))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Imported 24 workouts, 192 sets"))
        #expect(result.stdout.contains("Weights read as lb:"), "\(result.stdout)")
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let prs = try fitshell.run("prs", "deadlift").stdout
        #expect(prs.contains("405 lb × 1"), "\(prs)")
        let squat = try fitshell.run("prs", "barbell-squat").stdout
        #expect(squat.contains("Heaviest       255 lb × 5"), "\(squat)")
        let stats = try totals("default")
        #expect(stats.workouts == 24 && stats.sets == 192)
        #expect(abs(stats.volume - file.volumeKilograms) < 0.01, "\(stats.volume) vs \(file.volumeKilograms)")
    }

    @Test("every export format imports back: the same numbers in a new profile, nothing twice at home")
    func roundTrips() throws {
        defer { fitshell.cleanUp() }
        let file = PoundFile()
        #expect(try fitshell.run("import", try write("strong.csv", file.csv)).status == 0)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let home = try totals("default")
        for format in ["csv", "strong", "json"] {
            let path = fitshell.home.appendingPathComponent("export.\(format)").path
            #expect(try fitshell.run("history", "export", path, "--format", format, "--yes").status == 0)
            let again = try fitshell.run("import", path)
            #expect(
                again.status == 0 && again.stdout.hasPrefix("Imported 0 workouts"),
                "\(format): \(again.stdout)\(again.stderr)")
            #expect(again.stdout.contains("24 workouts were already in your history"), "\(format)")
            let copy = try fitshell.run("--profile", "copy-\(format)", "import", path)
            #expect(
                copy.status == 0 && copy.stdout.contains("Imported 24 workouts, 192 sets"),
                "\(format): \(copy.stderr)")
            let other = try totals("copy-\(format)")
            #expect(other.workouts == home.workouts && other.sets == home.sets, "\(format)")
            #expect(abs(other.volume - home.volume) < 0.001, "\(format): \(other.volume) vs \(home.volume)")
        }
        #expect(try totals("default").workouts == 24)
    }

    @Test("distance and time of cardio and timed sets survive every export and import back")
    func cardioRoundTrip() throws {
        defer { fitshell.cleanUp() }
        let path = try write(
            "cardio.csv",
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds\n"
                + "2024-02-01 07:00:00,Run,35m,Running,1,,,5000,1680\n2024-02-01 07:00:00,Run,35m,Plank,1,,,,60\n"
        )
        #expect(try fitshell.run("import", path).status == 0)
        let shown = try fitshell.run("history", "show", "latest").stdout
        #expect(shown.contains("5 km in 28:00") && shown.contains("1:00"), "\(shown)")
        for format in ["csv", "strong", "json"] {
            let out = fitshell.home.appendingPathComponent("c.\(format)").path
            #expect(try fitshell.run("history", "export", out, "--format", format, "--yes").status == 0)
            let copy = try fitshell.run("--profile", "c-\(format)", "import", out)
            #expect(copy.status == 0, "\(format): \(copy.stderr)")
            let again = try fitshell.run("--profile", "c-\(format)", "history", "show", "latest").stdout
            #expect(again.contains("5 km in 28:00") && again.contains("1:00"), "\(format): \(again)")
            #expect(again.contains("35 min"), "\(format): the workout's length")
        }
    }

    @Test("a file whose loads do not say kg or lb: exit 65 naming --unit, nothing saved; --unit imports it")
    func unclearUnit() throws {
        defer { fitshell.cleanUp() }
        let path = try write(
            "round.csv",
            "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-01 08:00:00,A,Squat (Barbell),1,100,5\n"
        )
        let refused = try fitshell.run("import", path)
        #expect(refused.status == 65 && refused.stderr.contains("Cannot tell whether the weights"))
        #expect(!FileManager.default.fileExists(atPath: fitshell.file("workouts").path))
        let forced = try fitshell.run("import", path, "--unit", "lb")
        #expect(forced.status == 0 && forced.stdout.contains("read as lb (--unit)"))
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("prs", "barbell-squat").stdout.contains("100 lb × 5"))
    }

    @Test("import list shows each import; undo removes exactly one, with the custom exercises it made")
    func undo() throws {
        defer { fitshell.cleanUp() }
        let first = try write(
            "a.csv",
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2024-01-01 08:00:00,A,Zercher Goat Walk,1,60,5\n"
        )
        let second = try write(
            "b.csv",
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2024-01-03 08:00:00,B,Squat (Barbell),1,100,5\n"
        )
        #expect(try fitshell.run("import", first).status == 0)
        #expect(try fitshell.run("import", second).status == 0)
        let list = try json("import", "list", "--json") as? [[String: Any]]
        #expect(list?.map { $0["file"] as? String } == ["a.csv", "b.csv"])
        #expect(try fitshell.run("import", "undo").status == 64, "needs --yes without a terminal")
        let batch = try #require(list?.first?["batch"] as? String)
        let undone = try fitshell.run("import", "undo", String(batch.prefix(8)), "--yes")
        #expect(
            undone.status == 0 && undone.stdout.contains("removed 1 workout"),
            "\(undone.stdout)\(undone.stderr)")
        #expect(undone.stdout.contains("deleted 1 custom exercise it had created"))
        #expect(try totals("default").workouts == 1)
        #expect(try fitshell.run("exercises", "show", "Zercher Goat Walk").status != 0)
        #expect((try json("import", "list", "--json") as? [Any])?.count == 1)
        #expect(try fitshell.run("import", "undo", "ffff", "--yes").status == 64)
        // A file whose weights carry no unit, read with --unit: the list names the unit given.
        let bare = try write(
            "c.csv",
            "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-05 08:00:00,C,Squat (Barbell),1,100,5\n"
        )
        #expect(try fitshell.run("import", bare, "--unit", "kg").status == 0)
        let units = (try json("import", "list", "--json") as? [[String: Any]])?.map { $0["unit"] as? String }
        #expect(units == [nil, "kg"], "\(String(describing: units))")
    }

    @Test(
        "a workout file given to weight import, and a weight file given to import: 65, the right command named"
    )
    func mixUps() throws {
        defer { fitshell.cleanUp() }
        let workouts = try write("w.csv", PoundFile().csv)
        let weights = try write("bw.csv", "date,weight\n2024-01-01,81.5\n")
        let wrongWeight = try fitshell.run("weight", "import", workouts)
        #expect(wrongWeight.status == 65 && wrongWeight.stderr.contains("'fitshell import FILE'"))
        let wrongWorkout = try fitshell.run("import", weights)
        #expect(wrongWorkout.status == 65 && wrongWorkout.stderr.contains("'fitshell weight import FILE'"))
        #expect(!FileManager.default.fileExists(atPath: fitshell.file("weight").path))
    }
}
