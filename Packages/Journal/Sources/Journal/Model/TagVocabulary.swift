/// A tag the user can mark on days. Renaming keeps the id, so old entries follow the rename;
/// a retired tag stays readable in old entries but is no longer offered.
public struct TagDefinition: Hashable, Sendable, Codable {
    /// The stable id (a slug of the first name).
    public let id: String
    /// The name shown.
    public var name: String
    /// Whether the tag is retired.
    public var retired: Bool

    /// Creates a tag definition.
    public init(id: String, name: String, retired: Bool = false) {
        self.id = id
        self.name = name
        self.retired = retired
    }
}

/// The user's tags.
public struct TagVocabulary: Hashable, Sendable, Codable {
    /// Every tag, active and retired, in the order they were added.
    public var tags: [TagDefinition]

    /// Creates a vocabulary.
    public init(tags: [TagDefinition]) {
        self.tags = tags
    }

    /// The tags a new profile starts with. Their ids are written out (they are stored in every
    /// journal that used them, so they never change); a test checks each is its name's slug.
    public static let defaults = TagVocabulary(
        tags: [
            ("trained", "trained"), ("rest-day", "rest day"), ("slept-well", "slept well"),
            ("poor-sleep", "poor sleep"), ("sore", "sore"), ("stressed", "stressed"), ("travel", "travel"),
            ("alcohol", "alcohol"), ("sick", "sick"),
        ].map { TagDefinition(id: $0.0, name: $0.1) })

    /// The tags still offered.
    public var active: [TagDefinition] { tags.filter { !$0.retired } }
}
