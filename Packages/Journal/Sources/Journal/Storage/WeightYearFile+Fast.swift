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
        guard let root = try? JSONValue.parse([UInt8](data), strict: true), root["format"] == .string(format),
            root["version"] == .number(String(currentVersion)), let body = root["data"],
            case .number(let yearText)? = body["year"], let year = Int(yearText),
            case .array(let items)? = body["entries"]
        else { return nil }
        var entries: [WeightEntry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard case .object(let members) = item, members.count == 2,
                case .string(let dayText)? = members["date"], let day = LocalDate(iso: dayText),
                case .number(let massText)? = members["mass"], let kilograms = Double(massText)
            else { return nil }
            entries.append(WeightEntry(date: day, mass: Mass(kilograms: kilograms)))
        }
        return WeightYearFile(year: year, entries: entries)
    }
}
