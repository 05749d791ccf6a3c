import CommandKit
import CoreModels
import Equipment
import Exercises
import Foundation
import Journal
import Plans
import Supplements
import WorkoutSession

/// Turns any error into what the user reads and the exit code scripts see.
enum ErrorReport {
    static func cliError(for error: any Error) -> CLIError {
        switch error {
        case let error as CLIError:
            return error
        case let error as StorageError:
            let code: ExitCode
            switch error {
            case .saveFailure, .loadFailure: code = .ioError
            case .dataCorruption, .newerFormat, .invalid: code = .dataError
            case .notFound: code = .failure
            }
            // A file that cannot be read or written: the precise reason is the message. A read
            // failure never says "using defaults": the command stops (exit 74), whatever the file.
            let detail: String
            switch error {
            case .saveFailure(let file, _) where !CorruptionNotice.isPreferences(file),
                .loadFailure(let file, _):
                detail = error.failureReason ?? error.errorDescription ?? "\(error)"
            default:
                detail = [error.errorDescription, error.failureReason].compactMap { $0 }.joined(
                    separator: "\n")
            }
            var hint = error.recoverySuggestion
            if case .loadFailure = error {
                hint = "Check the file's permissions, or run 'fitshell data doctor'."
            }
            return CLIError(detail, hint: hint, code: code)
        case let error as EquipmentError:
            return CLIError.usage(error.errorDescription ?? "\(error)")
        case let error as ExerciseError:
            switch error {
            case .notFound, .ambiguous, .invalidName:
                return CLIError.usage(error.errorDescription ?? "\(error)")
            case .invalidImport: return CLIError(error.errorDescription ?? "\(error)", code: .dataError)
            default: return CLIError(error.errorDescription ?? "\(error)")
            }
        case let error as JournalError:
            switch error {
            case .unknownTag(let name, _):
                return CLIError.usage(
                    error.errorDescription ?? "\(error)",
                    hint: "Add it with 'fitshell journal tags add \"\(name)\"'.")
            case .invalidWeight, .emptyTagName, .futureDay:
                return CLIError.usage(error.errorDescription ?? "\(error)")
            case .retiredTag(let name):
                return CLIError(
                    error.errorDescription ?? "\(error)",
                    hint: "Restore it with 'fitshell journal tags restore \"\(name)\"'.")
            default: return CLIError(error.errorDescription ?? "\(error)")
            }
        case let error as PlanError:
            switch error {
            case .notFound:
                return CLIError.usage(error.errorDescription ?? "\(error)", hint: "See 'fitshell plans'.")
            case .ambiguous, .exerciseNotInPlan, .noSuchSet, .invalid:
                return CLIError.usage(error.errorDescription ?? "\(error)")
            case .duplicateName: return CLIError(error.errorDescription ?? "\(error)")
            }
        case let error as WorkoutError:
            let text = error.errorDescription ?? "\(error)"
            switch error {
            case .noSuchExercise: return CLIError.usage(text, hint: "See 'fitshell workout status'.")
            case .noSuchSet, .invalid: return CLIError.usage(text)
            case .noActiveWorkout:
                return CLIError(
                    text,
                    hint: "Start one with 'fitshell workout start PLAN' or 'fitshell workout start --today'.")
            case .alreadyActive:
                return CLIError(
                    text, hint: "Resume it ('fitshell workout status'), finish it or cancel it first.")
            case .allSetsDone:
                return CLIError(text, hint: "Add a set, or finish with 'fitshell workout finish'.")
            default: return CLIError(text)
            }
        case let error as ProgramDayError:
            let text = error.errorDescription ?? "\(error)"
            switch error {
            case .unknownDay: return CLIError.usage(text)
            case .notYet(let label, _):
                return CLIError(text, hint: "Preview it with 'fitshell program day \(label)'.")
            case .restDay:
                return CLIError(
                    text, hint: "Preview one with 'fitshell program day A', or start a plan by name.")
            }
        case let error as SupplementError:
            switch error {
            case .unknown(let name, _):
                return CLIError.usage(
                    error.errorDescription ?? "\(error)",
                    hint: "Add it with 'fitshell supplements add \"\(name)\" --stack morning'.")
            case .ambiguous, .emptyName: return CLIError.usage(error.errorDescription ?? "\(error)")
            case .duplicate: return CLIError(error.errorDescription ?? "\(error)")
            }
        case let error as any LocalizedError:
            return CLIError(error.errorDescription ?? "\(error)", hint: error.recoverySuggestion)
        default:
            return CLIError("\(error)")
        }
    }

    static func print(_ error: CLIError, console: Console) {
        let style = console.style
        console.printError("\(style.error("error:")) \(error.message)")
        if let hint = error.hint { console.printError("\(style.muted("hint:")) \(hint)") }
    }
}
