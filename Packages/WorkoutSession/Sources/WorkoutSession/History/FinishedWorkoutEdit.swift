import CoreModels
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A correction to a finished workout (`history edit`): its name or notes, one set's values or
/// kind, or one set removed. Values not given stay as they are. Records, statistics and charts
/// follow, as they are worked out from history.
public struct FinishedWorkoutEdit: Sendable, Equatable {
    /// The new name.
    public var name: String?
    /// The new notes; an empty text clears them.
    public var notes: String?
    /// The workout's length in minutes (1 to 1,440): it ends that long after its start; 0 makes
    /// the length unknown (a workout left open whose time trained is not known).
    public var minutes: Int?
    /// The exercise of the set to change: a 1-based position, an id, a name or its start.
    public var exercise: String?
    /// The 1-based number of the set to change (as `history show` numbers them).
    public var set: Int?
    /// The set's new weight.
    public var weight: Mass?
    /// The set's new reps.
    public var reps: Int?
    /// The set's new RPE.
    public var rpe: Double?
    /// The set's new kind.
    public var type: SetType?
    /// Remove the set instead (an exercise left without sets is removed with it).
    public var removeSet: Bool
    /// The set as the user was shown it before asking to remove it: when the workout no longer
    /// has that set there (edited meanwhile), nothing is removed.
    public var expected: WorkoutSet?

    /// Creates an edit.
    public init(
        name: String? = nil, notes: String? = nil, minutes: Int? = nil, exercise: String? = nil,
        set: Int? = nil, weight: Mass? = nil,
        reps: Int? = nil, rpe: Double? = nil, type: SetType? = nil, removeSet: Bool = false,
        expected: WorkoutSet? = nil
    ) {
        self.name = name
        self.notes = notes
        self.minutes = minutes
        self.exercise = exercise
        self.set = set
        self.weight = weight
        self.reps = reps
        self.rpe = rpe
        self.type = type
        self.removeSet = removeSet
        self.expected = expected
    }

    /// Whether the edit touches a set.
    public var touchesSet: Bool { weight != nil || reps != nil || rpe != nil || type != nil || removeSet }

    /// Whether the edit changes anything at all.
    public var isEmpty: Bool { name == nil && notes == nil && minutes == nil && !touchesSet }

    /// The exercise (its index and entry) and the 1-based set number the edit names in
    /// `workout`.
    ///
    /// - Throws: `WorkoutError.invalid` without an exercise and set; `.noSuchExercise`, `.noSuchSet`.
    public func set(in workout: Workout) throws -> (index: Int, exercise: WorkoutExercise, number: Int) {
        guard let exercise, let set else {
            throw WorkoutError.invalid(
                "Name the set to change with --exercise and --set (see 'history show').")
        }
        let e = try WorkoutEngine.exerciseIndex(exercise, in: workout)
        let count = workout.exercises[e].sets.count
        guard count > 0, (1...count).contains(set) else {
            throw WorkoutError.noSuchSet(set, exercise: workout.exercises[e].name, count: count)
        }
        return (e, workout.exercises[e], set)
    }

    /// `workout` with the edit made.
    ///
    /// - Throws: `WorkoutError.invalid` for a value no set can have, an empty name, a set
    ///   change without its exercise and set, or removing the workout's only set;
    ///   `.noSuchExercise`, `.noSuchSet`.
    public func applied(to workout: Workout) throws -> Workout {
        guard !isEmpty else {
            throw WorkoutError.invalid(
                "Say what to change: --name, --notes, --minutes, or --exercise and --set with --weight, --reps, --rpe, --type or --remove-set."
            )
        }
        try WorkoutEngine.checkValues(weight: weight, reps: reps, rpe: rpe)
        if !touchesSet, exercise != nil || set != nil {
            throw WorkoutError.invalid(
                "--exercise and --set name a set to change: add --weight, --reps, --rpe, --type or --remove-set."
            )
        }
        var changed = workout
        if let name { changed.name = try WorkoutEngine.checkedName(name) }
        if let notes {
            let clean = notes.trimmingSpaces(newlines: true)
            guard HistoryLimits.fits(clean, HistoryLimits.longestNote) else {
                throw WorkoutError.invalid(
                    "A workout's notes are too long (at most \(Mass.grouped(Double(HistoryLimits.longestNote))) bytes of text)."
                )
            }
            changed.notes = clean.isEmpty ? nil : clean
        }
        if let minutes {
            guard (0...1_440).contains(minutes) else {
                throw WorkoutError.invalid(
                    "A workout lasts 1 to 1,440 minutes (0 makes its length unknown), not \(minutes).")
            }
            changed.finishedAt = changed.startedAt.addingTimeInterval(Double(minutes) * 60)
        }
        guard touchesSet else { return changed }
        let (e, _, set) = try self.set(in: changed)
        if removeSet {
            if let expected, changed.exercises[e].sets[set - 1] != expected {
                throw WorkoutError.invalid(
                    "The workout was changed meanwhile and set \(set) is no longer the one shown; nothing was removed. Run the command again."
                )
            }
            guard changed.doneSets > 1 || !changed.exercises[e].sets[set - 1].done else {
                throw WorkoutError.invalid(
                    "That is the workout's only set: delete the workout with 'history delete' instead.")
            }
            changed.exercises[e].sets.remove(at: set - 1)
            if changed.exercises[e].sets.isEmpty { changed.removeExercise(at: e) }
            return changed
        }
        if let weight { changed.exercises[e].sets[set - 1].weight = weight }
        if let reps { changed.exercises[e].sets[set - 1].reps = reps }
        if let rpe { changed.exercises[e].sets[set - 1].rpe = rpe }
        if let type { changed.exercises[e].sets[set - 1].type = type }
        return changed
    }
}

extension WorkoutHistory {
    /// Makes `edit` to the finished workout of `summary`, in one step with respect to every
    /// other writer of its year; `whileWaiting` is called once if another process's import
    /// must finish first.
    ///
    /// - Returns: the workout before and after; `nil` when it is no longer in history.
    /// - Throws: what `FinishedWorkoutEdit.applied(to:)` throws (nothing saved); `StorageError`.
    public func edit(
        _ summary: WorkoutSummary, _ edit: FinishedWorkoutEdit, whileWaiting: (@Sendable () -> Void)? = nil
    ) async throws -> (before: Workout, after: Workout)? {
        let before = LockedValue<Workout?>(nil)
        let after = try await store.editFinished(
            summary.id, year: summary.date.year, whileWaiting: whileWaiting
        ) { workout in
            before.update { $0 = workout }
            return try edit.applied(to: workout)
        }
        guard let after, let original = before.value else { return nil }
        return (original, after)
    }
}
