#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads numbers the way exports from other apps write them.
public enum CSVNumber {
    /// A finite number from `text`: trims spaces, accepts a decimal comma (`82,4`) and float
    /// noise (`12.900000000000034`); `nil` for empty, non-numeric, NaN or infinite text.
    public static func parse(_ text: String) -> Double? {
        if let value = plainDecimal(text) { return value }
        // Byte-level: this runs for every cell of large imports.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var sawComma = false
        var sawDot = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "), 0x09: continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                bytes.append(byte)
            case UInt8(ascii: "."):
                sawDot = true
                bytes.append(byte)
            case UInt8(ascii: ","):
                sawComma = true
                bytes.append(UInt8(ascii: "."))
            default: return nil
            }
        }
        guard !bytes.isEmpty, !(sawComma && sawDot),
            let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite
        else { return nil }
        return value
    }

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// The value of text written as most cells are (`82.5`, `-3`, `140`: digits, at most one
    /// `.`, an optional leading `-`, no spaces) when it is exact to read without the C library:
    /// at most 15 digits, so the digits are an exact whole number and one division by an exact
    /// power of ten rounds once, to the same value `strtod` gives. `nil` for anything else.
    static func plainDecimal(_ text: String) -> Double? {
        var mantissa: Int64 = 0
        var digits = 0
        var fraction = -1
        var negative = false
        var position = 0
        for byte in text.utf8 {
            defer { position += 1 }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + Int64(byte &- UInt8(ascii: "0"))
                if fraction >= 0 { fraction += 1 }
            case UInt8(ascii: "."):
                guard fraction < 0, digits > 0 else { return nil }
                fraction = 0
            case UInt8(ascii: "-"):
                guard position == 0 else { return nil }
                negative = true
            default:
                return nil
            }
        }
        guard digits > 0, fraction != 0 else { return nil }
        let magnitude = Double(mantissa) / exactPowersOfTen[max(fraction, 0)]
        return negative ? -magnitude : magnitude
    }
}
