import CoreModels
import Testing

@Suite("Typed numbers: plain decimals read, anything another program reads differently refused")
struct TypedNumberTests {
    @Test(
        "plain decimals, with a point or a comma, a sign and spaces around",
        arguments: [
            ("82.5", 82.5), ("82,5", 82.5), ("135", 135), ("-3", -3), ("+2.5", 2.5), (" 100 ", 100),
            (".5", 0.5), ("0,125", 0.125), ("1,13", 1.13), ("1,1355", 1.1355), ("1135.000", 1135),
            ("102.25", 102.25), (",500", 0.5), ("1.135", 1.135),
        ])
    func reads(text: String, value: Double) {
        #expect(TypedNumber.parse(text) == value)
        #expect(TypedNumber.problem(in: text) == nil)
    }

    @Test(
        "hexadecimal, exponents, inf and nan, grouping, two separators, stray letters and blanks are refused",
        arguments: [
            "0x10", "0X1p3", "1e3", "2E-1", "inf", "-infinity", "nan", "1,135", "-2,500", "1,135.5",
            "1.135,5", "1 135", "82.5kg", "", "  ", ".", "5.", "-", "1..2", "١٢",
        ])
    func refuses(text: String) {
        #expect(TypedNumber.parse(text) == nil, "\(text)")
        #expect(TypedNumber.problem(in: text) != nil)
    }

    @Test("minus zero is zero (a weight of -0 would pass a check for at least 0 and be kept as -0)")
    func minusZero() throws {
        let value = try #require(TypedNumber.parse("-0"))
        #expect(value == 0 && value.sign == .plus)
        #expect(try #require(TypedNumber.parse("-0,0")).sign == .plus)
    }

    @Test("a comma before three digits says both readings")
    func grouping() {
        #expect(
            TypedNumber.groupingHint(in: "1,135")
                == "A comma before three digits may group thousands: write 1135 if it groups them, or 1.135 if it is a decimal comma."
        )
        #expect(
            TypedNumber.groupingHint(in: "1,500")?.hasSuffix(
                "write 1500 if it groups them, or 1.5 if it is a decimal comma.") == true)
        #expect(TypedNumber.groupingHint(in: "2,000")?.contains("or 2 if it is a decimal comma") == true)
        #expect(TypedNumber.groupingHint(in: "0x10") == nil)
        #expect(TypedNumber.groupingHint(in: "82,5") == nil)
    }
}
