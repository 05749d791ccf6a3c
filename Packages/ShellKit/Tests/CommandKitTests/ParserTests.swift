import CommandKit
import Testing

@Suite("Parser")
struct ParserTests {
    struct Context: Sendable {}

    static let tree = Command<Context>(
        "tool", summary: "root",
        subcommands: [
            Command(
                "weight", summary: "weights",
                subcommands: [
                    Command(
                        "add", summary: "add one", arguments: [Argument("value", help: "kg")],
                        options: [
                            .value("date", "day", help: "the day"),
                            .value("unit", "unit", help: "kg or lb", choices: ["kg", "lb"]),
                            .flag("replace", help: "overwrite"),
                        ], action: { _, _ in }),
                    Command("list", summary: "list", action: { _, _ in }),
                ], defaultSubcommand: "list"),
            Command(
                "tag", summary: "tags", arguments: [Argument("names", help: "tags", isVariadic: true)],
                options: [.value("only", "x", help: "", repeatable: true)], action: { _, _ in }),
            Command(
                "group", summary: "no default", subcommands: [Command("a", summary: "", action: { _, _ in })]),
            Command(
                "progress", summary: "one subcommand, the default, with an argument",
                subcommands: [
                    Command(
                        "why", summary: "", arguments: [Argument("exercise", help: "")],
                        options: [.flag("simulate", help: "")], action: { _, _ in })
                ], defaultSubcommand: "why"),
            Command(
                "charts", summary: "two subcommands; the default takes an argument",
                subcommands: [
                    Command(
                        "show", summary: "", arguments: [Argument("chart", help: "")], action: { _, _ in }),
                    Command("list", summary: "", action: { _, _ in }),
                ], defaultSubcommand: "show"),
            Command(
                "import", summary: "a file, or a format's subcommand",
                arguments: [Argument("file", help: "the file")],
                subcommands: [
                    Command(
                        "hevy", summary: "",
                        arguments: [Argument("file", help: "the file from '{program} export'")],
                        action: { _, _ in })
                ], action: { _, _ in }),
        ], action: { _, _ in })

    let parser = Parser(
        root: tree,
        globalOptions: [
            .flag("json", help: ""), .flag("help", short: "h", help: ""), .flag("version", help: ""),
        ])

    func invocation(_ words: [String]) throws -> Invocation {
        guard case .run(_, let invocation) = try parser.parse(words) else {
            Issue.record("expected a run")
            return Invocation(path: [])
        }
        return invocation
    }

    @Test("options before or after arguments, with = or a separate word")
    func optionForms() throws {
        let parsed = try invocation(["weight", "add", "--date=yesterday", "82.4", "--unit", "kg", "--json"])
        #expect(parsed.path == ["tool", "weight", "add"])
        #expect(parsed.argument("value") == "82.4")
        #expect(parsed.value("date") == "yesterday")
        #expect(parsed.value("unit") == "kg")
        #expect(parsed.flag("json") && !parsed.flag("replace"))
    }

    @Test("negative numbers are values, not options: --date -3 and a positional -3")
    func negativeNumbers() throws {
        let parsed = try invocation(["weight", "add", "-3", "--date", "-3"])
        #expect(parsed.argument("value") == "-3")
        #expect(parsed.value("date") == "-3")
    }

    @Test("a group runs its default subcommand; a group without one shows help")
    func defaults() throws {
        #expect(try invocation(["weight"]).path == ["tool", "weight", "list"])
        guard case .help(let chain) = try parser.parse(["group"]) else {
            Issue.record("expected help")
            return
        }
        #expect(chain.map(\.name) == ["tool", "group"])
        // The one subcommand, the default, takes a word that is not its name as its argument;
        // a group with several subcommands does not (a typo there is an unknown command).
        let progress = try invocation(["progress", "squat", "--simulate"])
        #expect(progress.path == ["tool", "progress", "why"] && progress.argument("exercise") == "squat")
        #expect(progress.flag("simulate"))
        #expect(try invocation(["progress", "why", "squat"]).argument("exercise") == "squat")
        #expect(throws: CLIError.self) { try parser.parse(["charts", "squat"]) }
        // A slip of the subcommand's name is an unknown command with its hint, not an argument.
        for slip in ["wyh", "wh", "whyy"] {
            #expect(throws: CLIError.self) { try parser.parse(["progress", slip]) }
        }
        #expect(try invocation(["progress", "row"]).argument("exercise") == "row")
    }

