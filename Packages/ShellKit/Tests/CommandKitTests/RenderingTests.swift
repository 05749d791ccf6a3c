import CommandKit
import Testing

@Suite("Help, completions, tables, prompts")
struct RenderingTests {
    struct Context: Sendable {}

    static let tree = Command<Context>(
        "tool", summary: "the tool",
        subcommands: [
            Command(
                "weight", summary: "Track body weight", examples: ["weight add 82"],
                subcommands: [
                    Command(
                        "add", summary: "Add a weight", examples: ["weight add 82.4 --unit kg"],
                        arguments: [Argument("value", help: "the weight")],
                        options: [.value("unit", "unit", help: "kg or lb", choices: ["kg", "lb"])],
                        action: { _, _ in })
                ], defaultSubcommand: "add"),
            Command("secret", summary: "hidden", isHidden: true, action: { _, _ in }),
        ])
    static let globals: [Option] = [.flag("json", help: "JSON output")]

    @Test("help shows usage, arguments, options with choices, globals and examples")
    func help() {
        let text = HelpRenderer<Context>(globalOptions: Self.globals, rootFooter: "FOOTER")
            .render(
                [Self.tree, Self.tree.subcommands[0], Self.tree.subcommands[0].subcommands[0]],
                style: Style(enabled: false))
        #expect(
            text.hasPrefix("tool weight add — Add a weight\n\nUsage:\n  tool weight add <value> [options]"))
        #expect(text.contains("  <value>  the weight"))
        #expect(text.contains("--unit <unit>  kg or lb (kg|lb)"))
        #expect(text.contains("Global options:\n      --json"))
        #expect(text.contains("Examples:\n  $ tool weight add 82.4 --unit kg"))
        #expect(!text.contains("FOOTER"))
    }

    @Test("root help lists visible commands, marks defaults and ends with the footer")
    func rootHelp() {
        let renderer = HelpRenderer<Context>(globalOptions: Self.globals, rootFooter: "FOOTER")
        let root = renderer.render([Self.tree], style: Style(enabled: false))
        #expect(root.contains("  weight  Track body weight"))
        #expect(!root.contains("secret"))
        #expect(root.hasSuffix("FOOTER"))
        let group = renderer.render([Self.tree, Self.tree.subcommands[0]], style: Style(enabled: false))
        #expect(group.contains("add  Add a weight (default)"))
    }

    @Test("completion scripts cover every visible command and option")
    func completions() throws {
        let generator = Completions(root: Self.tree, globalOptions: Self.globals)
        let bash = try #require(generator.script(for: "bash"))
        #expect(bash.contains("\"tool weight add\") words=\"--unit --json\""))
        #expect(bash.contains("\"tool\") words=\"weight --json\""))
        #expect(!bash.contains("secret"))
        let fish = try #require(generator.script(for: "fish"))
        #expect(
            fish.contains(
                "complete -c tool -f -n '__fish_seen_subcommand_from weight' -a add -d 'Add a weight'"))
        #expect(try #require(generator.script(for: "zsh")).hasPrefix("autoload -U +X bashcompinit"))
        #expect(generator.script(for: "tcsh") == nil)
    }

    @Test("tables align columns and ignore colour codes when measuring")
    func table() {
        let table = TextTable(
            headers: ["name", "kg"], rows: [["squat", "100"], ["\u{1B}[32mcurl\u{1B}[0m", "12.5"]],
            alignments: [.left, .right])
        #expect(
            table.render(style: Style(enabled: false))
                == "name     kg\nsquat   100\n\u{1B}[32mcurl\u{1B}[0m   12.5")
    }

    @Test("styles emit ANSI codes only when enabled")
    func styles() {
        #expect(Style(enabled: false).error("x") == "x")
        #expect(Style(enabled: true).success("x") == "\u{1B}[32mx\u{1B}[0m")
    }

    @Test("a progress bar redraws one line of standard error in place, and its label cannot move the cursor")
    func progressBar() {
        let terminal = CapturingConsole(interactive: true)
        let bar = ProgressBar(label: "Writing \u{1B}[2Jworkouts", console: terminal.console)
        bar.update(1_500, of: 3_000)
        bar.update(3_000, of: 3_000)
        bar.finish()
        let written = terminal.errors
        #expect(written.hasPrefix("\r") && written.contains("\u{1B}[K"))
        #expect(written.contains("50% (1,500/3,000)") && written.contains("100% (3,000/3,000)"))
        #expect(written.hasSuffix("\r\u{1B}[2K"))
        #expect(!written.contains("\u{1B}[2J") && !written.contains("\\r"))
        let piped = CapturingConsole()
        ProgressBar(label: "Writing", console: piped.console).update(1, of: 2)
        #expect(piped.errors.isEmpty, "no bar when standard error is not a terminal")
    }

    @Test("destructive confirmation: --yes, prompt answers, and no terminal")
    func confirmation() throws {
        try Prompt.requireConfirmation("delete it", yes: true, console: CapturingConsole().console)
        let noTTY = CapturingConsole()
        #expect(
            throws: CLIError.usage(
                "This would delete it; it needs confirmation.",
                hint: "Add --yes to confirm when not at a terminal.")
        ) {
            try Prompt.requireConfirmation("delete it", yes: false, console: noTTY.console)
        }
        let accepted = CapturingConsole(interactive: true, input: ["y"])
        try Prompt.requireConfirmation("delete it", yes: false, console: accepted.console)
        #expect(accepted.output == "Delete it? [y/N] ")
        let declined = CapturingConsole(interactive: true, input: [""])
        #expect(throws: CLIError("Cancelled; nothing was changed.")) {
            try Prompt.requireConfirmation("delete it", yes: false, console: declined.console)
        }
    }
}

