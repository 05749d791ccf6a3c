import Foundation
import Testing

@Suite("E2E: report")
struct ReportEndToEndTests {
    @Test("an empty profile: every section says in one line that it has no data; default name, mode 0600")
    func empty() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        let run = try fitshell.run("report", "--out", "-")
        #expect(run.status == 0)
        for note in [
            "No workouts in this range.", "No lifts with weights and reps in this range.",
            "No body weights or measurements in this range.",
            "No journal tags or supplements logged.", "No program yet (fitshell setup makes one)",
        ] {
            #expect(run.stdout.contains(note), "\(note)")
        }
        #expect(run.stdout.contains("<h2 id=\"glance\">At a glance: 2025-11-25 to 2026-11-24</h2>"))
    }

    @Test("a lift's best set is the set that gave its e1RM: a set of over 12 reps gives none")
    func bestSetGaveTheE1RM() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        try fitshell.run("workout", "start", "--name", "Arms", "--skip-checkin")
        try fitshell.run("workout", "add-exercise", "barbell curl", "--sets", "2")
        #expect(try fitshell.run("workout", "done", "--weight", "55", "--reps", "14").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "45", "--reps", "10").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        let html = try fitshell.run("report", "--out", "-").stdout
        #expect(html.contains("45 kg × 10 (e1RM 60 kg)"), "\(html.components(separatedBy: "e1RM").count)")
        // An exercise done in two blocks of one workout is one session of it.
        try fitshell.run("workout", "start", "--name", "Arms again", "--skip-checkin")
        try fitshell.run("workout", "add-exercise", "barbell curl", "--sets", "1")
        try fitshell.run("workout", "add-exercise", "dumbbell bicep curl", "--sets", "1")
        try fitshell.run("workout", "add-exercise", "barbell curl", "--sets", "1")
        for weight in ["40", "15", "42.5"] {
            #expect(try fitshell.run("workout", "done", "--weight", weight, "--reps", "8").status == 0)
        }
        #expect(try fitshell.run("workout", "finish").status == 0)
        let model = try JSONSerialization.jsonObject(
            with: Data(try fitshell.run("report", "--json").stdout.utf8))
        let curl = ((model as? [String: Any])?["lifts"] as? [[String: Any]])?.first {
            $0["name"] as? String == "Barbell Curl"
        }
        #expect(
            curl?["sessions"] as? Int == 2 && (curl?["points"] as? [Any])?.count == 2,
            "\(String(describing: curl))")
        #expect(!html.contains("55 kg × 14 (e1RM") && !html.contains("from 55 kg × 14"))
        // Over a year later, the calendar shows the year up to the last workout, not a year of rest.
        var later = fitshell
        later.now = "2028-01-10T08:00:00Z"
        let old = try later.run("report", "--from", "2026-01-01", "--out", "-").stdout
        #expect(old.contains("At a glance: 2026-01-01 to 2028-01-10"))
        #expect(old.contains("to 2026-11-24 (the last workout of the range)"), "\(old.count)")
        // Without --from, a year with no workout says where the history is.
        let year = try later.run("report", "--out", "-")
        #expect(
            year.stderr.contains(
                "No workouts from 2027-01-11 to 2028-01-10; your history's last is on 2026-11-24. Add --from (e.g. --from 2026-01-01) to see it."
            ), "\(year.stderr)")
    }

    @Test(
        "top lifts: compound lifts before isolation work done as often or more; pull-ups at bodyweight none")
    func compoundLiftsFirst() throws {
        var fitshell = Fitshell(now: "2026-11-10T08:00:00Z")
        defer { fitshell.cleanUp() }
        for day in 10...15 {
            fitshell.now = "2026-11-\(day)T08:00:00Z"
            try fitshell.run("workout", "start", "--name", "Legs", "--skip-checkin")
            try fitshell.run("workout", "add-exercise", "leg-extensions", "--sets", "1")
            try fitshell.run("workout", "add-exercise", "pullups", "--sets", "1")
            if day.isMultiple(of: 2) {
                try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "1")
            }
            while try fitshell.run("workout", "done", "--weight", "10", "--reps", "8").status == 0 {}
            #expect(try fitshell.run("workout", "finish").status == 0)
        }
        let model = try JSONSerialization.jsonObject(
            with: Data(try fitshell.run("report", "--json").stdout.utf8))
        let names = ((model as? [String: Any])?["lifts"] as? [[String: Any]])?.compactMap {
            $0["name"] as? String
        }
        #expect(names == ["Barbell Squat", "Leg Extensions"], "\(String(describing: names))")
    }

    @Test(
        "body: measurements in a table (inches for a pound user), a pause between weigh-ins said as that, morning stack before evening"
    )
    func bodyAndHabits() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        for (day, weight) in [
            ("2026-10-01", "182"), ("2026-10-02", "181.6"), ("2026-11-22", "180.2"), ("2026-11-23", "180"),
        ] {
            #expect(try fitshell.run("weight", "add", weight, "--date", day).status == 0)
        }
        #expect(try fitshell.run("body", "add", "waist", "34.25", "--date", "2026-11-20").status == 0)
        #expect(try fitshell.run("body", "add", "waist", "34.5", "--date", "2026-11-23").status == 0)
        #expect(try fitshell.run("supplements", "take", "zinc", "creatine").status == 0)
        let html = try fitshell.run("report", "--from", "2026-07-01", "--out", "-").stdout
        #expect(html.contains("<h3>Body measurements</h3>"), "\(html)")
        #expect(
            html.contains(
                "<th scope=\"row\">waist</th><td>34.5 in (2026-11-23)</td><td>+0.25 in since 2026-11-20</td><td>2</td>"
            ))
        // 51 days without a weigh-in: a pause (the line used to break only after 90).
        #expect(html.contains("<title>no weigh-ins from 2026-10-02 to 2026-11-22</title>"))
        let morning = try #require(html.range(of: "<h4>Morning</h4>") ?? html.range(of: ">Morning<"))
        let evening = try #require(html.range(of: ">Evening<"))
        #expect(morning.lowerBound < evening.lowerBound)
        // Measurements alone still make the section.
        #expect(try fitshell.run("--profile", "tape", "body", "add", "waist", "88").status == 0)
        let tape = try fitshell.run("--profile", "tape", "report", "--out", "-").stdout
        #expect(tape.contains("<th scope=\"row\">waist</th><td>88 cm"), "\(tape)")
    }

    @Test("weekly sets by muscle leave warm-ups out; the week's volume is the workouts' volume")
    func weeklySetsWithoutWarmUps() throws {
        let fitshell = Fitshell(now: "2026-11-10T08:00:00Z")
        defer { fitshell.cleanUp() }
        try fitshell.run("workout", "start", "--name", "Legs", "--skip-checkin")
        try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "2")
        #expect(
            try fitshell.run("workout", "done", "--weight", "60", "--reps", "8", "--type", "warm-up").status
                == 0)
        while try fitshell.run("workout", "done", "--weight", "100", "--reps", "5").status == 0 {}
        #expect(try fitshell.run("workout", "finish").status == 0)
        let json = try fitshell.run("report", "--json").stdout
        let model = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let weeks = (model?["weekly"] as? [String: Any])?["weeks"] as? [[String: Any]] ?? []
        let week = try #require(weeks.last)
        #expect(week["sets"] as? [String: Int] == ["quadriceps": 2], "\(week)")
        let history = try fitshell.run("history", "--json").stdout
        let totals = (try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [String: Any])?["totals"]
        let volume = (totals as? [String: Any])?["volumeKg"] as? Double
        #expect((week["volume"] as? [String: Double])?["quadriceps"] == volume, "\(history)")
        let html = try fitshell.run("report", "--out", "-").stdout
        #expect(html.contains("Weekly working sets and volume by muscle group"))
        #expect(html.contains("Working sets per week and muscle group (warm-ups left out)"))
    }

    @Test("a range shorter than 12 weeks charts only its own weeks, and the captions say how many")
    func shortRangeWeeks() throws {
        var fitshell = Fitshell(now: "2026-11-10T08:00:00Z")
        defer { fitshell.cleanUp() }
        for day in ["2026-11-10", "2026-11-17"] {
            fitshell.now = "\(day)T08:00:00Z"
            try fitshell.run("workout", "start", "--name", "Legs", "--skip-checkin")
            try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "2")
            while try fitshell.run("workout", "done", "--weight", "100", "--reps", "5").status == 0 {}
            #expect(try fitshell.run("workout", "finish").status == 0)
            try fitshell.run("journal", "tag", "trained")
        }
        // 2026-11-04 (a Wednesday) to 2026-11-17: parts of three weeks.
        let json = try fitshell.run("report", "--from", "2026-11-04", "--to", "2026-11-17", "--json").stdout
        let model = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let weeks = (model?["weekly"] as? [String: Any])?["weeks"] as? [[String: Any]] ?? []
        #expect(
            weeks.map { $0["start"] as? String } == ["2026-11-02", "2026-11-09", "2026-11-16"], "\(weeks)")
        let html = try fitshell.run("report", "--from", "2026-11-04", "--to", "2026-11-17", "--out", "-")
            .stdout
        #expect(html.contains("Sets per week in the range's last 3 weeks (2026-11-02 to 2026-11-17)"))
        #expect(html.contains("Sets per week by muscle group, last 3 weeks"))
        #expect(html.contains("Days with each tag in each of the last 3 weeks"))
        #expect(!html.contains("12 weeks"))
    }

    @Test(
        "a lift's record is one over the whole history: a session under a best set before the range is none")
    func recordsOverTheWholeHistory() throws {
        var fitshell = Fitshell(now: "2025-03-03T08:00:00Z")
        defer { fitshell.cleanUp() }
        for (day, weight) in [("2025-03-03", "100"), ("2026-06-01", "80"), ("2026-06-08", "105")] {
            fitshell.now = "\(day)T08:00:00Z"
            try fitshell.run("workout", "start", "--name", "Legs", "--skip-checkin")
            try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "1")
            #expect(try fitshell.run("workout", "done", "--weight", weight, "--reps", "5").status == 0)
            #expect(try fitshell.run("workout", "finish").status == 0)
        }
        fitshell.now = "2026-11-24T08:00:00Z"
        let model = try JSONSerialization.jsonObject(
            with: Data(try fitshell.run("report", "--json").stdout.utf8))
        let squat = ((model as? [String: Any])?["lifts"] as? [[String: Any]])?.first
        let points = squat?["points"] as? [[String: Any]] ?? []
        #expect(points.map { $0["record"] as? Bool } == [false, true], "\(points)")
    }

    @Test(
        "the report's program asks what program day asks (its progression's targets); a set of 0 kg reads '8 reps'"
    )
    func programAsProgressed() throws {
        var fitshell = Fitshell(now: "2026-11-23T10:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(
            try fitshell.run(
                "setup", "--goal", "strength", "--knees", "healthy", "--days", "3", "--minutes", "45",
                "--equipment", "barbell,dumbbell"
            ).status == 0)
        #expect(try fitshell.run("workout", "start", "--today", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "0", "--reps", "8").status == 0)
        while try fitshell.run("workout", "done", "--weight", "20", "--reps", "8").status == 0 {}
        #expect(try fitshell.run("workout", "finish").status == 0)
        fitshell.now = "2026-11-24T10:00:00Z"
        let day = try fitshell.run("program", "day", "A").stdout
        let model = try JSONSerialization.jsonObject(
            with: Data(try fitshell.run("report", "--json").stdout.utf8))
        let program = (model as? [String: Any])?["program"] as? [String: Any]
        let first = ((program?["days"] as? [[String: Any]])?.first?["exercises"] as? [[String: Any]])?.first
        let sets = first?["sets"] as? [String] ?? []
        // Day A of a barbell strength program starts with the squat, from 20 kg: two sets of the
        // three were at it (the first was 0 kg), so 20 kg again, not +2.5 kg.
        #expect(sets == ["3 × 5 @ 20 kg"], "\(sets)")
        #expect(day.contains("set 1: 20 kg × 5 reps"), "\(day)")
        let html = try fitshell.run("report", "--out", "-").stdout
        #expect(html.contains("Barbell Squat</strong>: 8 reps, 20 kg × 8"))
    }

    @Test("in pounds, typed weights and their e1RMs read as typed; a bodyweight set reads '5 reps'")
    func poundsAsTyped() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        try fitshell.run("settings", "unit", "lb")
        try fitshell.run("weight", "add", "181.5")
        try fitshell.run("workout", "start", "--name", "Push", "--skip-checkin")
        try fitshell.run("workout", "add-exercise", "barbell bench press - medium grip", "--sets", "1")
        try fitshell.run("workout", "add-exercise", "chin-up", "--sets", "1")
        #expect(try fitshell.run("workout", "done", "--weight", "45", "--reps", "10").status == 0)
        #expect(try fitshell.run("workout", "done", "--reps", "5").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        let html = try fitshell.run("report", "--out", "-").stdout
        #expect(html.contains("e1RM 60 lb from 45 lb × 10"), "not 60.01 lb")
        #expect(html.contains("181.5 lb") && !html.contains("181.51 lb"))
        #expect(html.contains("5 reps") && !html.contains(": × 5"))
    }

    @Test(
        "units follow the setting, --json is the same model, an existing file is not overwritten without --yes"
    )
    func model() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("dev", "generate", "--years", "1", "--seed", "8").status == 0)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let html = try fitshell.run("report", "--out", "-").stdout
        #expect(html.contains("weights in lb") && html.contains(" lb"))
        #expect(!html.contains(" kg<") && !html.contains(" kg "))
        let json = try fitshell.run("report", "--json").stdout
        let model = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(model?["pageUnit"] as? String == "lb" && model?["massUnit"] as? String == "kg")
        let glance = model?["glance"] as? [String: Any]
        #expect((glance?["trainingDays"] as? Int ?? 0) > 100)
        let lifts = model?["lifts"] as? [[String: Any]] ?? []
        #expect(lifts.count == 4)
        let page = fitshell.home.appendingPathComponent("r.html")
        #expect(try fitshell.run("report", "--out", page.path).status == 0)
        let again = try fitshell.run("report", "--out", page.path)
        #expect(again.status != 0 && again.stderr.contains("--yes"))
        #expect(try fitshell.run("report", "--out", page.path, "--yes").status == 0)
        let backwards = try fitshell.run("report", "--from", "2026-11-01", "--to", "2026-10-01")
        #expect(backwards.status == 64)
        #expect(
            backwards.stderr.contains("--from 2026-11-01 is after --to 2026-10-01."), "\(backwards.stderr)")
        let future = try fitshell.run("report", "--from", "2099-01-01")
        #expect(future.status == 64)
        #expect(future.stderr.contains("--from 2099-01-01 is after today"), "\(future.stderr)")
    }
}
