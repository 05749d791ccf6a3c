import Foundation
import Testing

@Suite("E2E: insights")
struct InsightsEndToEndTests {
    @Test(
        "on a generated year: every tag and supplement compared, deterministic by seed, thresholds stated, JSON the same numbers"
    )
    func insights() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("dev", "generate", "--years", "1", "--seed", "3").status == 0)
        let text = try fitshell.run("insights")
        #expect(text.status == 0)
        #expect(text.stdout.contains("A difference needs at least 8 training days on each side"))
        #expect(text.stdout.contains("not causes"))
        #expect(text.stdout.contains("Supplement \"Creatine\""))
        #expect(text.stdout.contains("e1RM vs trend"))
        #expect(text.stdout.contains("Strength and body weight (last 180 days)"))
        #expect(try fitshell.run("insights").stdout == text.stdout)
        let strict = try fitshell.run("insights", "--min-days", "1000").stdout
        #expect(strict.contains("not enough data") && !strict.contains("90 %:"))
        let json = try fitshell.run("insights", "--json", "--seed", "9").stdout
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let habits = decoded?["habits"] as? [[String: Any]] ?? []
        #expect(!habits.isEmpty)
        #expect(decoded?["seed"] as? Int == 9)
        #expect(try fitshell.run("insights", "--json", "--seed", "9").stdout == json)
        let lb = try fitshell.run("insights", "--unit", "lb").stdout
        #expect(lb.contains(" lb/week"))
    }

    @Test("an empty profile says how to start, and bad options get usage errors")
    func empty() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        let run = try fitshell.run("insights")
        #expect(run.status == 0 && run.stdout.contains("No journal tags or supplements logged yet"))
        #expect(try fitshell.run("insights", "--min-days", "0").status == 64)
        #expect(try fitshell.run("insights", "--help").stdout.contains("never causes"))
    }

    @Test(
        "without workouts, every day of the journal and supplement log is read (only the last day was), and it says no workout is logged"
    )
    func habitsWithoutWorkouts() throws {
        var fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("journal", "tag", "sore", "--date", "2026-10-30").status == 0)
        #expect(try fitshell.run("journal", "tag", "slept well", "--date", "-3").status == 0)
        #expect(try fitshell.run("journal", "tag", "trained").status == 0)
        #expect(try fitshell.run("supplements", "take", "zinc", "--date", "2026-09-02").status == 0)
        // A note alone (years before) does not start the keeping of tags.
        #expect(try fitshell.run("journal", "note", "old note", "--date", "2018-01-21").status == 0)
        let json = try fitshell.run("insights", "--json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let names = (decoded?["habits"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(names) == ["sore", "slept well", "trained", "Zinc"], "\(names)")
        let text = try fitshell.run("insights").stdout
        #expect(
            text.contains(
                "No workouts logged up to 2026-11-24 (a training day is a day with a finished workout"),
            "\(text)")
        // Workouts before the first tag (2025) are not days "without" a tag, whatever old note
        // the journal holds: only 2026-11-20 and 11-22 are.
        for day in ["2025-06-01", "2026-11-20", "2026-11-22"] {
            try fitshell.logWorkout(
                "Legs", at: "\(day)T08:00:00Z", ["barbell squat"], weight: "100", reps: "5")
        }
        fitshell.now = "2026-11-24T08:00:00Z"
        let counted = try JSONSerialization.jsonObject(
            with: Data(try fitshell.run("insights", "--json").stdout.utf8))
        let sore = ((counted as? [String: Any])?["habits"] as? [[String: Any]])?.first {
            $0["name"] as? String == "sore"
        }
        let without = (sore?["measures"] as? [[String: Any]])?.compactMap { $0["daysWithout"] as? Int }.max()
        #expect(without == 2, "\(String(describing: sore))")
    }
}
