import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns imported workouts into finished workouts in history, idempotently.
///
/// A workout is the same workout whatever export it came from (any Strong header generation,
/// Hevy, fitshell's own exports) when it starts in the same minute: then equal content (sets
/// and volume) is a duplicate, different content is a changed workout, reported and replaced
/// only when asked (`update`).
public struct WorkoutImporter: Sendable {
    let store: any WorkoutStore
    let timeZone: Zone

    /// Creates an importer into `store`.
    public init(store: any WorkoutStore, timeZone: Zone) {
        self.store = store
        self.timeZone = timeZone
    }

    /// What to import and how.
    public struct Options: Sendable {
        /// The layout read (shown in reports and the import log).
        public var format: WorkoutExportFormat
        /// The unit of weights the file does not qualify.
        public var unit: MassUnit
        /// Replace changed workouts instead of only reporting them.
        public var update: Bool
        /// Report without saving.
        public var dryRun: Bool
        /// The caller holds the store's imports lock (`WorkoutStore.holdImports`) from before
        /// the run to after it (to match names against the library and record the import in
        /// the same step), so the run does not take it again: a second hold in one process
        /// would wait for the first.
        public var importsHeld: Bool
        /// Called with (workouts written, workouts to write) as the files are written, from any
        /// thread (a progress bar).
        public var progress: (@Sendable (Int, Int) -> Void)?
        /// Workouts starting after this are a wrong date: left out and listed among the
        /// report's problems (a caller gives now and a day's slack for time zones).
        public var latestStart: Date?
        /// Asked before the first write (a custom exercise or a workout file): when it says
        /// yes (Ctrl-C arrived while the file was read and matched), the run writes nothing and
        /// throws `SignalHold.Stopped`. Once something is written the run goes on to the end.
        public var stopRequested: (@Sendable () -> Bool)?

        /// Creates options.
        public init(
            format: WorkoutExportFormat, unit: MassUnit, update: Bool = false, dryRun: Bool = false,
            importsHeld: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil,
            latestStart: Date? = nil, stopRequested: (@Sendable () -> Bool)? = nil
        ) {
            self.format = format
            self.unit = unit
            self.update = update
            self.dryRun = dryRun
            self.importsHeld = importsHeld
            self.progress = progress
            self.latestStart = latestStart
            self.stopRequested = stopRequested
        }
    }

    /// What a run wrote, for the import log; `nil` parts when nothing was written.
    public struct Outcome: Sendable {
        /// The report.
        public var report: WorkoutImportReport
        /// Workouts added.
        public var added: [ImportBatch.Entry] = []
        /// The previous versions of workouts replaced.
        public var replaced: [Workout] = []
        /// Custom exercises created for unmatched names.
        public var createdExercises: [ExerciseID] = []
        /// Each exercise name of the file (as written; not those a fitshell export gives an id
        /// with) and the exercise its sets were imported as, for later imports to put the name
        /// in the same place (`ExerciseLibrary.rememberImportNames`). Empty in a dry run.
        public var importedNames: [String: ExerciseID] = [:]
    }

