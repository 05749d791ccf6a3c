import Journal
import Testing

@Suite("JournalTag")
struct JournalTagTests {
    @Test("names are trimmed and inner spaces collapsed; empty names are refused")
    func names() {
        #expect(JournalTag("  slept   well ")?.name == "slept well")
        #expect(JournalTag("   ") == nil)
    }

    @Test("keys ignore case and accents")
    func keys() {
        #expect(JournalTag("Café")?.key == JournalTag("cafe")?.key)
        #expect(JournalTag("Sore")?.key == "sore")
    }
}
