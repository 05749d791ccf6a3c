import CoreModels
import Exercises
import Plans

extension WorkoutHistory {
    /// `exercise` (a regenerated plan's) with what its rule earned as `old` (the same exercise
    /// and rule in the plan it replaces) carried over, when the number of working sets changed
    /// or the rule moved to another unit; `nil` when there is nothing to carry (neither, a rule
    /// set today or no sessions yet).
    ///
    /// Kept as it was, the rule would judge past sessions again against the new count (a
    /// session of 3 sets asked of 4 became a miss, and misses a deload) or the new unit (20 kg
    /// done, 44.09 lb, fell short of 45 lb). Instead the earned targets become the new sets'
    /// (in a new unit, to the nearest multiple of its step, or the ladder's nearest weight;
    /// warm-up sets kept before them, drop and failure sets after), and the rule counts from
    /// `today` (from the next day when what it earned includes a session of today); a 5/3/1
    /// rule takes the training max it earned and starts again at week 1.
    ///
    /// - Parameters:
    ///   - exercise: the regenerated plan's exercise.
    ///   - old: the exercise it replaces, with the same rule.
    ///   - increment: the smallest load change the gym can make for `old`, in its rule's unit.
    ///   - unit: the user's unit.
    ///   - ladder: the only weights there are for it (the gym's fixed dumbbells), if any.
    ///   - today: the day of the regeneration.
    /// - Returns: `exercise` with the earned targets, or `nil`.
    /// - Throws: `StorageError`.
    public func carryingEarnedTargets(
        to exercise: PlanExercise, from old: PlanExercise, increment: Mass, unit: MassUnit,
        ladder: [Mass]? = nil, today: LocalDate
    ) async throws -> PlanExercise? {
        guard let rule = exercise.progression, rule.since < today, let oldRule = old.progression,
            oldRule == rule || oldRule.isMoved(to: rule), old.exerciseID == exercise.exerciseID
        else { return nil }
        let moved = oldRule.isMoved(to: rule)
        let working = exercise.sets.filter { $0.type == .working }.count
        guard working > 0, moved || working != old.sets.filter({ $0.type == .working }).count,
            let replay = try await progression(of: old, increment: increment, unit: unit, ladder: ladder),
            !replay.steps.isEmpty, let last = replay.next.last
        else { return nil }
        let next = replay.next
        var carried = exercise
        carried.sets = exercise.sets.filter { $0.type == .warmUp }
        // In the new unit: on a dumbbell ladder the weights stay its own (21 kg to 45 lb would
        // lose a rung); else the nearest multiple of the step.
        func inNewUnit(_ weight: Mass) -> Mass {
            if let nearest = ladder?.nearest(to: weight) { return nearest }
            return weight.nearest(multipleOf: rule.step, in: rule.unit ?? unit)
        }
        carried.sets += (0..<working).map { index in
            let load = index < next.count ? next[index] : last
            return PlanSet(
                weight: moved ? load.weight.map(inNewUnit) : load.weight, reps: load.reps, type: .working)
        }
        carried.sets += exercise.sets.filter { $0.type == .drop || $0.type == .failure }
        // The rule counts again from today; when what it earned includes a session of today
        // (trained, then regenerated), from tomorrow, so that session is not judged a second
        // time against the new count. (A second session of the exercise later that day is then
        // not counted: rules count whole days.)
        let countedToday = replay.steps.contains { $0.session.date >= today }
        carried.progression?.since = countedToday ? today.adding(days: 1) : today
        // A 5/3/1 rule keeps the training max its cycles earned (it starts again at week 1).
        if rule.kind == .percentage, let trainingMax = replay.trainingMax {
            carried.progression?.trainingMax = trainingMax
        }
        return carried
    }
}
