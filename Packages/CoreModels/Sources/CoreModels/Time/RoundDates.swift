/// Days to label a date axis with: the first days of years, of months, or Mondays.
public enum RoundDates {
    /// The first days of years (every 1, 2, 5 or 10), else of months (every 1, 2, 3 or 6), else
    /// Mondays (every 1, 2 or 4 weeks) from `first` to `last`, whichever first gives 2 to `most`
    /// of them, with their labels (`2024`, `Mar 2024`, `2024-03-18`); empty when none does (a
    /// range of a few days). Evenly spaced days fell on days such as 2024-03-17.
    public static func ticks(from first: LocalDate, to last: LocalDate, most: Int = 6)
        -> [(date: LocalDate, label: String)]
    {
        guard first < last, most >= 2 else { return [] }
        func fits(_ count: Int) -> Bool { (2...most).contains(count) }
        for step in [1, 2, 5, 10] {
            let days = stride(from: first.year, through: last.year, by: 1).filter { $0 % step == 0 }
                .compactMap { LocalDate(year: $0, month: 1, day: 1) }.filter { $0 >= first && $0 <= last }
            if fits(days.count) { return days.map { ($0, String($0.year)) } }
            if days.count < 2 { break }
        }
        let months = (first.year * 12 + first.month - 1)...(last.year * 12 + last.month - 1)
        for step in [1, 2, 3, 6] {
            let days = months.filter { $0 % step == 0 }
                .compactMap { LocalDate(year: $0 / 12, month: $0 % 12 + 1, day: 1) }
                .filter { $0 >= first && $0 <= last }
            if fits(days.count) { return days.map { ($0, "\($0.monthAbbreviation) \($0.year)") } }
            if days.count < 2 { break }
        }
        let monday = first.adding(days: (8 - first.isoWeekday) % 7)
        for step in [1, 2, 4] {
            let days = stride(from: monday.daysSinceEpoch, through: last.daysSinceEpoch, by: 7 * step).map {
                LocalDate(daysSinceEpoch: $0)
            }
            if fits(days.count) { return days.map { ($0, $0.description) } }
            if days.count < 2 { break }
        }
        return []
    }
}
