import Foundation

extension LocalDate {
    /// Parses strict ISO `YYYY-MM-DD`; `nil` when the text is not a real calendar day.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Parses what a person types for a day: `today`, `yesterday`, `tomorrow`, `-3` (three days
    /// ago), `+2`, or `YYYY-MM-DD`.
    ///
    /// - Parameters:
    ///   - text: the user's words.
    ///   - today: the day relative words count from.
    /// - Returns: the day, or `nil` when the text is none of these forms.
    public static func parse(_ text: String, today: LocalDate) -> LocalDate? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
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
