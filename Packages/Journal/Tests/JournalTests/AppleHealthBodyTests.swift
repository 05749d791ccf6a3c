import CoreModels
import Foundation
import Journal
import Testing

@Suite("Apple Health body records")
struct AppleHealthBodyTests {
    @Test("Timestamps: the day and time as written, the instant from the offset; bad ones refused")
    func dates() {
        let winter = AppleHealthDate("2024-01-15 07:30:00 +0100")
        #expect(winter?.day == LocalDate(iso: "2024-01-15"))
        #expect(winter?.secondOfDay == 7 * 3600 + 1800)
        #expect(winter?.epochSeconds == 1_705_300_200)
        let west = AppleHealthDate("2024-01-14 23:30:00 -0500")
        #expect(west?.day == LocalDate(iso: "2024-01-14"))
        #expect(west?.epochSeconds == 1_705_293_000)
        for bad in [
            "", "2024-13-01 00:00:00 +0100", "2024-01-01 25:00:00 +0100", "2024-01-01 07:00:00 +01",
            "yesterday", "1800-01-01 07:00:00 +0100", "1899-12-31 23:59:59 Z", "2200-01-01 00:00:00 Z",
        ] {
            #expect(AppleHealthDate(bad) == nil, "\(bad)")
        }
    }

    @Test(
        "Units: kg, lb, g and stone; fat as a fraction; waist in cm, in or m; each measure picked on its own")
    func units() {
        var body = AppleHealthBody()
        body.add(.bodyMass, unit: "lb", value: "180", start: "2024-03-01 07:00:00 +0100")
        body.add(.bodyMass, unit: "kg", value: "82", start: "2024-03-01 21:00:00 +0100")
        body.add(.bodyFat, unit: "%", value: "0.215", start: "2024-03-01 20:00:00 +0100")
        body.add(.bodyFat, unit: "%", value: "0.22", start: "2024-03-01 06:00:00 +0100")
        body.add(.leanMass, unit: "st", value: "10", start: "2024-03-01 07:00:00 +0100")
        body.add(.bodyMass, unit: "g", value: "81000", start: "2024-03-02 07:00:00 +0100")
        body.add(.waist, unit: "in", value: "33", start: "2024-03-02 07:00:00 +0100")
        body.add(.bodyFat, unit: "%", value: "0.2", start: "2024-03-05 07:00:00 +0100")
        let first = body.merged(keep: .first)
        let day1 = first.weights.first
        #expect(first.weights.count == 2)
        #expect(abs((day1?.mass.kilograms ?? 0) - 81.646_627) < 1e-5)
        #expect(day1?.composition[.fatPercent] == 22)
        #expect(abs((day1?.composition[.leanMass] ?? 0) - 63.502_931_8) < 1e-6)
        let last = body.merged(keep: .last)
        #expect(last.weights.first?.mass.kilograms == 82)
        #expect(last.weights.first?.composition[.fatPercent] == 21.5)
        #expect(
            first.waist == [
                BodyMeasurement(
                    date: LocalDate(iso: "2024-03-02") ?? LocalDate(daysSinceEpoch: 0), site: "waist",
                    centimeters: 83.82)
            ])
        #expect(first.unattached == 1)
    }

    @Test("Hostile records are counted by reason and kept out; exact repeats from a second source merge")
    func hostile() {
        var body = AppleHealthBody()
        let at = "2024-03-01 07:00:00 +0100"
        body.add(.bodyMass, unit: nil, value: "80", start: at)
        body.add(.bodyMass, unit: "furlong", value: "80", start: at)
        body.add(.bodyMass, unit: "kg", value: "eighty", start: at)
        body.add(.bodyMass, unit: "kg", value: "8000", start: at)
        body.add(.bodyMass, unit: "kg", value: "80", start: "not a date")
        body.add(.bodyFat, unit: "%", value: "-0.2", start: at)
        body.add(.bodyFat, unit: "%", value: "22", start: at)
        body.add(.bodyMass, unit: "kg", value: "80", start: at)
        body.add(.bodyMass, unit: "kg", value: "80", start: at)
        let reasons = body.problems.map(\.reason)
        #expect(body.problems.count == 7)
        #expect(reasons.contains("a body mass record without a unit"))
        #expect(reasons.contains("a body mass record in an unknown unit 'furlong'"))
        #expect(body.duplicates == 1)
        let merged = body.merged(keep: .first)
        #expect(merged.weights.map(\.mass.kilograms) == [80])
        #expect(merged.weights.first?.composition == .empty)
    }

    @Test(
        "Entries from another source go through the import rules: existing days kept and given their measures"
    )
    func importEntries() async throws {
        let service = WeightService(store: InMemoryWeightStore())
        let day = LocalDate(iso: "2024-03-01") ?? LocalDate(daysSinceEpoch: 0)
        try await service.add(Mass(kilograms: 80), on: day, replace: false)
        let entries = [
            WeightEntry(
                date: day, mass: Mass(kilograms: 80), composition: BodyComposition([.fatPercent: 20])),
            WeightEntry(date: day.adding(days: 1), mass: Mass(kilograms: 80.4)),
        ]
        let options = WeightImportOptions(today: day.adding(days: 10))
        let report = try await service.importEntries(entries, options: options, format: "Apple Health export")
        #expect(report.imported == 1 && report.enriched == 1)
        let again = try await service.importEntries(entries, options: options, format: "Apple Health export")
        #expect(again.imported == 0 && again.enriched == 0 && again.skippedExisting == 2)
        #expect(try await service.list().first?.composition[.fatPercent] == 20)
    }
}
