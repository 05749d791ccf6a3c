import Foundation
import Testing

@Suite("E2E: progression rules, progress why, and targets at workout start")
struct ProgressionEndToEndTests {
    /// Logs one session of "Day A" on `day` (at 08:00): every set done as `reps` say (an empty
    /// string takes the set's target).
    func session(_ fitshell: inout Fitshell, on day: String, _ reps: [String]) throws -> String {
        fitshell.now = "\(day)T08:00:00Z"
        let started = try fitshell.run("workout", "start", "Day A", "--skip-checkin")
        #expect(started.status == 0, "\(started.stderr)")
        for (index, count) in reps.enumerated() {
            fitshell.now = "\(day)T08:\(10 + index):00Z"
            let done = try fitshell.run(["workout", "done"] + (count.isEmpty ? [] : ["--reps", count]))
            #expect(done.status == 0, "\(done.stderr)")
        }
        fitshell.now = "\(day)T09:00:00Z"
        #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        return started.stdout
    }

    /// Day A of a generated dumbbell week on Tuesday 17 and Thursday 19 November 2026: its
    /// second exercise (the row) done 3 × 8 @ 20 kg each time.
    func rowSessions(_ fitshell: inout Fitshell) throws {
        for day in ["17", "19"] {
            fitshell.now = "2026-11-\(day)T08:00:00Z"
            #expect(try fitshell.run("workout", "start", "day a", "--skip-checkin").status == 0)
            #expect(try fitshell.run("workout", "next").status == 0)  // to the row
            for _ in 0..<3 {
                #expect(try fitshell.run("workout", "done", "--weight", "20", "--reps", "8").status == 0)
            }
            fitshell.now = "2026-11-\(day)T09:00:00Z"
            #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        }
    }

    /// Plan "Day A" with 3×5 barbell squats at `kilograms`.
    func squatPlan(_ fitshell: Fitshell, kilograms: String) throws {
        #expect(try fitshell.run("plans", "create", "Day A").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "Day A", "barbell squat", "--sets", "3", "--reps", "5", "--weight",
                kilograms
            ).status == 0)
    }

    @Test("an exercise without a rule: the hint's step is in the user's unit (5 lb, 2.5 kg)")
    func hintStepInUnit() throws {
        let fitshell = Fitshell(now: "2026-11-16T08:00:00Z")
        defer { fitshell.cleanUp() }
        try squatPlan(fitshell, kilograms: "100")
        let kilograms = try fitshell.run("progress", "why", "squat")
        #expect(
            kilograms.status != 0 && kilograms.stderr.contains("linear --step 2.5"), "\(kilograms.stderr)")
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let pounds = try fitshell.run("progress", "why", "squat")
        #expect(pounds.status != 0 && pounds.stderr.contains("linear --step 5\n"), "\(pounds.stderr)")
    }

    @Test(
        "regenerating with fewer sets keeps what a rule earned (22 kg × 5 after 3×8 @ 20 kg) instead of judging past sessions against the new count"
    )
    func regenerateWithFewerSets() throws {
        var fitshell = Fitshell(now: "2026-11-16T08:00:00Z")
        defer { fitshell.cleanUp() }
        let setup = [
            "setup", "--goal", "strength", "--knees", "healthy", "--days", "2", "--equipment",
            "bodyweight,dumbbell",
        ]
        #expect(try fitshell.run(setup + ["--minutes", "45"]).status == 0)
        try rowSessions(&fitshell)
        fitshell.now = "2026-11-23T08:00:00Z"
        #expect(try fitshell.run("progress", "why", "row").stdout.contains("Next:    3×5 @ 22 kg"))
        #expect(try fitshell.run(setup + ["--minutes", "20"]).status == 0)
        let why = try fitshell.run("progress", "why", "row").stdout
        #expect(why.contains("Next:    1×5 @ 22 kg") && !why.contains("missed"), "\(why)")
        // The replaced day still has its rule; it is not offered beside the current one.
        #expect(!why.contains("Also ruled"), "\(why)")
    }

    @Test(
        "set up in kg, then lb: settings says the program's rules count in kg; regenerate moves them to 5-lb steps and carries what they earned in kg to the nearest 5 lb"
    )
    func setUpInTheOtherUnit() throws {
        var fitshell = Fitshell(now: "2026-11-16T08:00:00Z")
        defer { fitshell.cleanUp() }
        let setup = [
            "setup", "--goal", "strength", "--knees", "healthy", "--days", "2", "--minutes", "45",
            "--equipment", "bodyweight,dumbbell",
        ]
        #expect(try fitshell.run(setup).status == 0)
        try rowSessions(&fitshell)
        fitshell.now = "2026-11-23T08:00:00Z"
        let unit = try fitshell.run("settings", "unit", "lb").stdout
        #expect(unit.contains("of your program count in kg (steps of 2.5 kg)"), "\(unit)")
        #expect(unit.contains("program regenerate' moves them to lb"))
        #expect(try fitshell.run("program", "regenerate").status == 0)
        #expect(!(try fitshell.run("settings", "unit", "lb").stdout.contains("program count in")))
        // 3×8 @ 20 kg earned 22.5 kg × 5 in kg; carried to lb, the nearest 5 lb: 50 lb (not 49.6 lb),
        // and the rule counts from today, so the kg sessions are not judged against lb targets.
        let why = try fitshell.run("progress", "why", "row").stdout
        #expect(why.contains("Next:    3×5 @ 50 lb"), "\(why)")
        // In --json masses are kilograms, and the rule's fields say so beside its unit.
        let json = try fitshell.run("progress", "why", "row", "--json").stdout
        let rule =
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["rule"]
            as? [String: Any]
        #expect(rule?["unit"] as? String == "lb" && rule?["step"] == nil, "\(json)")
        #expect(abs((rule?["stepKg"] as? Double ?? 0) - 5 * 0.45359237) < 1e-6, "\(json)")
        let day = try fitshell.run("program", "day", "A").stdout
        #expect(day.contains("+5 lb") && !day.contains("kg"), "\(day)")
    }

    @Test(
        "a workout started without a plan: its short session of the exercise is no miss (listed as not counted); one that meets the target counts"
    )
    func unplannedWorkouts() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        try squatPlan(fitshell, kilograms: "100")
        #expect(
            try fitshell.run("plans", "progression", "Day A", "squat", "linear", "--deload-after", "1").status
                == 0)
        _ = try session(&fitshell, on: "2026-11-02", ["", "", ""])
        // A free workout the next day: 2×10 @ 60 kg, then one of 3×5 @ 102.5 kg (the target).
        func free(_ day: String, _ sets: [(String, String)]) throws {
            fitshell.now = "2026-11-\(day)T12:00:00Z"
            #expect(try fitshell.run("workout", "start", "--name", "Free", "--skip-checkin").status == 0)
            #expect(
                try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "\(sets.count)").status
                    == 0)
            for (weight, reps) in sets {
                #expect(try fitshell.run("workout", "done", "--weight", weight, "--reps", reps).status == 0)
            }
            fitshell.now = "2026-11-\(day)T12:40:00Z"
            #expect(try fitshell.run("workout", "finish").status == 0)
        }
        try free("03", [("60", "10"), ("60", "10")])
        fitshell.now = "2026-11-04T07:00:00Z"
        let why = try fitshell.run("progress", "why", "squat").stdout
        #expect(why.contains("Next:    3×5 @ 102.5 kg"), "\(why)")
        #expect(
            why.contains(
                "Not counted (workouts without a plan, lighter than the target and short of it): 2026-11-03 2×10 @ 60 kg"
            ),
            "\(why)")
        try free("05", [("102.5", "5"), ("102.5", "5"), ("102.5", "5")])
        fitshell.now = "2026-11-06T07:00:00Z"
        let after = try fitshell.run("progress", "why", "squat", "--json").stdout
        let object = try JSONSerialization.jsonObject(with: Data(after.utf8)) as? [String: Any]
        #expect((object?["sessions"] as? [[String: Any]])?.count == 2, "\(after)")
        #expect((object?["notCounted"] as? [[String: Any]])?.count == 1, "\(after)")
        #expect(try fitshell.run("progress", "why", "squat").stdout.contains("Next:    3×5 @ 105 kg"))
    }

    @Test("a 2.5-kg step on a machine the gym loads in 5-kg steps says so")
    func machineStep() throws {
        let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "P").status == 0)
        #expect(
            try fitshell.run("plans", "add-exercise", "P", "Leg Extensions", "--weight", "40").status == 0)
        #expect(try fitshell.run("plans", "progression", "P", "1", "linear", "--step", "2.5").status == 0)
        let why = try fitshell.run("progress", "why", "Leg Extensions").stdout
        #expect(why.contains("loads it in steps of 5 kg: the rule's +2.5 kg is asked as +5 kg"), "\(why)")
        // A word two of the plan's exercises share: the hint's position goes with --plan.
        #expect(try fitshell.run("plans", "add-exercise", "P", "Leg Press", "--weight", "100").status == 0)
        #expect(try fitshell.run("plans", "progression", "P", "2", "linear").status == 0)
        let both = try fitshell.run("progress", "why", "leg")
        #expect(both.status == 64 && both.stderr.contains("progress why 2 --plan"), "\(both.stderr)")
        #expect(try fitshell.run("progress", "why", "2", "--plan", "P").stdout.contains("Leg Press"))
    }

    @Test("a heavier extra set does not turn a met session into a miss")
    func heavierExtraSetStillMeets() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        try squatPlan(fitshell, kilograms: "100")
        #expect(try fitshell.run("plans", "progression", "Day A", "squat", "linear").status == 0)
        _ = try session(&fitshell, on: "2026-11-02", ["", "", ""])
        // 102.5 asked: 102.5×5, an extra heavier 105×4 second, then 102.5×5 twice.
        fitshell.now = "2026-11-04T08:00:00Z"
        #expect(try fitshell.run("workout", "start", "Day A", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "add-set").status == 0)
        for (weight, reps) in [("102.5", "5"), ("105", "4"), ("102.5", "5"), ("102.5", "5")] {
            #expect(try fitshell.run("workout", "done", "--weight", weight, "--reps", reps).status == 0)
        }
        fitshell.now = "2026-11-04T09:00:00Z"
        #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        fitshell.now = "2026-11-06T07:00:00Z"
        let why = try fitshell.run("progress", "why", "squat").stdout
        #expect(why.contains("Next:    3×5 @ 105 kg"), "\(why)")
    }

    @Test("a linear rule in kg: targets move +2.5 kg after met sessions, hold on a miss, and say why")
    func linearKilograms() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        try squatPlan(fitshell, kilograms: "60")
        let set = try fitshell.run("plans", "progression", "Day A", "squat", "linear")
        #expect(set.status == 0 && set.stdout.contains("linear +2.5 kg, deload 10 % after 3 misses"))
        let first = try session(&fitshell, on: "2026-11-02", ["", "", ""])
        #expect(first.contains("3 sets") && !first.contains("Barbell Squat: 3×5"))
        let second = try session(&fitshell, on: "2026-11-04", ["", "", "4"])
        #expect(second.contains("Barbell Squat: 3×5 @ 62.5 kg  3×5 @ 60 kg met on 11-02 → +2.5 kg"))
        fitshell.now = "2026-11-06T07:00:00Z"
        let why = try fitshell.run("progress", "why", "squat")
        #expect(why.status == 0)
        #expect(why.stdout.contains("Next:    3×5 @ 62.5 kg"))
        #expect(
            why.stdout.contains(
                "Because: 5 @ 62.5 kg, 5 @ 62.5 kg, 4 @ 62.5 kg missed on 11-04 → miss 1 of 3 before a deload"
            ))
        // A tired check-in takes a set off: the start says so beside the rule's full target.
        let tired = try fitshell.run("workout", "start", "Day A", "--energy", "1", "--knee-pain", "0")
        #expect(tired.stdout.contains("Barbell Squat: 3×5 @ 62.5 kg, one set fewer today"), "\(tired.stdout)")
        #expect(try fitshell.run("workout", "cancel", "--yes").status == 0)
        let json = try fitshell.run("progress", "why", "squat", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let sessions = object?["sessions"] as? [[String: Any]] ?? []
        #expect(sessions.map { $0["met"] as? Bool } == [true, false])
        // The plan keeps the weight as typed; only the workout's targets move.
        #expect(try fitshell.run("plans", "show", "Day A").stdout.contains("60 kg × 5 reps"))
        // Simulated over the whole history, starting from the first session's weight.
        let simulated = try fitshell.run("progress", "why", "squat", "--simulate")
        #expect(simulated.stdout.contains("Replayed over all 2 sessions since 2026-11-02"))
        // Removing the rule brings the plan's targets back.
        #expect(try fitshell.run("plans", "progression", "Day A", "squat", "none").status == 0)
        #expect(try fitshell.run("progress", "why", "squat").status == 1)
    }

    @Test(
        "progress why explains the plan used or made last and names the other plans with a rule for the exercise"
    )
    func trainedPlanFirst() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        try squatPlan(fitshell, kilograms: "60")
        #expect(try fitshell.run("plans", "progression", "Day A", "squat", "linear").status == 0)
        _ = try session(&fitshell, on: "2026-11-02", ["", "", ""])
        // Made after the session: the newest plan is explained; Day A is named beside it.
        fitshell.now = "2026-11-02T12:00:00Z"
        #expect(try fitshell.run("plans", "create", "Legs").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "Legs", "barbell squat", "--sets", "5", "--reps", "5", "--weight",
                "50"
            ).status == 0)
        #expect(try fitshell.run("plans", "progression", "Legs", "squat", "linear").status == 0)
        let why = try fitshell.run("progress", "why", "squat")
        #expect(why.stdout.contains("Legs · linear"), "\(why.stdout)")
        #expect(why.stdout.contains("Next:    5×5 @ 50 kg"), "\(why.stdout)")
        #expect(why.stdout.contains("Also ruled in 'Day A'"), "\(why.stdout)")
        let json = try fitshell.run("progress", "why", "squat", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["plan"] as? String == "Legs")
        #expect(object?["alsoRuledIn"] as? [String] == ["Day A"])
        let dayA = try fitshell.run("progress", "why", "squat", "--plan", "day a")
        #expect(
            dayA.stdout.contains("Next:    3×5 @ 62.5 kg") && !dayA.stdout.contains("Also ruled"),
            "\(dayA.stdout)")
        // 'why' is the default: 'progress squat' was an unknown command.
        #expect(try fitshell.run("progress", "squat", "--plan", "day a").stdout == dayA.stdout)
    }

    @Test(
        "--simulate from a history logged in kg, for a rule in 5-lb steps, starts on those steps (60 kg: 130 lb) and gives the same answer in lb and kg"
    )
    func simulateAcrossUnits() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        for (day, weight) in [("02", "60"), ("04", "50"), ("06", "52.5"), ("09", "55")] {
            try fitshell.logWorkout(
                "Bench", at: "2026-11-\(day)T07:00:00Z", ["barbell bench press - medium grip"], sets: 3,
                weight: weight, reps: "5")
        }
        fitshell.now = "2026-11-10T07:00:00Z"
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("plans", "create", "Upper").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "upper", "barbell bench press - medium grip", "--sets", "3",
                "--reps", "5",
                "--weight", "135"
            ).status == 0)
        #expect(try fitshell.run("plans", "progression", "upper", "bench", "linear").status == 0)
        let pounds = try fitshell.run("progress", "why", "bench", "--simulate", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(pounds.stdout.utf8)) as? [String: Any]
        let asked = (object?["sessions"] as? [[String: Any]])?.compactMap {
            (($0["target"] as? [[String: Any]])?.first?["weight"] as? Double).map { $0 / 0.45359237 }
        }
        // 130 lb (60 kg is 132.28 lb), then every target on 5-lb steps.
        #expect(abs((asked?.first ?? 0) - 130) < 0.001, "\(String(describing: asked))")
        #expect(
            asked?.allSatisfy { abs($0 - ($0 / 5).rounded() * 5) < 0.01 } == true,
            "\(String(describing: asked))")
        let text = try fitshell.run("progress", "why", "bench", "--simulate").stdout
        let kilograms = try fitshell.run("progress", "why", "bench", "--simulate", "--unit", "kg").stdout
        let next = { (output: String) in output.split(separator: "\n").first { $0.hasPrefix("Next:") } ?? "" }
        #expect(next(text).contains(" lb") && !next(kilograms).isEmpty, "\(text)\n\(kilograms)")
        let poundsNext = Double(next(text).split(separator: "@").last?.split(separator: " ").first ?? "") ?? 0
        let kilogramsNext =
            Double(next(kilograms).split(separator: "@").last?.split(separator: " ").first ?? "") ?? 0
        #expect(abs(poundsNext * 0.45359237 - kilogramsNext) < 0.01, "\(text)\n\(kilograms)")
    }

    @Test(
        "--simulate starts at the gym's dumbbell nearest the first session's weight (7.5 kg stays 7.5 in a rack of uneven steps)"
    )
    func simulateOnTheRack() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "home", "--kinds", "dumbbell,barbell", "--dumbbells",
                "2.5,5,7.5,10,12,14,16,18", "--unit", "kg", "--use"
            ).status == 0)
        for (day, weight) in [("02", "7.5"), ("04", "7.5"), ("06", "10")] {
            try fitshell.logWorkout(
                "Arms", at: "2026-11-\(day)T07:00:00Z", ["dumbbell bicep curl"], sets: 3, weight: weight,
                reps: "10")
        }
        fitshell.now = "2026-11-10T07:00:00Z"
        #expect(try fitshell.run("plans", "create", "Arms").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "arms", "dumbbell bicep curl", "--sets", "3", "--reps", "10",
                "--weight", "10"
            ).status == 0)
        #expect(try fitshell.run("plans", "progression", "arms", "curl", "linear", "--step", "2").status == 0)
        let simulated = try fitshell.run("progress", "why", "curl", "--simulate").stdout
        #expect(simulated.contains("2026-11-02  3×10 @ 7.5 kg"), "\(simulated)")
    }

    @Test("pounds: 5 lb steps, a double progression on reps, and 5/3/1 weeks from a training max")
    func pounds() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("plans", "create", "Day A").status == 0)
        for (name, reps, weight) in [
            ("barbell bench press - medium grip", "5", "135"), ("side lateral raise", "10", "15"),
        ] {
            let added = try fitshell.run(
                "plans", "add-exercise", "Day A", name, "--sets", "2", "--reps", reps, "--weight", weight)
            #expect(added.status == 0, "\(added.stderr)")
        }
        #expect(try fitshell.run("plans", "progression", "Day A", "1", "linear").stdout.contains("+5 lb"))
        #expect(
            try fitshell.run("plans", "progression", "Day A", "2", "double", "--reps", "10-12").stdout
                .contains(
                    "double progression 10–12 reps, then +5 lb"))
        _ = try session(&fitshell, on: "2026-11-02", ["", "", "11", "11"])
        let next = try session(&fitshell, on: "2026-11-04", ["", "", "12", "12"])
        #expect(next.contains(": 2×5 @ 140 lb"))
        #expect(next.contains(": 2×12 @ 15 lb  2×11 @ 15 lb met on 11-02 → 12 reps next"))
        fitshell.now = "2026-11-06T07:00:00Z"
        let why = try fitshell.run("progress", "why", "2")
        #expect(why.stdout.contains("Next:    2×10 @ 20 lb"), "\(why.stdout)")
        // 5/3/1 from a 200 lb training max: 130, 150, 170+ lb in week 1.
        #expect(
            try fitshell.run("plans", "progression", "Day A", "1", "531", "--training-max", "200").status == 0
        )
        let week = try fitshell.run("progress", "why", "1")
        #expect(week.stdout.contains("Next:    5 @ 130 lb, 5 @ 150 lb, 5+ @ 170 lb"), "\(week.stdout)")
        // On an exercise without a load, the rule's step is added load, after a harder variation.
        #expect(
            try fitshell.run("plans", "add-exercise", "Day A", "pushups", "--sets", "2", "--reps", "10")
                .status == 0)
        #expect(
            try fitshell.run("plans", "progression", "Day A", "3", "double", "--reps", "10-15").status == 0)
        let shown = try fitshell.run("plans", "show", "Day A").stdout
        #expect(
            shown.contains("double progression 10–15 reps, then a harder variation or +5 lb of added load"),
            "\(shown)")
    }

    @Test("bad rules get a clear message, exit 64 or 65, and the plan is unchanged")
    func badInput() throws {
        let fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Day A").status == 0)
        #expect(
            try fitshell.run("plans", "add-exercise", "Day A", "pushups", "--sets", "3", "--reps", "10")
                .status == 0)
        let before = try fitshell.run("plans", "show", "Day A", "--json").stdout
        let bodyweight = try fitshell.run("plans", "progression", "Day A", "pushups", "linear")
        #expect(bodyweight.status != 0 && bodyweight.stderr.contains("no weight in the plan"))
        #expect(try fitshell.run("plans", "progression", "Day A", "pushups", "double").status == 0)
        let unknown = try fitshell.run("plans", "progression", "Day A", "pushups", "magic")
        #expect(unknown.status == 64 && unknown.stderr.contains("none, linear, double or 531"))
        let range = try fitshell.run("plans", "progression", "Day A", "pushups", "double", "--reps", "12-8")
        #expect(range.status == 64 && range.stderr.contains("such as 8-12"))
        let noMax = try fitshell.run("plans", "progression", "Day A", "pushups", "531")
        #expect(noMax.status == 64 && noMax.stderr.contains("--training-max"))
        let step = try fitshell.run("plans", "progression", "Day A", "pushups", "double", "--step", "0")
        #expect(step.status != 0 && step.stderr.contains("step"))
        // A name no plan has is a usage error that says so (not a hint to set a rule for it).
        let none = try fitshell.run("progress", "why", "squat")
        #expect(none.status == 64 && none.stderr.contains("No plan has an exercise matching 'squat'."))
        _ = before
    }
}
