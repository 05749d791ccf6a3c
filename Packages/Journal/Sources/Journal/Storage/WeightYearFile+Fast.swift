import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WeightYearFile {
    /// Reads a current-version year file whose entries are a day and a weight each (what almost
    /// every file holds) through the byte-level JSON reader, strict so that it reads exactly what
    /// `JSONDecoder` reads: `JSONDecoder` spent most of `weight add` on a year's few hundred
    /// entries. Anything else (composition measures, an older or newer version, a repeated key,
    /// a damaged file) returns `nil` and takes the standard path, which migrates, refuses or sets
    /// it aside. The tree it parses is the one a save's sync stamps need (`ParsedDocuments`), so
    /// `weight add` parses the year once (a byte-level reader without a tree made it slower).
    static func decodeFast(_ data: Data) -> WeightYearFile? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            case .number(let yearText)? = body["year"], let year = Int(yearText),
            case .array(let items)? = body["entries"]
        else { return nil }
        var entries: [WeightEntry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard case .object(let members) = item, members.count == 2,
                let day = DocumentBody.day(members["date"]),
                case .number(let massText)? = members["mass"], let kilograms = Double(massText)
            else { return nil }
            entries.append(WeightEntry(date: day, mass: Mass(kilograms: kilograms)))
        }
        return WeightYearFile(year: year, entries: entries)
    }

    /// The year as `JSONEncoder` writes it, built by hand (`weight add` spent a fifth of its time
    /// in the encoder); `nil` when an entry has composition measures, which the encoder writes.
    func encodeFast() -> JSONValue? {
        var items: [JSONValue] = []
        items.reserveCapacity(entries.count)
        for entry in entries {
            guard entry.composition.isEmpty,
                let mass = JSONValue.number(entry.mass.storedKilograms)
            else { return nil }
            items.append(.object(["date": .string(entry.date.description), "mass": mass]))
        }
        return .object(["entries": .array(items), "year": JSONValue.number(year)])
    }
}
