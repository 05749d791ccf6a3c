import Foundation
import Testing

@Suite("E2E: body measurements")
struct BodyEndToEndTests {
    @Test("add, list, trend, CSV out and in, and a whole-profile backup keep every measurement")
    func body() throws {
        var fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("body", "add", "waist", "84", "--date", "2026-08-01").status == 0)
        #expect(
            try fitshell.run("body", "add", "waist", "82.5").stdout
                == "Saved waist 82.5 cm on 2026-11-24 (today).\n")
        #expect(try fitshell.run("body", "add", "thigh", "58", "--side", "left").status == 0)
        let paired = try fitshell.run("body", "add", "thigh", "58")
        #expect(paired.status == 64 && paired.stderr.contains("--side left or --side right"))
        let twice = try fitshell.run("body", "add", "waist", "80")
        #expect(twice.status == 64 && twice.stderr.contains("Add --replace"))
        #expect(try fitshell.run("body", "add", "waist", "9000").status == 64)
        #expect(try fitshell.run("body", "add", "waist", "83", "--date", "tomorrow").status == 64)
        let trend = try fitshell.run("body", "trend", "waist")
        #expect(trend.stdout.contains("Since 2026-08-01  -1.5 cm"))
        let csv = try fitshell.run("body", "export", "-").stdout
        #expect(csv == "date,site,cm\n2026-08-01,waist,84\n2026-11-24,thigh-left,58\n2026-11-24,waist,82.5\n")
        // In inches for a pounds user, as typed.
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("body", "add", "neck", "15.25").stdout.contains("neck 15.25 in"))
        #expect(try fitshell.run("body", "list", "neck", "--json").stdout.contains("\"cm\" : 38.735"))
        // A length may carry its unit, as weights do; one that contradicts --unit is refused.
        #expect(try fitshell.run("body", "add", "hips", "100cm").stdout.contains("hips 100 cm"))
        #expect(try fitshell.run("body", "add", "chest", "40 in", "--unit", "cm").status == 64)
        // A new site spelt like a known one is saved, and said.
        let slip = try fitshell.run("body", "add", "waste", "34")
        #expect(
            slip.status == 0 && slip.stdout.contains("'waste' is a new site. Did you mean waist?"),
            "\(slip.stdout)")
        // The export follows the unit too; its header names it.
        let inches = try fitshell.run("body", "export", "-").stdout
        #expect(inches.hasPrefix("date,site,in\n") && inches.contains(",neck,15.25\n"), "\(inches)")
        // 82.5 cm in inches, to as many places as read back as 82.5 cm (32.48 read back 82.4992).
        #expect(inches.contains("2026-11-24,waist,32.480315\n"), "\(inches)")
        // A whole-profile backup into another profile, then its CSV: the same.
        let archive = fitshell.home.appendingPathComponent("backup.json")
        #expect(try fitshell.run("data", "export", archive.path).status == 0)
        #expect(try fitshell.run("--profile", "copy", "data", "import", archive.path).status == 0)
        #expect(
            try fitshell.run("--profile", "copy", "body", "export", "-").stdout
                == fitshell.run("body", "export", "-").stdout)
        // The inches export read back into a fresh profile gives the same centimetres.
        let inchesFile = fitshell.home.appendingPathComponent("inches.csv")
        try Data(inches.utf8).write(to: inchesFile)
        #expect(try fitshell.run("--profile", "inches", "body", "import", inchesFile.path).status == 0)
        #expect(
            try fitshell.run("--profile", "inches", "body", "export", "-", "--unit", "cm").stdout
                == fitshell.run("body", "export", "-", "--unit", "cm").stdout)
        // CSV into an empty profile: bad rows named, the rest saved.
        let file = fitshell.home.appendingPathComponent("body.csv")
        try Data("date,site,cm\n2026-11-01,waist,85\n2026-11-02,hips,abc\n".utf8).write(to: file)
        let imported = try fitshell.run("--profile", "fresh", "body", "import", file.path)
        #expect(imported.stdout.contains("Imported 1 measurement from 2 rows"))
        #expect(imported.stderr.contains("line 3: 'abc' is not a number"))
        fitshell.now = "2026-11-25T08:00:00Z"
        #expect(try fitshell.run("body", "remove", "waist", "--date", "2026-11-24", "--yes").status == 0)
        #expect(!(try fitshell.run("body", "export", "-").stdout.contains("2026-11-24,waist")))
    }
}
