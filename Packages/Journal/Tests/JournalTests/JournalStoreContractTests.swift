import CoreModels
import Foundation
import Journal
import Testing

@Suite("JournalStore contract (both adapters)")
struct JournalStoreContractTests {
    let folder = temporaryFolder()

    @Test("empty: no vocabulary, no months, no entries", arguments: Adapter.allCases)
    func empty(adapter: Adapter) async throws {
        let store = adapter.journal(folder)
        #expect(try await store.vocabulary() == nil)
        #expect(try await store.months().isEmpty)
        #expect(try await store.entries(month: "2026-11").isEmpty)
    }

    @Test("months keep their own entries, sorted; an emptied month disappears", arguments: Adapter.allCases)
    func months(adapter: Adapter) async throws {
        let store = adapter.journal(folder)
        try await store.updateMonth("2026-11") { _ in
            [
                JournalEntry(date: day("2026-11-20"), tagIDs: ["sore"]),
                JournalEntry(date: day("2026-11-02"), tagIDs: ["trained"]),
            ]
        }
        try await store.updateMonth("2026-10") { _ in [JournalEntry(date: day("2026-10-31"), note: "rest")] }
        #expect(try await store.months() == ["2026-10", "2026-11"])
        #expect(
            try await store.entries(month: "2026-11").map(\.date.description) == ["2026-11-02", "2026-11-20"])
        try await store.updateMonth("2026-10") { _ in [] }
        #expect(try await store.months() == ["2026-11"])
    }

    @Test("vocabulary round-trips", arguments: Adapter.allCases)
    func vocabulary(adapter: Adapter) async throws {
        let store = adapter.journal(folder)
        try await store.updateVocabulary { _ in TagVocabulary(tags: [TagDefinition(id: "x", name: "X")]) }
        #expect(try await store.vocabulary()?.tags.map(\.name) == ["X"])
    }

    @Test("the JSON adapter refuses to save a day outside its month")
    func validation() async throws {
        let store = Adapter.jsonFile.journal(folder)
        await #expect(throws: StorageError.self) {
            try await store.updateMonth("2026-11") { _ in
                [JournalEntry(date: day("2026-12-01"), tagIDs: ["a"])]
            }
        }
    }
}

@Suite("WeightStore contract (both adapters)")
struct WeightStoreContractTests {
    let folder = temporaryFolder()

    @Test("years keep their own entries, sorted; an emptied year disappears", arguments: Adapter.allCases)
    func years(adapter: Adapter) async throws {
        let store = adapter.weight(folder)
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
        #expect(try await store.entries(year: 2025).map(\.date.description) == ["2025-01-02", "2025-05-02"])
        #expect(try await store.entries(year: 2026).first?.mass.value(in: .pounds) == 180)
        try await store.updateYear(2026) { _ in [] }
        #expect(try await store.years() == [2025])
    }

    @Test("a throwing change saves nothing", arguments: Adapter.allCases)
    func throwing(adapter: Adapter) async throws {
        let store = adapter.weight(folder)
        try await store.updateYear(2025) { _ in
            [WeightEntry(date: day("2025-01-02"), mass: Mass(kilograms: 81))]
        }
        await #expect(throws: JournalError.emptyTagName) {
            try await store.updateYear(2025) { _ in throw JournalError.emptyTagName }
        }
        #expect(try await store.entries(year: 2025).count == 1)
    }
}
