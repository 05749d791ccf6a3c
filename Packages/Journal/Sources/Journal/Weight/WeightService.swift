import CoreModels
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Body-weight rules over any store: one entry per day, plausible values only, listing,
/// trends, and CSV in and out (H1).
public struct WeightService: Sendable {
    let store: any WeightStore

    /// Creates the service over `store`.
    public init(store: any WeightStore) {
        self.store = store
    }

    /// Records `mass` for `date`. An existing entry is kept unless `replace`; with `today`, a
    /// later day is refused.
    ///
    /// - Returns: the saved entry.
    /// - Throws: `JournalError.invalidWeight`, `.futureDay`, `.weightExists`; `StorageError`.
    @discardableResult
    public func add(_ mass: Mass, on date: LocalDate, replace: Bool, today: LocalDate? = nil) async throws
        -> WeightEntry
    {
        try await save(mass, on: date, replace: replace, today: today).entry
    }

    /// Records `mass` as `add` does, and says whether the saved entry looks like a typo
    /// (`unlikely`), judged by the year just written, so that file is not read again; the
    /// years either side are read only when the 30 days around the date reach into them.
    ///
    /// - Returns: the saved entry, the nearest day's entry when it is unlikely, and the entry it
    ///   replaced (read under the year's lock), if any.
    /// - Throws: as `add`.
    public func addJudging(_ mass: Mass, on date: LocalDate, replace: Bool, today: LocalDate? = nil)
        async throws -> (entry: WeightEntry, nearest: WeightEntry?, replaced: WeightEntry?)
    {
        let (entry, year, replaced) = try await save(mass, on: date, replace: replace, today: today)
        let from = date.adding(days: -30)
        let to = date.adding(days: 30)
        var around = year.filter { $0.date >= from && $0.date <= to }
        for other in Set([from.year, to.year]) where other != date.year {
            around += try await store.entries(year: other).filter { $0.date >= from && $0.date <= to }
        }
        return (entry, Self.unlikely(entry, around: around), replaced)
    }

    /// `add`'s work: the saved entry, the year's entries as written, and the entry replaced.
    private func save(_ mass: Mass, on date: LocalDate, replace: Bool, today: LocalDate?) async throws
        -> (entry: WeightEntry, year: [WeightEntry], replaced: WeightEntry?)
    {
        if let problem = WeightEntry.problem(with: mass) { throw JournalError.invalidWeight(problem) }
        if let today, date > today { throw JournalError.futureDay(date, today: today) }
        let entry = WeightEntry(date: date, mass: mass)
        let written = Mutex<(year: [WeightEntry], replaced: WeightEntry?)>(([], nil))
        try await store.updateYear(date.year) { entries in
            let existing = entries.first { $0.date == date }
            if let existing, !replace { throw JournalError.weightExists(date, existing.mass) }
            let year = entries.filter { $0.date != date } + [entry]
            written.withLock { $0 = (year, existing) }
            return year
        }
        let (year, replaced) = written.withLock { $0 }
        return (entry, year, replaced)
    }

    /// The entry of `date`, if any.
    ///
    /// - Throws: `StorageError`.
    public func entry(on date: LocalDate) async throws -> WeightEntry? {
        try await store.entries(year: date.year).first { $0.date == date }
    }

    /// Every entry between `from` and `to` (inclusive; open ends allowed), oldest first.
    ///
    /// - Throws: `StorageError`.
    public func list(from: LocalDate? = nil, to: LocalDate? = nil) async throws -> [WeightEntry] {
        var result: [WeightEntry] = []
        for year in try await store.years() {
            if let from, year < from.year { continue }
            if let to, year > to.year { continue }
            result += try await store.entries(year: year).filter { entry in
                (from.map { entry.date >= $0 } ?? true) && (to.map { entry.date <= $0 } ?? true)
            }
        }
        return result
    }

    /// Removes the entry of `date`.
    ///
    /// - Returns: the removed entry.
    /// - Throws: `JournalError.noWeight`; `StorageError`.
    @discardableResult
    public func remove(on date: LocalDate) async throws -> WeightEntry {
        guard let existing = try await entry(on: date) else { throw JournalError.noWeight(date) }
        try await store.updateYear(date.year) { $0.filter { $0.date != date } }
        return existing
    }

    /// The 7-day average as of `today` and its change over 30 and 90 days; when nothing was
    /// weighed in the last 96 days, the newest reading before `today` is still the latest.
    ///
    /// - Parameters:
    ///   - today: the day the trend is as of.
    ///   - from: also give the change of the 7-day average since this day.
    /// - Returns: the trend.
    /// - Throws: `StorageError`.
    public func trend(today: LocalDate, from: LocalDate? = nil) async throws -> WeightTrend {
        let start = min(today.adding(days: -96), (from ?? today).adding(days: -7))
        var entries = try await list(from: start, to: today)
        if entries.isEmpty, let newest = try await latest(onOrBefore: today) { entries = [newest] }
        return WeightTrend(entries: entries, today: today, from: from)
    }

