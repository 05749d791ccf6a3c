import CoreModels
import Foundation
import Journal
import Testing

/// Which day a reading is on, and which measures a day keeps when it has several readings.
@Suite("Weight imports: a reading's day and a day's measures")
struct WeightReadingDayTests {
    func imported(_ text: String, _ edit: (inout WeightImportOptions) -> Void = { _ in }) async throws
        -> [WeightEntry]
    {
        let service = WeightService(store: InMemoryWeightStore())
        var options = WeightImportOptions(today: try #require(LocalDate(iso: "2026-11-23")))
        edit(&options)
        _ = try await service.importCSV(Data(text.utf8), options: options)
        return try await service.list()
    }

    @Test("a time that names its offset from UTC is moved to the day it was in the user's time zone")
    func offsetsMoveTheDay() async throws {
        let text = """
            date,weight
            2024-02-29T07:00-05:00,80.1
            2024-03-01T03:00Z,80.3
            2024-03-01T12:00+09:00,80.2
            2024-03-01 01:00,80.9
            """
        let newYork = Zone.fixed(secondsEast: -5 * 3_600)  // New York in winter
        let moved = try await imported(text) {
            $0.timeZone = newYork
            $0.keep = .last
        }
        // The first three are 07:00, 22:00 and 22:00 on 29 February in New York (the last of
        // them, in file order, kept); the one without an offset is a local time already.
        #expect(moved.map(\.date.description) == ["2024-02-29", "2024-03-01"])
        #expect(moved.map(\.mass.kilograms) == [80.2, 80.9])
        // As written, three are on 1 March, the earliest (01:00) kept by default.
        let asWritten = try await imported(text)
        #expect(asWritten.map(\.date.description) == ["2024-02-29", "2024-03-01"])
        #expect(asWritten.map(\.mass.kilograms) == [80.1, 80.9])
    }

    @Test(
        "a fat mass from the morning and a weight from the evening keep the morning's body-fat share, whatever the keep rule",
        arguments: [WeightImportOptions.Keep.first, .last, .mean])
    func measuresKeepTheirShare(keep: WeightImportOptions.Keep) async throws {
        let text = """
            Date,"Weight (kg)","Fat mass (kg)","Bone mass (kg)","Muscle mass (kg)","Hydration (kg)",Comments
            "2024-01-16 22:05:40",81.10,,,,,"after dinner"
            "2024-01-16 07:28:00",80.65,16.2,3.3,57.8,43.1,
            """
        let entries = try await imported(text) { $0.keep = keep }
        let entry = try #require(entries.first)
        let weight = keep == .first ? 80.65 : keep == .last ? 81.1 : 80.875
        #expect(entry.mass.kilograms == weight)
        let fat = try #require(entry.composition[.fatMass])
        // 16.2 of 80.65 kg is 20.087 %; within the rounding of the kept mass to a gram.
        #expect(abs(fat / weight * 100 - 16.2 / 80.65 * 100) < 0.002, "\(fat) kg of \(weight) kg")
        if keep == .first { #expect(fat == 16.2) }
    }

    @Test("a unit asked for that the header contradicts is not used, and the report says which was")
    func headerUnitWins() async throws {
        let service = WeightService(store: InMemoryWeightStore())
        var options = WeightImportOptions(today: try #require(LocalDate(iso: "2026-11-23")))
        options.unit = .pounds
        let report = try await service.importCSV(
            Data("date,weight_kg\n2026-11-01,80.5\n".utf8), options: options)
        #expect(report.headerUnitOverrode == .kilograms && report.assumedUnit == nil)
        #expect(try await service.list().map(\.mass.kilograms) == [80.5])
        let plain = try await service.importCSV(
            Data("date,weight\n2026-11-02,180\n".utf8), options: options)
        #expect(plain.headerUnitOverrode == nil && plain.assumedUnit == .pounds)
    }
}
