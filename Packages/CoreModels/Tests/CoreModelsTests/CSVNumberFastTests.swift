import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

@Suite("CSV numbers: the plain-decimal shortcut reads what the C library reads")
struct CSVNumberFastTests {
    @Test("generated decimals of up to 15 digits, signed and not, read bit for bit as strtod reads them")
    func generated() {
        var numbers = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        var checked = 0
        for _ in 0..<50_000 {
            let count = 1 + Int(next(15))
            var text = (0..<count).map { _ in String(next(10)) }.joined()
            if next(2) == 0 {
                let dot = 1 + Int(next(UInt64(count)))
                if dot < count {
                    text.insert(".", at: text.index(text.startIndex, offsetBy: dot))
                }
            }
            if next(4) == 0 { text = "-" + text }
            guard let expected = Double(text) else { continue }
            let read = CSVNumber.plainDecimal(text)
            #expect(read?.bitPattern == expected.bitPattern, "\(text)")
            #expect(CSVNumber.parse(text)?.bitPattern == expected.bitPattern, "\(text)")
            checked += 1
        }
        #expect(checked > 49_000)
    }

    @Test(
        "anything else is left to the full reading",
        arguments: [
            "", "-", ".", "82.", ".5", "-.5", "1e3", "82,4", " 82", "82 ", "+1", "1.2.3", "--1", "1-2",
            "1234567890123456", "0.1234567890123456", "12.900000000000034", "nan", "inf", "١٢",
        ])
    func declines(text: String) {
        #expect(CSVNumber.plainDecimal(text) == nil)
    }

    @Test("what the shortcut declines still reads as before")
    func fullReading() {
        #expect(CSVNumber.parse("82,4") == 82.4)
        #expect(CSVNumber.parse(" 82.5 ") == 82.5)
        #expect(CSVNumber.parse("1234567890123456") == 1_234_567_890_123_456)
        #expect(CSVNumber.parse("12.900000000000034") == 12.900000000000034)
        #expect(CSVNumber.parse("1e3") == 1000)
        #expect(CSVNumber.parse("nan") == nil)
    }
}
