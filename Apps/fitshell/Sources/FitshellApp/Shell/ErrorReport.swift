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
            return CLIError(detail, hint: error.recoverySuggestion, code: code)
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
            case .unknownTag, .invalidWeight, .emptyTagName, .futureDay:
                return CLIError.usage(error.errorDescription ?? "\(error)")
            default: return CLIError(error.errorDescription ?? "\(error)")
            }
        case let error as PlanError:
            switch error {
            case .notFound, .ambiguous, .exerciseNotInPlan, .noSuchSet, .invalid:
                return CLIError.usage(error.errorDescription ?? "\(error)")
            case .duplicateName: return CLIError(error.errorDescription ?? "\(error)")
            }
        case let error as WorkoutError:
            switch error {
            case .noSuchExercise, .noSuchSet, .invalid:
                return CLIError.usage(error.errorDescription ?? "\(error)")
            default: return CLIError(error.errorDescription ?? "\(error)")
            }
        case let error as ProgramDayError:
            if case .unknownDay = error { return CLIError.usage(error.errorDescription ?? "\(error)") }
            return CLIError(error.errorDescription ?? "\(error)")
        case let error as SupplementError:
            switch error {
            case .unknown, .ambiguous, .emptyName: return CLIError.usage(error.errorDescription ?? "\(error)")
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
