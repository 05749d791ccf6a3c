import CoreModels

/// What the user recorded for one day: tag ids and an optional note.
public struct JournalEntry: Hashable, Sendable, Codable {
    /// The day.
    public let date: LocalDate
    /// The ids of the selected tags, in the order they were selected.
    public var tagIDs: [String]
    /// A free-text note.
    public var note: String?

    /// Creates an entry.
    public init(date: LocalDate, tagIDs: [String] = [], note: String? = nil) {
        self.date = date
        self.tagIDs = tagIDs
        self.note = note
    }

    /// Whether nothing is recorded (such entries are not stored).
    public var isEmpty: Bool { tagIDs.isEmpty && (note ?? "").isEmpty }

    /// The note's lines, split at any line break (CR LF too), each trimmed.
    public var noteLines: [String] {
        (note ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }
    }

    /// Adds `line` (trimmed, not empty) as the note's last line.
    mutating func appendNoteLine(_ line: String) {
        note = note.map { $0 + "\n" + line } ?? line
    }
}

/// One day as shown: every offered tag with its state, plus retired tags still selected.
public struct JournalDay: Hashable, Sendable, Codable {
    /// A tag and whether it is selected that day.
    public struct Tag: Hashable, Sendable, Codable {
        /// The tag's id.
        public let id: String
        /// Its name.
        public let name: String
        /// Whether it is selected.
        public let selected: Bool
        /// Whether it is retired (shown only when selected).
        public let retired: Bool
    }

    /// The day.
    public let date: LocalDate
    /// The tags.
    public let tags: [Tag]
    /// The note.
    public let note: String?

    /// The names of the selected tags.
    public var selectedNames: [String] { tags.filter(\.selected).map(\.name) }
}
