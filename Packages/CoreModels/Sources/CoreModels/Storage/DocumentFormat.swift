#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A checker for one document format, so a generic inspector can validate any store's files
/// without knowing their types.
public struct DocumentFormat: Sendable {
    /// The envelope's format name, e.g. `fitshell.equipment`.
    public let name: String
    /// The newest version this build reads.
    public let currentVersion: Int
    /// Where documents of this format may be, as path patterns (`*` stands for any characters
    /// within one path component); empty means anywhere.
    public let places: [String]
    /// How two devices' copies merge entry by entry; `nil` for a derived file (rebuilt, never merged).
    public let mergeLayout: MergeLayout?
    private let checkData: @Sendable (Data) -> String?

    /// A checker that decodes, migrates and validates `type`, found at `files` (patterns
    /// relative to its store's folder, e.g. `*.json`, `tags.json`).
    public static func of<Doc: VersionedDocument>(_ type: Doc.Type, files: [String] = []) -> DocumentFormat {
        DocumentFormat(
            name: Doc.format, currentVersion: Doc.currentVersion, places: files,
            mergeLayout: Doc.mergeLayout
        ) { data in
            switch DocumentCoder.decode(Doc.self, from: data) {
            case .valid: return nil
            case .newer(let version):
                return
                    "written by a newer fitshell (format \(version); this one reads up to \(Doc.currentVersion))"
            case .corrupt(let reason): return reason
            }
        }
    }

    private init(
        name: String, currentVersion: Int, places: [String], mergeLayout: MergeLayout?,
        check: @escaping @Sendable (Data) -> String?
    ) {
        self.name = name
        self.currentVersion = currentVersion
        self.places = places
        self.mergeLayout = mergeLayout
        self.checkData = check
    }

    /// The same format with its places under `folder` (`plans` + `*.json` → `plans/*.json`), as
    /// the app decides where each store's folder is.
    public func under(_ folder: String) -> DocumentFormat {
        guard !folder.isEmpty else { return self }
        return DocumentFormat(
            name: name, currentVersion: currentVersion, places: places.map { folder + "/" + $0 },
            mergeLayout: mergeLayout, check: checkData)
    }

    /// Whether `path` (relative, `/`-separated) is one of this format's places.
    public func allows(_ path: String) -> Bool {
        places.isEmpty || places.contains { Self.matches(path, pattern: $0) }
    }

    /// Glob matching per path component: `*` matches any run of characters except `/`.
    static func matches(_ path: String, pattern: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let wanted = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == wanted.count else { return false }
        return zip(parts, wanted).allSatisfy { component($0.utf8[...], $1.utf8[...]) }
    }

    private static func component(
        _ text: Substring.UTF8View.SubSequence, _ pattern: Substring.UTF8View.SubSequence
    )
        -> Bool
    {
        guard let first = pattern.first else { return text.isEmpty }
        if first == UInt8(ascii: "*") {
            let rest = pattern.dropFirst()
            var tail = text[...]
            while true {
                if component(tail, rest) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let head = text.first, head == first else { return false }
        return component(text.dropFirst(), pattern.dropFirst())
    }

    /// The problem with `data`, or `nil` when it is a valid document of this format.
    public func problem(in data: Data) -> String? { checkData(data) }
}