    /// Imports `workouts`.
    ///
    /// - Parameters:
    ///   - workouts: what the reader produced.
    ///   - options: format, unit, update and dry run.
    ///   - match: finds the library exercise for a name (or the id a fitshell export names).
    ///   - createCustom: the custom exercise for an unmatched name, and whether it made it (`false`
    ///     when another import made it a moment before; not called in a dry run).
    /// - Returns: the report and what was written.
    /// - Throws: `StorageError`, or what `createCustom` throws.
    public func run(
        _ workouts: consuming [ImportedWorkout], options: Options,
        match: (ImportedWorkout.Exercise) -> Exercise?,
        createCustom: (String) async throws -> (exercise: Exercise, created: Bool)
    ) async throws -> Outcome {
        var outcome = Outcome(report: WorkoutImportReport())
        outcome.report.format = options.format.displayName
        // fitshell's own exports hold what fitshell kept (history allows heavier sets than the
        // logger, from before the limit): a backup reads back whole.
        if options.format != .fitshell {
            outcome.report.problems += Self.leaveOutImpossibleSets(
                &workouts, unit: options.unit, timeZone: timeZone)
        }
        // From the look at what is saved to the last write, no other import runs.
        let hold = options.dryRun || options.importsHeld ? nil : try await store.holdImports()
        defer { hold?.release() }
        var existing: [Int: WorkoutSummary] = [:]
        for summary in try await WorkoutHistory(store: store).summaries(exercises: false) {
            existing[Self.minute(summary.startedAt)] = summary
        }
        let resolved = try await resolve(
            workouts, match: match, createCustom: createCustom, dryRun: options.dryRun,
            latestStart: options.latestStart, stopRequested: options.stopRequested, into: &outcome)
        var batch: [(Workout, WorkoutSummary)] = []
        var seen: Set<Int> = []
        // For a twin read in another time zone: the minutes this file's workouts start at (a saved
        // workout one of them starts at exactly is that one's, not a twin), the saved workouts
        // already taken as twins (each once), and the years' full lines, read when first needed.
        let fileMinutes = Set(workouts.map { Self.minute($0.startedAt) })
        var twinned: Set<WorkoutID> = []
        var fullLines: [Int: [WorkoutID: WorkoutSummary]] = [:]
        // Each workout read is let go once it is turned into the workout to write, so the two are
        // never all held at once (the parameter is consumed: the caller gave them up). They are
        // built a chunk at a time on all cores, then taken in file order.
        var pending = consume workouts
        var built: [(Workout, WorkoutSummary)?] = []
        for index in pending.indices {
            if index % Self.buildChunk == 0 {
                built = Self.build(
                    pending[index..<min(index + Self.buildChunk, pending.endIndex)], existing: existing,
                    exercises: resolved, unit: options.unit, timeZone: timeZone)
            }
            let imported = pending[index]
            pending[index].exercises = []
            if let latest = options.latestStart, imported.startedAt > latest {
                outcome.report.problems.append(
                    ImportProblem(
                        line: imported.line,
                        reason:
                            "'\(imported.name)' starts on \(LocalDate(imported.startedAt, in: timeZone)), after today; left out"
                    ))
                continue
            }
            guard let made = built[index % Self.buildChunk] else { continue }
            let workout = made.0
            var summary = made.1
            built[index % Self.buildChunk] = nil
            // A workout the history cannot keep (dated before 1900, notes of 300 KB) is left out
            // and listed with its line, as a bad row is: it refused the whole file when saved.
            if let problem = workout.problem {
                outcome.report.problems.append(
                    ImportProblem(
                        line: imported.line, reason: "'\(imported.name.prefix(60))': \(problem); left out"))
                continue
            }
            let minute = Self.minute(imported.startedAt)
            if let text = imported.implausibleDuration {
                outcome.report.unknownDurations.append(
                    ImportProblem(
                        line: imported.line,
                        reason:
                            "the duration '\(text)' ends before it starts or lasts over 24 hours; kept as unknown"
                    ))
            }
            guard seen.insert(minute).inserted else {
                outcome.report.duplicates += 1
                continue
            }
            let previous = existing[minute]
            if previous == nil, !existing.isEmpty, options.format != .fitshell {
                var twin: WorkoutSummary?
                for candidate in Self.shiftedCandidates(of: summary, at: minute, in: existing)
                where !twinned.contains(candidate.id)
                    && !fileMinutes.contains(Self.minute(candidate.startedAt))
                {
                    let year = candidate.date.year
                    if fullLines[year] == nil {
                        fullLines[year] = Dictionary(
                            try await store.summaries(year: year).map { ($0.id, $0) },
                            uniquingKeysWith: { first, _ in first })
                    }
                    if let full = fullLines[year]?[candidate.id], Self.sameExercises(full, summary) {
                        twin = full
                        break
                    }
                }
                if let twin {
                    twinned.insert(twin.id)
                    outcome.report.duplicates += 1
                    outcome.report.shiftedDuplicates += 1
                    continue
                }
            }
            if let previous {
                if Self.sameContent(previous, summary) {
                    outcome.report.duplicates += 1
                    continue
                }
                outcome.report.changed.append(
                    .init(
                        date: summary.date, name: summary.name, line: imported.line, sets: summary.sets,
                        previousSets: previous.sets, volume: summary.volume, previousVolume: previous.volume))
                guard options.update else { continue }
                if let old = try await store.finished(previous.id, year: previous.date.year) {
                    outcome.replaced.append(old)
                }
                // Filed on the day the saved workout has, whatever the time zone now: read in
                // another zone at a year's end it would go to another year's folder beside the old.
                summary = previous.edited(to: workout, timeZone: timeZone)
                outcome.report.updated += 1
            } else {
                outcome.report.imported += 1
                outcome.added.append(.init(id: workout.id, year: summary.date.year))
            }
            outcome.report.sets += summary.sets
            outcome.report.firstDate = min(outcome.report.firstDate ?? summary.date, summary.date)
            outcome.report.lastDate = max(outcome.report.lastDate ?? summary.date, summary.date)
            batch.append((workout, summary))
        }
        if !options.dryRun, !batch.isEmpty {
            // The last moment to stop with nothing written (no custom exercise was made).
            if outcome.createdExercises.isEmpty, options.stopRequested?() == true {
                throw SignalHold.Stopped("nothing was imported")
            }
            try await store.importFinished(batch, progress: options.progress)
        }
        return outcome
    }

