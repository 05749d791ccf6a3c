import Foundation
import Testing

/// `data import` checks the whole archive before writing anything, never replaces a file, and an
/// import stopped part-way is finished by importing again with `--merge`.
@Suite("E2E: crafted archives leave the profile as it was")
struct ArchiveEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")

    /// A real archive's entries, to tamper with.
    func entries() throws -> (archive: [String: Any], entries: [[String: Any]]) {
        #expect(try fitshell.run("journal", "tag", "sore").status == 0)
        #expect(try fitshell.run("weight", "add", "80").status == 0)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        let path = fitshell.home.appendingPathComponent("a.json")
        #expect(try fitshell.run("data", "export", path.path).status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        return (object, try #require(object["entries"] as? [[String: Any]]))
    }

    func write(_ archive: [String: Any], _ entries: [[String: Any]]) throws -> String {
        var archive = archive
        archive["entries"] = entries
        let url = fitshell.home.appendingPathComponent("crafted.json")
        try JSONSerialization.data(withJSONObject: archive).write(to: url)
        return url.path
    }

    @Test(
        "bad paths, duplicates, documents in the wrong place and floods are refused (65); the target profile is untouched",
        arguments: [
            "parent", "absolute", "duplicate", "misplaced", "flood", "deep", "hidden", "state", "nul",
        ])
    func crafted(kind: String) throws {
        defer { fitshell.cleanUp() }
        let (archive, entries) = try entries()
        let weight = try #require(entries.first { ($0["path"] as? String)?.hasPrefix("weight/") == true })
        var tampered = entries
        switch kind {
        case "parent": tampered.append(["path": "../escape.json", "document": weight["document"] ?? ""])
        case "absolute": tampered.append(["path": "/tmp/escape.json", "document": weight["document"] ?? ""])
        case "duplicate": tampered.append(weight)
        case "misplaced": tampered.append(["path": "settings.json", "document": weight["document"] ?? ""])
        case "flood":
            tampered += (0..<20_000).map {
                ["path": "junk/\($0).json", "document": weight["document"] ?? ""]
            }
        case "state":
            // The data root's file naming the profile in use is no profile's document.
            tampered.append([
                "path": "a/b/zz.json",
                "document": #"{"data":{"currentProfile":"default"},"format":"fitshell.state","version":1}"#,
            ])
        case "nul":
            tampered.append(["path": "weight/x.json\u{0}.json", "document": weight["document"] ?? ""])
        case "deep":
            tampered.append([
                "path": Array(repeating: "d", count: 2_100).joined(separator: "/") + ".json",
                "document": "{}",
            ])
        default: tampered.append(["path": "weight/.hidden.json", "document": weight["document"] ?? ""])
        }
        let path = try write(archive, tampered)
        // The target already has a file of its own, which must stay byte-identical.
        #expect(try fitshell.run("--profile", "target", "journal", "tag", "travel").status == 0)
        let folder = fitshell.home.appendingPathComponent("profiles/target")
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        let tag = try Data(contentsOf: folder.appendingPathComponent("journal/2026-11.json"))
        let result = try fitshell.run("--profile", "target", "data", "import", path, "--merge")
        #expect(result.status == 65, "\(kind): \(result.stderr.prefix(300))")
        #expect(result.stderr.count < 1_000, "\(kind): the message is short")
        #expect(
            try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before, "\(kind)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("journal/2026-11.json")) == tag)
        let siblings = try FileManager.default.contentsOfDirectory(
            atPath: fitshell.home.appendingPathComponent("profiles").path)
        #expect(!siblings.contains { $0.contains(".import-") }, "no staging folder left")
    }

    @Test(
        "data import racing a write into the same new profile: an acknowledged write is kept, and so is every file the profile held"
    )
    func importRacesAWrite() throws {
        defer { fitshell.cleanUp() }
        let (archive, entries) = try entries()
        let path = try write(archive, entries)
        let rounds = 24
        // Each round: a profile with a set-aside copy and a note of its own, then the import and
        // a body measurement started together.
        for round in 0..<rounds {
            let folder = fitshell.home.appendingPathComponent("profiles/p\(round)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("junk".utf8).write(
                to: folder.appendingPathComponent("body.json.corrupt-20261101T080000Z"))
            try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        }
        let script = (0..<rounds).map { round in
            "(fitshell --profile p\(round) data import '\(path)' > /dev/null 2>&1 & "
                + "fitshell --profile p\(round) body add waist 80 > '\(fitshell.home.path)/said-\(round)' 2>&1; wait)"
        }.joined(separator: "\n")
        let process = try fitshell.shell(script)
        process.waitUntilExit()
        var acknowledged = 0
        for round in 0..<rounds {
            let folder = fitshell.home.appendingPathComponent("profiles/p\(round)")
            let said =
                (try? String(
                    contentsOf: fitshell.home.appendingPathComponent("said-\(round)"), encoding: .utf8)) ?? ""
            if said.contains("Saved") {
                acknowledged += 1
                let list = try fitshell.run("--profile", "p\(round)", "body", "export", "-").stdout
                // 80 cm, or 80 in when the archive's pound setting came first.
                #expect(
                    list.contains(",waist,80\n") || list.contains(",waist,31.496063\n"),
                    "round \(round): an acknowledged measurement was lost: \(list)")
            }
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.txt").path),
                "round \(round)")
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("body.json.corrupt-20261101T080000Z").path),
                "round \(round)")
            #expect(
                try fitshell.run("--profile", "p\(round)", "journal", "show", "2026-11-23").stdout.contains(
                    "sore"))
        }
        #expect(acknowledged > 0)
    }

    @Test(
        "a data import killed (SIGKILL) at 12 moments: importing again with --merge gives the whole archive")
    func killedImportFinishes() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("dev", "generate", "--years", "1").status == 0)
        // The archives outside the data folder, which data doctor checks whole.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("killed-\(UUID())")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let archive = outside.appendingPathComponent("backup.json")
        #expect(try fitshell.run("data", "export", archive.path).status == 0)
        for round in 0..<12 {
            let profile = "k\(round)"
            let process = fitshell.process(["--profile", profile, "data", "import", archive.path])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(20_000 + round * 25_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Done already, or stopped part-way: --merge adds whatever is missing.
            let finished = try fitshell.run("--profile", profile, "data", "import", archive.path, "--merge")
            #expect(finished.status == 0, "round \(round): \(finished.stderr)")
            let again = outside.appendingPathComponent("\(profile).json")
            #expect(try fitshell.run("--profile", profile, "data", "export", again.path).status == 0)
            let source = try JSONSerialization.jsonObject(with: Data(contentsOf: archive)) as? [String: Any]
            let copy = try JSONSerialization.jsonObject(with: Data(contentsOf: again)) as? [String: Any]
            #expect(
                (source?["entries"] as? [[String: String]])?.map { $0["path"] ?? "" }
                    == (copy?["entries"] as? [[String: String]])?.map { $0["path"] ?? "" }, "round \(round)")
            #expect(try fitshell.run("--profile", profile, "data", "doctor").status == 0, "round \(round)")
        }
    }

    @Test(
        "data import --merge merges a document both have entry by entry: the archive's weigh-ins join this profile's"
    )
    func mergeEntryByEntry() throws {
        var clocked = fitshell
        defer { clocked.cleanUp() }
        clocked.now = "2026-11-21T08:00:00Z"
        #expect(
            try clocked.run("--profile", "old", "weight", "add", "80", "--date", "2026-11-20").status == 0)
        #expect(try clocked.run("--profile", "old", "weight", "add", "81").status == 0)
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: outside) }
        #expect(try clocked.run("--profile", "old", "data", "export", outside.path).status == 0)
        clocked.now = "2026-11-22T08:00:00Z"
        #expect(try clocked.run("weight", "add", "79").status == 0)
        let merged = try clocked.run("data", "import", outside.path, "--merge")
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            merged.stdout.contains("Merged 1 file this profile also had, entry by entry"), "\(merged.stdout)")
        let list = try clocked.run("weight", "list", "--from", "2026-11-01").stdout
        for day in ["2026-11-20", "2026-11-21", "2026-11-22"] {
            #expect(list.contains(day), "\(day): \(list)")
        }
        // Again: nothing new, nothing lost.
        let again = try clocked.run("data", "import", outside.path, "--merge")
        let after = try clocked.run("weight", "list", "--from", "2026-11-01").stdout
        #expect(again.status == 0 && after == list)
    }

    @Test("a good archive restores every file into a new profile, equal to the source")
    func restores() throws {
        defer { fitshell.cleanUp() }
        let (archive, entries) = try entries()
        let path = try write(archive, entries)
        let result = try fitshell.run("--profile", "copy", "data", "import", path)
        #expect(
            result.status == 0 && result.stdout.contains("Imported \(entries.count) files"),
            "\(result.stderr)")
        let again = fitshell.home.appendingPathComponent("b.json")
        #expect(try fitshell.run("--profile", "copy", "data", "export", again.path).status == 0)
        let copy = try JSONSerialization.jsonObject(with: Data(contentsOf: again)) as? [String: Any]
        #expect((copy?["entries"] as? [[String: Any]])?.count == entries.count)
        #expect(try fitshell.run("--profile", "copy", "weight", "list").stdout.contains("176.37 lb"))
    }
}
