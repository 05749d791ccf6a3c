import Foundation
import Testing

@Suite("E2E: supersets")
struct SupersetEndToEndTests {
    @Test(
        "plans superset groups exercises (A1, A2); the workout alternates them; exports and imports keep them"
    )
    func supersets() throws {
        var fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("plans", "create", "Arms").status == 0)
        for name in ["barbell curl", "triceps pushdown", "plank"] {
            #expect(try fitshell.run("plans", "add-exercise", "Arms", name, "--sets", "2").status == 0)
        }
        let grouped = try fitshell.run("plans", "superset", "Arms", "pushdown", "curl")
        #expect(grouped.status == 0, "\(grouped.stderr)")
        #expect(
            grouped.stdout.contains("1. A1 Triceps Pushdown") && grouped.stdout.contains("2. A2 Barbell Curl")
        )
        #expect(try fitshell.run("plans", "superset", "Arms", "plank").status == 64)
        #expect(try fitshell.run("workout", "start", "Arms", "--skip-checkin").status == 0)
        var names: [String] = []
        for minute in 1...6 {
            fitshell.now = "2026-11-23T08:\(10 + minute):00Z"
            let done = try fitshell.run("workout", "done", "--weight", "20", "--reps", "10", "--json")
            #expect(done.status == 0, "\(done.stderr)")
            let status = try fitshell.run("workout", "status")
            names.append(
                status.stdout.split(separator: "\n").first { $0.hasPrefix("› ") }.map(String.init) ?? "")
        }
        #expect(names[0].contains("A2 Barbell Curl") && names[1].contains("A1 Triceps Pushdown"))
        fitshell.now = "2026-11-23T09:00:00Z"
        #expect(try fitshell.run("workout", "finish", "--keep-plan").status == 0)
        let csv = try fitshell.run("history", "export", "-", "--format", "csv")
        #expect(csv.stdout.split(separator: "\n").first?.hasSuffix(",finished,superset") == true)
        #expect(csv.stdout.contains("Triceps Pushdown,1,working") && csv.stdout.contains(",1\n"))
        // Into a fresh profile and out again: the same CSV.
        let file = fitshell.home.appendingPathComponent("export.csv")
        try Data(csv.stdout.utf8).write(to: file)
        let other = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { other.cleanUp() }
        #expect(try other.run("import", file.path).status == 0)
        // The same rows but the workout's id (an import gives it a new one).
        func withoutIDs(_ text: String) -> [String] {
            text.split(separator: "\n").map { line in
                line.split(separator: ",", omittingEmptySubsequences: false).enumerated().filter {
                    $0.offset != 3
                }
                .map(\.element).joined(separator: ",")
            }
        }
        let again = try other.run("history", "export", "-", "--format", "csv").stdout
        #expect(withoutIDs(again) == withoutIDs(csv.stdout))
        #expect(
            try fitshell.run("plans", "superset", "Arms", "curl", "--remove").stdout.contains(
                "1. Triceps Pushdown"))
    }
}
