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
}
