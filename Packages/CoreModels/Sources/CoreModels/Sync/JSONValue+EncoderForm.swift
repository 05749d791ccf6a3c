/// Writing a value byte for byte as `JSONEncoder` writes it with `.sortedKeys` and
/// `.withoutEscapingSlashes` (pretty-printed or compact), so a document built by hand as a
/// `JSONValue` is saved exactly as the encoder would have saved it. Numbers are written as
/// their text; `number(_:)` gives a `Double` the encoder's text.
extension JSONValue {
    /// The bytes `JSONEncoder` writes for this value: keys sorted; with `pretty`, two-space
    /// indentation, `"key" : value`, and an empty array or object as an empty line.
    public func encoderBytes(pretty: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        if pretty { writePretty(into: &out, indent: 0) } else { writeCompact(into: &out, encoderStyle: true) }
        return out
    }

    /// A `Double` as `JSONEncoder` writes it (`80`, `80.5`, `1e-07`); `nil` when it is not
    /// finite, which the encoder refuses.
    public static func number(_ value: Double) -> JSONValue? {
        guard value.isFinite else { return nil }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    /// A whole number as `JSONEncoder` writes it.
    public static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// Keys sorted, no spaces: `text` (strings quoted as it always has) and the encoder's
    /// compact form (`encoderStyle`: backspace and form feed as `\b` and `\f`).
    func writeCompact(into out: inout [UInt8], encoderStyle: Bool) {
        switch self {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.writeCompact(into: &out, encoderStyle: encoderStyle)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            // An object's members are kept in key order: written as they are.
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.quote(member.key, into: &out, encoderStyle: encoderStyle)
                out.append(UInt8(ascii: ":"))
                member.value.writeCompact(into: &out, encoderStyle: encoderStyle)
            }
            out.append(UInt8(ascii: "}"))
        default:
            writeScalar(into: &out, encoderStyle: encoderStyle)
        }
    }

    private func writePretty(into out: inout [UInt8], indent: Int) {
        func newline(_ depth: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth))
        }
        switch self {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            if items.isEmpty { out.append(0x0A) }
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 2)
                item.writePretty(into: &out, indent: indent + 2)
            }
            newline(indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            if members.isEmpty { out.append(0x0A) }
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 2)
                JSONValue.quote(member.key, into: &out, encoderStyle: true)
                out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
                member.value.writePretty(into: &out, indent: indent + 2)
            }
            newline(indent)
            out.append(UInt8(ascii: "}"))
        default:
            writeScalar(into: &out, encoderStyle: true)
        }
    }

    private func writeScalar(into out: inout [UInt8], encoderStyle: Bool) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let text): JSONValue.quote(text, into: &out, encoderStyle: encoderStyle)
        case .array, .object: writeCompact(into: &out, encoderStyle: encoderStyle)
        }
    }
}
