import Foundation
import Testing

@Suite("E2E: exercise library")
struct ExercisesEndToEndTests {
    let fitshell = Fitshell()

    @Test("EXER-06 search ranks Barbell Bench Press first and forgives typos")
    func search() throws {
        defer { fitshell.cleanUp() }
        let bench = try fitshell.run("exercises", "search", "bench", "--limit", "3")
        #expect(bench.status == 0)
        #expect(
            bench.stdout.split(separator: "\n").dropFirst().first?.hasPrefix(
                "Barbell Bench Press - Medium Grip") == true)
        let curl = try fitshell.run("exercises", "search", "dumbell", "curl", "--json")
        #expect(curl.status == 0 && curl.stdout.contains("\"name\" : \"Dumbbell Bicep Curl\""))
        let none = try fitshell.run("exercises", "search", "qqqxxzz")
        #expect(none.status == 1 && none.stderr.contains("No exercise matches 'qqqxxzz'."))
    }

    @Test("EXER-07 list filters by category, equipment and knee load")
    func list() throws {
        defer { fitshell.cleanUp() }
        let result = try fitshell.run(
            "exercises", "list", "--category", "legs", "--equipment", "dumbbell", "--knee-load", "low",
            "--json")
        #expect(result.status == 0)
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(!items.isEmpty)
        #expect(
            items.allSatisfy {
                $0["category"] as? String == "legs" && $0["equipment"] as? String == "dumbbell"
                    && $0["kneeLoad"] as? String == "low"
            })
        let bad = try fitshell.run("exercises", "list", "--category", "armz")
        #expect(bad.status == 64 && bad.stderr.contains("Did you mean 'arms'?"))
    }

    @Test("EXER-01 show prints metadata and cues; ambiguous names list candidates (exit 64)")
    func show() throws {
        defer { fitshell.cleanUp() }
        let squat = try fitshell.run("exercises", "show", "barbell-squat")
        #expect(squat.status == 0)
        #expect(squat.stdout.contains("Knee load  High"))
        #expect(squat.stdout.contains("Cues\n  • Bar on the upper back"))
        let ambiguous = try fitshell.run("exercises", "show", "barbell")
        #expect(ambiguous.status == 64 && ambiguous.stderr.contains("matches several exercises"))
    }

    @Test("EXER-02..05 custom exercises: add, duplicate refused, edit, delete with confirmation")
    func custom() throws {
        defer { fitshell.cleanUp() }
        let added = try fitshell.run(
            "exercises", "add", "Zercher Carry", "--category", "core", "--equipment", "barbell", "--muscles",
            "abdominals")
        #expect(added.status == 0 && added.stdout.contains("Added Zercher Carry (custom-zercher-carry)"))
        let duplicate = try fitshell.run("exercises", "add", "  zercher   CARRY")
        #expect(
            duplicate.status == 1
                && duplicate.stderr.contains("An exercise named 'Zercher Carry' already exists"))
        let system = try fitshell.run("exercises", "add", "barbell squat")
        #expect(system.status == 1 && system.stderr.contains("'Barbell Squat' already exists"))
        #expect(
            try fitshell.run("exercises", "edit", "zercher c", "--name", "Zercher Walk", "--category", "legs")
                .status == 0)
        #expect(try fitshell.run("exercises", "list", "--custom").stdout.contains("Zercher Walk *  Legs"))
        #expect(try fitshell.run("exercises", "edit", "barbell-squat", "--notes", "x").status == 1)
        let unconfirmed = try fitshell.run("exercises", "delete", "zercher walk")
        #expect(unconfirmed.status == 64)
        #expect(try fitshell.run("exercises", "delete", "zercher walk", "--yes").status == 0)
        #expect(try fitshell.run("exercises", "list", "--custom", "--json").stdout == "[\n\n]\n")
    }

    @Test("import reads free-exercise-db JSON, is idempotent, and rejects other files with exit 65")
    func importing() throws {
        defer { fitshell.cleanUp() }
        let file = fitshell.home.appendingPathComponent("mine.json")
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        try Data(
            #"[{"id":"Plank","name":"Plank","instructions":["Hold a straight line."]},{"name":"Nordic Curl","primaryMuscles":["hamstrings"],"instructions":["Lower slowly."]}]"#
                .utf8
        ).write(to: file)
        let first = try fitshell.run("exercises", "import", file.path)
        #expect(
            first.status == 0
                && first.stdout.contains(
                    "Added instructions to 1 exercises (0 already had them) and 1 new exercises.")
        )
        let second = try fitshell.run("exercises", "import", file.path)
        #expect(
            second.stdout.contains(
                "Added instructions to 0 exercises (2 already had them) and 0 new exercises."))
        #expect(
            try fitshell.run("exercises", "show", "plank").stdout.contains(
                "Instructions\n  1. Hold a straight line."))
        try Data("not json".utf8).write(to: file)
        let bad = try fitshell.run("exercises", "import", file.path)
        #expect(bad.status == 65 && bad.stderr.contains("not a free-exercise-db JSON list"))
        let missing = try fitshell.run("exercises", "import", "/nonexistent/file.json")
        #expect(missing.status == 74 && missing.stderr.contains("No file at /nonexistent/file.json"))
    }

    @Test(
        "import of the full free-exercise-db from ../shared/data",
        .enabled(
            if: FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../../shared/data/free-exercise-db.json").standardizedFileURL
                    .path),
            "../shared/data is absent"))
    func importRealFile() throws {
        defer { fitshell.cleanUp() }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/data/free-exercise-db.json").standardizedFileURL
        let result = try fitshell.run("exercises", "import", source.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("873 entries read. Added instructions to 868 exercises"))
        #expect(
            try fitshell.run("exercises", "import", source.path).stdout.contains(
                "Added instructions to 0 exercises"))
    }
}
