import CommandKit
import ShellKit
import Supplements

extension SupplementError: ReportableError {
    /// What the user reads: an unknown supplement names the command that adds it.
    public func report(program: String) -> CLIError {
        let text = errorDescription ?? "\(self)"
        switch self {
        case .unknown(let name, _):
            return .usage(
                text,
                hint: "Add it with '\(program) supplements add \(Text.shellWord(name)) --stack morning'.")
        case .ambiguous, .emptyName, .tooLong: return .usage(text)
        // A name already taken is a wrong argument too (exit 64), as an empty one is.
        case .duplicate:
            return .usage(
                text,
                hint: "Pick another name, or rename the one you have with '\(program) supplements rename'.")
        }
    }
}
