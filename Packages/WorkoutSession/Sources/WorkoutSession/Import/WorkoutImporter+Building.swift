import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WorkoutImporter {
    /// The key a read exercise is matched under: its name and any id the file names.
    static func key(_ exercise: ImportedWorkout.Exercise) -> String {
        key(id: exercise.exerciseID, name: exercise.name)
    }

    /// `key(_:)` of an exercise with this id and name.
    static func key(id: ExerciseID?, name: String) -> String {
        (id?.rawValue ?? "") + "\u{1F}" + name
    }

    /// The minute a workout starts in (UTC minutes since 1970): its identity across exports.
    static func minute(_ date: Date) -> Int {
        let minutes = (date.timeIntervalSince1970 / 60).rounded(.down)
        return minutes.isFinite && abs(minutes) < 1e15 ? Int(minutes) : 0
    }

    /// Whether two summaries of one start minute hold the same sets: equal set counts and equal
    /// volume up to rounding (exports write weights to 0.01 or 0.0001).
    static func sameContent(_ old: WorkoutSummary, _ new: WorkoutSummary) -> Bool {
        old.sets == new.sets && abs(old.volume - new.volume) <= max(0.5, new.volume * 0.0005)
    }

    /// The saved workouts that start a whole number of quarter hours away from `minute`, up to
    /// 14 hours (every time zone's offset), nearest first, with the same name and counts as
    /// `summary`: candidates for the same workout from a file whose times carry no zone
    /// (Strong, Hevy), imported before while the computer was in another time zone. The caller
    /// compares their exercises before taking one.
    static func shiftedCandidates(
        of summary: WorkoutSummary, at minute: Int, in existing: [Int: WorkoutSummary]
    )
        -> [WorkoutSummary]
    {
        var found: [WorkoutSummary] = []
        for quarter in 1...56 {
            for offset in [quarter * 15, -quarter * 15] {
                if let other = existing[minute + offset], other.name == summary.name,
                    sameContent(other, summary)
                {
                    found.append(other)
                }
            }
        }
        return found
    }

    /// Whether two summaries hold the same exercises in the same order with the same sets, top
    /// sets and volumes (up to an export's rounding): a twin found hours away must be the same
    /// workout, not another of the same name (two bodyweight sessions both have volume 0; two
    /// "Arms" sessions of 2 × 20 kg × 10, curls in the morning and pushdowns in the evening).
    /// The exercises must be the same: a file imported again under another zone after a later
    /// fitshell matched one of its names to another exercise is added again (and `import undo`
    /// takes it back) rather than risk skipping a workout that was not there.
    static func sameExercises(_ old: WorkoutSummary, _ new: WorkoutSummary) -> Bool {
        guard old.exercises.count == new.exercises.count else { return false }
        return zip(old.exercises, new.exercises).allSatisfy { old, new in
            old.exerciseID == new.exerciseID && old.sets == new.sets && old.topReps == new.topReps
                && abs(old.topKilograms - new.topKilograms) <= max(0.01, new.topKilograms * 0.0005)
                && abs(old.volume - new.volume) <= max(0.5, new.volume * 0.0005)
        }
    }

    /// The finished workout for `imported`, weights read in `unit` where the file gave none.
    static func workout(
        _ imported: ImportedWorkout, id: WorkoutID, exercises: [String: Exercise], unit: MassUnit
    ) -> Workout {
        // The file's superset ids, numbered 1, 2, … in order of first appearance.
        var groups: [String: Int] = [:]
        for item in imported.exercises where !item.sets.isEmpty {
            if let id = item.superset, groups[id] == nil, groups.count < Superset.mostGroups {
                groups[id] = groups.count + 1
            }
        }
        var workout = Workout(
            id: id, name: imported.name, planID: nil, programDay: nil, startedAt: imported.startedAt,
            checkIn: nil,
            exercises: imported.exercises.filter { !$0.sets.isEmpty }.map { item in
                let exercise = exercises[key(item)]
                return WorkoutExercise(
                    exerciseID: exercise?.id ?? ExerciseID(slugging: item.name),
                    name: exercise?.name ?? item.name,
                    category: exercise?.category ?? .other,
                    restSeconds: item.sets.compactMap(\.restSeconds).first ?? 0,
                    sets: item.sets.map { set in
                        WorkoutSet(
                            weight: set.mass(fallback: unit), reps: set.reps, type: set.type, rpe: set.rpe,
                            done: true, distanceMeters: set.meters(fallback: unit),
                            durationSeconds: set.durationSeconds)
                    }, notes: item.notes, superset: item.superset.flatMap { groups[$0] })
            })
        workout.notes = imported.notes
        // An unknown length is stored as a zero-length workout, which every screen shows as unknown.
        workout.finishedAt = max(imported.finishedAt ?? imported.startedAt, imported.startedAt)
        return workout
    }

    /// A UUID from the start minute and the name (two FNV-1a hashes), stable across runs and
    /// across export formats.
    static func identity(_ workout: ImportedWorkout) -> UUID {
        let text = "\(minute(workout.startedAt))|\(workout.name)"
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
        var bytes: [UInt8] = []
        for value in [fnv(0xcbf2_9ce4_8422_2325), fnv(0x8422_2325_cbf2_9ce4)] {
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8((value >> UInt64(shift)) & 0xff))
            }
        }
        bytes[6] = (bytes[6] & 0x0f) | 0x50  // version 5 (name-based)
        bytes[8] = (bytes[8] & 0x3f) | 0x80  // RFC 4122 variant
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
