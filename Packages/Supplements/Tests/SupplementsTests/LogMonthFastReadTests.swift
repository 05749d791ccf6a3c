import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import Supplements

@Suite("Supplement log months: the byte-level read gives what JSONDecoder gives")
struct LogMonthFastReadTests {
    static func month(seed: UInt64) -> LogMonthFile {
        var numbers = SeededNumbers(seed: seed &+ 7)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        let ids = (0..<8).map { _ in SupplementID(UUID()) }
        var days: [SupplementLogEntry] = []
        for dayNumber in 1...30 where next(4) > 0 {
            let taken = ids.filter { _ in next(2) == 0 }
            days.append(
                SupplementLogEntry(date: LocalDate(daysSinceEpoch: 20_393 + dayNumber - 1), taken: taken))
        }
        return LogMonthFile(month: "2025-11", days: days)
    }

    @Test("generated months read back exactly and as JSONDecoder reads them", arguments: 0..<20)
    func roundTrip(seed: Int) throws {
        let file = Self.month(seed: UInt64(seed))
        #expect(try FastReadCheck.mismatches(file, fast: LogMonthFile.decodeFast).isEmpty)
    }

    @Test("ids not in fitshell's own form, and damage, go the standard way (nil here)")
    func declines() throws {
        let id = SupplementID(UUID())
        let plain = String(
            decoding: try DocumentCoder.encode(
                LogMonthFile(
                    month: "2025-11",
                    days: [SupplementLogEntry(date: LocalDate(daysSinceEpoch: 20_393), taken: [id])]),
                compact: true), as: UTF8.self)
        #expect(LogMonthFile.decodeFast(Data(plain.utf8)) != nil)
        for text in [
            plain.replacingOccurrences(of: id.description, with: id.description.uppercased()),
            plain.replacingOccurrences(of: id.description, with: "not-an-id"),
            plain.replacingOccurrences(of: "\"days\":", with: "\"days\":3,\"x\":"),
            plain.replacingOccurrences(of: "2025-11-01", with: "2025-11-31"),
        ] {
            #expect(text != plain && LogMonthFile.decodeFast(Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test("the hand-built writer gives JSONEncoder's bytes", arguments: 0..<20)
    func writes(seed: Int) throws {
        #expect(try FastReadCheck.writeMismatches(Self.month(seed: UInt64(seed))).isEmpty)
    }
}
