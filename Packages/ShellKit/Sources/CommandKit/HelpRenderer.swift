/// Writes `--help` pages from command declarations.
///
/// Help texts name other commands with `{program}` in place of the program's name
/// (`'{program} exercises search'`), so a plug-in reads right in any program that composes it;
/// the page shows the name of the root command.
public struct HelpRenderer<Context: Sendable>: Sendable {
    let globalOptions: [Option]
    let rootFooter: String

    /// Creates a renderer; `rootFooter` is added to the top-level page (exit codes, data folder).
    public init(globalOptions: [Option], rootFooter: String) {
        self.globalOptions = globalOptions
        self.rootFooter = rootFooter
    }

    /// What help texts write for the program's name.
    public static var programToken: String { "{program}" }

    /// The help page of the last command in `chain`.
    public func render(_ chain: [Command<Context>], style: Style) -> String {
        guard let command = chain.last else { return "" }
        let fullName = chain.map(\.name).joined(separator: " ")
        var lines = ["\(style.bold(fullName)) — \(command.summary)", ""]
        var usage: [String] = []
        if !command.subcommands.isEmpty { usage.append("\(fullName) <command> [options]") }
        if command.action != nil || command.subcommands.isEmpty {
            let arguments = command.arguments.map(\.usage).joined(separator: " ")
            usage.append("\(fullName)\(arguments.isEmpty ? "" : " " + arguments) [options]")
        }
        lines.append(style.heading("Usage:"))
        lines += usage.map { "  \($0)" }
        if let discussion = command.discussion {
            lines += ["", discussion]
        }
        let visible = command.visibleSubcommands
        if !visible.isEmpty {
            lines += ["", style.heading("Commands:")]
            let width = (visible.map(\.name.count).max() ?? 0) + 2
            for sub in visible {
                let mark = sub.name == command.defaultSubcommand ? " (default)" : ""
                lines.append("  " + pad(sub.name, width) + sub.summary + mark)
            }
        }
        if !command.arguments.isEmpty {
            lines += ["", style.heading("Arguments:")]
            let width = (command.arguments.map { $0.usage.count }.max() ?? 0) + 2
            lines += command.arguments.map { "  " + pad($0.usage, width) + $0.help }
        }
        if !command.options.isEmpty {
            lines += ["", style.heading("Options:")] + optionLines(command.options)
        }
        lines += ["", style.heading("Global options:")] + optionLines(globalOptions)
        if !command.examples.isEmpty {
            lines +=
                ["", style.heading("Examples:")]
                + command.examples.map {
                    "  $ \(([chain[0].name] + ($0.isEmpty ? [] : [$0])).joined(separator: " "))"
                }
        }
        if !visible.isEmpty {
            lines += ["", "Run '\(fullName) <command> --help' for a command's details."]
        }
        if chain.count == 1, !rootFooter.isEmpty {
            lines += ["", rootFooter]
        }
        return lines.joined(separator: "\n").replacing(Self.programToken, with: chain[0].name)
    }

    private func optionLines(_ options: [Option]) -> [String] {
        let width = (options.map { $0.usage.count }.max() ?? 0) + 2
        return options.map { option in
            let choices = option.choices.isEmpty ? "" : " (\(option.choices.joined(separator: "|")))"
            return "  " + pad(option.usage, width) + option.help + choices
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
