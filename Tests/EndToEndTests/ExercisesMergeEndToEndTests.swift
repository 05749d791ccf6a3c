import Foundation
import Testing

/// `exercises merge`: an imported custom exercise folded into the library's, with the numbers.
@Suite("E2E: exercises merge")
struct ExercisesMergeEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    static let csv = """
        Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps
        2026-11-02 07:00:00,A,Belt Squat,1,120,8
        2026-11-02 07:00:00,A,Belt Squat,2,150,5
        2026-11-02 07:00:00,A,Squat (Barbell),1,100,5
        2026-11-04 07:00:00,B,Belt Squat,1,130,8

        """

    /// Writes `content` to `name` in the test's home; its path.
    func write(_ name: String, _ content: String) throws -> String {
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent(name)
        try Data(content.utf8).write(to: file)
        return file.path
    }

    func folderHash() throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = fitshell.profileFolder
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test(
        "Belt Squat folded into Leg Press: records, history, plan and chart follow; --dry-run changes no byte"
    )
    func merge() throws {
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("s.csv")
        try Data(Self.csv.utf8).write(to: file)
        #expect(try fitshell.run("import", file.path).status == 0)
        #expect(try fitshell.run("plans", "create", "Legs").status == 0)
        #expect(try fitshell.run("plans", "add-exercise", "Legs", "Belt Squat").status == 0)
        #expect(try fitshell.run("charts", "add", "Belt Squat", "--metric", "weight").status == 0)
        let volume = try fitshell.run("history", "stats", "--json").stdout
        let before = try folderHash()
        let dry = try fitshell.run("exercises", "merge", "Belt Squat", "leg-press", "--dry-run")
        #expect(
            dry.status == 0 && dry.stdout.contains("2 finished workouts (3 sets)")
                && dry.stdout.contains("1 plan"))
        #expect(try folderHash() == before, "a dry run changes nothing on disk")
        #expect(try fitshell.run("exercises", "merge", "Belt Squat", "leg-press").status == 64, "needs --yes")
        let merged = try fitshell.run("exercises", "merge", "Belt Squat", "leg-press", "--yes")
        #expect(merged.status == 0, "\(merged.stderr)")
        let prs = try fitshell.run("prs", "Leg Press").stdout
        #expect(prs.contains("Heaviest       150 kg × 5"), "\(prs)")
        #expect(!(try fitshell.run("prs").stdout.contains("Belt Squat")))
        #expect(try fitshell.run("history", "show", "latest").stdout.contains("Leg Press"))
        #expect(try fitshell.run("plans", "show", "Legs").stdout.contains("Leg Press"))
        #expect(try fitshell.run("charts", "list").stdout.contains("Leg Press"))
        #expect(
            try fitshell.run("exercises", "show", "Belt Squat").status != 0, "the custom exercise is gone")
        let after = try fitshell.run("history", "stats", "--json").stdout
        #expect(
            after.components(separatedBy: "volumeKg")[1].prefix(20)
                == volume.components(separatedBy: "volumeKg")[1].prefix(20))
        #expect(try fitshell.run("data", "doctor").status == 0)
    }

    @Test(
        "a name folded in with exercises merge, or placed with --map, lands there in every later import (a new export of the whole history)"
    )
    func keptForLaterImports() throws {
        defer { fitshell.cleanUp() }
        let first = try write("first.csv", Self.csv)
        #expect(try fitshell.run("import", first).status == 0)
        let merged = try fitshell.run("exercises", "merge", "Belt Squat", "leg press", "--yes")
        #expect(
            merged.status == 0 && merged.stdout.contains("Later imports of 'Belt Squat' land in Leg Press"))
        // The next export holds the same workouts and a new one: the new belt squats are leg
        // presses, and no custom Belt Squat comes back.
        let later = try write(
            "later.csv",
            Self.csv
                + "2026-11-09 07:00:00,C,Belt Squat,1,160,5\n2026-11-09 07:00:00,C,Hack Squat Machine Pro,1,90,8\n"
        )
        let again = try fitshell.run("import", later, "--map", "Hack Squat Machine Pro=hack squat")
        #expect(again.status == 0 && again.stdout.contains("Imported 1 workout, 2 sets"), "\(again.stdout)")
        #expect(!again.stdout.contains("matched nothing"), "\(again.stdout)")
        let legPress = try fitshell.run("prs", "leg press").stdout
        #expect(legPress.contains("Heaviest       160 kg × 5  2026-11-09"), "\(legPress)")
        #expect(try fitshell.run("exercises", "show", "Belt Squat").status != 0, "no custom Belt Squat again")
        // Both names are kept, and listed; --forget lets one be matched afresh.
        let names = try fitshell.run("import", "names").stdout
        #expect(names.contains("belt squat") && names.contains("Leg Press"), "\(names)")
        #expect(names.contains("hack squat machine pro") && names.contains("Hack Squat"), "\(names)")
        let forgot = try fitshell.run("import", "names", "--forget", "Belt Squat")
        #expect(forgot.status == 0 && forgot.stdout.contains("Forgot 'Belt Squat' (imported as Leg Press)"))
        #expect(try fitshell.run("import", "names", "--forget", "Belt Squat").status == 64)
        #expect(!(try fitshell.run("import", "names").stdout.contains("belt squat")))
        // A library exercise folded into another: the names matched to it land in the other.
        let cable = try write(
            "cable.csv",
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2026-11-16 07:00:00,D,Triceps Extension (Cable),1,20,10\n"
        )
        #expect(
            try fitshell.run("import", cable).stdout.contains(
                "Triceps Extension (Cable)  →  Low Cable Triceps Extension"))
        let folded = try fitshell.run(
            "exercises", "merge", "low-cable-triceps-extension", "triceps pushdown", "--yes")
        #expect(
            folded.stdout.contains(
                "Later imports of names matched to Low Cable Triceps Extension land in Triceps Pushdown"))
        let more = try write(
            "cable2.csv",
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2026-11-16 07:00:00,D,Triceps Extension (Cable),1,20,10\n"
                + "2026-11-18 07:00:00,E,Triceps Extension (Cable),1,25,10\n")
        // The first import kept where it put the name, and the merge moved it along: no longer
        // a guess to check, it lands in the exercise folded into.
        #expect(try fitshell.run("import", more).status == 0)
        let kept = try fitshell.run("import", "names").stdout.split(separator: "\n")
        #expect(
            kept.contains { $0.hasPrefix("triceps extension cable ") && $0.hasSuffix(" Triceps Pushdown") },
            "the kept name follows the fold: \(kept)")
        #expect(
            try fitshell.run("prs", "triceps pushdown").stdout.contains(
                "Heaviest       25 kg × 10  2026-11-18"))
        #expect(
            try fitshell.run("import", "names").stdout.contains(
                "Low Cable Triceps Extension  Triceps Pushdown"))
        let unfolded = try fitshell.run("import", "names", "--forget", "Low Cable Triceps Extension")
        #expect(unfolded.status == 0 && unfolded.stdout.contains("was folded into Triceps Pushdown"))
        // The file is valid for data doctor.
        #expect(try fitshell.run("data", "doctor").status == 0)
    }

    @Test("merging an exercise into itself is a usage error; an unknown name says so")
    func refusals() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("exercises", "merge", "leg-press", "Leg Press", "--yes").status == 64)
        let unknown = try fitshell.run("exercises", "merge", "Zqxwv Flarp", "leg-press", "--yes")
        #expect(unknown.status == 64 && unknown.stderr.contains("No exercise matches"), "\(unknown.stderr)")
    }
}
