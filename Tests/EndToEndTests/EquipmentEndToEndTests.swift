import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("E2E: equipment and the data folder")
struct EquipmentEndToEndTests {
    let fitshell = Fitshell()

    @Test("V1.3 equipment survives across processes; files are private")
    func survives() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("equipment", "set", "dumbbell,band").status == 0)
        let list = try fitshell.run("equipment", "--json")
        #expect(list.status == 0)
        #expect(list.stdout.contains("\"selected\" : [\n    \"dumbbell\",\n    \"band\"\n  ]"))
        let attributes = try FileManager.default.attributesOfItem(
            atPath: fitshell.file("equipment.json").path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: fitshell.profileFolder.path)
        #expect(folder[.posixPermissions] as? Int == 0o700)
    }

    @Test("V1.4 the dashboard leads to set-up when nothing is chosen")
    func dashboardLeadsToSetup() throws {
        defer { fitshell.cleanUp() }
        let dashboard = try fitshell.run()
        #expect(dashboard.status == 0)
        #expect(dashboard.stdout.contains("Not set up yet"))
        // Written to a pipe, a line is whole (it was cut at 78 characters, mid-sentence).
        #expect(
            dashboard.stdout.contains(
                "Not set up yet: a generated program uses only bodyweight exercises until you choose equipment."
            ),
            "\(dashboard.stdout)")
        #expect(dashboard.stdout.contains("fitshell equipment set"))
        try fitshell.run("equipment", "set", "kettlebell")
        let after = try fitshell.run()
        #expect(after.stdout.contains("Kettlebells"))
        #expect(!after.stdout.contains("Not set up yet"))
    }

    @Test("V1.5 a truncated equipment file: message, exit 65, a .corrupt- copy, and set-up offered")
    func truncated() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("equipment", "set", "barbell")
        let url = fitshell.file("equipment.json")
        let bytes = try Data(contentsOf: url)
        try bytes.prefix(25).write(to: url)
        let result = try fitshell.run("equipment", "list")
        #expect(result.status == 65)
        #expect(result.stderr.contains("Data corruption detected. Preferences will be reset."))
        #expect(
            result.stderr.contains("equipment.json could not be read (not valid JSON (truncated or damaged))")
        )
        #expect(result.stderr.contains("fitshell equipment set"))
        #expect(result.stdout.contains("No equipment chosen yet."))
        let aside = fitshell.files(in: fitshell.profileFolder).filter {
            $0.hasPrefix("equipment.json.corrupt-")
        }
        #expect(aside.count == 1)
        let next = try fitshell.run("equipment", "set", "band")
        #expect(next.status == 0)
        #expect(try fitshell.run("data", "doctor").status == 0)
    }

    @Test("a newer-format equipment file is refused and left byte-identical")
    func newerFormat() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("equipment", "set", "barbell")
        let url = fitshell.file("equipment.json")
        let bytes = Data(#"{"format":"fitshell.equipment","version":99,"data":{"selected":["laser"]}}"#.utf8)
        try bytes.write(to: url)
        for arguments in [["equipment"], ["equipment", "select", "band"], []] {
            let result = try fitshell.run(arguments)
            #expect(result.status == 65)
            #expect(result.stderr.contains("written by a newer fitshell (format 99; this one reads up to 3)"))
        }
        #expect(try Data(contentsOf: url) == bytes)
        #expect(fitshell.files(in: fitshell.profileFolder).allSatisfy { !$0.contains("corrupt") })
        #expect(try fitshell.run("data", "doctor").status == 65)
    }

    @Test("data reset needs --yes without a terminal; with it nothing is left behind")
    func reset() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("equipment", "set", "barbell")
        let refused = try fitshell.run("data", "reset")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("Add --yes"))
        #expect(FileManager.default.fileExists(atPath: fitshell.file("equipment.json").path))
        let done = try fitshell.run("data", "reset", "--yes")
        #expect(done.status == 0)
        #expect(!FileManager.default.fileExists(atPath: fitshell.profileFolder.path))
        #expect(try fitshell.run("data", "reset", "--all", "--yes").status == 0)
        #expect(!FileManager.default.fileExists(atPath: fitshell.home.path))
        #expect(try fitshell.run().stdout.contains("Not set up yet"))
    }

    @Test("profiles are isolated and the last one used is remembered")
    func profiles() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("equipment", "set", "barbell")
        try fitshell.run("--profile", "partner", "equipment", "set", "band")
        #expect(try fitshell.run("equipment", "--json").stdout.contains("\"barbell\""))
        try fitshell.run("profile", "use", "partner")
        let partner = try fitshell.run("equipment", "--json").stdout
        #expect(partner.contains("\"band\"") && !partner.contains("\"selected\" : [\n    \"barbell\""))
        #expect(try fitshell.run("profile", "list").stdout == "  default\n* partner\n")
        #expect(try fitshell.run("profile", "remove", "partner").status == 64)
        #expect(try fitshell.run("profile", "remove", "partner", "--yes").status == 0)
        #expect(try fitshell.run("data", "path").stdout == fitshell.profileFolder.path + "\n")
    }

    @Test("two processes selecting equipment at once lose nothing")
    func concurrentWriters() throws {
        defer { fitshell.cleanUp() }
        let first = try fitshell.shell(
            "for i in 1 2 3 4 5 6; do for k in dumbbell barbell kettlebell; do fitshell equipment deselect $k; fitshell equipment select $k; done; done"
        )
        let second = try fitshell.shell(
            "for i in 1 2 3 4 5 6; do for k in cable machine band; do fitshell equipment deselect $k; fitshell equipment select $k; done; done"
        )
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        let json = try fitshell.run("equipment", "--json").stdout
        for kind in ["dumbbell", "barbell", "kettlebell", "cable", "machine", "band"] {
            #expect(
                json.contains("\"id\" : \"\(kind)\",\n      \"name\" : \"")
                    && json.contains("    \"\(kind)\""))
        }
    }

    @Test("a process killed with SIGKILL while writing always leaves a loadable file")
    func killedWriter() throws {
        defer { fitshell.cleanUp() }
        try fitshell.run("equipment", "set", "dumbbell")
        var generator = SystemRandomNumberGenerator()
        for round in 0..<30 {
            let process = fitshell.process([
                "equipment", "set", round.isMultiple(of: 2) ? "barbell,band" : "dumbbell",
            ])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...30_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let check = try fitshell.run("equipment", "--json")
            #expect(check.status == 0, "round \(round): \(check.stderr)")
        }
        #expect(fitshell.files(in: fitshell.profileFolder).allSatisfy { !$0.contains("corrupt") })
    }
}
