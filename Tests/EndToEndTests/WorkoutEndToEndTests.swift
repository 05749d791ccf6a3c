import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("E2E: workouts, crash safety, player and week")
struct WorkoutEndToEndTests {
    /// Monday 2026-11-23, 10:00 UTC: Day A of a Mon/Wed/Fri program is due.
    let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")

    func setUp() throws {
        let setup = try fitshell.run(
            "setup", "--goal", "general-fitness", "--knees", "healthy", "--days", "3", "--minutes", "30",
            "--equipment", "dumbbell,barbell")
        #expect(setup.status == 0, "\(setup.stderr)")
    }

    func doneSets() throws -> Int {
        let json = try fitshell.run("workout", "status", "--json")
        #expect(json.status == 0, "\(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        return object?["doneSets"] as? Int ?? -1
    }

    /// Starts an empty workout `name` (no check-in) and adds each of `exercises` (the words of
    /// `workout add-exercise` after it).
    func begin(_ name: String, _ exercises: [String]...) throws {
        #expect(try fitshell.run("workout", "start", "--name", name, "--skip-checkin").status == 0)
        for words in exercises {
            #expect(try fitshell.run(["workout", "add-exercise"] + words).status == 0, "\(words)")
        }
    }

    @Test(
        "SC-003 SC-006 WORK-18 WORK-20: start → log → kill -9 mid-write → acknowledged sets survive → finish → history → week ✓"
    )
    func crashSafeSession() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let started = try fitshell.run("workout", "start", "--today", "--energy", "4", "--knee-pain", "0")
        #expect(started.status == 0 && started.stdout.contains("Started Day A"))
        var acknowledged = 0
        var killed = 0
        var generator = SystemRandomNumberGenerator()
        for round in 0..<8 {
            let done = try fitshell.run("workout", "done", "--weight", "40", "--reps", "\(8 + round % 3)")
            guard done.status == 0 else { break }
            acknowledged += 1
            // A second writer killed at a random moment: before, during or after its write.
            let victim = fitshell.process(["workout", "add-set"])
            victim.standardOutput = FileHandle.nullDevice
            victim.standardError = FileHandle.nullDevice
            try victim.run()
            usleep(UInt32.random(in: 0...25_000, using: &generator))
            kill(victim.processIdentifier, SIGKILL)
            victim.waitUntilExit()
            if victim.terminationReason == .uncaughtSignal { killed += 1 }
            #expect(try doneSets() == acknowledged, "round \(round)")
        }
        #expect(acknowledged >= 5)
        #expect(
            fitshell.files(in: fitshell.profileFolder.appendingPathComponent("workouts")).allSatisfy {
                !$0.contains("corrupt")
            })
        let finished = try fitshell.run("workout", "finish", "--keep-plan")
        #expect(finished.status == 0 && finished.stdout.contains("Finished Day A"))
        let history = fitshell.profileFolder.appendingPathComponent("workouts/history")
        #expect(fitshell.files(in: history).contains("index-2026.json"))
        #expect(fitshell.files(in: history.appendingPathComponent("2026")).count == 1)
        let week = try fitshell.run("week")
        #expect(week.stdout.contains("Mon 23  ✓  Day A  (today)"))
        #expect(week.stdout.contains("Wed 25  ○  Day B"))
        #expect(try fitshell.run("workout", "status").stdout.contains("No workout in progress"))
        // Wednesday done with a workout of one's own: the week says what was done, not Day B.
        var wednesday = fitshell
        wednesday.now = "2026-11-25T18:00:00Z"
        #expect(
            try wednesday.run("workout", "start", "--name", "Upper Strength", "--skip-checkin").status == 0)
        #expect(try wednesday.run("workout", "add-exercise", "barbell squat", "--sets", "1").status == 0)
        #expect(try wednesday.run("workout", "done", "--weight", "100", "--reps", "5").status == 0)
        #expect(try wednesday.run("workout", "finish").status == 0)
        let after = try wednesday.run("week").stdout
        #expect(after.contains("Wed 25  ✓  Upper Strength (instead of Day B)  (today)"), "\(after)")
        #expect(after.contains("Mon 23  ✓  Day A"), "\(after)")
        // The dashboard says the same of today (it said "Day B — done today ✓").
        let dashboard = try wednesday.run().stdout
        #expect(dashboard.contains("Upper Strength (instead of Day B) — done today ✓"), "\(dashboard)")
        // Friday's workout still open on Saturday: the week and the dashboard show it going on
        // Friday, not missed.
        var friday = fitshell
        friday.now = "2026-11-27T18:00:00Z"
        #expect(try friday.run("workout", "start", "--today", "--skip-checkin").status == 0)
        #expect(try friday.run("workout", "done", "--weight", "20", "--reps", "8").status == 0)
        friday.now = "2026-11-28T09:00:00Z"
        let saturday = try friday.run("week").stdout
        #expect(saturday.contains("Fri 27  ▶  Day C (in progress)"), "\(saturday)")
        // A week later it is not on the week any more: the week says it is still open.
        var nextWeek = friday
        nextWeek.now = "2026-12-01T09:00:00Z"
        #expect(
            try nextWeek.run("week").stdout.contains(
                "'Day C' started on 2026-11-27 is still in progress: 'fitshell workout finish' saves it"))
        let weekJSON = try friday.run("week", "--json").stdout
        #expect(
            weekJSON.contains("\"inProgress\" : {\n    \"date\" : \"2026-11-27\""), "\(weekJSON.suffix(300))")
        #expect(try friday.run([]).stdout.contains("Fri ▶"))
    }

    @Test(
        "a bare done on a dumbbell exercise with no weight to take asks for one; after a set typed today, the next follows it"
    )
    func freeWeightNeedsAWeight() throws {
        defer { fitshell.cleanUp() }
        let setup = try fitshell.run(
            "setup", "--unit", "lb", "--goal", "strength", "--knees", "healthy", "--days", "3", "--minutes",
            "45", "--equipment", "bodyweight,dumbbell")
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(try fitshell.run("workout", "start", "Day A", "--skip-checkin").status == 0)
        // A bodyweight set typed with a weight of 0: nothing to take, the plan's reps are next.
        let bodyweight = try fitshell.run("workout", "done", "--weight", "0", "--reps", "8").stdout
        #expect(bodyweight.hasSuffix("Next: Bodyweight Squat set 2 of 3: 5 reps\n"), "\(bodyweight)")
        #expect(try fitshell.run("workout", "set", "1", "1", "--undone").status == 0)
        #expect(try fitshell.run("workout", "next").status == 0)  // to the dumbbell row
        let bare = try fitshell.run("workout", "done")
        #expect(bare.status == 64, "\(bare.stdout)")
        #expect(
            bare.stderr.contains("Bent Over Two-Dumbbell Row set 1 has no weight to take"), "\(bare.stderr)")
        #expect(bare.stderr.contains("workout done --weight 20 --reps 8' (in lb; --weight 0 for none)"))
        let typed = try fitshell.run("workout", "done", "--weight", "25", "--reps", "8").stdout
        #expect(
            typed.contains(
                "Next: Bent Over Two-Dumbbell Row set 2 of 3: 25 lb × 5 (weight as the set before)"),
            "\(typed)")
        #expect(try fitshell.run("workout", "done").stdout.contains("set 2: 25 lb × 5."))
    }

    @Test(
        "after a switch to lb, a bare done takes last time's kg weights as the gym loads them (57.5 kg → 125 lb, a 22.5 kg dumbbell → 50 lb), said so in Next"
    )
    func lastTimeInTheOtherUnit() throws {
        defer { fitshell.cleanUp() }
        var earlier = fitshell
        earlier.now = "2026-11-20T18:00:00Z"
        #expect(try earlier.run("workout", "start", "--name", "Legs", "--skip-checkin").status == 0)
        #expect(try earlier.run("workout", "add-exercise", "barbell squat").status == 0)
        #expect(try earlier.run("workout", "add-exercise", "dumbbell bench press").status == 0)
        for weight in ["57.5", "57.5", "57.5", "22.5", "22.5", "22.5"] {
            #expect(try earlier.run("workout", "done", "--weight", weight, "--reps", "5").status == 0)
        }
        #expect(try earlier.run("workout", "finish").status == 0)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "home", "--kinds", "barbell,dumbbell", "--dumbbells", "5-50/5",
                "--use"
            )
            .status == 0)
        try begin("Legs", ["barbell squat"], ["dumbbell bench press"])
        // workout plates loads the weights done would take (no targets: last time's, loadable).
        let plates = try fitshell.run("workout", "plates").stdout
        #expect(plates.contains("Barbell Squat  3    125 lb  35 + 5    no change"), "\(plates)")
        let first = try fitshell.run("workout", "done").stdout
        #expect(first.contains("Barbell Squat set 1: 125 lb × 5."), "\(first)")
        #expect(first.contains("Next: Barbell Squat set 2 of 3: 125 lb × 5 (as last time)"), "\(first)")
        #expect(try fitshell.run("workout", "done").status == 0)
        let third = try fitshell.run("workout", "done").stdout
        #expect(third.contains("Next: Dumbbell Bench Press set 1 of 3: 50 lb × 5 (as last time)"), "\(third)")
        #expect(try fitshell.run("workout", "done").stdout.contains("Dumbbell Bench Press set 1: 50 lb × 5."))
        // workout set N --done without values takes last time's weight as done does.
        #expect(try fitshell.run("workout", "add-set", "1").status == 0)
        #expect(
            try fitshell.run("workout", "set", "1", "4", "--done").stdout.contains("125 lb × 5"))
        // A unit after a typed weight is the weight's (22.5kg in a pound profile).
        #expect(
            try fitshell.run("workout", "set", "2", "1", "--weight", "22.5kg").stdout.contains("49.6 lb"))
        // A weight typed stays as typed, whatever the gym loads.
        #expect(
            try fitshell.run("workout", "done", "--weight", "47.3", "--reps", "5").stdout.contains(
                "set 2: 47.3 lb × 5."))
    }

    @Test(
        "last time's kg barbell weights: 55 kg → 120 lb (the nearest commercial pound load), 60 kg kept at a gym with kg plates"
    )
    func lastTimeBarbellLoads() throws {
        defer { fitshell.cleanUp() }
        var earlier = fitshell
        earlier.now = "2026-11-20T18:00:00Z"
        #expect(try earlier.run("workout", "start", "--name", "Legs", "--skip-checkin").status == 0)
        #expect(try earlier.run("workout", "add-exercise", "barbell squat", "--sets", "2").status == 0)
        for weight in ["55", "60"] {
            #expect(try earlier.run("workout", "done", "--weight", weight, "--reps", "5").status == 0)
        }
        #expect(try earlier.run("workout", "finish").status == 0)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        try begin("Legs", ["barbell squat", "--sets", "2"])
        #expect(try fitshell.run("workout", "done").stdout.contains("set 1: 120 lb × 5."))
        #expect(try fitshell.run("workout", "cancel", "--yes").status == 0)
        // A gym with kilogram plates makes 60 kg exactly: it is kept (132.28 lb).
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "euro", "--kinds", "barbell", "--unit", "kg", "--bar", "20",
                "--plates",
                "20,20,10,5,2.5,1.25", "--use"
            ).status == 0)
        try begin("Legs", ["barbell squat", "--sets", "2"])
        #expect(try fitshell.run("workout", "done").stdout.contains("set 1: 121.25 lb × 5."))
        #expect(try fitshell.run("workout", "done").stdout.contains("set 2: 132.28 lb × 5."))
    }

    @Test(
        "workout undo takes back the set done last, even after done moved on; done logs it again at its target"
    )
    func undoLastSet() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("workout", "undo").status == 1, "no workout")
        #expect(try fitshell.run("workout", "start", "--name", "Legs", "--skip-checkin").status == 0)
        let nothing = try fitshell.run("workout", "undo")
        #expect(nothing.status == 64 && nothing.stderr.contains("nothing to undo"))
        #expect(
            try fitshell.run(
                "workout", "add-exercise", "barbell squat", "--sets", "2", "--weight", "100", "--reps", "5"
            )
            .status == 0)
        #expect(try fitshell.run("workout", "add-exercise", "barbell bench press", "--sets", "1").status == 0)
        #expect(try fitshell.run("workout", "done").status == 0)
        // The last squat set typed ten times too heavy; done moves on to the bench.
        #expect(try fitshell.run("workout", "done", "--weight", "1000").status == 0)
        let undone = try fitshell.run("workout", "undo")
        #expect(
            undone.status == 0
                && undone.stdout.contains(
                    "Undone: Barbell Squat set 2 (1,000 kg × 5) is not done; 'workout done' logs it again."),
            "\(undone.stdout)")
        let again = try fitshell.run("workout", "done")
        #expect(
            again.stdout.contains("✓ Barbell Squat set 2: 100 kg × 5."),
            "the set again, at its target: \(again.stdout)")
        // Without a program, the dashboard's week still shows the workout done.
        #expect(try fitshell.run("workout", "finish").status == 0)
        #expect(try fitshell.run().stdout.contains("No training program yet.\n  Mon ✓"))
    }

    @Test("workout undo removes a warm-up done added, and says how to log again a set done out of order")
    func undoWarmUpAndOutOfOrder() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("workout", "start", "--name", "Legs", "--skip-checkin").status == 0)
        #expect(
            try fitshell.run(
                "workout", "add-exercise", "barbell squat", "--sets", "3", "--weight", "100", "--reps", "5"
            )
            .status == 0)
        #expect(try fitshell.run("workout", "done", "--type", "warm-up", "--weight", "40").status == 0)
        let warmUp = try fitshell.run("workout", "undo")
        #expect(warmUp.stdout.contains("is removed (a warm-up added by done)."), "\(warmUp.stdout)")
        #expect(try fitshell.run("workout", "done").stdout.contains("✓ Barbell Squat set 1: 100 kg × 5."))
        var later = fitshell
        later.now = "2026-11-23T10:05:00Z"
        #expect(
            try later.run("workout", "set", "1", "3", "--done", "--weight", "110", "--reps", "3").status == 0)
        let third = try later.run("workout", "undo")
        #expect(
            third.stdout.contains(
                "set 3 (110 kg × 3) is not done; 'fitshell workout set 1 3 --done' logs it again."),
            "\(third.stdout)")
    }

    @Test("history save-plan makes a plan of a finished workout that a workout then starts from")
    func savePlanFromHistory() throws {
        defer { fitshell.cleanUp() }
        try begin("Push", ["barbell bench press", "--sets", "2", "--weight", "80", "--reps", "5"])
        #expect(
            try fitshell.run("workout", "done", "--weight", "40", "--reps", "8", "--type", "warm-up").status
                == 0)
        #expect(try fitshell.run("workout", "done").status == 0)
        #expect(try fitshell.run("workout", "done", "--reps", "4").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        let saved = try fitshell.run("history", "save-plan", "latest", "Push A")
        #expect(
            saved.stdout.contains("Created Push A from Push of 2026-11-23: 1 exercise, 3 sets."),
            "\(saved.stdout)")
        let shown = try fitshell.run("plans", "show", "Push A").stdout
        #expect(shown.contains("set 1: 40 kg × 8 reps  (warm-up)"), "\(shown)")
        #expect(shown.contains("set 3: 80 kg × 4 reps"), "\(shown)")
        let again = try fitshell.run("history", "save-plan", "latest", "push a")
        #expect(again.status != 0 && again.stderr.contains("already exists"), "\(again.stderr)")
        var later = fitshell
        later.now = "2026-11-25T10:00:00Z"
        #expect(try later.run("workout", "start", "Push A", "--skip-checkin").status == 0)
        #expect(try later.run("workout", "status").stdout.contains("○ 40 kg × 8 · warm-up · ○ 80 kg × 5"))
    }

    @Test("a workout started at a pound gym from a kilogram plan asks what the gym loads, and says so")
    func targetsAtTheGym() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Arms").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "arms", "dumbbell bicep curl", "--sets", "2", "--reps", "10",
                "--weight",
                "15"
            ).status == 0)
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "commercial", "--unit", "lb", "--bar", "45", "--plates",
                "45,45,25,10,5,2.5",
                "--dumbbells", "5-100/5", "--kinds", "barbell,dumbbell", "--use"
            ).status == 0)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let started = try fitshell.run("workout", "start", "arms", "--skip-checkin")
        #expect(
            started.stdout.contains(
                "As the gym in use loads them (the plan keeps its own): Dumbbell Bicep Curl 33.07 lb → 35 lb."
            ),
            "\(started.stdout)")
        #expect(try fitshell.run("workout", "done").stdout.contains("set 1: 35 lb × 10."))
        #expect(
            try fitshell.run("plans", "show", "arms").stdout.contains("33.07 lb × 10"), "the plan keeps 15 kg"
        )
        // A weight given to a set without reps: done takes the reps of the set before, and says so.
        #expect(try fitshell.run("workout", "done").status == 0)
        #expect(try fitshell.run("workout", "add-exercise", "barbell curl", "--sets", "2").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "60", "--reps", "8").status == 0)
        let given = try fitshell.run("workout", "set", "2", "2", "--weight", "65")
        #expect(
            given.stdout.contains("Next: Barbell Curl set 2 of 2: 65 lb × 8 (reps as the set before)"),
            "\(given.stdout)")
        #expect(try fitshell.run("workout", "done").stdout.contains("set 2: 65 lb × 8."))
    }

    @Test(
        "a barbell weight the gym's saved bar and plates cannot make, or under the bar, is said with how to correct it"
    )
    func barbellWeightsTheGymCannotMake() throws {
        defer { fitshell.cleanUp() }
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "home", "--unit", "kg", "--bar", "20", "--plates", "20,10,5,2.5,1.25",
                "--kinds", "barbell", "--use"
            ).status == 0)
        try begin("Press", ["standing military press", "--sets", "3"])
        let light = try fitshell.run("workout", "done", "--weight", "15", "--reps", "5")
        #expect(
            light.stdout.contains(
                "That is lighter than the gym's 20 kg bar. 'fitshell workout set 1 1 --weight W' corrects it."
            ), "\(light.stdout)")
        // 133 lb typed at a kilogram gym is 60.33 kg, which its plates do not make.
        let odd = try fitshell.run("workout", "done", "--weight", "133lb", "--reps", "5")
        #expect(
            odd.stdout.contains("The gym in use's bar and plates do not make 60.33 kg (nearest:"),
            "\(odd.stdout)")
        let made = try fitshell.run("workout", "done", "--weight", "42.5", "--reps", "5")
        #expect(
            !made.stdout.contains("do not make") && !made.stdout.contains("lighter than"), "\(made.stdout)")
        // A typo far above the heaviest is said even when the plates do not make it either.
        #expect(try fitshell.run("workout", "add-set", "1").status == 0)
        let typo = try fitshell.run("workout", "done", "--weight", "600", "--reps", "5")
        #expect(
            typo.stdout.contains(
                "That is far above your heaviest Standing Military Press so far (60.33 kg × 5 today). A typo? The gym in use's bar and plates do not make 600 kg (nearest: "
            ) && typo.stdout.contains(" 'fitshell workout set 1 4 --weight W' corrects it."), "\(typo.stdout)"
        )
        // With 2.5 kg collars the empty bar (collars off) is no word; under the bar is.
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "club", "--unit", "kg", "--bar", "20", "--plates", "20,10,5,2.5,1.25",
                "--collars", "2.5", "--kinds", "barbell", "--use"
            ).status == 0)
        #expect(try fitshell.run("workout", "add-set", "1").status == 0)
        let bar = try fitshell.run("workout", "done", "--weight", "20", "--reps", "10", "--type", "warm-up")
        #expect(bar.status == 0 && !bar.stdout.contains("lighter than"), "\(bar.stdout)")
        #expect(try fitshell.run("workout", "add-set", "1").status == 0)
        let under = try fitshell.run("workout", "done", "--weight", "15", "--reps", "10")
        #expect(under.stdout.contains("lighter than the gym's 20 kg bar"), "\(under.stdout)")
    }

    @Test(
        "with nothing saved of a gym, typed targets stay as typed (61 kg, a 16 kg kettlebell); a rule's target done as asked is met"
    )
    func typedTargetsStayWithoutASavedGym() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "A").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "a", "barbell squat", "--sets", "1", "--reps", "5", "--weight", "61"
            )
            .status == 0)
        #expect(try fitshell.run("plans", "progression", "a", "1", "linear", "--step", "2.5").status == 0)
        let started = try fitshell.run("workout", "start", "a", "--skip-checkin")
        #expect(!started.stdout.contains("As the gym in use loads them"), "\(started.stdout)")
        #expect(try fitshell.run("workout", "done").stdout.contains("set 1: 61 kg × 5."))
        #expect(try fitshell.run("workout", "finish").status == 0)
        var later = fitshell
        later.now = "2026-11-25T10:00:00Z"
        let why = try later.run("progress", "why", "squat")
        #expect(why.stdout.contains("Next:    1×5 @ 63.5 kg"), "met as asked: \(why.stdout)")
    }

    @Test("a weight given to a set still to do is what status and the Next line show, and what done logs")
    func editedSetShown() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        try begin("Legs", ["barbell squat", "--sets", "2", "--weight", "135", "--reps", "5"])
        let edited = try fitshell.run("workout", "set", "squat", "1", "--weight", "185")
        #expect(edited.stdout.contains("Next: Barbell Squat set 1 of 2: 185 lb × 5"), "\(edited.stdout)")
        #expect(edited.stdout.contains("○ 185 lb × 5 · ○ 135 lb × 5"), "\(edited.stdout)")
        #expect(try fitshell.run("workout", "done").stdout.contains("✓ Barbell Squat set 1: 185 lb × 5."))
        // None in the range asked is not "none yet".
        #expect(try fitshell.run("workout", "finish").status == 0)
        let stats = try fitshell.run("history", "stats", "--from", "2026-01-01", "--to", "2026-01-31")
        #expect(
            stats.stdout.contains("No finished workouts from 2026-01-01 to 2026-01-31."), "\(stats.stdout)")
    }

    @Test(
        "done --type drop after an exercise's last set adds a set to it (not the next exercise's); a set taken to failure is planned again after undo"
    )
    func dropAndFailureSets() throws {
        defer { fitshell.cleanUp() }
        try begin(
            "Push", ["barbell bench press", "--sets", "2", "--weight", "60", "--reps", "8"],
            ["barbell squat", "--sets", "1", "--weight", "100", "--reps", "5"])
        #expect(try fitshell.run("workout", "done").status == 0)
        let failure = try fitshell.run("workout", "done", "--type", "failure", "--reps", "11")
        #expect(failure.stdout.contains("set 2: 60 kg × 11 · failure."), "\(failure.stdout)")
        #expect(try fitshell.run("workout", "undo").status == 0)
        #expect(
            try fitshell.run("workout", "done").stdout.contains("set 2: 60 kg × 8. Rest"), "planned again")
        let bare = try fitshell.run("workout", "done", "--type", "drop", "--reps", "12")
        #expect(bare.status == 64 && bare.stderr.contains("give its weight and reps"), "\(bare.stderr)")
        let drop = try fitshell.run("workout", "done", "--type", "drop", "--weight", "40", "--reps", "12")
        #expect(drop.stdout.contains("Bench Press - Medium Grip set 3: 40 kg × 12 · drop."), "\(drop.stdout)")
        #expect(drop.stdout.contains("Next: Barbell Squat set 1 of 1: 100 kg × 5"), "\(drop.stdout)")
        let undone = try fitshell.run("workout", "undo")
        #expect(undone.stdout.contains("is removed (a drop set added by done)."), "\(undone.stdout)")
        #expect(
            try fitshell.run("workout", "done", "--type", "drop", "--weight", "40", "--reps", "12").status
                == 0)
        #expect(try fitshell.run("workout", "done").status == 0)
        let finish = try fitshell.run("workout", "finish")
        #expect(finish.status == 0, "\(finish.stderr)")
        let history = try fitshell.run("history", "show", "latest", "--json")
        #expect(history.stdout.contains("\"drop\""), "the drop set is in history: \(history.stdout)")
    }

    @Test(
        "the dashboard and week agree with the program: no program day suggested by name, a workout going, a rest day trained"
    )
    func dashboardAgreesWithProgram() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let monday = try fitshell.run()
        #expect(monday.stdout.contains("fitshell workout start --today"), "\(monday.stdout)")
        #expect(!monday.stdout.contains("# start a plan"), "a program day not due is not suggested by name")
        #expect(try fitshell.run("workout", "start", "--today", "--skip-checkin").status == 0)
        let week = try fitshell.run("week")
        #expect(
            week.stdout.contains("Today: 'Day A' is in progress: fitshell workout play"), "\(week.stdout)")
        #expect(!week.stdout.contains("workout start --today"))
        #expect(try fitshell.run("workout", "cancel", "--yes").status == 0)
        // Tuesday is a rest day; a workout done anyway shows as done, not as a rest day to preview.
        var tuesday = fitshell
        tuesday.now = "2026-11-24T10:00:00Z"
        #expect(try tuesday.run("workout", "start", "Day B", "--skip-checkin").status == 0)
        #expect(try tuesday.run("workout", "done", "--weight", "20", "--reps", "10").status == 0)
        #expect(try tuesday.run("workout", "finish").status == 0)
        let dashboard = try tuesday.run()
        #expect(dashboard.stdout.contains("Rest day — trained anyway ✓"), "\(dashboard.stdout)")
        #expect(dashboard.stdout.contains("Tue ✓"))
    }

    @Test(
        "knee pain at the check-in names the exercises that load the knees, at the start and when one is added"
    )
    func kneePainWord() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let started = try fitshell.run("workout", "start", "--today", "--energy", "5", "--knee-pain", "2")
        #expect(started.status == 0, "\(started.stderr)")
        let added = try fitshell.run("workout", "add-exercise", "goblet squat", "--sets", "2")
        let status = try fitshell.run("workout", "status", "--json").stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.utf8)) as? [String: Any])
        let position = ((object["active"] as? [String: Any])?["exercises"] as? [Any])?.count ?? -1
        #expect(
            added.stdout.contains(
                "Knee pain 2 today: \(position). Goblet Squat (high knee load). To leave one out: 'fitshell workout remove-exercise N'"
            ), "\(added.stdout)")
        let curl = try fitshell.run("workout", "add-exercise", "dumbbell bicep curl", "--sets", "2")
        #expect(curl.status == 0 && !curl.stdout.contains("Knee pain"), "\(curl.stdout)")
        #expect(try fitshell.run("workout", "cancel", "--yes").status == 0)
        // Without knee pain, nothing is said.
        #expect(
            try fitshell.run("workout", "start", "--today", "--energy", "5", "--knee-pain", "0").status == 0)
        let squat = try fitshell.run("workout", "add-exercise", "goblet squat", "--sets", "2")
        #expect(squat.status == 0 && !squat.stdout.contains("Knee pain"), "\(squat.stdout)")
    }

    @Test("US2 FR-006 FR-007 a low-energy check-in trims a set per exercise; flags and bad values")
    func checkIn() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        let plan = try fitshell.run("plans", "show", "day a", "--json").stdout
        let planned = try #require(try JSONSerialization.jsonObject(with: Data(plan.utf8)) as? [String: Any])
        let exercises = try #require(planned["exercises"] as? [[String: Any]])
        let plannedSets = exercises.map { ($0["sets"] as? [Any])?.count ?? 0 }
        #expect(
            try fitshell.run("workout", "start", "--today", "--energy", "7", "--knee-pain", "0").status == 64)
        #expect(try fitshell.run("workout", "start", "--today", "--energy", "3").status == 64)
        #expect(
            try fitshell.run("workout", "start", "--today", "--energy", "2", "--knee-pain", "0").status == 0)
        let status = try fitshell.run("workout", "status", "--json").stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.utf8)) as? [String: Any])
        let active = try #require(object["active"] as? [String: Any])
        let sets = (active["exercises"] as? [[String: Any]])?.map { ($0["sets"] as? [Any])?.count ?? 0 }
        #expect(sets == plannedSets.map { max(1, $0 - 1) })
        // Already active.
        #expect(try fitshell.run("workout", "start", "--today", "--skip-checkin").status == 1)
    }

    @Test(
        "US4 FR-010 rest days, future days, WORK-16 cancel with confirmation, WORK-19 the dashboard offers to resume"
    )
    func restDayAndCancel() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        var tuesday = fitshell
        tuesday.now = "2026-11-24T10:00:00Z"
        let rest = try tuesday.run("workout", "start", "--today")
        #expect(rest.status == 1 && rest.stderr.contains("Today (Tue) is a rest day."))
        let early = try tuesday.run("workout", "start", "--day", "C")
        #expect(
            early.status == 1
                && early.stderr.contains("Day C is planned for Fri; starting it early is not possible."))
        #expect(
            try tuesday.run("week").stdout.contains(
                "Rest day. Preview a training day: fitshell program day B"))
        // Catching up on a missed day is fine.
        #expect(try tuesday.run("workout", "start", "--day", "A", "--skip-checkin").status == 0)
        let dashboard = try tuesday.run().stdout
        #expect(dashboard.contains("Workout in progress\n  Day A: 0/"))
        // Not "Rest day. Preview a training day" beside the workout in progress.
        #expect(
            dashboard.contains("Rest day — training anyway: Day A in progress")
                && !dashboard.contains("Rest day. Preview"), "\(dashboard)")
        #expect(try tuesday.run().stdout.contains("fitshell workout play   # resume"))
        #expect(try fitshell.run("workout", "cancel").status == 64)
        #expect(try fitshell.run("workout", "cancel", "--yes").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 1)
    }

    @Test("US6 WORK-06..15 ENRC-06 edits mid-workout, RPE, knee flag, and finishing with a plan update")
    func editsAndPlanUpdate() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Arms").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "arms", "barbell curl", "--sets", "2", "--reps", "10", "--weight",
                "30"
            ).status == 0)
        #expect(try fitshell.run("workout", "start", "arms", "--skip-checkin").status == 0)
        #expect(
            try fitshell.run("workout", "done", "--rpe", "8.5").stdout.contains(
                "✓ Barbell Curl set 1: 30 kg × 10. Rest 1:30."))
        #expect(try fitshell.run("workout", "rest", "+10").stdout.contains("Rest: 1:40 left."))
        // A bare number says neither add nor take off: refused, the timer unchanged.
        let bare = try fitshell.run("workout", "rest", "90")
        #expect(bare.status == 64 && bare.stderr.contains("give +90 or -90 seconds"), "\(bare.stderr)")
        #expect(try fitshell.run("workout", "rest").stdout.contains("Rest: 1:40 left."))
        #expect(try fitshell.run("workout", "rest", "skip").stdout.contains("Rest skipped."))
        #expect(try fitshell.run("workout", "add-set").status == 0)
        #expect(
            try fitshell.run("workout", "add-exercise", "triceps pushdown", "--sets", "2", "--reps", "12")
                .status == 0)
        #expect(
            try fitshell.run("workout", "set", "curl", "2", "--weight", "32.5", "--reps", "8", "--done")
                .status == 0)
        #expect(try fitshell.run("workout", "set", "curl", "9", "--done").status == 64)
        #expect(try fitshell.run("workout", "note", "felt strong").status == 0)
        let noted = try fitshell.run("workout", "note", "elbows in", "--exercise", "curl")
        #expect(noted.status == 0 && noted.stdout.contains("Saved the note on"), "\(noted.stdout)")
        #expect(try fitshell.run("workout", "next").stdout.contains("› 2. Triceps Pushdown"))
        #expect(try fitshell.run("workout", "prev").stdout.contains("› 1. Barbell Curl"))
        #expect(try fitshell.run("workout", "add-exercise", "plank", "--sets", "1").status == 0)
        #expect(try fitshell.run("workout", "remove-exercise", "plank").status == 0)
        #expect(
            try fitshell.run("workout", "flag-knee", "pushdown").stdout.contains("Flagged Triceps Pushdown"))
        let finished = try fitshell.run("workout", "finish", "--update-plan", "--json")
        #expect(finished.status == 0)
        #expect(finished.stdout.contains("\"added\" : [\n      \"Triceps Pushdown\"\n    ]"))
        #expect(finished.stdout.contains("\"planUpdated\" : true"))
        #expect(try fitshell.run("workout", "--json").stdout.contains("\"active\" : null"))
        #expect(try fitshell.run("history", "show", "latest").stdout.contains("set 1: 30 kg × 10 @RPE 8.5"))
        let plan = try fitshell.run("plans", "show", "arms").stdout
        #expect(
            plan.contains("1. Barbell Curl") && plan.contains("set 3:")
                && plan.contains("2. Triceps Pushdown"))
    }

    /// `workout play` in a pseudo-terminal (`script`), fed `keys` about half a second apart;
    /// what it drew, or `nil` (an issue recorded) where `script` is missing.
    func play(_ keys: [String]) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("/usr/bin/script (util-linux) is needed to drive the player in a pseudo-terminal")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "\(Fitshell.binary.path) workout play", "/dev/null"]
        var environment = fitshell.environment
        environment["TERM"] = "xterm"
        environment["COLUMNS"] = "100"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        usleep(800_000)
        for key in keys {
            input.fileHandleForWriting.write(Data(key.utf8))
            usleep(500_000)
        }
        try input.fileHandleForWriting.close()
        let screen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return screen
    }

    @Test("in the player, one number typed for a bodyweight exercise is its reps, not a weight")
    func playerBodyweightReps() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Home").status == 0)
        #expect(
            try fitshell.run("plans", "add-exercise", "home", "pushups", "--sets", "2", "--reps", "10").status
                == 0)
        #expect(try fitshell.run("workout", "start", "home", "--skip-checkin").status == 0)
        guard let screen = try play(["e", "8\r", "q"]) else { return }
        #expect(screen.contains("Reps (e.g. 10;"), "the prompt asks for reps")
        #expect(screen.contains("✓ Pushups set 1 saved: 8 reps."), "\(screen.suffix(600))")
        let status = try fitshell.run("workout", "status", "--json").stdout
        let object = try JSONSerialization.jsonObject(with: Data(status.utf8)) as? [String: Any]
        let workout = object?["active"] as? [String: Any] ?? [:]
        let sets = ((workout["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]]) ?? []
        #expect(sets.first?["reps"] as? Int == 8, "\(status.prefix(800))")
        #expect(sets.first?["weight"] == nil, "no weight was saved: \(status.prefix(800))")
        // A band exercise has no load of its own either: one number is its reps.
        #expect(try fitshell.run("workout", "cancel", "--yes").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "home", "band pull apart", "--sets", "1", "--reps", "15"
            ).status == 0)
        #expect(try fitshell.run("plans", "remove-exercise", "home", "pushups").status == 0)
        #expect(try fitshell.run("workout", "start", "home", "--skip-checkin").status == 0)
        guard let band = try play(["e", "12\r", "q"]) else { return }
        #expect(band.contains("✓ Band Pull Apart set 1 saved: 12 reps."), "\(band.suffix(600))")
    }

    @Test("in the player, a weight may carry its unit, joined or apart (92.5kg 4, 200 lb 3), as --weight may")
    func playerWeightWithUnit() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Legs").status == 0)
        #expect(
            try fitshell.run("plans", "add-exercise", "legs", "barbell squat", "--sets", "2", "--reps", "5")
                .status
                == 0)
        #expect(try fitshell.run("workout", "start", "legs", "--skip-checkin").status == 0)
        guard let screen = try play(["e", "92.5kg 4\r", "e", "200 lb 3\r", "q"]) else { return }
        #expect(screen.contains("saved: 92.5 kg × 4"), "\(screen.suffix(800))")
        let status = try fitshell.run("workout", "status").stdout
        #expect(status.contains("92.5 kg × 4") && status.contains("90.72 kg × 3"), "\(status)")
    }

    @Test("in the player, d on a dumbbell set with no weight to take asks for one; a typo typed is said")
    func playerFreeWeightNeedsAWeight() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Arms").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "arms", "dumbbell bicep curl", "--sets", "2", "--reps", "10"
            )
            .status == 0)
        #expect(try fitshell.run("workout", "start", "arms", "--skip-checkin").status == 0)
        guard let screen = try play(["d", "q"]) else { return }
        #expect(
            screen.contains("Dumbbell Bicep Curl set 1 has no weight to take")
                && screen.contains("press e to give it"),
            "\(screen.suffix(600))")
        let status = try fitshell.run("workout", "status", "--json").stdout
        #expect(!status.contains("\"done\" : true") && !status.contains("\"done\":true"), "nothing logged")
        guard let typed = try play(["e", "12 10\r", "q"]) else { return }
        #expect(typed.contains("✓ Dumbbell Bicep Curl set 1 saved: 12 kg × 10."), "\(typed.suffix(600))")
    }

    @Test(
        "US3 FR-008 FR-009 WORK-10 WORK-11 the player in a pseudo-terminal: keys in, screen out, the set durable"
    )
    func player() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Legs").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "legs", "goblet squat", "--sets", "2", "--reps", "8", "--weight",
                "24"
            ).status == 0)
        #expect(try fitshell.run("workout", "start", "legs", "--skip-checkin").status == 0)
        guard let screen = try play(["d", "+", "q"]) else { return }
        #expect(screen.contains("Goblet Squat"))
        #expect(screen.contains("knee load: High"))
        #expect(screen.contains("✓ Goblet Squat set 1 saved: 24 kg × 8."), "the values saved are shown")
        #expect(screen.contains("\u{1B}[?1049l"), "the alternate screen is left")
        #expect(screen.contains("Progress saved. Resume with: fitshell workout play"))
        #expect(try doneSets() == 1)
        #expect(try fitshell.run("workout", "status").stdout.contains("Rest: 1:40 left"))
        // u takes back the set done last, as 'workout undo' does.
        guard let undone = try play(["d", "u", "q"]) else { return }
        #expect(
            undone.contains("Undone: Goblet Squat set 2 (24 kg × 8): d logs it again."),
            "\(undone.suffix(600))")
        #expect(try doneSets() == 1)
    }

    @Test("a program day whose plan was renamed is still that day in the week, not 'instead of' it")
    func renamedProgramDay() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        #expect(try fitshell.run("plans", "rename", "Day A", "Push Day").status == 0)
        #expect(try fitshell.run("workout", "start", "--today", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "20", "--reps", "8").status == 0)
        #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        let week = try fitshell.run("week").stdout
        #expect(week.contains("Mon 23  ✓  Day A  (today)") && !week.contains("instead of"), "\(week)")
        let dashboard = try fitshell.run().stdout
        #expect(
            dashboard.contains("Push Day — done today ✓") && !dashboard.contains("instead of"), "\(dashboard)"
        )
    }

    @Test("pull-ups with more added weight: a new heaviest is announced, not an e1RM of the added load")
    func weightedPullUpRecords() throws {
        var clocked = fitshell
        defer { clocked.cleanUp() }
        for (day, weight) in [("2026-11-23", "2.5"), ("2026-11-25", "5")] {
            clocked.now = "\(day)T08:00:00Z"
            #expect(try clocked.run("workout", "start", "--name", "Pull", "--skip-checkin").status == 0)
            #expect(try clocked.run("workout", "add-exercise", "pullups", "--sets", "1").status == 0)
            #expect(try clocked.run("workout", "done", "--weight", weight, "--reps", "8").status == 0)
            let finished = try clocked.run("workout", "finish")
            #expect(finished.status == 0 && !finished.stdout.contains("e1RM"), "\(finished.stdout)")
            #expect(!finished.stdout.contains("set volume"), "\(finished.stdout)")
            if weight == "5" {
                #expect(
                    finished.stdout.contains("New PR: Pullups: heaviest weight 5 kg × 8"),
                    "\(finished.stdout)")
            }
        }
    }

    @Test("program regenerate names every exercise that came into the week and every one that left it")
    func regenerateNamesChanges() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        func names() throws -> Set<String> {
            let json = try fitshell.run("program", "--json").stdout
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let days = object?["days"] as? [[String: Any]] ?? []
            return Set(
                days.flatMap { (($0["plan"] as? [String: Any])?["exercises"] as? [[String: Any]]) ?? [] }
                    .compactMap { $0["name"] as? String })
        }
        let before = try names()
        let regenerated = try fitshell.run("program", "regenerate", "--seed", "99")
        let after = try names()
        let lines = regenerated.stdout.split(separator: "\n").map(String.init)
        let newLine = lines.first { $0.hasPrefix("New in the week: ") } ?? ""
        #expect(
            !before.subtracting(after).isEmpty && !after.subtracting(before).isEmpty,
            "seed 99 changes the week")
        for name in after.subtracting(before) { #expect(newLine.contains(name), "\(name): \(newLine)") }
        for name in before.subtracting(after) {
            #expect(newLine.contains("No longer in it:") && newLine.contains(name), "\(name): \(newLine)")
        }
        // The same seed again changes nothing and says nothing of it.
        let again = try fitshell.run("program", "regenerate", "--seed", "99").stdout
        #expect(!again.contains("New in the week") && !again.contains("No longer in it"), "\(again)")
    }

    @Test(
        "charts add of a name several exercises share takes the one in history; a plural name is its exercise"
    )
    func namesTheLifterMeans() throws {
        defer { fitshell.cleanUp() }
        try begin(
            "Push", ["barbell bench press - medium grip", "--sets", "1"], ["hammer curl", "--sets", "1"])
        #expect(try fitshell.run("workout", "status").stdout.contains("Hammer Curls"))
        #expect(try fitshell.run("workout", "done", "--weight", "60", "--reps", "5").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        let chart = try fitshell.run("charts", "add", "bench press")
        #expect(
            chart.status == 0 && chart.stdout.contains("Barbell Bench Press - Medium Grip"),
            "\(chart.stdout)\(chart.stderr)")
        // With none of them in history the names are listed to choose from.
        let squat = try fitshell.run("charts", "add", "squat")
        #expect(squat.status != 0 && squat.stderr.contains("matches several exercises"), "\(squat.stderr)")
    }

    @Test(
        "at a pound gym, done without values logs what the Next line said: last time's 60 kg as 130 lb, then its 135 lb"
    )
    func doneLogsWhatNextSaid() throws {
        var clocked = fitshell
        defer { clocked.cleanUp() }
        clocked.now = "2026-11-20T08:00:00Z"
        #expect(try clocked.run("settings", "unit", "lb").status == 0)
        #expect(
            try clocked.run(
                "equipment", "add-gym", "club", "--unit", "lb", "--bar", "45", "--plates",
                "45,45,35,25,10,5,2.5",
                "--kinds", "barbell", "--use"
            ).status == 0)
        for (day, weights) in [("2026-11-20", ["60kg", "135"]), ("2026-11-22", [String]())] {
            clocked.now = "\(day)T08:00:00Z"
            #expect(try clocked.run("workout", "start", "--name", "Row", "--skip-checkin").status == 0)
            #expect(
                try clocked.run(
                    "workout", "add-exercise", "bent over barbell row", "--sets", "2", "--reps", "8"
                )
                .status == 0)
            if weights.isEmpty {
                let first = try clocked.run("workout", "done").stdout
                #expect(
                    first.contains("set 1: 130 lb × 8")
                        && first.contains("set 2 of 2: 135 lb × 8 (as last time)"), "\(first)")
                #expect(try clocked.run("workout", "done").stdout.contains("set 2: 135 lb × 8"))
            } else {
                for weight in weights {
                    #expect(try clocked.run("workout", "done", "--weight", weight, "--reps", "8").status == 0)
                }
                #expect(try clocked.run("workout", "finish").status == 0)
            }
        }
    }

    @Test("a program day done before a regenerate reads as that day, not 'Day A (instead of Day A)'")
    func regeneratedProgramDay() throws {
        defer { fitshell.cleanUp() }
        try setUp()
        #expect(try fitshell.run("workout", "start", "--today", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "20", "--reps", "8").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        #expect(try fitshell.run("program", "regenerate", "--seed", "7").status == 0)
        let week = try fitshell.run("week").stdout
        #expect(week.contains("Mon 23  ✓  Day A") && !week.contains("instead of"), "\(week)")
    }

    @Test(
        "a workout left open overnight and resumed counts the time trained, says so, and history edit --minutes corrects a length"
    )
    func resumedNextDay() throws {
        var clocked = fitshell
        defer { clocked.cleanUp() }
        clocked.now = "2026-12-02T17:00:00Z"
        #expect(try clocked.run("workout", "start", "--name", "Upper", "--skip-checkin").status == 0)
        #expect(try clocked.run("workout", "add-exercise", "barbell squat", "--sets", "3").status == 0)
        for time in ["2026-12-02T17:10:00Z", "2026-12-02T17:20:00Z", "2026-12-03T17:05:00Z"] {
            clocked.now = time
            let done = try clocked.run("workout", "done", "--weight", "100", "--reps", "5")
            #expect(done.status == 0, "\(done.stderr)")
        }
        clocked.now = "2026-12-03T17:35:00Z"
        let finished = try clocked.run("workout", "finish")
        // 10 + 10 + 30 minutes trained; the 23 h 45 min between the second and third sets left out.
        #expect(finished.stdout.contains("50 min"), "\(finished.stdout)")
        #expect(
            finished.stdout.contains(
                "Left open 23 h 45 min between sets: its length counts the 50 min trained"),
            "\(finished.stdout)")
        #expect(try clocked.run("history", "stats").stdout.contains("1 h") == false)
        let shown = try clocked.run("history", "show", "latest").stdout
        #expect(shown.contains("50 min") && !shown.contains("1475"), "\(shown)")
        // A length known better is set by hand; 0 makes it unknown; past a day is refused.
        let edited = try clocked.run("history", "edit", "latest", "--minutes", "65")
        #expect(
            edited.status == 0 && edited.stdout.contains("length: 65 min (was 50 min)"), "\(edited.stdout)")
        #expect(try clocked.run("history", "show", "latest").stdout.contains("65 min"))
        #expect(
            try clocked.run("history", "edit", "latest", "--minutes", "65").stdout.contains("Nothing changed")
        )
        let unknown = try clocked.run("history", "edit", "latest", "--minutes", "0")
        #expect(unknown.status == 0 && unknown.stdout.contains("length: length unknown"), "\(unknown.stdout)")
        #expect(try clocked.run("history", "edit", "latest", "--minutes", "1441").status == 64)
        // A workout done in one go says nothing of the kind.
        clocked.now = "2026-12-04T17:00:00Z"
        #expect(try clocked.run("workout", "start", "--name", "Lower", "--skip-checkin").status == 0)
        #expect(try clocked.run("workout", "add-exercise", "barbell squat", "--sets", "1").status == 0)
        #expect(try clocked.run("workout", "done", "--weight", "100", "--reps", "5").status == 0)
        clocked.now = "2026-12-04T18:10:00Z"
        let plain = try clocked.run("workout", "finish").stdout
        #expect(plain.contains("70 min") && !plain.contains("Left open"), "\(plain)")
    }

    @Test("pull-ups take no weight from last time: a bare done is at bodyweight, added load is typed")
    func bodyweightTakesNoWeight() throws {
        var clocked = fitshell
        defer { clocked.cleanUp() }
        #expect(try clocked.run("settings", "unit", "lb").status == 0)
        clocked.now = "2026-12-05T10:00:00Z"
        #expect(try clocked.run("workout", "start", "--name", "Pull", "--skip-checkin").status == 0)
        #expect(
            try clocked.run("workout", "add-exercise", "pullups", "--sets", "2", "--reps", "10").status == 0)
        #expect(try clocked.run("workout", "done", "--weight", "35", "--reps", "6").status == 0)
        #expect(try clocked.run("workout", "done", "--weight", "35", "--reps", "5").status == 0)
        clocked.now = "2026-12-05T10:30:00Z"
        #expect(try clocked.run("workout", "finish").status == 0)
        clocked.now = "2026-12-07T10:00:00Z"
        #expect(try clocked.run("workout", "start", "--name", "Pull", "--skip-checkin").status == 0)
        #expect(
            try clocked.run("workout", "add-exercise", "pullups", "--sets", "2", "--reps", "10").status == 0)
        let status = try clocked.run("workout", "status").stdout
        // Last time is shown as it was; the set to do is the plan's reps at bodyweight.
        #expect(
            status.contains("Next: Pullups set 1 of 2: 10 reps\n")
                && status.contains("Last time (Pullups): 35 lb × 6"),
            "\(status)")
        let done = try clocked.run("workout", "done", "--reps", "9")
        #expect(done.status == 0 && !done.stdout.contains("35 lb"), "\(done.stdout)")
        let json = try clocked.run("workout", "status", "--json").stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let sets =
            ((object?["active"] as? [String: Any])?["exercises"] as? [[String: Any]])?.first?["sets"]
            as? [[String: Any]]
        #expect(sets?.first?["weight"] == nil && sets?.first?["reps"] as? Int == 9, "\(json.prefix(600))")
        // A weighted variant (a ball that is not the load, the weight that is) keeps last time's load.
        #expect(
            try clocked.run("workout", "add-exercise", "weighted-ball-hyperextension", "--sets", "1").status
                == 0)
        #expect(try clocked.run("workout", "next").status == 0)
        #expect(
            try clocked.run("workout", "set", "2", "1", "--weight", "10", "--reps", "10", "--done").status
                == 0)
        clocked.now = "2026-12-07T10:40:00Z"
        #expect(try clocked.run("workout", "finish").status == 0)
        clocked.now = "2026-12-09T10:00:00Z"
        #expect(try clocked.run("workout", "start", "--name", "Back", "--skip-checkin").status == 0)
        #expect(
            try clocked.run("workout", "add-exercise", "weighted-ball-hyperextension", "--sets", "1").status
                == 0)
        let weighted = try clocked.run("workout", "done")
        #expect(weighted.status == 0 && weighted.stdout.contains("10 lb × 10"), "\(weighted.stdout)")
    }

    @Test("a new PR is said in the user's unit, the weight as typed (lb), in text and --json")
    func newRecordInPounds() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        for (day, weight, reps) in [("2026-11-20", "185", "5"), ("2026-11-21", "195", "3")] {
            var clocked = fitshell
            clocked.now = "\(day)T08:00:00Z"
            #expect(try clocked.run("workout", "start", "--name", "Push", "--skip-checkin").status == 0)
            #expect(
                try clocked.run("workout", "add-exercise", "barbell bench press", "--sets", "1").status == 0)
            #expect(try clocked.run("workout", "done", "--weight", weight, "--reps", reps).status == 0)
            clocked.now = "\(day)T09:00:00Z"
            let finish = try clocked.run("workout", "finish", "--json")
            #expect(finish.status == 0, "\(finish.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(finish.stdout.utf8)) as? [String: Any]
            let records = object?["newRecords"] as? [String] ?? []
            if weight == "195" {
                #expect(records.contains { $0.hasSuffix("heaviest weight 195 lb × 3") }, "\(records)")
                #expect(!records.joined().contains("kg"), "\(records)")
            } else {
                #expect(records.isEmpty, "the first workout beats nothing")
            }
        }
        // Asked by name, an exercise whose sets make no record says why instead of printing nothing.
        var later = fitshell
        later.now = "2026-11-22T08:00:00Z"
        #expect(try later.run("workout", "start", "--name", "Pull", "--skip-checkin").status == 0)
        #expect(try later.run("workout", "add-exercise", "band assisted pull-up", "--sets", "1").status == 0)
        #expect(try later.run("workout", "done", "--weight", "30", "--reps", "8").status == 0)
        later.now = "2026-11-22T08:30:00Z"
        #expect(try later.run("workout", "finish").status == 0)
        let none = try later.run("prs", "band assisted pull-up")
        #expect(
            none.status == 0 && none.stdout.contains("No records for Band Assisted Pull-Up: "),
            "\(none.stdout)")
        // Pull-ups at bodyweight: their most reps are a record, said at the finish that beats it.
        for (day, reps) in [("2026-11-10", ["8", "7"]), ("2026-11-12", ["10", "9"])] {
            later.now = "\(day)T07:00:00Z"
            #expect(try later.run("workout", "start", "--name", "Pull", "--skip-checkin").status == 0)
            #expect(try later.run("workout", "add-exercise", "pullups", "--sets", "2").status == 0)
            for count in reps {
                let done = try later.run("workout", "done", "--weight", "0", "--reps", count)
                #expect(done.status == 0, "\(done.stderr)")
            }
            later.now = "\(day)T07:30:00Z"
            let finished = try later.run("workout", "finish")
            #expect(finished.status == 0, "\(finished.stderr)")
            if reps[0] == "10" {
                #expect(
                    finished.stdout.contains("Pullups: 10 reps with no added weight"), "\(finished.stdout)")
            }
        }
        later.now = "2026-11-22T09:00:00Z"
        let pullups = try later.run("prs", "pullups").stdout
        #expect(pullups.contains("Most reps      10 with no added weight  2026-11-12"), "\(pullups)")
        #expect(!pullups.contains("0 lb") && !pullups.contains("e1RM"), "\(pullups)")
        // No program: a day with a workout reads as one in the week, by its name, not as a rest day.
        var sunday = fitshell
        sunday.now = "2026-11-22T10:00:00Z"
        let week = try sunday.run("week").stdout
        #expect(week.contains("Sat 21  ✓  Push") && week.contains("Fri 20  ✓  Push"), "\(week)")
        #expect(week.contains("Sun 22  ✓  Pull  (today)"), "\(week)")
        #expect(week.contains("Thu 19  ·  rest"), "\(week)")
        // A week across two months names each day's month.
        var december = fitshell
        december.now = "2026-12-02T10:00:00Z"
        let across = try december.run("week").stdout
        #expect(
            across.contains("Mon 30 Nov  ·  rest") && across.contains("Tue 01 Dec  ·  rest")
                && across.contains("Wed 02 Dec  ·  rest  (today)"), "\(across)")
    }
}
