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
        guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
            bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
        else { return nil }
        // Each pair of digits without a branch per byte; a byte that is not a hex digit reads
        // as 0xFF, whose high bits are collected in `invalid`. Records and indexes hold
        // thousands of ids, read on every run.
        var invalid: UInt8 = 0
        func byte(_ at: Int) -> UInt8 {
            let high = HexDigits.nibble(bytes[at])
            let low = HexDigits.nibble(bytes[at + 1])
            invalid |= (high | low) & 0xF0
            return high << 4 | low
        }
        let uuid: uuid_t = (
            byte(0), byte(2), byte(4), byte(6), byte(9), byte(11), byte(14), byte(16), byte(19), byte(21),
            byte(24), byte(26), byte(28), byte(30), byte(32), byte(34)
        )
        return invalid == 0 ? UUID(uuid: uuid) : nil
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
}
