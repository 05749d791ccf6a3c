import CommandKit
import CoreModels
import EquipmentCommands
import ExercisesCommands
import FitshellGenerator
import FitshellReport
import FitshellSync
import JournalCommands
import PlansCommands
import ShellKit
import SupplementsCommands
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fitshell program: the feature packages' plug-ins composed under one name, with the
/// wiring between features, and the commands that span them (set-up, profiles, data, settings).
public enum Fitshell {
    /// Who fitshell is: its name, version, help text and data folder.
    public static let identity = ShellIdentity(
        name: "fitshell", version: "0.1.0", summary: "local-first strength training and health log",
        discussion: "Run with no command for the dashboard.",
        examples: ["", "equipment set dumbbell,band", "data doctor"])

    /// Every plug-in of the full app, in the order their commands are listed.
    public static var allPlugins: [Plugin] {
        let features = featurePlugins
        return features + [
            ProfilePlugin.plugin, DataPlugin.plugin(formatsOf: features),
            SyncCommand.plugin(formats: DataPlugin.formats(of: features)),
            DevPlugin.plugin,
        ]
    }

    /// The feature plug-ins, whose files `data doctor`, `data export` and `data import` know.
    static var featurePlugins: [Plugin] {
        [
            WorkoutPlugin.plugin, SetupCommand.plugin, ProgramPlugin.plugin,
            PlansPlugin.plugin(isWorkoutActive: { try await $0.workouts.active() != nil }),
            HistoryPlugin.plugin(
                refusing: [WeightImportCommand.recognizer], moreImports: [AppleHealthImportCommand.command]),
            JournalPlugin.plugin, SupplementsPlugin.plugin,
            WeightPlugin.plugin(refusing: [ImportCommand.recognizer]), BodyPlugin.plugin,
            EquipmentPlugin.plugin,
            ExercisesPlugin.plugin(usage: exerciseUsage, more: [ExercisesMergeCommand.command]),
            SettingsPlugin.plugin, InsightsCommand.plugin, ReportCommand.plugin,
        ]
    }

    /// Where an exercise is used: the plans that hold it and the finished workouts that log it
    /// (a custom exercise in use is not deleted without `--force`).
    static let exerciseUsage: ExerciseUsage = { context, id in
        let workouts = try await context.history.summaries().filter {
            $0.exercises.contains { $0.exerciseID == id }
        }.count
        return try await context.plans.usage(of: id)
            + (workouts > 0 ? ["\(Text.count(workouts, "workout")) in history"] : [])
    }

    /// Runs the process's command line and returns the exit status.
    public static func main(arguments: [String]) async -> Int32 {
        await ShellMain.run(identity: identity, plugins: allPlugins, arguments: arguments)
    }
}
