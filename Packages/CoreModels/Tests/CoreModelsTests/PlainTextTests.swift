import CoreModels
import Foundation
import Testing

@Suite("PlainText: what Foundation's formatting did, without it")
struct PlainTextTests {
    @Test("fixed decimals match String(format:) for the values fitshell shows")
    func fixedMatchesFormat() {
        var numbers = Numbers(seed: 42)
        func next() -> UInt64 { numbers.next() }
        var mismatches: [String] = []
        for index in 0..<200_000 {
            // Weights in kg and lb at 6 decimals, halves, plate steps, volumes and ratios.
            let raw = Double(next() % 100_000_000) / [1, 10, 100, 1_000, 1_000_000][index % 5]
            let value = index % 7 == 0 ? -raw : raw
            for digits in [0, 1, 2, 4] {
                let ours = PlainText.fixed(value, digits)
                let theirs = String(format: "%.\(digits)f", value)
                if ours != theirs, mismatches.count < 5 {
                    mismatches.append("\(value) \(digits): \(ours) vs \(theirs)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // Values no decimal writes exactly: ratios, estimated maxima, pounds from kilograms,
        // and values a hair either side of a tie at each number of decimals.
        for index in 0..<100_000 {
            let weight = Double(next() % 40_000) / 100
            let reps = Double(next() % 30 + 1)
            let ratio = Double(next() % 1_000_000) / Double(next() % 997 + 1)
            let tie = (Double(next() % 1_000_000) + 0.5) / [1, 10, 100, 1_000][index % 4]
            for value in [
                weight * (1 + reps / 30), weight / 0.453_592_37, ratio, -ratio, tie, tie.nextUp, tie.nextDown,
            ] {
                for digits in [0, 1, 2, 3, 6] {
                    let ours = PlainText.fixed(value, digits)
                    let theirs = String(format: "%.\(digits)f", value)
                    if ours != theirs, mismatches.count < 5 {
                        mismatches.append("\(value) \(digits): \(ours) vs \(theirs)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // Signed zeros, tiny and huge values, ties, and values past the exact-digits shortcut.
        for value in [-0.0, 0.0, 0.005, -0.005, 0.125, 2.675, 1e-7, 1e15, -2.5e14, 0x1p50 / 100, 0.1 + 0.2] {
            for digits in 0...7 {
                #expect(
                    PlainText.fixed(value, digits) == String(format: "%.\(digits)f", value),
                    "\(value) \(digits)")
            }
        }
    }

    @Test("trimmed numbers are the fixed decimals without trailing zeros, and never -0")
    func trimmedMatchesFixed() {
        var numbers = Numbers(seed: 7)
        func next() -> UInt64 { numbers.next() }
        func expected(_ value: Double, _ digits: Int) -> String {
            var text = String(format: "%.\(digits)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text == "-0" ? "0" : text
        }
        var mismatches: [String] = []
        let fixedValues: [Double] = [
            0, -0.0, -0.001, -0.004, 0.004, 0.005, 100, -100, 82.4, 12.35, 1e15, 2.675,
        ]
        for index in 0..<100_000 {
            let raw = Double(next() % 10_000_000) / [1, 10, 100, 1_000, 7, 0.453_592_37][index % 6]
            for value in [raw, -raw] + (index < fixedValues.count ? [fixedValues[index]] : []) {
                for digits in [0, 1, 2, 3]
                where PlainText.trimmed(value, upTo: digits) != expected(value, digits) {
                    if mismatches.count < 5 {
                        mismatches.append("\(value) \(digits): \(PlainText.trimmed(value, upTo: digits))")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(Mass.number(-0.001) == "0")
        #expect(Mass.number(100) == "100")
        #expect(Mass.number(-12.5) == "-12.5")
    }

    @Test("accents fold exactly as Foundation's diacritic-insensitive folding, letter by letter")
    func folding() {
        // Every letter of Latin-1 and Latin Extended-A, alone, in a name, and decomposed.
        for value in UInt32(0xC0)...0x17F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let name = "Curl \(Character(scalar))x"
            #expect(
                PlainText.foldingAccents(name) == name.folding(options: [.diacriticInsensitive], locale: nil),
                "\(name)")
            let decomposed = name.decomposedStringWithCanonicalMapping
            #expect(
                PlainText.foldingAccents(decomposed)
                    == decomposed.folding(options: [.diacriticInsensitive], locale: nil),
                "\(name) decomposed")
        }
        #expect(PlainText.foldingAccents("Développé Couché") == "Developpe Couche")
        #expect(PlainText.foldingAccents("Łódź Straße") == "Łodz Straße")
    }

    @Test("trimming 5,000 generated texts (and their substrings) matches Foundation's whitespace sets")
    func trimmingGenerated() {
        var numbers = Numbers(seed: 3)
        let pieces = [
            " ", "\t", "\n", "\r\n", "\r", "a", "é", "\u{00A0}", "\u{301}", "\u{3000}", "x y", "\u{0B}", "💪",
        ]
        for _ in 0..<5_000 {
            let text = (0..<Int(numbers.next() % 7)).map { _ in
                pieces[Int(numbers.next() % UInt64(pieces.count))]
            }
            .joined()
            let wrapped = "[" + text + "]"
            // Cut by scalars: a leading combining accent would join the bracket as one character.
            let inner = Substring(wrapped.unicodeScalars.dropFirst().dropLast())
            for newlines in [false, true] {
                let set: CharacterSet = newlines ? .whitespacesAndNewlines : .whitespaces
                #expect(
                    text.trimmingSpaces(newlines: newlines) == text.trimmingCharacters(in: set),
                    "\(text.debugDescription)")
                #expect(inner.trimmingSpaces(newlines: newlines) == text.trimmingCharacters(in: set))
            }
        }
    }

    @Test("trimming matches Foundation's whitespace sets")
    func trimming() {
        for text in ["  a b \t", "\u{00A0}x\u{2003}", "\n y \r\n", "", " ", "é ", "\u{3000}全角\u{3000}"] {
            #expect(
                text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)"
            )
            #expect(
                text.trimmingSpaces(newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(text.debugDescription)")
        }
    }
}

/// A seeded sequence of pseudo-random numbers (a 64-bit LCG's high bits), the same every run.
struct Numbers {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
}
