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
    /// It writes straight into the result's storage, each run between backslashes found by
    /// `memchr` and copied whole: the history index and the digests hold a year as one string
    /// with an escape every few bytes, and appending each run to an array cost more than the
    /// bytes themselves.
    mutating func jsonString() -> [UInt8]? {
        let end = closingQuote(from: index)
        // Ended at the closing quote, not at the end of the bytes.
        guard end < bytes.count, let result = unescaped(index..<end) else { return nil }
        index = end + 1
        return result
    }

    /// The unescaped bytes of `range`, a piece of a JSON string's text holding no unescaped
    /// quote that starts and ends between escapes; `nil` for an escape this reader does not
    /// handle, a control byte, or an escape cut by the range's end.
    func unescaped(_ range: Range<Int>) -> [UInt8]? {
        let bytes = self.bytes
        var position = range.lowerBound
        let end = range.upperBound
        var complete = false
        // Room for the text as written (its unescaped bytes are never more).
        let result = [UInt8](unsafeUninitializedCapacity: end - position) { out, written in
            written = 0
            while position < end {
                if bytes[position] == UInt8(ascii: "\\") {
                    guard position + 1 < end else { return }
                    let escaped = bytes[position + 1]
                    position += 2
                    switch escaped {
                    case UInt8(ascii: "t"): out[written] = 0x09
                    case UInt8(ascii: "n"): out[written] = 0x0A
                    case UInt8(ascii: "r"): out[written] = 0x0D
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[written] = escaped
                    default: return
                    }
                    written += 1
                    continue
                }
                // The run up to the next backslash, copied in one piece once it is known to
                // hold no control byte.
                guard let base = bytes.baseAddress, let target = out.baseAddress else { return }
                let stop =
                    memchr(base + position, Int32(UInt8(ascii: "\\")), end - position).map {
                        base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                    } ?? end
                for offset in position..<stop where bytes[offset] < 0x20 { return }
                (target + written).update(from: base + position, count: stop - position)
                written += stop - position
                position = stop
            }
            complete = true
        }
        return complete ? result : nil
    }

    /// Whether the byte at `position` is the second of an escape: an odd run of backslashes
    /// (counted back to `start`, where the string's text begins) ends just before it.
    func isEscaped(_ position: Int, after start: Int) -> Bool {
        var run = 0
        while position - run - 1 >= start, bytes[position - run - 1] == UInt8(ascii: "\\") { run += 1 }
        return run % 2 == 1
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
            if !isEscaped(quote, after: start) { return quote }
            from = quote + 1
        }
        return bytes.count
    }
}
