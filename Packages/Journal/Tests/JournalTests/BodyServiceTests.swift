import CoreModels
import Foundation
import Journal
import Testing

@Suite("Body measurements")
struct BodyServiceTests {
    func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }

    @Test("site names: known sites and aliases, sides for paired ones, custom names kept in the same form")
    func sites() throws {
        #expect(try BodySite.key("Waist", side: nil) == "waist")
        #expect(try BodySite.key("upper arm", side: "left") == "upper-arm-left")
        #expect(try BodySite.key("bicep", side: "R") == "upper-arm-right")
        #expect(try BodySite.key("left thigh", side: nil) == "thigh-left")
        #expect(try BodySite.key("Calf (right)", side: nil) == "calf-right")
        #expect(try BodySite.key("Wrist", side: nil) == "wrist")
        #expect(throws: BodySiteProblem.self) { try BodySite.key("thigh", side: nil) }
        #expect(throws: BodySiteProblem.self) { try BodySite.key("waist", side: "left") }
        #expect(throws: BodySiteProblem.self) { try BodySite.key("  ", side: nil) }
        #expect(throws: BodySiteProblem.self) {
            try BodySite.key(String(repeating: "x", count: 41), side: nil)
        }
    }

    @Test(
        "one value per site and day unless replaced; implausible lengths refused; inches come back as typed")
    func adding() async throws {
        let service = BodyService(store: InMemoryMeasurementStore())
        try await service.add(site: "waist", centimeters: 84, on: day("2026-11-01"), replace: false)
        await #expect(throws: BodyService.Problem.self) {
            try await service.add(site: "waist", centimeters: 83, on: day("2026-11-01"), replace: false)
        }
        try await service.add(site: "waist", centimeters: 32.5 * 2.54, on: day("2026-11-01"), replace: true)
        #expect(try await service.list().map { $0.value(in: .inches) } == [32.5])
        await #expect(
            throws: BodyService.Problem.implausible("0 cm is not a plausible body measurement (1–300 cm)")
        ) {
            try await service.add(site: "waist", centimeters: 0, on: day("2026-11-02"), replace: false)
        }
        await #expect(throws: BodyService.Problem.self) {
            try await service.add(
                site: "waist", centimeters: .infinity, on: day("2026-11-02"), replace: false)
        }
        try await service.remove(site: "waist", on: day("2026-11-01"))
        #expect(try await service.list().isEmpty)
    }

    @Test(
        "CSV: export → import into an empty log → export is identical; existing days kept; bad rows by line")
    func csv() async throws {
        let service = BodyService(store: InMemoryMeasurementStore())
        for (date, site, value) in [
            ("2025-12-30", "waist", 86.0), ("2026-01-05", "waist", 85.5), ("2026-01-05", "thigh-left", 58.25),
        ] {
            try await service.add(site: site, centimeters: value, on: day(date), replace: false)
        }
        let exported = try await service.exportCSV()
        #expect(
            exported
                == "date,site,cm\n2025-12-30,waist,86\n2026-01-05,thigh-left,58.25\n2026-01-05,waist,85.5\n")
        let other = BodyService(store: InMemoryMeasurementStore())
        let report = try await other.importCSV(Data(exported.utf8), replace: false, dryRun: false)
        #expect(report.added == 3 && report.invalid.isEmpty)
        #expect(try await other.exportCSV() == exported)
        let again = try await other.importCSV(Data(exported.utf8), replace: false, dryRun: false)
        #expect(again.added == 0 && again.existing == 3)
        let messy =
            "date,site,in\n2026-02-01,Waist,33\n2026-02-02,neck,x\n2026-02-30,waist,33\n2026-02-03,,33\n2026-02-04,waist,500\n"
        let dry = try await other.importCSV(Data(messy.utf8), replace: false, dryRun: true)
        #expect(dry.added == 1 && dry.invalid.map(\.line) == [3, 4, 5, 6])
        #expect(try await other.list().count == 3)
        await #expect(throws: WeightImportError.self) {
            try await other.importCSV(Data("day,weight\n2026-01-01,80\n".utf8), replace: false, dryRun: false)
        }
    }

    @Test("a length as typed: its number and the unit written after it, if any")
    func splitLength() {
        #expect(LengthUnit.split("88cm") == ("88", .centimeters))
        #expect(LengthUnit.split(" 34.5 in ") == ("34.5", .inches))
        #expect(LengthUnit.split("34\"") == ("34", .inches))
        #expect(LengthUnit.split("84") == ("84", nil))
        #expect(LengthUnit.split("84,5") == ("84,5", nil))
        #expect(LengthUnit.split("cm") == ("cm", nil), "a unit alone is no length")
        #expect(LengthUnit.split("88 feet") == ("88 feet", nil))
    }

    @Test("a new site spelt like a known one is said to be likely a slip; a known or far one is not")
    func likelyMeant() {
        #expect(BodySite.likelyMeant("waste") == "waist")
        #expect(BodySite.likelyMeant("waist") == nil)
        #expect(BodySite.likelyMeant("thigh-left") == nil)
        #expect(BodySite.likelyMeant("glutes-circumference") == nil)
    }
}
