import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The rules-based program generator (BodyFocus FR-005, FR-011, FR-012, FR-013, SC-004, SC-005).
///
/// From the profile, the usable equipment and the exercise library it builds one workout per
/// training day. Only the program pool (exercises with fitshell cues) is used; the knee profile
/// filters by knee load; the arms goal gets exactly 2 arm exercises per session, others 1;
/// compound movements come first; push, pull and legs rotate so the week stays balanced and
/// days differ; the estimated session time fits the chosen minutes. The same input and seed
/// always give the same program.
public struct PlanGenerator: Sendable {
    /// What the generator reads.
    public struct Input: Sendable {
        /// The profile.
        public var profile: TrainingProfile
        /// The equipment the user has (bodyweight is always added).
        public var equipment: Set<EquipmentKind>
        /// The exercise library (system and custom).
        public var exercises: [Exercise]
        /// How many sessions flagged each exercise as irritating the knees.
        public var kneeFlags: [ExerciseID: Int]
        /// The seed for variety.
        public var seed: UInt64

        /// Creates an input.
        public init(
            profile: TrainingProfile, equipment: Set<EquipmentKind>, exercises: [Exercise],
            kneeFlags: [ExerciseID: Int] = [:], seed: UInt64 = 1
        ) {
            self.profile = profile
            self.equipment = equipment
            self.exercises = exercises
            self.kneeFlags = kneeFlags
            self.seed = seed
        }
    }

    /// One generated training day.
    public struct Day: Hashable, Sendable {
        /// `A`, `B` or `C`.
        public let label: String
        /// ISO weekday, 1 = Monday.
        public let weekday: Int
        /// The exercises, compound first.
        public let exercises: [PlanExercise]
        /// The estimated length in minutes.
        public let estimatedMinutes: Double

        /// The same day with `exercises`.
        public func withExercises(_ exercises: [PlanExercise]) -> Day {
            Day(label: label, weekday: weekday, exercises: exercises, estimatedMinutes: estimatedMinutes)
        }
    }

    /// Flags from this many sessions replace an exercise (FR-013).
    public static let flagThreshold = 3
    /// Seconds one set takes, before its rest.
    public static let secondsPerSet = 45
    /// Seconds to move to the next exercise.
    public static let changeoverSeconds = 60

    /// Creates a generator.
    public init() {}

    /// The movement families (`push`, `pull`, `legs`, `arms`, `core`) `exercises` train: a
    /// week without `pull` tells the user what equipment would add it.
    public static func families(of exercises: [Exercise]) -> Set<String> {
        Set(exercises.compactMap { MovementPattern($0)?.family })
    }

    /// The estimated minutes of a session.
    public static func estimatedMinutes(_ exercises: [PlanExercise]) -> Double {
        Double(
            exercises.reduce(0) { $0 + $1.sets.count * (secondsPerSet + $1.restSeconds) + changeoverSeconds })
            / 60
    }

    /// Generates the week.
    ///
    /// - Returns: one day per training day, in week order.
    /// - Throws: `GeneratorError.noMatchingExercises` when the constraints leave no exercise for a
    ///   required part of a session.
    public func generate(_ input: Input) throws(GeneratorError) -> [Day] {
        let pool = Pool(input)
        guard !pool.isEmpty else { throw .noMatchingExercises }
        var random = SeededRandom(seed: input.seed)
        var usedThisWeek: [ExerciseID: Int] = [:]
        var days: [Day] = []
        for (index, weekday) in input.profile.weekdays.enumerated() {
            let slots = Self.slots(day: index, armCount: input.profile.goal.armExercisesPerSession)
            var chosen: [(Exercise, MovementPattern)] = []
            for pattern in slots {
                let taken = Set(chosen.map(\.0.id))
                guard
                    let pick = pool.pick(
                        pattern, excluding: taken, usedThisWeek: usedThisWeek, random: &random)
                else {
                    if pattern == .arms { throw .noMatchingExercises }
                    continue
                }
                chosen.append((pick, pattern))
                usedThisWeek[pick.id, default: 0] += 1
            }
            guard chosen.contains(where: { $0.1 != .arms }) else { throw .noMatchingExercises }
            let exercises = Self.fit(
                chosen, goal: input.profile.goal, minutes: input.profile.minutesPerSession)
            // An exercise the session had no time for was not used this week: a later day may
            // take it (a deadlift picked as Monday's accessory and dropped is Wednesday's).
            let kept = Set(exercises.map(\.exerciseID))
            for (exercise, _) in chosen where !kept.contains(exercise.id) {
                usedThisWeek[exercise.id, default: 1] -= 1
            }
            days.append(
                Day(
                    label: String(UnicodeScalar(UInt8(65 + index))), weekday: weekday, exercises: exercises,
                    estimatedMinutes: Self.estimatedMinutes(exercises)))
        }
        return days
    }

