/// Byte classes and entity decoding for the XML scanner.
enum XMLText {
    /// Space, tab, carriage return or line feed.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Whether `byte` can start a name: a letter, `_`, `:` or any byte of a multi-byte character.
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A
            || byte >= 0x80
    }

    /// `value` as a string with `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;` and `&#…;` decoded;
    /// an unknown or broken reference is kept as written.
    static func decode(_ value: UnsafeBufferPointer<UInt8>) -> String {
        guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            let byte = value[index]
            guard byte == UInt8(ascii: "&"),
                let semicolon = value[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
                let decoded = reference(UnsafeBufferPointer(rebasing: value[(index + 1)..<semicolon]))
            else {
                out.append(byte)
                index += 1
                continue
            }
            out.append(contentsOf: decoded)
            index = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The UTF-8 of the entity or character reference `name` (between `&` and `;`).
    private static func reference(_ name: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        case let text where text.hasPrefix("#x") || text.hasPrefix("#X"):
            return scalar(UInt32(text.dropFirst(2), radix: 16))
        case let text where text.hasPrefix("#"):
            return scalar(UInt32(text.dropFirst(), radix: 10))
        default: return nil
        }
    }

    private static func scalar(_ value: UInt32?) -> [UInt8]? {
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return Array(String(Character(scalar)).utf8)
    }
}
