import CoreModels

/// The result of parsing a command line.
public enum ParseResult<Context: Sendable>: Sendable {
    /// Run `command` with `invocation`.
    case run(Command<Context>, Invocation)
    /// Show help for the command at `path`.
    case help([Command<Context>])
    /// Print the version.
    case version
}

/// Turns words into a command and its values, with usage errors that name the problem and
/// suggest the nearest command or option.
public struct Parser<Context: Sendable>: Sendable {
    let root: Command<Context>
    let globalOptions: [Option]

    /// Creates a parser for a command tree and the options every command accepts.
    public init(root: Command<Context>, globalOptions: [Option]) {
        self.root = root
        self.globalOptions = globalOptions
    }

    /// Parses `words` (without the program name).
    ///
    /// - Throws: `CLIError.usage` describing the first problem.
    public func parse(_ words: [String]) throws(CLIError) -> ParseResult<Context> {
        var chain = [root]
        var words = words[...]
        if words.first == "help" {
            words.removeFirst()
            for word in words {
                guard let next = chain[chain.count - 1].subcommand(word) else {
                    throw unknownCommand(word, in: chain)
                }
                chain.append(next)
            }
            return .help(chain)
        }
        var positional: [String] = []
        var options: [String: [String]] = [:]
        var onlyPositional = false
        while let word = words.popFirst() {
            let command = chain[chain.count - 1]
            if onlyPositional || !word.hasPrefix("-") || word == "-" || Self.looksNumeric(word) {
                if positional.isEmpty, !command.subcommands.isEmpty, !onlyPositional {
                    if let next = command.subcommand(word) {
                        chain.append(next)
                        continue
                    }
                    // A group whose one subcommand is its default takes that one's arguments
                    // (`progress squat` is `progress why squat`); with several, a word that is
                    // no subcommand is a mistyped one.
                    if command.action == nil, command.subcommands.count == 1,
                        let name = command.defaultSubcommand, let fallback = command.subcommand(name),
                        !fallback.arguments.isEmpty, !Self.slip(word, of: name)
                    {
                        chain.append(fallback)
                        positional.append(word)
                        continue
                    }
                    if command.action == nil || command.arguments.isEmpty {
                        throw unknownCommand(word, in: chain)
                    }
                }
                positional.append(word)
                continue
            }
            if word == "--" {
                onlyPositional = true
                continue
            }
            // An option of a group's default subcommand selects that subcommand (`history --page 2`).
            if command.action == nil, let name = command.defaultSubcommand,
                let fallback = command.subcommand(name),
                !isKnown(word, self.options(for: chain)), isKnown(word, self.options(for: chain + [fallback]))
            {
                chain.append(fallback)
            }
            let (option, inline) = try lookUpOption(word, in: chain)
            if option.takesValue {
                guard let value = inline ?? words.popFirst() else {
                    throw .usage(
                        "\(option.usage.trimmingSpaces()) needs a value.",
                        hint: option.help)
                }
                try check(value, for: option)
                if !option.isRepeatable, options[option.name] != nil, options[option.name] != [value] {
                    throw .usage("--\(option.name) was given twice.")
                }
                options[option.name, default: []].append(value)
            } else {
                if inline != nil { throw .usage("--\(option.name) takes no value.") }
                options[option.name] = []
            }
        }
        if options["version"] != nil, chain.count == 1 { return .version }
        if options["help"] != nil { return .help(chain) }
        var command = chain[chain.count - 1]
        if command.action == nil {
            guard let name = command.defaultSubcommand, let next = command.subcommand(name) else {
                if positional.isEmpty { return .help(chain) }
                throw unknownCommand(positional[0], in: chain)
            }
            chain.append(next)
            command = next
        }
        let path = chain.map(\.name)
        let arguments = try bind(positional, to: command, path: path)
        return .run(command, Invocation(path: path, arguments: arguments, options: options))
    }

    /// All options valid at the end of `chain`.
    public func options(for chain: [Command<Context>]) -> [Option] {
        (chain.last?.options ?? []) + globalOptions
    }

    private func isKnown(_ word: String, _ options: [Option]) -> Bool {
        let name =
            word.hasPrefix("--") ? String(word.dropFirst(2).prefix { $0 != "=" }) : String(word.dropFirst())
        return options.contains { $0.name == name || (name.count == 1 && $0.short.map(String.init) == name) }
    }

    /// Whether `word` reads as a slip of the subcommand `name`: one letter off, or its letters
    /// in another order (`wyh` for `why`), so it is said as an unknown command, not taken as an
    /// argument of the default subcommand.
    static func slip(_ word: String, of name: String) -> Bool {
        let typed = word.lowercased()
        guard typed != name else { return false }
        return NearestMatch.distance(typed, name) <= 1 || typed.sorted() == name.sorted()
    }

    static func looksNumeric(_ word: String) -> Bool {
        guard word.count > 1, word.hasPrefix("-") else { return false }
        return Double(word.dropFirst().replacing(",", with: ".")) != nil
    }

