import CoreModels
import CoreModelsTesting
import Foundation
import Journal
import Testing

/// Scale files in the layouts of Renpho, Withings, Libra and openScale, generated with several
/// readings a day, and what must come out of them: every measure kept, per reading, exactly.
struct ScaleFileGenerator {
    /// One generated reading: its day, time and the values as written in the file.
    struct Reading {
        let date: LocalDate
        let minute: Int
        let weight: Double
        let measures: [BodyMetric: Double]
    }

    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func uniform(_ range: ClosedRange<Double>, decimals: Int) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        let scale = pow(10, Double(decimals))
        return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * scale).rounded() / scale
    }

    /// `days` days from `start`, one to three readings each, with `metrics` (values in the file's unit).
    mutating func readings(days: Int, start: LocalDate, metrics: [BodyMetric], massRange: ClosedRange<Double>)
        -> [Reading]
    {
        var result: [Reading] = []
        for offset in 0..<days {
            let count = Int(next() % 3) + 1
            for index in 0..<count {
                var measures: [BodyMetric: Double] = [:]
                for metric in metrics where next() % 10 != 0 {  // a tenth of the fields left empty
                    switch metric.kind {
                    case .percent: measures[metric] = uniform(10...60, decimals: 1)
                    case .mass: measures[metric] = uniform(2...70, decimals: 2)
                    case .number(_, let range):
                        measures[metric] = uniform(
                            max(range.lowerBound, 1)...min(range.upperBound, 2000), decimals: 0)
                    }
                }
                result.append(
                    Reading(
                        date: start.adding(days: offset), minute: 6 * 60 + index * 300 + Int(next() % 50),
                        weight: uniform(massRange, decimals: 2), measures: measures))
            }
        }
        return result
    }
}

@Suite("Body composition kept from scale exports")
struct WeightCompositionTests {
    let today = day("2026-11-23")

    func importText(
        _ text: String, service: WeightService? = nil, _ edit: (inout WeightImportOptions) -> Void = { _ in }
    )
        async throws -> (WeightImportReport, [WeightEntry], WeightService)
    {
        let service = service ?? WeightService(store: InMemoryWeightStore())
        var options = WeightImportOptions(today: today)
        edit(&options)
        let report = try await service.importCSV(Data(text.utf8), options: options)
        return (report, try await service.list(), service)
    }

    static func clock(_ minute: Int) -> String {
        let hour = minute / 60
        let rest = minute % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (rest < 10 ? "0" : "") + "\(rest):00"
    }

    /// What each day must hold under a keep rule: the weight and each measure picked separately
    /// among the readings that have it, a mass measure as its share of its reading's weight.
    static func expected(
        _ readings: [ScaleFileGenerator.Reading], keep: WeightImportOptions.Keep, unit: MassUnit
    )
        -> [LocalDate: (Double, [BodyMetric: Double])]
    {
        var result: [LocalDate: (Double, [BodyMetric: Double])] = [:]
        for (date, list) in Dictionary(grouping: readings, by: \.date) {
            let ordered = list.sorted { $0.minute < $1.minute }
            func pick(_ values: [Double]) -> Double? {
                switch keep {
                case .first: values.first
                case .last: values.last
                case .mean:
                    values.isEmpty
                        ? nil : ((values.reduce(0, +) / Double(values.count)) * 1000).rounded() / 1000
                }
            }
            let weights = ordered.map { Mass($0.weight, unit).kilograms }
            let weight = pick(weights) ?? 0
            var measures: [BodyMetric: Double] = [:]
            for metric in BodyMetric.allCases {
                let having = ordered.indices.filter { ordered[$0].measures[metric] != nil }
                guard !having.isEmpty else { continue }
                guard case .mass = metric.kind else {
                    measures[metric] = pick(having.compactMap { ordered[$0].measures[metric] })
                    continue
                }
                // A mass measure keeps its share of its own reading's weight.
                let kilograms = having.map { Mass(ordered[$0].measures[metric] ?? 0, unit).kilograms }
                let shares = zip(having, kilograms).map { $1 / weights[$0] }
                switch keep {
                case .first, .last:
                    let at = keep == .first ? 0 : having.count - 1
                    let keptIndex = keep == .first ? 0 : ordered.count - 1
                    measures[metric] =
                        having[at] == keptIndex
                        ? kilograms[at] : (shares[at] * weight * 1000).rounded() / 1000
                case .mean:
                    measures[metric] =
                        (shares.reduce(0, +) / Double(shares.count) * weight * 1000).rounded() / 1000
                }
            }
            result[date] = (weight, measures)
        }
        return result
    }

