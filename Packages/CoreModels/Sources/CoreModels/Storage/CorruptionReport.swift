import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file that could not be decoded or validated and was set aside.
public struct CorruptionReport: Equatable, Hashable, Sendable, Codable {
    /// The path the file had.
    public let file: String
    /// Where it was moved (`NAME.corrupt-TIMESTAMP`), or `nil` if moving it failed too.
    public let movedTo: String?
    /// Why it was rejected, in plain words.
    public let reason: String

    /// Creates a report.
    public init(file: String, movedTo: String?, reason: String) {
        self.file = file
        self.movedTo = movedTo
        self.reason = reason
    }

    /// One sentence for the user.
    public var summary: String {
        let name = PlainText.lastPathComponent(file)
        if let movedTo {
            return "\(name) could not be read (\(reason)); it was set aside as "
                + "\(PlainText.lastPathComponent(movedTo))."
        }
        return "\(name) could not be read (\(reason)) and could not be moved aside."
    }
}

/// Collects the corruption reports of one run so the app can tell the user once, at the end.
///
/// Adapters record into it when they set a file aside and carry on; the caller drains it.
public final class CorruptionLog: Sendable {
    private let reports = Mutex<[CorruptionReport]>([])

    /// Creates an empty log.
    public init() {}

    /// Adds a report.
    public func record(_ report: CorruptionReport) {
        reports.withLock { $0.append(report) }
    }

    /// The reports recorded so far.
    public var all: [CorruptionReport] { reports.withLock { $0 } }

    /// Returns the reports and empties the log.
    public func drain() -> [CorruptionReport] {
        reports.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
