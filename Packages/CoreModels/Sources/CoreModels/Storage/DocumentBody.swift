#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body of a versioned document read through the strict byte-level JSON reading, for a
/// format's `decodeFast`: `JSONDecoder` costs a short command more than the rest of its work,
/// mostly in setting itself up for each type. A reader built on this maps the body by hand and
/// returns `nil` for anything it does not take, leaving it to the standard path.
public enum DocumentBody {
    /// The `data` of `bytes` when they are the envelope of `format` at exactly `version`, read
    /// strictly (`JSONValue.parse(_:strict:)`); `nil` otherwise.
    public static func read(_ bytes: Data, format: String, version: Int) -> JSONValue? {
        let root: JSONValue
        if let kept = ParsedDocuments.root(of: bytes) {
            root = kept
        } else {
            guard let parsed = try? JSONValue.parse(bytes, strict: true) else { return nil }
            ParsedDocuments.keep(parsed, of: bytes)
            root = parsed
        }
        guard root["format"] == .string(format), root["version"] == .number(String(version)) else {
            return nil
        }
        return root["data"]
    }

    /// The strings of `value` when it is an array of strings; `nil` otherwise.
    public static func strings(_ value: JSONValue?) -> [String]? {
        guard case .array(let items)? = value else { return nil }
        var result: [String] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard case .string(let text) = item else { return nil }
            result.append(text)
        }
        return result
    }

    /// The cases of `type` that `value` lists by raw value, in its order; `nil` when it is not
    /// a list of strings or one names no case (as a decoder reads an array of such an enum).
    @inlinable
    public static func cases<Case: RawRepresentable<String>>(_ value: JSONValue?, of type: Case.Type)
        -> [Case]?
    {
        guard let names = strings(value) else { return nil }
        var cases: [Case] = []
        cases.reserveCapacity(names.count)
        for name in names {
            guard let found = Case(rawValue: name) else { return nil }
            cases.append(found)
        }
        return cases
    }

    /// The day `value` names (`YYYY-MM-DD`); `nil` otherwise.
    public static func day(_ value: JSONValue?) -> LocalDate? {
        guard case .string(let text)? = value else { return nil }
        return LocalDate(iso: text)
    }

    /// The instant `value` names when it is written exactly as fitshell writes instants
    /// (`2026-11-23T08:00:00Z`: whole seconds in UTC); `nil` otherwise, so other spellings are
    /// left to `JSONDecoder`'s ISO-8601 reading.
    public static func instant(_ value: JSONValue?) -> Date? {
        guard case .string(let text)? = value, text.utf8.count == 20, text.utf8.last == UInt8(ascii: "Z"),
            text.utf8.dropLast().allSatisfy({ (0x30...0x3A).contains($0) || $0 == 0x2D || $0 == 0x54 })
        else { return nil }
        return InstantText.parse(text)
    }

    /// The whole number `value` is, written as one (`90`, not `90.0`); `nil` otherwise.
    public static func integer(_ value: JSONValue?) -> Int? {
        guard case .number(let text)? = value else { return nil }
        return Int(text)
    }

    /// The number `value` is; `nil` otherwise.
    public static func number(_ value: JSONValue?) -> Double? {
        guard case .number(let text)? = value else { return nil }
        return Double(text)
    }

    /// For an optional member: `.some(nil)` when it is absent or `null` (as a decoder's
    /// `decodeIfPresent` reads it), `.some(read(value))` when `read` takes it, `nil` when not.
    ///
    /// Inlinable, so it is specialized where it is used: unspecialized, every call looked up the
    /// metadata of `T??` in the runtime's cache, under its lock (a fifth of checking an archive's
    /// documents on two cores).
    @inlinable
    public static func optional<T>(_ value: JSONValue?, _ read: (JSONValue?) -> T?) -> T?? {
        switch value {
        case nil, .null?: return .some(nil)
        default: return read(value).map { .some($0) }
        }
    }
}
