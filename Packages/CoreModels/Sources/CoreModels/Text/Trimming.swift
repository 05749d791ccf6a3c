import Foundation

extension String {
    /// The text without leading and trailing white space (and line ends with `newlines`),
    /// like `trimmingCharacters(in:)`, but without a Foundation round trip when the ends are
    /// plain ASCII: CSV readers call this for every cell of files with 100,000 rows.
    public func trimmingSpaces(newlines: Bool = false) -> String {
        let utf8 = self.utf8
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || (newlines && (byte == 0x0A || byte == 0x0D))
        }
        guard let first = utf8.first, let last = utf8.last else { return "" }
        // Non-ASCII ends may be Unicode spaces (no-break space, …): let Foundation decide.
        if first >= 0x80 || last >= 0x80 {
            return trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
        }
        guard isSpace(first) || isSpace(last) else { return String(self) }
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, isSpace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        let trimmed = String(decoding: utf8[start..<end], as: UTF8.self)
        // A non-ASCII space just inside the ASCII ones: let Foundation finish the job.
        if let head = trimmed.utf8.first, let tail = trimmed.utf8.last, head >= 0x80 || tail >= 0x80 {
            return trimmed.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
        }
        return trimmed
    }
}
