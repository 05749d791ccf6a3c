import CommandKit
import ShellKit
import Supplements

extension SupplementError: ReportableError {
    /// What the user reads: an unknown supplement names the command that adds it.
    public func report(program: String) -> CLIError {
        let text = errorDescription ?? "\(self)"
        switch self {
        case .unknown(let name, _):
            return .usage(text, hint: "Add it with '\(program) supplements add \"\(name)\" --stack morning'.")
        case .ambiguous, .emptyName: return .usage(text)
        case .duplicate: return CLIError(text)
        }
    }
}
