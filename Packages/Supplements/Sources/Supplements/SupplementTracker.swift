import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The supplement rules over any store: stacks seeded once (H3.1), morning and evening
/// sections (H3.2), a toggle saved at once per supplement and date (H3.3, H3.4), dates
/// independent (H3.5, H3.6), nothing taken on a date with no log (H3.7).
public struct SupplementTracker: Sendable {
    let store: any SupplementStore
    let uuids: any UUIDSource

    /// Creates the tracker over `store`; new supplements get ids from `uuids`.
    public init(store: any SupplementStore, uuids: any UUIDSource = RandomUUIDSource()) {
        self.store = store
        self.uuids = uuids
    }

    /// Every supplement, the seeded stacks until the user changes them.
    ///
    /// - Throws: `StorageError`.
    public func registry() async throws -> SupplementRegistry {
        try await store.registry() ?? .seeded
    }

    /// One day with both stacks and what was taken.
    ///
    /// - Throws: `StorageError`.
    public func day(_ date: LocalDate) async throws -> SupplementDay {
        let taken = Set(try await store.log(month: date.monthKey).first { $0.date == date }?.taken ?? [])
        return Self.view(date, registry: try await registry(), taken: taken)
    }

    /// Marks supplements taken on `date` and saves at once; `morning` or `evening` (when no
    /// supplement has that name) marks the whole stack.
    ///
    /// - Returns: the day as saved.
    /// - Throws: `SupplementError` (nothing saved), `StorageError`.
    @discardableResult
    public func take(_ names: [String], on date: LocalDate) async throws -> SupplementDay {
        let ids = try await resolve(names, stacks: true)
        return try await change(date) { taken in for id in ids where !taken.contains(id) { taken.append(id) }
        }
    }

    /// Marks supplements not taken on `date` and saves at once.
    ///
    /// - Returns: the day as saved.
    /// - Throws: `SupplementError` (nothing saved), `StorageError`.
    @discardableResult
    public func untake(_ names: [String], on date: LocalDate) async throws -> SupplementDay {
        let ids = try await resolve(names, stacks: true)
        return try await change(date) { $0.removeAll { ids.contains($0) } }
    }

    /// Flips one supplement on `date` and saves at once.
    ///
    /// - Returns: the day as saved.
    /// - Throws: `SupplementError` (nothing saved), `StorageError`.
    @discardableResult
    public func toggle(_ name: String, on date: LocalDate) async throws -> SupplementDay {
        let id = try await resolve([name])[0]
        return try await change(date) { taken in
            if let index = taken.firstIndex(of: id) { taken.remove(at: index) } else { taken.append(id) }
        }
    }

    /// Adherence per active supplement over the `days` days ending `today`; a supplement added
    /// within them is counted from the day it was added (or the first day it was marked taken,
    /// when earlier), not over days it did not exist. One without a day added (the seeded
    /// stacks) is counted from the day tracking began, the first day anything was marked, when
    /// that falls within the days asked for: someone who began a week ago took their creatine
    /// 7 of 7 days, not 7 of 30. (Tracking counts as begun before the period when any day
    /// before it is marked.)
    ///
    /// - Throws: `StorageError`.
    public func history(days: Int, today: LocalDate) async throws -> [SupplementAdherence] {
        let start = today.adding(days: 1 - max(1, days))
        var counts: [SupplementID: Int] = [:]
        var firstTaken: [SupplementID: LocalDate] = [:]
        var firstMarked: LocalDate?
        for month in Self.monthKeys(from: start, to: today) {
            for entry in try await store.log(month: month) where entry.date <= today && !entry.taken.isEmpty {
                firstMarked = min(firstMarked ?? entry.date, entry.date)
                guard entry.date >= start else { continue }
                for id in Set(entry.taken) {
                    counts[id, default: 0] += 1
                    firstTaken[id] = min(firstTaken[id] ?? entry.date, entry.date)
                }
            }
        }
        if firstMarked.map({ $0 >= start }) ?? true {
            // Marked before the period, however long before (a break of months between): tracking
            // had begun. Only the months that have a log are read, newest first.
            for month in try await store.logMonths().reversed() where month < start.monthKey {
                if let marked = try await store.log(month: month).last(where: { !$0.taken.isEmpty }) {
                    firstMarked = marked.date
                    break
                }
            }
        }
        // Nothing marked yet: tracking begins today.
        let tracked = max(start, firstMarked ?? today)
        // A removed supplement keeps its history: it is listed while the days asked for have it.
        // One added after `today` (a look at an earlier period) did not exist yet: not listed.
        let listed = try await registry().supplements.filter { supplement in
            let taken = (counts[supplement.id] ?? 0) > 0
            return (!supplement.removed || taken) && (taken || supplement.addedOn.map { $0 <= today } ?? true)
        }
        return listed.map {
            var from = start
            if let added = $0.addedOn {
                if added > start { from = min(added, firstTaken[$0.id] ?? added) }
            } else {
                from = tracked
            }
            let period = max(1, from.days(until: today) + 1)
            return SupplementAdherence(
                supplement: $0, takenDays: counts[$0.id] ?? 0, days: min(period, max(1, days)))
        }
    }

