#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an XML stream of any size chunk by chunk and hands over each element tag; memory stays
/// at one chunk plus the longest tag. It skips the declaration, processing instructions,
/// comments, CDATA, text and the DOCTYPE (with its internal subset), checks that end tags match
/// and that the stream does not stop inside markup or inside an open element. It does not
/// validate against a DTD or expand entities beyond the five predefined ones and character
/// references (which is also why "billion laughs" files cannot blow it up).
///
/// ```swift
/// let scanner = XMLElementScanner(try FileChunkReader(path: "export.xml"))
/// try scanner.scan { tag in
///     if !tag.isEnd, tag.hasName("Record") { print(tag.attribute("type") ?? "?") }
/// }
/// ```
public final class XMLElementScanner {
    private let source: any ByteChunkReader
    private let maxMarkup: Int
    /// Bytes read from the source so far (for a progress bar).
    public private(set) var bytesRead = 0
    /// The names of the open elements, reused between tags.
    private var stack: [[UInt8]] = []
    /// How many elements are open.
    public private(set) var depth = 0
    private var sawRoot = false
    private var rootClosed = false

    /// A scanner over `source`; a single tag, comment or DOCTYPE longer than `maxMarkup` bytes is
    /// refused as malformed.
    public init(_ source: any ByteChunkReader, maxMarkup: Int = 4 << 20) {
        self.source = source
        self.maxMarkup = maxMarkup
    }

