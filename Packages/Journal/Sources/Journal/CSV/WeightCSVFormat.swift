import CoreModels

/// A weight CSV layout: how to recognise its header, which columns hold the day and the
/// weight, and the unit. Each other app's layout is one more value of this type.
public struct WeightCSVFormat: Sendable {
    /// A weight column and the unit its header implies (`nil`: the unit comes from elsewhere).
    public struct WeightColumn: Sendable {
        /// Header names that mean this column.
        public let names: [String]
        /// The unit the header implies.
        public let unit: MassUnit?
    }

    /// The name reported to the user, e.g. `fitshell`.
    public let name: String
    /// Header names of the day column.
    public let dateColumns: [String]
    /// Candidate weight columns, most specific first.
    public let weightColumns: [WeightColumn]

    /// Creates a format.
    public init(name: String, dateColumns: [String], weightColumns: [WeightColumn]) {
        self.name = name
        self.dateColumns = dateColumns
        self.weightColumns = weightColumns
    }

    /// The date column, the weight column and its unit in `table`, when this format fits.
    public func columns(in table: CSVTable) -> (date: Int, weight: Int, unit: MassUnit?)? {
        guard let date = table.column(dateColumns) else { return nil }
        for candidate in weightColumns {
            if let weight = table.column(candidate.names) { return (date, weight, candidate.unit) }
        }
        return nil
    }

    /// fitshell's own export and any plain date/weight CSV (such as wger's `Date,Weight`).
    public static let plain = WeightCSVFormat(
        name: "date/weight CSV", dateColumns: ["date", "day", "datetime", "timestamp", "time"],
        weightColumns: [
            WeightColumn(names: ["weight_kg", "weight (kg)", "weight(kg)", "weightkg"], unit: .kilograms),
            WeightColumn(
                names: [
                    "weight_lb", "weight (lb)", "weight(lb)", "weight_lbs", "weight (lbs)", "weight(lbs)",
                ], unit: .pounds),
            WeightColumn(names: ["weight", "body weight", "bodyweight", "mass"], unit: nil),
        ])

    /// The formats tried, in order, when none is named.
    public static let all: [WeightCSVFormat] = [.plain]
}
