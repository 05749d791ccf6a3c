import Foundation
import Testing

@Suite("E2E: imports, exports, backup and restore")
struct ImportExportEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")

    /// `../shared/data` beside the repository (absent in a clone without it: those tests are skipped).
    static let sharedData = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/data").standardizedFileURL
    static let hasSharedData = FileManager.default.fileExists(atPath: sharedData.path)

    func write(_ name: String, _ content: String) throws -> String {
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let url = fitshell.home.appendingPathComponent(name)
        try Data(content.utf8).write(to: url)
        return url.path
    }

    static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2025-03-03 07:00:00,"Legs",1h 5m,"Squat (Barbell)",W,60,5,0,0,,"=cmd()",
        2025-03-03 07:00:00,"Legs",1h 5m,"Squat (Barbell)",1,100,5,0,0,,,8
        2025-03-03 07:00:00,"Legs",1h 5m,"Squat (Barbell)",2,102.5,5,0,0,,,
        2025-03-03 07:00:00,"Legs",1h 5m,"Belt Squat (Machine)",1,80,10,0,0,,,
        2025-03-05 07:00:00,"Push",45m,"Bench Press (Barbell)",1,80,5,0,0,,,
        """

    @Test(
        "a name lands where an earlier import put it, even once another import's custom exercise matches it better"
    )
    func namesLandWhereTheyLandedBefore() throws {
        defer { fitshell.cleanUp() }
        let header =
            "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\","
            + "\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\","
            + "\"duration_seconds\",\"rpe\"\n"
        func hevy(_ day: String, weight: Int) -> String {
            header
                + "\"Pull\",\"\(day), 12:20\",\"\(day), 13:25\",\"\",\"Seated Cable Row - Bar Wide Grip\",,\"\",0,"
                + "\"normal\",\(weight),10,,0,\n"
        }
        let first = try fitshell.run("import", try write("first.csv", hevy("12 Sep 2025", weight: 60)))
        #expect(first.status == 0, "\(first.stderr)")
        let landed = try #require(
            first.stdout.split(separator: "\n").first { $0.contains("Seated Cable Row - Bar Wide Grip  →") })
        let exercise = String(landed.split(separator: "→")[1].split(separator: "(")[0]).trimmingCharacters(
            in: .whitespaces)
        // Another app's name made a custom exercise whose words match the first name better.
        let strong = try fitshell.run(
            "import", "--unit", "kg",
            try write(
                "strong.csv",
                "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n"
                    + "2021-03-03 07:00:00,A,Cable Row Wide Grip,1,50,10\n"))
        #expect(strong.status == 0 && strong.stdout.contains("Cable Row Wide Grip"), "\(strong.stdout)")
        let later = try fitshell.run("import", try write("later.csv", hevy("20 Nov 2026", weight: 65)))
        #expect(later.status == 0, "\(later.stderr)")
        let show = try fitshell.run("history", "show", "2026-11-20")
        #expect(show.stdout.contains("1. \(exercise)\n"), "the same exercise as before: \(show.stdout)")
        // The first import undone: the later one still has sets under the name, which stays.
        let firstID = try #require(first.stdout.components(separatedBy: "import undo ").last?.prefix(8))
        #expect(try fitshell.run("import", "undo", String(firstID), "--yes").status == 0)
        #expect(
            try fitshell.run("import", try write("third.csv", hevy("22 Nov 2026", weight: 70))).status == 0)
        let third = try fitshell.run("history", "show", "2026-11-22")
        #expect(third.stdout.contains("1. \(exercise)\n"), "still the same exercise: \(third.stdout)")
        let names = try fitshell.run("import", "names")
        #expect(names.stdout.contains("seated cable row bar wide grip"), "\(names.stdout)")
        // Forgotten, it is matched afresh.
        #expect(
            try fitshell.run("import", "names", "--forget", "Seated Cable Row - Bar Wide Grip").status == 0)
        #expect(!(try fitshell.run("import", "names").stdout.contains("seated cable row bar wide grip")))
    }

    @Test(
        "import strong: detected, idempotent, unmatched listed, --map fixes them; history export round-trips")
    func strong() throws {
        defer { fitshell.cleanUp() }
        let file = try write("strong.csv", Self.strong)
        let unsure = try fitshell.run("import", file, "--dry-run")
        #expect(unsure.status == 65 && unsure.stderr.contains("Run again with --unit kg or --unit lb"))
        let dry = try fitshell.run("import", file, "--dry-run", "--unit", "kg")
        #expect(
            dry.status == 0
                && dry.stdout.contains(
                    "Would import 2 workouts, 5 sets (2025-03-03 to 2025-03-05) from a Strong export of 5 rows."
                ))
        #expect(try fitshell.run("history", "--json").stdout.contains("\"workouts\" : 0"))
        // Names read by their words are shown, with a name two of the file's names share.
        let twoNames = try write(
            "two.csv",
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n"
                + "2025-03-03 07:00:00,A,Lateral Raise (Cable),1,10,12\n2025-03-03 07:00:00,A,Lateral Raise (Machine),1,30,12\n"
                + "2025-03-03 07:00:00,A,Bench Press (Dumbbell),1,30,12\n"
                + "2025-03-03 07:00:00,A,Cable Seated Lateral Raise,1,10,12\n"
                + "2025-03-03 07:00:00,A,Bicep Curl (Cable),1,20,10\n")
        let guessed = try fitshell.run("import", twoNames, "--dry-run")
        #expect(
            guessed.stdout.contains("1 exercise name would be matched by their words; check them:")
                && guessed.stdout.contains("    Bicep Curl (Cable)  →  Standing Biceps Cable Curl"),
            "\(guessed.stdout)")
        #expect(
            guessed.stdout.contains(
                "1 exercise would be read from more than one name of the file (their sets and records become one):\n    Cable Seated Lateral Raise  ←  'Cable Seated Lateral Raise', 'Lateral Raise (Cable)'"
            ), "an exact name sharing the exercise is named too: \(guessed.stdout)")
        // The machine's raise is another exercise: its own, with its own heaviest set, not 30 kg
        // on the cable raise.
        #expect(guessed.stdout.contains("    Lateral Raise (Machine)  →"), "\(guessed.stdout)")
        #expect(try fitshell.run("import", twoNames).status == 0)
        let records = try fitshell.run("prs", "--json")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(records.stdout.utf8)) as? [[String: Any]])
        let heaviest = Dictionary(
            json.compactMap { entry in
                (entry["name"] as? String).flatMap { name in
                    (entry["heaviest"] as? [String: Any])?["value"].map { (name, "\($0)") }
                }
            }, uniquingKeysWith: { first, _ in first })
        #expect(json.allSatisfy { $0["unit"] as? String == "kg" }, "each record says its values are kg")
        #expect(heaviest["Lateral Raise (Machine)"] == "30", "\(records.stdout)")
        #expect(heaviest["Cable Seated Lateral Raise"] == "10", "\(records.stdout)")
        #expect(try fitshell.run("import", "undo", "--yes").status == 0)
        #expect(
            !guessed.stdout.contains("Bench Press (Dumbbell)  →"),
            "a form of the library's own name is no guess")
        let guessedJSON = try fitshell.run("import", twoNames, "--dry-run", "--json").stdout
        #expect(guessedJSON.contains("\"guessed\" : true") && guessedJSON.contains("\"guessed\" : false"))
        // Imported, then the same file again: the names are where the first import put them
        // (kept for later imports), no longer guesses to check.
        #expect(try fitshell.run("import", twoNames).stdout.contains("matched by their words; check them:"))
        let again = try fitshell.run("import", twoNames).stdout
        #expect(!again.contains("check them") && !again.contains("matched by their words"), "\(again)")
        #expect(
            try fitshell.run("import", "names").stdout.contains("lateral raise cable"),
            "kept where the import put it")
        #expect(try fitshell.run("import", "undo", "--yes").status == 0)
        #expect(
            !(try fitshell.run("import", "names").stdout.contains("lateral raise cable")),
            "the undone import's names are matched afresh")
        let mapped = try fitshell.run(
            "import", "strong", file, "--unit", "kg", "--map", "Belt Squat (Machine)=leg press")
        #expect(mapped.status == 0 && !mapped.stdout.contains("matched nothing"))
        #expect(
            try fitshell.run("import", file, "--unit", "kg").stdout.contains(
                "2 workouts were already in your history (skipped)."))
        // Correcting an imported workout says what undoing its import would do to it.
        let corrected = try fitshell.run("history", "edit", "latest", "--notes", "checked")
        #expect(
            corrected.status == 0 && corrected.stdout.contains("deletes this workout, correction and all"),
            "\(corrected.stdout)")
        let csv = try fitshell.run("history", "export", "-").stdout
        #expect(
            csv.hasPrefix(
                "date,start,workout,workout_id,exercise_id,exercise,set,type,weight_kg,reps,rpe,notes,distance_m,duration_s,finished,superset\n"
            ))
        #expect(csv.contains(",leg-press,Leg Press,1,working,80,10,,,,,2025-03-03 08:05:00"))
        let strongOut = try fitshell.run("history", "export", "-", "--format", "strong").stdout
        #expect(strongOut.contains("2025-03-03 07:00:00,Legs,1h 5m,Barbell Squat,W,60,kg,5,,km,,,'=cmd(),"))
        // Fitshell's Strong export imports back into another profile as the same history.
        let back = try write("back.csv", strongOut)
        let other = try fitshell.run("--profile", "other", "import", back)
        #expect(other.stdout.contains("Imported 2 workouts, 5 sets"), "per-row units need no --unit")
        #expect(try fitshell.run("--profile", "other", "prs", "--json").stdout.contains("102.5"))
    }

    @Test(
        "malformed files: a message with the line, exit 65, nothing changed",
        arguments: [
            ("", "the file is empty"),
            (
                "Date,Workout Name,Exercise Name,Set Order\n2025-01-01 07:00:00,A,\"Squat,1\n",
                "line 2: a quoted field is never closed"
            ),
            ("name,age\nbob,3\n", "is neither a Strong, a Hevy nor a fitshell export"),
            ("\u{0}\u{1}\u{2}binary", "the file is binary, not text"),
            (
                "Date,Workout Name,Exercise Name,Set Order\nnot a date,A,Squat,1\n",
                "no workout could be read (line 2: 'not a date' is not a date and time)"
            ),
        ])
    func malformed(content: String, message: String) throws {
        defer { fitshell.cleanUp() }
        let file = try write("bad.csv", content)
        let result = try fitshell.run("import", file)
        #expect(result.status == 65)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: fitshell.profileFolder.appendingPathComponent("workouts").path))
    }

    @Test(
        "real exports from ../shared/data/exports: import, re-import adds 0",
        .enabled(if: hasSharedData, "../shared/data is absent"),
        arguments: ["strong-2021-classic", "strong-2025-no-notes", "strong-quoted-semicolon", "hevy-2025"])
    func realExports(name: String) throws {
        defer { fitshell.cleanUp() }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/data/exports/\(name).csv").standardizedFileURL.path
        let first = try fitshell.run("import", path)
        #expect(first.status == 0 && first.stdout.hasPrefix("Imported "), "\(first.stderr)")
        let again = try fitshell.run("import", path)
        #expect(again.stdout.hasPrefix("Imported 0 workouts"))
        #expect(try fitshell.run("data", "doctor").status == 0)
    }

    @Test(
        "weight imports from every app layout, detected or named",
        .enabled(if: hasSharedData, "../shared/data is absent"),
        arguments: [
            ("renpho", "Renpho export"), ("withings-de", "Withings export"), ("libra-v6-lb", "Libra export"),
            ("openscale", "openScale export"), ("wger", "wger export"),
        ])
    func weightApps(name: String, format: String) throws {
        defer { fitshell.cleanUp() }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/data/weight/\(name).csv").standardizedFileURL.path
        let result = try fitshell.run("weight", "import", path)
        #expect(
            result.status == 0
                && result.stdout.contains("from \(format.hasPrefix("open") ? "an" : "a") \(format)"),
            "\(result.stdout)\(result.stderr)")
        #expect(try fitshell.run("weight", "import", path).stdout.contains("Imported 0 weights"))
    }

    @Test(
        "import undo keeps the workouts another import also lists, counts only those it removes, and names it"
    )
    func undoKeepsSharedWorkouts() throws {
        defer { fitshell.cleanUp() }
        let file = try write(
            "shared.csv",
            """
            Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps
            2025-03-01 08:00:00,Legs,Squat (Barbell),1,100,5
            2025-03-05 08:00:00,Push,Bench Press (Barbell),1,80,5

            """)
        let first = try fitshell.run("import", "strong", file, "--unit", "kg")
        let firstID = try #require(first.stdout.components(separatedBy: "import undo ").last?.prefix(8))
        let deleted = try fitshell.run("history", "delete", "2025-03-05", "--yes")
        #expect(
            deleted.stdout.contains(
                "It came from importing 'shared.csv' (\(firstID)): importing that file again brings it back."),
            "\(deleted.stdout)")
        #expect(try fitshell.run("import", "strong", file, "--unit", "kg").status == 0)
        let asked = try fitshell.run("import", "undo")
        #expect(
            asked.status == 64
                && asked.stderr.contains("remove the 0 workouts imported from shared.csv")
                && asked.stderr.contains("(1 more stay: import \(firstID) also lists them)"),
            "\(asked.stderr)")
        let undone = try fitshell.run("import", "undo", "--yes")
        #expect(undone.stdout.contains("kept 1 that import \(firstID) also lists"), "\(undone.stdout)")
        #expect(try fitshell.run("history", "show", "2025-03-05").status == 0)
    }

    @Test("a workout dated after tomorrow is listed and left out; the rest is imported")
    func futureWorkout() throws {
        defer { fitshell.cleanUp() }
        let file = try write(
            "future.csv",
            """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
            2025-03-01 08:00:00,Past,Squat (Barbell),1,100,5,0,0,,
            2031-03-01 08:00:00,Typo,Squat (Barbell),1,100,5,0,0,,
            2026-11-24 07:00:00,Tomorrow,Squat (Barbell),1,100,5,0,0,,

            """)
        let result = try fitshell.run("import", file, "--unit", "kg")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Imported 2 workouts"), "\(result.stdout)")
        #expect(
            result.stdout.contains("line 3: 'Typo' starts on 2031-03-01, after today; left out"),
            "\(result.stdout)")
        #expect(result.stdout.contains("1 row skipped"), "\(result.stdout)")
    }

    @Test(
        "data export → import into a new profile → export again gives identical content; --merge never duplicates"
    )
    func archive() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("import", try write("s.csv", Self.strong), "--unit", "kg").status == 0)
        #expect(try fitshell.run("journal", "tag", "trained").status == 0)
        #expect(try fitshell.run("weight", "add", "82.5").status == 0)
        #expect(try fitshell.run("supplements", "take", "creatine").status == 0)
        #expect(try fitshell.run("history", "stats").status == 0, "the archive holds kept digests")
        let archive = fitshell.home.appendingPathComponent("a.json").path
        #expect(try fitshell.run("data", "export", archive).status == 0)
        #expect(try fitshell.run("--profile", "copy", "data", "import", archive).status == 0)
        let again = fitshell.home.appendingPathComponent("b.json").path
        #expect(try fitshell.run("--profile", "copy", "data", "export", again).status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: archive))
                == Data(contentsOf: URL(fileURLWithPath: again)))
        // A profile with data needs --merge: a usage error, said before the archive is read.
        let refused = try fitshell.run("--profile", "copy", "data", "import", archive)
        #expect(refused.status == 64 && refused.stderr.contains("The profile copy already has data."))
        // The copy's kept digests differ from the archive's (they name its own files): derived,
        // so the merge keeps them without listing them as differing.
        #expect(try fitshell.run("--profile", "copy", "history", "stats").status == 0)
        #expect(
            try fitshell.run("--profile", "copy", "weight", "add", "83", "--date", "yesterday").status == 0)
        let merged = try fitshell.run("--profile", "copy", "data", "import", archive, "--merge")
        #expect(merged.status == 0 && merged.stdout.contains("Imported 0 files"))
        // The weight year both have is merged entry by entry: the day added here stays.
        #expect(
            merged.stdout.contains("Merged 1 file this profile also had")
                && !merged.stdout.contains("digests.json"),
            "\(merged.stdout)")
        #expect(try fitshell.run("--profile", "copy", "weight", "list").stdout.contains("83"))
        #expect(
            try fitshell.run("--profile", "copy", "history", "--json").stdout.contains("\"workouts\" : 2"))
        let bad = try write(
            "bad.json",
            #"{"format":"fitshell.archive","version":1,"entries":[{"path":"../x.json","document":"{}"}]}"#)
        #expect(try fitshell.run("--profile", "third", "data", "import", bad).stderr.contains("unsafe path"))
    }
}
