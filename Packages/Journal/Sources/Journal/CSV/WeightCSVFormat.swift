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

    /// A body-composition column: header names, the metric, and for masses the unit the header
    /// implies (`nil`: the weight's unit).
    public struct CompositionColumn: Sendable {
        /// Header names that mean this column.
        public let names: [String]
        /// What it measures.
        public let metric: BodyMetric
        /// For masses, the unit the header implies.
        public let unit: MassUnit?

        /// Creates a column.
        public init(_ names: [String], _ metric: BodyMetric, unit: MassUnit? = nil) {
            self.names = names
            self.metric = metric
            self.unit = unit
        }

        /// The kilogram and pound columns of a mass measure named `names` (`Fat mass (kg)`,
        /// `Fat mass (lb)`, and with no space before the bracket).
        public static func mass(_ names: [String], _ metric: BodyMetric) -> [CompositionColumn] {
            [
                CompositionColumn(names.map { "\($0) (kg)" }, metric, unit: .kilograms),
                CompositionColumn(names.flatMap { ["\($0) (lb)", "\($0) (lbs)"] }, metric, unit: .pounds),
            ]
        }
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
    /// The body-composition columns this layout may carry.
    public let compositionColumns: [CompositionColumn]
    /// Header names of a column of free-text notes (Withings' comments, Libra's log).
    public let noteColumns: [String]
    /// The unit the app always writes when its header does not say (openScale stores and
    /// exports kilograms whatever its display unit); `nil` when it depends on the user's setting.
    public let writtenUnit: MassUnit?
    /// Header names only that app writes: `writtenUnit` applies to a file with one of them (a
    /// plain `Date,Time,Weight` file, which its newer layout also matches, is the user's unit).
    public let writtenUnitColumns: [String]

    /// Creates a format.
    public init(
        id: String, name: String, signatures: [[String]] = [], dateColumns: [String],
        weightColumns: [WeightColumn], compositionColumns: [CompositionColumn] = [],
        noteColumns: [String] = [], writtenUnit: MassUnit? = nil, writtenUnitColumns: [String] = []
    ) {
        self.id = id
        self.name = name
        self.signatures = signatures
        self.dateColumns = dateColumns
        self.weightColumns = weightColumns
        self.compositionColumns = compositionColumns
        self.noteColumns = noteColumns
        self.writtenUnit = writtenUnit
        self.writtenUnitColumns = writtenUnitColumns
    }

    /// The unit `table`'s weights are in by this layout's own rule (`writtenUnit`), when the
    /// header is plainly that app's.
    public func writtenUnit(of table: CSVTable) -> MassUnit? {
        guard let writtenUnit, table.column(writtenUnitColumns) != nil else { return nil }
        return writtenUnit
    }

    /// The composition columns present in `table`: each metric once, never the weight column.
    public func compositionColumns(in table: CSVTable, weightColumn: Int) -> [(
        index: Int, metric: BodyMetric, unit: MassUnit?
    )] {
        var found: [(index: Int, metric: BodyMetric, unit: MassUnit?)] = []
        for column in compositionColumns where !found.contains(where: { $0.metric == column.metric }) {
            if let index = table.column(column.names), index != weightColumn,
                !found.contains(where: { $0.index == index })
            {
                found.append((index, column.metric, column.unit))
            }
        }
        return found
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
        ],
        compositionColumns: fitshellColumns)

    /// The composition columns fitshell's own export writes (`fat_percent`, `muscle_mass_kg`).
    public static let fitshellColumns: [CompositionColumn] = BodyMetric.allCases.flatMap { metric in
        guard case .mass = metric.kind else { return [CompositionColumn([metric.rawValue], metric)] }
        return [
            CompositionColumn([metric.column(in: .kilograms)], metric, unit: .kilograms),
            CompositionColumn([metric.column(in: .pounds)], metric, unit: .pounds),
            CompositionColumn([metric.rawValue], metric),
        ]
    }

    /// wger's `Date,Weight` export (the same header as fitshell's own, whose measure columns it
    /// therefore also reads).
    public static let wger = WeightCSVFormat(
        id: "wger", name: "wger export", signatures: [["date", "weight"]], dateColumns: ["date"],
        weightColumns: [WeightColumn(names: ["weight"], unit: nil)], compositionColumns: fitshellColumns)

    /// Renpho: `Time of Measurement, Weight(kg),BMI,…` with days like `23 Jun 2021 at 10:39:35`.
    public static let renpho = WeightCSVFormat(
        id: "renpho", name: "Renpho export", signatures: [["time of measurement"]],
        dateColumns: ["time of measurement"],
        weightColumns: [
            WeightColumn(names: ["weight(kg)"], unit: .kilograms),
            WeightColumn(names: ["weight(lb)", "weight(lbs)"], unit: .pounds),
        ],
        compositionColumns: [
            CompositionColumn(["bmi"], .bmi), CompositionColumn(["body fat(%)"], .fatPercent),
            CompositionColumn(["subcutaneous fat(%)"], .subcutaneousFat),
            CompositionColumn(["visceral fat"], .visceralFat),
            CompositionColumn(["body water(%)"], .waterPercent),
            CompositionColumn(["skeletal muscle(%)"], .skeletalMuscle),
            CompositionColumn(["protein(%)"], .protein),
            CompositionColumn(["bmr(kcal)"], .bmr), CompositionColumn(["metabolic age"], .metabolicAge),
        ] + CompositionColumn.mass(["fat-free mass"], .leanMass)
            + CompositionColumn.mass(["muscle mass"], .muscleMass)
            + CompositionColumn.mass(["bone mass"], .boneMass),
        noteColumns: ["remarks"])

    /// Withings `weight.csv`, in English, German, French, Spanish or Italian.
    public static let withings = WeightCSVFormat(
        id: "withings", name: "Withings export", dateColumns: ["date", "datum"],
        weightColumns: [
            WeightColumn(
                names: ["weight (kg)", "gewicht (kg)", "poids (kg)", "peso (kg)"], unit: .kilograms),
            WeightColumn(names: ["weight (lb)", "gewicht (lb)", "poids (lb)", "peso (lb)"], unit: .pounds),
        ],
        compositionColumns: CompositionColumn.mass(
            ["fat mass", "fettmasse", "masse grasse", "masa grasa", "massa grassa"], .fatMass)
            + CompositionColumn.mass(
                ["bone mass", "knochenmasse", "masse osseuse", "masa ósea", "massa ossea"], .boneMass)
            + CompositionColumn.mass(
                ["muscle mass", "muskelmasse", "masse musculaire", "masa muscular", "massa muscolare"],
                .muscleMass)
            + CompositionColumn.mass(
                ["hydration", "wasseranteil", "hydratation", "hidratación", "idratazione"], .waterMass),
        noteColumns: ["comments", "kommentare", "commentaires", "comentarios", "commenti"])

    /// Libra: `;`-separated, `#` metadata lines (`#Units:kg`), the header as the last `#` line.
    public static let libra = WeightCSVFormat(
        id: "libra", name: "Libra export", signatures: [["weight trend"]], dateColumns: ["date"],
        weightColumns: [WeightColumn(names: ["weight"], unit: nil)],
        compositionColumns: [
            CompositionColumn(["body fat"], .fatPercent), CompositionColumn(["muscle mass"], .musclePercent),
        ], noteColumns: ["log", "comment"])

    /// openScale: the older quoted lowercase header (`dateTime`, `weight`) and the newer `DATE,TIME,WEIGHT`.
    public static let openScale = WeightCSVFormat(
        id: "openscale", name: "openScale export",
        signatures: [["datetime", "weight"], ["date", "time", "weight"]], dateColumns: ["datetime", "date"],
        weightColumns: [WeightColumn(names: ["weight"], unit: nil)],
        compositionColumns: [
            CompositionColumn(["fat"], .fatPercent), CompositionColumn(["water"], .waterPercent),
            CompositionColumn(["muscle"], .musclePercent), CompositionColumn(["bone"], .boneMass),
            CompositionColumn(["lbm"], .leanMass), CompositionColumn(["visceralfat"], .visceralFat),
        ], noteColumns: ["comment"], writtenUnit: .kilograms,
        writtenUnitColumns: ["datetime", "lbm", "visceralfat", "caliper1", "biceps"])

    /// The formats tried, in order, when none is named: the most specific first.
    public static let all: [WeightCSVFormat] = [.renpho, .libra, .withings, .openScale, .wger, .plain]

    /// The format named `id` (`--from`), if known.
    public static func named(_ id: String) -> WeightCSVFormat? {
        all.first { $0.id == id.lowercased() }
    }
}
