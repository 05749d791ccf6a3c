import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The compact line a finished workout leaves in the history index: enough for lists, totals,
/// records, charts, the week view and knee flags without opening the workout's own file.
public struct WorkoutSummary: Hashable, Sendable, Codable, Identifiable {
    /// Per-exercise figures over working sets (warm-ups excluded).
    public struct ExerciseLine: Hashable, Sendable, Codable {
        /// The exercise.
        public let exerciseID: ExerciseID
        /// Its name at the time.
        public let name: String
        /// Done sets (all types).
        public let sets: Int
        /// Heaviest working weight, kg.
        public let topKilograms: Double
        /// Reps done at the heaviest weight.
        public let topReps: Int
        /// Best single-set volume (kg × reps).
        public let bestSetVolume: Double
        /// Total volume, kg.
        public let volume: Double
        /// Best estimated one-rep max (Epley) over sets of at most 12 reps, kg (0 when none).
        public let bestE1RM: Double
        /// The most reps done at each working weight (kg as stored, to 0.000001, so a weight typed in
        /// pounds reads back as typed).
        public let repsAtWeight: [RepsAtWeight]

        /// Creates a line.
        public init(
            exerciseID: ExerciseID, name: String, sets: Int, topKilograms: Double, topReps: Int,
            bestSetVolume: Double,
            volume: Double, bestE1RM: Double, repsAtWeight: [RepsAtWeight]
        ) {
            self.exerciseID = exerciseID
            self.name = name
            self.sets = sets
            self.topKilograms = topKilograms
            self.topReps = topReps
            self.bestSetVolume = bestSetVolume
            self.volume = volume
            self.bestE1RM = bestE1RM
            self.repsAtWeight = repsAtWeight
        }
    }

    /// The most reps done at one weight.
    public struct RepsAtWeight: Hashable, Sendable, Codable {
        /// The weight, kg.
        public let kilograms: Double
        /// The most reps at it.
        public let reps: Int

        /// Creates an entry.
        public init(kilograms: Double, reps: Int) {
            self.kilograms = kilograms
            self.reps = reps
        }
    }

    /// The workout's id.
    public let id: WorkoutID
    /// The day it started (user's time zone).
    public let date: LocalDate
    /// Its name.
    public let name: String
    /// The plan it came from.
    public let planID: PlanID?
    /// Start and end.
    public let startedAt: Date
    /// When it finished.
    public let finishedAt: Date
    /// Done sets.
    public let sets: Int
    /// Volume, kg.
    public let volume: Double
    /// Per exercise.
    public let exercises: [ExerciseLine]
    /// Exercises flagged as irritating the knees.
    public let kneeFlags: [ExerciseID]

    /// Duration in seconds.
    public var durationSeconds: Int { Int(saturating: finishedAt.timeIntervalSince(startedAt)) }

    /// This summary without its exercise lines (what timelines and totals need).
    public var withoutExercises: WorkoutSummary {
        WorkoutSummary(
            id: id, date: date, name: name, planID: planID, startedAt: startedAt, finishedAt: finishedAt,
            sets: sets,
            volume: volume, exercises: [], kneeFlags: kneeFlags)
    }

    /// The summary of `workout` (an edit of the one this summarises) on this summary's day: the
    /// day a workout is filed under is the one it was saved with, whatever time zone the edit
    /// is made in (an edit after travelling would move it, at a year's end into another year).
    public func edited(to workout: Workout, timeZone: Zone) -> WorkoutSummary {
        let fresh = WorkoutSummary(workout, timeZone: timeZone)
        return WorkoutSummary(
            id: id, date: date, name: fresh.name, planID: fresh.planID, startedAt: fresh.startedAt,
            finishedAt: fresh.finishedAt, sets: fresh.sets, volume: fresh.volume, exercises: fresh.exercises,
            kneeFlags: fresh.kneeFlags)
    }

    /// The summary with only the exercise lines of `exercises`.
    public func keeping(_ exercises: Set<ExerciseID>) -> WorkoutSummary {
        WorkoutSummary(
            id: id, date: date, name: name, planID: planID, startedAt: startedAt, finishedAt: finishedAt,
            sets: sets, volume: volume,
            exercises: self.exercises.filter { exercises.contains($0.exerciseID) },
            kneeFlags: kneeFlags)
    }

    /// Of `summaries`, the last `count` sessions of each of `exercises`, oldest first: each
    /// summary with only the lines of the exercises it is one of the last `count` of, and those
    /// left with none dropped.
    public static func lastSessions(
        of exercises: Set<ExerciseID>, count: Int, in summaries: [WorkoutSummary]
    ) -> [WorkoutSummary] {
        // The id's text only for a tie of start times (made for every comparison, it cost more
        // than the sort).
        let ordered = summaries.sorted {
            $0.startedAt != $1.startedAt ? $0.startedAt < $1.startedAt : $0.id.description < $1.id.description
        }
        var seen: [ExerciseID: Int] = [:]
        var kept: [WorkoutSummary] = []
        for summary in ordered.reversed() {
            var wanted = Set<ExerciseID>()
            for id in Set(summary.exercises.map(\.exerciseID)) where exercises.contains(id) {
                if (seen[id] ?? 0) < count {
                    seen[id, default: 0] += 1
                    wanted.insert(id)
                }
            }
            if !wanted.isEmpty { kept.append(summary.keeping(wanted)) }
        }
        return kept.reversed()
    }

