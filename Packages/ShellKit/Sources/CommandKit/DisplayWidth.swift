/// How many terminal cells text takes: wide East Asian characters and emoji take two, combining
/// marks, variation selectors and zero-width joiners none.
public enum DisplayWidth {
    /// The cells one grapheme cluster (a `Character`) takes.
    public static func cells(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        // U+FE0F asks for the emoji presentation, which takes two cells.
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if isWide(first.value) { return 2 }
        if first.properties.generalCategory == .nonspacingMark
            || first.properties.generalCategory == .enclosingMark
            || first.value == 0x200B || first.value == 0x200D
        {
            return 0
        }
        return 1
    }

    /// The cells `text` takes (no escape sequences in it).
    public static func cells(_ text: String) -> Int { text.reduce(0) { $0 + cells($1) } }

    /// East Asian Wide and Fullwidth ranges (Hangul, CJK, kana, fullwidth forms).
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
