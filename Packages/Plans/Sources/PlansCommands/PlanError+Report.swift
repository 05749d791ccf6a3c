import CommandKit
import Plans
import ShellKit

extension PlanError: ReportableError {
    /// What the user reads: an unknown plan names the command that lists them.
    public func report(program: String) -> CLIError {
        let text = errorDescription ?? "\(self)"
        switch self {
        case .notFound: return .usage(text, hint: "See '\(program) plans'.")
        case .ambiguous, .ambiguousExercise, .exerciseNotInPlan, .noSuchSet, .invalid: return .usage(text)
        case .duplicateName: return CLIError(text)
        }
    }
}

extension ProgramDayError: ReportableError {
    /// What the user reads: a day not yet reached can be previewed; a rest day too.
    public func report(program: String) -> CLIError {
        let text = errorDescription ?? "\(self)"
        switch self {
        case .unknownDay: return .usage(text)
        case .notYet(let label, _):
            return CLIError(text, hint: "Preview it with '\(program) program day \(label)'.")
        case .restDay:
            return CLIError(
                text, hint: "Preview one with '\(program) program day A', or start a plan by name.")
        }
    }
}
