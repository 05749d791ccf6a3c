#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Array where Element == String {
    /// The texts with `separator` between them, as the standard library's `joined(separator:)`.
    ///
    /// Written out here because the standard library's is generic code that, the first time a
    /// process runs it, makes types at run time by searching all ~5,000 protocol conformances
    /// of the binary: a fiftieth of a short command (`history stats`, `journal toggle`). Being
    /// a member of `Array` itself, this is the one every `[String]` in these packages calls.
    @inlinable
    public func joined(separator: String = "") -> String {
        var length = separator.utf8.count * Swift.max(0, count - 1)
        for part in self { length += part.utf8.count }
        var result = ""
        result.reserveCapacity(length)
        for index in indices {
            if index > startIndex { result += separator }
            result += self[index]
        }
        return result
    }
}

extension Data {
    /// The UTF-8 bytes of `text`, copied at once from its storage (`Data(text.utf8)` asks at
    /// run time what kind of sequence it was given, a search of all protocol conformances the
    /// first time a process does it).
    public init(utf8Of text: String) {
        var text = text
        self = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return Data() }
            return Data(bytes: base, count: bytes.count)
        }
    }
}
