#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LocalDate {
    /// Parses strict ISO `YYYY-MM-DD`; `nil` when the text is not a real calendar day.
    public init?(iso text: String) {
        // Byte-level: every stored day (journal, weights, supplements) is read through here.
        var parts = (year: 0, month: 0, day: 0)
        var count = 0
        for byte in text.utf8 {
            count += 1
            if count == 5 || count == 8 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard count <= 10, (0x30...0x39).contains(byte) else { return nil }
            let digit = Int(byte - 0x30)
            switch count {
            case 1...4: parts.year = parts.year * 10 + digit
            case 6...7: parts.month = parts.month * 10 + digit
            default: parts.day = parts.day * 10 + digit
            }
        }
        guard count == 10 else { return nil }
        self.init(year: parts.year, month: parts.month, day: parts.day)
    }

    /// Parses what a person types for a day: `today`, `yesterday`, `tomorrow`, `-3` (three days
    /// ago), `+2`, or `YYYY-MM-DD`.
    ///
    /// - Parameters:
    ///   - text: the user's words.
    ///   - today: the day relative words count from.
    /// - Returns: the day, or `nil` when the text is none of these forms.
    public static func parse(_ text: String, today: LocalDate) -> LocalDate? {
        let word = text.trimmingSpaces().lowercased()
        switch word {
        case "today", "now", "0": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        default: break
        }
        if let first = word.first, first == "-" || first == "+",
            let offset = Int(word.dropFirst()), word.count <= 6
        {
            return today.adding(days: first == "-" ? -offset : offset)
        }
        return LocalDate(iso: word)
    }
}

extension LocalDate: Codable {
    /// Decodes `YYYY-MM-DD`; any other text is a data error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a calendar day (YYYY-MM-DD)")
        }
        self = date
    }

    /// Encodes as `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
