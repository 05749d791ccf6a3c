import CoreModels
import CoreModelsTesting
import Foundation
import Supplements
import SupplementsTesting
import Testing

/// The package's tests name the two adapters by the shared `StoreAdapter`.
typealias Adapter = StoreAdapter

extension StoreAdapter {
    /// The supplement store of the adapter, in `folder`.
    func make(_ folder: URL) -> any SupplementStore {
        self == .inMemory
            ? InMemorySupplementStore() : JSONFileSupplementStore(folder: folder, context: StorageContext())
    }
}

func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }

@Suite("SupplementStore contract (both adapters)")
struct SupplementStoreContractTests {
    @Test(arguments: StoreAdapter.allCases, SupplementStoreContract.checks)
    func contract(adapter: StoreAdapter, check: ContractCheck<any SupplementStore>) async throws {
        let folder = TemporaryFolder("supplements")
        try await check.run(adapter.make(folder.url))
    }
}

@Suite("Supplement tracker (H3)")
struct SupplementTrackerTests {
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }

    func tracker(_ adapter: Adapter = .inMemory) -> SupplementTracker {
        SupplementTracker(store: adapter.make(folder), uuids: SequentialUUIDSource())
    }

    @Test("H3.1 / H3.2 first use shows the seeded morning and evening stacks")
    func seeded() async throws {
        let today = try await tracker().day(day("2026-11-23"))
        #expect(
            today.morning.map(\.supplement.name) == ["Vitamin D3", "Omega-3", "Creatine", "Multivitamin"])
        #expect(today.evening.map(\.supplement.name) == ["Magnesium", "Zinc"])
    }

    @Test("a stack's name takes or untakes the whole stack, beside single names; a supplement so named wins")
    func wholeStack() async throws {
        let tracker = tracker()
        let date = day("2026-11-23")
        let morning = try await tracker.take(["morning", "zinc"], on: date)
        let morningTaken = morning.morning.allSatisfy { $0.taken }
        #expect(morningTaken)
        #expect(morning.evening.filter { $0.taken }.map { $0.supplement.name } == ["Zinc"])
        let evening = try await tracker.untake(["PM"], on: date)
        let eveningCleared =
            evening.evening.allSatisfy { !$0.taken } && evening.morning.allSatisfy { $0.taken }
        #expect(eveningCleared)
        await #expect(throws: SupplementError.self) { try await tracker.toggle("morning", on: date) }
    }

    @Test("H3.1 seeding happens once: a removed seeded item does not come back, nothing duplicates")
    func seedOnce() async throws {
        let supplements = tracker(.jsonFile)
        try await supplements.remove("zinc")
        try await supplements.add("Ashwagandha", stack: .evening, dose: nil)
        let later = try await tracker(.jsonFile).day(day("2026-11-23"))
        #expect(later.evening.map(\.supplement.name) == ["Magnesium", "Ashwagandha"])
        #expect(later.items.count == 6)
    }

    @Test("H3.3 / H3.4 a toggle marks taken and is saved at once")
    func toggle() async throws {
        try await tracker(.jsonFile).toggle("creatine", on: day("2026-11-23"))
        let taken = try await tracker(.jsonFile).day(day("2026-11-23")).items.filter(\.taken).map(
            \.supplement.name)
        #expect(taken == ["Creatine"])
        try await tracker(.jsonFile).toggle("Creatine", on: day("2026-11-23"))
        #expect(try await tracker(.jsonFile).day(day("2026-11-23")).items.allSatisfy { !$0.taken })
    }

    @Test("H3.5 / H3.6 dates are independent and restored")
    func independentDates() async throws {
        let supplements = tracker(.jsonFile)
        try await supplements.take(["vitamin", "omega"], on: day("2026-11-22"))
        try await supplements.take(["magnesium"], on: day("2026-11-23"))
        #expect(
            try await tracker(.jsonFile).day(day("2026-11-22")).items.filter(\.taken).map(\.supplement.name)
                == ["Vitamin D3", "Omega-3"])
        #expect(
            try await tracker(.jsonFile).day(day("2026-11-23")).items.filter(\.taken).map(\.supplement.name)
                == ["Magnesium"])
    }

    @Test("H3.7 a date with no log shows everything not taken")
    func noLog() async throws {
        #expect(try await tracker().day(day("1999-01-01")).items.allSatisfy { !$0.taken })
    }

    @Test("unknown and ambiguous names change nothing")
    func names() async throws {
        let supplements = tracker()
        await #expect(throws: SupplementError.unknown("creatin3", suggestion: "Creatine")) {
            try await supplements.take(["zinc", "creatin3"], on: day("2026-11-23"))
        }
        #expect(try await supplements.day(day("2026-11-23")).items.allSatisfy { !$0.taken })
        try await supplements.add("Magnesium Glycinate", stack: .evening, dose: "200 mg")
        await #expect(
            throws: SupplementError.ambiguous("magn", candidates: ["Magnesium", "Magnesium Glycinate"])
        ) {
            try await supplements.take(["magn"], on: day("2026-11-23"))
        }
        await #expect(throws: SupplementError.duplicate("Zinc")) {
            try await supplements.add(" zinc ", stack: .morning, dose: nil)
        }
        // A name or dose is a label: 100 characters at most (100,000 were taken).
        let long = String(repeating: "x", count: Supplement.longestText + 1)
        await #expect(throws: SupplementError.tooLong(what: "name")) {
            try await supplements.add(long, stack: .morning, dose: nil)
        }
        await #expect(throws: SupplementError.tooLong(what: "dose")) {
            try await supplements.add("Iron", stack: .morning, dose: long)
        }
        await #expect(throws: SupplementError.tooLong(what: "name")) {
            try await supplements.rename("zinc", to: long)
        }
        _ = try await supplements.add(String(long.dropLast()), stack: .morning, dose: nil)
    }

    @Test("a later word of a name finds it: d3 is Vitamin D3; two such are ambiguous; none is unknown")
    func laterWord() async throws {
        let supplements = tracker()
        try await supplements.take(["creatine", "d3"], on: day("2026-11-23"))
        let shown = try await supplements.day(day("2026-11-23"))
        let taken = (shown.morning + shown.evening).filter(\.taken).map(\.supplement.name).sorted()
        #expect(taken.contains("Vitamin D3") && taken.contains("Creatine"), "\(taken)")
        try await supplements.add("Fish Oil", stack: .evening, dose: nil, on: day("2026-11-23"))
        try await supplements.add("Cod Liver Oil", stack: .evening, dose: nil, on: day("2026-11-23"))
        do {
            try await supplements.take(["oil"], on: day("2026-11-23"))
            Issue.record("an ambiguous name was taken")
        } catch SupplementError.ambiguous(let name, let candidates) {
            #expect(name == "oil" && Set(candidates) == ["Fish Oil", "Cod Liver Oil"])
        }
        do {
            try await supplements.take(["q10x"], on: day("2026-11-23"))
            Issue.record("an unknown name was taken")
        } catch SupplementError.unknown(let name, _) {
            #expect(name == "q10x")
        }
    }

    @Test("rename and move keep the history")
    func renameMove() async throws {
        let supplements = tracker()
        try await supplements.take(["zinc"], on: day("2026-11-23"))
        try await supplements.rename("zinc", to: "Zinc picolinate")
        try await supplements.move("zinc picolinate", to: .morning)
        let shown = try await supplements.day(day("2026-11-23"))
        #expect(shown.morning.last?.supplement.name == "Zinc picolinate" && shown.morning.last?.taken == true)
    }

    @Test("history: adherence per supplement over the last days, across months")
    func history() async throws {
        let supplements = tracker()
        // Every other day from the period's first day (tracking began then: all 30 days count).
        for offset in 0..<30 where !offset.isMultiple(of: 2) {
            try await supplements.take(["creatine"], on: day("2026-11-10").adding(days: -offset))
        }
        let adherence = try await supplements.history(days: 30, today: day("2026-11-10"))
        let creatine = try #require(adherence.first { $0.supplement.name == "Creatine" })
        #expect(creatine.takenDays == 15 && creatine.days == 30 && creatine.percent == 50)
        #expect(adherence.first { $0.supplement.name == "Zinc" }?.takenDays == 0)
        // Removed, a supplement keeps its history while the days asked for have it.
        _ = try await supplements.remove("creatine")
        let after = try await supplements.history(days: 30, today: day("2026-11-10"))
        let kept = try #require(after.first { $0.supplement.name == "Creatine" })
        #expect(kept.supplement.removed && kept.takenDays == 15)
        let later = try await supplements.history(days: 30, today: day("2027-01-31"))
        #expect(!later.contains { $0.supplement.name == "Creatine" })
    }

    @Test("history: a supplement added lately is rated over the days since it was added, not 1 of 30")
    func historyOfANewSupplement() async throws {
        let supplements = tracker()
        try await supplements.add("Ashwagandha", stack: .evening, dose: nil, on: day("2026-11-08"))
        try await supplements.take(["ashwagandha"], on: day("2026-11-08"))
        try await supplements.take(["ashwagandha"], on: day("2026-11-10"))
        let adherence = try await supplements.history(days: 30, today: day("2026-11-10"))
        let new = try #require(adherence.first { $0.supplement.name == "Ashwagandha" })
        #expect(new.takenDays == 2 && new.days == 3 && new.percent == 67, "\(new)")
        // The seeded stacks have no day of adding: from the day tracking began (the first
        // day anything was marked, the 8th).
        #expect(adherence.first { $0.supplement.name == "Zinc" }?.days == 3)
        // A day marked before the day of adding (a late entry) counts from that day.
        try await supplements.take(["ashwagandha"], on: day("2026-11-01"))
        let backdated = try await supplements.history(days: 30, today: day("2026-11-10"))
        #expect(
            backdated.first { $0.supplement.name == "Ashwagandha" }.map { ($0.takenDays, $0.days) } ?? (0, 0)
                == (3, 10))
        // Looking at a period before it was added: not listed.
        let before = try await supplements.history(days: 30, today: day("2026-10-15"))
        #expect(!before.contains { $0.supplement.name == "Ashwagandha" })
        // Added before the period: the whole period.
        let later = try await supplements.history(days: 7, today: day("2026-12-31"))
        #expect(later.first { $0.supplement.name == "Ashwagandha" }?.days == 7)
    }

    @Test(
        "history: the seeded stacks count from the day tracking began (7 of 7, not 7 of 30), the whole period once it began before"
    )
    func historyFromTheFirstDay() async throws {
        let supplements = tracker()
        // Nothing marked yet: today alone.
        let fresh = try await supplements.history(days: 30, today: day("2026-11-24"))
        #expect(
            fresh.first { $0.supplement.name == "Creatine" }.map { ($0.takenDays, $0.days) } ?? (9, 9) == (
                0, 1
            ))
        for offset in 0..<7 {
            try await supplements.take(["creatine"], on: day("2026-11-24").adding(days: -offset))
        }
        let week = try await supplements.history(days: 30, today: day("2026-11-24"))
        let creatine = try #require(week.first { $0.supplement.name == "Creatine" })
        #expect(creatine.takenDays == 7 && creatine.days == 7 && creatine.percent == 100, "\(creatine)")
        #expect(
            week.first { $0.supplement.name == "Zinc" }.map { ($0.takenDays, $0.days) } ?? (9, 9) == (0, 7))
        // Begun in the month before the period: the whole period.
        try await supplements.take(["zinc"], on: day("2026-09-20"))
        let whole = try await supplements.history(days: 30, today: day("2026-11-24"))
        #expect(whole.first { $0.supplement.name == "Creatine" }?.days == 30)
        // Back after a break of months: the whole period (3 of 30, not 3 of 3).
        let returning = tracker()
        for offset in 0..<31 {
            try await returning.take(["creatine"], on: day("2026-08-01").adding(days: offset))
        }
        for date in ["2026-11-26", "2026-11-27", "2026-11-28"] {
            try await returning.take(["creatine"], on: day(date))
        }
        let back = try await returning.history(days: 30, today: day("2026-11-28"))
        #expect(
            back.first { $0.supplement.name == "Creatine" }.map { ($0.takenDays, $0.days) } ?? (0, 0) == (
                3, 30
            ))
        // Begun in the period's first month, before its first day: the whole period too.
        let other = tracker()
        try await other.take(["zinc"], on: day("2026-10-02"))
        try await other.take(["creatine"], on: day("2026-11-24"))
        #expect(
            try await other.history(days: 30, today: day("2026-11-24")).first {
                $0.supplement.name == "Creatine"
            }?.days == 30)
    }
}
