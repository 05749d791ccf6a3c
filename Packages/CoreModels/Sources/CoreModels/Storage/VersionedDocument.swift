#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value stored as one JSON file inside a versioned envelope:
/// `{"format": "fitshell.equipment", "version": 1, "data": { … }}`.
///
/// The envelope is read first. A newer version is refused (the file is left untouched); an
/// older one goes through `migrate(from:fileData:)`; the current one is decoded and then
/// validated, because decoding alone does not prove the data is usable.
public protocol VersionedDocument: Codable, Sendable {
    /// The format name written in the envelope, e.g. `fitshell.equipment`.
    static var format: String { get }
    /// The format version this build writes.
    static var currentVersion: Int { get }

    /// The oldest version whose `data` decodes as the current one: the versions from it up to
    /// `currentVersion` differ only in what the envelope carries beside the data (version 2 of
    /// every mergeable format added the `sync` stamps), so they are read directly and written
    /// back as the current version. Older versions go through `migrate(from:fileData:)`.
    static var dataUnchangedSince: Int { get }

    /// Reads a file written in an older `version` of this format.
    ///
    /// - Throws: any error when the old file cannot be understood (it is then quarantined).
    static func migrate(from version: Int, fileData: Data) throws -> Self

    /// Checks the decoded value (non-empty names, finite weights, unique ids, …).
    ///
    /// - Throws: `DocumentValidationError` describing the first problem found.
    func validate() throws

    /// A faster reader for this format's own current-version files, tried before
    /// `JSONDecoder`; `nil` falls back to the standard path (which also explains failures).
    static func decodeFast(_ data: Data) -> Self?

    /// The document's `data` built by hand as the `JSONValue` that `JSONEncoder` would encode
    /// (`JSONValue.number(_:)` for numbers), so saving skips the encoder and the reading back
    /// that the sync stamps need; `nil` (the default) encodes through `JSONEncoder`. A format
    /// that writes one checks it against the encoder (`FastWriteCheck` in `CoreModelsTesting`).
    func encodeFast() -> JSONValue?

    /// How two devices' copies of the document merge entry by entry; `nil` (the default) for a
    /// derived file, rebuilt rather than merged. A document with a layout carries a stamp per
    /// entry and a tombstone per deleted entry, kept up to date by `DocumentFile` on every save.
    static var mergeLayout: MergeLayout? { get }
}

extension VersionedDocument {
    /// By default only the current version's data decodes directly.
    public static var dataUnchangedSince: Int { currentVersion }

    /// By default no older versions exist, so an older number is unreadable.
    public static func migrate(from version: Int, fileData: Data) throws -> Self {
        throw DocumentValidationError("format version \(version) is not known")
    }

    /// By default a decoded value is valid.
    public func validate() throws {}

    /// No fast path by default.
    public static func decodeFast(_ data: Data) -> Self? { nil }

    /// No fast writer by default.
    public func encodeFast() -> JSONValue? { nil }

    /// Not merged by default.
    public static var mergeLayout: MergeLayout? { nil }
}

/// Why a decoded document was rejected.
public struct DocumentValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, in plain words.
    public let description: String

    /// Creates an error with a plain-words reason.
    public init(_ description: String) {
        self.description = description
    }
}

/// The on-disk wrapper of every document.
struct Envelope<Payload: Codable>: Codable {
    let format: String
    let version: Int
    let data: Payload
}

/// The envelope without its payload, decoded first to decide what to do.
struct EnvelopeHeader: Decodable {
    let format: String
    let version: Int
}
