/// One start, end or empty-element tag as the scanner met it. It points into the scanner's
/// buffer: read what you need inside the callback and do not keep the tag.
public struct XMLTag {
    /// The bytes between `<` and `>`, exclusive.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the name starts and ends in `bytes`.
    let nameRange: Range<Int>
    /// `</name>`.
    public let isEnd: Bool
    /// `<name … />`.
    public let isSelfClosing: Bool
    /// The byte offset of the `<` in the whole stream.
    public let offset: Int

    /// The element's name, e.g. `Record`.
    public var name: String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange]), as: UTF8.self)
    }

    /// Whether the element's name is `name`, without building a string.
    public func hasName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { wanted in
            guard wanted.count == nameRange.count else { return false }
            var index = nameRange.lowerBound
            for byte in wanted {
                if bytes[index] != byte { return false }
                index += 1
            }
            return true
        }
    }

    /// The value of the attribute `name` with its entities decoded, or `nil` when the tag has
    /// none (or the attribute list is not well formed up to it).
    public func attribute(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { wanted in
            var found: String?
            forEachAttribute { attributeName, value in
                guard found == nil, attributeName.count == wanted.count,
                    attributeName.elementsEqual(wanted)
                else { return }
                found = XMLText.decode(value)
            }
            return found
        }
    }

    /// Every attribute, in order, with entities decoded.
    public var attributes: [(name: String, value: String)] {
        var all: [(name: String, value: String)] = []
        forEachAttribute { name, value in
            all.append((String(decoding: name, as: UTF8.self), XMLText.decode(value)))
        }
        return all
    }

    /// Calls `body` with each attribute's raw name and value; stops at the first thing that is
    /// not `name = "value"`.
    private func forEachAttribute(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
        guard !isEnd else { return }
        let end = isSelfClosing ? bytes.count - 1 : bytes.count
        var index = nameRange.upperBound
        func skipSpace() {
            while index < end, XMLText.isSpace(bytes[index]) { index += 1 }
        }
        while true {
            skipSpace()
            let nameStart = index
            while index < end, bytes[index] != UInt8(ascii: "="), !XMLText.isSpace(bytes[index]) {
                index += 1
            }
            let nameEnd = index
            skipSpace()
            guard nameEnd > nameStart, index < end, bytes[index] == UInt8(ascii: "=") else { return }
            index += 1
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                return
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < end, bytes[index] != quote { index += 1 }
            guard index < end else { return }
            body(
                UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]),
                UnsafeBufferPointer(rebasing: bytes[valueStart..<index]))
            index += 1
        }
    }
}
