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

/// The whole `main` of a program built on the shell kit: reads the process's environment,
/// composes the shell and runs one command line.
public enum ShellMain {
    /// Runs `arguments` (without the program name) in the program `identity` composed of
    /// `plugins`, and returns the exit status. With `pluginsFor`, a command line naming a
    /// top-level command builds only the plug-ins it gives for that word (see
    /// `Shell.init(identity:plugins:pluginsFor:environment:)`); `plugins` is then built only
    /// when a run needs them all.
    ///
    /// The identity's clock variable (`FITSHELL_NOW`), an ISO-8601 instant, fixes the clock for
    /// reproducible scripts and tests; anything else there is a usage error (exit 64).
    public static func run(
        identity: ShellIdentity, plugins: @autoclosure @escaping @Sendable () -> [Plugin],
        pluginsFor: (@Sendable (_ command: String) -> [Plugin]?)? = nil, arguments: [String]
    ) async -> Int32 {
        if arguments == ["--version"] {
            // The one answer that needs no command tree: scripts ask it often.
            StandardStream.write("\(identity.name) \(identity.version)\n", to: STDOUT_FILENO)
            return ExitCode.success.rawValue
        }
        let variables = ProcessEnvironment.variables()
        let console = Console.standard(environment: variables, noColor: arguments.contains("--no-color"))
        var clock: any WallClock = SystemWallClock()
        if let text = variables[identity.clockVariable], !text.isEmpty {
            guard let instant = InstantText.parse(text), isExact(instant, text) else {
                console.printError(
                    "error: \(identity.clockVariable) '\(text)' is not an ISO-8601 instant such as 2026-11-23T08:00:00Z."
                )
                return ExitCode.usage.rawValue
            }
            clock = FixedWallClock(instant)
        }
        let environment = AppEnvironment(variables: variables, console: console, clock: clock)
        let shell =
            if let pluginsFor {
                Shell(identity: identity, plugins: plugins, pluginsFor: pluginsFor, environment: environment)
            } else {
                Shell(identity: identity, plugins: plugins(), environment: environment)
            }
        return await shell.run(arguments).rawValue
    }

    /// Runs the process's command line in the program `identity` composed of `plugins`, and
    /// exits with its status: the whole body of a synchronous top-level `main`.
    ///
    /// The command runs on the main thread, actors' code included (its task prefers an executor
    /// that runs jobs there): a short command starts no worker thread. Against an `async` main
    /// this saves the concurrency runtime's main queue and worker threads, and the main thread's
    /// `pthread_exit` (which unwinds its stack: in a fully static executable that sorts every
    /// unwind record first, about 10 ms).
    ///
    /// `pluginsFor` is as for `run(identity:plugins:pluginsFor:arguments:)`.
    public static func start(
        identity: ShellIdentity, plugins: @autoclosure @escaping @Sendable () -> [Plugin],
        pluginsFor: (@Sendable (_ command: String) -> [Plugin]?)? = nil
    ) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let executor = MainThreadExecutor()
        Task(executorPreference: executor) {
            exit(
                await run(
                    identity: identity, plugins: plugins(), pluginsFor: pluginsFor, arguments: arguments))
        }
        executor.run()
    }

    /// Runs the process's command line in the program `identity` composed of `plugins`, and
    /// exits with its status: the whole body of a program's `async` `main`.
    public static func main(identity: ShellIdentity, plugins: @autoclosure @escaping @Sendable () -> [Plugin])
        async -> Never
    {
        let status = await run(
            identity: identity, plugins: plugins(), arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }

    /// Whether `instant` is what `text` says: a real calendar day (no 02-30 rolled into March) in a
    /// year from 1900 to 2199 (no five-digit year wrapped into 1970).
    public static func isExact(_ instant: Date, _ text: String) -> Bool {
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
            let dayNumber = Int(parts[2]), (1900...2199).contains(year),
            let day = LocalDate(year: year, month: month, day: dayNumber)
        else { return false }
        // Within two days of that calendar day (any time zone offset in the text).
        return abs(instant.timeIntervalSince1970 - Double(day.daysSinceEpoch) * 86_400) < 2 * 86_400
    }
}
