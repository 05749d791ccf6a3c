#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An enum a person names on the command line and reads in tables.
///
/// Parsing ignores case, spaces, dashes and underscores, and accepts the display name, the raw
/// value and any listed alias, so `--equipment "EZ Curl Bar"`, `ez-bar` and `ezbar` all work.
public protocol NamedValue: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {
    /// The name shown to people, e.g. `Medicine ball`.
    var displayName: String { get }
    /// Other spellings people use for this value.
    var aliases: [String] { get }
}

extension NamedValue {
    /// No aliases unless a type lists some.
    public var aliases: [String] { [] }

    /// Finds the value a person meant; `nil` when nothing matches.
    public init?(parsing text: String) {
        let key = Self.normalize(text)
        guard !key.isEmpty,
            let match = Self.allCases.first(where: { value in
                ([value.rawValue, value.displayName] + value.aliases).contains { Self.normalize($0) == key }
            })
        else { return nil }
        self = match
    }

    /// Every accepted raw value, for help texts and error messages.
    public static var allRawValues: [String] { allCases.map(\.rawValue) }

    private static func normalize(_ text: String) -> String {
        PlainText.foldingAccents(text.lowercased())
            .filter { $0.isLetter || $0.isNumber }
    }
}
