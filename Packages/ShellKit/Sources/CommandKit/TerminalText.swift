/// Makes text safe for a terminal: control characters and escape sequences that came with
/// user data (an exercise named "\u{1B}[2J" would clear the screen, an OSC sequence would set the
/// window title) are shown visibly instead (`\e[2J`), and so are the bidirectional overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069), which turn the rest of a line around; newlines and
/// tabs stay.
public enum TerminalText {
    /// `text` with every control character made visible. With `keepingStyles`, the colour
    /// sequences the program itself writes (`ESC [ digits ; … m`) pass unchanged.
    public static func safe(_ text: String, keepingStyles: Bool) -> String {
        guard needsWork(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", keepingStyles, let end = colourSequenceEnd(scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            result += visible(scalar)
            index += 1
        }
        return result
    }

    /// Whether `text` holds anything to escape (fast check over its bytes).
    static func needsWork(_ text: String) -> Bool {
        // Read through the contiguous bytes (a walk of the UTF-8 view costs several times as
        // much a byte: every line printed passes here).
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            var beforePrevious: UInt8 = 0
            for byte in bytes {
                // Printable ASCII (0x20–0x7E), nearly every byte, is let through at once.
                if byte &- 0x20 < 0x5F {
                    beforePrevious = previous
                    previous = byte
                    continue
                }
                if byte < 0x20, byte != 0x0A, byte != 0x09 { return true }
                if byte == 0x7F { return true }
                // C1 controls (U+0080–U+009F).
                if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
                // U+202A–U+202E (E2 80 AA–AE) and U+2066–U+2069 (E2 81 A6–A9).
                if beforePrevious == 0xE2, previous == 0x80, (0xAA...0xAE).contains(byte) { return true }
                if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) { return true }
                beforePrevious = previous
                previous = byte
            }
            return false
        }
    }

    /// The end index of a colour sequence `ESC [ (digits|;)* m` starting at `start`, if it is one.
    static func colourSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, index - start < 24 {
            let scalar = scalars[index]
            if scalar == "m" { return index }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            index += 1
        }
        return nil
    }

    /// How one scalar is shown: itself, or a visible escape for a control character.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A, 0x09: return String(scalar)
        case 0x1B: return "\\e"
        case 0x0D: return "\\r"
        case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + hex + "}"
        default: return String(scalar)
        }
    }
}
