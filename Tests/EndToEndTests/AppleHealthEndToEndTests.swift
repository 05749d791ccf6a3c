import Foundation
import Testing

@Suite("E2E: Apple Health import")
struct AppleHealthEndToEndTests {
    struct Expectation: Decodable {
        let bodyMass: [String: Double]
        let bodyFat: [String: Double]
        let leanMass: [String: Double]
        let waist: [String: Double]
        let strength: [[Double]]
        let hostile: Int
    }

    struct Weight: Decodable {
        let date: String
        let kg: Double
        let composition: [String: Double]?
    }

    /// The finished workouts without sets that the import made.
    func strengthSessions(_ fitshell: Fitshell) throws -> [[String: Any]] {
        let json = try fitshell.run("history", "export", "-", "--format", "json").stdout
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let workouts =
            (parsed as? [[String: Any]]) ?? ((parsed as? [String: Any])?["workouts"] as? [[String: Any]])
            ?? []
        return workouts.filter { ($0["name"] as? String ?? "").hasSuffix("trength training") }
    }

    func generate(_ fitshell: Fitshell, _ path: URL, _ extra: [String] = []) throws -> Expectation {
        let run = try fitshell.run(
            ["dev", "apple-health-export", path.path, "--days", "200", "--json"] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(Expectation.self, from: Data(run.stdout.utf8))
    }

    @Test(
        "a generated export with hostile records: every weigh-in, body fat, lean mass, waist and strength workout kept, the rest reported; idempotent; undo"
    )
    func export() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("export.xml")
        let expected = try generate(fitshell, file, ["--hostile"])
        let imported = try fitshell.run("import", "apple-health", file.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("\(expected.bodyMass.count) weights"))
        #expect(imported.stdout.contains("\(expected.strength.count) strength workouts"))
        #expect(imported.stdout.contains("× a body mass record without a unit"))
        #expect(imported.stdout.contains("repeated body record"))
        let list = try fitshell.run("weight", "list", "--from", "2000-01-01", "--json").stdout
        let weights = try JSONDecoder().decode([Weight].self, from: Data(list.utf8))
        #expect(weights.count == expected.bodyMass.count)
        var wrong: [String] = []
        for weight in weights {
            if abs(weight.kg - (expected.bodyMass[weight.date] ?? -1)) > 0.001 {
                wrong.append("\(weight.date) kg")
            }
            if abs((weight.composition?["fat_percent"] ?? -1) - (expected.bodyFat[weight.date] ?? -1)) > 0.001
            {
                wrong.append("\(weight.date) fat")
            }
            if abs((weight.composition?["lean_mass_kg"] ?? -1) - (expected.leanMass[weight.date] ?? -1))
                > 0.01
            {
                wrong.append("\(weight.date) lean")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        let waist = try fitshell.run("body", "export", "-").stdout.split(separator: "\n").dropFirst()
        #expect(waist.count == expected.waist.count)
        let sessions = try strengthSessions(fitshell)
        #expect(sessions.count == expected.strength.count)
        let energies = sessions.compactMap { $0["energyKilocalories"] as? Double }.sorted()
        #expect(energies == expected.strength.map { $0[2] }.sorted())
        // Again: nothing added twice.
        let again = try fitshell.run("import", "apple-health", file.path)
        #expect(again.stdout.contains("0 weights") && again.stdout.contains("0 strength workouts"))
        #expect(again.stdout.contains("\(expected.strength.count) workouts imported before"))
        // Undo takes the workouts back.
        #expect(try fitshell.run("import", "undo", "--yes").status == 0)
        #expect(try strengthSessions(fitshell).isEmpty)
    }

    @Test("pounds and inches, a zip from the Health app, and a cut-short file imports nothing (exit 65)")
    func zipAndTruncated() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        let folder = fitshell.home.appendingPathComponent("apple_health_export")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let xml = folder.appendingPathComponent("export.xml")
        let expected = try generate(fitshell, xml, ["--imperial"])
        let cut = fitshell.home.appendingPathComponent("cut.xml")
        _ = try generate(fitshell, cut, ["--imperial", "--truncate-at", "300000"])
        let truncated = try fitshell.run("import", "apple-health", cut.path)
        #expect(truncated.status == 65 && truncated.stderr.contains("cut short"))
        let empty = try fitshell.run("weight", "list", "--json").stdout
        #expect(try JSONDecoder().decode([Weight].self, from: Data(empty.utf8)).isEmpty)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zip") else {
            print("Skipped the zip half: /usr/bin/zip is not installed.")
            return
        }
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        zip.currentDirectoryURL = fitshell.home
        zip.arguments = ["-q", "-r", "export.zip", "apple_health_export"]
        try zip.run()
        zip.waitUntilExit()
        let archive = fitshell.home.appendingPathComponent("export.zip").path
        let imported = try fitshell.run("import", "apple-health", archive)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("\(expected.bodyMass.count) weights"))
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let list = try fitshell.run("weight", "list", "--from", "2000-01-01", "--json").stdout
        let weights = try JSONDecoder().decode([Weight].self, from: Data(list.utf8))
        let off = weights.filter { abs($0.kg - (expected.bodyMass[$0.date] ?? -1)) > 0.001 }
        #expect(weights.count == expected.bodyMass.count && off.isEmpty)
        let notZip = fitshell.home.appendingPathComponent("notes.xml")
        try Data("<notes><note/></notes>".utf8).write(to: notZip)
        let refused = try fitshell.run("import", "apple-health", notZip.path)
        #expect(refused.status == 65 && refused.stderr.contains("not an Apple Health export"))
    }
}
