import CoreModels
import CoreModelsTesting
import Journal
import Testing

/// The rules every `JournalStore` adapter meets. Run each check against a fresh, empty store:
///
/// ```swift
/// @Test(arguments: JournalStoreContract.checks)
/// func contract(_ check: ContractCheck<any JournalStore>) async throws {
///     try await check.run(MyJournalStore())
/// }
/// ```
public enum JournalStoreContract {
    /// Every check of the contract.
    public static let checks: [ContractCheck<any JournalStore>] = [
        ContractCheck("empty: no vocabulary, no months, no entries") { (store) async throws in
            #expect(try await store.vocabulary() == nil)
            #expect(try await store.months().isEmpty)
            #expect(try await store.entries(month: "2026-11").isEmpty)
        },
        ContractCheck(
            "months keep their own entries, sorted; an emptied month holds none (a file store may keep its file for sync)"
        ) {
            (store) async throws in
            try await store.updateMonth("2026-11") { _ in
                [
                    JournalEntry(date: day("2026-11-20"), tagIDs: ["sore"]),
                    JournalEntry(date: day("2026-11-02"), tagIDs: ["trained"]),
                ]
            }
            try await store.updateMonth("2026-10") { _ in
                [JournalEntry(date: day("2026-10-31"), note: "rest")]
            }
            #expect(try await store.months() == ["2026-10", "2026-11"])
            #expect(
                try await store.entries(month: "2026-11").map(\.date.description) == [
                    "2026-11-02", "2026-11-20",
                ])
            try await store.updateMonth("2026-10") { _ in [] }
            #expect(try await store.entries(month: "2026-10").isEmpty)
            #expect(try await store.months().contains("2026-11"))
        },
        ContractCheck("an update sees the month's current entries") { (store) async throws in
            try await store.updateMonth("2026-11") { _ in
                [JournalEntry(date: day("2026-11-01"), tagIDs: ["a"])]
            }
            try await store.updateMonth("2026-11") { current in
                #expect(current.map(\.tagIDs) == [["a"]])
                return current + [JournalEntry(date: day("2026-11-02"), tagIDs: ["b"])]
            }
            #expect(try await store.entries(month: "2026-11").count == 2)
        },
        ContractCheck("the vocabulary round-trips") { (store) async throws in
            try await store.updateVocabulary { _ in TagVocabulary(tags: [TagDefinition(id: "x", name: "X")]) }
            #expect(try await store.vocabulary()?.tags.map(\.name) == ["X"])
        },
        ContractCheck("a throwing change saves nothing") { (store) async throws in
            try await store.updateMonth("2026-11") { _ in
                [JournalEntry(date: day("2026-11-01"), tagIDs: ["a"])]
            }
            await #expect(throws: JournalError.emptyTagName) {
                try await store.updateMonth("2026-11") { _ in throw JournalError.emptyTagName }
            }
            #expect(try await store.entries(month: "2026-11").map(\.tagIDs) == [["a"]])
        },
    ]

    /// The day `text` (`YYYY-MM-DD`).
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }
}

/// The rules every `WeightStore` adapter meets, run like `JournalStoreContract.checks`.
public enum WeightStoreContract {
    /// Every check of the contract.
    public static let checks: [ContractCheck<any WeightStore>] = [
        ContractCheck(
            "years keep their own entries, sorted; an emptied year holds none (a file store may keep its file for sync)"
        ) {
            (store) async throws in
            #expect(try await store.years().isEmpty)
            try await store.updateYear(2025) { _ in
                [
                    WeightEntry(date: day("2025-05-02"), mass: Mass(kilograms: 80)),
                    WeightEntry(date: day("2025-01-02"), mass: Mass(kilograms: 81)),
                ]
            }
            try await store.updateYear(2026) { _ in
                [WeightEntry(date: day("2026-01-01"), mass: Mass(180, .pounds))]
            }
            #expect(try await store.years() == [2025, 2026])
            #expect(
                try await store.entries(year: 2025).map(\.date.description) == ["2025-01-02", "2025-05-02"])
            #expect(try await store.entries(year: 2026).first?.mass.value(in: .pounds) == 180)
            try await store.updateYear(2026) { _ in [] }
            #expect(try await store.entries(year: 2026).isEmpty)
            #expect(try await store.years().contains(2025))
        },
        ContractCheck("a weight typed in pounds reads back as the same pounds") { (store) async throws in
            try await store.updateYear(2026) { _ in
                [WeightEntry(date: day("2026-03-01"), mass: Mass(181.4, .pounds))]
            }
            let pounds = try await store.entries(year: 2026).first?.mass.value(in: .pounds) ?? 0
            #expect(abs(pounds - 181.4) < 1e-9)
        },
        ContractCheck("a throwing change saves nothing") { (store) async throws in
            try await store.updateYear(2025) { _ in
                [WeightEntry(date: day("2025-01-02"), mass: Mass(kilograms: 81))]
            }
            await #expect(throws: JournalError.emptyTagName) {
                try await store.updateYear(2025) { _ in throw JournalError.emptyTagName }
            }
            #expect(try await store.entries(year: 2025).count == 1)
        },
    ]

    static func day(_ text: String) -> LocalDate { JournalStoreContract.day(text) }
}
