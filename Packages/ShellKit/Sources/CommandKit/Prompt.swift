import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Questions asked on a terminal.
public enum Prompt {
    /// Asks a yes/no question; `defaultAnswer` is taken on an empty line or end of input.
    public static func confirm(_ question: String, default defaultAnswer: Bool = false, console: Console)
        -> Bool
    {
        console.write("\(question) \(defaultAnswer ? "[Y/n]" : "[y/N]") ")
        guard let answer = console.readLine()?.trimmingSpaces().lowercased(),
            !answer.isEmpty
        else { return defaultAnswer }
        return answer == "y" || answer == "yes"
    }

    /// Confirms a destructive `action` (a phrase such as "delete all data of profile 'home'"):
    /// by a prompt on a terminal, otherwise only with `--yes`.
    ///
    /// - Throws: `CLIError` (exit 1) when declined; a usage error (64) without a terminal or `--yes`.
    public static func requireConfirmation(_ action: String, yes: Bool, console: Console) throws {
        if yes { return }
        guard console.isInteractive else {
            throw CLIError.usage(
                "This would \(action); it needs confirmation.",
                hint: "Add --yes to confirm when not at a terminal.")
        }
        let question = PlainText.capitalizingFirst(action) + "?"
        guard confirm(question, console: console) else { throw CLIError("Cancelled; nothing was changed.") }
    }
}
