import CoreModels
import Exercises
import Plans

extension WorkoutHistory {
    /// The finished sessions with `exerciseID` from `since` on, oldest first, each with its
    /// working sets as done (warm-up, drop and failure sets and sets not done left out, but a
    /// working set the plan asked for and logged as a failure or drop set counted); a
    /// session that did no working set of it is left out.
    ///
    /// - Throws: `StorageError`.
    public func sessions(of exerciseID: ExerciseID, since: LocalDate? = nil) async throws
        -> [ProgressionReplay.Session]
    {
        var sessions: [ProgressionReplay.Session] = []
        for year in try await store.years().sorted() where year >= (since?.year ?? Int.min) {
            let summaries = try await store.summaries(year: year).filter { summary in
                let recent = since.map { summary.date >= $0 } ?? true
                return recent && summary.exercises.contains { $0.exerciseID == exerciseID }
            }
            for summary in summaries.sorted(by: { $0.startedAt < $1.startedAt }) {
                guard let workout = try await store.finished(summary.id, year: year) else { continue }
                var loads: [ProgressionReplay.Load] = []
                for exercise in workout.exercises where exercise.exerciseID == exerciseID {
                    // A planned working set logged as another type (the last set taken to
                    // failure) is still one of the working sets the rule asked for, and so is a
                    // set taken to failure that no plan named (Hevy's and Strong's "failure"
                    // sets: 70×10, 70×10, 70×10 to failure was "2×10, missed", then deloads);
                    // one `done --type failure` added after the last is not (`extra`).
                    for set in exercise.sets
                    where set.done
                        && (set.type == .working || set.plannedType == .working
                            || (set.type == .failure && set.plannedType == nil && !set.isExtra))
                    {
                        if let reps = set.reps, reps > 0 {
                            loads.append(ProgressionReplay.Load(weight: set.weight, reps: reps))
                        }
                    }
                }
                guard !loads.isEmpty else { continue }
                sessions.append(
                    ProgressionReplay.Session(
                        date: summary.date, sets: loads, trimmed: workout.checkIn?.trimsVolume == true,
                        unplanned: workout.planID == nil && workout.programDay == nil))
            }
        }
        return sessions
    }

    /// The rule of `exercise` replayed over the sessions since it was set (or, with `simulate`,
    /// over every session of the exercise, as if the rule had been there from the start); `nil`
    /// when the exercise has no rule.
    ///
    /// - Parameters:
    ///   - exercise: the plan exercise.
    ///   - increment: the smallest load change the gym can make.
    ///   - unit: the user's unit (loads are rounded in it).
    ///   - simulate: replay the whole history of the exercise.
    ///   - ladder: the only weights there are for it (the gym's fixed dumbbells), if any.
    ///   - load: how the gym in use loads a weight of it: each session is asked, and judged
    ///     against, its targets as the gym loads them (what `workout start` asks).
    /// - Returns: the replay, or `nil` without a rule.
    /// - Throws: `StorageError`.
    public func progression(
        of exercise: PlanExercise, increment: Mass, unit: MassUnit, simulate: Bool = false,
        ladder: [Mass]? = nil, load: ((Mass) -> Mass)? = nil
    ) async throws -> ProgressionReplay? {
        guard let rule = exercise.progression else { return nil }
        var sessions = try await sessions(of: exercise.exerciseID, since: simulate ? nil : rule.since)
        // Replayed "as if the rule had been set then", every session was an attempt at it
        // (an imported history has no plans), at the number of sets it did: today's plan was
        // not what those sessions followed.
        if simulate {
            sessions = sessions.map {
                var session = $0
                session.unplanned = false
                session.ownSetCount = true
                return session
            }
        }
        let base = exercise.sets.filter { $0.type == .working }.map {
            ProgressionReplay.Load(weight: $0.weight, reps: $0.reps)
        }
        return ProgressionReplay(
            rule: rule, base: base, sessions: sessions, increment: increment, unit: unit, ladder: ladder,
            load: load)
    }
}

/// What a progression rule set for one exercise of a workout about to start.
public struct ProgressionNote: Sendable, Equatable, Codable {
    /// The exercise.
    public let exerciseID: ExerciseID
    /// Its name in the plan.
    public let name: String
    /// The target, as people write it ("3×5 @ 62.5 kg").
    public let target: String
    /// Why, in one line ("3×5 @ 60 kg met on 11-18 → +2.5 kg").
    public let reason: String
}

extension WorkoutHistory {
    /// `plan` with the targets of every exercise that has a progression rule set from its
    /// replay (loads rounded to `increment` of each exercise: what the gym can change it by),
    /// and a note for each whose rule has sessions to go on (or is 5/3/1): what `workout start`
    /// uses. `ladder` gives the only weights there are for an exercise (fixed dumbbells), if any;
    /// `loads`, how the gym in use loads a weight of the exercise (a target worked out from a
    /// plan in the other unit, 80 kg + 10 lb, is asked as the 185 lb the gym's plates make).
    ///
    /// - Throws: `StorageError`.
    public func progressed(
        _ plan: Plan, increment: (ExerciseID) -> Mass, unit: MassUnit,
        ladder: (ExerciseID) -> [Mass]? = { _ in nil },
        loads: (ExerciseID) -> ((Mass) -> Mass)? = { _ in nil }
    ) async throws -> (Plan, [ProgressionNote]) {
        var plan = plan
        var notes: [ProgressionNote] = []
        for (position, exercise) in plan.exercises.enumerated() {
            guard
                let replay = try await progression(
                    of: exercise, increment: increment(exercise.exerciseID), unit: unit,
                    ladder: ladder(exercise.exerciseID), load: loads(exercise.exerciseID))
            else {
                continue
            }
            let next = replay.next
            plan.exercises[position].sets = Self.sets(exercise.sets, following: next)
            // Only a rule that has something to say speaks: before its first session a rule
            // other than 5/3/1 asks for the plan's own targets.
            guard !replay.steps.isEmpty || exercise.progression?.kind == .percentage else { continue }
            notes.append(
                ProgressionNote(
                    exerciseID: exercise.exerciseID, name: exercise.name,
                    target: ProgressionReplay.describe(next, unit: unit),
                    reason: replay.reason(unit: unit)))
        }
        return (plan, notes)
    }

    /// The plan's sets with their working sets replaced by `target` (warm-ups kept before them,
    /// drop and failure sets after).
    static func sets(_ sets: [PlanSet], following target: [ProgressionReplay.Load]) -> [PlanSet] {
        let warmUps = sets.filter { $0.type == .warmUp }
        let after = sets.filter { $0.type == .drop || $0.type == .failure }
        return warmUps + target.map { PlanSet(weight: $0.weight, reps: $0.reps, type: .working) } + after
    }
}