@Suite("Display width in terminal cells")
struct DisplayWidthTests {
    @Test(
        "emoji and wide characters take two cells, combining marks none",
        arguments: [("abc", 3), ("💪", 2), ("🏋️", 2), ("日本", 4), ("é", 1), ("e\u{301}", 1), ("Ｂ", 2)])
    func cells(text: String, width: Int) {
        #expect(DisplayWidth.cells(text) == width)
    }

    @Test("columns line up after emoji and wide characters")
    func table() {
        let table = TextTable(
            headers: ["Name", "Sets"], rows: [["Squat 💪", "3"], ["スクワット", "4"], ["Row", "5"]])
        let lines = table.render(style: Style(enabled: false)).split(separator: "\n").map(String.init)
        // Every row ends in a one-cell number, so aligned rows have the same width in cells.
        #expect(Set(lines.dropFirst().map { TextTable.visibleWidth($0) }).count == 1, "\(lines)")
    }
}

@Suite("Terminal-safe text")
struct TerminalTextTests {
    @Test(
        "escape sequences and control characters from data are shown, not obeyed",
        arguments: [
            ("Squat\u{1B}[2J", "Squat\\e[2J"), ("\u{1B}]0;pwned\u{7}", "\\e]0;pwned\\u{7}"),
            ("a\rb", "a\\rb"),
            ("tab\tand\nline", "tab\tand\nline"), ("\u{9B}31m", "\\u{9B}31m"), ("plain", "plain"),
            ("💪 ok", "💪 ok"), ("evil\u{202E}txt.exe", "evil\\u{202E}txt.exe"),
            ("a\u{2066}b\u{2069}", "a\\u{2066}b\\u{2069}"), ("a\u{202A}b", "a\\u{202A}b"),
            ("a\u{2029}b\u{2010}c", "a\u{2029}b\u{2010}c"),
        ])
    func escapes(text: String, shown: String) {
        #expect(TerminalText.safe(text, keepingStyles: false) == shown)
    }

    @Test("our own colour codes pass when styles are on; a fake one in data is escaped when they are off")
    func styles() {
        let styled = Style(enabled: true).bold("x")
        #expect(TerminalText.safe(styled, keepingStyles: true) == styled)
        #expect(!TerminalText.safe(styled, keepingStyles: false).contains("\u{1B}"))
        #expect(TerminalText.safe("\u{1B}[2J", keepingStyles: true) == "\\e[2J")
    }

    @Test("the console never lets a raw ESC through in plain text; writeRaw keeps data streams exact")
    func console() {
        let capture = CapturingConsole()
        capture.console.print("name \u{1B}[2J")
        capture.console.printError("bad \u{1B}]0;x\u{7}")
        capture.console.writeRaw("raw\u{1B}")
        #expect(capture.output == "name \\e[2J\nraw\u{1B}")
        #expect(!capture.errors.contains("\u{1B}") && capture.errors.contains("\\e]0;x\\u{7}"))
    }
}
