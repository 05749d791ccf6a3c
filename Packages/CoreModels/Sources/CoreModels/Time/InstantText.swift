#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an ISO-8601 instant written the internet way (RFC 3339):
/// `2026-11-23T08:00:00Z`, `2026-11-23T09:00:00+01:00`, `2026-11-23T08:00:00.250Z`.
///
/// Strict and small: a real calendar day in a year from 1900 to 2199, a time of day within
/// 00:00:00–23:59:59 and an explicit zone (`Z` or `±HH:MM`/`±HHMM`). Anything else is `nil`,
/// never a rolled-over date. Foundation's ISO-8601 parser does the same job, but setting it up
/// costs more than a short command's whole run.
public enum InstantText {
    /// The instant `text` names, or `nil` when it is not one.
    public static func parse(_ text: String) -> Date? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.digits(4), reader.take("-"), let month = reader.digits(2), reader.take("-"),
            let dayNumber = reader.digits(2), reader.take("T") || reader.take("t"),
            let hour = reader.digits(2), reader.take(":"), let minute = reader.digits(2), reader.take(":"),
            let second = reader.digits(2),
            (1900...2199).contains(year), hour < 24, minute < 60, second < 60,
            let day = LocalDate(year: year, month: month, day: dayNumber)
        else { return nil }
        var fraction = 0.0
        if reader.take(".") {
            // Up to nine digits as a whole number over a power of ten (one rounding); more are
            // below a nanosecond and ignored.
            var units = 0
            var count = 0
            while let digit = reader.digit() {
                if count < 9 {
                    units = units * 10 + digit
                    count += 1
                }
            }
            guard count > 0 else { return nil }
            var scale = 1.0
            for _ in 0..<count { scale *= 10 }
            fraction = Double(units) / scale
        }
        guard let offset = reader.zoneOffset(), reader.atEnd else { return nil }
        let seconds = day.daysSinceEpoch * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// `date` as `JSONEncoder`'s `.iso8601` strategy writes it: UTC, whole seconds (the
    /// fraction dropped, rounding down), `2026-11-23T08:00:00Z`; `nil` outside the years
    /// 1900–2199 that `parse` reads (a writer then leaves the date to the encoder).
    public static func format(_ date: Date) -> String? {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, interval >= -2_208_988_800, interval < 7_258_118_400 else { return nil }
        return utc(date)
    }

    /// `date` written as `format` writes it, for any instant a `Date` of a real day holds.
    public static func utc(_ date: Date) -> String {
        let (day, seconds) = Zone.utc.local(date)
        return day.description + "T" + PlainText.zeroPadded(seconds / 3_600, 2) + ":"
            + PlainText.zeroPadded(seconds / 60 % 60, 2) + ":" + PlainText.zeroPadded(seconds % 60, 2) + "Z"
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, (48...57).contains(bytes[index]) else { return nil }
            index += 1
            return Int(bytes[index - 1] - 48)
        }

        mutating func digits(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        /// Seconds east of UTC: `Z`, `+HH:MM`, `-HH:MM`, `+HHMM` or `-HHMM`.
        mutating func zoneOffset() -> Int? {
            if take("Z") || take("z") { return 0 }
            let sign: Int
            if take("+") {
                sign = 1
            } else if take("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = digits(2) else { return nil }
            _ = take(":")
            guard let minutes = digits(2), hours < 24, minutes < 60 else { return nil }
            return sign * (hours * 3_600 + minutes * 60)
        }
    }
}
