import CommandKit
import CoreModels
import CoreModelsTesting
import Foundation
import ShellKit
import Synchronization
import Testing

/// A shell given a way to build its plug-ins builds only those a command names; help, the
/// dashboard, unknown words and error reports build them all, and read the same.
@Suite("Shell: plug-ins built for the command named")
struct LazyPluginsTests {
    /// A plug-in adding `word`, whose one subcommand prints it.
    static func plugin(_ word: String) -> Plugin {
        Plugin(
            name: word,
            commands: [
                Command(
                    word, summary: "The \(word) command",
                    subcommands: [
                        Command(
                            "say", summary: "Say it",
                            action: { _, context in context.console.print(word) }),
                        Command("fail", summary: "Fail", action: { _, _ in throw BoxFullError() }),
                    ])
            ],
            dashboard: { _ in DashboardSection(key: word, title: word, lines: [word], payload: [word]) })
    }

    /// Runs `arguments`; returns the exit code, the output, and the plug-ins built (`*` for all).
    func run(_ arguments: [String]) async -> (ExitCode, String, [String]) {
        let (code, output, _, built) = await runWithErrors(arguments)
        return (code, output, built)
    }

    /// `run`, with what went to standard error too.
    func runWithErrors(_ arguments: [String]) async -> (ExitCode, String, String, [String]) {
        let built = Mutex<[String]>([])
        let folder = TemporaryFolder("lazy")
        let console = CapturingConsole()
        let environment = AppEnvironment(
            variables: ["BOX_HOME": folder.url.path], console: console.console,
            clock: FixedWallClock(Date(timeIntervalSince1970: 0)))
        let identity = ShellIdentity(name: "box", version: "1", summary: "boxes", examples: [])
        let shell = Shell(
            identity: identity,
            plugins: {
                built.withLock { $0.append("*") }
                return ["red", "blue"].map(Self.plugin)
            },
            pluginsFor: { word in
                guard ["red", "blue"].contains(word) else { return nil }
                built.withLock { $0.append(word) }
                return [Self.plugin(word)]
            }, environment: environment)
        let code = await shell.run(arguments)
        return (code, console.output, console.errors, built.withLock { $0 })
    }

    @Test("a named command builds its plug-in alone and runs as it would among all")
    func named() async {
        let (code, output, built) = await run(["--json", "red", "say"])
        #expect(code == .success && output == "red\n")
        #expect(built == ["red"])
    }

    @Test("help, the dashboard and an unknown word build every plug-in")
    func everything() async {
        for arguments in [["red", "--help"], [], ["green"], ["--bogus", "red", "say"]] {
            let (_, output, built) = await run(arguments)
            #expect(built == ["*"], "\(arguments)")
            if arguments.isEmpty { #expect(output.contains("red") && output.contains("blue")) }
            if arguments == ["red", "--help"] { #expect(output.contains("say")) }
        }
    }

    @Test("a usage error is reported as the whole tree reports it")
    func usageErrors() async {
        // `--profile`'s help (the hint of its missing value) names the `profile` command only
        // when a plug-in adds one: here none does, and the subset must not change that text.
        let (code, _, errors, built) = await runWithErrors(["red", "say", "--profile"])
        #expect(code == .usage)
        #expect(errors.contains("--profile"))
        #expect(built == ["red", "*"])
        let (_, _, unknown, _) = await runWithErrors(["red", "sya"])
        #expect(unknown.contains("say"))
    }

    @Test("an error is reported with every plug-in built, as it reads without laziness")
    func errors() async {
        let (code, _, errors, built) = await runWithErrors(["blue", "fail"])
        #expect(code == .usage)
        #expect(errors.contains("The box is full."))
        #expect(built == ["blue", "*"])
    }
}
