/// A JSON value read without interpretation: numbers keep the text they were written with, so
/// two documents written by the same encoder compare equal exactly when their values are equal,
/// and a value copied from one document to another is written back unchanged.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as written, e.g. `84.200352`.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// An object; keys are unique (a repeated key keeps its last value, as most readers do)
    /// and kept in order.
    case object(JSONObject)

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value at `path` of object keys.
    public func value(at path: [String]) -> JSONValue? {
        var current: JSONValue? = self
        for key in path { current = current?[key] }
        return current
    }

    /// A copy with the value at `path` replaced (objects are created along the way; `nil`
    /// removes the member).
    public func setting(_ path: ArraySlice<String>, to value: JSONValue?) -> JSONValue {
        guard let key = path.first else { return value ?? .null }
        var members = JSONObject()
        if case .object(let existing) = self { members = existing }
        if path.count == 1 {
            members[key] = value
        } else {
            members[key] = (members[key] ?? .object([:])).setting(path.dropFirst(), to: value)
        }
        return .object(members)
    }

    /// Compact JSON with sorted keys (the same value always gives the same text).
    public var text: String { String(decoding: textBytes, as: UTF8.self) }

    /// `text` as bytes.
    var textBytes: [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    /// Written as bytes: stamps are written on every save, so this stays off `String` appends.
    private func write(into out: inout [UInt8]) {
        writeCompact(into: &out, encoderStyle: false)
    }

    /// `text` as a JSON string: `"` and `\\` escaped, control characters as `\n`, `\t`, `\r` or
    /// `\u00XX` (with `encoderStyle`, `\b` and `\f` too, as `JSONEncoder` writes them; without,
    /// as `text` has always written them, since sync ids and draft names are made from it);
    /// everything else (UTF-8 included, and `/`) as it is.
    static func quote(_ text: String, into out: inout [UInt8], encoderStyle: Bool = false) {
        out.append(UInt8(ascii: "\""))
        // Most texts need no escape: appended whole rather than byte by byte, looked at through
        // their contiguous bytes (a `Sequence` walk of the UTF-8 view was a fortieth of an import).
        var text = text
        let plain = text.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            out.append(contentsOf: utf8)
            return true
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            return
        }
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08 where encoderStyle: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C where encoderStyle: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                out.append(contentsOf: [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hex[Int(byte >> 4)], hex[Int(byte & 0x0F)],
                ])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// Why a text is not JSON.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, with the byte offset.
    public let description: String
}

extension JSONValue {
    /// Parses `bytes` (UTF-8 JSON; nesting deeper than 200 levels is refused).
    ///
    /// Lenient by default, as most readers are: a repeated key keeps its last value, and a
    /// number or escape Swift can read is taken. `strict` refuses all three (a repeated key,
    /// a number outside JSON's grammar such as `080` or `+1`, an unknown escape), for readers
    /// that must agree exactly with `JSONDecoder` or leave the text to it.
    ///
    /// - Throws: `JSONParseError`.
    public static func parse(_ bytes: [UInt8], strict: Bool = false) throws(JSONParseError) -> JSONValue {
        // The parser reads through a buffer pointer: no bounds-checked array access per byte.
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<JSONValue, JSONParseError> in
            Result { () throws(JSONParseError) in try parse(buffer, strict: strict) }
        }
        return try parsed.get()
    }

    /// `parse(_:strict:)` of bytes in place (a large file is not copied into an array first).
    ///
    /// - Throws: `JSONParseError`.
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, strict: Bool) throws(JSONParseError) -> JSONValue
    {
        var parser = JSONByteParser(bytes: buffer, strict: strict)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == buffer.count else { throw parser.error("text after the value") }
        return value
    }
}

