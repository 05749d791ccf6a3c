import CoreModels
import CoreModelsTesting
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

    @Test("a weight reads as typed in a unit when it is a quarter's multiple there; a conversion does not")
    func readsAsTyped() {
        #expect(Mass(20, .kilograms).readsAsTyped(in: .kilograms))
        #expect(!Mass(20, .kilograms).readsAsTyped(in: .pounds), "44.09 lb")
        #expect(Mass(42.5, .pounds).readsAsTyped(in: .pounds))
        #expect(Mass(61.25, .kilograms).readsAsTyped(in: .kilograms))
        #expect(!Mass(kilograms: 41.3).readsAsTyped(in: .kilograms))
        #expect(
            Mass(45, .pounds).readsAsTyped(in: .pounds) && !Mass(45, .pounds).readsAsTyped(in: .kilograms))
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

    @Test("volumes from 1,000 up are whole; smaller ones as weights are")
    func volumes() {
        // 677,350.5 kg is 1,493,302.24 lb: the hundredths come from the conversion alone.
        #expect(Mass(kilograms: 677_350.5).volumeFormatted(in: .pounds) == "1,493,302 lb")
        #expect(Mass(kilograms: 999.5).volumeFormatted(in: .kilograms) == "999.5 kg")
        #expect(Mass(kilograms: 1000.4).volumeFormatted(in: .kilograms) == "1,000 kg")
        #expect(Mass(kilograms: 1000.5).volumeFormatted(in: .kilograms) == "1,001 kg")
        #expect(Mass(kilograms: 0).volumeFormatted(in: .kilograms) == "0 kg")
    }

    @Test("validity: finite and not negative")
    func validity() {
        #expect(Mass(kilograms: 0).isValid)
        #expect(!Mass(kilograms: -1).isValid)
        #expect(!Mass(kilograms: .nan).isValid)
        #expect(!Mass(kilograms: .infinity).isValid)
    }

    @Test("exports write the shortest decimal that reads back as the same stored kilograms")
    func exported() {
        #expect(Mass(186.6, .pounds).exported(in: .pounds) == "186.6")
        #expect(Mass(225.5, .pounds).exported(in: .pounds) == "225.5")
        #expect(Mass(187.333, .pounds).exported(in: .pounds) == "187.333")
        #expect(Mass(84.9, .kilograms).exported(in: .pounds) == "187.17246")
        #expect(Mass(45, .pounds).exported(in: .kilograms) == "20.411657")
        #expect(Mass(0, .pounds).exported(in: .pounds) == "0")
        // Typed with up to three decimals in either unit: exported in that unit as typed; in the
        // other, it reads back as the same stored kilograms.
        var numbers = SeededNumbers(seed: 7)
        for _ in 0..<20_000 {
            let typed = Double(numbers.below(2_000_000)) / 1_000
            for unit in [MassUnit.kilograms, .pounds] {
                let mass = Mass(typed, unit)
                let text = mass.exported(in: unit)
                #expect(Double(text) == typed, "\(typed) \(unit.symbol) exported as \(text)")
                let other: MassUnit = unit == .kilograms ? .pounds : .kilograms
                let back = Mass(Double(mass.exported(in: other)) ?? -1, other)
                #expect(back.storedKilograms == mass.storedKilograms, "\(typed) \(unit.symbol)")
            }
        }
    }

    @Test("units parse common spellings")
    func unitParsing() {
        #expect(MassUnit(parsing: "LBS") == .pounds)
        #expect(MassUnit(parsing: "kg") == .kilograms)
        #expect(MassUnit(parsing: "stone") == nil)
    }
}

@Suite("The nearest of a list of masses (a gym's dumbbells)")
struct NearestMassTests {
    let dumbbells = [10, 12, 14, 17.5].map { Mass(kilograms: $0) }

    @Test("the nearest; the lighter of two as near; none in an empty list; another unit's weight")
    func nearest() {
        #expect(dumbbells.nearestIndex(to: Mass(kilograms: 16)) == 3)
        #expect(
            dumbbells.nearest(to: Mass(kilograms: 13)) == Mass(kilograms: 12), "a tie goes to the lighter")
        #expect(dumbbells.nearest(to: Mass(kilograms: 100)) == Mass(kilograms: 17.5))
        #expect([Mass]().nearestIndex(to: Mass(kilograms: 1)) == nil)
        #expect(dumbbells.nearest(to: Mass(25, .pounds)) == Mass(kilograms: 12), "25 lb is 11.34 kg")
        #expect(Mass(kilograms: 22.5).nearest(multipleOf: Mass(5, .pounds), in: .pounds) == Mass(50, .pounds))
        #expect(Mass(kilograms: 0.5).nearest(multipleOf: Mass(5, .pounds), in: .pounds) == Mass(5, .pounds))
        #expect(Mass.zero.nearest(multipleOf: Mass(5, .pounds), in: .pounds) == Mass.zero)
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
