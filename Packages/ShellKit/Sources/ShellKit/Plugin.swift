import CommandKit
import CoreModels

/// One feature's part of a program: its command group, its dashboard section, the file formats
/// it writes (for checking and archiving a data folder) and what to tell the user when one of
/// its files was corrupt.
///
/// A program is composed by listing plug-ins; each feature package offers its own in its
/// `…Commands` module.
public struct Plugin: Sendable {
    /// Builds a dashboard section, or `nil` to show nothing.
    public typealias DashboardBuilder = @Sendable (RunContext) async throws -> DashboardSection?

    /// The plug-in's name.
    public let name: String
    /// Top-level commands it adds.
    public let commands: [Command<RunContext>]
    /// Its part of the dashboard.
    public let dashboard: DashboardBuilder?
    /// Formats its files use (built when asked for: most commands never need them).
    public var documentFormats: [DocumentFormat] { makeDocumentFormats() }
    private let makeDocumentFormats: @Sendable () -> [DocumentFormat]
    /// For a corrupt file name, what the user should run next (given the program's name).
    public let recoveryHints: @Sendable (_ program: String) -> [String: String]
    /// Names of files that hold preferences: when one is corrupt the user is told its defaults
    /// are used (other data is never "reset to defaults").
    public let preferenceFiles: Set<String>
    /// Runs before the dashboard on an interactive terminal (first-run onboarding).
    public let welcome: (@Sendable (RunContext) async throws -> Void)?
    /// Whether a file name is one of its derived files, rebuilt from their sources when set
    /// aside (a run that rebuilt one lost nothing, so it does not fail for it).
    public let isDerived: @Sendable (String) -> Bool

    /// Declares a plug-in.
    public init(
        name: String, commands: [Command<RunContext>], dashboard: DashboardBuilder? = nil,
        documentFormats: @autoclosure @escaping @Sendable () -> [DocumentFormat] = [],
        recoveryHints: @escaping @Sendable (_ program: String) -> [String: String] = { _ in [:] },
        preferenceFiles: Set<String> = [],
        welcome: (@Sendable (RunContext) async throws -> Void)? = nil,
        isDerived: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.name = name
        self.commands = commands
        self.dashboard = dashboard
        self.makeDocumentFormats = documentFormats
        self.recoveryHints = recoveryHints
        self.preferenceFiles = preferenceFiles
        self.welcome = welcome
        self.isDerived = isDerived
    }
}

/// One block of the dashboard: a title, text lines, and the same content for `--json`.
public struct DashboardSection: Sendable {
    /// The JSON key of this section.
    public let key: String
    /// The heading shown above the lines.
    public let title: String
    /// The text lines.
    public let lines: [String]
    /// Commands worth running next.
    public let nextSteps: [String]
    /// The machine-readable content.
    public let payload: any Encodable & Sendable

    /// Creates a section.
    public init(
        key: String, title: String, lines: [String], nextSteps: [String] = [],
        payload: any Encodable & Sendable
    ) {
        self.key = key
        self.title = title
        self.lines = lines
        self.nextSteps = nextSteps
        self.payload = payload
    }
}