struct JSONByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether repeated keys, numbers outside JSON's grammar and unknown escapes are refused.
    let strict: Bool
    var index = 0
    /// Room for unescaping a string, reused from one string to the next.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, strict: Bool) {
        self.bytes = bytes
        self.strict = strict
    }

    func error(_ reason: String) -> JSONParseError {
        JSONParseError(description: "\(reason) at byte \(index)")
    }

    mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < 200 else { throw error("nesting too deep") }
        skipSpace()
        guard index < bytes.count else { throw error("the text ends early") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members = JSONObject()
            // Room for a typical object's members up front: growing from empty cost a
            // fifth of reading a plan.
            members.reserveCapacity(6)
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("a key expected")
                }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("':' expected")
                }
                index += 1
                let member = try value(depth: depth + 1)
                if members.updateValue(member, forKey: key) != nil, strict {
                    throw error("the key '\(key.prefix(20))' is repeated")
                }
                skipSpace()
                guard index < bytes.count else { throw error("the text ends early") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    throw error("',' or '}' expected")
                }
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("the text ends early") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                } else {
                    throw error("',' or ']' expected")
                }
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            let start = index
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
            guard index > start else { throw error("a value expected") }
            let digits = UnsafeBufferPointer(rebasing: bytes[start..<index])
            let text = String(decoding: digits, as: UTF8.self)
            // Every text in JSON's number grammar is a number Swift reads (huge ones as
            // infinity), so strict reading needs no second parse.
            guard strict ? Self.isJSONNumber(digits) : Double(text) != nil else {
                throw error("'\(text.prefix(20))' is not a number")
            }
            return .number(text)
        }
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Whether `text` follows JSON's number grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = text.startIndex
        func digits() -> Int {
            let start = position
            while position < text.endIndex, (0x30...0x39).contains(text[position]) { position += 1 }
            return position - start
        }
        if position < text.endIndex, text[position] == UInt8(ascii: "-") { position += 1 }
        guard position < text.endIndex else { return false }
        if text[position] == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            return false
        }
        if position < text.endIndex, text[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if position < text.endIndex,
            text[position] == UInt8(ascii: "e") || text[position] == UInt8(ascii: "E")
        {
            position += 1
            if position < text.endIndex,
                text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-")
            {
                position += 1
            }
            guard digits() > 0 else { return false }
        }
        return position == text.endIndex
    }

    mutating func literal(_ word: StaticString) throws(JSONParseError) {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count,
            UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]).elementsEqual(
                UnsafeBufferPointer(start: word.utf8Start, count: length))
        else { throw error("an unknown word") }
        index += length
    }

    mutating func string() throws(JSONParseError) -> String {
        index += 1
        // Most strings have no escape: taken whole.
        var scan = index
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                let text = try text(UnsafeBufferPointer(rebasing: bytes[index..<scan]))
                index = scan + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            scan += 1
        }
        if let text = try unescapedSimply(from: scan) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(scan - index + 64)
        while index < bytes.count {
            // The run of plain bytes up to the next quote, backslash or control byte, appended
            // whole (a document kept as a string, as an archive keeps them, has an escape every
            // few bytes and runs between them).
            var run = index
            while run < bytes.count {
                let byte = bytes[run]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                run += 1
            }
            if run > index {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<run]))
                index = run
                guard index < bytes.count else { break }
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                let text = out.withUnsafeBufferPointer { buffer in
                    Result { () throws(JSONParseError) in try self.text(buffer) }
                }
                return try text.get()
            }
            guard byte == UInt8(ascii: "\\") else {
                guard byte >= 0x20 else { throw error("a control character in a string") }
                out.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar), let low = lowSurrogate() {
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xD800..<0xE000).contains(scalar) {
                    // Half of a pair: JSONDecoder refuses it; the lenient reading keeps a
                    // replacement character (the next escape, if any, is read on its own).
                    if strict { throw error("an unpaired surrogate escape") }
                    scalar = 0xFFFD
                }
                out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            default:
                if strict { throw error("an unknown escape") }
                out.append(escape)
            }
        }
        throw error("a string is not closed")
    }

    /// The string that starts at `index` (after its opening quote) when its only escapes are
    /// the one-letter ones (`\"`, `\\`, `\/`, `\n`, `\t`, `\r`, `\b`, `\f`) and it holds no control
    /// byte, read in two tight passes: one to its closing quote, one writing the bytes into
    /// reused room (a document kept as a string, as an archive keeps them, has an escape every
    /// few bytes: appending each run to a new array was a fifth of restoring an archive).
    /// `nil`, with nothing consumed, for anything else: `string()` then reads it byte by byte,
    /// with its errors where it finds them. `plain` is where the first escape is.
    mutating func unescapedSimply(from plain: Int) throws(JSONParseError) -> String? {
        var end = plain
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                guard end + 1 < bytes.count else { return nil }
                switch bytes[end + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "n"),
                    UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "b"), UInt8(ascii: "f"):
                    end += 2
                    continue
                default: return nil
                }
            }
            end += 1
        }
        guard end < bytes.count else { return nil }
        // Grown to the largest string read so far, no more (an archive's document may be MBs).
        if scratch.count < end - index { scratch = [UInt8](repeating: 0, count: end - index) }
        let source = bytes
        let start = index
        let written = scratch.withUnsafeMutableBufferPointer { out -> Int in
            guard let target = out.baseAddress, let base = source.baseAddress else { return 0 }
            let plainCount = plain - start
            target.update(from: base + start, count: plainCount)
            var from = plain
            var to = plainCount
            while from < end {
                let byte = base[from]
                if byte != UInt8(ascii: "\\") {
                    target[to] = byte
                    to += 1
                    from += 1
                    continue
                }
                switch base[from + 1] {
                case UInt8(ascii: "n"): target[to] = 0x0A
                case UInt8(ascii: "t"): target[to] = 0x09
                case UInt8(ascii: "r"): target[to] = 0x0D
                case UInt8(ascii: "b"): target[to] = 0x08
                case UInt8(ascii: "f"): target[to] = 0x0C
                default: target[to] = base[from + 1]
                }
                to += 1
                from += 2
            }
            return to
        }
        // Past the closing quote, where `string()` stands when it checks the text.
        index = end + 1
        return try scratch.withUnsafeBufferPointer { out throws(JSONParseError) -> String in
            try self.text(UnsafeBufferPointer(rebasing: out[0..<written]))
        }
    }

    /// The low surrogate a `\uDC00`–`\uDFFF` escape at the current position names (not consumed).
    func lowSurrogate() -> UInt32? {
        guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"), let value = HexDigits.four(bytes, at: index + 2)
        else { return nil }
        return (0xDC00..<0xE000).contains(value) ? value : nil
    }

    /// A string's bytes as text. Strict, invalid UTF-8 is refused (as `JSONDecoder` refuses it);
    /// lenient, it becomes replacement characters.
    func text(_ slice: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> String {
        // ASCII needs no validation; `String(validating:)` is generic over the encoding and
        // looked its metadata up on every call, which cost more than the parse itself.
        if strict, slice.contains(where: { $0 >= 0x80 }) {
            guard let text = String(validating: slice, as: UTF8.self) else { throw error("invalid UTF-8") }
            return text
        }
        return String(decoding: slice, as: UTF8.self)
    }

    /// Four hex digits (a sign, which `UInt32(_:radix:)` would take, is refused).
    mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard let value = HexDigits.four(bytes, at: index) else { throw error("a bad \\u escape") }
        index += 4
        return value
    }
}
