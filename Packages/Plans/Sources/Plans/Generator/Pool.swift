import CoreModels
import Exercises

/// The exercises a program may use, grouped by movement pattern, after the equipment,
/// knee-profile and knee-flag rules.
struct Pool {
    private var byPattern: [MovementPattern: [Exercise]] = [:]
    /// Whether the goal is strength: the staple lifts come first when the equipment allows them.
    private let strength: Bool

    /// The lifts a strength program is built on, by pattern: the barbell squat, deadlift,
    /// bench press, overhead press and row, and the pull-up and pulldown.
    static let staples = Set(
        [
            "barbell-squat", "barbell-deadlift", "barbell-bench-press-medium-grip", "standing-military-press",
            "bent-over-barbell-row", "pullups", "wide-grip-lat-pulldown",
        ].map { ExerciseID($0) })

    /// Staples a week takes fewer times than its slots would give them.
    static let weeklyLimit = [ExerciseID("barbell-deadlift"): 2]

    init(_ input: PlanGenerator.Input) {
        let equipment = input.equipment.union([.bodyweight])
        let allowed = input.profile.knees.allowedLoads
        let flagged = Set(input.kneeFlags.filter { $0.value >= PlanGenerator.flagThreshold }.keys)
        var ceiling: [MovementPattern: KneeLoad] = [:]
        for exercise in input.exercises where flagged.contains(exercise.id) {
            guard let pattern = MovementPattern(exercise) else { continue }
            ceiling[pattern] = min(ceiling[pattern] ?? exercise.kneeLoad, exercise.kneeLoad)
        }
        let hasBar = Self.hasBar(input.equipment)
        for exercise in input.exercises where ExerciseCues.table[exercise.id] != nil {
            guard let pattern = MovementPattern(exercise), equipment.contains(exercise.equipment),
                allowed.contains(exercise.kneeLoad), !flagged.contains(exercise.id),
                hasBar || !Self.hangsFromABar(exercise)
            else { continue }
            byPattern[pattern, default: []].append(exercise)
        }
        // A flagged exercise is replaced by a lower-knee-load one of the same movement, else of the
        // same family (a hip hinge for a squat). A flagged exercise that already has the lowest
        // knee load has nothing lower: another low one of the same movement (else family) takes
        // its place, so one irritating bridge does not take every leg exercise out of the week.
        // A flagged moderate or high one with nothing lower leaves its slot empty rather than
        // giving the knees the same load again.
        let eligible = byPattern
        for (pattern, limit) in ceiling {
            let family = eligible.filter { $0.key != pattern && $0.key.family == pattern.family }
                .sorted { "\($0.key)" < "\($1.key)" }.flatMap(\.value)
            let same = eligible[pattern] ?? []
            let lower = same.filter { $0.kneeLoad < limit }
            let familyLower = family.filter { $0.kneeLoad < limit }
            if !lower.isEmpty {
                byPattern[pattern] = lower
            } else if !familyLower.isEmpty {
                byPattern[pattern] = familyLower
            } else if limit == .low {
                let level = same.filter { $0.kneeLoad == limit }
                byPattern[pattern] = level.isEmpty ? family.filter { $0.kneeLoad == limit } : level
            } else {
                byPattern[pattern] = []
            }
        }
        strength = input.profile.goal == .strength
        let kneeFriendly = input.profile.goal == .knees || input.profile.knees != .healthy
        // Equipment the user chose is there to be used: loaded exercises before bodyweight ones
        // (except for the knees goal, where the lightest option comes first anyway).
        let preferLoaded = input.profile.goal != .knees && !input.equipment.subtracting([.bodyweight]).isEmpty
        for pattern in byPattern.keys {
            // Compound first; for sensitive knees or the knees goal, the lowest knee load first.
            func key(_ exercise: Exercise) -> (Int, Int, Int, String) {
                let load = kneeFriendly ? (KneeLoad.allCases.firstIndex(of: exercise.kneeLoad) ?? 0) : 0
                let loaded = preferLoaded && exercise.equipment == .bodyweight ? 1 : 0
                return (load, exercise.isCompound ? 0 : 1, loaded, exercise.id.rawValue)
            }
            byPattern[pattern]?.sort { key($0) < key($1) }
        }
    }

    var isEmpty: Bool { byPattern.values.allSatisfy(\.isEmpty) }

    /// Whether `equipment` gives a bar to hang from: a pull-up bar, or a gym's (machines or a
    /// cable station come with one; so does a barbell's rack).
    static func hasBar(_ equipment: Set<EquipmentKind>) -> Bool {
        !equipment.isDisjoint(with: [.pullUpBar, .machine, .cable, .barbell])
    }

    /// Whether `exercise` is done hanging from (or under) a bar though the catalog calls it
    /// bodyweight: pull-ups, chin-ups, muscle-ups, hanging raises, inverted rows. A dumbbell-only
    /// home had Chin-Up and Pullups in every program and nothing to hang from.
    static func hangsFromABar(_ exercise: Exercise) -> Bool {
        guard [.bodyweight, .other].contains(exercise.equipment) else { return false }
        let words = SearchText.key(exercise.name)
        return ["pull up", "pullup", "chin up", "chinup", "muscle up", "hanging", "inverted row"].contains {
            words.contains($0)
        }
    }

    /// A candidate for `pattern`: not already in the session, preferring ones used least this
    /// week (so days differ), chosen among the best few by the seeded generator.
    func pick(
        _ pattern: MovementPattern, excluding taken: Set<ExerciseID>, usedThisWeek: [ExerciseID: Int],
        random: inout SeededRandom
    ) -> Exercise? {
        var candidates = (byPattern[pattern] ?? []).filter { !taken.contains($0.id) }
        // For strength, the staple lifts the equipment allows are taken before any other, and
        // again on a later day (a squat three times a week, not a bodyweight squat on Friday): a
        // deadlift, not a good morning, with a barbell at hand.
        // A deadlift at most twice: with sensitive knees (no squat to take a day's time) it
        // filled the hinge slot of all three days; the third day takes another hinge.
        let staples = candidates.filter { candidate in
            Self.staples.contains(candidate.id)
                && (usedThisWeek[candidate.id] ?? 0) < (Self.weeklyLimit[candidate.id] ?? .max)
        }
        if strength, !staples.isEmpty { candidates = staples }
        candidates = candidates.filter { (usedThisWeek[$0.id] ?? 0) < (Self.weeklyLimit[$0.id] ?? .max) }
        guard let fewest = candidates.map({ usedThisWeek[$0.id] ?? 0 }).min() else { return nil }
        let fresh = candidates.filter { (usedThisWeek[$0.id] ?? 0) == fewest }
        let shortlist = Array(fresh.prefix(4))
        return shortlist[Int(random.next() % UInt64(shortlist.count))]
    }
}
