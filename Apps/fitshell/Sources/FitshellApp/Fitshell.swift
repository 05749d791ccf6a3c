import CommandKit
import CoreModels
import Foundation

/// The entry point the `fitshell` executable calls.
public enum Fitshell {
    /// The version printed by `fitshell --version`.
    public static let version = "0.1.0"

    /// Every plug-in of the full app, in the order their commands are listed.
    public static var allPlugins: [Plugin] {
        featurePlugins + [
            ProfilePlugin.plugin, DataPlugin.plugin(formatsOf: featurePlugins), DevPlugin.plugin,
        ]
    }

    /// The feature plug-ins whose files `data doctor` checks.
    static var featurePlugins: [Plugin] {
        [
            WorkoutPlugin.plugin, ProgramPlugin.plugin, PlansPlugin.plugin, HistoryPlugin.plugin,
            JournalPlugin.plugin,
            SupplementsPlugin.plugin,
            WeightPlugin.plugin,
            EquipmentPlugin.plugin, ExercisesPlugin.plugin, SettingsPlugin.plugin,
        ]
    }

    /// Runs the process's command line and returns the exit status.
    ///
    /// `FITSHELL_NOW` (an ISO-8601 instant) fixes the clock, for reproducible scripts and tests.
    public static func main(arguments: [String]) async -> Int32 {
        let variables = ProcessInfo.processInfo.environment
        let console = Console.standard(environment: variables, noColor: arguments.contains("--no-color"))
        var clock: any WallClock = SystemWallClock()
        if let text = variables["FITSHELL_NOW"], !text.isEmpty {
            guard let instant = try? Date(text, strategy: .iso8601) else {
                console.printError(
                    "error: FITSHELL_NOW '\(text)' is not an ISO-8601 instant such as 2026-11-23T08:00:00Z.")
                return ExitCode.usage.rawValue
            }
            clock = FixedWallClock(instant)
        }
        let environment = AppEnvironment(variables: variables, console: console, clock: clock)
        return await Shell(plugins: allPlugins, environment: environment).run(arguments).rawValue
    }
}
