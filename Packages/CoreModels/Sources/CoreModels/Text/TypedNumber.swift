/// Reads a number a person typed (a weight, reps with a decimal, a step): plain decimal digits
/// with an optional sign and one decimal point or decimal comma (`82.5`, `82,5`, `-3`, `.5`).
/// Everything a program would read as some other number is refused rather than guessed:
/// hexadecimal (`0x10`), exponents (`1e3`), `inf` and `nan`, spaces inside, and a comma that
/// may group thousands (`1,135` is 1135 to some and 1.135 to others). A point is always the
/// decimal point (`1.135` is one and some), as in every other number fitshell shows; `-0` is 0.
public enum TypedNumber {
    /// The value of `text` (spaces around it ignored), or `nil` when it is not a plain decimal
    /// number; `problem(in:)` says why.
    public static func parse(_ text: String) -> Double? {
        read(text).value
    }

    /// Why `text` is not read as a number, as a sentence for an error's hint; `nil` when it is one.
    public static func problem(in text: String) -> String? {
        read(text).problem
    }

    /// The hint for text refused only because its comma may group thousands (`1,135`), for a
    /// message that already says what to type; `nil` otherwise.
    public static func groupingHint(in text: String) -> String? {
        problem(in: text).flatMap { $0.contains("thousands") ? $0 : nil }
    }

    private static func read(_ text: String) -> (value: Double?, problem: String?) {
        let trimmed = text.trimmingSpaces()
        let bytes = Array(trimmed.utf8)
        guard !bytes.isEmpty else { return (nil, "Write a number, such as 82.5.") }
        var index = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
        var whole = 0
        var fraction = 0
        var separator: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if separator == nil { whole += 1 } else { fraction += 1 }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                guard separator == nil else {
                    return (nil, "Write digits with one decimal point, such as 1135 or 82.5.")
                }
                separator = byte
            default:
                return (nil, "Write digits with one decimal point, such as 82.5.")
            }
            index += 1
        }
        guard whole + fraction > 0, separator == nil || fraction > 0 else {
            return (nil, "Write digits with one decimal point, such as 82.5.")
        }
        // "1,135": a thousands separator or a decimal comma; "0,135" can only be a decimal.
        let digits = trimmed.drop { $0 == "-" || $0 == "+" }
        if separator == UInt8(ascii: ","), fraction == 3, whole > 0, !digits.hasPrefix("0") {
            // The decimal reading as people write it: 1,500 as a decimal comma is 1.5, not "1.500"
            // (which reads as fifteen hundred to someone who groups with points).
            var decimal = trimmed.replacing(",", with: ".")
            while decimal.hasSuffix("0") { decimal.removeLast() }
            if decimal.hasSuffix(".") { decimal.removeLast() }
            return (
                nil,
                "A comma before three digits may group thousands: write \(trimmed.replacing(",", with: "")) if it groups them, or \(decimal) if it is a decimal comma."
            )
        }
        var plain = trimmed.replacing(",", with: ".")
        if plain.hasPrefix("+") { plain.removeFirst() }
        guard let value = Double(plain), value.isFinite else {
            return (nil, "Write digits with one decimal point, such as 82.5.")
        }
        return (value == 0 ? 0 : value, nil)
    }
}
