import CommandKit
import Foundation

/// The entry point the `fitshell` executable calls.
public enum Fitshell {
    /// The version printed by `fitshell --version`.
    public static let version = "0.1.0"

    /// Every plug-in of the full app, in the order their commands are listed.
    public static var allPlugins: [Plugin] {
        featurePlugins + [ProfilePlugin.plugin, DataPlugin.plugin(formatsOf: featurePlugins)]
    }

    /// The feature plug-ins whose files `data doctor` checks.
    static var featurePlugins: [Plugin] {
        [
            WorkoutPlugin.plugin, ProgramPlugin.plugin, PlansPlugin.plugin, JournalPlugin.plugin,
            SupplementsPlugin.plugin,
            WeightPlugin.plugin,
            EquipmentPlugin.plugin, ExercisesPlugin.plugin, SettingsPlugin.plugin,
        ]
    }

    /// Runs the process's command line and returns the exit status.
    public static func main(arguments: [String]) async -> Int32 {
        let variables = ProcessInfo.processInfo.environment
        let console = Console.standard(environment: variables, noColor: arguments.contains("--no-color"))
        let shell = Shell(
            plugins: allPlugins, environment: AppEnvironment(variables: variables, console: console))
        return await shell.run(arguments).rawValue
    }
}
