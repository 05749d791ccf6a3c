#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONValue {
    /// `parse(_:strict:)` of a file's bytes, read in place (not copied into an array first).
    ///
    /// - Throws: `JSONParseError`.
    public static func parse(_ data: Data, strict: Bool = false) throws(JSONParseError) -> JSONValue {
        let parsed = data.withUnsafeBytes { raw -> Result<JSONValue, JSONParseError> in
            Result { () throws(JSONParseError) in try parse(raw.bindMemory(to: UInt8.self), strict: strict) }
        }
        return try parsed.get()
    }
}
