#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What can go wrong when a store reads or writes its files.
///
/// The three headline texts are VoltLift's user-facing messages; `failureReason` adds the
/// file and cause, and `recoverySuggestion` says what to do next.
public enum StorageError: Error, Equatable, Sendable, LocalizedError {
    /// Writing failed even after the retries.
    case saveFailure(file: String, reason: String)
    /// Reading failed for a reason other than bad content (permissions, I/O, a folder in the way).
    case loadFailure(file: String, reason: String)
    /// The content could not be decoded or validated; the file was set aside.
    case dataCorruption(CorruptionReport)
    /// The file was written by a newer fitshell; it is left untouched.
    case newerFormat(file: String, found: Int, supported: Int)
    /// A record that was asked for does not exist.
    case notFound(String)
    /// A value failed validation before it was saved.
    case invalid(String)

    /// The user-facing headline.
    public var errorDescription: String? {
        switch self {
        case .saveFailure: return "Failed to save your preferences. Please try again."
        case .loadFailure: return "Unable to load your saved data. Using defaults."
        case .dataCorruption: return "Data corruption detected. Preferences will be reset."
        case .newerFormat(let file, let found, let supported):
            return "\(file) was written by a newer fitshell (format \(found); this one reads up to "
                + "\(supported)). It was left untouched."
        case .notFound(let what): return "\(what) was not found."
        case .invalid(let why): return why
        }
    }

    /// The file and the cause.
    public var failureReason: String? {
        switch self {
        case .saveFailure(let file, let reason): return "Could not write \(file): \(reason)."
        case .loadFailure(let file, let reason): return "Could not read \(file): \(reason)."
        case .dataCorruption(let report): return report.summary
        case .newerFormat, .notFound, .invalid: return nil
        }
    }

    /// What the user can do.
    public var recoverySuggestion: String? {
        switch self {
        case .saveFailure:
            return "Check free disk space and the data folder's permissions."
        case .loadFailure: return "Check the file's permissions."
        case .dataCorruption: return "Your other data is unaffected; set this part up again."
        case .newerFormat: return "Upgrade fitshell, or use the newer version that wrote it."
        case .notFound, .invalid: return nil
        }
    }
}
