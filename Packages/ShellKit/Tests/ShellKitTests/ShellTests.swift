import CommandKit
import CoreModels
import CoreModelsTesting
import Foundation
import ShellKit
import Testing

/// An error of a feature that explains itself through the shell's one protocol.
struct BoxFullError: ReportableError {
    func report(program: String) -> CLIError {
        .usage("The box is full.", hint: "Empty it with '\(program) box empty'.")
    }
}

/// A tiny feature: `box put THING` saves a line in the profile folder; `box fail` throws.
let boxPlugin = Plugin(
    name: "box",
    commands: [
        Command(
            "box", summary: "Keep things in a box", examples: ["box put hat"],
            subcommands: [
                Command(
                    "put", summary: "Put a thing in the box", examples: ["box put hat"],
                    arguments: [Argument("thing", help: "what to keep")],
                    action: { invocation, context in
                        try FileSystem.ensureFolder(context.location.folder)
                        let file = context.location.folder.appendingPathComponent("box.txt")
                        try Data((invocation.argument("thing") ?? "").utf8).write(to: file)
                        context.console.print("Kept.")
                    }),
                Command(
                    "fail", summary: "Fail like a full box", examples: ["box fail"],
                    action: { _, _ in throw BoxFullError() }),
            ])
    ],
    dashboard: { _ in
        DashboardSection(key: "box", title: "Box", lines: ["one hat"], payload: ["hat"])
    })

/// Runs a program of `name` made of the box plug-in, with `home` as its data folder variable.
func runBox(_ name: String, _ arguments: [String], variables: [String: String]) async -> (
    ExitCode, CapturingConsole
) {
    let console = CapturingConsole()
    let identity = ShellIdentity(
        name: name, version: "2.0", summary: "keeps things", examples: ["box put hat"])
    let environment = AppEnvironment(
        variables: variables, console: console.console, clock: FixedWallClock(Date(timeIntervalSince1970: 0)))
    let code = await Shell(identity: identity, plugins: [boxPlugin], environment: environment).run(arguments)
    return (code, console)
}

@Suite("Shell: a program's identity is configuration")
struct ShellIdentityTests {
    @Test("help, version, examples and the dashboard say the program's own name")
    func nameEverywhere() async {
        let folder = TemporaryFolder("shell")
        let variables = ["BOXER_HOME": folder.url.path]
        let (code, help) = await runBox("boxer", ["--help"], variables: variables)
        #expect(code == .success)
        #expect(help.output.hasPrefix("boxer — keeps things"))
        #expect(help.output.contains("$ boxer box put hat") && help.output.contains("$BOXER_HOME"))
        #expect(!help.output.contains("fitshell") && !help.output.contains("FITSHELL"))
        #expect(await runBox("boxer", ["--version"], variables: variables).1.output == "boxer 2.0\n")
        let sub = await runBox("boxer", ["box", "put", "--help"], variables: variables).1.output
        #expect(sub.contains("$ boxer box put hat"))
        let dashboard = await runBox("boxer", [], variables: variables).1.output
        #expect(dashboard.hasPrefix("boxer  ·  profile default") && dashboard.contains("one hat"))
        #expect(dashboard.contains("boxer --help lists every command."))
    }

    @Test("two programs keep their data apart: each reads its own variable and default folder")
    func dataApart() async throws {
        let home = TemporaryFolder("home")
        let variables = ["HOME": home.url.path]
        #expect(await runBox("boxer", ["box", "put", "hat"], variables: variables).0 == .success)
        #expect(await runBox("crater", ["box", "put", "cap"], variables: variables).0 == .success)
        let boxer = home.file(".local/share/boxer/profiles/default/box.txt")
        let crater = home.file(".local/share/crater/profiles/default/box.txt")
        #expect(try String(contentsOf: boxer, encoding: .utf8) == "hat")
        #expect(try String(contentsOf: crater, encoding: .utf8) == "cap")
        let own = TemporaryFolder("own")
        let moved = ["HOME": home.url.path, "BOXER_HOME": own.url.path, "CRATER_HOME": "/nonexistent/never"]
        #expect(await runBox("boxer", ["box", "put", "scarf"], variables: moved).0 == .success)
        #expect(try String(contentsOf: own.file("profiles/default/box.txt"), encoding: .utf8) == "scarf")
    }

    @Test("a feature's error is reported through ReportableError with the program's name in the hint")
    func reportableError() async {
        let folder = TemporaryFolder("shell")
        let (code, console) = await runBox(
            "boxer", ["box", "fail"], variables: ["BOXER_HOME": folder.url.path])
        #expect(code == .usage)
        #expect(console.errors == "error: The box is full.\nhint: Empty it with 'boxer box empty'.\n")
    }

    @Test("the clock variable follows the name, and a bad instant is a usage error")
    func clockVariable() {
        #expect(ShellIdentity(name: "box-er", version: "1", summary: "").clockVariable == "BOX_ER_NOW")
        #expect(ShellIdentity(name: "box-er", version: "1", summary: "").homeVariable == "BOX_ER_HOME")
        #expect(ShellMain.isExact(Date(timeIntervalSince1970: 86_400 * 20_000), "2024-10-04T00:00:00Z"))
        #expect(!ShellMain.isExact(Date(timeIntervalSince1970: 0), "2024-02-30T00:00:00Z"))
        #expect(ShellIdentity(name: "my-Tool2", version: "1", summary: "").homeVariable == "MY_TOOL2_HOME")
    }

    @Test("settings read byte by byte as JSONDecoder reads them, in every written form")
    func settingsFastRead() throws {
        for settings in [
            Settings(), Settings(unit: .pounds), Settings(unit: .pounds, onboardingOffered: true),
            Settings(onboardingOffered: false),
        ] {
            #expect(try FastReadCheck.mismatches(settings, fast: Settings.decodeFast).isEmpty)
        }
        let plain = String(
            decoding: try DocumentCoder.encode(Settings(unit: .pounds), compact: true), as: UTF8.self)
        for text in [
            plain.replacingOccurrences(of: #""lb""#, with: #""LB""#),
            plain.replacingOccurrences(of: #""unit":"lb""#, with: #""unit":"lb","onboardingOffered":1"#),
            plain.replacingOccurrences(of: #""unit":"lb""#, with: #""unit":"lb","unit":"kg""#),
        ] {
            #expect(text != plain && Settings.decodeFast(Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test("the environment read from the C library is ProcessInfo's")
    func environment() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
    }

    @Test("a command's children, options and arguments are built only when asked for")
    func lazyTree() {
        let built = Counter()
        var group = Command<Int>(
            "group", summary: "",
            options: built.count([Option.flag("fast", help: "")]),
            subcommands: built.count([Command<Int>("leaf", summary: "", arguments: built.count([]))]))
        #expect(built.value == 0)
        #expect(group.subcommand("leaf") != nil && built.value == 1)
        group.transformSubcommands { leaf in
            var leaf = leaf
            leaf.isHidden = true
            return leaf
        }
        #expect(built.value == 1)
        #expect(group.visibleSubcommands.isEmpty && group.options.count == 1 && built.value == 3)
    }
}

/// Counts how many times lazily built parts of a command were built.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func count<T>(_ value: T) -> T {
        lock.withLock { count += 1 }
        return value
    }
}
