import Foundation

/// A checker for one document format, so a generic inspector can validate any store's files
/// without knowing their types.
public struct DocumentFormat: Sendable {
    /// The envelope's format name, e.g. `fitshell.equipment`.
    public let name: String
    /// The newest version this build reads.
    public let currentVersion: Int
    private let checkData: @Sendable (Data) -> String?

    /// A checker that decodes, migrates and validates `type`.
    public static func of<Doc: VersionedDocument>(_ type: Doc.Type) -> DocumentFormat {
        DocumentFormat(name: Doc.format, currentVersion: Doc.currentVersion) { data in
            switch DocumentCoder.decode(Doc.self, from: data) {
            case .valid: return nil
            case .newer(let version):
                return
                    "written by a newer fitshell (format \(version); this one reads up to \(Doc.currentVersion))"
            case .corrupt(let reason): return reason
            }
        }
    }

    private init(name: String, currentVersion: Int, check: @escaping @Sendable (Data) -> String?) {
        self.name = name
        self.currentVersion = currentVersion
        self.checkData = check
    }

    /// The problem with `data`, or `nil` when it is a valid document of this format.
    public func problem(in data: Data) -> String? { checkData(data) }
}