    /// The names of the supplements taken on each logged day from `from` to `to` (days with
    /// nothing marked are left out).
    ///
    /// - Throws: `StorageError`.
    public func taken(from: LocalDate, to: LocalDate) async throws -> [LocalDate: [String]] {
        let names = Dictionary(
            try await registry().supplements.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }
        )
        var result: [LocalDate: [String]] = [:]
        // The months there are a log of (a span of decades reads only those).
        let (first, last) = (from.monthKey, to.monthKey)
        for month in try await store.logMonths().sorted() where month >= first && month <= last {
            for entry in try await store.log(month: month) where entry.date >= from && entry.date <= to {
                let taken = Set(entry.taken).compactMap { names[$0] }.sorted()
                if !taken.isEmpty { result[entry.date] = taken }
            }
        }
        return result
    }

    /// `YYYY-MM` of every month from the one holding `from` to the one holding `to`.
    static func monthKeys(from: LocalDate, to: LocalDate) -> [String] {
        var keys: [String] = []
        var year = from.year
        var month = from.month
        while (year, month) <= (to.year, to.month) {
            keys.append(PlainText.zeroPadded(year, 4) + "-" + PlainText.zeroPadded(month, 2))
            month += 1
            if month > 12 { (year, month) = (year + 1, 1) }
        }
        return keys
    }

    private func change(_ date: LocalDate, _ edit: @escaping @Sendable (inout [SupplementID]) -> Void)
        async throws
        -> SupplementDay
    {
        let log = try await store.updateLog(month: date.monthKey) { days in
            var list = days.filter { $0.date != date }
            var taken = days.first { $0.date == date }?.taken ?? []
            edit(&taken)
            if !taken.isEmpty { list.append(SupplementLogEntry(date: date, taken: taken)) }
            return list
        }
        let taken = Set(log.first { $0.date == date }?.taken ?? [])
        return Self.view(date, registry: try await registry(), taken: taken)
    }

    /// The supplements `names` mean; with `stacks`, `morning` or `evening` (also `am`, `pm`,
    /// `night`) that names no supplement means every one of that stack.
    func resolve(_ names: [String], stacks: Bool = false) async throws -> [SupplementID] {
        let registry = try await registry()
        var ids: [SupplementID] = []
        for name in names {
            let named = try? Self.find(name, in: registry)
            if stacks, named == nil, let stack = SupplementStack(parsing: name.trimmingSpaces()) {
                ids += registry.active.filter { $0.stack == stack }.map(\.id)
            } else {
                ids.append(try (named ?? Self.find(name, in: registry)).id)
            }
        }
        return ids
    }

    static func find(_ name: String, in registry: SupplementRegistry) throws(SupplementError) -> Supplement {
        let key = name.trimmingSpaces().lowercased()
        guard !key.isEmpty else { throw .emptyName }
        let active = registry.active
        if let exact = active.first(where: { $0.name.lowercased() == key }) { return exact }
        let prefixed = active.filter { $0.name.lowercased().hasPrefix(key) }
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 { throw .ambiguous(name, candidates: prefixed.map(\.name)) }
        // A later word of the name, as people shorten it: "d3" is Vitamin D3, "k2" Vitamin K2.
        let worded = active.filter { supplement in
            supplement.name.lowercased().split(separator: " ").dropFirst().contains { $0.hasPrefix(key) }
        }
        if worded.count == 1 { return worded[0] }
        if worded.count > 1 { throw .ambiguous(name, candidates: worded.map(\.name)) }
        throw .unknown(name, suggestion: NearestMatch.suggestion(for: name, among: active.map(\.name)))
    }

    static func view(_ date: LocalDate, registry: SupplementRegistry, taken: Set<SupplementID>)
        -> SupplementDay
    {
        // A supplement removed since is still shown on a day it was taken (the log keeps it):
        // the day read as if it had never been taken.
        let items = registry.supplements.filter { !$0.removed || taken.contains($0.id) }.map {
            SupplementDay.Item(supplement: $0, taken: taken.contains($0.id))
        }
        return SupplementDay(
            date: date, morning: items.filter { $0.supplement.stack == .morning },
            evening: items.filter { $0.supplement.stack == .evening })
    }
}
