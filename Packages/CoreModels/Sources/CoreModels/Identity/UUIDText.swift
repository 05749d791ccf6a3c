#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and writes the 36-character UUID text (`8-4-4-4-12` hex digits) directly from and to
/// bytes. Foundation's `UUID(uuidString:)` goes through `sscanf` and `uuidString` through
/// formatting; history indexes hold thousands of ids, so this is on the hot path.
public enum UUIDText {
    /// The UUID in `bytes`, or `nil` when they are not exactly a UUID text (either case).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        // Written straight into the UUID's own bytes: a scratch array cost an allocation per id.
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let complete = withUnsafeMutableBytes(of: &uuid) { raw -> Bool in
            var output = 0
            var position = 0
            while position < 36 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard bytes[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                    continue
                }
                guard let high = nibble(bytes[position]), let low = nibble(bytes[position + 1]) else {
                    return false
                }
                raw[output] = high << 4 | low
                output += 1
                position += 2
            }
            return true
        }
        return complete ? UUID(uuid: uuid) : nil
    }

    /// The UUID in `text`, or `nil`.
    public static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// The lower-case text of `uuid`.
    public static func lowercased(_ uuid: UUID) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return withUnsafeBytes(of: uuid.uuid) { raw in
            String(unsafeUninitializedCapacity: 36) { buffer in
                var position = 0
                for (index, byte) in raw.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    buffer[position] = digits[Int(byte >> 4)]
                    buffer[position + 1] = digits[Int(byte & 0x0F)]
                    position += 2
                }
                return position
            }
        }
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