    static func check(
        _ entries: [WeightEntry], against expected: [LocalDate: (Double, [BodyMetric: Double])]
    ) -> [String] {
        var problems: [String] = []
        if entries.count != expected.count {
            problems.append("\(entries.count) days, expected \(expected.count)")
        }
        for entry in entries {
            guard let (weight, measures) = expected[entry.date] else {
                problems.append("unexpected \(entry.date)")
                continue
            }
            if abs(entry.mass.kilograms - weight) > 1e-6 {
                problems.append("\(entry.date) weight \(entry.mass.kilograms) ≠ \(weight)")
            }
            for metric in BodyMetric.allCases
            where abs((entry.composition[metric] ?? -1) - (measures[metric] ?? -1)) > 1e-6 {
                problems.append(
                    "\(entry.date) \(metric.rawValue) \(entry.composition[metric] ?? -1) ≠ \(measures[metric] ?? -1)"
                )
            }
        }
        return problems
    }

    static let renphoMetrics: [BodyMetric] = [
        .bmi, .fatPercent, .leanMass, .subcutaneousFat, .visceralFat, .waterPercent, .skeletalMuscle,
        .muscleMass,
        .boneMass, .protein, .bmr, .metabolicAge,
    ]

    static func renpho(_ readings: [ScaleFileGenerator.Reading]) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var lines = [
            "Time of Measurement, Weight(kg),BMI,Body Fat(%),Fat-Free Mass(kg),Subcutaneous Fat(%),Visceral Fat,Body Water(%),Skeletal Muscle(%),Muscle Mass(kg),Bone Mass(kg),Protein (%),BMR(kcal),Metabolic Age,Optimal weight(kg),Body Type,Remarks"
        ]
        for reading in readings.reversed() {  // Renpho writes the newest first
            let date = reading.date
            let day = (date.day < 10 ? "0" : "") + "\(date.day)"
            let fields =
                [
                    "\(day) \(months[date.month - 1]) \(date.year) at \(clock(reading.minute))",
                    Mass.number(reading.weight),
                ]
                + renphoMetrics.map { reading.measures[$0].map(Mass.number) ?? "--" } + [
                    "72.4", "Standard", "--",
                ]
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(
        "Renpho: every measure of every reading kept, each keep rule applied per measure",
        arguments: WeightImportOptions.Keep.allCases)
    func renphoGenerated(keep: WeightImportOptions.Keep) async throws {
        var generator = ScaleFileGenerator(state: 7)
        let readings = generator.readings(
            days: 120, start: day("2024-01-01"), metrics: Self.renphoMetrics, massRange: 70...95)
        let (report, entries, _) = try await importText(Self.renpho(readings)) { $0.keep = keep }
        #expect(report.format == "Renpho export")
        #expect(report.invalid.isEmpty && report.droppedMeasures.isEmpty)
        let problems = Self.check(entries, against: Self.expected(readings, keep: keep, unit: .kilograms))
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    static let withingsNames: [(language: String, weight: String, measures: [(String, BodyMetric)])] = [
        (
            "en", "Weight",
            [
                ("Fat mass", .fatMass), ("Bone mass", .boneMass), ("Muscle mass", .muscleMass),
                ("Hydration", .waterMass),
            ]
        ),
        (
            "de", "Gewicht",
            [
                ("Fettmasse", .fatMass), ("Knochenmasse", .boneMass), ("Muskelmasse", .muscleMass),
                ("Wasseranteil", .waterMass),
            ]
        ),
        (
            "fr", "Poids",
            [
                ("Masse grasse", .fatMass), ("Masse osseuse", .boneMass), ("Masse musculaire", .muscleMass),
                ("Hydratation", .waterMass),
            ]
        ),
    ]

    @Test("Withings in English, German and French, in kg and in lb: the masses kept in their unit")
    func withingsGenerated() async throws {
        for (index, names) in Self.withingsNames.enumerated() {
            for unit in [MassUnit.kilograms, .pounds] {
                var generator = ScaleFileGenerator(state: UInt64(index * 10 + (unit == .pounds ? 1 : 0)))
                let metrics = names.measures.map(\.1)
                let readings = generator.readings(
                    days: 60, start: day("2023-10-01"), metrics: metrics,
                    massRange: unit == .pounds ? 150...210 : 70...95)
                var lines = [
                    (["Date", "\"\(names.weight) (\(unit.symbol))\""]
                        + names.measures.map { "\"\($0.0) (\(unit.symbol))\"" }
                        + ["Comments"]).joined(separator: ",")
                ]
                for reading in readings.reversed() {
                    lines.append(
                        (["\"\(reading.date) \(Self.clock(reading.minute))\"", Mass.number(reading.weight)]
                            + metrics.map { reading.measures[$0].map(Mass.number) ?? "" } + [""]).joined(
                                separator: ","))
                }
                let (report, entries, service) = try await importText(lines.joined(separator: "\n") + "\n") {
                    $0.keep = .last
                }
                #expect(report.format == "Withings export")
                let problems = Self.check(entries, against: Self.expected(readings, keep: .last, unit: unit))
                #expect(problems.isEmpty, "\(names.language) \(unit.symbol): \(problems.prefix(5))")
                // The export in the file's unit gives back the numbers as written.
                let csv = try await service.exportCSV(unit: unit)
                let header = csv.split(separator: "\n").first.map(String.init) ?? ""
                #expect(
                    header
                        == "date,weight_\(unit.symbol),fat_mass_\(unit.symbol),water_mass_\(unit.symbol),muscle_mass_\(unit.symbol),bone_mass_\(unit.symbol)"
                )
            }
        }
    }

    @Test("Libra (lb, % measures) and openScale (0.0 means not measured) keep their columns")
    func libraAndOpenScale() async throws {
        let libra = try await importText(
            """
            #Version: 6
            #Units: lb

            #date;weight;weight trend;body fat;body fat trend;muscle mass;muscle mass trend;log
            2018-01-18T07:00:00.000Z;176.4;176.4;18.5;18.5;41.2;41.2;
            2018-01-19T07:00:00.000Z;175.8;176.1;;;;;
            """)
        #expect(libra.1.first?.composition == BodyComposition([.fatPercent: 18.5, .musclePercent: 41.2]))
        #expect(libra.1.last?.composition == .empty)
        let openScale = try await importText(
            """
            "biceps","bone","dateTime","fat","lbm","muscle","visceralFat","waist","water","weight"
            "0.0","3.1","2021-04-18 11:51","21.3","0.0","38.2","7.0","0.0","55.1","79.6"
            """)
        #expect(
            openScale.1.first?.composition
                == BodyComposition([
                    .boneMass: 3.1, .fatPercent: 21.3, .musclePercent: 38.2, .visceralFat: 7,
                    .waterPercent: 55.1,
                ]))
    }

