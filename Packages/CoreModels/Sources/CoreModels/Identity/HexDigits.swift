/// Hex digits read from bytes, shared by the UUID reader and the JSON readers' `\u` escapes.
///
/// Only the sixteen digits of either case are digits: a sign or a space, which
/// `UInt32(_:radix:)` would take or trim, is not.
enum HexDigits {
    /// The value of a hex digit (either case), or 0xFF for any other byte, without a branch
    /// per digit class (UUIDs are read by the thousand).
    @inline(__always)
    static func nibble(_ byte: UInt8) -> UInt8 {
        let digit = byte &- UInt8(ascii: "0")
        if digit < 10 { return digit }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? letter + 10 : 0xFF
    }

    /// The number written by the four hex digits at `start`, or `nil` when the bytes end first
    /// or one of the four is not a hex digit.
    static func four(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32? {
        guard start >= 0, start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for position in start..<(start + 4) {
            let digit = nibble(bytes[position])
            if digit == 0xFF { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
