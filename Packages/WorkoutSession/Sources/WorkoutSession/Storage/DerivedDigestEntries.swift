import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Entries of `history/digests.json` made from several years rather than one: kept under
/// "years" no history has (0 to 3; workouts start from 1900), with the years they were
/// made from and those years' identities as their source. They are merged again when any of
/// those years changes. An older fitshell reads the file, finds no index for these years, and
/// leaves them out when it writes the file again: for it nothing else changes (a file of a new
/// format would stop its `data doctor` and `sync`).
enum DerivedDigestEntry {
    /// What `history stats` and the history's totals need of every year (`StatisticsText`).
    static let statistics = 0
    /// Personal records merged over a run of years, as `YearDigestCodec` records lines: the run
    /// last asked for (every year, for `prs`) ...
    static let records = 1
    /// ... and the run it was merged from, every year but the newest (for "New PR" at a finish,
    /// unchanged by a finish in the newest year).
    static let earlierRecords = 2
    /// The entries that hold runs of merged records.
    static let recordRuns: Set<Int> = [records, earlierRecords]

    /// Whether `year` holds a derived entry rather than a year's digest (the recent sessions of
    /// charted exercises are entry 3: `recentSessions`).
    static func isDerived(_ year: Int) -> Bool { (0...3).contains(year) }

    /// What an entry made from `years` is valid for: the digests' layout, then each year with
    /// its digest source; `nil` when there are no years or a year has no index (then nothing is
    /// kept). An entry made under another layout (an older fitshell's merged records, without
    /// the records that layout added) names no source of this one's: it is made again on use.
    static func source(of years: [Int], _ digestSource: (Int) -> String?) -> String? {
        guard !years.isEmpty else { return nil }
        var parts = ["L\(YearDigestCodec.layout)"]
        parts.reserveCapacity(years.count + 1)
        for year in years.sorted() {
            guard let year = digestSource(year).map({ "\(year)=\($0)" }) else { return nil }
            parts.append(year)
        }
        return parts.joined(separator: ";")
    }

    /// The years a source names.
    static func years(of source: String) -> [Int] {
        source.split(separator: ";").compactMap { $0.split(separator: "=").first.flatMap { Int($0) } }
    }
}

extension JSONFileWorkoutStore {
    /// Writes `entries` into the kept digests file in place of the derived entries of the same
    /// numbers, keeping every other entry as it is now (a failure to keep them costs only time).
    nonisolated func keep(derived entries: [HistoryDigestFile.Entry]) {
        let replaced = Set(entries.map(\.year))
        let others = (keptDigests()?.years ?? []).filter { !replaced.contains($0.year) }
        writeDigests(HistoryDigestFile(years: (others + entries).sorted { $0.year < $1.year }))
    }

    /// The records of `years` merged: read from the kept digests when a run was merged from
    /// exactly these years as they are now; otherwise the years but the newest (kept, or merged
    /// from their digests) merged with the newest year's digest, and both runs kept.
    public func mergedRecords(years: [Int]) async throws -> [ExerciseID: PersonalRecords] {
        let years = years.sorted()
        guard years.count > 1, let newest = years.last else {
            return try await recordsMergedFromDigests(years: years)
        }
        let kept = keptDigests(textsOf: DerivedDigestEntry.recordRuns)?.years ?? []
        func lookUp(_ source: String?) -> [ExerciseID: PersonalRecords]? {
            Self.keptRecords(source, in: kept)
        }
        let source = DerivedDigestEntry.source(of: years, digestSource(year:))
        if let records = lookUp(source) { return records }
        // A finish changes only the newest year: the run before it is most likely kept.
        let earlierYears = Array(years.dropLast())
        let earlierSource = DerivedDigestEntry.source(of: earlierYears, digestSource(year:))
        let earlier: [ExerciseID: PersonalRecords]
        if let kept = lookUp(earlierSource) {
            earlier = kept
        } else {
            earlier = try await recordsMergedFromDigests(years: earlierYears)
        }
        let merged = PersonalRecords.merged([earlier, try await recordsMergedFromDigests(years: [newest])])
        // Kept only for the years as they were when merged (read again: another process may
        // have changed one meanwhile).
        var entries: [HistoryDigestFile.Entry] = []
        if let source, source == DerivedDigestEntry.source(of: years, digestSource(year:)) {
            entries.append(
                .init(
                    year: DerivedDigestEntry.records, source: source,
                    text: YearDigestCodec.recordLines(merged)))
        }
        if earlierYears.count > 1, let earlierSource,
            earlierSource == DerivedDigestEntry.source(of: earlierYears, digestSource(year:))
        {
            entries.append(
                .init(
                    year: DerivedDigestEntry.earlierRecords, source: earlierSource,
                    text: YearDigestCodec.recordLines(earlier)))
        }
        if !entries.isEmpty { keep(derived: entries) }
        return merged
    }

