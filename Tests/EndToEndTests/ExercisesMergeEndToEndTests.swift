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

    @Test("merging an exercise into itself is a usage error; an unknown name says so")
    func refusals() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("exercises", "merge", "leg-press", "Leg Press", "--yes").status == 64)
        let unknown = try fitshell.run("exercises", "merge", "Zqxwv Flarp", "leg-press", "--yes")
        #expect(unknown.status == 64 && unknown.stderr.contains("No exercise matches"), "\(unknown.stderr)")
    }
}
