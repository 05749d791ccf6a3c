import CoreModels

/// One day of the tracker: each stack's supplements with taken or not (H3.2, H3.7).
public struct SupplementDay: Hashable, Sendable, Codable {
    /// A supplement and whether it was taken.
    public struct Item: Hashable, Sendable, Codable {
        /// The supplement.
        public let supplement: Supplement
        /// Whether it was taken that day.
        public let taken: Bool
    }

    /// The day.
    public let date: LocalDate
    /// Morning supplements.
    public let morning: [Item]
    /// Evening supplements.
    public let evening: [Item]

    /// Every item, morning first.
    public var items: [Item] { morning + evening }
}

/// How regularly a supplement was taken over a period.
public struct SupplementAdherence: Hashable, Sendable, Codable {
    /// The supplement.
    public let supplement: Supplement
    /// Days it was taken.
    public let takenDays: Int
    /// Days in the period.
    public let days: Int

    /// Taken days as a share of all days, 0–100.
    public var percent: Int { days == 0 ? 0 : Int((Double(takenDays) / Double(days) * 100).rounded()) }
}
