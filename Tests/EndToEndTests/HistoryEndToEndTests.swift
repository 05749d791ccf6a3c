import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("E2E: history, records and charts over a generated multi-year history")
struct HistoryEndToEndTests {
    struct Generated {
        let ids: [String]
    }

    /// Logs `count` workouts through the real CLI, one every 25 days from 2023-01-02, with a
    /// warm-up set, progressing weights and varied reps.
    static func generate(_ fitshell: Fitshell, count: Int) throws -> Generated {
        #expect(try fitshell.run("plans", "create", "Legs").status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "legs", "barbell squat", "--sets", "4", "--reps", "5", "--weight",
                "60"
            ).status == 0)
        #expect(
            try fitshell.run(
                "plans", "add-exercise", "legs", "romanian deadlift", "--sets", "2", "--reps", "8",
                "--weight", "70"
            ).status == 0)
        #expect(
            try fitshell.run(
                "plans", "set", "legs", "squat", "--set", "1", "--type", "warm-up", "--weight", "40"
            ).status == 0)
        var ids: [String] = []
        var session = fitshell
        let start = Date(timeIntervalSince1970: 1_672_650_000)  // 2023-01-02T09:00:00Z
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let formatter = ISO8601DateFormatter()
        for index in 0..<count {
            let day = start.addingTimeInterval(Double(index) * 25 * 86_400)
            session.now = formatter.string(from: day)
            #expect(try session.run("workout", "start", "legs", "--skip-checkin").status == 0)
            #expect(try session.run("workout", "done").status == 0)  // the warm-up, at its target
            for _ in 0..<(3 + next(3)) {
                let weight = 60 + Double(index) + Double(next(4)) * 2.5
                let result = try session.run(
                    "workout", "done", "--weight", String(weight), "--reps", String(3 + next(6)))
                if result.status != 0 { break }
            }
            session.now = formatter.string(from: day.addingTimeInterval(Double(40 + next(20)) * 60))
            let finished = try session.run("workout", "finish", "--keep-plan", "--json")
            #expect(finished.status == 0, "\(finished.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(finished.stdout.utf8)) as? [String: Any]
            ids.append(((object?["summary"] as? [String: Any])?["id"] as? String) ?? "")
        }
        return Generated(ids: ids)
    }

    func json(_ fitshell: Fitshell, _ arguments: String...) throws -> Any {
        let result = try fitshell.run(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test(
        "HIST-01..04 GAP-02 GAP-03 CHRT-01..07 DASH-03 DASH-04: totals, PRs, chart points match brute force; SVG well-formed"
    )
    func multiYear() throws {
        let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")
        defer { fitshell.cleanUp() }
        let generated = try Self.generate(fitshell, count: 48)
        var workouts: [[String: Any]] = []
        for id in generated.ids {
            workouts.append(
                try #require(try json(fitshell, "history", "show", String(id.prefix(8))) as? [String: Any]))
        }
        let doneSets = workouts.flatMap { ($0["exercises"] as? [[String: Any]]) ?? [] }
            .flatMap { ($0["sets"] as? [[String: Any]]) ?? [] }.filter { $0["done"] as? Bool == true }
        let volume = doneSets.reduce(0.0) {
            $0 + ($1["weight"] as? Double ?? 0) * Double($1["reps"] as? Int ?? 0)
        }
        let page = try #require(try json(fitshell, "history", "--per-page", "500") as? [String: Any])
        let totals = try #require(page["totals"] as? [String: Any])
        #expect(totals["workouts"] as? Int == 48)
        #expect(totals["sets"] as? Int == doneSets.count)
        #expect(abs((totals["volumeKg"] as? Double ?? 0) - volume) < 0.01)
        let years = Set(
            ((page["workouts"] as? [[String: Any]]) ?? []).compactMap { ($0["date"] as? String)?.prefix(4) })
        #expect(years.count >= 3)
        // Each workout's exercise lines have named fields, and their sets add up to the totals.
        let lines = ((page["workouts"] as? [[String: Any]]) ?? []).flatMap {
            ($0["exercises"] as? [[String: Any]]) ?? []
        }
        #expect(lines.count >= 48 && lines.allSatisfy { $0["exerciseID"] is String && $0["name"] is String })
        #expect(lines.reduce(0) { $0 + ($1["sets"] as? Int ?? 0) } == doneSets.count)

        // Records: working sets only.
        let squatSets = workouts.flatMap { ($0["exercises"] as? [[String: Any]]) ?? [] }
            .filter { $0["exerciseID"] as? String == "barbell-squat" }
            .flatMap { ($0["sets"] as? [[String: Any]]) ?? [] }
            .filter { $0["done"] as? Bool == true && $0["type"] as? String != "warm-up" }
        let heaviest = squatSets.compactMap { $0["weight"] as? Double }.max() ?? 0
        let e1rm =
            squatSets.map { set -> Double in
                let weight = set["weight"] as? Double ?? 0
                let reps = set["reps"] as? Int ?? 0
                return reps == 1 ? weight : weight * (1 + Double(reps) / 30)
            }.max() ?? 0
        let records = try #require(try json(fitshell, "prs") as? [[String: Any]])
        let squat = try #require(records.first { $0["exerciseID"] as? String == "barbell-squat" })
        #expect((squat["heaviest"] as? [String: Any])?["value"] as? Double == heaviest)
        #expect(abs(((squat["bestE1RM"] as? [String: Any])?["value"] as? Double ?? 0) - e1rm) < 1e-6)

        // Chart points: max working weight per session.
        #expect(
            try fitshell.run("charts", "add", "barbell squat", "--metric", "weight", "--x", "session").status
                == 0)
        let chart = try #require(try json(fitshell, "charts", "show", "1") as? [String: Any])
        let points = try #require(chart["points"] as? [[String: Any]])
        let expected = workouts.map { workout -> Double in
            let exercise = ((workout["exercises"] as? [[String: Any]]) ?? []).first {
                $0["exerciseID"] as? String == "barbell-squat"
            }
            let sets = ((exercise?["sets"] as? [[String: Any]]) ?? []).filter {
                $0["done"] as? Bool == true && $0["type"] as? String != "warm-up"
            }
            return sets.compactMap { $0["weight"] as? Double }.max() ?? 0
        }
        #expect(points.compactMap { $0["value"] as? Double } == expected)
        #expect(points.compactMap { $0["session"] as? Int } == Array(1...48))

        // The SVG: well-formed XML with a gradient, the line through every point, labelled ticks.
        let svg = try fitshell.run("charts", "show", "1", "--svg", "-").stdout
        let document = try XMLDocument(xmlString: svg)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(try root.nodes(forXPath: "//*[local-name()='linearGradient']").count == 1)
        let line = try #require(
            try root.nodes(forXPath: "//*[local-name()='path'][@class='line']/@d").first?.stringValue)
        #expect(line.filter { $0 == "M" }.count == 1 && line.filter { $0 == "L" }.count == 47)
        // Sessions 1–48 are labelled on round numbers.
        #expect(
            try root.nodes(forXPath: "//*[local-name()='text'][@class='x-tick']").map(\.stringValue)
                == ["#10", "#20", "#30", "#40"])
        #expect(try root.nodes(forXPath: "//*[local-name()='text'][@class='y-tick']").count == 5)
        #expect(svg.contains("Barbell Squat — Max weight"))

        // Terminal chart, the dashboard sparkline, paging and deletion.
        #expect(try fitshell.run("charts", "show", "1").stdout.contains("48 workouts · x: session"))
        #expect(try fitshell.run().stdout.contains("Barbell Squat weight"))
        #expect(try fitshell.run("history", "--page", "9").status == 64)
        #expect(try fitshell.run("charts", "delete", "1", "--yes").status == 0)
        #expect(try fitshell.run("charts", "--json").stdout == "[\n\n]\n")
        #expect(try fitshell.run("history", "delete", "latest", "--yes").status == 0)
        #expect(
            (try json(fitshell, "history") as? [String: Any]).flatMap {
                ($0["totals"] as? [String: Any])?["workouts"] as? Int
            } == 47)
    }

    @Test(
        "DASH-01 DASH-02 DASH-05 DASH-06 DASH-07 HIST-05: header, plans and how to start them, charts; --json has the same"
    )
    func dashboard() throws {
        let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")
        defer { fitshell.cleanUp() }
        _ = try Self.generate(fitshell, count: 2)
        #expect(try fitshell.run("charts", "add", "romanian deadlift", "--metric", "volume").status == 0)
        let text = try fitshell.run().stdout
        #expect(text.hasPrefix("fitshell  ·  profile default  ·  2026-11-23"))
        #expect(text.contains("Plans\n  Legs · 2 exercises · last used 2023-01-27"))
        #expect(text.contains("fitshell workout start \"Legs\"   # start a plan"))
        #expect(text.contains("Romanian Deadlift best set volume"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(fitshell.run("--json").stdout.utf8)) as? [String: Any]
        )
        #expect((json["plans"] as? [[String: Any]])?.first?["name"] as? String == "Legs")
        #expect((json["charts"] as? [[String: Any]])?.count == 1)
        #expect(try fitshell.run("history", "--help").stdout.contains("fitshell history show latest"))
    }

    @Test(
        "a chart by date lifts its pen over a pause of years (a dashed gap), so it does not read as progress")
    func chartGap() throws {
        var fitshell = Fitshell(now: "2021-01-04T08:00:00Z")
        defer { fitshell.cleanUp() }
        for (index, day) in ["2021-01-04", "2021-01-06", "2021-01-08", "2026-11-16", "2026-11-18"]
            .enumerated()
        {
            fitshell.now = "\(day)T08:00:00Z"
            #expect(try fitshell.run("workout", "start", "--name", "Squat", "--skip-checkin").status == 0)
            #expect(try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "1").status == 0)
            #expect(
                try fitshell.run("workout", "done", "--weight", "\(100 + index * 5)", "--reps", "5").status
                    == 0)
            fitshell.now = "\(day)T09:00:00Z"
            #expect(try fitshell.run("workout", "finish").status == 0)
        }
        #expect(try fitshell.run("charts", "add", "barbell squat", "--metric", "weight").status == 0)
        let svg = try fitshell.run("charts", "show", "1", "--svg", "-").stdout
        let root = try #require(try XMLDocument(xmlString: svg).rootElement())
        let line = try #require(
            try root.nodes(forXPath: "//*[local-name()='path'][@class='line']/@d").first?.stringValue)
        #expect(line.filter { $0 == "M" }.count == 2 && line.filter { $0 == "L" }.count == 3, "\(line)")
        let gap = try #require(
            try root.nodes(forXPath: "//*[local-name()='path'][@class='gap']/@d").first?.stringValue)
        #expect(gap.filter { $0 == "M" }.count == 1 && gap.filter { $0 == "L" }.count == 1, "\(gap)")
        let report = try fitshell.run("report", "--from", "2021-01-01", "--out", "-").stdout
        #expect(report.contains("<title>no sessions from 2021-01-08 to 2026-11-16</title>"))
    }

    @Test(
        "history edit in lb: a typed 1850 for 185 corrected, records and volume follow; a set removed with --yes; name and notes; bad references exit 64 and change nothing"
    )
    func editFinished() throws {
        var fitshell = Fitshell(now: "2026-11-16T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("workout", "start", "--name", "Push", "--skip-checkin").status == 0)
        #expect(
            try fitshell.run("workout", "add-exercise", "barbell bench press - medium grip", "--sets", "3")
                .status == 0)
        for weight in ["185", "1850", "185"] {
            #expect(try fitshell.run("workout", "done", "--weight", weight, "--reps", "5").status == 0)
        }
        fitshell.now = "2026-11-16T09:00:00Z"
        #expect(try fitshell.run("workout", "finish").status == 0)
        #expect(try fitshell.run("prs", "bench press").stdout.contains("Heaviest       1,850 lb × 5"))
        let fixed = try fitshell.run(
            "history", "edit", "latest", "--exercise", "bench", "--set", "2", "--weight", "185")
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(
            fixed.stdout.contains("Barbell Bench Press - Medium Grip set 2: 185 lb × 5 (was 1,850 lb × 5)"),
            "\(fixed.stdout)")
        #expect(try fitshell.run("prs", "bench press").stdout.contains("Heaviest       185 lb × 5"))
        #expect(try fitshell.run("history").stdout.contains("2,775 lb"))
        // A correction typed wrong again is saved, and said to be far above the heaviest before it.
        let retyped = try fitshell.run(
            "history", "edit", "latest", "--exercise", "1", "--set", "1", "--weight", "1850")
        #expect(
            retyped.status == 0
                && retyped.stdout.contains(
                    "That is far above your heaviest Barbell Bench Press - Medium Grip before it (185 lb × 5"),
            "\(retyped.stdout)")
        let back = try fitshell.run(
            "history", "edit", "latest", "--exercise", "1", "--set", "1", "--weight", "185")
        #expect(back.status == 0 && !back.stdout.contains("far above"), "\(back.stdout)")
        // Removing a set asks; without a terminal --yes confirms.
        let asked = try fitshell.run(
            "history", "edit", "latest", "--exercise", "1", "--set", "3", "--remove-set")
        #expect(
            asked.status == 64
                && asked.stderr.contains("remove set 3 of Barbell Bench Press - Medium Grip (185 lb × 5)"))
        let removed = try fitshell.run(
            "history", "edit", "latest", "--exercise", "1", "--set", "3", "--remove-set", "--yes")
        #expect(removed.status == 0 && removed.stdout.contains("set 3 removed (was 185 lb × 5)"))
        let renamed = try fitshell.run(
            "history", "edit", "latest", "--name", "Push A", "--notes", "new shoes")
        #expect(renamed.status == 0 && renamed.stdout.contains("name: Push A (was Push)"))
        let rated = try fitshell.run(
            "history", "edit", "latest", "--exercise", "1", "--set", "1", "--rpe", "9.5")
        #expect(rated.stdout.contains("set 1: 185 lb × 5 @RPE 9.5 (was 185 lb × 5)"), "\(rated.stdout)")
        let shown = try fitshell.run("history", "show", "latest").stdout
        #expect(
            shown.hasPrefix("Push A") && shown.contains("2 sets") && shown.contains("Notes: new shoes"),
            "\(shown)")
        // Wrong references and values: exit 64, the hint names the workout's sets, nothing changes.
        for arguments in [
            ["--exercise", "9", "--set", "1", "--reps", "3"],
            ["--exercise", "1", "--set", "7", "--reps", "3"],
            ["--set", "1", "--reps", "3"], ["--exercise", "1", "--set", "1", "--weight", "3000"], [],
            ["--exercise", "1", "--set", "1", "--remove-set", "--weight", "100", "--yes"],
            // A set named without a change to it (it trapped after saving the notes).
            ["--notes", "x", "--exercise", "1", "--set", "99"],
            ["--name", "X", "--exercise", "1", "--set", "1"],
            ["--name", String(repeating: "n", count: 1_001)],
        ] {
            let bad = try fitshell.run(["history", "edit", "latest"] + arguments)
            #expect(bad.status == 64, "\(arguments): \(bad.stderr)")
        }
        #expect(
            try fitshell.run("history", "edit", "latest", "--exercise", "9", "--set", "1", "--reps", "3")
                .stderr.contains("history show"))
        #expect(try fitshell.run("history", "show", "latest").stdout == shown)
        // The last set cannot be removed: the workout is deleted instead.
        #expect(
            try fitshell.run(
                "history", "edit", "latest", "--exercise", "1", "--set", "2", "--remove-set", "--yes"
            ).status == 0)
        let last = try fitshell.run(
            "history", "edit", "latest", "--exercise", "1", "--set", "1", "--remove-set", "--yes")
        #expect(last.status == 64 && last.stderr.contains("history delete"))
        #expect(try fitshell.run("data", "doctor").status == 0)
        // The next time, a set typed ten times too heavy gets a word before it becomes a record.
        fitshell.now = "2026-11-18T08:00:00Z"
        #expect(try fitshell.run("workout", "start", "--name", " ", "--skip-checkin").status == 64)
        #expect(try fitshell.run("workout", "start", "--name", "Push", "--skip-checkin").status == 0)
        #expect(
            try fitshell.run("workout", "add-exercise", "barbell bench press - medium grip", "--sets", "2")
                .status == 0)
        let typo = try fitshell.run("workout", "done", "--weight", "1850", "--reps", "5")
        #expect(
            typo.status == 0
                && typo.stdout.contains(
                    "That is far above your heaviest Barbell Bench Press - Medium Grip so far (185 lb × 5 on 2026-11-16)"
                ),
            "\(typo.stdout)")
        // A set without targets is shown as `done` would log it: here the set before (last time had one set).
        #expect(
            typo.stdout.contains(
                "Next: Barbell Bench Press - Medium Grip set 2 of 2: 1,850 lb × 5 (as the set before)"))
        let fine = try fitshell.run("workout", "done", "--weight", "190", "--reps", "5")
        #expect(!fine.stdout.contains("far above"))
        // Today's heavier set (190, not the typo) is what a later typo is said against.
        #expect(try fitshell.run("workout", "add-set", "1").status == 0)
        let again = try fitshell.run("workout", "done", "--weight", "300", "--reps", "5")
        #expect(
            again.stdout.contains(
                "That is far above your heaviest Barbell Bench Press - Medium Grip so far (190 lb × 5 today)"
            ),
            "\(again.stdout)")
        // An exercise's first day has no history: today's sets are what a typo is said against.
        #expect(try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "2").status == 0)
        let first = try fitshell.run("workout", "done", "--weight", "135", "--reps", "5")
        #expect(first.status == 0 && !first.stdout.contains("far above"), "\(first.stdout)")
        let tenfold = try fitshell.run("workout", "done", "--weight", "1350", "--reps", "5")
        #expect(
            tenfold.stdout.contains(
                "That is far above your heaviest Barbell Squat so far (135 lb × 5 today)"),
            "\(tenfold.stdout)")
        // A first day's warm-up ramp is not a string of typos.
        #expect(try fitshell.run("workout", "add-exercise", "barbell deadlift", "--sets", "4").status == 0)
        for weight in ["45", "95", "135", "225"] {
            let ramp = try fitshell.run("workout", "done", "--weight", weight, "--reps", "5")
            #expect(ramp.status == 0 && !ramp.stdout.contains("far above"), "\(weight): \(ramp.stdout)")
        }
    }

    @Test("charts show in the terminal leaves months without a workout empty, as the SVG lifts its pen")
    func terminalChartGap() throws {
        var fitshell = Fitshell(now: "2025-01-06T08:00:00Z")
        defer { fitshell.cleanUp() }
        for (day, weight) in [
            ("2025-01-06", "60"), ("2025-01-13", "65"), ("2025-01-20", "70"), ("2026-06-01", "90"),
        ] {
            fitshell.now = "\(day)T08:00:00Z"
            try fitshell.run("workout", "start", "--name", "Legs", "--skip-checkin")
            try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "1")
            #expect(try fitshell.run("workout", "done", "--weight", weight, "--reps", "5").status == 0)
            #expect(try fitshell.run("workout", "finish").status == 0)
        }
        #expect(try fitshell.run("charts", "add", "barbell squat", "--metric", "e1rm").status == 0)
        let rows = try fitshell.run("charts", "show", "1").stdout.split(separator: "\n").filter {
            $0.contains("┤")
        }
        #expect(rows.count == 10)
        // The columns of 2025 to mid-2026 (the middle of the chart) are blank in every row.
        let middle = rows.map { row in String(row.split(separator: "┤", maxSplits: 1).last ?? "") }
            .map { Array($0) }
        #expect(middle.allSatisfy { $0.count > 40 && $0[20..<40].allSatisfy { $0 == " " } }, "\(rows)")
        #expect(middle.contains { $0.last != " " }, "the last workout is drawn")
    }

    @Test("prs lists the most reps at a weight only where no heavier weight was done for as many")
    func mostRepsFrontier() throws {
        let fitshell = Fitshell(now: "2026-11-16T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("workout", "start", "--name", "Bench", "--skip-checkin").status == 0)
        #expect(
            try fitshell.run("workout", "add-exercise", "barbell bench press - medium grip", "--sets", "4")
                .status == 0)
        for (weight, reps) in [("100", "4"), ("98", "1"), ("95", "3"), ("90", "5")] {
            #expect(try fitshell.run("workout", "done", "--weight", weight, "--reps", reps).status == 0)
        }
        #expect(try fitshell.run("workout", "finish").status == 0)
        let prs = try fitshell.run("prs", "bench press").stdout
        #expect(prs.contains("Most reps      100 kg × 4, 90 kg × 5"), "\(prs)")
        // history --exercise finds what was trained, as prs does (the library alone has many benches).
        let listed = try fitshell.run("history", "list", "--exercise", "bench", "--json")
        #expect(listed.status == 0 && listed.stdout.contains("\"workouts\" : 1"), "\(listed.stderr)")
        #expect(
            try fitshell.run("history", "list", "--exercise", "squat").stdout.contains("No finished workouts")
        )
        // A library name never trained: the trained exercises sharing its words are offered.
        let untrained = try fitshell.run("prs", "bench press - with bands")
        #expect(untrained.status == 1, "\(untrained.stdout)")
        #expect(
            untrained.stderr.contains("No records for Bench Press - With Bands yet")
                && untrained.stderr.contains(
                    "Trained: Barbell Bench Press - Medium Grip. Try: fitshell prs \"Barbell Bench Press - Medium Grip\""
                ),
            "\(untrained.stderr)")
    }

    @Test("charts add with a name several trained exercises share lists those, not the library's")
    func chartsAmongTrained() throws {
        var fitshell = Fitshell(now: "2026-11-16T08:00:00Z")
        defer { fitshell.cleanUp() }
        try fitshell.logWorkout(
            "Bench", ["barbell bench press - medium grip", "close-grip barbell bench press"], weight: "60",
            reps: "5")
        let both = try fitshell.run("charts", "add", "bench press")
        #expect(
            both.status == 64
                && both.stderr.contains(
                    "'bench press' matches several exercises: Barbell Bench Press - Medium Grip, Close-Grip Barbell Bench Press."
                ), "\(both.stderr)")
        #expect(try fitshell.run("charts", "add", "close-grip").status == 0)
    }

    @Test("a finished workout is found by its day too (yesterday, -3, YYYY-MM-DD); a day with two names both")
    func workoutByDay() throws {
        var fitshell = Fitshell(now: "2026-11-20T08:00:00Z")
        defer { fitshell.cleanUp() }
        for (start, name) in [
            ("2026-11-20T08:00:00Z", "Legs"), ("2026-11-20T18:00:00Z", "Arms"),
            ("2026-11-22T08:00:00Z", "Push"),
        ] {
            fitshell.now = start
            #expect(try fitshell.run("workout", "start", "--name", name, "--skip-checkin").status == 0)
            #expect(try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "1").status == 0)
            #expect(try fitshell.run("workout", "done", "--weight", "60", "--reps", "5").status == 0)
            #expect(try fitshell.run("workout", "finish").status == 0)
        }
        fitshell.now = "2026-11-23T08:00:00Z"
        #expect(try fitshell.run("history", "show", "yesterday").stdout.hasPrefix("Push"))
        #expect(try fitshell.run("history", "show", "2026-11-22").stdout.hasPrefix("Push"))
        let two = try fitshell.run("history", "show", "-3")
        #expect(
            two.status == 64 && two.stderr.contains("2026-11-20 has 2 workouts:")
                && two.stderr.contains("Legs")
                && two.stderr.contains("Arms"), "\(two.stderr)")
        let none = try fitshell.run("history", "edit", "2026-11-21", "--name", "X")
        #expect(none.status == 64 && none.stderr.contains("No workout started on 2026-11-21."))
        // A day that does not exist is said to be one, not an unknown id.
        let month = try fitshell.run("history", "show", "2026-13-01")
        #expect(
            month.status == 64 && month.stderr.contains("'2026-13-01' is not a day: a month is 01 to 12."),
            "\(month.stderr)")
        #expect(try fitshell.run("history", "edit", "yesterday", "--name", "Push A").status == 0)
        #expect(try fitshell.run("history", "show", "latest").stdout.hasPrefix("Push A"))
    }

    @Test("ENRC-02 the 1RM calculator; GAP-01 workout status shows the previous values")
    func calculatorAndPrevious() throws {
        let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")
        defer { fitshell.cleanUp() }
        let result = try fitshell.run("1rm", "100", "5")
        #expect(result.stdout == "100 kg × 5:\n  Epley    116.67 kg\n  Brzycki  112.5 kg\n")
        #expect(try fitshell.run("1rm", "100", "0").status == 64)
        // The weight may carry its unit, as every weight typed does.
        #expect(try fitshell.run("1rm", "225lb", "3").stdout.hasPrefix("225 lb × 3:\n  Epley    247.5 lb\n"))
        #expect(try fitshell.run("1rm", "100kg", "5", "--unit", "lb").status == 64)
        _ = try Self.generate(fitshell, count: 2)
        #expect(try fitshell.run("workout", "start", "legs", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "status").stdout.contains("Last time (Barbell Squat): 40 kg × 5"))
    }
}
