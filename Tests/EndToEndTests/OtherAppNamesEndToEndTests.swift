import Foundation
import Testing

/// Someone coming from Strong or Hevy types names as those apps write them: every command that
/// takes an exercise finds the one the import put the name in, with its history.
@Suite("E2E: names as Strong and Hevy write them")
struct OtherAppNamesEndToEndTests {
    static let csv = """
        Date,Workout Name,Exercise Name,Set Order,Weight (lbs),Reps
        2026-11-02 07:00:00,Pull,Pendlay Row (Barbell),1,135,8
        2026-11-02 07:00:00,Pull,Pendlay Row (Barbell),2,135,8
        2026-11-02 07:00:00,Pull,Lateral Raise (Cable),1,15,12
        2026-11-02 07:00:00,Pull,Preacher Curl (Barbell),1,50,10
        2026-11-02 07:00:00,Pull,Lat Pulldown (Cable),1,120,10
        2026-11-02 07:00:00,Pull,Lat Pulldown - Close Grip (Cable),1,110,10

        """

    @Test(
        "after an import, prs, plans add-exercise, plans progression, progress why, charts and workout edits take 'Pendlay Row (Barbell)', 'Lateral Raise (Cable)' and 'Preacher Curl (Barbell)'"
    )
    func typedAsImported() throws {
        var fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("strong.csv")
        try Data(Self.csv.utf8).write(to: file)
        #expect(try fitshell.run("import", "strong", file.path).status == 0)
        // prs names the one exercise the name is, with its records (it said "no records" for
        // Pendlay Row, and listed three pulldowns for "Lat Pulldown (Cable)").
        let row = try fitshell.run("prs", "Pendlay Row (Barbell)")
        #expect(
            row.status == 0 && row.stdout.contains("Bent Over Barbell Row")
                && row.stdout.contains("135 lb × 8"), "\(row.stdout)\(row.stderr)")
        let pulldown = try fitshell.run("prs", "Lat Pulldown (Cable)").stdout
        #expect(pulldown.contains("120 lb") && !pulldown.contains("110 lb"), "\(pulldown)")
        let raise = try fitshell.run("prs", "Lateral Raise (Cable)")
        #expect(raise.status == 0 && raise.stdout.contains("15 lb × 12"), "\(raise.stdout)\(raise.stderr)")
        // The plan gets the exercise the history holds; its rule and `progress why` take the name too.
        #expect(try fitshell.run("plans", "create", "Pull").status == 0)
        for name in ["Pendlay Row (Barbell)", "Lateral Raise (Cable)", "Preacher Curl (Barbell)"] {
            let added = try fitshell.run(
                "plans", "add-exercise", "Pull", name, "--sets", "2", "--reps", "10", "--weight", "50")
            #expect(added.status == 0, "\(name): \(added.stderr)")
        }
        let raiseName = try #require(
            raise.stdout.split(separator: "\n").first.map(String.init), "the exercise prs named")
        #expect(try fitshell.run("plans", "show", "Pull").stdout.contains(raiseName))
        let rule = try fitshell.run(
            "plans", "progression", "Pull", "Lateral Raise (Cable)", "double", "--reps", "10-15")
        #expect(rule.status == 0, "\(rule.stderr)")
        #expect(
            try fitshell.run("plans", "progression", "Pull", "Pendlay Row (Barbell)", "linear").status == 0)
        let why = try fitshell.run("progress", "why", "Pendlay Row (Barbell)")
        #expect(why.status == 0 && why.stdout.contains("Bent Over Barbell Row"), "\(why.stdout)\(why.stderr)")
        #expect(try fitshell.run("charts", "add", "Preacher Curl (Barbell)").status == 0)
        // In a workout from the plan, the names reach the same exercises.
        fitshell.now = "2026-11-23T09:00:00Z"
        #expect(try fitshell.run("workout", "start", "Pull", "--skip-checkin").status == 0)
        let note = try fitshell.run("workout", "note", "elbows in", "--exercise", "Preacher Curl (Barbell)")
        #expect(note.status == 0, "\(note.stderr)")
        let done = try fitshell.run(
            "workout", "set", "Lateral Raise (Cable)", "1", "--reps", "12", "--weight", "15")
        #expect(done.status == 0, "\(done.stderr)")
    }
}
