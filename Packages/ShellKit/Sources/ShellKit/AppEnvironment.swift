import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the process gives a run: environment variables, console, clock, time zone and
/// working folder. Injected whole, so tests never touch the real home folder or clock.
public struct AppEnvironment: Sendable {
    /// The environment variables.
    public var variables: [String: String]
    /// The console.
    public var console: Console
    /// The clock.
    public var clock: any WallClock
    /// The user's time zone (what "today" means).
    public var timeZone: Zone
    /// The folder relative paths are resolved against.
    public var workingDirectory: URL
    /// What waits between save retries.
    public var sleeper: any Sleeper

    /// Creates an environment.
    public init(
        variables: [String: String], console: Console, clock: any WallClock = SystemWallClock(),
        timeZone: Zone = .current,
        workingDirectory: URL = AppEnvironment.currentDirectory(),
        sleeper: any Sleeper = ThreadSleeper()
    ) {
        self.variables = variables
        self.console = console
        self.clock = clock
        self.timeZone = timeZone
        self.workingDirectory = workingDirectory
        self.sleeper = sleeper
    }

    /// The process's working folder. When it cannot be read (removed under the running
    /// process), `FileManager`'s answer, as before: relative paths then fail where they are used.
    public static func currentDirectory() -> URL {
        URL(
            fileURLWithPath: FileSystem.currentDirectoryPath() ?? FileManager.default.currentDirectoryPath,
            isDirectory: true)
    }
}