    @Test("Implausible measures are left out and named by line; the weight stays; bad numbers too")
    func implausible() async throws {
        let (report, entries, _) = try await importText(
            """
            Time of Measurement, Weight(kg),Body Fat(%),Muscle Mass(kg),BMR(kcal)
            25 Jun 2021 at 07:02:11,84.35,130,62.17,1801
            24 Jun 2021 at 07:02:11,84.10,22.1,six,90000
            """)
        let reasons = report.droppedMeasures.map { "\($0.line): \($0.reason)" }
        #expect(entries.count == 2)
        #expect(reasons.count == 3)
        #expect(reasons.first?.hasPrefix("2: body fat 130 %") == true)
        #expect(entries.first?.composition == BodyComposition([.fatPercent: 22.1]))
        #expect(entries.last?.composition == BodyComposition([.muscleMass: 62.17, .bmr: 1801]))
    }

    @Test("Re-importing a file whose weights were saved without measures adds the measures, nothing else")
    func enrich() async throws {
        let service = WeightService(store: InMemoryWeightStore())
        try await service.add(Mass(84.35, .kilograms), on: day("2021-06-25"), replace: false)
        try await service.add(Mass(80, .kilograms), on: day("2021-06-24"), replace: false)
        let (report, entries, _) = try await importText(
            """
            Time of Measurement, Weight(kg),Body Fat(%)
            25 Jun 2021 at 07:02:11,84.35,22.4
            24 Jun 2021 at 07:02:11,84.10,22.1
            """, service: service)
        #expect(report.enriched == 1 && report.skippedExisting == 1 && report.imported == 0)
        #expect(entries.map(\.composition[.fatPercent]) == [nil, 22.4])
        #expect(entries.map(\.mass.kilograms) == [80, 84.35])
    }

