#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bounds every workout and history-index value must keep, checked on everything read from
/// disk or an archive before any arithmetic (so a crafted `1e300` start time is refused, never
/// turned into a crash) and on everything written (so fitshell never writes what it would refuse).
public enum HistoryLimits {
    /// The earliest instant a workout may start: 1900-01-01.
    public static let earliest = Date(timeIntervalSince1970: -2_208_988_800)
    /// The latest instant: 2200-01-01.
    public static let latest = Date(timeIntervalSince1970: 7_258_118_400)
    /// The longest a workout may last (one left running for a long time is still a workout).
    public static let longestWorkout: TimeInterval = 366 * 86_400
    /// The heaviest load of one set, kg.
    public static let heaviestKilograms = 10_000.0
    /// The most reps of one set.
    public static let mostReps = 10_000
    /// The most sets of one exercise in one workout.
    public static let mostSetsPerExercise = 1_000
    /// The most exercises in one workout.
    public static let mostExercises = 500
    /// The most done sets in one workout.
    public static let mostSets = 50_000
    /// The largest volume one workout may total, kg.
    public static let largestVolume = 1e10
    /// The longest a name may be, in UTF-8 bytes.
    public static let longestName = 1_000
    /// The longest a note may be, in UTF-8 bytes.
    public static let longestNote = 100_000

    /// Whether `date` lies between `earliest` and `latest`.
    public static func isPlausible(_ date: Date) -> Bool {
        let seconds = date.timeIntervalSince1970
        return seconds.isFinite
            && (earliest.timeIntervalSince1970...latest.timeIntervalSince1970).contains(seconds)
    }

    /// Whether `value` is finite and within `range`.
    static func isWithin(_ value: Double, _ range: ClosedRange<Double>) -> Bool {
        value.isFinite && range.contains(value)
    }

    /// Whether `text` is within `limit` UTF-8 bytes.
    static func fits(_ text: String?, _ limit: Int) -> Bool { (text?.utf8.count ?? 0) <= limit }
}
