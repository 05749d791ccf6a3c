import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A command-line program composed of plug-ins: one command tree under the program's name,
/// with `--help`, `--version`, completions and the dashboard, that runs one command line and
/// turns every outcome into text and an exit code.
public struct Shell: Sendable {
    /// Who the program is.
    public let identity: ShellIdentity
    /// The plug-ins this shell is composed of, in the order their commands are listed (built on
    /// first use when the shell was given a way to build them).
    public var plugins: [Plugin] { every.plugins }
    private let every: PluginList
    private let pluginsForCommand: (@Sendable (String) -> [Plugin]?)?
    private let environment: AppEnvironment

    /// Composes the program `identity` from `plugins`.
    public init(identity: ShellIdentity, plugins: [Plugin], environment: AppEnvironment) {
        self.identity = identity
        self.every = PluginList(plugins)
        self.pluginsForCommand = nil
        self.environment = environment
    }

    /// Composes the program `identity` from `plugins`, built only when a run needs them all:
    /// a command line whose first word is a top-level command runs with the plug-ins
    /// `pluginsFor` gives for that word (those that add it; `nil` for a word it does not know).
    /// The dashboard, help, completions, an unknown word and a run that reports an error or a
    /// damaged file build every plug-in.
    public init(
        identity: ShellIdentity, plugins: @escaping @Sendable () -> [Plugin],
        pluginsFor: @escaping @Sendable (_ command: String) -> [Plugin]?, environment: AppEnvironment
    ) {
        self.identity = identity
        self.every = PluginList(plugins)
        self.pluginsForCommand = pluginsFor
        self.environment = environment
    }

    /// The options every command accepts.
    public var globalOptions: [Option] { globalOptions(mentioningProfiles: hasCommand("profile")) }

    /// The global options; the help of `--profile` names the `profile` command when there is one.
    private func globalOptions(mentioningProfiles profiles: Bool) -> [Option] {
        [
            .flag("json", help: "Print machine-readable JSON (read commands and results)."),
            .value(
                "data-dir", "path",
                help:
                    "Use this data folder (default: \(identity.homeVariable), XDG_DATA_HOME, ~/.local/share)."
            ),
            .value(
                "profile", "name",
                help: "Use this local profile for this run"
                    + (profiles ? " (see '\(identity.name) profile')." : ".")),
            .flag("no-color", help: "Never colour the output (NO_COLOR is respected too)."),
            .flag("help", short: "h", help: "Show help for the command."),
            .flag("version", help: "Print the version."),
        ]
    }

    /// The root command: the dashboard, with every plug-in's commands below it.
    public var root: Command<RunContext> { root(of: plugins) }

    /// The root command with the commands of `chosen` below it (the dashboard always shows
    /// every plug-in's part).
    private func root(of chosen: [Plugin]) -> Command<RunContext> {
        Command(
            identity.name, summary: identity.summary, discussion: identity.discussion,
            examples: identity.examples,
            subcommands: chosen.flatMap(\.commands) + [CompletionsCommand.command(shell: self)],
            action: { _, context in
                try await Dashboard(plugins: plugins, identity: identity).show(context)
            })
    }

    /// Whether a plug-in offers the top-level command `name` (help mentions it only then).
    func hasCommand(_ name: String) -> Bool { Self.hasCommand(name, in: plugins) }

    /// Whether one of `plugins` offers the top-level command `name`.
    static func hasCommand(_ name: String, in plugins: [Plugin]) -> Bool {
        plugins.contains { $0.commands.contains { $0.name == name } }
    }

    /// Every file name that holds preferences: the shell's `settings.json` and the plug-ins'.
    static func preferenceFiles(of plugins: [Plugin]) -> Set<String> {
        plugins.reduce(into: ["settings.json"]) { $0.formUnion($1.preferenceFiles) }
    }

