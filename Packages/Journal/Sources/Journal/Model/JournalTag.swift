import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A tag a user marks on a day, such as `slept well` or `sore`.
public struct JournalTag: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name as the user wrote it (trimmed, inner spaces collapsed).
    public let name: String

    /// Creates a tag; `nil` when nothing visible remains after cleaning, or it is over 100 characters.
    public init?(_ name: String) {
        guard let clean = NameText.clean(name), clean.count <= NameText.longest else { return nil }
        self.name = clean
    }

    /// The key tags are compared by: case- and accent-insensitive.
    public var key: String {
        PlainText.foldingAccents(name.lowercased())
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
