import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records as `prs --json` prints them: the most reps at each weight is a list of records,
/// lightest first. (Encoded as the dictionary it is, it came out as a flat list of weights and
/// records alternating, in an order that changed from run to run.)
extension PersonalRecords {
    private enum CodingKeys: String, CodingKey {
        case exerciseID, name, unit, heaviest, heaviestSet, bestE1RM, bestSetVolume, repsAtWeight
    }

    /// Encodes the records; `repsAtWeight` as its records, lightest weight first; `unit` says
    /// the values are kilograms (a set's volume kilograms × reps), whatever the user's unit.
    /// `heaviest` is the first time the heaviest weight was lifted; `heaviestSet` the most reps
    /// ever done at it, and when (what `prs` prints as "Heaviest"); decoding leaves it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exerciseID, forKey: .exerciseID)
        try container.encode("kg", forKey: .unit)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(heaviest, forKey: .heaviest)
        try container.encodeIfPresent(heaviestSet, forKey: .heaviestSet)
        try container.encodeIfPresent(bestE1RM, forKey: .bestE1RM)
        try container.encodeIfPresent(bestSetVolume, forKey: .bestSetVolume)
        try container.encode(repsAtWeight.values.sorted { $0.value < $1.value }, forKey: .repsAtWeight)
    }

    /// Decodes what `encode(to:)` writes; each reps-at-weight record is keyed by its weight.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            exerciseID: try container.decode(ExerciseID.self, forKey: .exerciseID),
            name: try container.decode(String.self, forKey: .name),
            heaviest: try container.decodeIfPresent(Record.self, forKey: .heaviest),
            bestE1RM: try container.decodeIfPresent(Record.self, forKey: .bestE1RM),
            bestSetVolume: try container.decodeIfPresent(Record.self, forKey: .bestSetVolume),
            repsAtWeight: Dictionary(
                try container.decode([Record].self, forKey: .repsAtWeight).map { ($0.value, $0) },
                uniquingKeysWith: { first, _ in first }))
    }
}
