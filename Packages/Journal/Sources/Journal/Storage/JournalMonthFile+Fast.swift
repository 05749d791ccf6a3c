import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JournalMonthFile {
    /// Reads a current-version month file through the strict byte-level JSON reading
    /// (`DocumentBody`): `JSONDecoder` was a fifth of `journal show`. The tree it parses is the
    /// one a save's sync stamps need (`ParsedDocuments`), so a toggle parses the month once (a
    /// byte-level reader without a tree was 1 % faster for `journal show` and slower for every
    /// toggle). It reads what the standard path reads (a missing or `null` note is none; keys it
    /// does not know are ignored); anything else returns `nil` and takes the standard path, which
    /// migrates, refuses or sets it aside.
    static func decodeFast(_ data: Data) -> JournalMonthFile? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            case .string(let month)? = body["month"], case .array(let items)? = body["entries"]
        else { return nil }
        var entries: [JournalEntry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard let date = DocumentBody.day(item["date"]), let tagIDs = DocumentBody.strings(item["tagIDs"])
            else { return nil }
            let note: String?
            switch item["note"] {
            case nil, .null?: note = nil
            case .string(let text)?: note = text
            default: return nil
            }
            entries.append(JournalEntry(date: date, tagIDs: tagIDs, note: note))
        }
        return JournalMonthFile(month: month, entries: entries)
    }

    /// The month as `JSONEncoder` writes it (a missing note left out), built by hand.
    func encodeFast() -> JSONValue? {
        .object([
            "month": .string(month),
            "entries": .array(
                entries.map { entry in
                    var members: JSONObject = [
                        "date": .string(entry.date.description),
                        "tagIDs": .array(entry.tagIDs.map { .string($0) }),
                    ]
                    if let note = entry.note { members["note"] = .string(note) }
                    return .object(members)
                }),
        ])
    }
}
