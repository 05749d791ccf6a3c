import CoreModels

/// Counts and plurals in the words people read: `1 workout`, `9,539 sets`.
public enum Text {
    /// `count` grouped in thousands, with `noun` in the singular for 1 and with an `s` otherwise
    /// (or `plural` when the word does not take an `s`).
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(Mass.grouped(Double(count))) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    /// `a` or `an` before `word` by its first letter (`an openScale`, `a Renpho`, `an Hevy` is
    /// not English: h counts as a consonant).
    public static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
