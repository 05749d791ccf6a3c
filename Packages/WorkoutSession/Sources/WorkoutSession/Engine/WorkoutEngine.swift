import CoreModels
import Exercises
import Plans
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The active-workout engine (IronLift WORK, BodyFocus FR-006–FR-009). UI-free: the command
/// line and the player are views over it, and every change is saved before it returns (WORK-18).
public struct WorkoutEngine: Sendable {
    let store: any WorkoutStore
    let clock: any WallClock
    let uuids: any UUIDSource
    let timeZone: Zone

    /// Creates the engine.
    public init(
        store: any WorkoutStore, clock: any WallClock, uuids: any UUIDSource = RandomUUIDSource(),
        timeZone: Zone
    ) {
        self.store = store
        self.clock = clock
        self.uuids = uuids
        self.timeZone = timeZone
    }

    /// The workout in progress, if any (WORK-19: the app offers to resume it).
    ///
    /// - Throws: `StorageError`.
    public func active() async throws -> Workout? { try await store.active() }

    /// The workouts kept as drafts (another device's active workout that lost in a sync),
    /// oldest start first.
    public func drafts() async throws -> [Workout] { try await store.drafts() }

    /// Continues the draft `id` as the active workout; `nil` when there is no such draft.
    ///
    /// - Throws: `WorkoutError.alreadyActive` while a workout is in progress.
    public func resumeDraft(_ id: WorkoutID) async throws -> Workout? { try await store.resumeDraft(id) }

    /// Throws the draft `id` away; `false` when there was none.
    @discardableResult
    public func discardDraft(_ id: WorkoutID) async throws -> Bool { try await store.discardDraft(id) }

    /// Starts a workout from a plan (WORK-01) or empty. The check-in, when given, trims one set
    /// per exercise for low energy or knee pain, never below one (FR-007); it is stored.
    ///
    /// - Parameters:
    ///   - plan: the plan, or `nil` for an empty workout.
    ///   - name: the name of an empty workout.
    ///   - programDay: the program day label, when started as one.
    ///   - checkIn: the check-in, or `nil` when skipped.
    ///   - category: each exercise's category (WORK-03).
    /// - Returns: the started workout.
    /// - Throws: `WorkoutError.alreadyActive`; `StorageError`.
    @discardableResult
    public func start(
        plan: Plan?, name: String? = nil, programDay: String? = nil, checkIn: CheckIn?,
        category: @escaping @Sendable (ExerciseID) -> ExerciseCategory
    ) async throws -> Workout {
        let name = try name.map(Self.checkedName)
        let exercises = (plan?.exercises ?? []).map { item in
            let count = checkIn?.adjustedSets(item.sets.count) ?? item.sets.count
            return WorkoutExercise(
                exerciseID: item.exerciseID, name: item.name, category: category(item.exerciseID),
                restSeconds: item.restSeconds,
                sets: item.sets.prefix(count).map {
                    WorkoutSet(targetWeight: $0.weight, targetReps: $0.reps, type: $0.type)
                },
                notes: item.notes, superset: item.superset)
        }
        let workout = Workout(
            id: WorkoutID(uuids.next()), name: plan?.name ?? name ?? "Workout", planID: plan?.id,
            programDay: programDay,
            startedAt: Self.wholeSeconds(clock.now), checkIn: checkIn, exercises: exercises)
        return try await store.updateActive { current in
            if let current { throw WorkoutError.alreadyActive(current.name) }
            return workout
        } ?? workout
    }

    /// A workout name as typed (kept as typed: exports guard what a spreadsheet would read as
    /// a formula), checked.
    ///
    /// - Throws: `WorkoutError.invalid` for an empty or too long name.
    public static func checkedName(_ name: String) throws -> String {
        let clean = name
        guard !clean.trimmingSpaces(newlines: true).isEmpty else {
            throw WorkoutError.invalid("A workout's name cannot be empty.")
        }
        guard HistoryLimits.fits(clean, HistoryLimits.longestName) else {
            throw WorkoutError.invalid(
                "A workout's name is too long (at most \(Mass.grouped(Double(HistoryLimits.longestName))) bytes of text)."
            )
        }
        return clean
    }