    /// The top-level command word of a command line, after the global options; `nil` when
    /// there is none, when help is asked for anywhere, or when an option is not a global one
    /// (the run then builds every plug-in, so help and errors read as they always have).
    static func commandWord(_ arguments: [String]) -> String? {
        guard !arguments.contains(where: { $0 == "--help" || $0 == "-h" || $0 == "--" }) else { return nil }
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "--json", "--no-color": index += 1
            case "--data-dir", "--profile": index += 2
            default:
                if word.hasPrefix("--data-dir=") || word.hasPrefix("--profile=") {
                    index += 1
                } else if word.hasPrefix("-") {
                    return nil
                } else {
                    return word
                }
            }
        }
        return nil
    }

    var rootFooter: String {
        let codes = ExitCode.allCases.map {
            "  \(PlainText.padded(String($0.rawValue), to: 4))\($0.meaning)"
        }
        let name = identity.folderName
        let shows =
            hasCommand("data")
            ? " ('\(identity.name) data path' shows it)" : ""
        return
            (["Exit codes:"] + codes + [
                "",
                "Data lives in one folder per profile: --data-dir, else $\(identity.homeVariable), else",
                "$XDG_DATA_HOME/\(name), else ~/.local/share/\(name)\(shows).",
            ]).joined(separator: "\n")
    }

    /// Runs one command line (without the program name) and returns its exit code.
    public func run(_ arguments: [String]) async -> ExitCode {
        let console = environment.console
        // Only the plug-ins that add the command named are built (help and the rest: all).
        let chosen = Self.commandWord(arguments).flatMap { pluginsForCommand?($0) }
        let parser =
            if let chosen {
                Parser(root: root(of: chosen), globalOptions: globalOptions(mentioningProfiles: false))
            } else {
                Parser(root: root, globalOptions: globalOptions)
            }
        var result: ParseResult<RunContext>
        do {
            result = try parser.parse(arguments)
        } catch {
            // A usage error is reported as the whole tree reports it (an option's help, say,
            // can name another plug-in's command): parsed again with every plug-in.
            guard chosen != nil else {
                ErrorReport.print(error, console: console)
                return error.code
            }
            do {
                result = try Parser(root: root, globalOptions: globalOptions).parse(arguments)
            } catch {
                ErrorReport.print(error, console: console)
                return error.code
            }
        }
        switch result {
        case .version:
            console.print("\(identity.name) \(identity.version)")
            return .success
        case .help(let chain):
            let renderer = HelpRenderer<RunContext>(globalOptions: globalOptions, rootFooter: rootFooter)
            console.print(renderer.render(chain, style: console.style))
            return .success
        case .run(let command, let invocation):
            return await execute(command, invocation)
        }
    }

    private func execute(_ command: Command<RunContext>, _ invocation: Invocation) async -> ExitCode {
        let console = environment.console
        var storage = StorageContext(clock: environment.clock, sleeper: environment.sleeper)
        if let device = environment.variables[identity.deviceVariable], !device.isEmpty {
            storage.device = String(device.prefix(40))
        }
        var failure: CLIError?
        do {
            let context = try makeContext(invocation, storage: storage)
            // In a folder that syncs, git must not rewrite files under a running command.
            let held =
                command.managesSyncLock
                ? nil
                : try SyncLock.shared(in: context.location.folder) {
                    console.printError(SyncLock.waitingNotice)
                }
            defer { held?.release() }
            try await command.action?(invocation, context)
        } catch {
            failure = ErrorReport.cliError(
                for: error, program: identity.name, preferenceFiles: Self.preferenceFiles(of: plugins))
        }
        var code = failure?.code ?? .success
        let corrupt = storage.corruptionLog.drain()
        // A file set aside comes first: a failure after it ("no program yet") is most likely
        // its consequence, and is then a data error (65) rather than a plain failure (1).
        if !corrupt.isEmpty {
            CorruptionNotice(plugins: plugins, program: identity.name).show(corrupt, console: console)
            // A derived file (a history index) was rebuilt from its sources: nothing was lost.
            let rebuilt = corrupt.allSatisfy { report in
                let name = PlainText.lastPathComponent(report.file)
                return plugins.contains { $0.isDerived(name) }
                    && FileManager.default.fileExists(atPath: report.file)
            }
            if code == .success || code == .failure, !rebuilt { code = .dataError }
        }
        if let failure { ErrorReport.print(failure, console: console) }
        return code
    }

    private func makeContext(_ invocation: Invocation, storage shared: StorageContext) throws -> RunContext {
        let (root, source) = try DataLocation.resolveRoot(
            dataDir: invocation.value("data-dir"), environment: environment.variables,
            workingDirectory: environment.workingDirectory, identity: identity)
        var info = stat()
        if stat(root.filePath, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            throw CLIError(
                "The data folder \(root.filePath) (from \(source)) is a file, not a folder.",
                hint: "Name a folder with --data-dir or \(identity.homeVariable), or move the file away.",
                code: .dataError)
        }
        // Writes stay inside the data folder: no link below it is followed (it may be a link itself).
        var storage = shared
        storage.confinedTo = root
        let profiles = ProfileRegistry(root: root, context: storage, identity: identity)
        let profile: String
        if let chosen = invocation.value("profile") {
            try ProfileRegistry.validate(chosen)
            profile = chosen
        } else {
            profile = try profiles.current()
        }
        return RunContext(
            invocation: invocation, environment: environment, identity: identity,
            location: DataLocation(root: root, rootSource: source, profile: profile), storage: storage,
            profiles: profiles)
    }
}