    /// Reads the stream to its end, calling `body` for each start, end and empty-element tag.
    ///
    /// - Throws: `XMLScanError` when the stream is not well formed or ends early; whatever the
    ///   source or `body` throws.
    public func scan(_ body: (XMLTag) throws -> Void) throws {
        var buffer: [UInt8] = []
        var base = 0  // stream offset of buffer[0]
        var start = 0
        var first = true
        while let chunk = try source.next() {
            bytesRead += chunk.count
            if start >= buffer.count {
                buffer = chunk
            } else {
                buffer.removeSubrange(0..<start)
                buffer.append(contentsOf: chunk)
            }
            base += start
            start = 0
            if first, buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                start = 3
                first = false
            } else if buffer.count >= 3 {
                first = false
            }
            start = try buffer.withUnsafeBufferPointer { try process($0, from: start, base: base, body) }
            if buffer.count - start > maxMarkup {
                throw XMLScanError.malformed(
                    reason: "a tag, comment or declaration longer than \(maxMarkup) bytes",
                    offset: base + start)
            }
        }
        let rest = buffer[start...]
        if depth > 0 || !rest.allSatisfy(XMLText.isSpace) {
            throw XMLScanError.truncated(offset: bytesRead)
        }
        if !sawRoot { throw XMLScanError.noElement }
    }

    /// Handles every complete construct in `bytes` from `start` and returns where the first
    /// incomplete one begins (or the end).
    private func process(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, base: Int, _ body: (XMLTag) throws -> Void
    ) throws -> Int {
        guard let origin = bytes.baseAddress else { return start }
        let count = bytes.count
        var index = start
        while index < count {
            guard let found = memchr(origin + index, 0x3C, count - index) else { return count }
            let open = origin.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard open + 1 < count else { return open }
            let kind = bytes[open + 1]
            if kind == UInt8(ascii: "?") {
                guard let end = find(bytes, "?>", from: open + 2) else { return open }
                index = end + 2
            } else if kind == UInt8(ascii: "!") {
                guard let end = try declarationEnd(bytes, open, base: base) else { return open }
                index = end + 1
            } else if kind == UInt8(ascii: "/") {
                guard let close = find(bytes, ">", from: open + 2) else { return open }
                try endTag(bytes, open, close, base: base, body)
                index = close + 1
            } else {
                guard XMLText.isNameStart(kind) else {
                    throw XMLScanError.malformed(reason: "'<' is not followed by a name", offset: base + open)
                }
                guard let close = tagEnd(bytes, from: open + 1) else { return open }
                try startTag(bytes, open, close, base: base, body)
                index = close + 1
            }
        }
        return count
    }

    private func startTag(
        _ bytes: UnsafeBufferPointer<UInt8>, _ open: Int, _ close: Int, base: Int,
        _ body: (XMLTag) throws -> Void
    ) throws {
        if rootClosed {
            throw XMLScanError.malformed(reason: "a second root element", offset: base + open)
        }
        let inner = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])
        var nameEnd = 0
        while nameEnd < inner.count, !XMLText.isSpace(inner[nameEnd]), inner[nameEnd] != UInt8(ascii: "/") {
            nameEnd += 1
        }
        let selfClosing = inner.last == UInt8(ascii: "/")
        sawRoot = true
        if !selfClosing {
            let name = UnsafeBufferPointer(rebasing: inner[0..<nameEnd])
            if depth < stack.count {
                stack[depth].removeAll(keepingCapacity: true)
                stack[depth].append(contentsOf: name)
            } else {
                stack.append(Array(name))
            }
            depth += 1
        } else if depth == 0 {
            rootClosed = true
        }
        try body(
            XMLTag(
                bytes: inner, nameRange: 0..<nameEnd, isEnd: false, isSelfClosing: selfClosing,
                offset: base + open))
    }

    private func endTag(
        _ bytes: UnsafeBufferPointer<UInt8>, _ open: Int, _ close: Int, base: Int,
        _ body: (XMLTag) throws -> Void
    ) throws {
        let inner = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])
        var nameEnd = 1
        while nameEnd < inner.count, !XMLText.isSpace(inner[nameEnd]) { nameEnd += 1 }
        let name = UnsafeBufferPointer(rebasing: inner[1..<nameEnd])
        guard depth > 0 else {
            throw XMLScanError.malformed(
                reason: "</\(String(decoding: name, as: UTF8.self))> closes nothing", offset: base + open)
        }
        guard stack[depth - 1].elementsEqual(name) else {
            throw XMLScanError.unbalanced(
                expected: String(decoding: stack[depth - 1], as: UTF8.self),
                found: String(decoding: name, as: UTF8.self), offset: base + open)
        }
        depth -= 1
        if depth == 0 { rootClosed = true }
        try body(
            XMLTag(
                bytes: inner, nameRange: 1..<nameEnd, isEnd: true, isSelfClosing: false, offset: base + open))
    }

    /// The index of the `>` that ends the start tag whose name begins at `from`, skipping `>`
    /// inside quoted attribute values; `nil` when it is not in `bytes` yet.
    private func tagEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var quote: UInt8 = 0
        var index = from
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 0x3E {
                return index
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            }
            index += 1
        }
        return nil
    }

    /// The index of the `>` ending the `<!…` construct at `open` (comment, CDATA or DOCTYPE with
    /// an internal subset), or `nil` when it is not complete in `bytes` yet.
    private func declarationEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ open: Int, base: Int) throws -> Int? {
        let rest = UnsafeBufferPointer(rebasing: bytes[open...])
        if startsWith(rest, "<!--") {
            return find(bytes, "-->", from: open + 4).map { $0 + 2 }
        }
        if startsWith(rest, "<![CDATA[") {
            return find(bytes, "]]>", from: open + 9).map { $0 + 2 }
        }
        if startsWith(rest, "<!DOCTYPE") {
            return doctypeEnd(bytes, from: open + 9)
        }
        if rest.count < 9,
            "<![CDATA[".utf8.starts(with: rest) || "<!DOCTYPE".utf8.starts(with: rest)
                || "<!--".utf8.starts(with: rest)
        {
            return nil
        }
        throw XMLScanError.malformed(reason: "unknown markup after '<!'", offset: base + open)
    }

    private func doctypeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var quote: UInt8 = 0
        var inSubset = false
        var index = from
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if inSubset, byte == UInt8(ascii: "<"),
                startsWith(UnsafeBufferPointer(rebasing: bytes[index...]), "<!--")
            {
                guard let end = find(bytes, "-->", from: index + 4) else { return nil }
                index = end + 3
                continue
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == 0x3E, !inSubset {
                return index
            }
            index += 1
        }
        return nil
    }

    private func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let prefix = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix)
    }

    /// Where `needle` first starts in `bytes` at or after `from`.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString, from: Int) -> Int? {
        guard let origin = bytes.baseAddress else { return nil }
        let first = needle.utf8Start.pointee
        let length = needle.utf8CodeUnitCount
        var index = from
        while index < bytes.count {
            guard let found = memchr(origin + index, Int32(first), bytes.count - index) else { return nil }
            let at = origin.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard at + length <= bytes.count else { return nil }
            if memcmp(origin + at, needle.utf8Start, length) == 0 { return at }
            index = at + 1
        }
        return nil
    }
}
