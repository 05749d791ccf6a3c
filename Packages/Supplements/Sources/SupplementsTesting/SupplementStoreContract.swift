import CoreModels
import CoreModelsTesting
import Supplements
import Testing

/// The rules every `SupplementStore` adapter meets. Run each check against a fresh, empty store:
///
/// ```swift
/// @Test(arguments: SupplementStoreContract.checks)
/// func contract(_ check: ContractCheck<any SupplementStore>) async throws {
///     try await check.run(MySupplementStore())
/// }
/// ```
public enum SupplementStoreContract {
    /// Every check of the contract.
    public static let checks: [ContractCheck<any SupplementStore>] = [
        ContractCheck("empty: no registry, no log") { (store) async throws in
            #expect(try await store.registry() == nil)
            #expect(try await store.log(month: "2026-11").isEmpty)
            #expect(try await store.logMonths().isEmpty)
        },
        ContractCheck("the months with a log are listed, oldest first") { (store) async throws in
            let id = SupplementRegistry.seeded.supplements[0].id
            for month in ["2026-11", "2025-02", "2026-01"] {
                let day = try #require(LocalDate(iso: month + "-03"))
                try await store.updateLog(month: month) { _ in [SupplementLogEntry(date: day, taken: [id])] }
            }
            #expect(try await store.logMonths() == ["2025-02", "2026-01", "2026-11"])
        },
        ContractCheck("the registry and each month's log round-trip on their own") { (store) async throws in
            try await store.updateRegistry { _ in .seeded }
            #expect(try await store.registry() == .seeded)
            let id = SupplementRegistry.seeded.supplements[0].id
            try await store.updateLog(month: "2026-11") { _ in
                [SupplementLogEntry(date: day("2026-11-23"), taken: [id])]
            }
            #expect(
                try await store.log(month: "2026-11") == [
                    SupplementLogEntry(date: day("2026-11-23"), taken: [id])
                ])
            #expect(try await store.log(month: "2026-10").isEmpty)
        },
        ContractCheck("an update sees the current registry and log") { (store) async throws in
            try await store.updateRegistry { _ in .seeded }
            try await store.updateRegistry { current in
                #expect(current == .seeded)
                var registry = current ?? .seeded
                registry.supplements.removeLast()
                return registry
            }
            #expect(
                try await store.registry()?.supplements.count == SupplementRegistry.seeded.supplements.count
                    - 1)
            let id = SupplementRegistry.seeded.supplements[0].id
            try await store.updateLog(month: "2026-11") { _ in
                [SupplementLogEntry(date: day("2026-11-01"), taken: [id])]
            }
            try await store.updateLog(month: "2026-11") { current in
                #expect(current.count == 1)
                return current + [SupplementLogEntry(date: day("2026-11-02"), taken: [id])]
            }
            #expect(try await store.log(month: "2026-11").count == 2)
        },
        ContractCheck("a throwing change saves nothing") { (store) async throws in
            try await store.updateRegistry { _ in .seeded }
            await #expect(throws: SupplementError.emptyName) {
                try await store.updateRegistry { _ in throw SupplementError.emptyName }
            }
            #expect(try await store.registry() == .seeded)
            await #expect(throws: SupplementError.emptyName) {
                try await store.updateLog(month: "2026-11") { _ in throw SupplementError.emptyName }
            }
            #expect(try await store.log(month: "2026-11").isEmpty)
        },
    ]

    /// The day `text` (`YYYY-MM-DD`).
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }
}