    /// The slots of a day in priority order: three main movements rotated per day so push,
    /// pull and legs share the week, then arms (required), then accessories.
    static func slots(day: Int, armCount: Int) -> [MovementPattern] {
        let mains: [[MovementPattern]] = [
            [.kneeDominant, .horizontalPush, .horizontalPull],
            [.verticalPull, .hipDominant, .verticalPush],
            [.horizontalPush, .verticalPull, .kneeDominant],
        ]
        let accessories: [[MovementPattern]] = [
            [.hipDominant, .core], [.kneeDominant, .core], [.hipDominant, .core],
        ]
        return mains[day % 3] + Array(repeating: .arms, count: armCount) + accessories[day % 3]
    }

    /// Sets, reps and rest per exercise; then trims until the session fits the minutes, in this
    /// order: accessories go first, then sets come off (mains down to 2, arms to 2, mains to 1,
    /// arms to 1), and only then main movements, never below one; arms are never dropped. A
    /// session left well under the minutes gets sets added back while it fits. Compound
    /// movements end up first.
    static func fit(_ chosen: [(Exercise, MovementPattern)], goal: TrainingGoal, minutes: Int)
        -> [PlanExercise]
    {
        struct Item {
            var exercise: PlanExercise
            let isArms: Bool
            let isAccessory: Bool
            let isCompound: Bool
        }
        var mains = 0
        var items = chosen.map { exercise, pattern -> Item in
            let isArms = pattern == .arms
            if !isArms { mains += 1 }
            let rx = Prescription.of(goal, compound: exercise.isCompound, arms: isArms)
            // Pulling the body up to a bar: 10 or 12 reps a set is beyond most who start (a
            // double progression's range starts from it), so at most 6.
            let hanging = pattern == .verticalPull && exercise.equipment.carriesNoLoad
            let reps = hanging ? min(rx.reps, 6) : rx.reps
            return Item(
                exercise: PlanExercise(
                    exerciseID: exercise.id, name: exercise.name, restSeconds: rx.rest,
                    sets: Array(repeating: PlanSet(reps: reps), count: rx.sets)),
                isArms: isArms, isAccessory: !isArms && mains > 3, isCompound: exercise.isCompound)
        }
        func trimSet(arms: Bool, above floor: Int) -> Bool {
            guard let index = items.lastIndex(where: { $0.isArms == arms && $0.exercise.sets.count > floor })
            else { return false }
            items[index].exercise.sets.removeLast()
            return true
        }
        func drop(where condition: (Item) -> Bool) -> Bool {
            guard let index = items.lastIndex(where: condition) else { return false }
            items.remove(at: index)
            return true
        }
        let steps: [() -> Bool] = [
            { drop { $0.isAccessory } }, { trimSet(arms: false, above: 2) },
            { trimSet(arms: true, above: 2) },
            { trimSet(arms: false, above: 1) }, { trimSet(arms: true, above: 1) },
            { items.filter { !$0.isArms }.count > 1 && drop { !$0.isArms } },
        ]
        while estimatedMinutes(items.map(\.exercise)) > Double(minutes), steps.contains(where: { $0() }) {}
        // A session well under the minutes chosen gets sets back, one at a time and in turn (main
        // movements first, up to 4 sets, then arms up to 4, then accessories up to 3), while the
        // estimate still fits: 45 minutes asked should not give 30.
        let ceilings = items.map { $0.isAccessory ? 3 : 4 }
        var added = true
        while added {
            added = false
            for pass in 0..<3 {
                for index in items.indices
                where (items[index].isArms ? 1 : items[index].isAccessory ? 2 : 0) == pass {
                    guard items[index].exercise.sets.count < ceilings[index],
                        let last = items[index].exercise.sets.last
                    else { continue }
                    items[index].exercise.sets.append(last)
                    if estimatedMinutes(items.map(\.exercise)) > Double(minutes) {
                        items[index].exercise.sets.removeLast()
                    } else {
                        added = true
                    }
                }
            }
        }
        return items.filter(\.isCompound).map(\.exercise) + items.filter { !$0.isCompound }.map(\.exercise)
    }
}

/// Why no program could be generated, in BodyFocus's words.
public enum GeneratorError: Error, Equatable, Sendable, LocalizedError {
    /// The equipment and knee settings leave nothing to train with.
    case noMatchingExercises
    /// Anything else went wrong.
    case failed

    /// The user-facing message.
    public var errorDescription: String? {
        switch self {
        case .noMatchingExercises:
            return "No exercises match your current constraints. Please adjust equipment or knee settings."
        case .failed:
            return "Unable to generate workout plan. Please check your settings."
        }
    }
}
