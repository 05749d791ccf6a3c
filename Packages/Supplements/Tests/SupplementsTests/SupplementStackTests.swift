import Supplements
import Testing

@Suite("SupplementStack")
struct SupplementStackTests {
    @Test("parses common words for the two stacks")
    func parsing() {
        #expect(SupplementStack(parsing: "AM") == .morning)
        #expect(SupplementStack(parsing: "night") == .evening)
        #expect(SupplementStack(parsing: "noon") == nil)
        #expect(SupplementStack.allCases.map(\.displayName) == ["Morning", "Evening"])
    }
}
