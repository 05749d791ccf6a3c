import Foundation
import Testing

@Suite("E2E: fitshell plates")
struct PlatesEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")

    @Test("plates per side in kg and lb, the nearest loadable weights, and clear refusals")
    func plates() throws {
        defer { fitshell.cleanUp() }
        let hundred = try fitshell.run("plates", "100")
        #expect(hundred.status == 0 && hundred.stdout == "100 kg: per side 25 + 15 (bar 20 kg)\n")
        let pounds = try fitshell.run("plates", "315", "--unit", "lb")
        #expect(pounds.stdout == "315 lb: per side 45 + 45 + 45 (bar 45 lb)\n")
        let odd = try fitshell.run("plates", "101")
        #expect(odd.status == 0 && odd.stdout.contains("Nearest:"))
        #expect(
            odd.stdout.contains("100 kg: per side 25 + 15")
                && odd.stdout.contains("102.5 kg: per side 25 + 15 + 1.25"))
        let home = try fitshell.run("plates", "62.5", "--bar", "15", "--plates", "20,10,10,5,2.5", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(home.stdout.utf8)) as? [String: Any]
        #expect((object?["below"] as? [String: Any])?["total"] as? Double == 60)
        #expect((object?["above"] as? [String: Any])?["total"] as? Double == 65)
        #expect(object?["exact"] == nil)
        #expect(
            try fitshell.run("plates", "105", "--collars", "2.5").stdout
                == "105 kg: per side 25 + 15 (bar 20 kg + collars 2 × 2.5 kg)\n")
        #expect(try fitshell.run("plates", "100", "--collars", "x").status == 64)
        let light = try fitshell.run("plates", "15")
        #expect(light.status == 64 && light.stderr.contains("less than the bar (20 kg)"))
        #expect(try fitshell.run("plates", "heavy").status == 64)
        #expect(try fitshell.run("plates", "60", "--plates", "20,x").status == 64)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("plates", "135").stdout == "135 lb: per side 45 (bar 45 lb)\n")
    }

    @Test("plates and warmup take a weight with its unit (84kg in a pound profile), as --weight does")
    func unitAfterWeight() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let plates = try fitshell.run("plates", "84kg")
        #expect(
            plates.status == 0 && plates.stdout.contains("84 kg cannot be loaded")
                && plates.stdout.contains("185 lb: per side 45 + 25"), "\(plates.stdout)")
        let warmup = try fitshell.run("warmup", "100 kg")
        #expect(
            warmup.status == 0 && warmup.stdout.contains("Warm-up for 100 kg (bar 45 lb)"), "\(warmup.stdout)"
        )
        let json = try fitshell.run("plates", "84kg", "--json").stdout
        #expect(json.contains("\"target\" : 185.19") && json.contains("\"unit\" : \"lb\""), "\(json)")
        // --bar may carry its unit too: a 20-kg bar with pound plates is 44.09 lb.
        let bar = try fitshell.run("plates", "135", "--bar", "20kg", "--plates", "45,45")
        #expect(bar.status == 0 && bar.stdout.contains("134.09 lb: per side 45"), "\(bar.stdout)")
        let contradicted = try fitshell.run("plates", "84kg", "--unit", "lb")
        #expect(
            contradicted.status == 64 && contradicted.stderr.contains("'84kg' is in kg but --unit says lb"))
    }

    @Test("plates and warmup in a gym with no barbell say the bar and plates are a commercial gym's")
    func gymWithoutBar() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(
            try fitshell.run(
                "equipment", "add-gym", "home", "--kinds", "dumbbell,band", "--dumbbells", "5-50/5", "--use"
            )
            .status == 0)
        let plates = try fitshell.run("plates", "135")
        #expect(plates.status == 0)
        #expect(
            plates.stdout == """
                The gym 'home' has no barbell: counted for a commercial gym's bar 45 lb and plates (give yours \
                with --bar and --plates, or 'fitshell equipment select barbell').
                135 lb: per side 45 (bar 45 lb)

                """)
        let json = try JSONSerialization.jsonObject(
            with: Data(try fitshell.run("plates", "135", "--json").stdout.utf8))
        #expect((json as? [String: Any])?["commercialBar"] as? Bool == true)
        let ramp = try fitshell.run("warmup", "135")
        #expect(ramp.status == 0 && ramp.stdout.hasPrefix("The gym 'home' has no barbell"))
        // Bars given on the command line are the user's: no note.
        let own = try fitshell.run("plates", "95", "--bar", "35", "--plates", "45,25,10,5")
        #expect(own.stdout == "95 lb: per side 25 + 5 (bar 35 lb)\n")
        // Once the gym has a barbell, the note goes.
        #expect(try fitshell.run("equipment", "select", "barbell").status == 0)
        #expect(try fitshell.run("plates", "135").stdout == "135 lb: per side 45 (bar 45 lb)\n")
    }

    @Test("warmup: a ramp the plates make, in kg and lb, and clear refusals")
    func warmup() throws {
        defer { fitshell.cleanUp() }
        let ramp = try fitshell.run("warmup", "100")
        #expect(ramp.status == 0)
        #expect(
            ramp.stdout == """
                Warm-up for 100 kg (bar 20 kg)
                  1. 20 kg × 10   the empty bar
                  2. 40 kg × 5    per side 10
                  3. 62.5 kg × 3  per side 20 + 1.25
                  4. 85 kg × 2    per side 25 + 5 + 2.5

                """)
        let json = try fitshell.run("warmup", "225", "--unit", "lb", "--sets", "3", "--json")
        let sets = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(sets.map { $0["weight"] as? Double ?? 0 } == [45, 90, 190])
        #expect(try fitshell.run("warmup", "20").stdout.contains("no warm-up sets"))
        #expect(try fitshell.run("warmup", "10").status == 64)
        #expect(try fitshell.run("warmup", "100", "--sets", "0").status == 64)
    }

    @Test("workout plates: a plan's barbell sets loaded in order with the fewest plate moves")
    func wholeWorkout() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Day A").status == 0)
        for (name, sets, weight) in [
            ("barbell squat", "2", "100"), ("barbell bench press - medium grip", "2", "80"),
            ("dumbbell bicep curl", "2", "15"),
        ] {
            #expect(
                try fitshell.run("plans", "add-exercise", "Day A", name, "--sets", sets, "--weight", weight)
                    .status == 0)
        }
        let plan = try fitshell.run("workout", "plates", "--plan", "Day A")
        #expect(plan.status == 0)
        #expect(plan.stdout.contains("Barbell Squat                      1    100 kg  25 + 15   on 25 + 15"))
        #expect(
            plan.stdout.contains("Barbell Bench Press - Medium Grip  1    80 kg   25 + 5    off 15, on 5"))
        #expect(!plan.stdout.contains("Curl"))
        #expect(plan.stdout.hasSuffix("4 plates moved per side in all.\n"))
        let none = try fitshell.run("workout", "plates")
        #expect(none.status == 1 && none.stderr.contains("No workout in progress"))
        #expect(try fitshell.run("plans", "set", "Day A", "1", "--set", "1", "--weight", "10").status == 0)
        let light = try fitshell.run("workout", "plates", "--plan", "Day A")
        #expect(light.status == 64 && light.stderr.contains("lighter than the bar (20 kg)"))
    }
}
