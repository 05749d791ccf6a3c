import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Two imports of overlapping exports run at once into one profile, 8 times: they end as one
/// after the other would. Every workout is imported by exactly one of them (the counts they
/// report add up to the file's workouts), the version kept of the workout the two files hold
/// differently is the one of the import that ran first, a name that matches no exercise is
/// made into one custom exercise without either import failing, and the folder checks clean.
@Suite("E2E: two imports at once")
struct ImportRaceEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    /// `workouts` workouts of 4 sets, two exercises (one no library exercise matches); the one
    /// numbered `short` has 2 sets only.
    static func csv(workouts: Int, short: Int? = nil) -> String {
        var lines = [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        ]
        for number in 0..<workouts {
            let day = String(format: "2025-%02d-%02d 18:00:00", 1 + number / 28, 1 + number % 28)
            for set in 1...(number == short ? 2 : 4) {
                let exercise = set % 2 == 0 ? "Sled Drag Backwards Heavy" : "Squat (Barbell)"
                lines.append("\(day),Day \(number),1h,\(exercise),\(set),\(100 + number),5,0,0,,,")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("overlapping exports imported at once end as one after the other")
    func overlapping() throws {
        defer { fitshell.cleanUp() }
        let full = fitshell.home.appendingPathComponent("full.csv")
        let part = fitshell.home.appendingPathComponent("part.csv")
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        try Data(Self.csv(workouts: 80).utf8).write(to: full)
        try Data(Self.csv(workouts: 50, short: 49).utf8).write(to: part)
        for round in 1...8 {
            let home = fitshell.home.appendingPathComponent("round\(round)")
            let out = fitshell.home.appendingPathComponent("round\(round).txt")
            let script = """
                export FITSHELL_HOME='\(home.path)'
                fitshell import strong '\(full.path)' --unit kg > '\(out.path).full' 2>&1 & a=$!
                fitshell import strong '\(part.path)' --unit kg > '\(out.path).part' 2>&1 & b=$!
                wait $a; echo "full $?"; wait $b; echo "part $?"
                fitshell history stats --json > '\(out.path).stats'
                fitshell import list --json > '\(out.path).list'
                fitshell import undo --yes --json > '\(out.path).undo'
                fitshell data doctor > /dev/null 2>&1; echo "doctor $?"
                """
            let pid = try fitshell.spawnGroup(script, output: out)
            #expect(Fitshell.wait(pid) == 0)
            let said = try String(contentsOf: out, encoding: .utf8)
            #expect(
                said.contains("full 0") && said.contains("part 0") && said.contains("doctor 0"), "\(said)")
            func imported(_ suffix: String) throws -> Int {
                let text = try String(contentsOfFile: out.path + suffix, encoding: .utf8)
                let match = text.firstMatch(of: /Imported ([0-9]+) workouts/)
                return match.flatMap { Int($0.1) } ?? -1
            }
            let byFull = try imported(".full")
            let byPart = try imported(".part")
            #expect(byFull + byPart == 80, "round \(round): \(byFull) + \(byPart)")
            let stats = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: out.path + ".stats")))
                    as? [String: Any])
            let totals = try #require(stats["totals"] as? [String: Any])
            #expect(totals["workouts"] as? Int == 80, "\(totals)")
            // The full file's workout 49 has 4 sets, the part's 2: whichever import ran first kept its own.
            #expect(totals["sets"] as? Int == (byFull == 80 ? 320 : 318), "round \(round): \(totals)")
            // The custom exercise is the first import's: only its record names it (undoing the
            // other import must not delete what the first one's workouts use).
            let list = try String(contentsOfFile: out.path + ".list", encoding: .utf8)
            #expect(
                list.components(separatedBy: "custom-sled-drag-backwards-heavy").count - 1 == 1,
                "round \(round): \(list)")
            // The records are numbered in the order the imports ran: undo takes back the later
            // (the full file's 30 when the part ran first; an import of nothing new has no record).
            let undo = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: out.path + ".undo"))) as? [String: Any])
            #expect(undo["removed"] as? Int == (byFull == 80 ? 80 : 30), "round \(round): \(undo)")
        }
    }
    @Test("undoing the import that made a custom exercise keeps it while a later import's workouts use it")
    func undoKeepsUsedExercise() throws {
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let first = fitshell.home.appendingPathComponent("first.csv")
        let later = fitshell.home.appendingPathComponent("later.csv")
        // The later file's 6 workouts include the first's 3; the other 3 use the same names, so
        // the later import finds the custom exercise the first one made.
        try Data(Self.csv(workouts: 3).utf8).write(to: first)
        try Data(Self.csv(workouts: 6).utf8).write(to: later)
        #expect(try fitshell.run("import", "strong", first.path, "--unit", "kg").status == 0)
        #expect(try fitshell.run("import", "strong", later.path, "--unit", "kg").status == 0)
        let list = try fitshell.run("import", "list", "--json").stdout
        let batches = try #require(
            try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        let made = batches.filter { ($0["customExercises"] as? [String])?.isEmpty == false }
        #expect(made.count == 1 && made.first?["file"] as? String == "first.csv", "\(list)")
        let firstBatch = try #require(made.first?["batch"] as? String)
        let undo = try fitshell.run("import", "undo", firstBatch, "--yes", "--json")
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(
            !undo.stdout.contains("custom-sled-drag") && !undo.stdout.contains("Sled Drag"), "\(undo.stdout)")
        #expect(try fitshell.run("exercises", "show", "custom-sled-drag-backwards-heavy").status == 0)
        #expect(try fitshell.run("data", "doctor").status == 0)
    }
    /// Runs `command` while another process holds the profile's imports lock for two seconds
    /// (as an import under way would); returns what the script printed (`LABEL STATUS`) and the
    /// command's standard error.
    func whileImportsLocked(_ command: String, label: String) throws -> (said: String, errors: String) {
        let lock = fitshell.home.appendingPathComponent("profiles/default/workouts/.imports.lock")
        let out = fitshell.home.appendingPathComponent("waiting.txt")
        let script = """
            export FITSHELL_HOME='\(fitshell.home.path)'
            mkdir -p "$(dirname '\(lock.path)')"
            flock '\(lock.path)' sleep 2 & holder=$!
            sleep 0.3
            \(command) > /dev/null 2> '\(out.path).err'; echo "\(label) $?"
            wait $holder
            """
        let pid = try fitshell.spawnGroup(script, output: out)
        #expect(Fitshell.wait(pid) == 0)
        return (
            try String(contentsOf: out, encoding: .utf8),
            try String(contentsOfFile: out.path + ".err", encoding: .utf8)
        )
    }

    @Test("an import that waits for another says so on standard error, then imports")
    func waitingIsSaid() throws {
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("file.csv")
        try Data(Self.csv(workouts: 4).utf8).write(to: file)
        #expect(try fitshell.run("import", "strong", file.path, "--unit", "kg", "--dry-run").status == 0)
        let (said, errors) = try whileImportsLocked(
            "fitshell import strong '\(file.path)' --unit kg", label: "import")
        #expect(said.contains("import 0"), "\(said)")
        #expect(
            errors.contains("Another import is running in this profile; waiting for it to finish"),
            "\(errors)")
        #expect(try fitshell.run("history", "--json").stdout.contains("Day 3"))
    }

    @Test("history edit waiting for an import says so on standard error, then saves the correction")
    func editWaitingIsSaid() throws {
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("file.csv")
        try Data(Self.csv(workouts: 2).utf8).write(to: file)
        #expect(try fitshell.run("import", "strong", file.path, "--unit", "kg").status == 0)
        let (said, errors) = try whileImportsLocked(
            "fitshell history edit latest --notes 'after the wait'", label: "edit")
        #expect(said.contains("edit 0"), "\(said) \(errors)")
        #expect(
            errors.contains("Another import is running in this profile; waiting for it to finish"),
            "\(errors)")
        #expect(try fitshell.run("history", "show", "latest", "--json").stdout.contains("after the wait"))
    }

    @Test("Ctrl-C during an import's writes stops it once it is whole and recorded, so undo takes it back")
    func interruptWaitsForTheRecord() throws {
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("big.csv")
        let workouts = 6_000
        var lines = [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        ]
        for number in 0..<workouts {
            let day = String(
                format: "%04d-%02d-%02d 18:00:00", 2000 + number / 300, 1 + number / 25 % 12, 1 + number % 25)
            for set in 1...4 { lines.append("\(day),Day \(number),1h,Squat (Barbell),\(set),100,5,0,0,,,") }
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let lock = fitshell.home.appendingPathComponent("profiles/default/workouts/.imports.lock")
        let out = fitshell.home.appendingPathComponent("interrupt.txt")
        // SIGTERM 50 ms after the import wrote its first workout file; signals are held from the
        // imports lock to the import's record (Ctrl-C's SIGINT is held the same way, but a shell
        // starts a background job with SIGINT ignored, so the test sends the other).
        let written = fitshell.home.appendingPathComponent("profiles/default/workouts/history/2000")
        // Before that, right after the lock is taken: stopped with nothing written, or (when the
        // writes had begun by the time the signal came) whole; never in between.
        let early = fitshell.home.appendingPathComponent("early")
        let earlyLock = early.appendingPathComponent("profiles/default/workouts/.imports.lock")
        let script = """
            export FITSHELL_HOME='\(fitshell.home.path)'
            (umask 077; mkdir -p "$(dirname '\(earlyLock.path)')" "$(dirname '\(lock.path)')")
            FITSHELL_HOME='\(early.path)' fitshell import strong '\(file.path)' --unit kg > /dev/null 2> '\(out.path).early' & first=$!
            while flock -n '\(earlyLock.path)' true; do sleep 0.002; done
            kill -TERM $first
            wait $first; echo "early $?"
            FITSHELL_HOME='\(early.path)' fitshell import list --json > '\(out.path).early-list'
            FITSHELL_HOME='\(early.path)' fitshell data doctor > /dev/null 2>&1; echo "early-doctor $?"
            fitshell import strong '\(file.path)' --unit kg > /dev/null 2> '\(out.path).err' & importer=$!
            while [ ! -d '\(written.path)' ]; do sleep 0.005; done
            sleep 0.05
            kill -TERM $importer
            wait $importer; echo "import $?"
            # A hang-up the process ignores (nohup) stays ignored: no notice, the import ends.
            other='\(fitshell.home.path)/nohup'
            (umask 077; mkdir -p "$other/profiles/default/workouts")
            (trap '' HUP; FITSHELL_HOME="$other" exec fitshell import strong '\(file.path)' --unit kg > /dev/null 2> '\(out.path).hup') & ignoring=$!
            while flock -n "$other/profiles/default/workouts/.imports.lock" true; do sleep 0.005; done
            sleep 0.05
            kill -HUP $ignoring
            wait $ignoring; echo "ignoring $?"
            FITSHELL_HOME="$other" fitshell import list --json > '\(out.path).hup-list'
            fitshell import list --json > '\(out.path).list'
            fitshell data doctor > /dev/null 2>&1; echo "doctor $?"
            """
        let pid = try fitshell.spawnGroup(script, output: out)
        #expect(Fitshell.wait(pid) == 0)
        let said = try String(contentsOf: out, encoding: .utf8)
        let errors = try String(contentsOfFile: out.path + ".err", encoding: .utf8)
        // Right after the lock: all or nothing, and the process ended by the signal either way.
        let earlyErrors = try String(contentsOfFile: out.path + ".early", encoding: .utf8)
        let earlyList = try String(contentsOfFile: out.path + ".early-list", encoding: .utf8)
        #expect(said.contains("early 143") && said.contains("early-doctor 0"), "\(said)")
        let nothing =
            (try JSONSerialization.jsonObject(with: Data(earlyList.utf8)) as? [Any])?.isEmpty == true
        #expect(
            nothing || earlyList.contains("\"workouts\" : \(workouts)"),
            "\(earlyErrors)\(earlyList.prefix(300))")
        if earlyErrors.contains("Stopped before writing anything: nothing was imported.") {
            #expect(nothing, "\(earlyList.prefix(300))")
        }
        print("An import signalled as it took its lock: \(nothing ? "stopped, nothing written" : "whole").")
        // 50 ms into writing 6,000 workouts: the signal came while held, and ended the process
        // (143) once the import was whole.
        #expect(said.contains("import 143"), "\(said)")
        #expect(errors.contains("Interrupted: stopping once this import is written whole"), "\(errors)")
        #expect(said.contains("ignoring 0"), "\(said)")
        let ignored = try String(contentsOfFile: out.path + ".hup", encoding: .utf8)
        #expect(!ignored.contains("Interrupted"), "\(ignored)")
        let ignoredList = try String(contentsOfFile: out.path + ".hup-list", encoding: .utf8)
        #expect(ignoredList.contains("\"workouts\" : \(workouts)"), "\(ignoredList.prefix(300))")
        #expect(said.contains("doctor 0"), "\(said)")
        let list = try String(contentsOfFile: out.path + ".list", encoding: .utf8)
        #expect(list.contains("\"workouts\" : \(workouts)"), "\(list.prefix(400))")
        let undo = try fitshell.run("import", "undo", "--yes")
        #expect(undo.status == 0, "\(undo.stdout)\(undo.stderr)")
        #expect(try fitshell.run("history", "--json").stdout.contains("Day 1") == false)
    }
}
