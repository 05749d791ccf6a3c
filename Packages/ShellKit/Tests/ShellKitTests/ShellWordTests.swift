import Testing

@testable import ShellKit

@Suite("A name as one word of a suggested command")
struct ShellWordTests {
    @Test(
        "double quotes for plain names; single quotes (a quote inside escaped) when a shell would read inside double quotes"
    )
    func quoting() {
        #expect(Text.shellWord("Upper A") == "\"Upper A\"")
        #expect(Text.shellWord("Kniebeuge 💪") == "\"Kniebeuge 💪\"")
        #expect(Text.shellWord("He said \"push\" day") == "'He said \"push\" day'")
        #expect(Text.shellWord("$HOME's day") == "'$HOME'\\''s day'")
        #expect(Text.shellWord("a\\b") == "'a\\b'")
        #expect(Text.shellWord("Wow!") == "'Wow!'")
    }
}
