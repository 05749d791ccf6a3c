import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JournalMonthFile {
    /// Reads a current-version month file straight from its bytes (`JSONCursor`): `JSONDecoder`
    /// was a fifth of `journal show`, and a tree of dictionaries, one per day, most of the rest.
    /// It reads what the standard path reads (a missing or `null` note is none; keys it does not
    /// know are read and ignored); anything else, a repeated key included, returns `nil` and takes
    /// the standard path, which migrates, refuses or sets it aside.
    static func decodeFast(_ data: Data) -> JournalMonthFile? {
        JSONCursor.envelope(data, format: format, version: currentVersion) { cursor -> JournalMonthFile? in
            guard cursor.openObject() else { return nil }
            var first = true
            var month: String?
            var entries: [JournalEntry]?
            var others = Set<String>()
            while let key = cursor.nextKey(&first) {
                switch key {
                case "month" where month == nil:
                    month = cursor.string()
                case "entries" where entries == nil:
                    entries = cursor.array(Self.entry)
                case "month", "entries":
                    return nil  // repeated: the strict reading refuses it
                default:
                    guard others.insert(key).inserted, cursor.skipValue() else { return nil }
                }
                if cursor.failed { return nil }
            }
            guard let month, let entries else { return nil }
            return JournalMonthFile(month: month, entries: entries)
        }
    }

    /// One day's entry: a date and tag ids, a note or `null` or none, other keys ignored.
    private static func entry(_ cursor: inout JSONCursor) -> JournalEntry? {
        guard cursor.openObject() else { return nil }
        var first = true
        var date: LocalDate?
        var tagIDs: [String]?
        var note: String??
        var others: Set<String> = []
        while let key = cursor.nextKey(&first) {
            switch key {
            case "date" where date == nil:
                guard let read = cursor.string().flatMap(LocalDate.init(iso:)) else { return nil }
                date = read
            case "tagIDs" where tagIDs == nil:
                guard let read = cursor.array({ $0.string() }) else { return nil }
                tagIDs = read
            case "note" where note == nil:
                if cursor.null() {
                    note = .some(nil)
                } else {
                    guard let read = cursor.string() else { return nil }
                    note = .some(read)
                }
            case "date", "tagIDs", "note":
                return nil
            default:
                guard others.insert(key).inserted, cursor.skipValue() else { return nil }
            }
            if cursor.failed { return nil }
        }
        guard let date, let tagIDs, !cursor.failed else { return nil }
        return JournalEntry(date: date, tagIDs: tagIDs, note: note ?? nil)
    }

    /// The month as `JSONEncoder` writes it (a missing note left out), built by hand.
    func encodeFast() -> JSONValue? {
        .object([
            "month": .string(month),
            "entries": .array(
                entries.map { entry in
                    var members: [String: JSONValue] = [
                        "date": .string(entry.date.description),
                        "tagIDs": .array(entry.tagIDs.map { .string($0) }),
                    ]
                    if let note = entry.note { members["note"] = .string(note) }
                    return .object(members)
                }),
        ])
    }
}
