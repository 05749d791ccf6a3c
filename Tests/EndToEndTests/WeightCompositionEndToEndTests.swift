import Foundation
import Testing

@Suite("E2E: body composition from scale exports")
struct WeightCompositionEndToEndTests {
    static let renpho = """
        Time of Measurement, Weight(kg),BMI,Body Fat(%),Fat-Free Mass(kg),Visceral Fat,Body Water(%),Muscle Mass(kg),Bone Mass(kg),BMR(kcal),Remarks
        25 Nov 2026 at 07:02:11,84.35,26.1,22.4,65.46,9,53.9,62.17,3.29,1801,--
        24 Nov 2026 at 21:40:02,85.10,26.3,22.9,65.61,9,53.6,62.31,3.30,1806,--
        24 Nov 2026 at 06:58:40,84.70,26.2,22.6,65.56,9,53.8,62.27,3.29,1803,--
        01 Oct 2026 at 07:00:00,86.20,26.6,24.0,65.50,10,52.9,61.90,3.28,1815,--

        """

    @Test(
        "import keeps every measure; list, --metric, trend, JSON and export in kg and lb; a round trip is exact"
    )
    func composition() throws {
        let fitshell = Fitshell(now: "2026-11-25T08:00:00Z")
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("renpho.csv")
        try Data(Self.renpho.utf8).write(to: file)
        let imported = try fitshell.run("weight", "import", file.path, "--keep", "last")
        #expect(imported.stdout.contains("Imported 3 weights"))
        let list = try fitshell.run("weight", "list", "--from", "2026-11-24").stdout
        #expect(list.contains("85.1 kg") && list.contains("fat 22.9 %  muscle 62.31 kg  water 53.6 %"))
        let bmr = try fitshell.run("weight", "list", "--from", "2026-11-24", "--metric", "bmr").stdout
        #expect(bmr.contains("BMR 1806 kcal") && bmr.contains("BMR 1801 kcal"))
        let trend = try fitshell.run("weight", "trend", "--metric", "fat", "--from", "2026-10-01").stdout
        #expect(
            trend.contains("Body fat") && trend.contains("Latest            22.4 % on 2026-11-25 (today)"))
        #expect(trend.contains("Since 2026-10-01  -1.35 points"))
        let json = try fitshell.run("weight", "list", "--from", "2026-11-25", "--json").stdout
        #expect(json.contains("\"fat_percent\" : 22.4") && json.contains("\"muscle_mass_kg\" : 62.17"))
        // In a pound profile too: JSON masses are kilograms.
        let inPounds = try fitshell.run("weight", "list", "--from", "2026-11-25", "--json", "--unit", "lb")
            .stdout
        #expect(inPounds.contains("\"muscle_mass_kg\" : 62.17") && !inPounds.contains("_lb\""), "\(inPounds)")
        let unknown = try fitshell.run("weight", "list", "--metric", "elbow")
        #expect(unknown.status == 64)
        // --metric in JSON: the measure's key and value; trends name the unit of their numbers,
        // a measure by the key list and export use.
        let metric = try fitshell.run(
            "weight", "list", "--from", "2026-11-25", "--metric", "muscle", "--json")
        #expect(
            metric.stdout.contains("\"metric\" : \"muscle_mass_kg\"")
                && metric.stdout.contains("\"metricValue\" : 62.17"),
            "\(metric.stdout)")
        let trendJSON = try fitshell.run("weight", "trend", "--json", "--unit", "lb").stdout
        #expect(
            trendJSON.contains("\"massUnit\" : \"kg\"") && trendJSON.contains("\"unit\" : \"lb\""),
            "\(trendJSON)")
        let bone = try fitshell.run("weight", "trend", "--metric", "bone", "--json").stdout
        #expect(
            bone.contains("\"metric\" : \"bone_mass_kg\"") && bone.contains("\"massUnit\" : \"kg\""),
            "\(bone)")
        let fat = try fitshell.run("weight", "trend", "--metric", "fat", "--json").stdout
        #expect(fat.contains("\"metric\" : \"fat_percent\"") && !fat.contains("massUnit"), "\(fat)")
        // Each measure rounded once, in the unit shown: the list and --metric agree.
        let listed = try fitshell.run("weight", "list", "--from", "2026-11-25", "--unit", "lb").stdout
        let alone = try fitshell.run(
            "weight", "list", "--from", "2026-11-25", "--unit", "lb", "--metric", "muscle"
        )
        .stdout
        #expect(listed.contains("muscle 137.06 lb") && alone.contains("137.06 lb"), "\(listed)\n\(alone)")
        // The export, read into another profile, exports the same file: in kg and in lb.
        for unit in ["kg", "lb"] {
            let csv = try fitshell.run("weight", "export", "-", "--unit", unit).stdout
            #expect(csv.hasPrefix("date,weight_\(unit),bmi,fat_percent,lean_mass_\(unit),visceral_fat,"))
            let copy = fitshell.home.appendingPathComponent("export-\(unit).csv")
            try Data(csv.utf8).write(to: copy)
            #expect(try fitshell.run("--profile", "copy-\(unit)", "weight", "import", copy.path).status == 0)
            let again = try fitshell.run("--profile", "copy-\(unit)", "weight", "export", "-", "--unit", unit)
                .stdout
            #expect(again == csv)
        }
        let pounds = try fitshell.run("weight", "export", "-", "--unit", "lb").stdout
        #expect(pounds.contains("2026-11-25,185.959918,26.1,22.4,144.314597,9,53.9,137.061388,7.253208,1801"))
    }

    @Test("a scale file's notes are said, and with --keep-notes added to the journal once")
    func notes() throws {
        let fitshell = Fitshell(now: "2026-11-25T08:00:00Z")
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("withings.csv")
        try Data(
            """
            Date,"Weight (kg)","Fat mass (kg)",Comments
            "2024-01-17 07:31:09",80.42,16.1,
            "2024-01-16 22:05:40",81.10,,"after dinner"
            "2024-01-15 07:28:51",80.65,16.2,"new scale, first reading"

            """.utf8
        ).write(to: file)
        let plain = try fitshell.run("weight", "import", file.path)
        #expect(
            plain.stdout.contains(
                "The file has 2 notes (2024-01-15: \"new scale, first reading\"), which a weight does not keep: --keep-notes adds them to the journal note of their day."
            ), "\(plain.stdout)")
        #expect(try fitshell.run("journal", "show", "--date", "2024-01-16").stdout.contains("Note:") == false)
        let kept = try fitshell.run("weight", "import", file.path, "--keep-notes")
        #expect(kept.stdout.contains("Added 2 notes of the file to the journal"), "\(kept.stdout)")
        #expect(
            try fitshell.run("journal", "show", "--date", "2024-01-16").stdout.contains("Note: after dinner"))
        let again = try fitshell.run("weight", "import", file.path, "--keep-notes").stdout
        #expect(again.contains("Added 0 notes of the file to the journal (2 were there already)"), "\(again)")
        let json = try fitshell.run("weight", "import", file.path, "--json").stdout
        #expect(json.contains("\"text\" : \"after dinner\""), "\(json)")
    }

    @Test("re-importing after an import that kept weights only adds the measures and says so")
    func enrich() throws {
        let fitshell = Fitshell(now: "2026-11-25T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("weight", "add", "84.35").status == 0)
        let file = fitshell.home.appendingPathComponent("renpho.csv")
        try Data(Self.renpho.utf8).write(to: file)
        let imported = try fitshell.run("weight", "import", file.path).stdout
        #expect(
            imported.contains("Added body-composition measures to 1 day saved earlier with the weight alone.")
        )
        #expect(try fitshell.run("weight", "list", "--metric", "visceral").stdout.contains("visceral fat 9"))
    }
}
