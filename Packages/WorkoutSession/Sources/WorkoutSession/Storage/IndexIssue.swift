/// How one year's history index disagrees with the workout files it is derived from.
public struct IndexIssue: Equatable, Sendable, Codable {
    /// The year.
    public let year: Int
    /// Workout files no index line lists (an interrupted import, a lost index).
    public let unlisted: Int
    /// Index lines whose workout file is gone.
    public let missing: Int
    /// Whether the index itself cannot be read.
    public let unreadable: Bool
    /// Workouts whose line no longer says what their file holds (a crash between an edit's
    /// two saves, a file changed by hand); looked for only when asked.
    public let stale: [WorkoutID]

    /// Creates an issue.
    public init(year: Int, unlisted: Int, missing: Int, unreadable: Bool, stale: [WorkoutID] = []) {
        self.year = year
        self.unlisted = unlisted
        self.missing = missing
        self.unreadable = unreadable
        self.stale = stale
    }
}
