#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A calendar day with no time and no time zone, written `YYYY-MM-DD`.
///
/// Days are the unit of the journal, the supplement log and body weight, so they never
/// travel as a `Date` at midnight (which shifts with the time zone). Arithmetic works on a
/// proleptic Gregorian day number, so it needs no `Calendar`.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Creates a date when the three parts name a real calendar day, otherwise `nil`.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates the date `days` days after 1970-01-01 (negative numbers go back).
    public init(daysSinceEpoch days: Int) {
        // Civil-from-days (H. Hinnant's algorithm), valid for the whole proleptic calendar.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// The number of days since 1970-01-01.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `count` days later (or earlier when negative).
    public func adding(days count: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// The number of days from `self` to `other` (positive when `other` is later).
    public func days(until other: LocalDate) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    /// The ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (ISO 4).
        let offset = (daysSinceEpoch + 3) % 7
        return (offset < 0 ? offset + 7 : offset) + 1
    }

    /// The Monday of the ISO week that holds this date.
    public var startOfWeek: LocalDate { adding(days: 1 - isoWeekday) }

    /// The English name of `month` (1–12): `January` … `December`.
    public static func monthName(_ month: Int) -> String {
        [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ][(max(1, min(12, month)) - 1)]
    }

    /// The English three-letter name of `month` (1–12): `Jan` … `Dec`.
    public static func monthAbbreviation(_ month: Int) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
            max(1, min(12, month)) - 1]
    }

    /// The month's English three-letter name: `Jan` … `Dec`.
    public var monthAbbreviation: String { Self.monthAbbreviation(month) }

    /// `YYYY-MM`, the key of the month that holds this date (used to partition files).
    public var monthKey: String {
        PlainText.zeroPadded(year, 4) + "-" + PlainText.zeroPadded(month, 2)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        PlainText.zeroPadded(year, 4) + "-" + PlainText.zeroPadded(month, 2) + "-"
            + PlainText.zeroPadded(day, 2)
    }

    /// The day that holds `instant` in `timeZone`.
    public init(_ instant: Date, in timeZone: Zone) {
        self = timeZone.local(instant).date
    }

    /// Today in `timeZone` according to `clock`.
    public static func today(in timeZone: Zone, clock: any WallClock) -> LocalDate {
        LocalDate(clock.now, in: timeZone)
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
