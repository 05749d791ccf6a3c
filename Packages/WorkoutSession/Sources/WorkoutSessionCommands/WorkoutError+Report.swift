import CommandKit
import ShellKit
import WorkoutSession

extension WorkoutError: ReportableError {
    /// What the user reads, with the command to run next where there is one.
    public func report(program: String) -> CLIError {
        let text = errorDescription ?? "\(self)"
        switch self {
        case .noSuchExercise: return .usage(text, hint: "See '\(program) workout status'.")
        case .noSuchSet, .invalid, .ambiguousExercise: return .usage(text)
        case .weightNeeded:
            return .usage(text + ".", hint: "give it with --weight (--weight 0 for none)")
        case .noActiveWorkout:
            return CLIError(
                text,
                hint: "Start one with '\(program) workout start PLAN' or '\(program) workout start --today'.")
        case .alreadyActive:
            return CLIError(
                text, hint: "Resume it ('\(program) workout status'), finish it or cancel it first.")
        case .noSets:
            return CLIError(
                text,
                hint:
                    "Add an exercise with '\(program) workout add-exercise EXERCISE --sets 3', or a set to one with '\(program) workout add-set EXERCISE'."
            )
        case .allSetsDone:
            return CLIError(text, hint: "Add a set, or finish with '\(program) workout finish'.")
        default: return CLIError(text)
        }
    }
}