    private func lookUpOption(_ word: String, in chain: [Command<Context>]) throws(CLIError)
        -> (Option, String?)
    {
        let known = options(for: chain)
        let name: String
        var inline: String?
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inline = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            if let option = known.first(where: { $0.name == name }) { return (option, inline) }
        } else {
            name = String(word.dropFirst())
            if name.count == 1, let option = known.first(where: { $0.short.map(String.init) == name }) {
                return (option, nil)
            }
        }
        let suggestion = NearestMatch.suggestion(for: name, among: known.map(\.name)).map {
            "Did you mean '--\($0)'?"
        }
        throw .usage(
            "Unknown option '\(word)' for '\(chain.map(\.name).joined(separator: " "))'.",
            hint: suggestion ?? "Run '\(chain.map(\.name).joined(separator: " ")) --help' to see its options."
        )
    }

    private func check(_ value: String, for option: Option) throws(CLIError) {
        guard !option.choices.isEmpty, !option.choices.contains(value) else { return }
        // A number is not a misspelling of another number ("--days 4" is not "1").
        let numeric = Double(value) != nil && option.choices.allSatisfy { Double($0) != nil }
        let suggestion =
            numeric
            ? nil
            : NearestMatch.suggestion(for: value, among: option.choices).map { " Did you mean '\($0)'?" }
        throw .usage(
            "--\(option.name) does not accept '\(value)'.\(suggestion ?? "")",
            hint: "Choose one of: \(option.choices.joined(separator: ", ")).")
    }

    private func unknownCommand(_ word: String, in chain: [Command<Context>]) -> CLIError {
        let parent = chain.map(\.name).joined(separator: " ")
        let names = chain[chain.count - 1].visibleSubcommands.map(\.name)
        // A word that starts several commands ("workout add") names them all.
        let starting = word.isEmpty ? [] : names.filter { $0.lowercased().hasPrefix(word.lowercased()) }
        let near =
            starting.count > 1
            ? starting : NearestMatch.suggestion(for: word, among: names).map { [$0] } ?? []
        let quoted = near.map { "'\(parent) \($0)'" }
        let hint =
            quoted.count > 1
            ? "Did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last ?? "")?"
            : quoted.first.map { "Did you mean \($0)?" }
        return .usage(
            "Unknown command '\(word)' for '\(parent)'.",
            hint: hint ?? "Run '\(parent) --help' to see the commands.")
    }

    private func bind(_ words: [String], to command: Command<Context>, path: [String]) throws(CLIError)
        -> [String: [String]]
    {
        var remaining = words[...]
        var bound: [String: [String]] = [:]
        // Made only for an error: joining the words on every run cost a run the first use of
        // `joined` (the runtime scans every conformance record for it).
        func usage() -> String {
            let words = command.arguments.map(\.usage) + (command.options.isEmpty ? [] : ["[options]"])
            return "Usage: \(([path.joined(separator: " ")] + words).joined(separator: " "))"
        }
        // An argument's help names other commands with the program token, as help texts do.
        func help(_ argument: Argument) -> String {
            argument.help.replacing(HelpRenderer<Context>.programToken, with: path.first ?? "")
        }
        for argument in command.arguments {
            if argument.isVariadic {
                if remaining.isEmpty, argument.isRequired {
                    throw .usage("Missing <\(argument.name)>: \(help(argument))", hint: usage())
                }
                bound[argument.name] = Array(remaining)
                remaining = []
            } else if let word = remaining.popFirst() {
                bound[argument.name] = [word]
            } else if argument.isRequired {
                throw .usage("Missing <\(argument.name)>: \(help(argument))", hint: usage())
            }
        }
        if let extra = remaining.first {
            // `import hevvy file.csv`: the first word was meant as a subcommand.
            let meant = words.first.flatMap {
                NearestMatch.suggestion(for: $0, among: command.visibleSubcommands.map(\.name))
            }
            // A day typed where the command takes it as `--date` (`weight remove 2026-11-26`).
            // The other words typed are kept in it (`weight add 80 2026-11-20`).
            let kept = words.filter { $0 != extra }
            let day =
                command.options.contains { $0.name == "date" } && Self.looksLikeDay(extra)
                ? "Did you mean '\((path + kept).joined(separator: " ")) --date \(extra)'?" : nil
            // A unit typed apart from its number (`weight add 91.5 kg`): written together it reads.
            let unit = words.firstIndex(of: extra).flatMap { index -> String? in
                guard index > 0, ["kg", "kgs", "lb", "lbs", "cm", "in"].contains(extra.lowercased()) else {
                    return nil
                }
                var joined = words
                joined[index - 1] += extra
                joined.remove(at: index)
                return "Write the unit with its number: '\((path + joined).joined(separator: " "))'."
            }
            throw .usage(
                "Unexpected argument '\(extra)' for '\(path.joined(separator: " "))'.",
                hint: meant.map { "Did you mean '\(path.joined(separator: " ")) \($0)'?" } ?? day ?? unit
                    ?? usage())
        }
        return bound
    }

    /// Whether `word` is written as people write a day (`today`, `yesterday`, `-3`, `2026-11-26`).
    static func looksLikeDay(_ word: String) -> Bool {
        if ["today", "yesterday"].contains(word.lowercased()) { return true }
        if word.hasPrefix("-"), word.count > 1, word.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
            return true
        }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
