import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An error a feature's commands know how to explain: the message, the hint (which may name the
/// program's commands) and the exit code.
///
/// Domain packages throw errors that carry data and know nothing of a command line; each
/// feature's `…Commands` module conforms them to this protocol, and the shell reports every
/// error through it.
public protocol ReportableError: Error {
    /// What the user reads and the exit code scripts see, in a program named `program`.
    func report(program: String) -> CLIError
}

extension CLIError: ReportableError {
    /// The error itself.
    public func report(program: String) -> CLIError { self }
}

extension StorageError: ReportableError {
    /// A file that cannot be read or written: the precise reason is the message. A read failure
    /// never says "using defaults": the command stops (exit 74), whatever the file.
    public func report(program: String) -> CLIError {
        let code: ExitCode
        switch self {
        case .saveFailure, .loadFailure: code = .ioError
        case .dataCorruption, .newerFormat, .invalid: code = .dataError
        case .notFound: code = .failure
        }
        let detail: String
        switch self {
        case .saveFailure, .loadFailure:
            detail = failureReason ?? errorDescription ?? "\(self)"
        default:
            detail = [errorDescription, failureReason].compactMap { $0 }.joined(separator: "\n")
        }
        var hint = recoverySuggestion
        switch self {
        case .loadFailure: hint = "Check the file's permissions, or run '\(program) data doctor'."
        case .saveFailure:
            hint =
                "Check free disk space and the data folder's permissions ('\(program) data path' shows it)."
        default: break
        }
        return CLIError(detail, hint: hint, code: code)
    }
}

/// Turns any error into what the user reads and the exit code scripts see.
public enum ErrorReport {
    /// The report of `error` in a program named `program`: its own when it is a
    /// `ReportableError`, else its localized description (exit 1). A preferences file (one of
    /// `preferenceFiles`) that cannot be saved keeps the designed "Failed to save your
    /// preferences" wording above the reason.
    public static func cliError(
        for error: any Error, program: String, preferenceFiles: Set<String> = []
    ) -> CLIError {
        if let storage = error as? StorageError, case .saveFailure(let file, _) = storage,
            preferenceFiles.contains(PlainText.lastPathComponent(file))
        {
            let text = [storage.errorDescription, storage.failureReason].compactMap { $0 }
            return CLIError(
                text.joined(separator: "\n"), hint: storage.recoverySuggestion, code: .ioError)
        }
        if let error = error as? any ReportableError { return error.report(program: program) }
        if let error = error as? any LocalizedError {
            return CLIError(error.errorDescription ?? "\(error)", hint: error.recoverySuggestion)
        }
        return CLIError("\(error)")
    }

    /// Prints `error:` and `hint:` lines on standard error.
    public static func print(_ error: CLIError, console: Console) {
        let style = console.style
        console.printError("\(style.error("error:")) \(error.message)")
        if let hint = error.hint { console.printError("\(style.muted("hint:")) \(hint)") }
    }
}
