import Foundation
import Testing

/// Names unique under concurrency, names that show nothing or are too long, impossible clock
/// values, empty searches and a data folder that is a file: each a clear message and exit code.
@Suite("E2E: input rules and their exit codes")
struct InputRulesEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    @Test(
        "a range whose --from is after its --to is a usage error wherever the two options are",
        arguments: [
            ["journal", "show"], ["weight", "list"], ["body", "list"], ["history"], ["history", "stats"],
            ["insights"],
        ])
    func reversedRange(command: [String]) throws {
        defer { fitshell.cleanUp() }
        let result = try fitshell.run(command + ["--from", "2026-11-20", "--to", "2026-11-01"])
        #expect(result.status == 64, "\(command)")
        #expect(result.stderr.contains("--from 2026-11-20 is after --to 2026-11-01."), "\(result.stderr)")
    }

    @Test("a day before 1900 is refused as a slip of the year, wherever a day is typed")
    func dayBefore1900() throws {
        defer { fitshell.cleanUp() }
        for command in [
            ["weight", "add", "80", "--date", "1800-01-01"], ["journal", "show", "--date", "1850-01-01"],
            ["history", "--from", "1899-12-31"],
        ] {
            let result = try fitshell.run(command)
            #expect(
                result.status == 64 && result.stderr.contains("is before 1900"),
                "\(command): \(result.stderr)")
        }
        #expect(try fitshell.run("weight", "add", "80", "--date", "1900-01-01").status == 0)
    }

    @Test(
        "a typed weight another program would read as another number (1,135, 0x10, 1e3) is refused everywhere; 82,5 is 82.5"
    )
    func typedNumbers() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("plans", "create", "Upper").status == 0)
        #expect(
            try fitshell.run("plans", "add-exercise", "Upper", "barbell curl", "--sets", "2", "--reps", "5")
                .status == 0)
        #expect(try fitshell.run("workout", "start", "Upper").status == 0)
        for command in [
            ["workout", "done", "--weight", "1,135", "--reps", "1"],
            ["workout", "done", "--weight", "0x10", "--reps", "1"],
            ["workout", "set", "1", "1", "--weight", "2,500"], ["weight", "add", "1,135"],
            ["weight", "add", "1e2"],
            ["1rm", "0x10", "5"], ["1rm", "1,135", "5"], ["plates", "1,135"],
            ["body", "add", "waist", "0x20"],
            ["plans", "set", "Upper", "1", "--set", "1", "--weight", "0x10"],
        ] {
            let result = try fitshell.run(command)
            #expect(result.status == 64, "\(command): \(result.stdout)\(result.stderr)")
            if command.contains("1,135") {
                #expect(
                    result.stderr.contains("write 1135 if it groups them, or 1.135"),
                    "\(command): \(result.stderr)")
            }
        }
        let status = try fitshell.run("workout", "status", "--json")
        #expect(!status.stdout.contains("\"done\" : true"), "no set was logged: \(status.stdout)")
        let done = try fitshell.run("workout", "done", "--weight", "82,5", "--reps", "5")
        #expect(done.status == 0 && done.stdout.contains("82.5 lb"), "\(done.stdout)\(done.stderr)")
    }

    @Test("a Strong export named as Hevy (or the other way) says which command reads it; nothing is imported")
    func otherAppsExport() throws {
        defer { fitshell.cleanUp() }
        let strong = fitshell.home.appendingPathComponent("strong.csv")
        let hevy = fitshell.home.appendingPathComponent("hevy.csv")
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        try Data(
            "Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes\n2022-01-03 08:00:00,A,Squat (Barbell),1,100,5,0,0,,\n"
                .utf8
        ).write(to: strong)
        try Data(
            "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\n\"Day\",\"3 Jan 2022, 08:00\",\"3 Jan 2022, 09:00\",\"\",\"Squat (Barbell)\",,\"\",0,\"normal\",100,5,,,\n"
                .utf8
        ).write(to: hevy)
        for (named, file, other) in [("hevy", strong, "strong"), ("strong", hevy, "hevy")] {
            let result = try fitshell.run("import", named, file.path, "--unit", "kg")
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.contains("Run: fitshell import \(other) FILE"), "\(result.stderr)")
        }
        #expect(try fitshell.run("history", "--json").stdout.contains("Squat") == false)
    }

    @Test(
        "a tag, a note or a supplement on a later day is refused (64) like a weight; 'show DAY' reads a day")
    func futureDaysAndShowDay() throws {
        defer { fitshell.cleanUp() }
        for command in [
            ["journal", "tag", "sore", "--date", "2030-01-01"],
            ["journal", "note", "x", "--date", "tomorrow"],
            ["supplements", "take", "creatine", "--date", "2030-01-01"],
            ["body", "add", "waist", "80", "--date", "tomorrow"],
        ] {
            let result = try fitshell.run(command)
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains("only today or an earlier day can be recorded"),
                "\(command): \(result.stderr)")
        }
        // Taking away is allowed on any day (entries an older fitshell let onto later days).
        #expect(try fitshell.run("journal", "untag", "sore", "--date", "2030-01-01").status == 0)
        #expect(try fitshell.run("journal", "note", "--clear", "--date", "2030-01-01").status == 0)
        #expect(try fitshell.run("supplements", "untake", "creatine", "--date", "2030-01-01").status == 0)
        #expect(try fitshell.run("journal", "tag", "sore", "--date", "yesterday").status == 0)
        #expect(try fitshell.run("journal", "show", "yesterday").stdout.contains("[x] sore"))
        #expect(try fitshell.run("supplements", "show", "-1").stdout.contains("(yesterday)"))
        // An implausible body weight or measurement is said in the unit typed first.
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let light = try fitshell.run("weight", "add", "0.5")
        #expect(
            light.status == 64
                && light.stderr.contains(
                    "0.5 lb is not a plausible body weight (44.09–1,102.31 lb, 20–500 kg)"),
            "\(light.stderr)")
        let waist = try fitshell.run("body", "add", "waist", "500")
        #expect(
            waist.status == 64
                && waist.stderr.contains(
                    "500 in is not a plausible body measurement (0.39–118.11 in, 1–300 cm)"),
            "\(waist.stderr)")
        let typo = try fitshell.run("import", "hevvy", "x.csv")
        #expect(
            typo.status == 64 && typo.stderr.contains("Did you mean 'fitshell import hevy'?"),
            "\(typo.stderr)")
    }

    @Test("an output path that is a folder is refused (74) without asking to overwrite it")
    func outputIsAFolder() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("weight", "add", "80").status == 0)
        let folder = fitshell.home.path
        for command in [
            ["weight", "export", folder], ["report", "--out", folder], ["data", "export", folder, "--yes"],
        ] {
            let result = try fitshell.run(command)
            #expect(
                result.status == 74 && result.stderr.contains("it is a folder"),
                "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("overwrite"), "\(command): \(result.stderr)")
        }
    }

    @Test("a set's weight, planned or logged, is from 0 to 1,000 kg, said in the unit typed (64)")
    func setWeightLimit() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("plans", "create", "Heavy").status == 0)
        let planned = try fitshell.run(
            "plans", "add-exercise", "Heavy", "barbell squat", "--weight", "5000", "--sets", "1", "--reps",
            "1")
        #expect(planned.status == 64, "\(planned.stderr)")
        #expect(
            planned.stderr.contains("--weight is from 0 to 2,204.62 lb (1,000 kg), not 5,000 lb."),
            "\(planned.stderr)")
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "Heavy", "barbell squat", "--weight", "2204", "--sets", "1",
                "--reps", "1"
            ).status == 0)
        #expect(try fitshell.run("workout", "start", "Heavy", "--skip-checkin").status == 0)
        let logged = try fitshell.run("workout", "done", "--weight", "-20")
        #expect(logged.status == 64 && logged.stderr.contains("not -20 lb."), "\(logged.stderr)")
    }

    @Test("an output file in a folder that does not exist is refused (74) and no folder is made")
    func outputFolderMissing() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("weight", "add", "80").status == 0)
        let missing = fitshell.home.appendingPathComponent("no-such-folder")
        for command in [
            ["weight", "export", missing.path + "/sub/w.csv"], ["report", "--out", missing.path + "/r.html"],
            ["data", "export", missing.path + "/b.json"], ["history", "export", missing.path + "/h.csv"],
        ] {
            let result = try fitshell.run(command)
            #expect(result.status == 74, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("does not exist"), "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        #expect(try fitshell.run("weight", "export", fitshell.home.path + "/w.csv").status == 0)
    }

    @Test("four parallel 'plans create' of one name make one plan and three clear refusals")
    func parallelCreate() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Warm Up").status == 0)
        // Four processes started together; each reports through its exit status.
        let processes = (1...4).map { _ in fitshell.process(["plans", "create", "Same Name"]) }
        for process in processes {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        let statuses = processes.map(\.terminationStatus)
        #expect(
            statuses.filter { $0 == 0 }.count == 1 && statuses.filter { $0 == 1 }.count == 3, "\(statuses)")
        let plans = try fitshell.run("plans", "--json").stdout
        #expect(plans.components(separatedBy: "\"Same Name\"").count == 2, "one plan of that name")
    }

    @Test(
        "names with nothing visible or over 100 characters are usage errors (64), nothing saved",
        arguments: [
            ["plans", "create", "\u{200B}\u{200D}"], ["plans", "create", String(repeating: "x", count: 101)],
            ["journal", "tags", "add", "\u{FEFF}"],
            ["journal", "tags", "add", String(repeating: "t", count: 101)],
            ["exercises", "add", "\u{200B}", "--category", "back"],
        ])
    func names(arguments: [String]) throws {
        defer { fitshell.cleanUp() }
        let result = try fitshell.run(arguments)
        #expect(result.status == 64, "\(arguments.prefix(3)): \(result.stderr)")
    }

    @Test(
        "an impossible FITSHELL_NOW is refused (64), never silently 1970 or March",
        arguments: ["10000-01-01T00:00:00Z", "2026-02-30T08:00:00Z", "1e300", "2026-13-01T00:00:00Z"])
    func clock(value: String) throws {
        var clocked = Fitshell(now: value)
        clocked.now = value
        defer { clocked.cleanUp() }
        let result = try clocked.run("journal")
        #expect(result.status == 64 && result.stderr.contains("FITSHELL_NOW"), "\(value): \(result.stderr)")
    }

    @Test("an empty search asks for words (64); a data folder that is a file is named as such (65)")
    func emptySearchAndFileFolder() throws {
        defer { fitshell.cleanUp() }
        let search = try fitshell.run("exercises", "search", "")
        #expect(search.status == 64 && search.stderr.contains("Give words"))
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("not-a-folder")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)))
        let doctor = try fitshell.run("--data-dir", file.path, "data", "doctor")
        #expect(doctor.status == 65 && doctor.stderr.contains("is a file, not a folder"), "\(doctor.stderr)")
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test("a path written '~/…' (quoted, so no shell expanded it) names the home folder, read and written")
    func tildePaths() throws {
        defer { fitshell.cleanUp() }
        let home = fitshell.home.appendingPathComponent("fake-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("date,weight\n2026-01-01,80\n2026-01-02,80.4\n".utf8).write(
            to: home.appendingPathComponent("scale.csv"))
        let imported = try fitshell.run("weight", "import", "~/scale.csv")
        #expect(imported.status == 0 && imported.stdout.contains("Imported 2 weights"), "\(imported.stderr)")
        // A trailing slash names the same file, under '~/' and as a full path.
        for path in ["~/scale.csv/", home.appendingPathComponent("scale.csv").path + "//"] {
            let again = try fitshell.run("weight", "import", path)
            #expect(
                again.status == 0 && again.stdout.contains("Skipped 2 days"),
                "\(path): \(again.stdout) \(again.stderr)")
        }
        let exported = try fitshell.run("weight", "export", "~/back.csv", "--yes")
        #expect(exported.status == 0, "\(exported.stderr)")
        let written = try String(contentsOf: home.appendingPathComponent("back.csv"), encoding: .utf8)
        #expect(written.contains("2026-01-02") && written.contains("80.4"), "\(written)")
    }
}
