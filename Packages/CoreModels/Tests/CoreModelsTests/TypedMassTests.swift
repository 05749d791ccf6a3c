import CoreModels
import Testing

@Suite("TypedMass: a number with its unit after it, as people type weights")
struct TypedMassTests {
    @Test("a number alone, or with kg/lb after it, with or without a space; anything else is refused")
    func parse() {
        #expect(TypedMass.parse("82.4")?.value == 82.4 && TypedMass.parse("82.4")?.unit == nil)
        #expect(
            TypedMass.parse("82.3kg").map { [$0.value] } == [82.3]
                && TypedMass.parse("82.3kg")?.unit == .kilograms)
        #expect(TypedMass.parse(" 181.4 lb ")?.unit == .pounds && TypedMass.parse("181.4 lb")?.value == 181.4)
        #expect(TypedMass.parse("181,4lbs")?.value == 181.4 && TypedMass.parse("135LB")?.unit == .pounds)
        for text in ["", "kg", "80xg", "80 kg kg", "1,135lb", "lb80", "80 k g", "0x10kg", "nan kg", "80kgs5"]
        {
            #expect(TypedMass.parse(text) == nil, "\(text)")
        }
    }
}
