#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A minimal, fast JSON text builder for hot paths (bulk imports) where `JSONEncoder` is the
/// bottleneck. It writes what `JSONDecoder` reads back; tests prove the round trip per type.
public struct JSONWriter {
    /// The text so far.
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = []

    /// Creates an empty writer.
    public init() {
        bytes.reserveCapacity(2048)
    }

    /// Opens an object (as a value, or under `key` inside an object).
    public mutating func beginObject(_ key: String? = nil) {
        prefix(key)
        bytes.append(UInt8(ascii: "{"))
        needsComma.append(false)
    }

    /// Closes the current object.
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma.removeLast()
    }

    /// Opens an array (as a value, or under `key` inside an object).
    public mutating func beginArray(_ key: String? = nil) {
        prefix(key)
        bytes.append(UInt8(ascii: "["))
        needsComma.append(false)
    }

    /// Closes the current array.
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma.removeLast()
    }

    /// A string value; `nil` writes nothing (like `encodeIfPresent`).
    public mutating func string(_ key: String?, _ value: String?) {
        guard let value else { return }
        prefix(key)
        quoted(value)
    }

    /// A number; `nil` writes nothing.
    public mutating func number(_ key: String?, _ value: Double?) {
        guard let value, value.isFinite else { return }
        prefix(key)
        let text = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        bytes.appendUTF8(text)
    }

    /// An integer; `nil` writes nothing.
    public mutating func integer(_ key: String?, _ value: Int?) {
        guard let value else { return }
        prefix(key)
        bytes.appendUTF8(String(value))
    }

    /// A Boolean.
    public mutating func bool(_ key: String?, _ value: Bool) {
        prefix(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// An instant as ISO-8601 UTC with whole seconds (what `.iso8601` decoding reads); `nil` writes nothing.
    public mutating func date(_ key: String?, _ value: Date?) {
        guard let value else { return }
        prefix(key)
        quoted(InstantText.utc(value))
    }

    /// The text as data.
    public var data: Data { Data(bytes) }

    private mutating func prefix(_ key: String?) {
        if let last = needsComma.last {
            if last { bytes.append(UInt8(ascii: ",")) }
            needsComma[needsComma.count - 1] = true
        }
        if let key {
            quoted(key)
            bytes.append(UInt8(ascii: ":"))
        }
    }

    private mutating func quoted(_ text: String) {
        JSONValue.quote(text, into: &bytes)
    }
}
