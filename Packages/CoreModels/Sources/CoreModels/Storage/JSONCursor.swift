#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A forward-only reader of strict JSON, for a format's `decodeFast` that maps a document
/// straight to its types: no `JSONValue` tree, whose dictionaries (one allocation and a hash
/// per member) were most of reading a plan. It reads what `JSONValue.parse(_:strict:)` reads
/// and refuses what it refuses.
///
/// Every read returns `nil` (or `false`) for anything but what was asked and marks the cursor
/// `failed`; a reader gives up then, and the document takes the standard path.
///
/// A cursor reads the bytes `read` or `envelope` lends it: it is valid only inside the closure
/// it is given to, and must not be kept or copied out of it.
///
/// ```swift
/// var first = true
/// guard cursor.openObject() else { return nil }
/// while let key = cursor.nextKey(&first) {
///     switch key {
///     case "name": name = cursor.string()
///     default: return nil
///     }
/// }
/// ```
public struct JSONCursor {
    var parser: JSONByteParser
    /// Whether a read found something other than what it asked for.
    public private(set) var failed = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        parser = JSONByteParser(bytes: bytes, strict: true)
    }

    /// What `read` makes of `data` read from its start, when it takes all of it (trailing
    /// space aside) and no read failed; `nil` otherwise.
    public static func read<T>(_ data: Data, _ read: (inout JSONCursor) -> T?) -> T? {
        data.withUnsafeBytes { raw -> T? in
            var cursor = JSONCursor(raw.bindMemory(to: UInt8.self))
            guard let value = read(&cursor), !cursor.failed else { return nil }
            cursor.parser.skipSpace()
            return cursor.parser.index == cursor.parser.bytes.count ? value : nil
        }
    }

    @usableFromInline mutating func fail() { failed = true }

    /// Skips white space and takes `byte` if it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        parser.skipSpace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == byte else { return false }
        parser.index += 1
        return true
    }

    /// Reads the `{` of an object.
    public mutating func openObject() -> Bool {
        if take(UInt8(ascii: "{")) { return true }
        fail()
        return false
    }

    /// The key of the object's next member (its colon read too); `nil` after its `}`.
    /// `first` starts `true` for each object.
    public mutating func nextKey(_ first: inout Bool) -> String? {
        guard !failed else { return nil }
        if take(UInt8(ascii: "}")) {
            return nil
        }
        if !first, !take(UInt8(ascii: ",")) {
            fail()
            return nil
        }
        first = false
        guard let key = string(), take(UInt8(ascii: ":")) else {
            fail()
            return nil
        }
        return key
    }

    /// Reads the `[` of an array.
    public mutating func openArray() -> Bool {
        if take(UInt8(ascii: "[")) { return true }
        fail()
        return false
    }

    /// Whether the array has another element (then read it); `false` after its `]`.
    /// `first` starts `true` for each array.
    public mutating func nextElement(_ first: inout Bool) -> Bool {
        guard !failed else { return false }
        if take(UInt8(ascii: "]")) { return false }
        if !first, !take(UInt8(ascii: ",")) {
            fail()
            return false
        }
        first = false
        return true
    }

    /// An array whose every element `element` reads; `nil` when one does not read. Inlinable,
    /// so it is specialized where it is used (unspecialized, each array looked up its element
    /// type's metadata under the runtime's lock).
    @inlinable
    public mutating func array<T>(_ element: (inout JSONCursor) -> T?) -> [T]? {
        guard openArray() else { return nil }
        var items: [T] = []
        var first = true
        while nextElement(&first) {
            guard let item = element(&self) else {
                fail()
                return nil
            }
            items.append(item)
        }
        return failed ? nil : items
    }

    /// A string.
    public mutating func string() -> String? {
        parser.skipSpace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\""),
            let text = try? parser.string()
        else {
            fail()
            return nil
        }
        return text
    }

    /// A number's text, in JSON's grammar.
    private mutating func numberText() -> String? {
        parser.skipSpace()
        let start = parser.index
        while parser.index < parser.bytes.count, JSONByteParser.isNumberByte(parser.bytes[parser.index]) {
            parser.index += 1
        }
        let digits = UnsafeBufferPointer(rebasing: parser.bytes[start..<parser.index])
        guard !digits.isEmpty, JSONByteParser.isJSONNumber(digits) else {
            fail()
            return nil
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// A whole number written as one (`90`, not `90.0`), as `DocumentBody.integer` takes it.
    public mutating func integer() -> Int? {
        guard let text = numberText(), let value = Int(text) else {
            fail()
            return nil
        }
        return value
    }

    /// A number, as `DocumentBody.number` takes it.
    public mutating func number() -> Double? {
        guard let text = numberText(), let value = Double(text) else {
            fail()
            return nil
        }
        return value
    }

    /// Takes a `null` if one comes next; `false` (nothing read, not a failure) otherwise.
    public mutating func null() -> Bool {
        parser.skipSpace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "n") else {
            return false
        }
        guard (try? parser.literal("null")) != nil else {
            fail()
            return false
        }
        return true
    }

    /// Reads (and checks) a value of any kind, for members a reader does not map.
    public mutating func skipValue() -> Bool {
        guard (try? parser.value(depth: 1)) != nil else {
            fail()
            return false
        }
        return true
    }

    /// The `data` of a versioned document's envelope, mapped by `body`, when the envelope is of
    /// `format` at exactly `version` (its other members, such as sync stamps, are read and
    /// left); `nil` otherwise. `data` may come before or after the format and version.
    public static func envelope<T>(
        _ data: Data, format: String, version: Int, _ body: (inout JSONCursor) -> T?
    ) -> T? {
        read(data) { cursor -> T? in
            guard cursor.openObject() else { return nil }
            var first = true
            var value: T?
            var formatRead = false
            var versionRead = false
            var others = Set<String>()
            while let key = cursor.nextKey(&first) {
                switch key {
                case "data" where value == nil:
                    guard let read = body(&cursor) else { return nil }
                    value = read
                case "format" where !formatRead:
                    guard cursor.string() == format else { return nil }
                    formatRead = true
                case "version" where !versionRead:
                    guard cursor.integer() == version else { return nil }
                    versionRead = true
                case "data", "format", "version":
                    return nil  // repeated: the strict reading refuses it
                default:
                    guard others.insert(key).inserted, cursor.skipValue() else { return nil }
                }
            }
            return formatRead && versionRead ? value : nil
        }
    }
}