    /// The records of `years` merged, of `exercises` only: read from the kept run merged from
    /// exactly these years as they are now, without the other exercises' records; otherwise
    /// through `mergedRecords(years:)`.
    public func mergedRecords(years: [Int], of exercises: Set<ExerciseID>) async throws
        -> [ExerciseID: PersonalRecords]
    {
        let years = years.sorted()
        if years.count > 1,
            let records = Self.keptRecords(
                DerivedDigestEntry.source(of: years, digestSource(year:)),
                in: keptDigests(textsOf: DerivedDigestEntry.recordRuns)?.years ?? [], only: exercises)
        {
            return records
        }
        return try await mergedRecords(years: years).filter { exercises.contains($0.key) }
    }

    /// The records of the kept run of merged records made from `source` (of `only`, when
    /// given), `nil` when none was or its text does not read.
    nonisolated static func keptRecords(
        _ source: String?, in kept: [HistoryDigestFile.Entry], only: Set<ExerciseID>? = nil
    ) -> [ExerciseID: PersonalRecords]? {
        guard let source,
            let entry = kept.first(where: {
                DerivedDigestEntry.recordRuns.contains($0.year) && $0.source == source
            })
        else { return nil }
        return YearDigestCodec.records(entry.text, only: only)
    }

    /// Whether a kept run of merged records claims to come from its years as they are now but
    /// differs from those years' records computed again from their indexes (a hand edit, a copy
    /// from elsewhere): `data doctor` reports it.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func mergedRecordsMismatch() async throws -> Bool {
        for entry in keptDigests()?.years ?? [] where DerivedDigestEntry.recordRuns.contains(entry.year) {
            let years = DerivedDigestEntry.years(of: entry.source)
            // Merged from other years or older files: merged again on use, not a mismatch.
            guard DerivedDigestEntry.source(of: years, digestSource(year:)) == entry.source else { continue }
            var periods: [[ExerciseID: PersonalRecords]] = []
            for year in years { periods.append(PersonalRecords.year(try await summaries(year: year))) }
            if YearDigestCodec.records(entry.text) != PersonalRecords.merged(periods) { return true }
        }
        return false
    }

    /// The digests of `years` for the statistics (no records): read from the kept statistics
    /// entry when it was made from exactly these years as they are now (one small text whatever
    /// the history's length); otherwise the years' digests, from which it is made and kept.
    public func statisticsDigests(years: [Int]) async throws -> [Int: YearDigest] {
        let source = DerivedDigestEntry.source(of: years, digestSource(year:))
        if let source,
            let entry = keptDigests(textsOf: [DerivedDigestEntry.statistics])?.years.first(where: {
                $0.year == DerivedDigestEntry.statistics
            }),
            entry.source == source, let digests = StatisticsText.digests(entry.text),
            Set(digests.keys) == Set(years)
        {
            return digests
        }
        let digests = try await self.digests(years: years)
        if let source, source == DerivedDigestEntry.source(of: years, digestSource(year:)) {
            keep(derived: [
                .init(
                    year: DerivedDigestEntry.statistics, source: source,
                    text: StatisticsText.text(of: digests))
            ])
        }
        return digests.mapValues(\.withoutRecords)
    }

    /// Whether the kept statistics claim to come from the years as they are now but differ from
    /// those made again from the years' digests computed from their indexes (a hand edit, a
    /// copy from elsewhere): `data doctor` reports it.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func statisticsMismatch() async throws -> Bool {
        guard let entry = keptDigests()?.years.first(where: { $0.year == DerivedDigestEntry.statistics })
        else {
            return false
        }
        let years = DerivedDigestEntry.years(of: entry.source)
        guard DerivedDigestEntry.source(of: years, digestSource(year:)) == entry.source else { return false }
        var digests: [Int: YearDigest] = [:]
        for year in years { digests[year] = YearDigest(try await summaries(year: year)) }
        return StatisticsText.digests(entry.text) != StatisticsText.digests(StatisticsText.text(of: digests))
    }

    /// The parts of the kept digests file that claim to come from the index as it is now but do
    /// not match it, named for people: `statistics of 2024, 2025` (year digests), `merged
    /// personal records`, `statistics of every year`. `data doctor` reports them.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func keptDigestsMismatches() async throws -> [String] {
        let years = try await digestMismatches()
        return (years.isEmpty ? [] : ["statistics of " + years.map(String.init).joined(separator: ", ")])
            + (try await mergedRecordsMismatch() ? ["merged personal records"] : [])
            + (try await statisticsMismatch() ? ["statistics of every year"] : [])
            + (try await recentSessionsMismatch() ? ["recent sessions of charted exercises"] : [])
    }

    /// Forgets the kept digests file and makes every part of it again from the index: each
    /// year's digest, the merged records and the statistics of every year.
    ///
    /// - Throws: `StorageError` when the file cannot be removed or an index cannot be read.
    public func rebuildKeptDigests() async throws {
        try forgetDigests()
        let years = try await years()
        _ = try await digests(years: years)
        _ = try await mergedRecords(years: years)
        _ = try await statisticsDigests(years: years)
    }
}
