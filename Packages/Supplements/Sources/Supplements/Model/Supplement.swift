import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The id of a supplement.
public typealias SupplementID = TypedID<Supplement>

/// A supplement in one of the two stacks. A removed one stays known (hidden) so old logs
/// keep its name and seeding never brings it back.
public struct Supplement: Hashable, Sendable, Codable {
    /// The most characters a name or a dose typed has (a label, not a text: 100,000 were taken).
    /// Only what is typed is held to it: a longer one saved by an older fitshell still reads.
    public static let longestText = 100

    /// The id.
    public let id: SupplementID
    /// The name shown.
    public var name: String
    /// Morning or evening.
    public var stack: SupplementStack
    /// The dose, as the user writes it (`5 g`, `2000 IU`).
    public var dose: String?
    /// Whether the user removed it.
    public var removed: Bool
    /// The day it was added (`nil` for the seeded stacks and supplements added before fitshell
    /// kept the day): adherence is counted from then, not over days it did not exist.
    public var addedOn: LocalDate?

    /// Creates a supplement.
    public init(
        id: SupplementID, name: String, stack: SupplementStack, dose: String? = nil, removed: Bool = false,
        addedOn: LocalDate? = nil
    ) {
        self.id = id
        self.name = name
        self.stack = stack
        self.dose = dose
        self.removed = removed
        self.addedOn = addedOn
    }
}

/// Every supplement the user has had, in order.
public struct SupplementRegistry: Hashable, Sendable, Codable {
    /// The supplements, removed ones included.
    public var supplements: [Supplement]

    /// Creates a registry.
    public init(supplements: [Supplement]) {
        self.supplements = supplements
    }

    /// The supplements not removed.
    public var active: [Supplement] { supplements.filter { !$0.removed } }

    /// The morning and evening stacks a new profile starts with (H3.1). Their ids are fixed,
    /// so the defaults are the same before and after they are first saved.
    public static let seeded = SupplementRegistry(
        supplements: [
            ("Vitamin D3", SupplementStack.morning, "2000 IU"), ("Omega-3", .morning, "1 g"),
            ("Creatine", .morning, "5 g"),
            ("Multivitamin", .morning, "1 tablet"), ("Magnesium", .evening, "400 mg"),
            ("Zinc", .evening, "15 mg"),
        ].enumerated().map { index, item in
            let uuid =
                UUID(uuidString: "5EED0000-0000-4000-8000-" + PlainText.zeroPadded(index + 1, 12)) ?? UUID()
            return Supplement(id: SupplementID(uuid), name: item.0, stack: item.1, dose: item.2)
        })
}

/// The supplements marked taken on one day.
public struct SupplementLogEntry: Hashable, Sendable, Codable {
    /// The day.
    public let date: LocalDate
    /// The ids taken that day.
    public var taken: [SupplementID]

    /// Creates a log entry.
    public init(date: LocalDate, taken: [SupplementID]) {
        self.date = date
        self.taken = taken
    }
}
