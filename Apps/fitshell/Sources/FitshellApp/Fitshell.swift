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

    /// A plug-in's builder, with the top-level command words (names and aliases) it adds.
    typealias Builder = (words: Set<String>, build: @Sendable () -> Plugin)

    /// The feature plug-ins, in the order their commands are listed: their files are the ones
    /// `data doctor`, `data export` and `data import` know.
    static let featureBuilders: [Builder] = [
        (["workout", "week"], { WorkoutPlugin.plugin }),
        (["setup"], { SetupCommand.plugin }),
        (["program"], { ProgramPlugin.plugin }),
        (
            ["plans", "plan", "templates"],
            {
                PlansPlugin.plugin(
                    isWorkoutActive: { try await $0.workouts.active() != nil },
                    activePlan: { try await $0.workouts.active()?.planID })
            }
        ),
        (
            ["history", "import", "prs", "1rm", "charts", "chart", "progress"],
            {
                HistoryPlugin.plugin(
                    refusing: [WeightImportCommand.recognizer],
                    moreImports: [AppleHealthImportCommand.command])
            }
        ),
        (["journal"], { JournalPlugin.plugin }),
        (["supplements", "supps"], { SupplementsPlugin.plugin }),
        (["weight"], { WeightPlugin.plugin(refusing: [ImportCommand.recognizer]) }),
        (["body"], { BodyPlugin.plugin }),
        (["equipment", "plates", "warmup"], { EquipmentPlugin.plugin }),
        (
            ["exercises", "exercise"],
            {
                ExercisesPlugin.plugin(
                    usage: ExerciseUses.plansAndWorkouts, more: [ExercisesMergeCommand.command])
            }
        ),
        (["settings"], { SettingsPlugin.plugin }),
        (["insights"], { InsightsCommand.plugin }),
        (["report"], { ReportCommand.plugin }),
    ]

    /// Every plug-in's builder, in `allPlugins` order: a run naming one of its words builds
    /// only those plug-ins (see `plugins(for:)`). A test checks the words against the built
    /// plug-ins.
    static let builders: [Builder] = featureBuilders + shellBuilders

    /// The plug-ins of what spans features: profiles, the data folder, sync, and the hidden
    /// developer commands.
    static let shellBuilders: [Builder] = [
        (["profile"], { ProfilePlugin.plugin }),
        (["data"], { DataPlugin.plugin(formatsOf: featurePlugins) }),
        (["sync"], { SyncCommand.plugin(formats: DataPlugin.formats(of: featurePlugins)) }),
        (["dev"], { DevPlugin.plugin }),
    ]

    /// The plug-ins that add the top-level command `word`; `nil` when none does (the shell
    /// then builds every plug-in, and reports the unknown word as it always has).
    @Sendable public static func plugins(for word: String) -> [Plugin]? {
        let found = builders.filter { $0.words.contains(word) }.map { $0.build() }
        return found.isEmpty ? nil : found
    }

    /// The feature plug-ins, built.
    static var featurePlugins: [Plugin] { featureBuilders.map { $0.build() } }

    /// Runs the process's command line and returns the exit status.
    public static func main(arguments: [String]) async -> Int32 {
        await ShellMain.run(
            identity: identity, plugins: allPlugins, pluginsFor: plugins(for:), arguments: arguments)
    }
}
