import CoreModels
import Foundation
import Testing

@Suite("Mass")
struct MassTests {
    @Test(
        "values entered in pounds read back exactly to 0.01",
        arguments: [
            0.0, 0.01, 2.5, 45, 135, 180.25, 225.5, 315.75, 405, 999.99,
        ])
    func poundRoundTrip(value: Double) throws {
        let mass = Mass(value, .pounds)
        let stored = try JSONDecoder().decode(Mass.self, from: JSONEncoder().encode(mass))
        #expect(stored.value(in: .pounds) == value)
    }

    @Test("kilograms are stored as entered")
    func kilograms() {
        #expect(Mass(82.4, .kilograms).kilograms == 82.4)
        #expect(Mass(100, .pounds).value(in: .kilograms) == 45.36)
    }

    @Test("formatting drops trailing zeros")
    func formatting() {
        #expect(Mass(82.40, .kilograms).formatted(in: .kilograms) == "82.4 kg")
        #expect(Mass(100, .kilograms).formatted(in: .kilograms) == "100 kg")
        #expect(Mass(135, .pounds).formatted(in: .pounds) == "135 lb")
    }

    @Test("validity: finite and not negative")
    func validity() {
        #expect(Mass(kilograms: 0).isValid)
        #expect(!Mass(kilograms: -1).isValid)
        #expect(!Mass(kilograms: .nan).isValid)
        #expect(!Mass(kilograms: .infinity).isValid)
    }

    @Test("units parse common spellings")
    func unitParsing() {
        #expect(MassUnit(parsing: "LBS") == .pounds)
        #expect(MassUnit(parsing: "kg") == .kilograms)
        #expect(MassUnit(parsing: "stone") == nil)
    }
}

@Suite("Grouped numbers for people")
struct GroupedNumberTests {
    @Test(
        "thousands are grouped, decimals and signs kept",
        arguments: [
            (2_147_236.5, "2,147,236.5"), (999, "999"), (1000, "1,000"), (1002.5, "1,002.5"),
            (-12345.67, "-12,345.67"),
            (0, "0"), (82.4, "82.4"),
        ])
    func grouped(value: Double, text: String) {
        #expect(Mass.grouped(value) == text)
    }

    @Test("formatted weights are grouped; files keep plain numbers")
    func formatted() {
        #expect(Mass(kilograms: 2_147_236.5).formatted(in: .kilograms) == "2,147,236.5 kg")
        #expect(Mass.number(2_147_236.5) == "2147236.5")
    }
}
