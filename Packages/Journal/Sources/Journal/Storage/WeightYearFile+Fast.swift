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
    /// it aside.
    static func decodeFast(_ data: Data) -> WeightYearFile? {
        // Read straight from the bytes (`JSONCursor`): a year holds a few hundred entries, and
        // a dictionary per entry was most of reading them.
        JSONCursor.envelope(data, format: format, version: currentVersion) { cursor -> WeightYearFile? in
            guard cursor.openObject() else { return nil }
            var first = true
            var year: Int?
            var entries: [WeightEntry]?
            while let key = cursor.nextKey(&first) {
                switch key {
                case "year" where year == nil:
                    year = cursor.integer()
                case "entries" where entries == nil:
                    entries = Self.entries(&cursor)
                default:
                    return nil
                }
                if cursor.failed { return nil }
            }
            guard let year, let entries else { return nil }
            return WeightYearFile(year: year, entries: entries)
        }
    }

    /// Entries of exactly a day and a weight each; `nil` for anything else.
    private static func entries(_ cursor: inout JSONCursor) -> [WeightEntry]? {
        cursor.array { cursor -> WeightEntry? in
            guard cursor.openObject() else { return nil }
            var first = true
            var day: LocalDate?
            var kilograms: Double?
            while let key = cursor.nextKey(&first) {
                switch key {
                case "date" where day == nil:
                    guard let read = cursor.string().flatMap(LocalDate.init(iso:)) else { return nil }
                    day = read
                case "mass" where kilograms == nil:
                    guard let read = cursor.number() else { return nil }
                    kilograms = read
                default:
                    return nil
                }
            }
            guard let day, let kilograms, !cursor.failed else { return nil }
            return WeightEntry(date: day, mass: Mass(kilograms: kilograms))
        }
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