    @Test("Export and import give back the same entries, in kg and in lb, on the JSON-file adapter too")
    func roundTrip() async throws {
        var generator = ScaleFileGenerator(state: 99)
        let readings = generator.readings(
            days: 400, start: day("2023-06-01"), metrics: Self.renphoMetrics, massRange: 60...120)
        for unit in [MassUnit.kilograms, .pounds] {
            let temporary = TemporaryFolder("composition")
            defer { withExtendedLifetime(temporary) {} }
            let folder = temporary.url
            let first = WeightService(
                store: JSONFileWeightStore(
                    folder: folder.appendingPathComponent("a"), context: StorageContext()))
            _ = try await first.importCSV(
                Data(Self.renpho(readings).utf8), options: WeightImportOptions(today: today))
            let csv = try await first.exportCSV(unit: unit)
            let second = WeightService(
                store: JSONFileWeightStore(
                    folder: folder.appendingPathComponent("b"), context: StorageContext()))
            var options = WeightImportOptions(today: today)
            options.unit = unit
            let report = try await second.importCSV(Data(csv.utf8), options: options)
            let again = try await second.exportCSV(unit: unit)
            #expect(report.droppedMeasures.isEmpty && report.invalid.isEmpty)
            #expect(again == csv)
            let original = try await first.list()
            let copied = try await second.list()
            let differing = zip(original, copied).filter { pair in Self.differ(pair.0, pair.1, unit: unit) }
            #expect(copied.count == original.count && differing.isEmpty)
        }
    }

    static func differ(_ a: WeightEntry, _ b: WeightEntry, unit: MassUnit) -> Bool {
        if a.date != b.date || a.mass.value(in: unit) != b.mass.value(in: unit) { return true }
        for metric in BodyMetric.allCases {
            let left: Double = a.composition[metric] ?? 0
            let right: Double = b.composition[metric] ?? 0
            if abs(left - right) > 0.006 { return true }
        }
        return false
    }

