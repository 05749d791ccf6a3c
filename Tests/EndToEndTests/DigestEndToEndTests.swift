import Foundation
import Testing

/// `history stats` reads kept per-year digests (`history/digests.json`), derived from the
/// index: damaged, crafted, stale or missing, the digests are rebuilt and the numbers stay right.
@Suite("E2E: the kept year digests of history stats")
struct DigestEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")

    /// Imports 12 workouts in 2025 and 3 in 2026, and returns the digests file.
    func imported() throws -> URL {
        let rows =
            (1...12).map { "2025-03-\(PlainDays.two($0)) 07:00:00,W\($0),Squat (Barbell),1,\(60 + $0),5" }
            + (1...3).map { "2026-01-\(PlainDays.two($0)) 07:00:00,N\($0),Squat (Barbell),1,100,3" }
        let csv =
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n" + rows.joined(separator: "\n")
            + "\n"
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("s.csv")
        try Data(csv.utf8).write(to: file)
        #expect(try fitshell.run("import", file.path).status == 0)
        return fitshell.file("workouts/history/digests.json")
    }

    func stats() throws -> [String: Any] {
        let result = try fitshell.run("history", "stats", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }

    func totals() throws -> (workouts: Int, sets: Int) {
        let totals = try stats()["totals"] as? [String: Any]
        return (totals?["workouts"] as? Int ?? -1, totals?["sets"] as? Int ?? -1)
    }

    @Test("kept, reused, refreshed after a change, and rebuilt when damaged or crafted")
    func lifecycle() throws {
        defer { fitshell.cleanUp() }
        let digests = try imported()
        #expect(try totals() == (15, 15))
        #expect(FileManager.default.fileExists(atPath: digests.path), "the first stats keeps the digests")
        // A workout finished now changes 2026's index: its digest is refreshed.
        #expect(try fitshell.run("workout", "start", "--name", "Now").status == 0)
        #expect(try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "2").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "80", "--reps", "5").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        #expect(try totals() == (16, 16))
        // A digest edited by hand for an unchanged index is what it says (it is a cache of the
        // index), but data doctor finds the disagreement and --fix rebuilds it.
        let text = try String(contentsOf: digests, encoding: .utf8)
        #expect(text.contains("T\\t12\\t"))
        try Data(text.replacingOccurrences(of: "T\\t12\\t", with: "T\\t999\\t").utf8).write(to: digests)
        #expect(try totals().workouts == 16 - 12 + 999)
        let doctor = try fitshell.run("data", "doctor")
        #expect(
            doctor.status == 65
                && doctor.stdout.contains("the kept statistics of 2025 do not match the index"))
        // The statistics of every year, kept beside the digests, carried the same edit.
        #expect(doctor.stdout.contains("the kept statistics of every year do not match the index"))
        let fixed = try fitshell.run("data", "doctor", "--fix")
        #expect(
            fixed.status == 0 && fixed.stdout.contains("statistics of 2025 rebuilt from the index"),
            "\(fixed.stdout)")
        #expect(try totals() == (16, 16))
        // Damaged: set aside, rebuilt, nothing lost, and the run still succeeds (derived file).
        try Data("{\"format\":\"fitshell.history-digests\",\"version\":1,\"data\":{".utf8).write(to: digests)
        let result = try fitshell.run("history", "stats")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("rebuilt"))
        #expect(try totals() == (16, 16))
        // Missing: rebuilt.
        try FileManager.default.removeItem(at: digests)
        #expect(try totals() == (16, 16))
        #expect(try fitshell.run("data", "doctor").status == 0)
    }

    @Test("readers and a finishing writer at once: the kept digests end as a fresh computation gives")
    func readersRaceAWriter() throws {
        defer { fitshell.cleanUp() }
        let digests = try imported()
        // Every workout beats the last (heavier squats); two readers keep computing and keeping
        // digests and records meanwhile.
        let writer = try fitshell.shell(
            """
            for weight in 101 102 103 104 105 106 107 108; do
              fitshell workout start --name "W$weight" --skip-checkin && \\
              fitshell workout add-exercise "barbell squat" --sets 1 && \\
              fitshell workout done --weight $weight --reps 3 && fitshell workout finish
            done
            """)
        let readers = try (0..<2).map { index in
            try fitshell.shell(
                "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do fitshell \(index == 0 ? "prs" : "history stats") --json; done"
            )
        }
        for process in [writer] + readers { process.waitUntilExit() }
        #expect(writer.terminationStatus == 0)
        let kept = (
            try fitshell.run("prs", "--json").stdout, try fitshell.run("history", "stats", "--json").stdout
        )
        try FileManager.default.removeItem(at: digests)
        let fresh = (
            try fitshell.run("prs", "--json").stdout, try fitshell.run("history", "stats", "--json").stdout
        )
        // Byte for byte: records come in a fixed order, reps at each weight lightest first.
        #expect(kept.0 == fresh.0 && kept.1 == fresh.1)
        #expect(kept.0.contains("\"value\" : 108"), "the last workout holds the heaviest squat")
        #expect(try totals() == (23, 23))
        #expect(try fitshell.run("data", "doctor").status == 0)
    }
}

/// Two-digit day numbers for the fixtures.
enum PlainDays {
    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
