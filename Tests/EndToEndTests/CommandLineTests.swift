import Foundation
import Testing

@Suite("E2E: help, version and usage errors")
struct CommandLineTests {
    let fitshell = Fitshell()

    @Test("--help and --version exit 0")
    func helpAndVersion() throws {
        defer { fitshell.cleanUp() }
        let help = try fitshell.run("--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("Usage:"))
        #expect(help.stdout.contains("Exit codes:"))
        #expect(help.stdout.contains("64  usage error"))
        let version = try fitshell.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("fitshell "))
        let nested = try fitshell.run("equipment", "select", "--help")
        #expect(nested.status == 0 && nested.stdout.contains("Examples:"))
        #expect(try fitshell.run("help", "data", "reset").stdout.contains("--all"))
    }

    @Test(
        "usage errors name the problem, suggest the nearest word, and exit 64",
        arguments: [
            (
                ["equipmnt"], "Unknown command 'equipmnt' for 'fitshell'.",
                "Did you mean 'fitshell equipment'?"
            ),
            (
                ["equipment", "selct", "db"], "Unknown command 'selct' for 'fitshell equipment'.",
                "Did you mean 'fitshell equipment select'?"
            ),
            (
                ["workout", "add"], "Unknown command 'add' for 'fitshell workout'.",
                "Did you mean 'fitshell workout add-set' or 'fitshell workout add-exercise'?"
            ),
            (
                ["equipment", "list", "--jsn"], "Unknown option '--jsn' for 'fitshell equipment list'.",
                "Did you mean '--json'?"
            ),
            (["equipment", "select"], "Missing <kind>", "Usage: fitshell equipment select <kind>..."),
            (["equipment", "select", "dumbel"], "Unknown equipment 'dumbel'. Did you mean 'dumbbell'?", ""),
            (["data", "path", "extra"], "Unexpected argument 'extra'", ""),
            (
                ["weight", "remove", "2026-11-26"], "Unexpected argument '2026-11-26'",
                "Did you mean 'fitshell weight remove --date 2026-11-26'?"
            ),
            (["--profile", "Bad Name", "data", "path"], "'Bad Name' is not a valid profile name", ""),
            (["completions", "powershell"], "No completions for shell 'powershell'.", "bash, zsh, fish"),
        ])
    func usageErrors(arguments: [String], message: String, hint: String) throws {
        defer { fitshell.cleanUp() }
        let result = try fitshell.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message))
        #expect(hint.isEmpty || result.stderr.contains(hint))
    }

    @Test("completion scripts are generated for bash, zsh and fish")
    func completions() throws {
        defer { fitshell.cleanUp() }
        for shell in ["bash", "zsh", "fish"] {
            let result = try fitshell.run("completions", shell)
            #expect(result.status == 0)
            #expect(result.stdout.contains("equipment"))
        }
        let bash = try fitshell.run("completions", "bash").stdout
        #expect(bash.contains("complete -o default -F _fitshell_complete fitshell"))
    }
}
