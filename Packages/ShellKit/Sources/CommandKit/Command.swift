/// A command of a command-line tool, declared as data: its name, help texts, arguments,
/// options, subcommands and what it runs.
///
/// The same declaration drives parsing, `--help`, usage errors and shell completions, so
/// they can never disagree. `Context` is whatever the tool builds for one run (the app's
/// environment); the framework never looks inside it.
public struct Command<Context: Sendable>: Sendable {
    /// What a command does when run.
    public typealias Action = @Sendable (Invocation, Context) async throws -> Void

    /// The word that selects this command.
    public var name: String
    /// One line for command lists.
    public var summary: String
    /// Longer help text shown under the usage line.
    public var discussion: String?
    /// Example argument lists shown in `--help`, each after the program's name
    /// (`journal show -1` is shown as `$ tool journal show -1`); an empty one is the
    /// program alone.
    public var examples: [String]
    /// Positional arguments, in order (built when asked for, like `subcommands`).
    public var arguments: [Argument] {
        get { makeArguments() }
        set { makeArguments = { newValue } }
    }
    private var makeArguments: @Sendable () -> [Argument]
    /// Options of this command (global options are added by the tool; built when asked for,
    /// like `subcommands`).
    public var options: [Option] {
        get { makeOptions() }
        set { makeOptions = { newValue } }
    }
    private var makeOptions: @Sendable () -> [Option]
    /// Child commands. They are built when first asked for, and again on every later read: a
    /// run builds only the branch of the tree its command line walks (a program of many
    /// commands starts in the time of the few it runs).
    public var subcommands: [Command] {
        get { makeSubcommands() }
        set { makeSubcommands = { newValue } }
    }
    private var makeSubcommands: @Sendable () -> [Command]
    /// The subcommand run when this group is invoked without one.
    public var defaultSubcommand: String?
    /// Other words that select this command.
    public var aliases: [String]
    /// Left out of help lists (still runnable).
    public var isHidden: Bool
    /// Whether the command manages the data folder's sync lock itself (a sync takes it
    /// exclusively; a merge driver runs while a sync holds it), so the shell does not take it
    /// for it. Every other command holds it shared while it runs, in a folder that syncs.
    public var managesSyncLock = false
    /// What to do; `nil` for a pure group.
    public var action: Action?

    /// Declares a command.
    public init(
        _ name: String, summary: String, discussion: String? = nil, examples: [String] = [],
        arguments: @autoclosure @escaping @Sendable () -> [Argument] = [],
        options: @autoclosure @escaping @Sendable () -> [Option] = [],
        subcommands: @autoclosure @escaping @Sendable () -> [Command] = [],
        defaultSubcommand: String? = nil, aliases: [String] = [], isHidden: Bool = false,
        action: Action? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.examples = examples
        self.makeArguments = arguments
        self.makeOptions = options
        self.makeSubcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.aliases = aliases
        self.isHidden = isHidden
        self.action = action
    }

    /// Applies `transform` to every child command when the children are built (keeping them
    /// unbuilt until then).
    public mutating func transformSubcommands(_ transform: @escaping @Sendable (Command) -> Command) {
        let make = makeSubcommands
        makeSubcommands = { make().map(transform) }
    }

    /// The direct subcommand selected by `word` (its name or an alias).
    public func subcommand(_ word: String) -> Command? {
        subcommands.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// Subcommands shown in help and completions.
    public var visibleSubcommands: [Command] { subcommands.filter { !$0.isHidden } }
}

/// A positional argument.
public struct Argument: Sendable, Equatable {
    /// The placeholder name shown in usage, e.g. `kind`.
    public var name: String
    /// What the argument means.
    public var help: String
    /// Whether it must be given.
    public var isRequired: Bool
    /// Whether it takes all remaining words.
    public var isVariadic: Bool
    /// Fixed values offered by shell completion.
    public var completions: [String]

    /// Declares an argument.
    public init(
        _ name: String, help: String, isRequired: Bool = true, isVariadic: Bool = false,
        completions: [String] = []
    ) {
        self.name = name
        self.help = help
        self.isRequired = isRequired
        self.isVariadic = isVariadic
        self.completions = completions
    }

    /// The usage form: `<kind>`, `[<kind>]`, `<kind>...`.
    public var usage: String {
        let core = "<\(name)>" + (isVariadic ? "..." : "")
        return isRequired ? core : "[\(core)]"
    }
}

/// A named option: a flag (`--yes`) or a valued option (`--date 2026-01-01`, `--date=…`).
public struct Option: Sendable, Equatable {
    /// The long name without dashes.
    public var name: String
    /// A one-letter form, e.g. `y` for `-y`.
    public var short: Character?
    /// What it does.
    public var help: String
    /// The placeholder of its value; `nil` makes this a flag.
    public var valueName: String?
    /// The values it accepts; empty means any.
    public var choices: [String]
    /// Whether it may be given more than once.
    public var isRepeatable: Bool

    /// Declares a flag.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(name: name, short: short, help: help, valueName: nil, choices: [], isRepeatable: false)
    }

    /// Declares an option that takes a value.
    public static func value(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, choices: [String] = [],
        repeatable: Bool = false
    ) -> Option {
        Option(
            name: name, short: short, help: help, valueName: valueName, choices: choices,
            isRepeatable: repeatable)
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// The usage form: `--date <day>` or `--yes`.
    public var usage: String {
        let long = "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
        return short.map { "-\($0), \(long)" } ?? "    \(long)"
    }
}
