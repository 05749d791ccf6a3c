/// How much an exercise loads the knee joint; the adaptive program filters by it.
public enum KneeLoad: String, Codable, NamedValue, Comparable {
    case low, moderate, high

    /// `Low`, `Moderate`, `High`.
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }

    /// Orders low < moderate < high.
    public static func < (lhs: KneeLoad, rhs: KneeLoad) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
