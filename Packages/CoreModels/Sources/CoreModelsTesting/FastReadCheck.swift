import CoreModels
import Foundation

/// Checks a format's `decodeFast` against the standard path (`JSONDecoder` reading the
/// envelope's `data` directly; `DocumentCoder.decode` would try the fast reader first), and its
/// `encodeFast` against `JSONEncoder`.
public enum FastReadCheck {
    private struct Wrapper<Doc: Decodable>: Decodable {
        let data: Doc
    }

    /// What `JSONDecoder` reads from `bytes` as `Doc`'s envelope, or `nil` when it refuses it.
    public static func standard<Doc: VersionedDocument>(_ type: Doc.Type, from bytes: Data) -> Doc? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601  // as DocumentCoder reads
        return try? decoder.decode(Wrapper<Doc>.self, from: bytes).data
    }

    /// The bytes fitshell writes for `document`: compact or pretty, encoded alone, and saved the
    /// way a store saves it (with sync stamps when the format merges entry by entry).
    public static func writtenForms<Doc: VersionedDocument>(_ document: Doc) throws -> [Data] {
        var forms: [Data] = []
        let folder = TemporaryFolder("fast-read")
        for compact in [true, false] {
            forms.append(try DocumentCoder.encode(document, compact: compact))
            let url = folder.file("document-\(compact).json")
            try DocumentFile<Doc>(url: url, context: StorageContext(), compact: compact).save(document)
            forms.append(try Data(contentsOf: url))
        }
        return forms
    }

    /// The written forms of `document` (`writtenForms`) that `fast` or `JSONDecoder` does not
    /// read back as `document`, each named; empty when both read every form exactly.
    public static func mismatches<Doc: VersionedDocument & Equatable>(
        _ document: Doc, fast: (Data) -> Doc?
    ) throws -> [String] {
        var problems: [String] = []
        for (index, data) in try writtenForms(document).enumerated() {
            let text = String(decoding: data.prefix(200), as: UTF8.self)
            if fast(data) != document { problems.append("form \(index), fast reading: \(text)") }
            if standard(Doc.self, from: data) != document {
                problems.append("form \(index), JSONDecoder: \(text)")
            }
        }
        return problems
    }

    /// A `JSONEncoder` set up as `DocumentCoder` sets its own up (sorted keys, slashes as they
    /// are, ISO-8601 instants), pretty-printed or compact.
    public static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private struct EnvelopeMirror<Doc: Encodable>: Encodable {
        let data: Doc
        let format: String
        let version: Int
    }

    /// How `document`'s hand-built value (`VersionedDocument.encodeFast()`) differs from
    /// `JSONEncoder`'s bytes for the same envelope, pretty and compact, each named; empty when
    /// both write the same bytes. A format without a fast writer is named as a problem.
    public static func writeMismatches<Doc: VersionedDocument>(_ document: Doc) throws -> [String] {
        guard let envelope = DocumentCoder.envelope(document) else {
            return ["\(Doc.format) has no fast writer"]
        }
        var problems: [String] = []
        for pretty in [true, false] {
            let expected = try encoder(pretty: pretty).encode(
                EnvelopeMirror(data: document, format: Doc.format, version: Doc.currentVersion))
            let written = envelope.encoderBytes(pretty: pretty)
            if written != Array(expected) {
                problems.append(
                    "pretty \(pretty): \(String(decoding: written.prefix(300), as: UTF8.self)) ≠ "
                        + String(decoding: expected.prefix(300), as: UTF8.self))
            }
        }
        return problems
    }
}
