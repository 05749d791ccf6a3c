import Foundation

/// A tag a user marks on a day, such as `slept well` or `sore`.
public struct JournalTag: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name as the user wrote it (trimmed, inner spaces collapsed).
    public let name: String

    /// Creates a tag; `nil` when the name is empty after trimming.
    public init?(_ name: String) {
        let words = name.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        self.name = words.joined(separator: " ")
    }

    /// The key tags are compared by: case- and accent-insensitive.
    public var key: String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The name.
    public var description: String { name }
}

extension JournalTag {
    /// The id a new tag named `name` gets: lower-case words joined by dashes.
    public static func slug(_ name: String) -> String {
        (JournalTag(name)?.key ?? "").split(whereSeparator: { !($0.isLetter || $0.isNumber) }).joined(
            separator: "-")
    }
}