    @Test("The shared sample files keep every composition column and round-trip exactly")
    func sharedSamples() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../../shared/data/weight").standardized
        guard FileManager.default.fileExists(atPath: folder.path) else {
            print("Skipped: ../shared/data/weight is absent; the sample scale exports are not checked.")
            return
        }
        let expectedColumns: [String: Int] = [
            "renpho.csv": 12, "withings-en.csv": 4, "withings-de.csv": 4, "libra-v5.csv": 1,
            "openscale.csv": 4,
        ]
        for (name, columns) in expectedColumns {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let (_, entries, service) = try await importText(String(decoding: data, as: UTF8.self)) {
                $0.unit = .kilograms
            }
            let metrics = Set(entries.flatMap(\.composition.metrics))
            #expect(metrics.count == columns, "\(name): \(metrics.map(\.rawValue).sorted())")
            let csv = try await service.exportCSV()
            let (_, _, copy) = try await importText(csv)
            let again = try await copy.exportCSV()
            #expect(again == csv, "\(name)")
        }
    }

    @Test(
        "A version-1 weight file (weights only) still opens; saving writes the current version (3) with the measures and stamps"
    )
    func versionOne() async throws {
        let temporary = TemporaryFolder("weight-v1")
        defer { withExtendedLifetime(temporary) {} }
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old =
            #"{"format":"fitshell.weight-year","version":1,"data":{"year":2024,"entries":[{"date":"2024-03-01","mass":81.5}]}}"#
        try Data(old.utf8).write(to: folder.appendingPathComponent("2024.json"))
        let service = WeightService(store: JSONFileWeightStore(folder: folder, context: StorageContext()))
        let entries = try await service.list()
        #expect(entries == [WeightEntry(date: day("2024-03-01"), mass: Mass(kilograms: 81.5))])
        _ = try await service.importCSV(
            Data("date,weight,fat_percent\n2024-03-01,81.5,20.5\n".utf8),
            options: WeightImportOptions(today: today))
        let saved = try String(contentsOf: folder.appendingPathComponent("2024.json"), encoding: .utf8)
        #expect(saved.contains("\"version\":3") || saved.contains("\"version\" : 3"))
        #expect(saved.contains("fat_percent") && saved.contains("\"sync\""))
    }

    @Test("--metric views: fat from the fat mass, water from the water mass, muscle from the share")
    func views() {
        let entry = WeightEntry(
            date: day("2024-01-01"), mass: Mass(80, .kilograms),
            composition: BodyComposition([.fatMass: 16, .waterMass: 44, .musclePercent: 40]))
        let fat = CompositionSelection("fat")?.value(of: entry)
        let water = CompositionSelection("water")?.value(of: entry)
        let muscle = CompositionSelection("muscle")?.value(of: entry)
        let lean = CompositionSelection("lean")?.value(of: entry)
        let unknown = CompositionSelection("elbow")
        #expect(fat == 20 && water == 55 && muscle == 32 && lean == 64)
        #expect(unknown == nil)
        // The stored keys read the same as the views they are, or from their counterparts.
        #expect(CompositionSelection("fat_percent")?.value(of: entry) == 20)
        #expect(CompositionSelection("water_percent")?.value(of: entry) == 55)
        #expect(CompositionSelection("muscle_mass")?.value(of: entry) == 32)
        #expect(CompositionSelection("lean_mass")?.value(of: entry) == 64)
        #expect(CompositionSelection("muscle_percent")?.value(of: entry) == 40)
        #expect(CompositionSelection("fat_mass")?.value(of: entry) == 16)
        let shares = WeightEntry(
            date: day("2024-01-01"), mass: Mass(80, .kilograms),
            composition: BodyComposition([.fatPercent: 25, .waterPercent: 50, .muscleMass: 36]))
        #expect(CompositionSelection("fat_mass")?.value(of: shares) == 20)
        #expect(CompositionSelection("water_mass")?.value(of: shares) == 40)
        #expect(CompositionSelection("muscle_percent")?.value(of: shares) == 45)
        #expect(CompositionSelection("bone_mass")?.value(of: shares) == nil)
    }

    @Test("A composition trend: the 7-day mean and the 30-day change")
    func trend() async throws {
        let service = WeightService(store: InMemoryWeightStore())
        var csv = "date,weight,fat_percent\n"
        for offset in 0..<60 {
            csv += "\(day("2024-01-01").adding(days: offset)),80,\(Mass.number(25 - Double(offset) * 0.05))\n"
        }
        _ = try await importText(csv, service: service)
        let selection = try #require(CompositionSelection("fat"))
        let trend = try await service.trend(of: selection, today: day("2024-02-29"))
        #expect(trend.latest == 22.05)
        #expect(trend.average7 == 22.2)
        #expect(trend.change30 == -1.5)
        // Since a day before the first reading, as the weight's trend: the first week with
        // readings (25 − 0.15 = 24.85) to the week ending today (22.2).
        let since = try await service.trend(of: selection, today: day("2024-02-29"), from: day("2023-12-01"))
        #expect(since.changeSinceFrom == -2.65)
    }
}
