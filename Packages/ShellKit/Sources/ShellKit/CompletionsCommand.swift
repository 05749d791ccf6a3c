import CommandKit

/// `NAME completions bash|zsh|fish`: shell completion scripts from the command tree.
enum CompletionsCommand {
    static func command(shell: Shell) -> Command<RunContext> {
        Command(
            "completions", summary: "Print a shell completion script",
            discussion: "Load it in your shell's start-up file.",
            examples: [
                "completions bash > ~/.local/share/bash-completion/completions/\(shell.identity.name)",
                "completions fish > ~/.config/fish/completions/\(shell.identity.name).fish",
            ],
            arguments: [
                Argument("shell", help: "bash, zsh or fish", completions: Completions<RunContext>.shells)
            ],
            action: { invocation, context in
                let name = invocation.argument("shell") ?? ""
                guard
                    let script = Completions(root: shell.root, globalOptions: shell.globalOptions).script(
                        for: name)
                else {
                    throw CLIError.usage(
                        "No completions for shell '\(name)'.",
                        hint: "Choose one of: \(Completions<RunContext>.shells.joined(separator: ", ")).")
                }
                context.console.writeRaw(script)
            })
    }
}
