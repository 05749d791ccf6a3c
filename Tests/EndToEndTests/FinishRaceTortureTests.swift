import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `workout done` races `finish`, `cancel`, `history delete` and `workout start`, 300 times:
/// every set `done` acknowledged is afterwards in exactly one finished workout (or thrown away
/// by a cancel that succeeded, with its workout), never lost and never twice.
@Suite("Torture: done races finish, cancel, history delete and start")
struct FinishRaceTortureTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    static let rounds = 300
    static let racers = [
        "workout finish --keep-plan", "workout cancel --yes", "history delete latest --yes",
        "workout start --name Intruder --skip-checkin",
    ]

    /// Round `r` starts workout `R<r>`, logs one set, then three `done` calls (weight `r` kg, so
    /// each set names its round) race one other command; whatever is still active is finished.
    static func script(rounds: Int) -> String {
        """
        r=0
        while [ $r -lt \(rounds) ]; do
          r=$((r+1))
          # Each round starts a minute later, so "latest" is always the newest workout.
          export FITSHELL_NOW=$(printf "2026-11-%02dT%02d:%02d:00Z" $((1 + r / 1440)) $((r / 60 % 24)) $((r % 60)))
          fitshell workout start --name "R$r" --skip-checkin >/dev/null 2>&1
          fitshell workout add-exercise "barbell squat" --sets 8 >/dev/null 2>&1
          fitshell workout done --weight $r --reps 1 >/dev/null 2>&1 && echo "ack $r"
          ( for k in 1 2 3; do fitshell workout done --weight $r --reps 5 >/dev/null 2>&1 && echo "ack $r"; done ) &
          case $((r % 4)) in
            0) fitshell \(racers[0]) >/dev/null 2>&1 && echo "finished $r" ;;
            1) fitshell \(racers[1]) >/dev/null 2>&1 && echo "cancelled $r" ;;
            2) fitshell \(racers[2]) 2>/dev/null | sed -n 's/^Deleted R\\([0-9]*\\) .*/deleted \\1/p' ;;
            3) fitshell \(racers[3]) >/dev/null 2>&1 && echo "intruder $r" ;;
          esac
          wait
          fitshell workout finish --keep-plan >/dev/null 2>&1
        done
        true
        """
    }

    /// Done sets per round (weight in kg = round), over every finished workout file.
    func finishedSets() throws -> (byRound: [Int: Int], names: [String]) {
        var byRound: [Int: Int] = [:]
        var names: [String] = []
        let folder = fitshell.file("workouts/history")
        let years = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // The year folders only (the folder also holds indexes, lock files and digests.json).
        for year in years where year.count == 4 && Int(year) != nil {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(year).path)
            for file in files where file.hasSuffix(".json") && !file.hasPrefix(".") {
                let data = try Data(contentsOf: folder.appendingPathComponent("\(year)/\(file)"))
                let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                let workout = try #require((envelope["data"] as? [String: Any])?["workout"] as? [String: Any])
                names.append(workout["name"] as? String ?? "")
                for exercise in workout["exercises"] as? [[String: Any]] ?? [] {
                    for set in exercise["sets"] as? [[String: Any]] ?? [] where set["done"] as? Bool == true {
                        let kilograms = set["weight"] as? Double ?? -1
                        byRound[Int(kilograms.rounded()), default: 0] += 1
                    }
                }
            }
        }
        return (byRound, names)
    }

    @Test(
        "300 races: every acknowledged set is in exactly one finished workout unless its workout was cancelled"
    )
    func races() throws {
        defer { fitshell.cleanUp() }
        let output = fitshell.home.appendingPathComponent("races.txt")
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let pid = try fitshell.spawnGroup(Self.script(rounds: Self.rounds), output: output)
        #expect(Fitshell.wait(pid) == 0)
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
        func rounds(_ word: String) -> [Int] {
            lines.filter { $0.hasPrefix(word + " ") }.compactMap { Int($0.split(separator: " ")[1]) }
        }
        var acknowledged: [Int: Int] = [:]
        for round in rounds("ack") { acknowledged[round, default: 0] += 1 }
        let cancelled = Set(rounds("cancelled"))
        // A delete racing round r removed the newest finished workout before it (named in its output).
        let deleted = Set(rounds("deleted"))
        let (finished, names) = try finishedSets()
        #expect(acknowledged.count == Self.rounds, "every round acknowledged its first set")
        var checked = 0
        for round in 1...Self.rounds where !deleted.contains(round) {
            if cancelled.contains(round) {
                #expect(finished[round] == nil, "round \(round): a cancelled workout reached history")
            } else {
                #expect(
                    finished[round] == acknowledged[round],
                    "round \(round): acknowledged sets lost or doubled")
                checked += 1
            }
        }
        #expect(checked >= Self.rounds / 2, "races checked: \(checked)")
        #expect(!cancelled.isEmpty && !deleted.isEmpty, "both kinds of race ran")
        #expect(rounds("intruder").isEmpty, "a start never replaced a running workout")
        #expect(!names.contains("Intruder"))
        #expect(try fitshell.run("workout", "status", "--json").stdout.contains("\"active\" : null"))
        let doctor = try fitshell.run("data", "doctor")
        #expect(doctor.status == 0, "\(doctor.stdout)")
    }
}
