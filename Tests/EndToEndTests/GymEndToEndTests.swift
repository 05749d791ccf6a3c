import Foundation
import Testing

@Suite("E2E: gyms")
struct GymEndToEndTests {
    @Test(
        "add a home gym, switch, and the calculators and equipment follow; the older selection is the default gym"
    )
    func gyms() throws {
        let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("equipment", "set", "barbell,cable").status == 0)
        let added = try fitshell.run(
            "equipment", "add-gym", "home", "--kinds", "barbell,dumbbell", "--bar", "15", "--plates",
            "20,10,10,5,2.5,1.25", "--dumbbells", "2-20/2")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try fitshell.run("plates", "60").stdout == "60 kg: per side 20 (bar 20 kg)\n")
        let used = try fitshell.run("equipment", "use", "home")
        #expect(used.status == 0 && used.stdout.hasPrefix("Using home: dumbbell, barbell · bar 15 kg"))
        #expect(try fitshell.run("plates", "60").stdout == "60 kg: per side 20 + 2.5 (bar 15 kg)\n")
        #expect(try fitshell.run("warmup", "60").stdout.contains("1. 15 kg × 10   the empty bar"))
        #expect(try fitshell.run("equipment", "list").stdout.contains("[x] dumbbell"))
        // The dashboard names the gym in use (its weights are what workouts ask).
        #expect(try fitshell.run().stdout.contains("At home: Bodyweight, Dumbbells, Barbell"))
        let listed = try fitshell.run("equipment", "gyms", "--json")
        let gyms = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(gyms.map { $0["name"] as? String } == ["default", "home"])
        #expect(gyms.map { $0["active"] as? Bool } == [false, true])
        #expect((gyms.last?["dumbbells"] as? [Double])?.count == 10)
        // Refusals: the gym in use, an unknown one, a duplicate, bad loads; nothing changes.
        let before = try fitshell.run("equipment", "gyms", "--json").stdout
        let inUse = try fitshell.run("equipment", "remove-gym", "home", "--yes")
        #expect(inUse.status != 0 && inUse.stderr.contains("is the gym in use"))
        let unknown = try fitshell.run("equipment", "use", "hotel")
        #expect(unknown.status != 0 && unknown.stderr.contains("Your gyms: default, home"))
        #expect(try fitshell.run("equipment", "add-gym", "HOME").status != 0)
        #expect(try fitshell.run("equipment", "add-gym", "x", "--plates", "20,abc").status == 64)
        #expect(try fitshell.run("equipment", "add-gym", "x", "--dumbbells", "9-1/1").status == 64)
        #expect(try fitshell.run("equipment", "gyms", "--json").stdout == before)
        #expect(try fitshell.run("equipment", "use", "def").status == 0)
        #expect(try fitshell.run("equipment", "remove-gym", "home", "--yes").status == 0)
        #expect(try fitshell.run("equipment", "gyms").stdout == "● default  barbell, cable\n")
        #expect(try fitshell.run("--json").stdout.contains(#""gym" : "default""#))
    }

    @Test(
        "with a gym's uneven dumbbells every target is one of them (14 kg met, +2 kg asks 17.5 kg), and a weight it does not have gets a word"
    )
    func unevenDumbbells() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "home", "--kinds", "dumbbell", "--dumbbells", "10,12,14,17.5,20",
                "--use"
            ).status == 0)
        #expect(try fitshell.run("plans", "create", "Arms").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "arms", "dumbbell bicep curl", "--sets", "2", "--reps", "8",
                "--weight", "14"
            ).status == 0)
        #expect(try fitshell.run("plans", "progression", "arms", "1", "linear", "--step", "2").status == 0)
        fitshell.now = "2026-11-02T08:00:00Z"
        #expect(try fitshell.run("workout", "start", "arms", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "done").status == 0)
        let odd = try fitshell.run("workout", "done", "--weight", "16")
        #expect(
            odd.stdout.contains("The gym in use has no 16 kg dumbbell (nearest: 14 kg and 17.5 kg)"),
            "\(odd.stdout)")
        #expect(try fitshell.run("workout", "set", "1", "2", "--weight", "14").status == 0)
        fitshell.now = "2026-11-02T09:00:00Z"
        #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        fitshell.now = "2026-11-04T07:00:00Z"
        let why = try fitshell.run("progress", "why", "curl")
        #expect(
            why.stdout.contains("Next:    2×8 @ 17.5 kg") && why.stdout.contains("+3.5 kg"), "\(why.stdout)")
        let next = try fitshell.run("workout", "start", "arms", "--skip-checkin")
        #expect(next.stdout.contains("17.5 kg × 8"), "\(next.stdout)")
    }

    @Test("progression changes are rounded to what the gym in use can load (here 2 × 2.5 lb)")
    func progressionFollowsTheGym() throws {
        var fitshell = Fitshell(now: "2026-11-02T07:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "garage", "--kinds", "barbell", "--bar", "45", "--plates",
                "45,25,10,5,2.5",
                "--use"
            ).status == 0)
        #expect(try fitshell.run("plans", "create", "Day A").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "Day A", "barbell squat", "--sets", "1", "--reps", "5", "--weight",
                "200"
            ).status == 0)
        // A 3 lb step cannot be loaded: every change is rounded to 5 lb.
        #expect(
            try fitshell.run("plans", "progression", "Day A", "squat", "linear", "--step", "3").status == 0)
        fitshell.now = "2026-11-02T08:00:00Z"
        #expect(try fitshell.run("workout", "start", "Day A", "--skip-checkin").status == 0)
        fitshell.now = "2026-11-02T08:05:00Z"
        #expect(try fitshell.run("workout", "done").status == 0)
        fitshell.now = "2026-11-02T09:00:00Z"
        #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        fitshell.now = "2026-11-04T07:00:00Z"
        let why = try fitshell.run("progress", "why", "squat")
        #expect(why.stdout.contains("Next:    1×5 @ 205 lb"), "\(why.stdout)")
        // Dumbbells move by the gym's dumbbell step: 4 lb here, so a 5 lb step lands on 4 lb.
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "hotel", "--kinds", "dumbbell", "--dumbbells", "20-60/4", "--use"
            ).status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "Day A", "dumbbell bicep curl", "--sets", "1", "--reps", "10",
                "--weight",
                "20"
            ).status == 0)
        #expect(
            try fitshell.run("plans", "progression", "Day A", "curl", "linear", "--step", "5").status == 0)
        fitshell.now = "2026-11-04T08:00:00Z"
        #expect(try fitshell.run("workout", "start", "Day A", "--skip-checkin").status == 0)
        for minute in 1...2 {
            fitshell.now = "2026-11-04T08:0\(minute):00Z"
            #expect(try fitshell.run("workout", "done").status == 0)
        }
        fitshell.now = "2026-11-04T09:00:00Z"
        #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        fitshell.now = "2026-11-06T07:00:00Z"
        let curl = try fitshell.run("progress", "why", "curl")
        #expect(curl.stdout.contains("Next:    1×10 @ 24 lb"), "\(curl.stdout)")
    }
}
