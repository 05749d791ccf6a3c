import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A writer killed with SIGKILL at random moments, 200 times: after every kill each file
/// loads and every write the writer acknowledged is there.
@Suite("Torture: SIGKILL at random moments", .serialized)
struct CrashTortureTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    /// Each round's shell logs a set (add a set, mark it done) and tags a day of its own, and
    /// prints an acknowledgement only after fitshell said it succeeded.
    static func script(round: Int) -> String {
        let base = round * 20
        return """
            i=\(base)
            while [ $i -lt \(base + 20) ]; do
              i=$((i+1))
              fitshell workout add-set >/dev/null 2>&1 && fitshell workout done --weight 60 --reps 5 >/dev/null 2>&1 \\
                && echo "set $i"
              fitshell journal tag trained --date -$i >/dev/null 2>&1 && echo "tag $i"
            done
            """
    }

    struct Acknowledged {
        var sets = 0
        var tags: [Int] = []
    }

    static func acknowledged(in output: URL) -> Acknowledged {
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        var result = Acknowledged()
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count == 2, let number = Int(words[1]) else { continue }
            if words[0] == "set" { result.sets += 1 } else if words[0] == "tag" { result.tags.append(number) }
        }
        return result
    }

    func doneSets() throws -> Int {
        let status = try fitshell.run("workout", "status", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any]
        return object?["doneSets"] as? Int ?? -1
    }

    func taggedDays(from: Int, to: Int) throws -> Set<Int> {
        let shown = try fitshell.run("journal", "show", "--from", "-\(to)", "--to", "-\(from)", "--json")
        let days = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [[String: Any]] ?? []
        var tagged: Set<Int> = []
        for (offset, day) in days.enumerated() {
            let tags = day["tags"] as? [[String: Any]] ?? []
            if tags.contains(where: { $0["id"] as? String == "trained" && $0["selected"] as? Bool == true }) {
                tagged.insert(to - offset)
            }
        }
        return tagged
    }

    @Test("200 kills of a writer logging sets and tagging days: files load, acknowledged writes survive")
    func killedWriter() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("workout", "start", "--name", "Torture", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "1").status == 0)
        var random = SystemRandomNumberGenerator()
        var acknowledgedSets = 0
        var midLoopKills = 0
        for round in 0..<200 {
            let output = fitshell.home.appendingPathComponent("round-\(round).txt")
            let pid = try fitshell.spawnGroup(Self.script(round: round), output: output)
            usleep(UInt32.random(in: 2_000...250_000, using: &random))
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == 0 {
                midLoopKills += 1
                Fitshell.killGroup(pid)
            }
            let acknowledged = Self.acknowledged(in: output)
            acknowledgedSets += acknowledged.sets
            let doctor = try fitshell.run("data", "doctor")
            #expect(doctor.status == 0, "round \(round): \(doctor.stdout)")
            let done = try doneSets()
            #expect(done >= acknowledgedSets && done <= acknowledgedSets + round + 1, "round \(round)")
            if let first = acknowledged.tags.min(), let last = acknowledged.tags.max() {
                let tagged = try taggedDays(from: first, to: last)
                #expect(Set(acknowledged.tags).isSubset(of: tagged), "round \(round)")
            }
        }
        #expect(midLoopKills >= 150)
        #expect(acknowledgedSets >= 100)
        let everything = try fitshell.run("data", "doctor")
        #expect(everything.status == 0 && !everything.stdout.contains("corrupt"))
    }
}
