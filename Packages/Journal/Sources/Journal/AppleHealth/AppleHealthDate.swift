import CoreModels

/// Apple Health's timestamps, `2024-03-01 07:12:00 +0100`: the local day and time as the
/// device showed them, and the instant.
public struct AppleHealthDate: Sendable, Equatable {
    /// The day as written (the user's local day when it was recorded).
    public let day: LocalDate
    /// Seconds since midnight, as written.
    public let secondOfDay: Int
    /// Seconds since 1970-01-01 UTC.
    public let epochSeconds: Int

    /// Reads `YYYY-MM-DD HH:MM:SS ±HHMM` (the offset may also be `Z` or absent: UTC) of a year
    /// from 1900 to 2199; `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let dayOfMonth = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            hour < 24, minute < 60, second < 61,
            // The years the stores keep and every day option takes (1800 wrote weight/1800.json,
            // which nothing could then list or remove).
            (1900...2199).contains(year),
            let day = LocalDate(year: year, month: month, day: dayOfMonth)
        else { return nil }
        var offset = 0
        var rest = bytes[19...].drop { $0 == UInt8(ascii: " ") }
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            rest = rest.dropFirst()
            let digits = rest.filter { $0 != UInt8(ascii: ":") }
            guard digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
            let values = digits.map { Int($0) - 48 }
            let hours = values[0] * 10 + values[1]
            let minutes = values[2] * 10 + values[3]
            guard hours <= 14, minutes < 60 else { return nil }
            offset = (hours * 60 + minutes) * 60 * (sign == UInt8(ascii: "-") ? -1 : 1)
        } else if let zulu = rest.first, zulu == UInt8(ascii: "Z") {
            rest = rest.dropFirst()
        } else if !rest.isEmpty {
            return nil
        }
        self.day = day
        secondOfDay = hour * 3600 + minute * 60 + second
        epochSeconds = day.daysSinceEpoch * 86_400 + secondOfDay - offset
    }
}
