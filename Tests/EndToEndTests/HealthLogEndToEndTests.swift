import Foundation
import Testing

@Suite("E2E: journal, weight and supplements")
struct HealthLogEndToEndTests {
    let fitshell = Fitshell()

    func bytes(of relative: String) throws -> Data? {
        let url = fitshell.profileFolder.appendingPathComponent(relative)
        return FileManager.default.fileExists(atPath: url.path) ? try Data(contentsOf: url) : nil
    }

    @Test("H2 journal: tag, toggle, note, show per date, range; each change saved at once")
    func journal() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("journal", "tag", "trained", "slept well").status == 0)
        #expect(try fitshell.run("journal", "toggle", "sore", "--date", "-1").status == 0)
        #expect(try fitshell.run("journal", "note", "legs", "felt", "heavy").status == 0)
        let today = try fitshell.run("journal", "--json").stdout
        #expect(today.contains("\"note\" : \"legs felt heavy\""))
        let yesterday = try fitshell.run("journal", "show", "--date", "yesterday").stdout
        #expect(yesterday.contains("[x] sore") && yesterday.contains("[ ] trained"))
        let empty = try fitshell.run("journal", "show", "--date", "2001-01-01").stdout
        #expect(!empty.contains("[x]"))
        let range = try fitshell.run("journal", "show", "--from", "-7").stdout
        #expect(range.split(separator: "\n").count == 2)
        let month = fitshell.files(in: fitshell.profileFolder.appendingPathComponent("journal")).filter {
            $0.hasSuffix(".json") && $0 != "tags.json"
        }
        #expect(!month.isEmpty && month.allSatisfy { $0.count == "2026-11.json".count })
        // A new note replaces the day's and says what it replaced; --append adds a line; --clear
        // says what it removed, or that there was nothing.
        let replaced = try fitshell.run("journal", "note", "second", "note").stdout
        #expect(replaced.contains("Replaced the note: \"legs felt heavy\""), "\(replaced)")
        let appended = try fitshell.run("journal", "note", "--append", "better after warm-up")
        #expect(!appended.stdout.contains("Replaced"), "\(appended.stdout)")
        #expect(
            try fitshell.run("journal", "--json").stdout.contains(
                "\"note\" : \"second note\\nbetter after warm-up\""))
        #expect(
            try fitshell.run("journal", "show").stdout.contains(
                "Note: second note\n        better after warm-up"))
        // Spaces are no note: refused, the note kept.
        #expect(try fitshell.run("journal", "note", "  ").status == 64)
        #expect(try fitshell.run("journal", "show").stdout.contains("Note: second note"))
        let cleared = try fitshell.run("journal", "note", "--clear").stdout
        #expect(cleared.contains("Removed the note: \"second note"), "\(cleared)")
        #expect(try fitshell.run("journal", "note", "--clear").stdout.contains("There was no note on"))
        #expect(try fitshell.run("journal", "note", "--clear", "--append").status == 64)
    }

    @Test(
        "H2 bad input: unknown tag, bad date, missing note text → message, exit 64, nothing changed",
        arguments: [
            (
                ["journal", "tag", "trained", "sleptwel"],
                "There is no tag 'sleptwel'. Did you mean 'slept well'?"
            ),
            (
                ["journal", "tag", "trained", "--date", "2026-02-30"],
                "--date '2026-02-30' is not a day: February 2026 has 28 days."
            ),
            (
                ["journal", "tag", "trained", "--date", "2026-13-01"],
                "--date '2026-13-01' is not a day: a month is 01 to 12."
            ),
            (["journal", "tag", "trained", "--date", "04.12.2026"], "--date '04.12.2026' is not a day."),
            (["journal", "tag", "trained", "--date", "2026-2-3"], "--date '2026-2-3' is not a day.\nhint"),
            (["journal", "tag", "trained", "--date", "2026-02-00"], "is not a day: a day is 01 or later."),
            (
                ["journal", "toggle", "trained", "--date", "last tuesday"],
                "Use today, yesterday, -3 (days ago) or YYYY-MM-DD."
            ),
            (["journal", "note"], "Write the note's text, or use --clear to remove it."),
        ])
    func journalBadInput(arguments: [String], message: String) throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("journal", "tag", "sore")
        let before = try fitshell.run("journal", "--json").stdout
        let result = try fitshell.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message))
        #expect(try fitshell.run("journal", "--json").stdout == before)
    }

    @Test(
        "a damaged settings file: weights shown in kg, a weight typed without its unit refused (nothing replaced) until the unit is set again"
    )
    func damagedSettingsSaysTheUnit() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("weight", "add", "179.8").status == 0)
        try Data(#"{"data":{"unit":"#.utf8).write(to: fitshell.file("settings.json"))
        let damaged = try fitshell.run("weight", "list")
        #expect(damaged.stderr.contains("Preferences will be reset"), "\(damaged.stderr)")
        #expect(
            damaged.stderr.contains(
                "weights are shown in kg until you set your unit again, and a weight typed without its unit is refused until then: 'fitshell settings unit lb' (or kg)"
            ), "\(damaged.stderr)")
        // 179.5 was saved as 179.5 kg over the day's 179.8 lb.
        let refused = try fitshell.run("weight", "add", "179.5", "--replace")
        #expect(refused.status == 64, "\(refused.stdout)")
        #expect(refused.stderr.contains("The weight unit is not known"), "\(refused.stderr)")
        #expect(try fitshell.run("weight", "list", "--unit", "lb").stdout.contains("179.8 lb"))
        // Written with its unit, or with --unit, it is saved; once set again, plain numbers are.
        #expect(try fitshell.run("weight", "add", "179.5lb", "--replace").status == 0)
        #expect(try fitshell.run("weight", "add", "179", "--unit", "lb", "--date", "yesterday").status == 0)
        // A file that says its unit imports; one that does not is refused (nothing saved); a
        // body length without its unit is refused too; showing the dashboard changes nothing.
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let said = fitshell.home.appendingPathComponent("said.csv")
        try Data("date,weight_kg\n2026-10-01,81.5\n".utf8).write(to: said)
        #expect(try fitshell.run("weight", "import", said.path).status == 0)
        let unsaid = fitshell.home.appendingPathComponent("unsaid.csv")
        try Data("date,weight\n2026-10-02,180\n".utf8).write(to: unsaid)
        let refusedImport = try fitshell.run("weight", "import", unsaid.path)
        #expect(
            refusedImport.status == 65 && refusedImport.stderr.contains("your unit setting was lost"),
            "\(refusedImport.stderr)")
        #expect(try fitshell.run("weight", "import", unsaid.path, "--unit", "lb").status == 0)
        let waist = try fitshell.run("body", "add", "waist", "34")
        #expect(
            waist.status == 64 && waist.stderr.contains("The length unit is not known"), "\(waist.stderr)")
        #expect(try fitshell.run("body", "add", "waist", "34in").status == 0)
        _ = try fitshell.run()
        #expect(try fitshell.run("weight", "add", "178", "--date", "-9").status == 64)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("weight", "add", "178.5", "--date", "-2").status == 0)
        let list = try fitshell.run("weight", "list").stdout
        #expect(list.contains("179.5 lb") && list.contains("179 lb") && list.contains("178.5 lb"), "\(list)")
    }

    @Test("journal tags: add, rename, retire, restore")
    func tags() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("journal", "tags", "add", "knee pain").status == 0)
        #expect(try fitshell.run("journal", "tags", "add", "Knee Pain").status == 1)
        try fitshell.run("journal", "tag", "knee pain", "--date", "-2")
        #expect(try fitshell.run("journal", "tags", "rename", "knee pain", "knee ache").status == 0)
        #expect(try fitshell.run("journal", "show", "--date", "-2").stdout.contains("[x] knee ache"))
        #expect(try fitshell.run("journal", "tags", "retire", "knee ache").status == 0)
        #expect(try fitshell.run("journal", "tags").stdout.contains("knee ache (retired)"))
        #expect(try fitshell.run("journal", "tag", "knee ache").status == 1)
        #expect(try fitshell.run("journal", "tags", "restore", "knee ache").status == 0)
    }

    @Test("H3 supplements: seeded stacks, take per date, history, edits")
    func supplements() throws {
        defer { fitshell.cleanUp() }
        let first = try fitshell.run("supplements").stdout
        #expect(
            first.contains("Morning") && first.contains("Vitamin D3") && first.contains("Evening")
                && first.contains("Zinc"))
        #expect(try fitshell.run("supplements", "take", "creatine", "omega").status == 0)
        #expect(try fitshell.run("supplements", "toggle", "zinc", "--date", "-1").status == 0)
        let today = try fitshell.run("supplements", "show").stdout
        #expect(today.contains("[x] Creatine") && today.contains("[ ] Zinc"))
        #expect(try fitshell.run("supplements", "show", "--date", "-1").stdout.contains("[x] Zinc"))
        #expect(try fitshell.run("supplements", "remove", "zinc", "--yes").status == 0)
        #expect(
            try fitshell.run("supplements", "add", "Vitamin K2", "--stack", "morning", "--dose", "100 µg")
                .status == 0)
        let after = try fitshell.run("supplements").stdout
        #expect(!after.contains("Zinc") && after.contains("Vitamin K2"))
        // The day it was taken still shows it, marked removed.
        let past = try fitshell.run("supplements", "show", "--date", "-1").stdout
        #expect(past.contains("[x] Zinc") && past.contains("(removed since)"), "\(past)")
        #expect(try fitshell.run("supplements", "history", "--days", "7").stdout.contains("Creatine"))
        let unknown = try fitshell.run("supplements", "take", "creatin3")
        #expect(unknown.status == 64 && unknown.stderr.contains("Did you mean 'Creatine'?"))
        #expect(try fitshell.run("supplements", "add", "x").status == 64)
    }

    @Test("H1 weight: add, one per day, replace, unit preference, trend, remove with confirmation")
    func weight() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("weight", "add", "82.4").status == 0)
        let again = try fitshell.run("weight", "add", "83")
        // As 'body add' for a measured day: the option that overwrites is missing (64).
        #expect(again.status == 64 && again.stderr.contains("already has a weight of 82.4 kg"))
        let over = try fitshell.run("weight", "add", "83", "--replace").stdout
        #expect(over.contains("Saved 83 kg for 2026-") && over.contains("(was 82.4 kg)."), "\(over)")
        #expect(try fitshell.run("weight", "add", "83", "--replace").stdout.contains("(unchanged)."))
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("weight", "add", "180", "--date", "-3").stdout.contains("Saved 180 lb"))
        #expect(try fitshell.run("weight", "list").stdout.contains("182.98 lb"))
        #expect(try fitshell.run("weight", "trend").stdout.contains("7-day avg"))
        // A unit written after the number is the weight's: 82.3kg in a pound profile, "181.4 lb".
        #expect(try fitshell.run("weight", "add", "82.3kg", "--date", "-5").stdout.contains("Saved 82.3 kg"))
        #expect(
            try fitshell.run("weight", "add", "181.4 lb", "--date", "-6").stdout.contains("Saved 181.4 lb"))
        #expect(try fitshell.run("weight", "list").stdout.contains("181.44 lb"))
        let contradicted = try fitshell.run("weight", "add", "80kg", "--unit", "lb", "--date", "-7")
        #expect(
            contradicted.status == 64 && contradicted.stderr.contains("'80kg' is in kg but --unit says lb"))
        for bad in [
            ["weight", "add", "heavy"], ["weight", "add", "-5"], ["weight", "add", "82", "--unit", "stone"],
            ["weight", "add", "80xg"], ["weight", "add", "80 kg kg"],
        ] {
            #expect(try fitshell.run(bad).status == 64, "\(bad)")
        }
        // A weight far from every recent one is saved and said to be a likely typo; the right
        // weight after it is not (it is near the ones before the typo).
        let typo = try fitshell.run("weight", "add", "106.3", "--date", "-2")
        #expect(
            typo.status == 0 && typo.stdout.contains("Saved 106.3 lb")
                && typo.stdout.contains("That is 73.7 lb below 180 lb on 2026-"), "\(typo.stdout)")
        #expect(typo.stdout.contains("A typo? 'fitshell weight add W --date 2026-"), "\(typo.stdout)")
        let right = try fitshell.run("weight", "add", "182.6", "--date", "-1")
        #expect(right.status == 0 && !right.stdout.contains("typo"), "\(right.stdout)")
        // A day filled in afterwards is judged by the days around it: the typo is the one said,
        // not the right weight saved again after it.
        let late = try fitshell.run("weight", "add", "220", "--date", "-4")
        #expect(late.stdout.contains("A typo?"), "\(late.stdout)")
        let refilled = try fitshell.run("weight", "add", "180", "--date", "-3", "--replace")
        #expect(refilled.status == 0 && !refilled.stdout.contains("A typo?"), "\(refilled.stdout)")
        #expect(try fitshell.run("weight", "remove", "--date", "-3").status == 64)
        #expect(try fitshell.run("weight", "remove", "--date", "-3", "--yes").status == 0)
        #expect(try fitshell.run("weight", "remove", "--date", "-3", "--yes").status == 1)
        // A number that is the weight before in the other unit: that unit is suggested.
        let slip = try fitshell.run("weight", "add", "82.1", "--date", "-8")
        #expect(slip.stdout.contains("Saved 82.1 lb"), "\(slip.stdout)")
        #expect(
            slip.stdout.contains(
                "Meant 82.1 kg? 'fitshell weight add 82.1kg --date 2026-"),
            "\(slip.stdout)")
        #expect(
            slip.stdout.contains("('fitshell settings unit kg' if you weigh in kilograms)"), "\(slip.stdout)")
    }

    @Test("H1.1-H1.5 export, import into a new profile, identical re-export, re-import adds nothing")
    func exportImport() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("weight", "add", "80.5", "--date", "2026-01-02")
        try fitshell.run("weight", "add", "81.25", "--date", "2025-12-30")
        let csv = try fitshell.run("weight", "export").stdout
        #expect(csv == "date,weight_kg\n2025-12-30,81.25\n2026-01-02,80.5\n")
        let file = fitshell.home.appendingPathComponent("w.csv")
        #expect(try fitshell.run("weight", "export", file.path).status == 0)
        #expect(try fitshell.run("weight", "export", file.path).status == 64)
        let imported = try fitshell.run("--profile", "other", "weight", "import", file.path)
        #expect(
            imported.status == 0 && imported.stdout.contains("Imported 2 weights (2025-12-30 to 2026-01-02)"))
        #expect(try fitshell.run("--profile", "other", "weight", "export").stdout == csv)
        let again = try fitshell.run("--profile", "other", "weight", "import", file.path)
        #expect(
            again.stdout.contains("Imported 0 weights")
                && again.stdout.contains("Skipped 2 days that already had a weight"))
        // --replace with the same readings replaces nothing and says so.
        let same = try fitshell.run("--profile", "other", "weight", "import", file.path, "--replace").stdout
        #expect(
            same.contains("Imported 0 weights") && !same.contains("replaced")
                && same.contains("2 days already had the same reading; left as they were."), "\(same)")
    }

    @Test(
        "H1.6 unreadable files: a message with the line, exit 65, nothing changed",
        arguments: [
            ("", "the file is empty"),
            ("name,age\nbob,3\n", "line 1: the header (name, age) has no date and weight columns"),
            ("date,weight\n2026-01-01,\"80\n", "line 2: a quoted field is never closed"),
            ("date,weight\nnope,80\n2026-02-30,81\n", "No row could be imported."),
        ])
    func unreadable(content: String, message: String) throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("weight", "add", "80", "--date", "2026-01-05")
        let before = try bytes(of: "weight/2026.json")
        let file = fitshell.home.appendingPathComponent("bad.csv")
        try Data(content.utf8).write(to: file)
        let result = try fitshell.run("weight", "import", file.path)
        #expect(result.status == 65)
        #expect(result.stderr.contains(message))
        #expect(try bytes(of: "weight/2026.json") == before)
        #expect(
            fitshell.files(in: fitshell.profileFolder.appendingPathComponent("weight")).filter {
                $0.hasSuffix(".json")
            } == ["2026.json"])
    }

    @Test("an export from a pounds profile reads back as typed into a pounds profile and a kilogram one")
    func poundsRoundTrip() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("settings", "unit", "lb")
        try fitshell.run("weight", "add", "181.5", "--date", "2026-01-02")
        let csv = try fitshell.run("weight", "export").stdout
        #expect(csv == "date,weight_lb\n2026-01-02,181.5\n")
        for (unit, shown) in [("lb", "181.5 lb"), ("kg", "82.33 kg")] {
            let other = Fitshell()
            defer { other.cleanUp() }
            try other.run("settings", "unit", unit)
            let imported = try other.run(["weight", "import", "-"], input: csv)
            #expect(
                imported.status == 0 && !imported.stdout.contains("the file does not say"),
                "\(imported.stdout)")
            #expect(try other.run("weight", "list", "--from", "2026-01-01").stdout.contains(shown))
        }
        // A header without a unit is read in the profile's unit, and the import says so.
        let plain = try fitshell.run(
            ["weight", "import", "-", "--replace"], input: "date,weight\n2026-01-03,180\n")
        #expect(
            plain.stdout.contains(
                "Weights read as lb: the file does not say (--unit kg if they are kilograms)."))
    }

    @Test(
        "H1.3 a file path or - (stdin) is read; H1.6 invalid rows are listed with line numbers; --dry-run saves nothing"
    )
    func invalidRows() throws {
        defer { fitshell.cleanUp() }
        let csv = "Date;Weight\n2026-01-01;80,5\n2026-01-02;abc\n2026-13-01;81\n"
        let dry = try fitshell.run(["weight", "import", "-", "--dry-run"], input: csv)
        #expect(dry.status == 0 && dry.stdout.contains("Would import 1 weight "))
        #expect(try fitshell.run("weight", "export").stdout == "date,weight_kg\n")
        let real = try fitshell.run(["weight", "import", "-"], input: csv)
        #expect(real.stdout.contains("line 3: 'abc' is not a number"))
        #expect(real.stdout.contains("line 4: '2026-13-01' is not a valid day"))
        #expect(try fitshell.run("weight", "export").stdout == "date,weight_kg\n2026-01-01,80.5\n")
    }

    @Test("a 10,000-row weight import")
    func largeImport() throws {
        defer { fitshell.cleanUp() }
        var lines = ["date,weight_kg"]
        let start = Date(timeIntervalSince1970: 915_148_800)  // 1999-01-01
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        for day in 0..<10_000 {
            let date = formatter.string(from: start.addingTimeInterval(Double(day) * 86_400))
            lines.append("\(date),\(String(format: "%.1f", 80 + sin(Double(day) / 50) * 5))")
        }
        let file = fitshell.home.appendingPathComponent("big.csv")
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        let result = try fitshell.run("weight", "import", file.path)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Imported 10,000 weights (1999-01-01 to 2026-05-18) from a date/weight CSV of 10,000 rows."))
        let export = try fitshell.run("weight", "export").stdout
        #expect(export.split(separator: "\n").count >= 9_000)
        #expect(try fitshell.run("data", "doctor").status == 0)
    }

    @Test("untag, untake, rename and move; a bad supplement name changes nothing (exit 64)")
    func remainingCommands() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("journal", "tag", "trained", "sore").status == 0)
        #expect(try fitshell.run("journal", "untag", "sore").stdout.contains("[ ] sore"))
        #expect(try fitshell.run("supplements", "take", "zinc", "creatine").status == 0)
        #expect(try fitshell.run("supplements", "untake", "zinc").stdout.contains("[ ] Zinc"))
        let before = try fitshell.run("supplements", "--json").stdout
        let bad = try fitshell.run("supplements", "take", "magnesium", "unobtainium")
        #expect(bad.status == 64 && bad.stderr.contains("There is no supplement 'unobtainium'"))
        #expect(try fitshell.run("supplements", "--json").stdout == before)
        #expect(try fitshell.run("supplements", "rename", "zinc", "Zinc picolinate").status == 0)
        #expect(try fitshell.run("supplements", "move", "zinc picolinate", "--stack", "morning").status == 0)
        #expect(try fitshell.run("supplements").stdout.contains("1 tablet\n  [ ] Zinc picolinate"))
    }

    @Test("the dashboard shows today's journal, supplements and weight")
    func dashboard() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("journal", "tag", "trained")
        try fitshell.run("supplements", "take", "creatine")
        try fitshell.run("weight", "add", "81")
        let out = try fitshell.run().stdout
        #expect(out.contains("Journal\n  trained"))
        #expect(out.contains("Not yet today: Vitamin D3, Omega-3, Multivitamin, Magnesium, Zinc"))
        #expect(out.contains("81 kg on"))
    }
}
