import Foundation
import Testing

/// `fitshell dev generate`: the benchmark's synthetic profiles.
@Suite("End to end: synthetic profiles")
struct DevGenerateEndToEndTests {
    func tree(_ fitshell: Fitshell) -> [String: Data] {
        var result: [String: Data] = [:]
        let root = fitshell.profileFolder
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let relative = walker.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) {
                result[relative] = data
            }
        }
        return result
    }

    @Test("one seed and clock give the same files; a year holds what the issue asks; data doctor passes")
    func deterministic() throws {
        let first = Fitshell(now: "2026-11-23T08:00:00Z")
        let second = Fitshell(now: "2026-11-23T08:00:00Z")
        defer {
            first.cleanUp()
            second.cleanUp()
        }
        let made = try first.run("dev", "generate", "--years", "1", "--seed", "7", "--json")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try second.run("dev", "generate", "--years", "1", "--seed", "7").status == 0)
        let files = tree(first)
        #expect(files.count > 100 && files == tree(second))
        let counts = try #require(
            try JSONSerialization.jsonObject(with: Data(made.stdout.utf8)) as? [String: Int])
        #expect((140...160).contains(counts["workouts"] ?? 0))
        #expect((counts["sets"] ?? 0) >= 4_000 && counts["exercises"] == 60)
        #expect(counts["journalDays"] == 365 && counts["weights"] == 365)
        #expect((1_900...2_100).contains(counts["supplementMarks"] ?? 0))
        #expect(counts["plans"] == 6 && counts["charts"] == 10)
        // The history the CLI sees is the one written.
        let history = try first.run("history", "stats", "--json")
        let stats = try #require(
            try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let totals = try #require(stats["totals"] as? [String: Any])
        #expect(totals["workouts"] as? Int == counts["workouts"] && totals["sets"] as? Int == counts["sets"])
        let doctor = try first.run("data", "doctor")
        #expect(doctor.status == 0 && !doctor.stdout.contains("not known"), "every file's format is declared")
        // A file of a format no plug-in declares is a problem, not a note.
        let stray = first.file("stray.json")
        try Data(#"{"format":"someone.else","version":1,"data":{}}"#.utf8).write(to: stray)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: stray.path)
        let flagged = try first.run("data", "doctor")
        #expect(flagged.status == 65 && flagged.stdout.contains("is not known to this fitshell"))
        try FileManager.default.removeItem(at: stray)
        // Another seed gives another history.
        let third = Fitshell(now: "2026-11-23T08:00:00Z")
        defer { third.cleanUp() }
        #expect(try third.run("dev", "generate", "--years", "1", "--seed", "8").status == 0)
        #expect(tree(third) != files)
    }

    @Test("a profile that has data is refused, and nothing in it changes")
    func refusesData() throws {
        let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("weight", "add", "80").status == 0)
        let before = tree(fitshell)
        let refused = try fitshell.run("dev", "generate", "--years", "1")
        #expect(refused.status == 1 && refused.stderr.contains("already has data"))
        #expect(tree(fitshell) == before)
        #expect(try fitshell.run("dev", "generate", "--years", "99").status == 64)
    }
}
