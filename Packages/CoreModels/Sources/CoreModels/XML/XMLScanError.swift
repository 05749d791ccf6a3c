/// Why an XML stream could not be read to its end.
public enum XMLScanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The stream ended inside markup or before every open element was closed.
    case truncated(offset: Int)
    /// An end tag that does not close the element open at that point.
    case unbalanced(expected: String, found: String, offset: Int)
    /// Markup that is not XML (a `<` not followed by a name, a tag that is far too long…).
    case malformed(reason: String, offset: Int)
    /// The stream holds no element at all.
    case noElement

    /// Plain words for a person, with the byte offset where it went wrong.
    public var description: String {
        switch self {
        case .truncated(let offset):
            "the XML ends at byte \(offset) before it is complete"
        case .unbalanced(let expected, let found, let offset):
            "the XML closes <\(found)> at byte \(offset) where <\(expected)> is open"
        case .malformed(let reason, let offset):
            "the XML is not well formed at byte \(offset): \(reason)"
        case .noElement:
            "the file holds no XML element"
        }
    }
}
