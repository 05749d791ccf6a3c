/// A weight as a person types it: a number, optionally followed by its unit (`82.4`, `82.4kg`,
/// `181.5 lb`, `181.5lbs`), the number read by `TypedNumber`'s rules.
public enum TypedMass {
    /// The number and the unit written after it (`nil` when none is), or `nil` when `text` is
    /// not a number with at most a unit after it.
    public static func parse(_ text: String) -> (value: Double, unit: MassUnit?)? {
        let trimmed = text.trimmingSpaces()
        if let value = TypedNumber.parse(trimmed) { return (value, nil) }
        // The unit is the trailing run of letters; what is before it must be a number alone.
        let letters = trimmed.reversed().prefix { $0.isASCII && $0.isLetter }
        guard !letters.isEmpty, let unit = MassUnit(parsing: String(letters.reversed())),
            let value = TypedNumber.parse(String(trimmed.dropLast(letters.count)))
        else { return nil }
        return (value, unit)
    }
}
