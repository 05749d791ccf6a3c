import CommandKit

/// `fitshell completions bash|zsh|fish`: shell completion scripts from the command tree.
enum CompletionsCommand {
    static func command(shell: Shell) -> Command<AppContext> {
        Command(
            "completions", summary: "Print a shell completion script",
            discussion: "Load it in your shell's start-up file.",
            examples: [
                "fitshell completions bash > ~/.local/share/bash-completion/completions/fitshell",
                "fitshell completions fish > ~/.config/fish/completions/fitshell.fish",
            ],
            arguments: [
                Argument("shell", help: "bash, zsh or fish", completions: Completions<AppContext>.shells)
            ],
            action: { invocation, context in
                let name = invocation.argument("shell") ?? ""
                guard
                    let script = Completions(root: shell.root, globalOptions: Shell.globalOptions).script(
                        for: name)
                else {
                    throw CLIError.usage(
                        "No completions for shell '\(name)'.",
                        hint: "Choose one of: \(Completions<AppContext>.shells.joined(separator: ", ")).")
                }
                context.console.writeRaw(script)
            })
    }
}
