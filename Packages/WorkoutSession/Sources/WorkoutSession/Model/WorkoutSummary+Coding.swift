import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The history index holds one line per exercise per workout, read on every `history`,
// `prs` and chart command: encoded as plain arrays instead of keyed objects, it is about
// half the size and decodes several times faster.

extension WorkoutSummary.ExerciseLine {
    /// Decodes `[id, name, sets, topKg, topReps, bestSetVolume, volume, bestE1RM, [[kg, reps], …]]`.
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        self.init(
            exerciseID: ExerciseID(try values.decode(String.self)), name: try values.decode(String.self),
            sets: try values.decode(Int.self), topKilograms: try values.decode(Double.self),
            topReps: try values.decode(Int.self),
            bestSetVolume: try values.decode(Double.self), volume: try values.decode(Double.self),
            bestE1RM: try values.decode(Double.self),
            repsAtWeight: try values.decode([WorkoutSummary.RepsAtWeight].self))
    }

    /// Field names of the form for people.
    enum NamedKey: String, CodingKey {
        case exerciseID, name, sets, topKilograms, topReps, bestSetVolume, volume, bestE1RM, repsAtWeight
    }

    /// Encodes as an array (see `init(from:)`); for people (`CodingUserInfoKey.forPeople`, as
    /// `--json` asks) as an object with each field named, the figures to 1e-6 (an e1RM worked
    /// out as 109.19999999999999 reads 109.2).
    public func encode(to encoder: any Encoder) throws {
        if CodingUserInfoKey.isForPeople(encoder.userInfo) {
            var named = encoder.container(keyedBy: NamedKey.self)
            try named.encode(exerciseID.rawValue, forKey: .exerciseID)
            try named.encode(name, forKey: .name)
            try named.encode(sets, forKey: .sets)
            try named.encode(Self.tidy(topKilograms), forKey: .topKilograms)
            try named.encode(topReps, forKey: .topReps)
            try named.encode(Self.tidy(bestSetVolume), forKey: .bestSetVolume)
            try named.encode(Self.tidy(volume), forKey: .volume)
            try named.encode(Self.tidy(bestE1RM), forKey: .bestE1RM)
            try named.encode(repsAtWeight, forKey: .repsAtWeight)
            return
        }
        var values = encoder.unkeyedContainer()
        try values.encode(exerciseID.rawValue)
        try values.encode(name)
        try values.encode(sets)
        try values.encode(topKilograms)
        try values.encode(topReps)
        try values.encode(bestSetVolume)
        try values.encode(volume)
        try values.encode(bestE1RM)
        try values.encode(repsAtWeight)
    }
}

extension WorkoutSummary.ExerciseLine {
    /// `value` to 1e-6 (kilograms as files keep them), for people's JSON.
    static func tidy(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * 1_000_000).rounded() / 1_000_000
    }
}

extension WorkoutSummary.RepsAtWeight {
    /// Decodes `[kg, reps]`.
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        self.init(kilograms: try values.decode(Double.self), reps: try values.decode(Int.self))
    }

    /// Field names of the form for people.
    enum NamedKey: String, CodingKey { case kilograms, reps }

    /// Encodes as `[kg, reps]`; for people as `{"kilograms": kg, "reps": reps}`.
    public func encode(to encoder: any Encoder) throws {
        if CodingUserInfoKey.isForPeople(encoder.userInfo) {
            var named = encoder.container(keyedBy: NamedKey.self)
            try named.encode(WorkoutSummary.ExerciseLine.tidy(kilograms), forKey: .kilograms)
            try named.encode(reps, forKey: .reps)
            return
        }
        var values = encoder.unkeyedContainer()
        try values.encode(kilograms)
        try values.encode(reps)
    }
}
