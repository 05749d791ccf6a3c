import CommandKit
import Exercises
import ShellKit

extension ExerciseError: ReportableError {
    /// What the user reads: an unknown, ambiguous or invalid name is a usage error; an invalid
    /// import is bad data (exit 65).
    public func report(program: String) -> CLIError {
        let text = errorDescription ?? "\(self)"
        switch self {
        case .notFound(let reference, _):
            return .usage(
                text,
                hint:
                    "Find its name with '\(program) exercises search \(reference.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "$" }) ? Text.shellWord(reference) : reference)', or add it: '\(program) exercises add NAME --category …'."
            )
        case .ambiguous, .invalidName: return .usage(text)
        case .invalidImport: return CLIError(text, code: .dataError)
        default: return CLIError(text)
        }
    }
}
