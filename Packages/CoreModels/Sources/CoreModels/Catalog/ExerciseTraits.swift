/// How hard an exercise is to learn.
public enum ExerciseLevel: String, Codable, NamedValue {
    case beginner, intermediate, expert

    /// `Beginner`, `Intermediate`, `Expert`.
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }
}

/// The direction of force in an exercise.
public enum Force: String, Codable, NamedValue {
    case push, pull, `static`

    /// `Push`, `Pull`, `Static`.
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }
}

/// Whether an exercise works several joints or one.
public enum Mechanic: String, Codable, NamedValue {
    case compound, isolation

    /// `Compound` or `Isolation`.
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }
}
