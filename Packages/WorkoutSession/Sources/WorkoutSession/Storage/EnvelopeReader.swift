#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
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
        let end = closingQuote(from: position)
        let result = [UInt8](unsafeUninitializedCapacity: end - position) { out, written in
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

    /// Where the string starting at `start` ends: its first quote not escaped by a backslash
    /// (an odd run of them), or the end of the bytes. Quotes are found by `memchr`, which takes
    /// many bytes a step; a byte-by-byte walk took as long as the unescaping.
    func closingQuote(from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var from = start
        while from < bytes.count,
            let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from)
        {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return bytes.count
    }
}
