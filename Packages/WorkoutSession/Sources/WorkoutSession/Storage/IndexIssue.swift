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

    /// Creates an issue.
    public init(year: Int, unlisted: Int, missing: Int, unreadable: Bool) {
        self.year = year
        self.unlisted = unlisted
        self.missing = missing
        self.unreadable = unreadable
    }
}
