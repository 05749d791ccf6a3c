#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A cursor over the bytes of the compact envelopes fitshell writes for its derived files, for
/// readers that take the exact layout written and leave anything else to `JSONDecoder`.
struct EnvelopeReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool {
        var rest = index
        while rest < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[rest]) { rest += 1 }
        return rest == bytes.count
    }

    mutating func expect(_ text: String) -> Bool {
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    mutating func integer() -> Int? {
        let start = index
        var value = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 9 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        return index > start ? value : nil
    }

    /// The unescaped bytes of a JSON string whose opening quote was read; `nil` for an
    /// escape this reader does not handle (the standard path will).
    mutating func jsonString() -> [UInt8]? {
        // Room for the string as written (its unescaped bytes are never more).
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        var result: [UInt8] = []
        result.reserveCapacity(end - index)
        while index < bytes.count {
            // Copy the run of plain bytes in one go, then handle what ends it.
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
                bytes[index] != UInt8(ascii: "\\"),
                bytes[index] >= 0x20
            {
                index += 1
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return result
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                default: return nil
                }
            default: return nil
            }
        }
        return nil
    }
}
