import CoreModels
import CoreModelsTesting
import Journal
import Testing

/// The rules every `MeasurementStore` adapter meets. Run each check against a fresh, empty store.
public enum MeasurementStoreContract {
    /// Every check of the contract.
    public static let checks: [ContractCheck<any MeasurementStore>] = [
        ContractCheck(
            "years keep their own measurements, sorted by day then site; an emptied year holds none (a file store may keep its file for sync)"
        ) {
            (store) async throws in
            #expect(try await store.years().isEmpty)
            try await store.updateYear(2025) { _ in
                [
                    BodyMeasurement(date: day("2025-05-02"), site: "waist", centimeters: 84),
                    BodyMeasurement(date: day("2025-01-02"), site: "waist", centimeters: 85),
                    BodyMeasurement(date: day("2025-01-02"), site: "thigh-left", centimeters: 58.5),
                ]
            }
            try await store.updateYear(2026) { _ in
                [BodyMeasurement(date: day("2026-01-01"), site: "neck", centimeters: 38.1)]
            }
            #expect(try await store.years() == [2025, 2026])
            #expect(
                try await store.measurements(year: 2025).map { "\($0.date) \($0.site)" } == [
                    "2025-01-02 thigh-left", "2025-01-02 waist", "2025-05-02 waist",
                ])
            #expect(try await store.measurements(year: 2026).first?.value(in: .inches) == 15)
            try await store.updateYear(2026) { _ in [] }
            #expect(try await store.measurements(year: 2026).isEmpty)
            #expect(try await store.years().contains(2025))
        },
        ContractCheck("a failed change saves nothing") { (store) async throws in
            struct Refused: Error {}
            try await store.updateYear(2026) { _ in
                [BodyMeasurement(date: day("2026-03-01"), site: "waist", centimeters: 80)]
            }
            await #expect(throws: Refused.self) {
                try await store.updateYear(2026) { _ in throw Refused() }
            }
            #expect(try await store.measurements(year: 2026).count == 1)
        },
    ]

    static func day(_ text: String) -> LocalDate { JournalStoreContract.day(text) }
}
