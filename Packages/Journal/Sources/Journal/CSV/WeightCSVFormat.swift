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

    /// The short name used with `--from`, e.g. `renpho`.
    public let id: String
    /// The name reported to the user, e.g. `Renpho export`.
    public let name: String
    /// Header names of the day column.
    public let dateColumns: [String]
    /// Candidate weight columns, most specific first.
    public let weightColumns: [WeightColumn]

    /// Header names that identify the layout: it matches when every name of any one list is
    /// present (no lists: any header with a date and a weight column).
    public let signatures: [[String]]

    /// Creates a format.
    public init(
        id: String, name: String, signatures: [[String]] = [], dateColumns: [String],
        weightColumns: [WeightColumn]
    ) {
        self.id = id
        self.name = name
        self.signatures = signatures
        self.dateColumns = dateColumns
        self.weightColumns = weightColumns
    }

    /// The date column, the weight column and its unit in `table`, when this format fits.
    public func columns(in table: CSVTable) -> (date: Int, weight: Int, unit: MassUnit?)? {
        let identified =
            signatures.isEmpty || signatures.contains { $0.allSatisfy { table.column([$0]) != nil } }
        guard identified, let date = table.column(dateColumns) else { return nil }
        // A `#Units: lb` metadata line (Libra) says the unit when the header does not.
        let declared = table.metadata("units").flatMap(MassUnit.init(parsing:))
        for candidate in weightColumns {
            if let weight = table.column(candidate.names) {
                return (date, weight, candidate.unit ?? declared)
            }
        }
        return nil
    }

    /// fitshell's own export and any plain date/weight CSV (such as wger's `Date,Weight`).
    public static let plain = WeightCSVFormat(
        id: "fitshell", name: "date/weight CSV",
        dateColumns: ["date", "day", "datetime", "timestamp", "time"],
        weightColumns: [
            WeightColumn(names: ["weight_kg", "weight (kg)", "weightkg"], unit: .kilograms),
            WeightColumn(names: ["weight_lb", "weight (lb)", "weight_lbs", "weight (lbs)"], unit: .pounds),
            WeightColumn(names: ["weight", "body weight", "bodyweight", "mass"], unit: nil),
        ])

    /// wger's `Date,Weight` export.
    public static let wger = WeightCSVFormat(
        id: "wger", name: "wger export", signatures: [["date", "weight"]], dateColumns: ["date"],
        weightColumns: [WeightColumn(names: ["weight"], unit: nil)])

    /// Renpho: `Time of Measurement, Weight(kg),BMI,…` with days like `23 Jun 2021 at 10:39:35`.
    public static let renpho = WeightCSVFormat(
        id: "renpho", name: "Renpho export", signatures: [["time of measurement"]],
        dateColumns: ["time of measurement"],
        weightColumns: [
            WeightColumn(names: ["weight(kg)"], unit: .kilograms),
            WeightColumn(names: ["weight(lb)", "weight(lbs)"], unit: .pounds),
        ])

    /// Withings `weight.csv`, in English, German, French, Spanish or Italian.
    public static let withings = WeightCSVFormat(
        id: "withings", name: "Withings export", dateColumns: ["date", "datum"],
        weightColumns: [
            WeightColumn(
                names: ["weight (kg)", "gewicht (kg)", "poids (kg)", "peso (kg)"], unit: .kilograms),
            WeightColumn(names: ["weight (lb)", "gewicht (lb)", "poids (lb)", "peso (lb)"], unit: .pounds),
        ])

    /// Libra: `;`-separated, `#` metadata lines (`#Units:kg`), the header as the last `#` line.
    public static let libra = WeightCSVFormat(
        id: "libra", name: "Libra export", signatures: [["weight trend"]], dateColumns: ["date"],
        weightColumns: [WeightColumn(names: ["weight"], unit: nil)])

    /// openScale: the older quoted lowercase header (`dateTime`, `weight`) and the newer `DATE,TIME,WEIGHT`.
    public static let openScale = WeightCSVFormat(
        id: "openscale", name: "openScale export",
        signatures: [["datetime", "weight"], ["date", "time", "weight"]], dateColumns: ["datetime", "date"],
        weightColumns: [WeightColumn(names: ["weight"], unit: nil)])

    /// The formats tried, in order, when none is named: the most specific first.
    public static let all: [WeightCSVFormat] = [.renpho, .libra, .withings, .openScale, .wger, .plain]

    /// The format named `id` (`--from`), if known.
    public static func named(_ id: String) -> WeightCSVFormat? {
        all.first { $0.id == id.lowercased() }
    }
}
