/// A plain-text table with aligned columns.
public struct TextTable: Sendable {
    /// How a column's cells are aligned.
    public enum Alignment: Sendable {
        case left, right
    }

    /// The column titles.
    public var headers: [String]
    /// The rows (each as many cells as headers).
    public var rows: [[String]]
    /// The alignment per column (left by default).
    public var alignments: [Alignment]

    /// Creates a table.
    public init(headers: [String], rows: [[String]], alignments: [Alignment] = []) {
        self.headers = headers
        self.rows = rows
        self.alignments = alignments
    }

    /// The table as lines, headers styled with `style`.
    public func render(style: Style) -> String {
        let columns = headers.count
        var widths = headers.map(Self.visibleWidth)
        for row in rows {
            for (index, cell) in row.prefix(columns).enumerated() {
                widths[index] = max(widths[index], Self.visibleWidth(cell))
            }
        }
        func line(_ cells: [String]) -> String {
            cells.prefix(columns).enumerated().map { index, cell in
                let pad = String(repeating: " ", count: max(0, widths[index] - Self.visibleWidth(cell)))
                let alignment = index < alignments.count ? alignments[index] : .left
                return alignment == .right ? pad + cell : (index == columns - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }
        return ([style.bold(line(headers))] + rows.map(line)).joined(separator: "\n")
    }

    /// Terminal cells on screen (wide characters and emoji take two), ignoring ANSI colour sequences.
    public static func visibleWidth(_ text: String) -> Int {
        asciiWidth(text) ?? narrowWidth(text) ?? characterWidth(text)
    }

    /// The width of text whose every scalar is printable ASCII, a colour sequence or one of the
    /// one-cell symbols the tables and the dashboard draw with (Latin letters with accents, `·`,
    /// `–`, `…`, arrows, box drawing, blocks such as `█▁`, shapes such as `●○▶`, `✓`), read
    /// scalar by scalar: none of them joins the next, so each is one cell. `nil` for any other
    /// text (a combining mark, an emoji, a wide character), which is read as characters.
    static func narrowWidth(_ text: String) -> Int? {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if inEscape {
                if value == 0x6D { inEscape = false }  // "m"
            } else if value == 0x1B {
                inEscape = true
            } else if isNarrowSymbol(value) {
                count += 1
            } else {
                return nil
            }
        }
        return count
    }

    /// Scalars that take one cell and never join the scalar after them.
    static func isNarrowSymbol(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC, 0x25FF, 0x2713:
            return true
        default:
            return false
        }
    }

    /// The width of text of printable ASCII and colour sequences alone, read byte by byte (each
    /// byte one cell): most cells are such text, and reading them as characters looked up each
    /// one's Unicode properties. `nil` for any other text.
    static func asciiWidth(_ text: String) -> Int? {
        var count = 0
        var inEscape = false
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            if inEscape {
                if byte == UInt8(ascii: "m") { inEscape = false }
            } else if byte == 0x1B {
                inEscape = true
            } else if (0x20...0x7E).contains(byte) {
                count += 1
            } else {
                return nil
            }
        }
        return count
    }

    /// `visibleWidth`, character by character.
    static func characterWidth(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += DisplayWidth.cells(character)
            }
        }
        return count
    }
}
