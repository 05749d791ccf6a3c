import CommandKit
import CoreModels
import Equipment
import Exercises
import Foundation
import Journal
import Plans
import Supplements
import WorkoutSession

/// Everything one command run needs: the invocation, the console, the data location, the
/// storage context and the feature services, wired once here.
public struct AppContext: Sendable {
    /// What the user asked for.
    public let invocation: Invocation
    /// The process environment.
    public let environment: AppEnvironment
    /// Where the data lives.
    public let location: DataLocation
    /// The storage context every JSON adapter shares (clock, corruption log, retries).
    public let storage: StorageContext
    /// The profile registry of the data root.
    public let profiles: ProfileRegistry

    /// The console.
    public var console: Console { environment.console }
    /// The console's styles.
    public var style: Style { environment.console.style }
    /// Whether output should be JSON.
    public var wantsJSON: Bool { invocation.flag("json") }
    /// Today in the user's time zone.
    public var today: LocalDate { LocalDate.today(in: environment.timeZone, clock: environment.clock) }

    /// The equipment service over the profile's JSON store.
    public var equipment: EquipmentService {
        EquipmentService(
            store: JSONFileEquipmentStore(folder: location.folder, context: storage), clock: environment.clock
        )
    }

    /// The exercise library over the profile's custom exercises; deleting one that a plan uses
    /// is refused.
    public var exercises: ExerciseLibrary {
        let plans = self.plans
        let history = self.history
        return ExerciseLibrary(
            store: JSONFileExerciseStore(
                folder: location.folder.appendingPathComponent(DataLayout.exercises), context: storage),
            lookup: SystemCatalog.exercises(withIDs:),
            usage: { id in
                let workouts = try await history.summaries().filter {
                    $0.exercises.contains { $0.exerciseID == id }
                }.count
                return try await plans.usage(of: id)
                    + (workouts > 0 ? ["\(Text.count(workouts, "workout")) in history"] : [])
            })
    }

    /// Saved plans over the profile's `plans/` folder.
    public var plans: PlanService {
        PlanService(store: planStore, clock: environment.clock)
    }

    /// The plan store (the profile generator writes to it directly).
    var planStore: JSONFilePlanStore {
        JSONFilePlanStore(folder: location.folder.appendingPathComponent(DataLayout.plans), context: storage)
    }

    /// The training profile and program over the profile's `program/` folder.
    public var programs: ProgramService {
        ProgramService(store: programStore, plans: plans, clock: environment.clock)
    }

    /// The program store.
    var programStore: JSONFileProgramStore {
        JSONFileProgramStore(
            folder: location.folder.appendingPathComponent(DataLayout.program), context: storage)
    }

    /// The active-workout engine over the profile's `workouts/` folder.
    public var workouts: WorkoutEngine {
        WorkoutEngine(store: workoutStore, clock: environment.clock, timeZone: environment.timeZone)
    }

    /// Queries over finished workouts.
    public var history: WorkoutHistory { WorkoutHistory(store: workoutStore) }

    /// Saved charts over the profile's `charts.json`.
    public var charts: any ChartStore { JSONFileChartStore(folder: location.folder, context: storage) }

    /// The workout store (imports write to it directly).
    var workoutStore: JSONFileWorkoutStore {
        JSONFileWorkoutStore(
            folder: location.folder.appendingPathComponent(DataLayout.workouts), context: storage,
            timeZone: environment.timeZone)
    }

    /// The record of past imports (`workouts/imports/`), for `import list` and `import undo`.
    var importLog: JSONFileImportLogStore {
        JSONFileImportLogStore(
            folder: location.folder.appendingPathComponent(DataLayout.imports), context: storage)
    }

    /// The journal over the profile's `journal/` folder.
    public var journal: JournalService {
        JournalService(store: journalStore)
    }

    /// The journal store.
    var journalStore: JSONFileJournalStore {
        JSONFileJournalStore(
            folder: location.folder.appendingPathComponent(DataLayout.journal), context: storage)
    }

    /// Body weight over the profile's `weight/` folder.
    public var weights: WeightService {
        WeightService(store: weightStore)
    }

    /// The body-weight store.
    var weightStore: JSONFileWeightStore {
        JSONFileWeightStore(
            folder: location.folder.appendingPathComponent(DataLayout.weight), context: storage)
    }

    /// The supplement tracker over the profile's `supplements/` folder.
    public var supplements: SupplementTracker {
        SupplementTracker(store: supplementStore)
    }

    /// The supplement store.
    var supplementStore: JSONFileSupplementStore {
        JSONFileSupplementStore(
            folder: location.folder.appendingPathComponent(DataLayout.supplements), context: storage)
    }

    /// Parses a day as people type it (`today`, `yesterday`, `-3`, `YYYY-MM-DD`).
    ///
    /// - Throws: `CLIError.usage` naming the accepted forms.
    public func day(_ text: String, option: String = "date") throws -> LocalDate {
        guard let date = LocalDate.parse(text, today: today) else {
            throw CLIError.usage(
                "--\(option) '\(text)' is not a day.",
                hint: "Use today, yesterday, -3 (days ago) or YYYY-MM-DD.")
        }
        return date
    }

    /// Prints `value` as pretty JSON with sorted keys and ISO-8601 instants.
    ///
    /// - Throws: `CLIError` if the value cannot be encoded.
    public func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            console.print(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch {
            throw CLIError("Could not write JSON output: \(error)")
        }
    }
}
