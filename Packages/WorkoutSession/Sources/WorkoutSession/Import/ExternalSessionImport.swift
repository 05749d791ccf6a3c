import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A training session another app recorded without sets (an Apple Health workout): when it
/// ran and what it burned.
public struct ExternalSession: Hashable, Sendable {
    /// The name it gets in history (`Strength training`).
    public var name: String
    /// When it started.
    public var startedAt: Date
    /// When it ended.
    public var finishedAt: Date
    /// The energy burned, in kcal, if measured.
    public var energyKilocalories: Double?
    /// A note saying where it came from (`Apple Health · Apple Watch`).
    public var notes: String?

    /// Creates a session.
    public init(name: String, startedAt: Date, finishedAt: Date, energyKilocalories: Double?, notes: String?)
    {
        self.name = name
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.energyKilocalories = energyKilocalories
        self.notes = notes
    }
}

/// What importing sessions without sets did.
public struct ExternalSessionReport: Equatable, Sendable, Codable {
    /// Sessions read.
    public var read = 0
    /// Sessions added to history.
    public var imported = 0
    /// Sessions already in history (an earlier import of the same export).
    public var alreadyImported = 0
    /// Sessions whose time a workout in history (logged or imported with its sets) covers.
    public var covered = 0
    /// Sessions overlapping an earlier one of the same import (recorded twice, e.g. phone and watch).
    public var overlapping = 0
    /// Sessions left out as implausible, with why.
    public var invalid: [String] = []
}

extension WorkoutImporter {
    /// Adds `sessions` to history as workouts without sets, except where history already has a
    /// workout covering any part of their time (the logged workout is the better record), or
    /// the same session from an earlier import (started in the same minute). Idempotent.
    ///
    /// - Parameters:
    ///   - sessions: the sessions read.
    ///   - dryRun: report without saving.
    ///   - importsHeld: the caller holds the store's imports lock across the call (see
    ///     `Options.importsHeld`); otherwise it is held from the look at what is saved to the
    ///     last write.
    /// - Returns: the report and the workouts added (for the import log).
    /// - Throws: `StorageError`.
    public func importSessions(_ sessions: [ExternalSession], dryRun: Bool, importsHeld: Bool = false)
        async throws -> (ExternalSessionReport, [ImportBatch.Entry])
    {
        var report = ExternalSessionReport()
        report.read = sessions.count
        let hold = dryRun || importsHeld ? nil : try await store.holdImports()
        defer { hold?.release() }
        let summaries = try await WorkoutHistory(store: store).summaries(exercises: false)
        let startMinutes = Set(summaries.map { Self.minute($0.startedAt) })
        // Spans sorted by start, to find an overlap by binary search.
        var spans = summaries.map { ($0.startedAt, max($0.finishedAt, $0.startedAt)) }.sorted { $0.0 < $1.0 }
        var longest = spans.reduce(0) { max($0, $1.1.timeIntervalSince($1.0)) }
        var batch: [(Workout, WorkoutSummary)] = []
        var added: [ImportBatch.Entry] = []
        for session in sessions.sorted(by: { $0.startedAt < $1.startedAt }) {
            var workout = Workout(
                id: WorkoutID(Self.identity(session)), name: session.name, planID: nil, programDay: nil,
                startedAt: session.startedAt, checkIn: nil, exercises: [])
            workout.finishedAt = session.finishedAt
            workout.notes = session.notes
            workout.energyKilocalories = session.energyKilocalories.map { ($0 * 10).rounded() / 10 }
            if let problem = workout.problem {
                report.invalid.append("\(Self.describe(session.startedAt)): \(problem)")
                continue
            }
            if startMinutes.contains(Self.minute(session.startedAt)) {
                report.alreadyImported += 1
                continue
            }
            if Self.overlaps(spans, longest: longest, session.startedAt, session.finishedAt) {
                let earlierInFile = batch.suffix(50).contains { item in
                    item.0.startedAt < session.finishedAt
                        && session.startedAt < (item.0.finishedAt ?? item.0.startedAt)
                }
                if earlierInFile {
                    report.overlapping += 1
                } else {
                    report.covered += 1
                }
                continue
            }
            let summary = WorkoutSummary(workout, timeZone: timeZone)
            batch.append((workout, summary))
            added.append(.init(id: workout.id, year: summary.date.year))
            let index = spans.firstIndex { $0.0 > session.startedAt } ?? spans.endIndex
            spans.insert((session.startedAt, session.finishedAt), at: index)
            longest = max(longest, session.finishedAt.timeIntervalSince(session.startedAt))
            report.imported += 1
        }
        if !dryRun, !batch.isEmpty { try await store.importFinished(batch) }
        return (report, dryRun ? [] : added)
    }

    /// Whether `[start, end]` overlaps any span (spans sorted by start).
    static func overlaps(_ spans: [(Date, Date)], longest: TimeInterval, _ start: Date, _ end: Date) -> Bool {
        // The spans starting before `end`; any of them ending after `start` overlaps.
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].0 < end { low = middle + 1 } else { high = middle }
        }
        // Only spans starting less than the longest span before `start` can reach it.
        var index = low - 1
        while index >= 0, spans[index].0 >= start.addingTimeInterval(-longest - 1) {
            if spans[index].1 > start || spans[index].0 == start { return true }
            index -= 1
        }
        return false
    }

    static func identity(_ session: ExternalSession) -> UUID {
        identity(
            ImportedWorkout(
                name: session.name, startedAt: session.startedAt, finishedAt: session.finishedAt, notes: nil,
                exercises: [], line: 0))
    }

    static func describe(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e12 else { return "a session" }
        return "the session of \(LocalDate(daysSinceEpoch: Int((seconds / 86_400).rounded(.down))))"
    }
}
