#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the calendar day from the date texts exports use: `2024-03-05`, `2024-03-05 07:48:00`,
/// `2024-03-05T07:48:00Z`, `2024/03/05`, `05/03/2024` or `03/05/2024` (by `order`),
/// `05.03.2024`, `5 Mar 2024`, `15 Sep 2025, 07:48`, `23 Jun 2021 at 10:39:35`.
///
/// `parse` takes the day as written; `local(_:day:in:)` moves a reading whose text names an
/// offset from UTC (`Z`, `+01:00`) to the day it was in a given time zone.
public enum CSVDate {
    /// How an all-numeric day with the year last is ordered.
    public enum Order: String, Sendable, CaseIterable {
        /// Day first: `31/12/2024` (most of the world).
        case dayMonthYear = "dmy"
        /// Month first: `12/31/2024` (the US).
        case monthDayYear = "mdy"
    }

    /// The day in `text`, or `nil` when it is not a real day in a known form.
    public static func parse(_ text: String, order: Order = .dayMonthYear) -> LocalDate? {
        let trimmed = text.trimmingSpaces()
        if let parts = numericParts(trimmed) {
            if parts.0 >= 1000 { return LocalDate(year: parts.0, month: parts.1, day: parts.2) }
            guard parts.2 >= 1000 else { return nil }
            switch order {
            case .dayMonthYear: return LocalDate(year: parts.2, month: parts.1, day: parts.0)
            case .monthDayYear: return LocalDate(year: parts.2, month: parts.0, day: parts.1)
            }
        }
        return named(trimmed)
    }

    /// The three numbers of an all-numeric day (`05/03/2024` → 5, 3, 2024), for deciding the order.
    public static func numericParts(_ text: String) -> (Int, Int, Int)? {
        var parts = (0, 0, 0)
        var count = 0
        var digits = 0
        var value = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 9 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                continue
            case UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"):
                break
            case UInt8(ascii: " "), UInt8(ascii: "T"), UInt8(ascii: ","):
                if count == 0 && digits == 0 { continue }  // leading blanks
                guard count == 2, digits > 0 else { return nil }
                return (parts.0, parts.1, value)
            case 0x09: if count == 0 && digits == 0 { continue } else { return nil }
            default: return nil
            }
            guard digits > 0, count < 2 else { return nil }
            if count == 0 { parts.0 = value } else { parts.1 = value }
            count += 1
            digits = 0
            value = 0
        }
        guard count == 2, digits > 0 else { return nil }
        return (parts.0, parts.1, value)
    }

    /// Seconds since midnight of the first `H:MM` or `H:MM:SS` in `text`, if any; a following
    /// `AM`/`PM` (after spaces, including the narrow no-break space newer exports use) is applied.
    public static func timeOfDay(_ text: String) -> Int? {
        guard let found = timeRun(Array(text.utf8)) else { return nil }
        return found.seconds
    }

    /// The day and time of day in `zone` of a reading whose text is `text` and whose written
    /// day is `day`: when the text names an offset from UTC (`2024-03-01T03:00Z`), the instant
    /// it names, in `zone` (New York's 2024-02-29 at 22:00); otherwise the day and time as
    /// written (a time without an offset is local already). The time is `nil` when none is written.
    public static func local(_ text: String, day: LocalDate, in zone: Zone) -> (day: LocalDate, seconds: Int?)
    {
        let seconds = timeOfDay(text)
        guard let seconds, let offset = utcOffset(text) else { return (day, seconds) }
        let instant = Date(timeIntervalSince1970: Double(day.daysSinceEpoch * 86_400 + seconds - offset))
        let local = zone.local(instant)
        return (local.date, local.secondsOfDay)
    }

    /// The offset from UTC in seconds that `text` names right after its time (`Z`, `+01:00`,
    /// `-0500`), or `nil` when it names none (the time is then local).
    public static func utcOffset(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard var index = timeRun(bytes)?.end else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {  // fractional seconds
            index += 1
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") { return 0 }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        let digits = bytes[(index + 1)...].prefix(5).filter { $0 != UInt8(ascii: ":") }.prefix(4)
        guard digits.count == 4, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let values = digits.map { Int($0 - 0x30) }
        let hours = values[0] * 10 + values[1]
        let minutes = values[2] * 10 + values[3]
        guard hours <= 14, minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// The first clock time in `bytes`: its seconds since midnight (AM/PM applied) and where
    /// the clock digits end.
    private static func timeRun(_ bytes: [UInt8]) -> (seconds: Int, end: Int)? {
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var index = 0
        while index < bytes.count {
            if isDigit(bytes[index]) {
                var end = index
                while end < bytes.count, isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ":") { end += 1 }
                let run = bytes[index..<end]
                if run.contains(UInt8(ascii: ":")) {
                    let parts = run.split(separator: UInt8(ascii: ":")).map { piece in
                        piece.count <= 4 ? piece.reduce(0) { $0 * 10 + Int($1 - 0x30) } : Int.max
                    }
                    if (2...3).contains(parts.count), parts[0] < 24, parts[1] < 60,
                        parts.count == 2 || parts[2] < 61
                    {
                        var hours = parts[0]
                        switch meridiem(bytes, after: end) {
                        case .some(true) where (1...12).contains(hours): hours = hours % 12 + 12
                        case .some(false) where (1...12).contains(hours): hours %= 12
                        default: break
                        }
                        return (hours * 3600 + parts[1] * 60 + (parts.count == 3 ? parts[2] : 0), end)
                    }
                }
                index = end
            }
            index += 1
        }
        return nil
    }

    /// `true` for PM, `false` for AM, `nil` for neither, reading after `index` past spaces
    /// (including U+00A0 and U+202F) and optional seconds fractions.
    private static func meridiem(_ bytes: [UInt8], after index: Int) -> Bool? {
        var index = index
        while index < bytes.count {
            if bytes[index] == 0x20 {
                index += 1
            } else if index + 1 < bytes.count, bytes[index] == 0xC2, bytes[index + 1] == 0xA0 {
                index += 2
            } else if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xAF
            {
                index += 3
            } else {
                break
            }
        }
        guard index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "m") else { return nil }
        if index + 2 < bytes.count, (bytes[index + 2] | 0x20) >= UInt8(ascii: "a"),
            (bytes[index + 2] | 0x20) <= UInt8(ascii: "z")
        {
            return nil
        }
        switch bytes[index] | 0x20 {
        case UInt8(ascii: "a"): return false
        case UInt8(ascii: "p"): return true
        default: return nil
        }
    }

    private static let months = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// `5 Mar 2024`, `15 Sep 2025, 07:48`, `23 Jun 2021 at 10:39:35`, `March 5, 2024`.
    private static func named(_ text: String) -> LocalDate? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard words.count >= 3 else { return nil }
        func month(_ word: String) -> Int? {
            months.firstIndex { word.hasPrefix($0) }.map { $0 + 1 }
        }
        if let day = Int(words[0]), let m = month(words[1]), let year = Int(words[2]) {
            return LocalDate(year: year, month: m, day: day)
        }
        if let m = month(words[0]), let day = Int(words[1]), let year = Int(words[2]) {
            return LocalDate(year: year, month: m, day: day)
        }
        return nil
    }
}
