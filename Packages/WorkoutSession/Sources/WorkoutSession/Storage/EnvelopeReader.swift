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
    ///
    /// One pass writes straight into the result's storage: the history index holds a year as
    /// one string with an escape every few bytes, so copying run by run cost more than the
    /// bytes themselves.
    mutating func jsonString() -> [UInt8]? {
        let bytes = self.bytes
        var position = index
        var complete = false
        // Room for the string as written (its unescaped bytes are never more).
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        let result = [UInt8](unsafeUninitializedCapacity: min(end, bytes.count) - position) { out, written in
            written = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\\") {
                    guard position < bytes.count else { return }
                    let escaped = bytes[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "t"): out[written] = 0x09
                    case UInt8(ascii: "n"): out[written] = 0x0A
                    case UInt8(ascii: "r"): out[written] = 0x0D
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[written] = escaped
                    default: return
                    }
                } else if byte == UInt8(ascii: "\"") {
                    complete = true
                    return
                } else if byte < 0x20 {
                    return
                } else {
                    out[written] = byte
                }
                written += 1
            }
        }
        guard complete else { return nil }
        index = position
        return result
    }
}
