import CoreModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Texts, days and numbers read straight from ranges of a byte buffer: the fields of the kept
/// index and digest lines, which almost every command reads.
struct ByteFields {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `YYYY-MM-DD` read from its digits.
    func date(_ range: Range<Int>) -> LocalDate? {
        guard range.count == 10, bytes[range.lowerBound + 4] == UInt8(ascii: "-"),
            bytes[range.lowerBound + 7] == UInt8(ascii: "-"),
            let year = integer(range.lowerBound..<range.lowerBound + 4),
            let month = integer(range.lowerBound + 5..<range.lowerBound + 7),
            let day = integer(range.lowerBound + 8..<range.upperBound)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// `integer(_:)` with an optional leading `-` (the running week numbers of workouts before
    /// 1970 are negative).
    func signedInteger(_ range: Range<Int>) -> Int? {
        guard let first = range.first, bytes[first] == UInt8(ascii: "-") else { return integer(range) }
        return integer((first + 1)..<range.upperBound).map { -$0 }
    }

    /// A whole number read straight from its digits; at most 15 of them, so that sums of any
    /// number of kept counts stay far from overflowing.
    func integer(_ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 15 else { return nil }
        var value = 0
        for position in range {
            let byte = bytes[position]
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    static let powers: [Double] = (0...22).map { pow(10, Double($0)) }

    /// A decimal number. Up to 15 significant digits the value is the exact quotient of two
    /// exactly representable numbers, so one division rounds it correctly; longer texts (and
    /// exponents) go through the standard library's parser.
    func double(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        var position = range.lowerBound
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fraction = -1
        while position < range.upperBound {
            let byte = bytes[position]
            if (0x30...0x39).contains(byte) {
                mantissa = mantissa &* 10 &+ Int64(byte - 0x30)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else if byte == UInt8(ascii: "."), fraction < 0 {
                fraction = 0
            } else {
                return Double(text(range))
            }
            position += 1
        }
        guard digits > 0, digits <= 15, fraction != 0 else { return Double(text(range)) }
        let value = Double(mantissa) / Self.powers[max(0, fraction)]
        return negative ? -value : value
    }
}
