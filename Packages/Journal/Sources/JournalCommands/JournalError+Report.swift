import CommandKit
import Journal
import ShellKit

extension JournalError: ReportableError {
    /// What the user reads: an unknown tag is a usage error with the command that adds it; a
    /// retired one names the command that restores it.
    public func report(program: String) -> CLIError {
        let text = errorDescription ?? "\(self)"
        switch self {
        case .unknownTag(let name, _):
            return .usage(text, hint: "Add it with '\(program) journal tags add \(Text.shellWord(name))'.")
        case .invalidWeight, .emptyTagName, .futureDay:
            return .usage(text)
        case .retiredTag(let name):
            return CLIError(
                text, hint: "Restore it with '\(program) journal tags restore \(Text.shellWord(name))'.")
        default:
            return CLIError(text)
        }
    }
}
