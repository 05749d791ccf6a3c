import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WorkoutEngine {
    /// The index of the exercise a user means: a 1-based number, an id, a name or its start;
    /// `nil` means the current one.
    ///
    /// - Throws: `WorkoutError.noSuchExercise`.
    public static func exerciseIndex(_ reference: String?, in workout: Workout) throws(WorkoutError) -> Int {
        guard let reference else {
            guard workout.exercises.indices.contains(workout.currentExercise) else {
                throw .noSuchExercise("(current)")
            }
            return workout.currentExercise
        }
        let names = workout.exercises.map(\.name)
        let ids = workout.exercises.map(\.exerciseID.rawValue)
        guard
            let index = NameReference.index(of: reference, names: names, ids: ids)
                ?? OtherAppNames.index(of: reference, ids: workout.exercises.map(\.exerciseID), names: names)
        else {
            let candidates = NameReference.candidates(of: reference, names: names, ids: ids)
            guard candidates.isEmpty else {
                throw .ambiguousExercise(reference, candidates.map { "\($0 + 1). \(names[$0])" })
            }
            throw .noSuchExercise(reference, suggestion: nearestName(to: reference, among: names))
        }
        return index
    }

    /// The name of `names` a mistyped reference is nearest to, by a whole name or one of its
    /// words ("dedlift" → "Barbell Deadlift"); `nil` when none is close.
    static func nearestName(to reference: String, among names: [String]) -> String? {
        var owner: [String: String] = [:]
        var shared = Set<String>()
        for name in names {
            owner[name] = owner[name] ?? name
            let words = Set(
                name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
            for word in words where word.count > 2 {
                // A word of several names ("dumbbell", "press") points at none of them.
                if let other = owner[word], other != name { shared.insert(word) }
                owner[word] = owner[word] ?? name
            }
        }
        for word in shared { owner[word] = nil }
        // Sorted so that a tie between two keys is broken the same way on every run.
        let keys = owner.keys.sorted()
        return NearestMatch.suggestion(for: reference, among: keys).flatMap { owner[$0] }
    }

    /// Sets a set's values; `done` marks or unmarks it (marking starts the rest timer).
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func setValues(
        exercise reference: String?, set number: Int, weight: Mass?, reps: Int?, rpe: Double?, done: Bool?,
        type: SetType? = nil, loadable: LoadableWeights? = nil
    ) async throws -> Workout {
        try Self.checkValues(weight: weight, reps: reps, rpe: rpe)
        // Marked done without values, the set takes them as `markNextDone` does: last time's sets
        // of the exercise are read before the locked step, which checks they are its.
        var read: (exercise: ExerciseID, sets: [WorkoutSet])?
        if done == true, weight == nil || reps == nil, let workout = try await store.active(),
            let e = try? Self.exerciseIndex(reference, in: workout)
        {
            let id = workout.exercises[e].exerciseID
            read = (id, try await lastSets(of: id, loadable))
        }
        let lastTime = read
        return try await change { workout, now in
            let e = try Self.exerciseIndex(reference, in: workout)
            let sets = workout.exercises[e].sets
            guard sets.indices.contains(number - 1) else {
                throw WorkoutError.noSuchSet(number, exercise: workout.exercises[e].name, count: sets.count)
            }
            if let type {
                // Set by hand: the type it has now is the one it is meant to have, and an added
                // set is one the user keeps as any other.
                workout.exercises[e].sets[number - 1].type = type
                workout.exercises[e].sets[number - 1].plannedType = nil
                workout.exercises[e].sets[number - 1].extra = nil
            }
            if done == true, !sets[number - 1].done {
                let history = lastTime.flatMap {
                    $0.exercise == workout.exercises[e].exerciseID ? $0.sets : nil
                }
                Self.complete(
                    &workout, exercise: e, set: number - 1, weight: weight, reps: reps, rpe: rpe, now: now,
                    lastTime: history ?? [])
                return
            }
            if let weight { workout.exercises[e].sets[number - 1].weight = weight }
            if let reps { workout.exercises[e].sets[number - 1].reps = reps }
            if let rpe { workout.exercises[e].sets[number - 1].rpe = rpe }
            if done == false {
                // The set done last started the rest timer: undone, it takes its rest with it.
                let undone = workout.exercises[e].sets[number - 1].completedAt
                let latest = workout.exercises.flatMap {
                    $0.sets.compactMap { $0.done ? $0.completedAt : nil }
                }.max()
                if sets[number - 1].done, let undone, undone == latest { workout.rest = nil }
                workout.exercises[e].sets[number - 1].done = false
                workout.exercises[e].sets[number - 1].completedAt = nil
            }
        }
    }

    /// Marks the set done last (`Workout.lastCompleted`) not done (a set `done --type` added is
    /// removed), forgets the values it was logged with (a typo undone must not come back with the
    /// next bare `done`: the set shows and takes its targets again), gives a planned set logged
    /// as another type its planned type back, stops the rest it started, and makes its exercise
    /// the current one, so the next `done` is that set again: the slip of a `done` typed once too
    /// often, whichever exercise it was on.
    ///
    /// - Returns: the set as it was logged, the saved workout, the exercise and set undone (from
    ///   0), and whether the set was removed.
    /// - Throws: `WorkoutError.invalid` when no set is done; `WorkoutError`; `StorageError`.
    public func undoLastDone() async throws -> (
        before: WorkoutSet, workout: Workout, exercise: Int, set: Int, removed: Bool
    ) {
        let undone = LockedValue<(before: WorkoutSet, exercise: Int, set: Int, removed: Bool)?>(nil)
        let workout = try await change { workout, _ in
            guard let (e, s) = workout.lastCompleted else {
                throw WorkoutError.invalid("No set is done yet: there is nothing to undo.")
            }
            let set = workout.exercises[e].sets[s]
            workout.currentExercise = e
            workout.rest = nil
            // A set `done --type` put in (a warm-up before a planned set, a drop or failure set
            // after the last) goes: left not done, the next done stopped at it with nothing to take.
            if set.isExtra {
                workout.exercises[e].sets.remove(at: s)
                undone.update { $0 = (set, e, s, true) }
                return
            }
            workout.exercises[e].sets[s].done = false
            workout.exercises[e].sets[s].completedAt = nil
            workout.exercises[e].sets[s].weight = nil
            workout.exercises[e].sets[s].reps = nil
            workout.exercises[e].sets[s].rpe = nil
            // A planned set logged as another type is the plan's type again.
            if let planned = set.plannedType {
                workout.exercises[e].sets[s].type = planned
                workout.exercises[e].sets[s].plannedType = nil
            }
            undone.update { $0 = (set, e, s, false) }
        }
        guard let result = undone.value else { throw WorkoutError.nothingDone }
        return (result.before, workout, result.exercise, result.set, result.removed)
    }

    /// Adds a set to an exercise, copying the last one's targets (WORK-06).
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func addSet(exercise reference: String?) async throws -> Workout {
        try await change { workout, _ in
            let e = try Self.exerciseIndex(reference, in: workout)
            // Like the last of the exercise's own sets, not one `done --type` added.
            let last = workout.exercises[e].sets.last { !$0.isExtra } ?? workout.exercises[e].sets.last
            workout.exercises[e].sets.append(
                WorkoutSet(
                    targetWeight: last?.targetWeight ?? last?.weight,
                    targetReps: last?.targetReps ?? last?.reps,
                    type: last?.type ?? .working))
        }
    }

    /// Removes a set (the last unless `number`) (WORK-07).
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func removeSet(exercise reference: String?, set number: Int?) async throws -> Workout {
        try await change { workout, _ in
            let e = try Self.exerciseIndex(reference, in: workout)
            let count = workout.exercises[e].sets.count
            let position = (number ?? count) - 1
            guard workout.exercises[e].sets.indices.contains(position) else {
                throw WorkoutError.noSuchSet(position + 1, exercise: workout.exercises[e].name, count: count)
            }
            workout.exercises[e].sets.remove(at: position)
        }
    }

    /// Adds an exercise with `sets` sets mid-workout (WORK-08).
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func addExercise(_ exercise: Exercise, sets: Int, reps: Int?, weight: Mass?, restSeconds: Int)
        async throws -> Workout
    {
        guard (1...50).contains(sets) else { throw WorkoutError.invalid("Sets are from 1 to 50.") }
        let entry = WorkoutExercise(
            exerciseID: exercise.id, name: exercise.name, category: exercise.category,
            restSeconds: restSeconds,
            sets: Array(repeating: WorkoutSet(targetWeight: weight, targetReps: reps), count: sets))
        return try await change { workout, _ in workout.exercises.append(entry) }
    }

    /// Removes an exercise; its rest timer stops (WORK-09, WORK-13).
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func removeExercise(_ reference: String?) async throws -> Workout {
        try await change { workout, _ in
            workout.removeExercise(at: try Self.exerciseIndex(reference, in: workout))
        }
    }

    /// Adds (or with a negative value, removes) seconds of rest (WORK-11); `nil` skips the rest.
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError.invalid` when no rest is running; `StorageError`.
    @discardableResult
    public func adjustRest(by seconds: Int?) async throws -> Workout {
        try await change { workout, now in
            guard let rest = workout.rest, rest.remaining(at: now) > 0 else {
                throw WorkoutError.invalid("No rest timer is running.")
            }
            guard let seconds else {
                workout.rest = nil
                return
            }
            let end = max(now, rest.endsAt.addingTimeInterval(Double(seconds)))
            workout.rest = RestTimer(
                exercise: rest.exercise, endsAt: end, duration: max(0, rest.duration + seconds))
        }
    }

    /// Moves to the next (or previous) exercise.
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func move(by step: Int) async throws -> Workout {
        try await change { workout, _ in
            guard !workout.exercises.isEmpty else {
                throw WorkoutError.invalid("The workout has no exercises yet.")
            }
            workout.currentExercise = min(max(0, workout.currentExercise + step), workout.exercises.count - 1)
        }
    }

    /// Writes a note on the workout, or on an exercise.
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func note(_ text: String, exercise reference: String?, onWorkout: Bool) async throws -> Workout {
        try await change { workout, _ in
            let value = text.isEmpty ? nil : text
            if onWorkout {
                workout.notes = value
            } else {
                workout.exercises[try Self.exerciseIndex(reference, in: workout)].notes = value
            }
        }
    }

    /// Flips "this irritated my knees" on an exercise (FR-013).
    ///
    /// - Returns: the saved workout.
    /// - Throws: `WorkoutError`; `StorageError`.
    @discardableResult
    public func toggleKneeFlag(_ reference: String?) async throws -> Workout {
        try await change { workout, _ in
            let e = try Self.exerciseIndex(reference, in: workout)
            workout.exercises[e].kneeFlag.toggle()
        }
    }
}

extension Workout {
    /// Removes an exercise: a rest timer it started stops, one of a later exercise follows it,
    /// and the current exercise stays one that exists.
    mutating func removeExercise(at e: Int) {
        exercises.remove(at: e)
        if let rest {
            self.rest =
                rest.exercise == e
                ? nil
                : (rest.exercise > e
                    ? RestTimer(exercise: rest.exercise - 1, endsAt: rest.endsAt, duration: rest.duration)
                    : rest)
        }
        if currentExercise >= e, currentExercise > 0 { currentExercise -= 1 }
        currentExercise = min(currentExercise, max(0, exercises.count - 1))
    }
}
