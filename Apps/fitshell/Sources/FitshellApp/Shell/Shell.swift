import CommandKit
import CoreModels
import Foundation

/// The fitshell command-line shell: composes plug-ins into one command tree and runs one
/// command line, turning every outcome into text and an exit code.
public struct Shell: Sendable {
    /// The plug-ins this shell is composed of.
    public let plugins: [Plugin]
    private let environment: AppEnvironment

    /// Composes a shell from `plugins`.
    public init(plugins: [Plugin], environment: AppEnvironment) {
        self.plugins = plugins
        self.environment = environment
    }

    /// The options every command accepts.
    public static let globalOptions: [Option] = [
        .flag("json", help: "Print machine-readable JSON (read commands and results)."),
        .value(
            "data-dir", "path",
            help: "Use this data folder (default: FITSHELL_HOME, XDG_DATA_HOME, ~/.local/share)."),
        .value("profile", "name", help: "Use this local profile for this run (see 'fitshell profile')."),
        .flag("no-color", help: "Never colour the output (NO_COLOR is respected too)."),
        .flag("help", short: "h", help: "Show help for the command."),
        .flag("version", help: "Print the version."),
    ]

    /// The root command: the dashboard, with every plug-in's commands below it.
    public var root: Command<AppContext> {
        Command(
            "fitshell", summary: "local-first strength training and health log",
            discussion: "Run with no command for the dashboard.",
            examples: ["fitshell", "fitshell equipment set dumbbell,band", "fitshell data doctor"],
            subcommands: plugins.flatMap(\.commands) + [CompletionsCommand.command(shell: self)],
            action: { _, context in try await Dashboard(plugins: plugins).show(context) })
    }

    static var rootFooter: String {
        let codes = ExitCode.allCases.map {
            "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)"
        }
        return
            (["Exit codes:"] + codes + [
                "",
                "Data lives in one folder per profile: --data-dir, else $FITSHELL_HOME, else",
                "$XDG_DATA_HOME/fitshell, else ~/.local/share/fitshell ('fitshell data path' shows it).",
            ]).joined(separator: "\n")
    }

    /// Runs one command line (without the program name) and returns its exit code.
    public func run(_ arguments: [String]) async -> ExitCode {
        let console = environment.console
        let parser = Parser(root: root, globalOptions: Self.globalOptions)
        let result: ParseResult<AppContext>
        do {
            result = try parser.parse(arguments)
        } catch {
            ErrorReport.print(error, console: console)
            return error.code
        }
        switch result {
        case .version:
            console.print("fitshell \(Fitshell.version)")
            return .success
        case .help(let chain):
            let renderer = HelpRenderer<AppContext>(
                globalOptions: Self.globalOptions, rootFooter: Self.rootFooter)
            console.print(renderer.render(chain, style: console.style))
            return .success
        case .run(let command, let invocation):
            return await execute(command, invocation)
        }
    }

    private func execute(_ command: Command<AppContext>, _ invocation: Invocation) async -> ExitCode {
        let console = environment.console
        let storage = StorageContext(clock: environment.clock, sleeper: environment.sleeper)
        var code = ExitCode.success
        var context: AppContext?
        do {
            let made = try makeContext(invocation, storage: storage)
            context = made
            try await command.action?(invocation, made)
        } catch {
            let report = ErrorReport.cliError(for: error)
            ErrorReport.print(report, console: console)
            code = report.code
        }
        let corrupt = storage.corruptionLog.drain()
        if !corrupt.isEmpty {
            CorruptionNotice(plugins: plugins).show(corrupt, console: console, context: context)
            // A derived file (a history index) was rebuilt from its sources: nothing was lost.
            let rebuilt = corrupt.allSatisfy { report in
                let name = (report.file as NSString).lastPathComponent
                return plugins.contains { $0.isDerived(name) }
                    && FileManager.default.fileExists(atPath: report.file)
            }
            if code == .success, !rebuilt { code = .dataError }
        }
        return code
    }

    private func makeContext(_ invocation: Invocation, storage shared: StorageContext) throws -> AppContext {
        let (root, source) = try DataLocation.resolveRoot(
            dataDir: invocation.value("data-dir"), environment: environment.variables,
            workingDirectory: environment.workingDirectory)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CLIError(
                "The data folder \(root.path) (from \(source)) is a file, not a folder.",
                hint: "Name a folder with --data-dir or FITSHELL_HOME, or move the file away.",
                code: .dataError)
        }
        // Writes stay inside the data folder: no link below it is followed (it may be a link itself).
        var storage = shared
        storage.confinedTo = root
        let profiles = ProfileRegistry(root: root, context: storage)
        let profile: String
        if let chosen = invocation.value("profile") {
            try ProfileRegistry.validate(chosen)
            profile = chosen
        } else {
            profile = try profiles.current()
        }
        return AppContext(
            invocation: invocation, environment: environment,
            location: DataLocation(root: root, rootSource: source, profile: profile), storage: storage,
            profiles: profiles)
    }
}
