import CoreModelsTesting
import Testing

@testable import CommandKit

@Suite("Text widths: the ASCII shortcut measures what the character-by-character count measures")
struct TextWidthTests {
    @Test("5,000 generated cells: ASCII, colour sequences, tabs, accents, CJK, emoji and joiners")
    func generated() {
        let pieces = [
            "Squat", " ", "100", "kg", "×", "\u{1B}[1m", "\u{1B}[0m", "\u{1B}[38;5;33m", "\t", "é",
            "e\u{301}", "日本",
            "🏋️", "👩‍👩‍👧", "\r\n", "~", "|", "\u{7F}", "\u{200B}", "·", "█▁▄", "●", "○", "▶", "▶\u{FE0F}",
            "✓", "–", "…", "→", "─", "\u{301}", "\u{25FD}", "\u{00AD}",
        ]
        var numbers = SeededNumbers(seed: 99)
        func next(_ bound: Int) -> Int { numbers.below(bound) }
        var shortcuts = 0
        for _ in 0..<5_000 {
            let text = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(
                TextTable.visibleWidth(text) == TextTable.characterWidth(text), "\(text.debugDescription)")
            if TextTable.asciiWidth(text) != nil { shortcuts += 1 }
        }
        #expect(shortcuts > 100, "the shortcut is taken for plain text")
    }

    @Test("every scalar the one-cell shortcut takes is one cell, alone and before each other")
    func narrowSymbols() {
        let scalars = (0x20...0x2800).compactMap { Unicode.Scalar(UInt32($0)) }.filter {
            TextTable.isNarrowSymbol($0.value)
        }
        #expect(scalars.count > 1_000)
        for scalar in scalars {
            let text = String(scalar)
            #expect(TextTable.characterWidth(text) == 1, "U+\(String(scalar.value, radix: 16))")
            #expect(TextTable.visibleWidth(text + "·" + text) == TextTable.characterWidth(text + "·" + text))
        }
        #expect(TextTable.narrowWidth("\u{1B}[2m█▁▄ ●○ · 5 sets\u{1B}[0m") == 15)
        #expect(TextTable.narrowWidth("e\u{301}") == nil, "a combining mark joins the letter before it")
        #expect(TextTable.narrowWidth("▶\u{FE0F}") == nil, "the emoji presentation takes two cells")
        #expect(TextTable.narrowWidth("日") == nil)
    }

    @Test("plain text and colour sequences take the shortcut; anything else does not")
    func shortcut() {
        #expect(TextTable.asciiWidth("Barbell Squat  3 x 5") == 20)
        #expect(TextTable.asciiWidth("\u{1B}[1mPR\u{1B}[0m") == 2)
        #expect(TextTable.asciiWidth("") == 0)
        #expect(TextTable.asciiWidth("a\tb") == nil)
        #expect(TextTable.asciiWidth("100 × 5") == nil)
    }
}
