import Foundation
import Testing

@Suite("E2E: set-up, program and plans")
struct PlansEndToEndTests {
    let fitshell = Fitshell()

    func setUp() throws {
        let result = try fitshell.run(
            "setup", "--goal", "arms", "--knees", "sensitive", "--days", "3", "--minutes", "30",
            "--equipment", "bodyweight,dumbbell")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(
        "moving the first exercise up (or the last down) says it is already there; removing one from a workout says so"
    )
    func alreadyThereAndRemoved() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "A").status == 0)
        #expect(try fitshell.run("plans", "add-exercise", "a", "barbell squat").status == 0)
        #expect(try fitshell.run("plans", "add-exercise", "a", "barbell curl").status == 0)
        #expect(
            try fitshell.run("plans", "move", "a", "1", "--up").stdout.hasPrefix(
                "Barbell Squat is already first."))
        #expect(
            try fitshell.run("plans", "move", "a", "2", "--down").stdout.hasPrefix(
                "Barbell Curl is already last."))
        let json = try fitshell.run("plans", "move", "a", "1", "--up", "--json").stdout
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "JSON only: \(json)")
        #expect(try fitshell.run("workout", "start", "a", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "remove-exercise", "2").stdout.hasPrefix("Removed Barbell Curl."))
    }

    @Test("plans list keeps summaries of the plans, follows every change, and data doctor checks them")
    func keptSummaries() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Day X").status == 0)
        #expect(try fitshell.run("plans", "create", "Day Y").status == 0)
        #expect(try fitshell.run("plans", "list").stdout.contains("Day Y"))
        let kept = fitshell.file("plans/.plan-summaries")
        #expect(FileManager.default.fileExists(atPath: kept.path))
        #expect(try fitshell.run("plans", "rename", "day y", "Legs").status == 0)
        #expect(try fitshell.run("plans", "add-exercise", "legs", "barbell squat", "--sets", "3").status == 0)
        let listed = try fitshell.run("plans", "list").stdout
        #expect(listed.contains("Legs") && !listed.contains("Day Y"), "\(listed)")
        #expect(try fitshell.run("data", "doctor").status == 0)
        // A kept line edited by hand (its plan file unchanged) is found, and --fix mends it.
        let text = try String(decoding: Data(contentsOf: kept), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\tLegs\n", with: "\tArms\n").utf8).write(to: kept)
        // As a later run finds it: written seconds after the plans (a plan changed within a second
        // of it is read again rather than trusted).
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: kept.path)
        let doctor = try fitshell.run("data", "doctor")
        #expect(
            doctor.status == 65 && doctor.stdout.contains("the kept plan summaries do not match the plans"),
            "\(doctor.stdout)")
        #expect(try fitshell.run("data", "doctor", "--fix").stdout.contains("plan summaries made again"))
        #expect(try fitshell.run("data", "doctor").status == 0)
        #expect(try fitshell.run("plans", "list").stdout.contains("Legs"))
    }

    @Test("a plan target the gym cannot load is kept as typed and said, with the weight the gym loads")
    func unloadableTarget() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("plans", "create", "Day X").status == 0)
        let added = try fitshell.run("plans", "add-exercise", "day x", "barbell squat", "--weight", "100kg")
        #expect(
            added.status == 0 && added.stdout.contains("set 1: 220.46 lb × 8 reps")
                && added.stdout.contains("The gym in use loads 220 lb, not 220.46 lb"), "\(added.stdout)")
        let loadable = try fitshell.run("plans", "set", "day x", "squat", "--set", "1", "--weight", "225")
        #expect(
            loadable.status == 0 && !loadable.stdout.contains("The gym in use loads"), "\(loadable.stdout)")
        let json = try fitshell.run(
            "plans", "set", "day x", "squat", "--set", "2", "--weight", "226", "--json")
        #expect(json.status == 0 && !json.stdout.contains("The gym in use"), "JSON stays JSON")
        // Under the saved bar: said, and kept as typed.
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "club", "--unit", "lb", "--bar", "45", "--plates", "45,25,10,5,2.5",
                "--kinds", "barbell", "--use"
            ).status == 0)
        let light = try fitshell.run("plans", "set", "day x", "squat", "--set", "3", "--weight", "1,5")
        #expect(
            light.status == 0
                && light.stdout.contains(
                    "That is lighter than the gym's 45 lb bar; the target is kept as typed."),
            "\(light.stdout)")
    }

    @Test("a damaged program file: the notice that it was set aside comes first, then the error, exit 65")
    func damagedProgram() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let file = fitshell.home.appendingPathComponent("profiles/default/program/program.json")
        try Data(#"{"format":"fitshell.program","version":2,"data":[1,2,3]}"#.utf8).write(to: file)
        let shown = try fitshell.run("program", "show")
        #expect(shown.status == 65, "\(shown.stderr)")
        let warning = try #require(shown.stderr.range(of: "warning:"))
        let error = try #require(shown.stderr.range(of: "error: You have no program yet."))
        #expect(warning.lowerBound < error.lowerBound, "\(shown.stderr)")
        #expect(try fitshell.run("plans", "list").stdout.contains("Day A"), "the plans are kept")
    }

    @Test(
        "US1 FR-001..FR-005 FR-014 set-up by flags generates the program, saved as plans (V2.1) and listed (V2.3, V3.1), all offline (V4.2)"
    )
    func setupByFlags() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let list = try fitshell.run("plans")
        #expect(list.stdout.contains("Name   Created     Exercises  Last used"))
        #expect(
            list.stdout.contains("Day A") && list.stdout.contains("Day B") && list.stdout.contains("Day C"))
        let json = try fitshell.run("program", "--json")
        let week = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            (week["days"] as? [[String: Any]])?.map { $0["weekday"] as? String } == ["Mon", "Wed", "Fri"])
        #expect(try fitshell.run("profile").stdout.contains("Knees:   Sensitive"))
        #expect(try fitshell.run("program", "day", "b").stdout.hasPrefix("Day B"))
        #expect(try fitshell.run("program", "day", "sunday").status == 64)
    }

    @Test(
        "FR-013 a low-knee-load exercise flagged in 3 workouts: regenerate swaps it for one, says so, and kept exercises keep their targets"
    )
    func kneeFlagRegenerate() throws {
        var fitshell = Fitshell(now: "2026-11-01T08:00:00Z")
        defer { fitshell.cleanUp() }
        let setup = try fitshell.run(
            "setup", "--goal", "general-fitness", "--knees", "sensitive", "--days", "3", "--minutes", "45",
            "--equipment", "bodyweight,dumbbell")
        #expect(setup.status == 0, "\(setup.stderr)")
        let before = try fitshell.run("program", "day", "A", "--json")
        let plan = try #require(
            try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any])
        let names = (plan["exercises"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let bridge = try #require(names.first { $0.contains("Glute Bridge") }, "\(names)")
        let press = try #require(names.first)
        for day in ["2026-11-02", "2026-11-09", "2026-11-16"] {
            fitshell.now = "\(day)T08:00:00Z"
            #expect(try fitshell.run("workout", "start", "Day A", "--skip-checkin").status == 0)
            for _ in 0..<4 {
                #expect(try fitshell.run("workout", "done", "--weight", "20", "--reps", "14").status == 0)
            }
            #expect(try fitshell.run("workout", "flag-knee", bridge).status == 0)
            fitshell.now = "\(day)T09:00:00Z"
            #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        }
        fitshell.now = "2026-11-20T08:00:00Z"
        let target = try fitshell.run("progress", "why", press)
        #expect(target.stdout.contains("@ 22 kg"), "\(target.stdout)")
        // program day shows that target, as workout start will ask it.
        let day = try fitshell.run("program", "day", "A").stdout
        #expect(
            day.contains("set 1: 22 kg × 10 reps") && day.contains("Targets from your progression rules"),
            "\(day)")
        let regenerated = try fitshell.run("program", "regenerate")
        #expect(regenerated.status == 0, "\(regenerated.stderr)")
        #expect(
            regenerated.stdout.contains(
                "Left out for your knees (flagged in 3 or more workouts): \(bridge). New this time: "),
            "what came in is named: \(regenerated.stdout)")
        let week = try fitshell.run("program", "--json").stdout
        #expect(!week.contains(bridge))
        let legs = ["Bridge", "Deadlift", "Kickback", "Hip", "Lunge", "Squat", "Step"]
        #expect(legs.contains { week.contains($0) }, "the legs stay in the week: \(week)")
        #expect(
            try fitshell.run("progress", "why", press).stdout == target.stdout,
            "the kept press keeps its target")
        #expect(try fitshell.run("program", "regenerate", "--fresh-targets").status == 0)
        #expect(!(try fitshell.run("progress", "why", press).stdout.contains("@ 22 kg")))
    }

    @Test("set-up without a terminal needs every answer; a bad value is a usage error")
    func setupNeedsFlags() throws {
        defer { fitshell.cleanUp() }
        let missing = try fitshell.run("setup", "--goal", "arms")
        #expect(missing.status == 64 && missing.stderr.contains("Set-up needs --knees, --days, --minutes"))
        let bad = try fitshell.run(
            "setup", "--goal", "armz", "--knees", "healthy", "--days", "3", "--minutes", "30")
        #expect(bad.status == 64 && bad.stderr.contains("Did you mean 'arms'?"))
        #expect(
            try fitshell.run(
                "setup", "--goal", "arms", "--knees", "healthy", "--days", "5", "--minutes", "30"
            ).status == 64)
        #expect(try fitshell.run("plans", "--json").stdout == "[\n\n]\n")
    }

    @Test("rename, delete with confirmation, and the last-plan warning (V3.2-V3.5)")
    func manage() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        #expect(try fitshell.run("plans", "rename", "day a", "Monday").status == 0)
        #expect(try fitshell.run("plans", "rename", "day b", "monday").status == 1)
        #expect(try fitshell.run("plans", "delete", "day").status == 64)  // ambiguous: Day B, Day C
        #expect(try fitshell.run("plans", "delete", "day b").status == 64)  // needs --yes without a terminal
        #expect(try fitshell.run("plans", "delete", "day b", "--yes").status == 0)
        #expect(try fitshell.run("plans", "delete", "day c", "--yes").status == 0)
        let last = try fitshell.run("plans", "delete", "monday", "--yes")
        #expect(
            last.stderr.contains("'Monday' is your last saved plan; deleting it leaves you with no plans."))
        #expect(try fitshell.run("plans", "--json").stdout == "[\n\n]\n")
    }

    @Test(
        "deleting the plan of the workout in progress says so; the workout finishes to history and --update-plan says there is no plan"
    )
    func deleteActivePlan() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Day A").status == 0)
        #expect(try fitshell.run("plans", "create", "Day B").status == 0)
        #expect(
            try fitshell.run("plans", "add-exercise", "day a", "barbell squat", "--sets", "3", "--reps", "5")
                .status
                == 0)
        #expect(try fitshell.run("workout", "start", "day a", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "100", "--reps", "5").status == 0)
        let other = try fitshell.run("plans", "delete", "day b", "--yes")
        #expect(other.status == 0 && !other.stderr.contains("in progress"))
        let deleted = try fitshell.run("plans", "delete", "day a", "--yes")
        #expect(
            deleted.status == 0
                && deleted.stderr.contains("the workout in progress was started from 'Day A'; it goes on"),
            "\(deleted.stderr)")
        let finished = try fitshell.run("workout", "finish", "--update-plan")
        #expect(
            finished.status == 0
                && finished.stdout.contains(
                    "The plan this workout was started from has been deleted: there was no plan to update."),
            "\(finished.stdout)")
        #expect(try fitshell.run("history", "--json").stdout.contains("\"workouts\" : 1"))
    }

    @Test(
        "program regenerate keeps a removed exercise out and an added one in, and says so; --fresh-targets starts afresh"
    )
    func regenerateKeepsEdits() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let planA =
            try JSONSerialization.jsonObject(
                with: Data(try fitshell.run("plans", "show", "day a", "--json").stdout.utf8))
            as? [String: Any]
        let removed = try #require(((planA?["exercises"] as? [[String: Any]])?[1])?["name"] as? String)
        #expect(try fitshell.run("plans", "remove-exercise", "day a", "2").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "day b", "cable crossover", "--sets", "3", "--reps", "12"
            )
            .status == 0)
        let again = try fitshell.run("program", "regenerate")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            again.stdout.contains(
                "Your edits of the plans are kept: Day A without \(removed); Day B with Cable Crossover"),
            "\(again.stdout)")
        let week = try fitshell.run("program", "show").stdout
        #expect(!week.contains(removed) && week.contains("Cable Crossover"))
        let fresh = try fitshell.run("program", "regenerate", "--fresh-targets")
        #expect(fresh.status == 0 && !fresh.stdout.contains("edits of the plans"))
        #expect(try fitshell.run("program", "show").stdout.contains(removed))
    }

    @Test("V2.5 a corrupt plan file: the rest still list, the bad one is reported and set aside")
    func corruptPlan() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let folder = fitshell.profileFolder.appendingPathComponent("plans")
        let victim = try #require(fitshell.files(in: folder).first { $0.hasSuffix(".json") })
        try Data("{\"format\":\"fitshell.plan\",\"version\":1,\"data\":{\"plan\":{\"id\":".utf8).write(
            to: folder.appendingPathComponent(victim))
        let list = try fitshell.run("plans")
        #expect(list.status == 65)
        #expect(list.stderr.contains("Data corruption detected"))
        #expect(list.stderr.contains("\(victim) could not be read"))
        #expect(list.stdout.split(separator: "\n").count == 3)  // header + two plans
        #expect(try fitshell.run("plans").status == 0)
        #expect(fitshell.files(in: folder).contains { $0.hasPrefix(victim + ".corrupt-") })
    }

    @Test(
        "TMPL-01..09 editing from the command line (the modal editor of TMPL-10 becomes subcommands): add, sets, reorder, rest, remove"
    )
    func editing() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Upper").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "upper", "barbell bench press - medium", "--sets", "3", "--reps",
                "5", "--weight", "80"
            ).status == 0)
        let created = try fitshell.run(
            "plans", "add-exercise", "upper", "Towel Row Deluxe", "--create", "--category", "back")
        #expect(
            created.status == 0
                && created.stderr.contains("Created the custom exercise Towel Row Deluxe: Back, Bodyweight"),
            "\(created.stderr)")
        // Without --category the name says it: a cable fly for the rear delts is a shoulders one.
        let read = try fitshell.run("plans", "add-exercise", "upper", "Cable Rear Delt Flyz", "--create")
        #expect(
            read.status == 0
                && read.stderr.contains("Created the custom exercise Cable Rear Delt Flyz: Shoulders, Cable"),
            "\(read.stderr)")
        #expect(try fitshell.run("plans", "add-exercise", "upper", "Nonexistent Thing").status == 64)
        #expect(
            try fitshell.run("plans", "set", "upper", "1", "--set", "2", "--weight", "85", "--reps", "3")
                .status == 0)
        #expect(try fitshell.run("plans", "add-set", "upper", "1").status == 0)
        #expect(try fitshell.run("plans", "move", "upper", "towel", "--up").status == 0)
        #expect(try fitshell.run("plans", "rest", "upper", "barbell", "180").status == 0)
        let shown = try fitshell.run("plans", "show", "upper").stdout
        #expect(shown.contains("1. Towel Row Deluxe"))
        #expect(shown.contains("2. Barbell Bench Press - Medium Grip  rest 180 s"))
        #expect(shown.contains("set 2: 85 kg × 3 reps") && shown.contains("set 4: 80 kg × 5 reps"))
        #expect(try fitshell.run("plans", "set", "upper", "1", "--set", "9", "--reps", "3").status == 64)
        #expect(try fitshell.run("plans", "rest", "upper", "1", "99999").status == 64)
        #expect(
            try fitshell.run("exercises", "delete", "towel row deluxe", "--yes").stderr.contains(
                "is used by plan 'Upper'"))
        #expect(
            try fitshell.run("exercises", "show", "towel row deluxe").stdout.contains(
                "Used by    plan 'Upper'"))
        #expect(try fitshell.run("plans", "remove-exercise", "upper", "towel").status == 0)
        #expect(try fitshell.run("exercises", "delete", "towel row deluxe", "--yes").status == 0)
    }

    @Test("US5 profile set changes the profile and regenerates on request; FR-015 data reset clears it")
    func profileSet() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        #expect(try fitshell.run("profile", "set", "--goal", "strength", "--regenerate").status == 0)
        #expect(try fitshell.run("profile").stdout.contains("Goal:    Strength"))
        #expect(try fitshell.run("data", "reset", "--yes").status == 0)
        #expect(try fitshell.run("profile").stdout.contains("not set up"))
    }
}