    /// Applies `edit` to the active workout and saves it at once.
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError.noActiveWorkout`, what `edit` throws; `StorageError`.
    @discardableResult
    public func change(_ edit: @escaping @Sendable (inout Workout, Date) throws -> Void) async throws
        -> Workout
    {
        let now = clock.now
        let saved = try await store.updateActive { current in
            guard var workout = current else { throw WorkoutError.noActiveWorkout }
            try edit(&workout, now)
            if let problem = workout.problem { throw WorkoutError.invalid(problem) }
            return workout
        }
        guard let saved else { throw WorkoutError.noActiveWorkout }
        return saved
    }

    /// Marks the next set done with the weight and reps lifted; what is not given comes from the
    /// set's targets, else from the same set last time (the latest finished workout with the
    /// exercise), else from the previous set; then starts the rest timer (WORK-05).
    ///
    /// `needsWeight` says whether an exercise carries a load of its own (dumbbells, a barbell):
    /// such a set with no weight given, on it or to take is refused rather than logged weightless.
    /// `loadable` gives, for an exercise, how the gym in use loads a weight of last time's sets
    /// (last time's 57.5 kg is 126.77 lb, which no pound plates make): what is taken from last
    /// time is that weight. It is asked once per exercise read (`Gym.loadable(_:for:unit:)`
    /// with the gym and the exercise's equipment resolved is what the command line gives).
    ///
    /// - Returns: the workout and the position of the set marked.
    /// - Throws: `WorkoutError.allSetsDone`, `.noSets`, `.noActiveWorkout`, `.weightNeeded`;
    ///   `StorageError`.
    @discardableResult
    public func markNextDone(
        weight: Mass?, reps: Int?, rpe: Double?, type: SetType? = nil,
        needsWeight: (@Sendable (ExerciseID) async throws -> Bool)? = nil,
        loadable: LoadableWeights? = nil
    ) async throws -> (Workout, exercise: Int, set: Int) {
        try Self.checkValues(weight: weight, reps: reps, rpe: rpe)
        // Last time's sets of the exercise the next set belongs to, read (before the locked step,
        // which checks that the exercise is still the one they are for) only when a value is
        // left to take: a set logged with its weight and reps reads no history.
        let active = try await store.active()
        let next = active.flatMap { workout in
            workout.nextSet.map { workout.exercises[$0.exercise].sets[$0.set] }
        }
        let upcoming = active.flatMap { workout in
            workout.nextSet.map { workout.exercises[$0.exercise] }
        }
        let missing =
            next.map {
                (weight == nil && $0.weight == nil && $0.targetWeight == nil)
                    || (reps == nil && $0.reps == nil && $0.targetReps == nil)
            } ?? false
        let taken =
            missing
            ? try await upcoming.asyncMap { try await lastSets(of: $0.exerciseID, loadable) } ?? [] : []
        // Whether the set would have no weight at all, on an exercise that needs one.
        var refuse = false
        if weight == nil, let upcoming, let next = active?.nextSet, let needsWeight,
            upcoming.sets[next.set].weight == nil, upcoming.sets[next.set].targetWeight == nil,
            Self.earlierSet(of: upcoming, set: next.set, lastTime: taken)?.set.weight == nil
        {
            refuse = try await needsWeight(upcoming.exerciseID)
        }
        let weightNeeded = refuse
        let completed = Mutex<(exercise: Int, set: Int)?>(nil)
        let workout = try await change { workout, now in
            if let type, let (e, s) = try Self.insertExtra(type, in: &workout, weight: weight, reps: reps) {
                Self.complete(&workout, exercise: e, set: s, weight: weight, reps: reps, rpe: rpe, now: now)
                completed.withLock { $0 = (e, s) }
                return
            }
            guard let (e, s) = workout.nextSet else {
                throw workout.totalSets == 0 ? WorkoutError.noSets : WorkoutError.allSetsDone
            }
            var history = workout.exercises[e].exerciseID == upcoming?.exerciseID ? taken : []
            if type == .warmUp, workout.exercises[e].sets[s].type != .warmUp {
                // A warm-up before a planned set is an extra set: the planned one stays to do.
                workout.exercises[e].sets.insert(WorkoutSet(type: .warmUp, extra: true), at: s)
                history = []
            }
            Self.complete(
                &workout, exercise: e, set: s, weight: weight, reps: reps, rpe: rpe, now: now,
                lastTime: history)
            if weightNeeded, workout.exercises[e].exerciseID == upcoming?.exerciseID,
                workout.exercises[e].sets[s].weight == nil
            {
                throw WorkoutError.weightNeeded(workout.exercises[e].name, set: s + 1)
            }
            if let type, workout.exercises[e].sets[s].type != type {
                // Logged as another type than planned (a working set taken to failure): the
                // plan's type is kept, for `undoLastDone` to give back.
                let planned = workout.exercises[e].sets[s].plannedType ?? workout.exercises[e].sets[s].type
                workout.exercises[e].sets[s].type = type
                workout.exercises[e].sets[s].plannedType = planned == type ? nil : planned
            }
            completed.withLock { $0 = (e, s) }
        }
        // The set this call completed (every set done in the same second would look alike).
        guard let position = completed.withLock({ $0 }) else { throw WorkoutError.allSetsDone }
        return (workout, position.exercise, position.set)
    }

    /// A drop or failure set typed when no set of the exercise of the set done last is left to
    /// do is an extra set of that exercise, right after it: a drop set follows the heavy set it drops from, and
    /// must not become the first set of the next exercise. Inserts it (not yet done) and
    /// returns its place, or `nil` when the next set is the one to log.
    ///
    /// - Throws: `WorkoutError.invalid` when the extra set lacks the values it cannot take from
    ///   the set before it (a drop set is lighter: its weight and reps; a failure set: its reps).
    static func insertExtra(_ type: SetType, in workout: inout Workout, weight: Mass?, reps: Int?) throws -> (
        Int, Int
    )? {
        // Only after the exercise's last set: with a set of it still to do (a superset's turn,
        // 'workout next'), the next set is logged as that type.
        guard type == .drop || type == .failure, let (e, s) = workout.lastCompleted,
            workout.exercises[e].sets.allSatisfy(\.done)
        else { return nil }
        let before = workout.exercises[e].sets[s]
        if type == .drop, weight == nil, before.weight.map({ $0.kilograms > 0 }) ?? false {
            throw WorkoutError.invalid(
                "A drop set is lighter than the set before it: give its weight and reps.")
        }
        if reps == nil, before.reps != nil {
            throw WorkoutError.invalid(
                "An extra \(type.displayName.lowercased()) set after \(workout.exercises[e].name) needs its reps."
            )
        }
        // A failure set is the same load taken further: the set before it gives its weight.
        workout.exercises[e].sets.insert(
            WorkoutSet(weight: type == .failure ? before.weight : nil, type: type, extra: true), at: s + 1)
        return (e, s + 1)
    }

    /// For an exercise, the weight the gym in use loads for a weight logged before, `nil` when
    /// none is to be taken (added load on pull-ups is typed, not repeated): asked once per
    /// exercise, so that the gym and the exercise are read once, not once per weight.
    public typealias LoadableWeights = @Sendable (ExerciseID) async throws -> @Sendable (Mass) -> Mass?

    /// The exercise's sets in its latest finished workout, each weight as `loadable` says the gym
    /// loads it (what `markNextDone` takes from them).
    ///
    /// - Throws: `StorageError`; what `loadable` throws.
    public func lastSets(of id: ExerciseID, _ loadable: LoadableWeights?) async throws -> [WorkoutSet] {
        var sets = try await WorkoutHistory(store: store).lastSets(of: id)
        guard let loadable, sets.contains(where: { $0.weight != nil }) else { return sets }
        let load = try await loadable(id)
        for index in sets.indices {
            if let weight = sets[index].weight { sets[index].weight = load(weight) }
        }
        return sets
    }

    /// The heaviest load a set may carry: 1,000 kg (2,204.6 lb), past every lift ever made.
    public static let heaviestLoad = Mass.heaviestSet
    /// The most reps one set may have.
    public static let mostReps = 1000

    /// Refuses values no set can have, naming the limit: a weight outside 0–1,000 kg, reps
    /// outside 1–1,000, an RPE outside 1–10.
    ///
    /// - Throws: `WorkoutError.invalid`.
    static func checkValues(weight: Mass?, reps: Int?, rpe: Double?) throws {
        if let weight, !(weight.kilograms.isFinite && (0...heaviestLoad.kilograms).contains(weight.kilograms))
        {
            throw WorkoutError.invalid(
                "A set's weight is from 0 to 1,000 kg (2,204.6 lb), not \(weight.formatted(in: .kilograms)) (\(weight.formatted(in: .pounds)))."
            )
        }
        if let reps, !(1...mostReps).contains(reps) {
            throw WorkoutError.invalid("Reps are from 1 to 1,000, not \(reps).")
        }
        if let rpe, !(rpe.isFinite && (1...10).contains(rpe)) {
            throw WorkoutError.invalid("RPE is from 1 to 10, not \(Mass.number(rpe)).")
        }
    }

    /// Where a set without targets takes its values from: the same set last time, else the set
    /// before it today.
    public enum EarlierSet: Equatable, Sendable {
        /// Last time's set of the same kind and place (its second working set for today's).
        case lastTime(WorkoutSet)
        /// Today's set before it.
        case before(WorkoutSet)

        /// The set the values come from.
        public var set: WorkoutSet {
            switch self {
            case .lastTime(let set), .before(let set): return set
            }
        }
    }

    /// The earlier set set `s` of `exercise` takes its values from when it has no targets:
    /// last time's set of the same kind (working, warm-up, drop, failure) and place among that
    /// kind (a working set never takes a warm-up's 8 kg or a drop set's 12), while today's sets
    /// of that kind so far have last time's weights; once one differs (25 lb where last time
    /// had 10 kg), today's set of that kind before it. `nil` when neither has one.
    public static func earlierSet(of exercise: WorkoutExercise, set s: Int, lastTime: [WorkoutSet])
        -> EarlierSet?
    {
        let sets = exercise.sets
        guard sets.indices.contains(s) else { return nil }
        let kind = sets[s].type
        let lastOfKind = lastTime.filter { $0.type == kind }
        let todayOfKind = sets[..<s].filter { $0.type == kind }
        let place = todayOfKind.count
        // Compared as files keep them: today's sets are read back from the file (to 1e-6 kg),
        // last time's as the gym loads them may be worked out afresh (130 lb is 58.9670081 kg,
        // kept as 58.967008): compared exactly, `done` took the set before while the `Next:`
        // line, shown from the workout just saved, said last time's.
        let followsLastTime = zip(todayOfKind, lastOfKind).allSatisfy { today, last in
            !today.done || today.weight?.storedKilograms == last.weight?.storedKilograms
        }
        if followsLastTime, lastOfKind.indices.contains(place) { return .lastTime(lastOfKind[place]) }
        return todayOfKind.last.map { .before($0) }
    }

    /// Marks a set done (or sets its values) and starts the rest when it becomes done. Values
    /// not given come from the targets, else `earlierSet(of:set:lastTime:)`.
    static func complete(
        _ workout: inout Workout, exercise e: Int, set s: Int, weight: Mass?, reps: Int?, rpe: Double?,
        now: Date, lastTime: [WorkoutSet] = []
    ) {
        var set = workout.exercises[e].sets[s]
        let earlier = earlierSet(of: workout.exercises[e], set: s, lastTime: lastTime)?.set
        // Values already on the set come before its targets: a set marked not done and done again
        // keeps what was logged, and one given a weight before it is done keeps that weight.
        set.weight = weight ?? set.weight ?? set.targetWeight ?? earlier?.weight
        set.reps = reps ?? set.reps ?? set.targetReps ?? earlier?.reps
        set.rpe = rpe ?? set.rpe
        set.done = true
        set.completedAt = wholeSeconds(now)
        workout.exercises[e].sets[s] = set
        // In a superset, the next member follows at once; after the round's last, the rest, then
        // the round starts again from its first member with sets left.
        let groups = workout.exercises.map(\.superset)
        let exercises = workout.exercises
        let hasSetsLeft = { (index: Int) in exercises[index].sets.contains { !$0.done } }
        if let next = Superset.nextInRound(after: e, groups: groups, hasSetsLeft: hasSetsLeft) {
            workout.currentExercise = next
            workout.rest = nil
            return
        }
        workout.currentExercise =
            Superset.roundStart(of: e, groups: groups, hasSetsLeft: hasSetsLeft) ?? workout.nextSet?.exercise
            ?? e
        let rest = workout.exercises[e].restSeconds
        workout.rest =
            rest > 0
            ? RestTimer(exercise: e, endsAt: now.addingTimeInterval(Double(rest)), duration: rest) : nil
    }

    /// Finishes the workout: it goes to history with its start, end and every set done; sets not
    /// done, and exercises with none done (unless flagged for the knees), are left out and
    /// counted. Returns the structural differences from its plan, judged on the workout as it
    /// was planned and edited (WORK-14, WORK-15). Running it twice after a crash saves it once.
    ///
    /// - Returns: the finished workout as saved, its summary, the plan diff (empty without a
    ///   plan), what was left out, and the workout as edited (every set, for updating the plan).
    /// - Throws: `WorkoutError.noActiveWorkout`, `.nothingDone`; `StorageError`.
    @discardableResult
    public func finish(plan: Plan?) async throws -> (
        workout: Workout, summary: WorkoutSummary, diff: PlanDiff, leftOut: LeftOut, asEdited: Workout
    ) {
        let finishedAt = Self.wholeSeconds(clock.now)
        let timeZone = self.timeZone
        let result = try await store.finishActive { active in
            guard active.doneSets > 0 else { throw WorkoutError.nothingDone }
            var workout = active
            // A workout left open and resumed later (overnight, days later) counts the time
            // trained, not the time away: its length is its span less its long pauses.
            let away = Self.timeAway(active, until: finishedAt)
            workout.finishedAt = max(workout.startedAt, finishedAt.addingTimeInterval(-away))
            workout.rest = nil
            workout.exercises = active.exercises.compactMap { exercise in
                var kept = exercise
                kept.sets = exercise.sets.filter(\.done)
                return kept.sets.isEmpty && !kept.kneeFlag ? nil : kept
            }
            workout.currentExercise = 0
            return (workout, WorkoutSummary(workout, timeZone: timeZone))
        }
        guard let (active, workout, summary) = result else { throw WorkoutError.noActiveWorkout }
        let diff = plan.map { PlanDiff(plan: $0, workout: active) } ?? PlanDiff()
        return (workout, summary, diff, LeftOut(active), active)
    }

    /// Throws away the active workout (WORK-16; the caller confirms first).
    ///
    /// - Returns: the cancelled workout.
    /// - Throws: `WorkoutError.noActiveWorkout`; `StorageError`.
    @discardableResult
    public func cancel() async throws -> Workout {
        // Read and removed in one locked step: what is thrown away is exactly what was there.
        let cancelled = LockedValue<Workout?>(nil)
        try await store.updateActive { current in
            guard let current else { throw WorkoutError.noActiveWorkout }
            cancelled.update { $0 = current }
            return nil
        }
        guard let workout = cancelled.value else { throw WorkoutError.noActiveWorkout }
        return workout
    }

    /// The longest pause a workout holds between two of its moments (its start, each set done,
    /// its finish) and stays one session: 3 hours. A longer one is a workout left open and
    /// resumed later, and that time is not training.
    public static let longestPause: TimeInterval = 3 * 3_600

    /// The time `workout` was away: the pauses longer than `longestPause` between its start,
    /// its sets done (by the time each was done) and `end`, added up; 0 for a workout done in
    /// one go.
    public static func timeAway(_ workout: Workout, until end: Date) -> TimeInterval {
        var moments = workout.exercises.flatMap { $0.sets.compactMap { $0.done ? $0.completedAt : nil } }
        moments.sort()
        var away: TimeInterval = 0
        var previous = workout.startedAt
        for moment in moments + [end] where moment > previous {
            let pause = moment.timeIntervalSince(previous)
            if pause > longestPause { away += pause }
            previous = moment
        }
        return away
    }

    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