    /// Matches every distinct exercise; creates a custom exercise for each unmatched name (not
    /// in a dry run).
    private func resolve(
        _ workouts: [ImportedWorkout], match: (ImportedWorkout.Exercise) -> Exercise?,
        createCustom: (String) async throws -> (exercise: Exercise, created: Bool), dryRun: Bool,
        latestStart: Date?, stopRequested: (@Sendable () -> Bool)?, into outcome: inout Outcome
    ) async throws -> [String: Exercise] {
        var resolved: [String: Exercise] = [:]
        var unmatched: [String: String] = [:]
        // Every name of the file each library exercise was found for, exact ones included.
        var namesRead: [ExerciseID: [String]] = [:]
        var named: [String: ExerciseID] = [:]
        // Walked by position, so that no read exercise (its sets and notes) is copied to find
        // its key: that copying, for every exercise of every workout, was most of the matching.
        // A workout left out for its date makes no custom exercise.
        for workout in workouts.indices where latestStart.map({ workouts[workout].startedAt <= $0 }) ?? true {
            for position in workouts[workout].exercises.indices {
                let key = Self.key(
                    id: workouts[workout].exercises[position].exerciseID,
                    name: workouts[workout].exercises[position].name)
                guard resolved[key] == nil, unmatched[key] == nil else { continue }
                let exercise = workouts[workout].exercises[position]
                if let found = match(exercise) {
                    resolved[key] = found
                    if exercise.exerciseID == nil { named[exercise.name] = found.id }
                    if !(namesRead[found.id] ?? []).contains(exercise.name) {
                        namesRead[found.id, default: []].append(exercise.name)
                    }
                    if exercise.exerciseID == nil, SearchText.key(found.name) != SearchText.key(exercise.name)
                    {
                        outcome.report.renamed.append(
                            .init(name: exercise.name, exercise: found.name, exerciseID: found.id))
                    }
                } else {
                    unmatched[key] = exercise.name
                }
            }
        }
        // Spellings that differ only in case or spacing ("Yoke Carry", "yoke  carry") become one
        // custom exercise, as the library allows no two such names: the first in sorted order
        // names it, so a dry run counts what the import makes.
        var spellings: [String: String] = [:]
        for name in Set(unmatched.values).sorted() where spellings[SearchText.key(name)] == nil {
            spellings[SearchText.key(name)] = name
        }
        outcome.report.unmatched = spellings.values.sorted()
        outcome.report.renamed.sort { $0.name < $1.name }
        for index in outcome.report.renamed.indices {
            let entry = outcome.report.renamed[index]
            let others = (namesRead[entry.exerciseID] ?? []).filter { $0 != entry.name }.sorted()
            outcome.report.renamed[index].alsoReadFor = others.isEmpty ? nil : others
        }
        guard !dryRun else { return resolved }
        if !outcome.report.unmatched.isEmpty, stopRequested?() == true {
            throw SignalHold.Stopped("nothing was imported")
        }
        var created: [String: Exercise] = [:]
        var foundLater = Set<String>()
        for name in outcome.report.unmatched {
            let made = try await createCustom(name)
            created[SearchText.key(name)] = made.exercise
            // Made by another import a moment before: this one neither reports nor undoes it.
            if made.created {
                outcome.createdExercises.append(made.exercise.id)
            } else {
                foundLater.insert(name)
            }
        }
        outcome.report.unmatched.removeAll { foundLater.contains($0) }
        for (key, name) in unmatched {
            resolved[key] = created[SearchText.key(name)]
            if let made = created[SearchText.key(name)] { named[name] = made.id }
        }
        outcome.importedNames = named
        return resolved
    }
}
