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
    private let upgradeData: @Sendable (Data) -> Data?

    /// A checker that decodes, migrates and validates `type`, found at `files` (patterns
    /// relative to its store's folder, e.g. `*.json`, `tags.json`).
    public static func of<Doc: VersionedDocument>(_ type: Doc.Type, files: [String] = []) -> DocumentFormat {
        DocumentFormat(
            name: Doc.format, currentVersion: Doc.currentVersion, places: files,
            mergeLayout: Doc.mergeLayout,
            check: { data in
                switch DocumentCoder.decode(Doc.self, from: data) {
                case .valid: return nil
                case .newer(let version):
                    return
                        "written by a newer fitshell (format \(version); this one reads up to \(Doc.currentVersion))"
                case .corrupt(let reason): return reason
                }
            },
            upgrade: { data in
                guard let envelope = try? JSONValue.parse(data),
                    let version = envelope["version"].flatMap({ Int($0.text) }), version < Doc.currentVersion,
                    case .valid(let document) = DocumentCoder.decode(Doc.self, from: data),
                    let encoded = try? DocumentCoder.encode(document)
                else { return nil }
                guard let stamps = envelope["sync"], let current = try? JSONValue.parse(encoded) else {
                    return encoded
                }
                return Data(current.setting(["sync"], to: stamps).text.utf8)
            })
    }

    private init(
        name: String, currentVersion: Int, places: [String], mergeLayout: MergeLayout?,
        check: @escaping @Sendable (Data) -> String?, upgrade: @escaping @Sendable (Data) -> Data?
    ) {
        self.name = name
        self.currentVersion = currentVersion
        self.places = places
        self.mergeLayout = mergeLayout
        self.checkData = check
        self.upgradeData = upgrade
    }

    /// The same format with its places under `folder` (`plans` + `*.json` → `plans/*.json`), as
    /// the app decides where each store's folder is.
    public func under(_ folder: String) -> DocumentFormat {
        guard !folder.isEmpty else { return self }
        return DocumentFormat(
            name: name, currentVersion: currentVersion, places: places.map { folder + "/" + $0 },
            mergeLayout: mergeLayout, check: checkData, upgrade: upgradeData)
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

    /// `data` rewritten in this build's version of the format when it is a valid document of an
    /// older version (its sync stamps kept); `nil` when it is current, newer or not valid.
    public func upgraded(_ data: Data) -> Data? { upgradeData(data) }

    /// For a format whose versions are alternatives (`MergeLayout.alternatives`, an active
    /// workout): the version changed last (by its stamp; at equal stamps the greater text, so
    /// every device picks the same) and the other to keep as a draft, `nil` when both hold the
    /// same data.
    ///
    /// - Throws: `DocumentMerge.Refusal` when a version is not a valid document of this format.
    public func alternatives(ours: Data, theirs: Data) throws(DocumentMerge.Refusal) -> (
        kept: Data, draft: Data?
    ) {
        var sides: [(data: Data, envelope: JSONValue, stamp: HybridStamp)] = []
        for (name, raw) in [("our version", ours), ("their version", theirs)] {
            let data = upgraded(raw) ?? raw
            if let problem = problem(in: data) {
                throw DocumentMerge.Refusal(
                    description: "\(name) is not a valid \(self.name) document (\(problem))")
            }
            guard let envelope = try? JSONValue.parse(data) else {
                throw DocumentMerge.Refusal(description: "\(name) is not JSON")
            }
            sides.append((data, envelope, SyncStamps(envelope: envelope).latest ?? .zero))
        }
        let (mine, other) = (sides[0], sides[1])
        if mine.envelope["data"] == other.envelope["data"] { return (mine.data, nil) }
        let otherWins =
            other.stamp != mine.stamp
            ? other.stamp > mine.stamp
            : (other.envelope["data"]?.text ?? "") > (mine.envelope["data"]?.text ?? "")
        return otherWins ? (other.data, mine.data) : (mine.data, other.data)
    }

    /// The entries both versions changed since `base`, differently (`DocumentMerge.bothChanged`),
    /// each version read as the current version of the format.
    public func bothChanged(base: Data?, ours: Data, theirs: Data) -> [String] {
        guard let layout = mergeLayout, !layout.keepsBoth else { return [] }
        return DocumentMerge.bothChanged(
            base: base.map { upgraded($0) ?? $0 }, ours: upgraded(ours) ?? ours,
            theirs: upgraded(theirs) ?? theirs, layout: layout)
    }

    /// The entry-by-entry merge of two versions of a document of this format (older versions
    /// are brought up to this build's first), checked to be valid.
    ///
    /// - Throws: `DocumentMerge.Refusal` when the format is not merged (a derived file), a
    ///   version cannot be read, or the result would not be valid.
    public func merge(base: Data?, ours: Data, theirs: Data) throws(DocumentMerge.Refusal) -> Data {
        guard let layout = mergeLayout, !layout.keepsBoth else {
            throw DocumentMerge.Refusal(
                description: mergeLayout == nil
                    ? "\(name) files are not merged (they are rebuilt)"
                    : "two \(name) documents are not merged: one stays, the other is kept as a draft")
        }
        let merged = try DocumentMerge.merge(
            base: base.map { upgraded($0) ?? $0 }, ours: upgraded(ours) ?? ours,
            theirs: upgraded(theirs) ?? theirs, layout: layout)
        if let problem = problem(in: merged) {
            throw DocumentMerge.Refusal(description: "the merged file would not be valid (\(problem))")
        }
        return merged
    }
}
