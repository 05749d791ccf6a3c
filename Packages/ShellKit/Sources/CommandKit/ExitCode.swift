/// Process exit statuses (sysexits, as swift-argument-parser uses).
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked.
    case success = 0
    /// The operation failed (for a reason other than the ones below).
    case failure = 1
    /// The command line was wrong: unknown command or option, missing or bad argument.
    case usage = 64
    /// Input data was bad: a corrupt or newer-format file, an invalid CSV.
    case dataError = 65
    /// Reading or writing files failed.
    case ioError = 74

    /// One line for `--help`.
    public var meaning: String {
        switch self {
        case .success: return "success"
        case .failure: return "the operation failed"
        case .usage: return "usage error (unknown command or option, bad argument)"
        case .dataError: return "bad data (corrupt or newer-format file, invalid input file)"
        case .ioError: return "file system error (cannot read or write the data folder)"
        }
    }
}

/// An error a command throws to end the run with a message and an exit code.
public struct CLIError: Error, Equatable, Sendable {
    /// What was wrong.
    public var message: String
    /// What to do about it, shown on the next line.
    public var hint: String?
    /// The exit status.
    public var code: ExitCode

    /// Creates an error.
    public init(_ message: String, hint: String? = nil, code: ExitCode = .failure) {
        self.message = message
        self.hint = hint
        self.code = code
    }

    /// A usage error (exit 64).
    public static func usage(_ message: String, hint: String? = nil) -> CLIError {
        CLIError(message, hint: hint, code: .usage)
    }
}
