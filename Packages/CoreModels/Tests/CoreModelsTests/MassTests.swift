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
