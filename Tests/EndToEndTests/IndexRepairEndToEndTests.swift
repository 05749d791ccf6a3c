import Foundation
import Testing

/// The history index is derived from the workout files: lost, damaged, crafted or behind
/// (an interrupted import), it is rebuilt and nothing disappears from history.
@Suite("E2E: the history index repairs itself")
struct IndexRepairEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")

    static let csv =
        "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n"
        + (1...12).map {
            "2025-03-\(String(format: "%02d", $0)) 07:00:00,W\($0),Squat (Barbell),1,\(60 + $0),5"
        }
        .joined(separator: "\n") + "\n"

    func imported() throws -> URL {
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let file = fitshell.home.appendingPathComponent("s.csv")
        try Data(Self.csv.utf8).write(to: file)
        #expect(try fitshell.run("import", file.path).status == 0)
        return fitshell.file("workouts/history/index-2025.json")
    }

    /// Writes `data` as fitshell would: private (0600).
    func put(_ data: Data, _ url: URL) throws {
        try data.write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }

    func workoutCount() throws -> Int {
        let result = try fitshell.run("history", "stats", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (object?["totals"] as? [String: Any])?["workouts"] as? Int ?? -1
    }

    @Test(
        "a crafted index line (1e300, nan, inf, Int.max) never crashes history; the year is rebuilt, nothing lost",
        arguments: ["1e300", "-1e300", "nan", "inf", "9223372036854775807"])
    func crafted(value: String) throws {
        defer { fitshell.cleanUp() }
        let index = try imported()
        let text = try String(contentsOf: index, encoding: .utf8)
        // The start time of the first line (fifth tab-separated field) becomes the hostile value.
        // 2025-03-01 07:00 UTC, the first workout's start; the JSON text holds its tabs as \t.
        let start = "\\t1740812400\\t"
        let range = try #require(text.range(of: start))
        let crafted = text.replacingCharacters(in: range, with: "\\t\(value)\\t")
        try put(Data(crafted.utf8), index)
        for command in [["history"], ["history", "stats"], ["history", "show", "latest"], ["prs"]] {
            let result = try fitshell.run(command)
            #expect(result.status == 0, "\(command) \(value): \(result.stderr)")
        }
        #expect(try workoutCount() == 12)
        let aside = try FileManager.default.contentsOfDirectory(
            atPath: index.deletingLastPathComponent().path)
        #expect(aside.contains { $0.hasPrefix("index-2025.json.corrupt-") })
        #expect(try fitshell.run("data", "doctor").status == 0)
    }

    @Test("a lost index is rebuilt on the next read; workout files no line lists are reported and fixed")
    func rebuilt() throws {
        defer { fitshell.cleanUp() }
        let index = try imported()
        try FileManager.default.removeItem(at: index)
        #expect(try workoutCount() == 12)
        // An interrupted import: workout files written, the index not yet.
        let saved = try Data(contentsOf: index)
        let folder = index.deletingLastPathComponent().appendingPathComponent("2025")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(files.count == 12)
        let orphan = try #require(files.first)
        let kept = try Data(contentsOf: folder.appendingPathComponent(orphan))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(orphan))
        #expect(try workoutCount() == 11, "a line whose file is gone is dropped")
        try put(kept, folder.appendingPathComponent(orphan))
        try put(saved, index)
        let stale = String(decoding: saved, as: UTF8.self)
        #expect(stale.contains(String(orphan.dropLast(5))))
        // Now the index lists 12 and the folder has 12 again; make an orphan by dropping its line.
        try FileManager.default.removeItem(at: index)
        #expect(try fitshell.run("history").status == 0)
        let doctor = try fitshell.run("data", "doctor")
        #expect(doctor.status == 0, "the read rebuilt it: \(doctor.stdout)")
        #expect(try workoutCount() == 12)
    }

    @Test("data doctor reports workouts the index does not list, --fix rebuilds, and nothing is lost")
    func doctorFix() throws {
        defer { fitshell.cleanUp() }
        let index = try imported()
        let folder = index.deletingLastPathComponent().appendingPathComponent("2025")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        let extra = try Data(contentsOf: folder.appendingPathComponent(try #require(files.first)))
        // A workout file no index line lists (same content under a new id).
        let id = UUID().uuidString.lowercased()
        let text = String(decoding: extra, as: UTF8.self)
            .replacingOccurrences(of: String(try #require(files.first).dropLast(5)), with: id)
        try put(Data(text.utf8), folder.appendingPathComponent("\(id).json"))
        let report = try fitshell.run("data", "doctor")
        #expect(report.status == 65 && report.stdout.contains("1 workout not listed"), "\(report.stdout)")
        let fixed = try fitshell.run("data", "doctor", "--fix")
        #expect(
            fixed.status == 0 && fixed.stdout.contains("rebuilt from the workout files"), "\(fixed.stdout)")
        #expect(try workoutCount() == 13)
    }
}
