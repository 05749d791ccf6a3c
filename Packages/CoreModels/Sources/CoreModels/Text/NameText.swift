/// The one rule for names people give things (plans, tags, exercises): white space collapsed,
/// invisible characters (zero-width spaces and joiners, BOM, control characters) removed, and
/// at most `longest` characters.
public enum NameText {
    /// The most characters a name may have.
    public static let longest = 100

    /// `raw` cleaned, or `nil` when nothing visible remains.
    public static func clean(_ raw: String) -> String? {
        // Printable ASCII with single inner spaces is already clean (most names are; the
        // Unicode properties the general path reads cost a short command at start).
        isCleanASCII(raw) ? raw : cleanScalars(raw)
    }

    /// `clean(_:)` by Unicode scalars and properties, for any text.
    static func cleanScalars(_ raw: String) -> String? {
        let visible = String(String.UnicodeScalarView(raw.unicodeScalars.filter { !isInvisible($0) }))
        let words = visible.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Whether `text` is non-empty printable ASCII without leading, trailing or repeated spaces.
    static func isCleanASCII(_ text: String) -> Bool {
        var previous = UInt8(ascii: " ")
        var any = false
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F, !(byte == 0x20 && previous == 0x20) else { return false }
            previous = byte
            any = true
        }
        return any && previous != 0x20
    }

    /// Whether `scalar` shows nothing: a control or format character (zero-width space, joiners,
    /// BOM, direction marks), except ordinary white space handled by the split.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: return !(scalar == "\t" || scalar == "\n" || scalar == "\r")
        case .format: return true
        default: return false
        }
    }
}
