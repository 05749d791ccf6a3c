import Foundation
import Testing

@Suite("E2E: insights")
struct InsightsEndToEndTests {
    @Test(
        "on a generated year: every tag and supplement compared, deterministic by seed, thresholds stated, JSON the same numbers"
    )
    func insights() throws {
        var fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
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
        var fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
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
        let json = try fitshell.run("insights", "--json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let names = (decoded?["habits"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(names) == ["sore", "slept well", "trained", "Zinc"], "\(names)")
        let text = try fitshell.run("insights").stdout
        #expect(
            text.contains(
                "No workouts logged up to 2026-11-24 (a training day is a day with a finished workout"),
            "\(text)")
    }
}
