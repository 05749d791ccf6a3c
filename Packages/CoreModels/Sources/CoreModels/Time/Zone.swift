#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A time zone as fitshell needs one: the offset from UTC at an instant, both ways.
///
/// `current` is the zone of the process (the `TZ` variable, else the system's), with its
/// daylight-saving rules from the C library's time zone database; the others are fixed offsets
/// (`utc`, and the `+01:00` an export names). No internationalization data is needed.
public struct Zone: Sendable, Hashable, CustomStringConvertible {
    private enum Rules: Sendable, Hashable {
        case system
        case fixed(Int)
    }

    private let rules: Rules

    /// The process's zone: `TZ`, else the system's.
    public static let current = Zone(rules: .system)
    /// Coordinated Universal Time.
    public static let utc = Zone(rules: .fixed(0))

    /// A zone `seconds` east of UTC all year (`3_600` is `+01:00`).
    public static func fixed(secondsEast seconds: Int) -> Zone { Zone(rules: .fixed(seconds)) }

    /// `UTC`/`GMT`/`Z`, or an offset such as `+01:00`, `-0530`, `+09`; `nil` otherwise.
    public init?(identifier: String) {
        let text = identifier.trimmingSpaces()
        if ["UTC", "GMT", "Z", "Etc/UTC", "Etc/GMT"].contains(text) {
            self = .utc
            return
        }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy(\.isASCII),
            let number = Int(digits)
        else { return nil }
        let (hours, minutes) = digits.count == 2 ? (number, 0) : (number / 100, number % 100)
        guard hours <= 14, minutes < 60 else { return nil }
        self = .fixed(secondsEast: (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60))
    }

    private init(rules: Rules) { self.rules = rules }

    /// `current`, `UTC` or `+01:00`.
    public var description: String {
        switch rules {
        case .system: return "current"
        case .fixed(let seconds):
            guard seconds != 0 else { return "UTC" }
            let minutes = abs(seconds) / 60
            return (seconds < 0 ? "-" : "+") + PlainText.zeroPadded(minutes / 60, 2) + ":"
                + PlainText.zeroPadded(minutes % 60, 2)
        }
    }

    /// Seconds east of UTC at `instant`.
    public func secondsEast(at instant: Date) -> Int {
        switch rules {
        case .fixed(let seconds): return seconds
        case .system:
            var time = time_t(instant.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            guard localtime_r(&time, &parts) != nil else { return 0 }
            return Int(parts.tm_gmtoff)
        }
    }

    /// The local day and the seconds since its midnight at `instant`.
    public func local(_ instant: Date) -> (date: LocalDate, secondsOfDay: Int) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + secondsEast(at: instant)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (LocalDate(daysSinceEpoch: days), seconds - days * 86_400)
    }

    /// The instant when local clocks show `seconds` after midnight of `date`. A time skipped by
    /// a change to summer time is read with the offset before the change; a time that happens
    /// twice, with the earlier one.
    public func instant(_ date: LocalDate, secondsOfDay seconds: Int) -> Date {
        let wall = Double(date.daysSinceEpoch) * 86_400 + Double(seconds)
        let guess = wall - Double(secondsEast(at: Date(timeIntervalSince1970: wall)))
        let first = secondsEast(at: Date(timeIntervalSince1970: guess))
        let candidate = wall - Double(first)
        let second = secondsEast(at: Date(timeIntervalSince1970: candidate))
        if second == first { return Date(timeIntervalSince1970: candidate) }
        // Near a change the offset differs on either side: take the earliest reading that shows
        // that wall time, else the offset from before the change.
        let earlier = wall - Double(max(first, second))
        if secondsEast(at: Date(timeIntervalSince1970: earlier)) == max(first, second) {
            return Date(timeIntervalSince1970: earlier)
        }
        return Date(timeIntervalSince1970: wall - Double(min(first, second)))
    }
}
