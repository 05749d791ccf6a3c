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

    /// Encodes as an array (see `init(from:)`).
    public func encode(to encoder: any Encoder) throws {
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

extension WorkoutSummary.RepsAtWeight {
    /// Decodes `[kg, reps]`.
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        self.init(kilograms: try values.decode(Double.self), reps: try values.decode(Int.self))
    }

    /// Encodes as `[kg, reps]`.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        try values.encode(kilograms)
        try values.encode(reps)
    }
}