    /// The trend of one composition measure as of `today` (readings of the last 96 days, or
    /// since `from`).
    ///
    /// - Throws: `StorageError`.
    public func trend(of selection: CompositionSelection, today: LocalDate, from: LocalDate? = nil)
        async throws
        -> CompositionTrend
    {
        let start = min(today.adding(days: -96), (from ?? today).adding(days: -7))
        var entries = try await list(from: start, to: today)
        if !entries.contains(where: { selection.value(of: $0) != nil }) {
            // Nothing recent: the newest reading that has the measure is still the latest.
            entries = try await list(to: today).filter { selection.value(of: $0) != nil }.suffix(1)
        }
        return CompositionTrend(selection, entries: entries, today: today, from: from)
    }

    /// The nearest day's entry when `entry` is far from every one of the 5 entries nearest it
    /// in time within 30 days either side (a tenth of it and at least 4 kg: more than a body
    /// changes in weeks, as 48.2 among 84s is); `nil` when it is near one of them, or has none
    /// around it. Far from all of them, so one typo nearby does not make the next right weight
    /// look like one, and a day filled in afterwards is judged by the days around it.
    ///
    /// - Throws: `StorageError`.
    public func unlikely(_ entry: WeightEntry) async throws -> WeightEntry? {
        Self.unlikely(
            entry, around: try await list(from: entry.date.adding(days: -30), to: entry.date.adding(days: 30))
        )
    }

    /// `unlikely(_:)` among `around`, the entries within 30 days of `entry` (its own day's left out).
    static func unlikely(_ entry: WeightEntry, around: [WeightEntry]) -> WeightEntry? {
        // Nearest first; of two days as near, the earlier (whatever order `around` came in).
        let nearest = around.filter { $0.date != entry.date }.sorted {
            (abs($0.date.days(until: entry.date)), $0.date) < (abs($1.date.days(until: entry.date)), $1.date)
        }.prefix(5)
        let far = nearest.allSatisfy { other in
            abs(entry.mass.kilograms - other.mass.kilograms) >= max(4, other.mass.kilograms * 0.1)
        }
        return far ? nearest.first : nil
    }

    /// The newest entry on or before `day`, reading years from the newest back.
    ///
    /// - Parameter day: the last day to consider.
    /// - Returns: the entry, or `nil` when there is none.
    /// - Throws: `StorageError`.
    public func latest(onOrBefore day: LocalDate) async throws -> WeightEntry? {
        for year in try await store.years().reversed() where year <= day.year {
            if let entry = try await store.entries(year: year).filter({ $0.date <= day }).max(by: {
                $0.date < $1.date
            }) {
                return entry
            }
        }
        return nil
    }
}

/// Where body weight is heading: the latest reading, the 7-day moving average, and how that
/// average changed over 30 and 90 days (`nil` where there are no readings to compare).
public struct WeightTrend: Equatable, Sendable, Codable {
    /// The newest reading.
    public let latest: WeightEntry?
    /// The mean of the readings in the 7 days ending today.
    public let average7: Mass?
    /// The 7-day average now minus the one 30 days ago.
    public let change30: Mass?
    /// The 7-day average now minus the one 90 days ago.
    public let change90: Mass?
    /// The day the range starts (`--from`), if one was asked for.
    public let from: LocalDate?
    /// The 7-day average now (or, with no weight this week, the one ending on the latest
    /// weight) minus the one ending on `from` (or, with no weight in the week before it, the
    /// first week with weights from `from` on): "since" a day before the first weigh-in, or
    /// of a history that stopped, said "not enough data" with months of weights in between.
    public let changeSinceFrom: Mass?

    /// Computes the trend from `entries` (any order) as of `today`, and since `from` if given.
    public init(entries: [WeightEntry], today: LocalDate, from: LocalDate? = nil) {
        self.from = from
        latest = entries.filter { $0.date <= today }.max { $0.date < $1.date }
        let series = DailySeries(entries.map { ($0.date, $0.mass.kilograms) }, through: today)
        let now = series.average(endingOn: today)
        average7 = now.map { Mass(kilograms: $0) }
        change30 = series.change(today: today, days: 30).map { Mass(kilograms: $0) }
        change90 = series.change(today: today, days: 90).map { Mass(kilograms: $0) }
        changeSinceFrom = from.flatMap { series.change(since: $0, today: today) }.map { Mass(kilograms: $0) }
    }
}
