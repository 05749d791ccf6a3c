import Testing

@testable import WorkoutSessionCommands

@Suite("SVG text is XML")
struct SVGEscapeTests {
    @Test("markup is escaped and characters XML forbids are dropped")
    func escape() {
        #expect(SVGChart.escape("a<b>&\"'\u{1B}[2J\u{0}\u{FFFE}ok") == "a&lt;b&gt;&amp;&quot;&apos;[2Jok")
    }
}
