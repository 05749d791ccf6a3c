import CoreModels
import Foundation
import Testing

@Suite("Zone: offsets both ways without internationalization data")
struct ZoneTests {
    @Test("fixed zones: identifiers, local day and time, and back")
    func fixed() throws {
        #expect(Zone(identifier: "UTC") == .utc && Zone(identifier: "Z") == .utc)
        #expect(Zone(identifier: "+01:00") == .fixed(secondsEast: 3_600))
        #expect(Zone(identifier: "-0530") == .fixed(secondsEast: -19_800))
        #expect(Zone(identifier: "+09")?.description == "+09:00")
        #expect(Zone(identifier: "Europe/Berlin") == nil && Zone(identifier: "+25:00") == nil)
        let instant = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z
        let tokyo = Zone.fixed(secondsEast: 9 * 3_600)
        let local = tokyo.local(instant)
        #expect(local.date.description == "2023-11-15" && local.secondsOfDay == 7 * 3_600 + 13 * 60 + 20)
        #expect(tokyo.instant(local.date, secondsOfDay: local.secondsOfDay) == instant)
        let before = Zone.fixed(secondsEast: -8 * 3_600).local(Date(timeIntervalSince1970: -1))
        #expect(before.date.description == "1969-12-31" && before.secondsOfDay == 16 * 3_600 - 1)
    }

    /// Whether the C library can read the zone `TZ` names (no `TZ`, or its file is there).
    static var zoneDataPresent: Bool {
        guard let zone = ProcessInfo.processInfo.environment["TZ"], !zone.isEmpty, zone != "UTC" else {
            return true
        }
        return FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + zone)
    }

    @Test(
        "the process's zone agrees with Foundation's time zone database, both ways, over 40 years",
        .enabled(
            if: zoneDataPresent, "TZ names a zone that /usr/share/zoneinfo does not have (install tzdata)"))
    func current() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        for step in 0..<2_000 {
            // Every 7 days and 1h 1m from 1990: all seasons, hours and both sides of every change.
            let instant = Date(timeIntervalSince1970: 631_152_000 + Double(step) * (7 * 86_400 + 3_660))
            #expect(Zone.current.secondsEast(at: instant) == TimeZone.current.secondsFromGMT(for: instant))
            let local = Zone.current.local(instant)
            let parts = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute, .second], from: instant)
            #expect(
                local.date == LocalDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
            #expect(
                local.secondsOfDay == (parts.hour ?? 0) * 3_600 + (parts.minute ?? 0) * 60
                    + (parts.second ?? 0))
            #expect(
                Zone.current.local(Zone.current.instant(local.date, secondsOfDay: local.secondsOfDay))
                    == local)
        }
    }
}
