import Testing

@testable import CoreModels

@Suite("Names: the ASCII shortcut cleans as the general rule does")
struct NameTextShortcutTests {
    static let alphabet: [String] = [
        "a", "Z", "0", "~", "|", " ", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{01}", "\u{1F}", "\u{7F}",
        "\u{85}", "\u{A0}", "\u{200B}", "\u{FEFF}", "é", "e\u{301}", "💪",
    ]

    @Test("200,000 generated names of printable ASCII, spaces, controls and Unicode white space")
    func generated() {
        var random = ArchiveRandom(seed: 77)
        for _ in 0..<200_000 {
            let name = (0..<random.below(9)).map { _ in Self.alphabet[random.below(Self.alphabet.count)] }
                .joined()
            #expect(NameText.clean(name) == NameText.cleanScalars(name), "\(Array(name.unicodeScalars))")
        }
    }

    @Test("the shortcut takes only text already clean")
    func shortcut() {
        #expect(NameText.isCleanASCII("slept well"))
        #expect(NameText.isCleanASCII("Bench Press (Barbell) | 5x5"))
        for name in ["", " ", " a", "a ", "a  b", "a\tb", "a\u{7F}", "é", "a\u{0}b"] {
            #expect(!NameText.isCleanASCII(name), "\(Array(name.unicodeScalars))")
        }
    }
}
