import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import Journal

@Suite("Weight year files: the byte-level read gives what JSONDecoder gives")
struct WeightYearFastReadTests {
    /// A year of weights typed in kg and in lb (stored to 6 decimals), as the store writes them.
    static func year(seed: UInt64) -> WeightYearFile {
        var numbers = SeededNumbers(seed: seed)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        var entries: [WeightEntry] = []
        var day = LocalDate(daysSinceEpoch: 20_089)  // 2025-01-01
        while day.year == 2025 {
            let typed = Double(1_000 + next(2_000)) / 10
            let kilograms = next(2) == 0 ? typed : ((typed * 0.453_592_37) * 1_000_000).rounded() / 1_000_000
            if next(4) > 0 { entries.append(WeightEntry(date: day, mass: Mass(kilograms: kilograms))) }
            day = day.adding(days: 1 + Int(next(2)))
        }
        return WeightYearFile(year: 2025, entries: entries)
    }

    @Test(
        "generated years read back exactly and as JSONDecoder reads them: compact, pretty, stamped",
        arguments: 0..<20)
    func roundTrip(seed: Int) throws {
        let file = Self.year(seed: UInt64(seed))
        let forms = try FastReadCheck.writtenForms(file)
        #expect(forms.contains { String(decoding: $0, as: UTF8.self).contains("stamps") })
        #expect(try FastReadCheck.mismatches(file, fast: WeightYearFile.decodeFast).isEmpty)
    }

    @Test("composition measures, other versions and damage go the standard way (nil here)")
    func declines() throws {
        var file = Self.year(seed: 1)
        file.entries[0].composition = BodyComposition([.fatPercent: 18.5])
        #expect(WeightYearFile.decodeFast(try DocumentCoder.encode(file)) == nil)
        let plain = String(
            decoding: try DocumentCoder.encode(Self.year(seed: 1), compact: true), as: UTF8.self)
        for text in [
            plain.replacingOccurrences(of: "\"version\":3", with: "\"version\":2"),
            plain.replacingOccurrences(of: "\"version\":3", with: "\"version\":4"),
            plain.replacingOccurrences(of: "\"mass\":", with: "\"mass\":\"").replacingOccurrences(
                of: "},{", with: "\"},{"),
            plain.replacingOccurrences(of: "2025-01-", with: "2025-13-"),
            // What Swift reads but JSONDecoder refuses or reads otherwise: left to JSONDecoder.
            plain.replacingOccurrences(of: "\"mass\":8", with: "\"mass\":08"),
            plain.replacingOccurrences(of: "\"mass\":8", with: "\"mass\":+8"),
            plain.replacingOccurrences(of: "\"mass\":", with: "\"mass\":1,\"mass\":"),
            plain.replacingOccurrences(of: "\"format\":", with: "\"format\":\"x\",\"format\":"),
            plain.replacingOccurrences(of: "\"date\":\"2025-01-0", with: "\"date\":\"2025-01-\\q0"),
            String(plain.dropLast(5)),
        ] {
            #expect(text != plain && WeightYearFile.decodeFast(Data(text.utf8)) == nil, "\(text.prefix(80))")
        }
    }

    @Test(
        "the hand-built writer gives JSONEncoder's bytes: generated years, odd decimals, an empty year",
        arguments: 0..<20)
    func writes(seed: Int) throws {
        #expect(try FastReadCheck.writeMismatches(Self.year(seed: UInt64(seed))).isEmpty)
        let odd = [80.123_456_789, 0.000_000_4, 72.574_72, 1e-7, 499.999_999_5, 20, 1e15 + 0.5]
        let entries = odd.enumerated().map { index, kilograms in
            WeightEntry(
                date: LocalDate(daysSinceEpoch: 20_089 + index + seed), mass: Mass(kilograms: kilograms))
        }
        #expect(try FastReadCheck.writeMismatches(WeightYearFile(year: 2025, entries: entries)).isEmpty)
        #expect(try FastReadCheck.writeMismatches(WeightYearFile(year: 2025, entries: [])).isEmpty)
    }

    @Test("a year with composition measures is left to JSONEncoder")
    func compositionIsEncoded() throws {
        var file = Self.year(seed: 3)
        file.entries[0].composition = BodyComposition([.fatPercent: 18.5])
        #expect(file.encodeFast() == nil)
        let saved = try DocumentCoder.encode(file)
        #expect(FastReadCheck.standard(WeightYearFile.self, from: saved) == file)
    }
}
