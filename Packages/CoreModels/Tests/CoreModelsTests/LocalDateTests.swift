import CoreModels
import Foundation
import Testing

@Suite("LocalDate")
struct LocalDateTests {
    @Test("parses strict ISO days and rejects impossible ones")
    func isoParsing() throws {
        let date = try #require(LocalDate(iso: "2024-02-29"))
        #expect(date.year == 2024 && date.month == 2 && date.day == 29)
        #expect(LocalDate(iso: "2023-02-29") == nil)
        #expect(LocalDate(iso: "2023-13-01") == nil)
        #expect(LocalDate(iso: "2023-1-01") == nil)
        #expect(LocalDate(iso: "20230101") == nil)
        #expect(LocalDate(iso: "") == nil)
    }

    @Test("relative words: today, yesterday, -3, +2, and ISO")
    func relativeParsing() throws {
        let today = try #require(LocalDate(iso: "2026-03-01"))
        #expect(LocalDate.parse("today", today: today) == today)
        #expect(LocalDate.parse("Yesterday", today: today)?.description == "2026-02-28")
        #expect(LocalDate.parse("-3", today: today)?.description == "2026-02-26")
        #expect(LocalDate.parse("+2", today: today)?.description == "2026-03-03")
        #expect(LocalDate.parse("2025-12-31", today: today)?.description == "2025-12-31")
        #expect(LocalDate.parse("last week", today: today) == nil)
    }

    @Test(
        "day arithmetic round-trips through the epoch day number",
        arguments: [
            "1970-01-01", "1969-12-31", "2000-02-29", "2024-12-31", "2100-03-01", "1900-02-28",
        ])
    func epochRoundTrip(text: String) throws {
        let date = try #require(LocalDate(iso: text))
        #expect(LocalDate(daysSinceEpoch: date.daysSinceEpoch) == date)
        #expect(date.adding(days: 1).adding(days: -1) == date)
    }

    @Test("ISO weekday and the Monday of the week")
    func weekdays() throws {
        let monday = try #require(LocalDate(iso: "2026-11-23"))
        #expect(monday.isoWeekday == 1)
        #expect(monday.adding(days: 6).isoWeekday == 7)
        #expect(monday.adding(days: 4).startOfWeek == monday)
        #expect(try #require(LocalDate(iso: "1970-01-01")).isoWeekday == 4)
    }

    @Test("today comes from the injected clock and time zone")
    func todayInZone() throws {
        let instant = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z
        let clock = FixedWallClock(instant)
        let utc = Zone.utc
        let tokyo = try #require(Zone(identifier: "+09:00"))
        #expect(LocalDate.today(in: utc, clock: clock).description == "2023-11-14")
        #expect(LocalDate.today(in: tokyo, clock: clock).description == "2023-11-15")
    }

    @Test("codes as a YYYY-MM-DD string and rejects anything else")
    func coding() throws {
        let date = try #require(LocalDate(iso: "2026-01-05"))
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-01-05\"]")
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data("[\"2026-02-30\"]".utf8))
        }
        #expect(date.monthKey == "2026-01")
    }
}

@Suite("Round dates for an axis")
struct RoundDatesTests {
    func labels(_ from: String, _ to: String, most: Int = 6) -> [String] {
        guard let first = LocalDate(iso: from), let last = LocalDate(iso: to) else { return ["bad day"] }
        return RoundDates.ticks(from: first, to: last, most: most).map(\.label)
    }

    @Test("years, else months, else Mondays: the first kind that gives 2 to most labels")
    func kinds() {
        #expect(labels("2021-03-17", "2026-11-20") == ["2022", "2023", "2024", "2025", "2026"])
        #expect(labels("2012-05-01", "2026-11-20") == ["2015", "2020", "2025"])
        #expect(labels("2021-03-17", "2026-11-20", most: 4) == ["2022", "2024", "2026"])
        #expect(
            labels("2026-02-10", "2026-07-20") == [
                "Mar 2026", "Apr 2026", "May 2026", "Jun 2026", "Jul 2026",
            ])
        #expect(
            labels("2026-11-01", "2026-11-24") == ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"])
        #expect(labels("2026-11-20", "2026-11-22").isEmpty)
        #expect(labels("2026-11-22", "2026-11-20").isEmpty)
    }
}
