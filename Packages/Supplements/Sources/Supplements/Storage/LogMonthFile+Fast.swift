import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LogMonthFile {
    /// Reads a current-version month of marks through the strict byte-level JSON reading
    /// (`DocumentBody`), as the standard path reads it; ids are taken only in the lower-case form
    /// fitshell writes. Anything else returns `nil` and takes the standard path, which migrates,
    /// refuses or sets the file aside.
    static func decodeFast(_ data: Data) -> LogMonthFile? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            case .string(let month)? = body["month"], case .array(let items)? = body["days"]
        else { return nil }
        var days: [SupplementLogEntry] = []
        days.reserveCapacity(items.count)
        for item in items {
            guard let date = DocumentBody.day(item["date"]), let texts = DocumentBody.strings(item["taken"])
            else {
                return nil
            }
            var taken: [SupplementID] = []
            taken.reserveCapacity(texts.count)
            for text in texts {
                guard let id = SupplementID(text), id.description == text else { return nil }
                taken.append(id)
            }
            days.append(SupplementLogEntry(date: date, taken: taken))
        }
        return LogMonthFile(month: month, days: days)
    }

    /// The month as `JSONEncoder` writes it, built by hand.
    func encodeFast() -> JSONValue? {
        .object([
            "month": .string(month),
            "days": .array(
                days.map { day in
                    .object([
                        "date": .string(day.date.description),
                        "taken": .array(day.taken.map { .string($0.description) }),
                    ])
                }),
        ])
    }
}
