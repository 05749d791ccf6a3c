import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ImportBatchFile {
    /// The record as `JSONEncoder` writes it, built by hand: an import of years of history lists
    /// thousands of added workouts, and the encoder's generic machinery took about a twelfth of
    /// a 100,000-row import to write them. `nil` (the encoder writes it) when a value cannot be
    /// written the same way.
    func encodeFast() -> JSONValue? {
        guard let importedAt = InstantText.format(batch.importedAt) else { return nil }
        var added: [JSONValue] = []
        added.reserveCapacity(batch.added.count)
        for entry in batch.added {
            added.append(
                .object(["id": .string(entry.id.description), "year": JSONValue.number(entry.year)]))
        }
        var replaced: [JSONValue] = []
        replaced.reserveCapacity(batch.replaced.count)
        for workout in batch.replaced {
            guard let value = workout.encoderValue() else { return nil }
            replaced.append(value)
        }
        var members: JSONObject = [
            "id": .string(batch.id.description), "file": .string(batch.file), "format": .string(batch.format),
            "importedAt": .string(importedAt), "added": .array(added), "replaced": .array(replaced),
            "sets": JSONValue.number(batch.sets), "sequence": JSONValue.number(batch.sequence),
            "customExercises": .array(batch.customExercises.map { .string($0.rawValue) }),
        ]
        if let unit = batch.unit { members["unit"] = .string(unit.rawValue) }
        for (member, table) in [("keptNames", batch.keptNames), ("names", batch.names)] {
            guard let table else { continue }
            var names = JSONObject()
            for (key, id) in table { names[key] = .string(id.rawValue) }
            members[member] = .object(names)
        }
        return .object(["batch": .object(members)])
    }
}