    @Test("variadic arguments, repeatable options and -- ")
    func variadic() throws {
        let parsed = try invocation(["tag", "sore", "--only", "a", "--only", "b", "--", "--weird"])
        #expect(parsed.argumentList("names") == ["sore", "--weird"])
        #expect(parsed.values("only") == ["a", "b"])
    }

    @Test("help and version")
    func helpAndVersion() throws {
        guard case .help(let chain) = try parser.parse(["weight", "add", "-h"]) else {
            Issue.record("expected help")
            return
        }
        #expect(chain.count == 3)
        guard case .help(let viaWord) = try parser.parse(["help", "weight"]) else {
            Issue.record("expected help")
            return
        }
        #expect(viaWord.map(\.name) == ["tool", "weight"])
        guard case .version = try parser.parse(["--version"]) else {
            Issue.record("expected version")
            return
        }
    }

    static let usageCases: [([String], String, String?)] = [
        (["wieght"], "Unknown command 'wieght' for 'tool'.", "Did you mean 'tool weight'?"),
        (["weight", "ad"], "Unknown command 'ad' for 'tool weight'.", "Did you mean 'tool weight add'?"),
        (
            ["weight", "add", "1", "--dat", "x"], "Unknown option '--dat' for 'tool weight add'.",
            "Did you mean '--date'?"
        ),
        (["weight", "add"], "Missing <value>: kg", "Usage: tool weight add <value> [options]"),
        // An argument's help names commands with the program's own name, not its token.
        (
            ["import", "hevy"], "Missing <file>: the file from 'tool export'",
            "Usage: tool import hevy <file>"
        ),
        (
            ["weight", "add", "1", "2"], "Unexpected argument '2' for 'tool weight add'.",
            "Usage: tool weight add <value> [options]"
        ),
        // A day typed where the command takes it as --date.
        (
            ["weight", "add", "1", "2026-11-26"], "Unexpected argument '2026-11-26' for 'tool weight add'.",
            "Did you mean 'tool weight add 1 --date 2026-11-26'?"
        ),
        (
            ["import", "hevvy", "x.csv"], "Unexpected argument 'x.csv' for 'tool import'.",
            "Did you mean 'tool import hevy'?"
        ),
        // A unit typed apart from its number.
        (
            ["weight", "add", "91.5", "kg"], "Unexpected argument 'kg' for 'tool weight add'.",
            "Write the unit with its number: 'tool weight add 91.5kg'."
        ),
        (["weight", "add", "1", "--date"], "--date <day> needs a value.", "the day"),
        (
            ["weight", "add", "1", "--unit", "lbs"], "--unit does not accept 'lbs'. Did you mean 'lb'?",
            "Choose one of: kg, lb."
        ),
        (["weight", "add", "1", "--replace=yes"], "--replace takes no value.", nil),
        (["weight", "add", "1", "--date", "a", "--date", "b"], "--date was given twice.", nil),
        (["help", "nope"], "Unknown command 'nope' for 'tool'.", "Run 'tool --help' to see the commands."),
    ]

    @Test("usage errors say what was wrong and suggest the nearest word", arguments: usageCases)
    func usageErrors(words: [String], message: String, hint: String?) {
        #expect(throws: CLIError.usage(message, hint: hint)) { try parser.parse(words) }
    }

    @Test("typed accessors reject bad numbers with usage errors")
    func typedValues() throws {
        let parsed = Invocation(path: ["t"], options: ["sets": ["three"], "reps": ["8"], "kg": ["82,5"]])
        #expect(throws: CLIError.usage("--sets takes a whole number from 1 to 10, not 'three'.")) {
            try parsed.integer("sets", in: 1...10)
        }
        #expect(try parsed.integer("reps") == 8)
        #expect(try parsed.decimal("kg") == 82.5)
        #expect(try parsed.integer("missing") == nil)
    }
}
