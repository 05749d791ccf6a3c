import CoreModels

/// Readings of one number by day, and their 7-day means: what weight and composition trends
/// are made of.
struct DailySeries {
    /// The readings up to the trend's day, oldest first.
    let points: [(date: LocalDate, value: Double)]

    init(_ points: [(date: LocalDate, value: Double)], through today: LocalDate) {
        self.points = points.filter { $0.date <= today }.sorted { $0.date < $1.date }
    }

    /// The mean of the readings in the 7 days ending on `day`, if any.
    func average(endingOn day: LocalDate) -> Double? {
        let window = points.filter { $0.date <= day && $0.date > day.adding(days: -7) }
        guard !window.isEmpty else { return nil }
        return window.map(\.value).reduce(0, +) / Double(window.count)
    }

    /// The mean of the readings in the first 7 days that have one on or after `day` (the week
    /// a range starts with when no reading falls in the week before its first day), if any.
    func average(startingOn day: LocalDate) -> Double? {
        guard let first = points.first(where: { $0.date >= day })?.date else { return nil }
        return average(endingOn: first.adding(days: 6))
    }

    /// The change "since" `from` as of `today`: the 7-day mean now (or, with no reading this
    /// week, the one ending on the latest reading) less the one ending on `from` (or, with no
    /// reading in the week before it, the first week with readings from `from` on, when that
    /// week ends before the latest week begins). "Since" a day before the first reading, or of
    /// a history that stopped, said "not enough data" with months of readings in between.
    func change(since from: LocalDate, today: LocalDate) -> Double? {
        guard from < today, let end = points.last?.date, end > from,
            let current = average(endingOn: today) ?? average(endingOn: end)
        else { return nil }
        if let then = average(endingOn: from) { return current - then }
        guard let first = points.first(where: { $0.date >= from })?.date,
            first.adding(days: 6) < end.adding(days: -6),
            let then = average(startingOn: from)
        else { return nil }
        return current - then
    }

    /// The 7-day mean on `today` less the one `days` earlier.
    func change(today: LocalDate, days: Int) -> Double? {
        guard let now = average(endingOn: today), let then = average(endingOn: today.adding(days: -days))
        else {
            return nil
        }
        return now - then
    }
}

/// Where one composition measure is heading: the latest reading, its 7-day mean, and how that
/// mean changed over 30 and 90 days (masses in kg, shares in %).
public struct CompositionTrend: Equatable, Sendable, Codable {
    /// The measure's key, as `weight export` and `weight list --json` name it (`fat_percent`,
    /// `muscle_mass_kg`: a mass is in kilograms).
    public let metric: String
    /// The newest day with the measure.
    public let latestDate: LocalDate?
    /// Its value.
    public let latest: Double?
    /// The mean of the readings in the 7 days ending today.
    public let average7: Double?
    /// The 7-day mean now minus the one 30 days ago.
    public let change30: Double?
    /// The 7-day mean now minus the one 90 days ago.
    public let change90: Double?
    /// The day the range starts (`--from`), if one was asked for.
    public let from: LocalDate?
    /// The 7-day mean now minus the one ending on `from` (as `WeightTrend.changeSinceFrom`
    /// works it out when either week has no reading).
    public let changeSinceFrom: Double?

    /// Computes the trend of `selection` from `entries` (any order) as of `today`.
    public init(
        _ selection: CompositionSelection, entries: [WeightEntry], today: LocalDate, from: LocalDate? = nil
    ) {
        metric = selection.metric.column(in: .kilograms)
        let series = DailySeries(
            entries.compactMap { entry in selection.value(of: entry).map { (entry.date, $0) } },
            through: today)
        latestDate = series.points.last?.date
        latest = series.points.last?.value
        func rounded(_ value: Double?) -> Double? { value.map { ($0 * 1000).rounded() / 1000 } }
        average7 = rounded(series.average(endingOn: today))
        change30 = rounded(series.change(today: today, days: 30))
        change90 = rounded(series.change(today: today, days: 90))
        self.from = from
        changeSinceFrom = rounded(from.flatMap { series.change(since: $0, today: today) })
    }
}
