/// The body-part category IronLift filters by.
public enum ExerciseCategory: String, Codable, NamedValue {
    case chest, back, shoulders, legs, arms, core, other

    /// `Chest`, `Back`, …
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }
}
