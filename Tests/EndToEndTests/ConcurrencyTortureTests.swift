import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Three processes change the same day's journal and supplements and the same active workout
/// at once, 500 operations each: no update is lost and every file validates.
@Suite("Torture: concurrent writers")
struct ConcurrencyTortureTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    /// Writer `index` owns one tag, one supplement and one exercise; it prints the state of
    /// its own tag and supplement after each toggle, and `set` after each added set.
    static func script(tag: String, supplement: String, exercise: Int, operations: Int) -> String {
        """
        k=0
        while [ $k -lt \(operations) ]; do
          k=$((k+1))
          case $((k % 3)) in
            0) fitshell journal toggle "\(tag)" | grep -F "] \(tag)" | sed 's/^ */journal /' ;;
            1) fitshell supplements toggle "\(supplement)" | grep -F "] \(supplement)" | sed 's/^ */supplement /' ;;
            2) fitshell workout add-set \(exercise) >/dev/null && echo set ;;
          esac
        done
        """
    }

    /// `[x]`/`[ ]` states must alternate, starting from selected: a lost update would repeat one.
    static func alternates(_ states: [Bool]) -> Bool {
        states.enumerated().allSatisfy { index, selected in selected == index.isMultiple(of: 2) }
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("3 writers × 500 operations on one day's journal, supplements and active workout lose nothing")
    func concurrentWriters() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("workout", "start", "--name", "Shared", "--skip-checkin").status == 0)
        let writers = [
            ("sore", "Creatine", "barbell squat"), ("travel", "Zinc", "barbell deadlift"),
            ("sick", "Magnesium", "barbell curl"),
        ]
        for writer in writers {
            #expect(try fitshell.run("workout", "add-exercise", writer.2, "--sets", "1").status == 0)
        }
        let operations = 500
        var running: [(pid_t, URL)] = []
        for (index, writer) in writers.enumerated() {
            let output = fitshell.home.appendingPathComponent("writer-\(index).txt")
            let script = Self.script(
                tag: writer.0, supplement: writer.1, exercise: index + 1, operations: operations)
            running.append((try fitshell.spawnGroup(script, output: output), output))
        }
        for (pid, _) in running { #expect(Fitshell.wait(pid) == 0) }

        let status = try fitshell.run("workout", "status", "--json").stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.utf8)) as? [String: Any])
        let active = try #require(object["active"] as? [String: Any])
        let exercises = try #require(active["exercises"] as? [[String: Any]])
        let journal = try Self.json(try fitshell.run("journal", "show", "--json").stdout)
        let selectedTags = Set(
            (journal["tags"] as? [[String: Any]] ?? []).filter { $0["selected"] as? Bool == true }
                .compactMap { $0["id"] as? String })
        let supplements = try Self.json(try fitshell.run("supplements", "--json").stdout)
        let taken = Set(
            ((supplements["morning"] as? [[String: Any]] ?? [])
                + (supplements["evening"] as? [[String: Any]] ?? []))
                .filter { $0["taken"] as? Bool == true }
                .compactMap { ($0["supplement"] as? [String: Any])?["name"] as? String })
        for (index, (_, output)) in running.enumerated() {
            let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
            let tagStates = lines.filter { $0.hasPrefix("journal ") }.map { $0.contains("[x]") }
            let supplementStates = lines.filter { $0.hasPrefix("supplement ") }.map { $0.contains("[x]") }
            let sets = lines.filter { $0 == "set" }.count
            #expect(tagStates.count == operations / 3, "writer \(index) journal acknowledgements")
            #expect(
                supplementStates.count == (operations + 2) / 3, "writer \(index) supplement acknowledgements")
            #expect(sets == (operations + 1) / 3, "writer \(index) sets")
            #expect(Self.alternates(tagStates), "writer \(index): a journal toggle was lost")
            #expect(Self.alternates(supplementStates), "writer \(index): a supplement toggle was lost")
            #expect(
                (exercises[index]["sets"] as? [Any])?.count == 1 + sets, "writer \(index): a set was lost")
            // Final states on disk: an even number of toggles ends unselected, an odd one selected.
            #expect(selectedTags.contains(writers[index].0) == !tagStates.count.isMultiple(of: 2))
            #expect(taken.contains(writers[index].1) == !supplementStates.count.isMultiple(of: 2))
        }
        let doctor = try fitshell.run("data", "doctor")
        #expect(doctor.status == 0, "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("corrupt"))
    }
}
