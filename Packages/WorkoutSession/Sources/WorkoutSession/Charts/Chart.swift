import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The id of a saved chart.
public typealias ChartID = TypedID<Chart>

/// A saved progress chart (CHRT-01–03): an exercise, a metric and an x-axis.
public struct Chart: Hashable, Sendable, Codable, Identifiable {
    /// What is plotted per workout.
    public enum Metric: String, Hashable, Sendable, Codable, NamedValue {
        /// Done sets of the exercise.
        case sets
        /// The best single-set volume (weight × reps).
        case volume
        /// The best estimated one-rep max.
        case e1rm
        /// The heaviest working weight.
        case weight

        /// The name a one-line view (the dashboard's sparklines) gives it: `e1rm`, `weight`,
        /// `sets`, `best set volume` (the volume of the best set, not the session's).
        public var shortName: String { self == .volume ? "best set volume" : rawValue }

        /// The axis title.
        public var displayName: String {
            switch self {
            case .sets: return "Total sets"
            case .volume: return "Max set volume"
            case .e1rm: return "Estimated 1RM"
            case .weight: return "Max weight"
            }
        }

        /// Whether values are masses (shown in the user's unit).
        public var isMass: Bool { self != .sets }
    }

    /// What the x-axis counts.
    public enum Axis: String, Hashable, Sendable, Codable, NamedValue {
        case date, session

        /// `Date` or `Session`.
        public var displayName: String { PlainText.capitalizingFirst(rawValue) }
    }

    /// The id.
    public let id: ChartID
    /// The exercise.
    public let exerciseID: ExerciseID
    /// Its name when the chart was made.
    public let exerciseName: String
    /// The metric.
    public let metric: Metric
    /// The x-axis.
    public let axis: Axis

    /// Creates a chart.
    public init(id: ChartID, exerciseID: ExerciseID, exerciseName: String, metric: Metric, axis: Axis) {
        self.id = id
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.metric = metric
        self.axis = axis
    }

    /// One plotted point.
    public struct Point: Hashable, Sendable, Codable {
        /// The workout's day.
        public let date: LocalDate
        /// The session number (1 = the first with this exercise).
        public let session: Int
        /// The value (kg for masses).
        public let value: Double
    }

    /// The points from history, oldest first (CHRT-05: computed on the fly).
    public func points(_ summaries: [WorkoutSummary]) -> [Point] {
        var session = 0
        return summaries.sorted { $0.startedAt < $1.startedAt }.compactMap { summary in
            guard let line = summary.exercises.first(where: { $0.exerciseID == exerciseID }) else {
                return nil
            }
            session += 1
            let value: Double
            switch metric {
            case .sets: value = Double(line.sets)
            case .volume: value = line.bestSetVolume
            case .e1rm:
                // A session with no estimate (every set over 12 reps, or none loaded) is no point:
                // it was drawn at 0, as if the lift had collapsed.
                guard line.bestE1RM > 0 else { return nil }
                value = line.bestE1RM
            case .weight: value = line.topKilograms
            }
            return Point(date: summary.date, session: session, value: value)
        }
    }
}

/// The storage port of saved charts.
public protocol ChartStore: Sendable {
    /// Every saved chart.
    ///
    /// - Throws: `StorageError`.
    func charts() async throws -> [Chart]
    /// Reads, changes and saves the charts as one step.
    ///
    /// - Throws: `StorageError`, or what `change` throws.
    func updateCharts(_ change: @Sendable ([Chart]) throws -> [Chart]) async throws
}

/// Keeps charts in memory.
public actor InMemoryChartStore: ChartStore {
    private var saved: [Chart] = []

    /// Creates an empty store.
    public init() {}

    /// The held charts.
    public func charts() async throws -> [Chart] { saved }

    /// Applies `change`.
    public func updateCharts(_ change: @Sendable ([Chart]) throws -> [Chart]) async throws {
        saved = try change(saved)
    }
}

/// `charts.json`, version 1.
struct ChartsFile: VersionedDocument, Equatable {
    static let format = "fitshell.charts"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1
    var charts: [Chart]

    func validate() throws {
        if Set(charts.map(\.id)).count != charts.count {
            throw DocumentValidationError("a chart id is used twice")
        }
    }
}

/// Stores charts as `charts.json` in its folder.
public actor JSONFileChartStore: ChartStore {
    private let file: DocumentFile<ChartsFile>

    /// Creates a store in `folder`.
    public init(folder: URL, context: StorageContext) {
        file = DocumentFile(url: folder.appendingFileName("charts.json"), context: context)
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] { [.of(ChartsFile.self, files: ["charts.json"])] }

    /// Reads `charts.json`.
    public func charts() async throws -> [Chart] { try file.load()?.charts ?? [] }

    /// Locked read-modify-write of `charts.json`.
    public func updateCharts(_ change: @Sendable ([Chart]) throws -> [Chart]) async throws {
        try file.update { ChartsFile(charts: try change($0?.charts ?? [])) }
    }
}

/// Each chart merges on its own.
extension ChartsFile {
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["charts"], key: "id")])
}
