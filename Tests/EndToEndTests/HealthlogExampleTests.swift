import Foundation
import Testing

/// `Examples/healthlog`: a program of its own composed of the journal, weight and supplements
/// plug-ins and the shell kit. It must say its own name everywhere, keep its data apart from
/// fitshell's, work end to end, and link no workout, plan or exercise code.
@Suite("Examples/healthlog: a two-feature CLI composed from the packages")
struct HealthlogExampleTests {
    let healthlog = Fitshell(now: "2026-11-24T08:00:00Z", program: "healthlog")

    @Test("--help and --version say healthlog and list only its commands")
    func identity() throws {
        defer { healthlog.cleanUp() }
        let help = try healthlog.run("--help")
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("healthlog — daily journal, body weight and supplements"))
        let commands = help.stdout.components(separatedBy: "Commands:\n")[1].components(separatedBy: "\n\n")[
            0
        ]
        .split(separator: "\n").map { $0.split(separator: " ")[0] }
        #expect(commands == ["journal", "weight", "supplements", "completions"])
        #expect(
            help.stdout.contains("$HEALTHLOG_HOME") && help.stdout.contains("$ healthlog weight add 82.4"))
        #expect(!help.stdout.contains("fitshell") && !help.stdout.contains("FITSHELL"))
        let version = try healthlog.run("--version")
        #expect(version.stdout == "healthlog 1.0.0\n")
        let weightHelp = try healthlog.run("weight", "add", "--help")
        #expect(
            weightHelp.stdout.contains("$ healthlog weight add") && !weightHelp.stdout.contains("fitshell"))
        #expect(try healthlog.run("workout").status == 64, "fitshell's other commands are not there")
        let bash = try healthlog.run("completions", "bash")
        #expect(bash.stdout.contains("healthlog") && !bash.stdout.contains("workout"))
    }

    @Test("a tag, a weight and a supplement round-trip, in healthlog's own folder")
    func roundTrip() throws {
        defer { healthlog.cleanUp() }
        #expect(try healthlog.run("journal", "tag", "trained", "slept well").status == 0)
        #expect(
            try healthlog.run("weight", "add", "181.4", "--unit", "lb", "--date", "yesterday").status == 0)
        #expect(try healthlog.run("supplements", "take", "creatine").status == 0)
        let journal = try healthlog.run("journal", "show", "--json")
        #expect(journal.stdout.contains("\"trained\"") && journal.stdout.contains("\"slept well\""))
        let weights = try healthlog.run("weight", "list", "--unit", "lb")
        #expect(weights.stdout.contains("181.4 lb") && weights.stdout.contains("2026-11-23"))
        let dashboard = try healthlog.run()
        #expect(dashboard.status == 0 && dashboard.stdout.hasPrefix("healthlog  ·  profile default"))
        #expect(
            dashboard.stdout.contains("Not yet today: Vitamin D3") && !dashboard.stdout.contains("Creatine,"))
        let unknown = try healthlog.run("journal", "tag", "nosuch")
        #expect(unknown.status == 64 && unknown.stderr.contains("'healthlog journal tags add \"nosuch\"'"))
        let files =
            FileManager.default.enumerator(atPath: healthlog.home.path)?.compactMap { $0 as? String } ?? []
        #expect(files.contains("profiles/default/weight/2026.json"))
        #expect(files.allSatisfy { !$0.hasPrefix("fake-home") }, "nothing outside HEALTHLOG_HOME: \(files)")
        #expect(!files.contains { $0.contains("workouts") || $0.contains("plans") })
    }

    /// Module names as the Swift mangler writes them (length, then name) in the symbol table.
    static func mangledModules(in binary: URL) throws -> String {
        let nm = Process()
        nm.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        nm.arguments = [binary.path]
        let out = Pipe()
        nm.standardOutput = out
        try nm.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        nm.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "the binary links no WorkoutSession, Plans or Exercises code and is markedly smaller than fitshell",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nm"), "needs nm (binutils)"))
    func linksOnlyWhatItUses() throws {
        let symbols = try Self.mangledModules(in: healthlog.binary)
        let fitshellSymbols = try Self.mangledModules(in: Fitshell.binary)
        for module in ["WorkoutSession", "Plans", "Exercises"] {
            let pattern = "[^0-9]\(module.count)\(module)"
            let seen = fitshellSymbols.range(of: pattern, options: .regularExpression) != nil
            #expect(seen, "the check finds \(module) in fitshell")
            let linked = symbols.range(of: pattern, options: .regularExpression) != nil
            #expect(!linked, "healthlog links \(module)")
        }
        for module in ["Journal", "Supplements", "ShellKit"] {
            #expect(symbols.contains("\(module.count)\(module)"), "healthlog links \(module)")
        }
        let size = { (url: URL) in
            ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
        }
        let (own, full) = (size(healthlog.binary), size(Fitshell.binary))
        #expect(own > 0 && own * 2 < full, "healthlog \(own) bytes against fitshell \(full)")
    }
}
