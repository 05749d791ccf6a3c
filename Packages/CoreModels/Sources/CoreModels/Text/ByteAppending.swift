extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text` in one copy from its contiguous storage: appending its
    /// `utf8` view walks it as a generic sequence, which the writers of imported files did
    /// for every field.
    @inlinable
    public mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
