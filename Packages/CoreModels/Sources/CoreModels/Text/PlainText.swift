#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text operations fitshell needs, in the standard library alone (the shipped binary links no
/// internationalization data): accents folded, padding, fixed decimals, two-digit numbers.
public enum PlainText {
    /// `text` with the accents of Latin letters removed (`é` → `e`, `Ø` → `O`, `ß` → `ss`):
    /// what matching names without regard to accents needs.
    public static func foldingAccents(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                result.unicodeScalars.append(scalar)
            } else if let base = folded[scalar] {
                result += base
            } else if (0x300...0x36F).contains(scalar.value) {
                continue  // a combining accent after its letter
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Latin letters with accents and their plain letters, in pairs of strings of equal length.
    private static let folded: [Unicode.Scalar: String] = {
        let pairs: [(String, String)] = [
            ("ÀÁÂÃÄÅĀĂĄǍ", "AAAAAAAAAA"), ("àáâãäåāăąǎ", "aaaaaaaaaa"), ("ÇĆĈĊČ", "CCCCC"),
            ("çćĉċč", "ccccc"),
            ("ĎĐ", "DD"), ("ďđ", "dd"), ("ÈÉÊËĒĔĖĘĚ", "EEEEEEEEE"), ("èéêëēĕėęě", "eeeeeeeee"),
            ("ĜĞĠĢ", "GGGG"), ("ĝğġģ", "gggg"), ("ĤĦ", "HH"), ("ĥħ", "hh"), ("ÌÍÎÏĨĪĬĮİǏ", "IIIIIIIIII"),
            ("ìíîïĩīĭįıǐ", "iiiiiiiiii"), ("Ĵ", "J"), ("ĵ", "j"), ("Ķ", "K"), ("ķ", "k"), ("ĹĻĽĿŁ", "LLLLL"),
            ("ĺļľŀł", "lllll"), ("ÑŃŅŇ", "NNNN"), ("ñńņň", "nnnn"), ("ÒÓÔÕÖØŌŎŐǑ", "OOOOOOOOOO"),
            ("òóôõöøōŏőǒ", "oooooooooo"), ("ŔŖŘ", "RRR"), ("ŕŗř", "rrr"), ("ŚŜŞŠȘ", "SSSSS"),
            ("śŝşšș", "sssss"),
            ("ŢŤŦȚ", "TTTT"), ("ţťŧț", "tttt"), ("ÙÚÛÜŨŪŬŮŰŲǓ", "UUUUUUUUUUU"),
            ("ùúûüũūŭůűųǔ", "uuuuuuuuuuu"),
            ("Ŵ", "W"), ("ŵ", "w"), ("ÝŶŸ", "YYY"), ("ýÿŷ", "yyy"), ("ŹŻŽ", "ZZZ"), ("źżž", "zzz"),
        ]
        var table: [Unicode.Scalar: String] = [
            "ß": "ss", "Æ": "AE", "æ": "ae", "Œ": "OE", "œ": "oe", "Þ": "TH", "þ": "th",
        ]
        for (accented, plain) in pairs {
            for (scalar, base) in zip(accented.unicodeScalars, plain) { table[scalar] = String(base) }
        }
        return table
    }()

    /// `text` followed by spaces up to `width` characters (longer text is left as it is).
    public static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `text` in exactly `width` characters: cut, or followed by spaces (what a column of a
    /// fixed-width table needs).
    public static func fitted(_ text: String, to width: Int) -> String {
        text.count > width ? String(text.prefix(max(0, width))) : padded(text, to: width)
    }

    /// `text` preceded by spaces up to `width` characters.
    public static func leftPadded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `value` with exactly `digits` decimals, rounded as the C library's `printf("%.Nf")` rounds
    /// (the exact binary value, ties to even): what `String(format:)` wrote.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([Int32(max(0, min(digits, 17))), value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.*f", arguments) }
        }
        guard count > 0, count < buffer.count else { return String(value) }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `value` in at least `width` digits, with leading zeros (`zeroPadded(7, 2)` is `07`).
    public static func zeroPadded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The last component of a slash-separated path (`/a/b/c.json` → `c.json`).
    public static func lastPathComponent(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.last.map(String.init) ?? (path.hasPrefix("/") ? "/" : "")
    }

    /// `path` with a leading `~` (alone or before `/`) replaced by `home`, as shells expand it;
    /// anything else, or no home, unchanged.
    public static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}
