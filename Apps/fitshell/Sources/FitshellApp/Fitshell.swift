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

    /// Whether `instant` is what `text` says: a real calendar day (no 02-30 rolled into March) in a
    /// year from 1900 to 2199 (no five-digit year wrapped into 1970).
    static func isExact(_ instant: Date, _ text: String) -> Bool {
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
            let dayNumber = Int(parts[2]), (1900...2199).contains(year),
            let day = LocalDate(year: year, month: month, day: dayNumber)
        else { return false }
        // Within two days of that calendar day (any time zone offset in the text).
        return abs(instant.timeIntervalSince1970 - Double(day.daysSinceEpoch) * 86_400) < 2 * 86_400
    }

    /// Runs the process's command line and returns the exit status.
    ///
    /// `FITSHELL_NOW` (an ISO-8601 instant) fixes the clock, for reproducible scripts and tests.
    public static func main(arguments: [String]) async -> Int32 {
        let variables = ProcessInfo.processInfo.environment
        let console = Console.standard(environment: variables, noColor: arguments.contains("--no-color"))
        var clock: any WallClock = SystemWallClock()
        if let text = variables["FITSHELL_NOW"], !text.isEmpty {
            guard let instant = try? Date(text, strategy: .iso8601), Self.isExact(instant, text) else {
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
