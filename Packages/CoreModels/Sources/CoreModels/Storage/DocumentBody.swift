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
        guard let root = try? JSONValue.parse([UInt8](bytes), strict: true),
            root["format"] == .string(format),
            root["version"] == .number(String(version))
        else { return nil }
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

    /// The day `value` names (`YYYY-MM-DD`); `nil` otherwise.
    public static func day(_ value: JSONValue?) -> LocalDate? {
        guard case .string(let text)? = value else { return nil }
        return LocalDate(iso: text)
    }
}
