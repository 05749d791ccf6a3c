import CommandKit
import Testing

@testable import FitshellApp
@testable import ShellKit

/// A run that names a top-level command builds only the plug-ins `Fitshell.plugins(for:)`
/// gives for it: those must be exactly the plug-ins that add that word.
@Suite("Plug-ins built for a command word")
struct PluginWordsTests {
    @Test("every top-level word (names and aliases) maps to exactly the plug-ins that add it")
    func wordsMatchThePlugins() {
        let all = Fitshell.allPlugins
        var words: [String: [String]] = [:]
        for plugin in all {
            for command in plugin.commands {
                for word in [command.name] + command.aliases { words[word, default: []].append(plugin.name) }
            }
        }
        #expect(Fitshell.builders.count == all.count)
        for (index, builder) in Fitshell.builders.enumerated() where index < all.count {
            let plugin = all[index]
            let added = Set(plugin.commands.flatMap { [$0.name] + $0.aliases })
            #expect(builder.words == added, "\(plugin.name): \(added.sorted())")
            #expect(builder.build().name == plugin.name)
        }
        for (word, names) in words {
            #expect(Fitshell.plugins(for: word)?.map(\.name) == names, "\(word)")
        }
        #expect(Fitshell.plugins(for: "nonsense") == nil)
        #expect(Fitshell.plugins(for: "completions") == nil)
    }

    @Test("a usage error reads as it does with every plug-in built (the --profile hint names 'profile')")
    func usageErrorText() async {
        let harness = ShellHarness()
        defer { harness.cleanUp() }
        let (code, console) = await harness.run(["journal", "show", "--profile"])
        #expect(code == .usage)
        #expect(console.errors.contains("see 'fitshell profile'"), "\(console.errors)")
    }

    @Test(
        "the command word is found after global options; help, '--' or an unknown option build them all",
        arguments: [
            (["journal", "show"], "journal"), (["--json", "history"], "history"),
            (["--data-dir", "/x", "--profile", "p", "weight", "list"], "weight"),
            (["--data-dir=/x", "--no-color", "prs"], "prs"), ([], nil), (["--json"], nil),
            (["journal", "--help"], nil), (["-h", "journal"], nil), (["--", "journal"], nil),
            (["--bogus", "journal"], nil), (["--data-dir"], nil),
        ] as [([String], String?)])
    func commandWord(arguments: [String], word: String?) {
        #expect(Shell.commandWord(arguments) == word)
    }
}
