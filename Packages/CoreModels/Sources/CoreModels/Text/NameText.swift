/// The one rule for names people give things (plans, tags, exercises): white space collapsed,
/// invisible characters (zero-width spaces and joiners, BOM, control characters) removed, and
/// at most `longest` characters.
public enum NameText {
    /// The most characters a name may have.
    public static let longest = 100

    /// `raw` cleaned, or `nil` when nothing visible remains.
    public static func clean(_ raw: String) -> String? {
        let visible = String(String.UnicodeScalarView(raw.unicodeScalars.filter { !isInvisible($0) }))
        let words = visible.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
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