    /// Creates a summary from its parts (the index reader).
    init(
        id: WorkoutID, date: LocalDate, name: String, planID: PlanID?, startedAt: Date, finishedAt: Date,
        sets: Int,
        volume: Double, exercises: [ExerciseLine], kneeFlags: [ExerciseID]
    ) {
        self.id = id
        self.date = date
        self.name = name
        self.planID = planID
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.sets = sets
        self.volume = volume
        self.exercises = exercises
        self.kneeFlags = kneeFlags
    }

    /// Summarises `workout` (which must be finished) as of the user's `timeZone`.
    ///
    /// The figures come from the masses as files keep them (`Mass.storedKilograms`): a summary
    /// made when a workout is saved (pounds converted at finish or import) then equals the one
    /// rebuilt later from its file, to the last bit.
    public init(_ workout: Workout, timeZone: Zone) {
        id = workout.id
        date = LocalDate(workout.startedAt, in: timeZone)
        name = workout.name
        planID = workout.planID
        startedAt = workout.startedAt
        finishedAt = workout.finishedAt ?? workout.startedAt
        kneeFlags = workout.exercises.filter(\.kneeFlag).map(\.exerciseID)
        // One pass over each exercise's sets (an import summarises every workout it writes).
        // An exercise without a done set adds nothing to the volume, so the workout's volume
        // is the sum of its lines' volumes, in the same order.
        var lines: [ExerciseLine] = []
        lines.reserveCapacity(workout.exercises.count)
        var doneSets = 0
        // The most reps at each weight of an exercise's working sets: a few weights each, so a
        // list searched in turn, kept for the next exercise (no dictionary or list made per
        // exercise for an import's thousands of workouts).
        var best: [(kilograms: Double, reps: Int)] = []
        for exercise in workout.exercises {
            var done = 0
            var volume = 0.0
            var top: (kilograms: Double, reps: Int)?
            var bestSetVolume: Double?
            var bestE1RM: Double?
            best.removeAll(keepingCapacity: true)
            for set in exercise.sets where set.done {
                let kilograms = set.weight?.storedKilograms ?? 0
                let reps = set.reps ?? 0
                done += 1
                volume += kilograms * Double(reps)
                guard set.type != .warmUp else { continue }
                if kilograms > 0, reps > 0 {
                    // Weights equal as numbers are one weight, as dictionary keys are.
                    if let slot = best.firstIndex(where: { $0.kilograms == kilograms }) {
                        best[slot].reps = max(best[slot].reps, reps)
                    } else {
                        best.append((kilograms, reps))
                    }
                }
                // The first of the heaviest (then most reps), as `max(by:)` keeps it.
                if top.map({ ($0.kilograms, $0.reps) < (kilograms, reps) }) ?? true {
                    top = (kilograms, reps)
                }
                // Replaced only by a greater value: the first of equals stays, as `max()` keeps it
                // (0 and -0 are equal, and a file writes them differently).
                let setVolume = kilograms * Double(reps)
                if bestSetVolume.map({ setVolume > $0 }) ?? true { bestSetVolume = setVolume }
                if let estimate = OneRepMax.estimate(weight: kilograms, reps: reps),
                    bestE1RM.map({ estimate > $0 }) ?? true
                {
                    bestE1RM = estimate
                }
            }
            doneSets += done
            guard done > 0 else { continue }
            best.sort { $0.kilograms < $1.kilograms }
            lines.append(
                ExerciseLine(
                    exerciseID: exercise.exerciseID, name: exercise.name, sets: done,
                    topKilograms: top?.kilograms ?? 0, topReps: top?.reps ?? 0,
                    bestSetVolume: bestSetVolume ?? 0,
                    volume: volume, bestE1RM: bestE1RM ?? 0,
                    repsAtWeight: best.map { RepsAtWeight(kilograms: $0.kilograms, reps: $0.reps) }))
        }
        sets = doneSets
        exercises = lines
        volume = lines.reduce(0) { $0 + $1.volume }
    }
}

/// Estimated one-rep maximum from a set of `reps` at `weight`.
public enum OneRepMax {
    /// The most reps a one-rep-max estimate means something for; sets with more reps are left
    /// out of e1RM records and charts.
    public static let reliableReps = 12

    /// The Epley estimate when `reps` is within `reliableReps`, else `nil`.
    public static func estimate(weight: Double, reps: Int) -> Double? {
        (1...reliableReps).contains(reps) && weight > 0 && weight.isFinite
            ? epley(weight: weight, reps: reps) : nil
    }

    /// Epley: weight × (1 + reps / 30); a single rep is the weight itself.
    public static func epley(weight: Double, reps: Int) -> Double {
        guard reps > 0, weight > 0 else { return 0 }
        return reps == 1 ? weight : weight * (1 + Double(reps) / 30)
    }

    /// Brzycki: weight × 36 / (37 − reps), for 1–36 reps.
    public static func brzycki(weight: Double, reps: Int) -> Double {
        guard reps > 0, reps < 37, weight > 0 else { return 0 }
        return weight * 36 / Double(37 - reps)
    }
}
