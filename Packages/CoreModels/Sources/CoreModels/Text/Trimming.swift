extension StringProtocol {
    /// The text without leading and trailing white space (tabs and Unicode space separators,
    /// and with `newlines` the line ends too), like Foundation's `trimmingCharacters(in:)` with
    /// `.whitespaces` or `.whitespacesAndNewlines`, in the standard library alone: CSV readers
    /// call this for every cell of files with 100,000 rows. Inlinable, so each caller gets a
    /// copy for its own string type: called through the generic protocol it cost an import a
    /// tenth of its time in witness-table lookups.
    @inlinable
    public func trimmingSpaces(newlines: Bool = false) -> String {
        // Most cells start and end with a visible ASCII character, or are empty, or have ASCII
        // spaces at an end: trimmed as bytes. A byte of another character at an end (it may be
        // a Unicode space) takes the scalar walk below.
        let bytes = utf8
        func isASCIISpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || (newlines && byte >= 0x0A && byte <= 0x0D)
        }
        // Read through the bytes in place when the text is stored as UTF-8 (a native string's
        // index steps each check their bounds and encoding): a cell with nothing to trim and
        // an ASCII byte at each end is returned as it is.
        let untouched = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            guard let first = buffer.first, let last = buffer.last else { return false }
            return first < 0x80 && last < 0x80 && !isASCIISpace(first) && !isASCIISpace(last)
        }
        if untouched == true { return String(self) }
        var low = bytes.startIndex
        var high = bytes.endIndex
        while low < high, isASCIISpace(bytes[low]) { low = bytes.index(after: low) }
        while low < high, isASCIISpace(bytes[bytes.index(high, offsetBy: -1)]) {
            high = bytes.index(high, offsetBy: -1)
        }
        if low == high { return "" }
        if bytes[low] < 0x80, bytes[bytes.index(high, offsetBy: -1)] < 0x80 {
            return low == bytes.startIndex && high == bytes.endIndex ? String(self) : String(self[low..<high])
        }
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x20, 0x09: return true
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return newlines
            case 0...0x7F: return false
            default: return scalar.properties.generalCategory == .spaceSeparator
            }
        }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start..<end])
        return result
    }
}
