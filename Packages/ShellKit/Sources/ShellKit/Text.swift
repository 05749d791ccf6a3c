import CoreModels

/// Counts and plurals in the words people read: `1 workout`, `9,539 sets`.
public enum Text {
    /// `text` as one word of a shell command to copy: in double quotes, or in single quotes when
    /// it holds a character a shell reads inside double quotes (`"`, `$`, `` ` ``, `\`, `!`), so
    /// that a suggested command pasted runs as shown (`'He said "push" day'`).
    public static func shellWord(_ text: String) -> String {
        guard text.contains(where: { "\"$`\\!".contains($0) }) else { return "\"\(text)\"" }
        return "'" + text.replacing("'", with: "'\\''") + "'"
    }

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
