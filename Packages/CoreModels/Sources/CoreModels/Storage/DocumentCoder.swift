#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Encodes and decodes documents in their envelope, and explains decoding failures plainly.
public enum DocumentCoder {
    /// Encodes `document` in its versioned envelope (sorted keys; pretty unless `compact`).
    ///
    /// - Throws: `StorageError.saveFailure` if the value cannot be encoded (e.g. a NaN weight).
    public static func encode<Doc: VersionedDocument>(_ document: Doc, compact: Bool = false)
        throws(StorageError)
        -> Data
    {
        if let envelope = envelope(document) { return Data(envelope.encoderBytes(pretty: !compact)) }
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            compact
            ? [.sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(
                Envelope(format: Doc.format, version: Doc.currentVersion, data: document))
        } catch {
            throw .saveFailure(file: Doc.format, reason: "the data could not be encoded (\(error))")
        }
    }

    /// The whole envelope of `document` as a value, when its format builds its `data` by hand
    /// (`VersionedDocument.encodeFast()`); `nil` when it is left to `JSONEncoder`.
    public static func envelope<Doc: VersionedDocument>(_ document: Doc) -> JSONValue? {
        document.encodeFast().map { data in
            .object([
                "data": data, "format": .string(Doc.format), "version": JSONValue.number(Doc.currentVersion),
            ])
        }
    }

    /// The outcome of reading a document's bytes.
    public enum Outcome<Doc> {
        /// Decoded and validated.
        case valid(Doc)
        /// Written by a newer version: refuse, keep the file.
        case newer(version: Int)
        /// Undecodable or invalid: set aside, with the reason.
        case corrupt(reason: String)
    }

    /// Decodes and validates `data` as a `Doc`, migrating older versions.
    public static func decode<Doc: VersionedDocument>(_ type: Doc.Type, from data: Data) -> Outcome<Doc> {
        if let document = Doc.decodeFast(data), (try? document.validate()) != nil { return .valid(document) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let header: EnvelopeHeader
        do {
            header = try decoder.decode(EnvelopeHeader.self, from: data)
        } catch {
            return .corrupt(reason: data.isEmpty ? "the file is empty" : explain(error))
        }
        guard header.format == Doc.format else {
            return .corrupt(reason: "it holds '\(header.format)' data, not '\(Doc.format)'")
        }
        if header.version > Doc.currentVersion { return .newer(version: header.version) }
        let document: Doc
        do {
            if header.version >= Doc.dataUnchangedSince {
                document = try decoder.decode(Envelope<Doc>.self, from: data).data
            } else {
                document = try Doc.migrate(from: header.version, fileData: data)
            }
        } catch {
            return .corrupt(reason: explain(error))
        }
        do {
            try document.validate()
        } catch {
            return .corrupt(reason: "invalid data: \(error)")
        }
        return .valid(document)
    }

    /// A short, plain explanation of a decoding failure.
    public static func explain(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return text.isEmpty ? "the top level" : "'\(text)'"
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON (truncated or damaged)" }
            return "bad value at \(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing field '\(key.stringValue)' in \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong kind of value at \(path(context.codingPath))"
        @unknown default:
            return "\(error)"
        }
    }
}
