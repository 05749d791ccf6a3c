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
    /// `text` with the accents of Latin letters removed (`é` → `e`, `Ñ` → `N`), as Foundation's
    /// diacritic-insensitive folding removes them: a letter whose canonical decomposition is a
    /// base letter and accents loses the accents; letters with no decomposition (`ø`, `ł`, `ß`,
    /// `æ`) stay as they are, and so do names derived from them (custom exercise ids, tag keys),
    /// which therefore read the same as before. Covers Latin-1 and Latin Extended-A, and accents
    /// written as separate combining marks anywhere.
    public static func foldingAccents(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                result.unicodeScalars.append(scalar)
            } else if let base = folded[scalar] {
                result.unicodeScalars.append(base)
            } else if (0x300...0x36F).contains(scalar.value) {
                continue  // a combining accent after its letter
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The Latin letters (Latin-1 and Latin Extended-A) whose canonical decomposition is a base
    /// letter and accents, with that base letter: pairs of strings of equal length.
    private static let folded: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            ("ÀÁÂÃÄÅĀĂĄ", "AAAAAAAAA"), ("àáâãäåāăą", "aaaaaaaaa"), ("ÇĆĈĊČ", "CCCCC"), ("çćĉċč", "ccccc"),
            ("Ď", "D"), ("ď", "d"), ("ÈÉÊËĒĔĖĘĚ", "EEEEEEEEE"), ("èéêëēĕėęě", "eeeeeeeee"),
            ("ĜĞĠĢ", "GGGG"), ("ĝğġģ", "gggg"), ("Ĥ", "H"), ("ĥ", "h"), ("ÌÍÎÏĨĪĬĮİ", "IIIIIIIII"),
            ("ìíîïĩīĭį", "iiiiiiii"), ("Ĵ", "J"), ("ĵ", "j"), ("Ķ", "K"), ("ķ", "k"), ("ĹĻĽ", "LLL"),
            ("ĺļľ", "lll"), ("ÑŃŅŇ", "NNNN"), ("ñńņň", "nnnn"), ("ÒÓÔÕÖŌŎŐ", "OOOOOOOO"),
            ("òóôõöōŏő", "oooooooo"), ("ŔŖŘ", "RRR"), ("ŕŗř", "rrr"), ("ŚŜŞŠ", "SSSS"), ("śŝşš", "ssss"),
            ("ŢŤ", "TT"), ("ţť", "tt"), ("ÙÚÛÜŨŪŬŮŰŲ", "UUUUUUUUUU"), ("ùúûüũūŭůűų", "uuuuuuuuuu"),
            ("Ŵ", "W"), ("ŵ", "w"), ("ÝŶŸ", "YYY"), ("ýÿŷ", "yyy"), ("ŹŻŽ", "ZZZ"), ("źżž", "zzz"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (accented, plain) in pairs {
            for (scalar, base) in zip(accented.unicodeScalars, plain.unicodeScalars) { table[scalar] = base }
        }
        return table
    }()

    /// `text` followed by spaces up to `width` characters (longer text is left as it is).
    public static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `text` in exactly `width` characters: cut (its last character an ellipsis, so a cut
    /// name does not pass for a whole one), or followed by spaces (what a column of a
    /// fixed-width table needs).
    public static func fitted(_ text: String, to width: Int) -> String {
        guard text.count > width else { return padded(text, to: width) }
        return width > 1 ? String(text.prefix(width - 1)) + "…" : String(text.prefix(max(0, width)))
    }

    /// `text` preceded by spaces up to `width` characters.
    public static func leftPadded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `value` with exactly `digits` decimals, rounded as the C library's `printf("%.Nf")` rounds
    /// (the exact binary value, ties to even): what `String(format:)` wrote.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        if let exact = exactFixed(value, digits, trimming: false) { return exact }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([Int32(max(0, min(digits, 17))), value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.*f", arguments) }
        }
        guard count > 0, count < buffer.count else { return String(value) }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The shortest of `value`'s decimals with up to `places` places whose number `readsBack`
    /// accepts (an export that must read back as what is stored), else all `places`.
    public static func shortest(_ value: Double, upTo places: Int, where readsBack: (Double) -> Bool)
        -> String
    {
        for digits in 0..<places {
            let text = trimmed(value, upTo: digits)
            if let back = Double(text), readsBack(back) { return text }
        }
        return trimmed(value, upTo: places)
    }

    /// `fixed(value, digits)` without trailing zeros after the point, nor the point when
    /// nothing follows it, and `0` for a negative value that rounds to zero (`82.4`, `100`,
    /// `12.35`).
    public static func trimmed(_ value: Double, upTo digits: Int) -> String {
        guard value.isFinite else { return String(value) }
        if let exact = exactFixed(value, digits, trimming: true) { return exact }
        var text = fixed(value, digits)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    private static let scales: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `fixed` without the C library whenever the rounding is certain: `n`, the whole number of
    /// last-decimal units nearest `value × 10^digits`, is `printf`'s answer when the exact
    /// remainder `value × 10^digits − n` (one fused multiply-add, so rounded once, to far below
    /// a millionth) is clearly inside ±½. Values within a millionth of a tie, huge values and
    /// more than six decimals are left to the C library, which `vsnprintf` reached through
    /// `withVaList` and its type metadata on every call (a twelfth of `prs`).
    private static func exactFixed(_ value: Double, _ digits: Int, trimming: Bool) -> String? {
        guard (0..<scales.count).contains(digits), value.isFinite else { return nil }
        let scale = scales[digits]
        let nearest = (value * scale).rounded()
        guard abs(nearest) < 0x1p50 else { return nil }
        let remainder = (-nearest).addingProduct(value, scale)
        guard abs(remainder) < 0.5 - 1e-6 else { return nil }
        let units = Int64(abs(nearest))
        return written(
            units, digits: digits, negative: value.sign == .minus && !(trimming && units == 0),
            trimming: trimming)
    }

    /// `units` last-decimal units written with `digits` decimals (`written(825, digits: 1)` is
    /// `82.5`), built as bytes from the right: string edits took more than the rounding.
    /// Trimming, the decimals' trailing zeros (and a point with nothing after it) are left out.
    private static func written(_ units: Int64, digits: Int, negative: Bool, trimming: Bool) -> String {
        // 2^50 has 16 digits; with a sign, a point and a leading zero that is at most 26 bytes.
        String(unsafeUninitializedCapacity: 32) { buffer in
            var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &scratch) { reversed -> Int in
                var count = 0
                var rest = units
                var decimals = digits
                while trimming, decimals > 0, rest % 10 == 0 {
                    rest /= 10
                    decimals -= 1
                }
                for _ in 0..<decimals {
                    reversed[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    count += 1
                }
                if decimals > 0 {
                    reversed[count] = UInt8(ascii: ".")
                    count += 1
                }
                repeat {
                    reversed[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    count += 1
                } while rest > 0
                if negative {
                    reversed[count] = UInt8(ascii: "-")
                    count += 1
                }
                for index in 0..<count { buffer[index] = reversed[count - 1 - index] }
                return count
            }
        }
    }

    /// `value` in at least `width` digits, with leading zeros (`zeroPadded(7, 2)` is `07`).
    public static func zeroPadded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `text` on one line: each run of line breaks, tabs and other control characters is one
    /// space (a name from another app's file, "W\nX", printed as two lines of output). Text
    /// without any comes back as it is.
    public static func oneLine(_ text: String) -> String {
        func breaks(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029 || scalar.value == 0x85
        }
        guard text.unicodeScalars.contains(where: breaks) else { return text }
        var result = String.UnicodeScalarView()
        var spaced = false
        for scalar in text.unicodeScalars {
            if breaks(scalar) {
                if !spaced { result.append(" ") }
                spaced = true
            } else {
                result.append(scalar)
                spaced = false
            }
        }
        return String(result)
    }

    /// `text` with its first letter upper-cased (`strength` → `Strength`), built from two
    /// `String`s: the same with a `Substring` added to a `String` runs generic code that
    /// searches the binary's protocol conformances the first time a process does it.
    public static func capitalizingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + String(text.dropFirst())
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
