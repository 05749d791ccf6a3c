import CommandKit
import CoreModels
import Foundation
import ShellKit
import Testing

@testable import FitshellApp

@Suite("Shell: every command, plug-ins and flows")
struct ShellTests {
    let harness = ShellHarness()

    func allCommands() -> [[String]] {
        let shell = Shell(
            identity: Fitshell.identity, plugins: Fitshell.allPlugins,
            environment: AppEnvironment(variables: [:], console: CapturingConsole().console))
        var paths: [[String]] = []
        func walk(_ command: Command<RunContext>, _ path: [String]) {
            paths.append(path)
            for sub in command.subcommands { walk(sub, path + [sub.name]) }
        }
        walk(shell.root, [])
        return paths
    }

    @Test("every command has --help with at least one example")
    func helpEverywhere() async {
        defer { harness.cleanUp() }
        let paths = allCommands()
        #expect(paths.count >= 15)
        for path in paths {
            let (code, capture) = await harness.run(path + ["--help"])
            #expect(code == .success, "\(path)")
            #expect(capture.output.contains("Examples:\n  $ fitshell"), "\(path) has no example")
        }
    }

    @Test("the dashboard's JSON has the profile, the equipment and next steps")
    func dashboardJSON() async throws {
        defer { harness.cleanUp() }
        let (code, capture) = await harness.run(["--json"])
        #expect(code == .success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(capture.output.utf8)) as? [String: Any])
        #expect(object["profile"] as? String == "default")
        #expect((object["equipment"] as? [String: Any])?["setupCompleted"] as? Bool == false)
        #expect(
            (object["nextSteps"] as? [String])?.contains { $0.hasPrefix("fitshell equipment set") } == true)
    }

    @Test("V1.4 the interactive picker toggles by number and saves on Enter")
    func picker() async throws {
        defer { harness.cleanUp() }
        let (code, capture) = await harness.run(
            ["equipment", "set"], interactive: true, input: ["2 3", "3", ""])
        #expect(code == .success)
        #expect(capture.output.contains("Which equipment do you have?"))
        #expect(capture.output.contains("Saved. Your equipment: Dumbbells (and bodyweight)."))
        let (_, json) = await harness.run(["equipment", "--json"])
        #expect(json.output.contains("\"selected\" : [\n    \"bodyweight\",\n    \"dumbbell\"\n  ]"))
    }

    @Test("quitting the picker changes nothing")
    func pickerQuit() async {
        defer { harness.cleanUp() }
        let (code, capture) = await harness.run(["equipment", "set"], interactive: true, input: ["q"])
        #expect(code == .failure)
        #expect(capture.errors.contains("Cancelled; nothing was changed."))
        #expect(
            !FileManager.default.fileExists(
                atPath: harness.profileFolder.appendingPathComponent("equipment.json").path))
    }

    @Test("equipment set without kinds and without a terminal is a usage error")
    func setNeedsKinds() async {
        defer { harness.cleanUp() }
        let (code, capture) = await harness.run(["equipment", "set"])
        #expect(code == .usage)
        #expect(capture.errors.contains("Name the equipment you have."))
    }

    @Test("data reset at a terminal asks first and keeps data on 'no'")
    func resetAsks() async {
        defer { harness.cleanUp() }
        _ = await harness.run(["equipment", "set", "band"])
        let (code, capture) = await harness.run(["data", "reset"], interactive: true, input: ["n"])
        #expect(code == .failure)
        #expect(capture.output.contains("Delete all data of profile 'default' in "))
        #expect(FileManager.default.fileExists(atPath: harness.profileFolder.path))
        let (yes, _) = await harness.run(["data", "reset"], interactive: true, input: ["yes"])
        #expect(yes == .success)
        #expect(!FileManager.default.fileExists(atPath: harness.profileFolder.path))
    }

    @Test("a data file that cannot be read: its path and cause, exit 74, never 'using defaults'")
    func saveFailure() async throws {
        defer { harness.cleanUp() }
        try FileManager.default.createDirectory(at: harness.profileFolder, withIntermediateDirectories: true)
        // A folder where the data file should be makes every write fail the same way.
        try FileManager.default.createDirectory(
            at: harness.profileFolder.appendingPathComponent("equipment.json"),
            withIntermediateDirectories: true)
        let (code, capture) = await harness.run(["equipment", "select", "band"])
        #expect(code == .ioError)
        #expect(capture.errors.contains("Could not read") && capture.errors.contains("equipment.json"))
        #expect(capture.errors.contains("it is a folder, not a file"))
        #expect(!capture.errors.contains("Using defaults"), "the command stopped: nothing was defaulted")
    }

    @Test("data path --json names the root, its source and the profile folder")
    func dataPath() async throws {
        defer { harness.cleanUp() }
        let (_, capture) = await harness.run(["data", "path", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(capture.output.utf8)) as? [String: String])
        #expect(object["rootSource"] == "FITSHELL_HOME")
        #expect(object["folder"] == harness.profileFolder.path)
    }
}
