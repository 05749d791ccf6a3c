import CoreModels
import Foundation
import Journal
import Testing

@Suite("Weight app formats")
struct WeightFormatsTests {
    let today = day("2026-11-23")

    func importText(_ text: String, _ edit: (inout WeightImportOptions) -> Void = { _ in }) async throws
        -> (WeightImportReport, [WeightEntry])
    {
        let service = WeightService(store: InMemoryWeightStore())
        var options = WeightImportOptions(today: today)
        edit(&options)
        let report = try await service.importCSV(Data(text.utf8), options: options)
        return (report, try await service.list())
    }

    @Test(
        "Renpho: leading-space header, '23 Jun 2021 at 10:39:35', newest first; the first reading of a day wins"
    )
    func renpho() async throws {
        let (report, entries) = try await importText(
            """
            Time of Measurement, Weight(kg),BMI,Body Fat(%)
            24 Jun 2021 at 21:40:02,85.10,26.3,22.9
            24 Jun 2021 at 06:58:40,84.70,26.2,22.6
            23 Jun 2021 at 10:39:35,84.90,26.2,22.7
            """)
        #expect(report.format == "Renpho export")
        #expect(report.duplicatesInFile == 1)
        #expect(
            entries.map { "\($0.date) \(Mass.number($0.mass.kilograms))" } == [
                "2021-06-23 84.9", "2021-06-24 84.7",
            ])
    }

    @Test("--keep last and mean merge several readings of a day")
    func keep() async throws {
        let csv = "Date,\"Weight (kg)\"\n\"2024-01-16 22:05:40\",81.10\n\"2024-01-16 07:28:51\",80.60\n"
        #expect(try await importText(csv) { $0.keep = .last }.1.first?.mass.kilograms == 81.1)
        #expect(try await importText(csv) { $0.keep = .mean }.1.first?.mass.kilograms == 80.85)
        #expect(try await importText(csv).1.first?.mass.kilograms == 80.6)
    }

    @Test("Withings in English and German")
    func withings() async throws {
        let german = try await importText(
            "Date,\"Gewicht (kg)\",\"Fettmasse (kg)\"\n\"2023-11-03 06:55:12\",92.31,24.0\n")
        #expect(german.0.format == "Withings export" && german.1.first?.mass.kilograms == 92.31)
        let english = try await importText(
            "Date,\"Weight (lb)\",\"Fat mass (lb)\"\n\"2024-01-17 07:31:09\",180.5,30\n")
        #expect(english.1.first?.mass.value(in: .pounds) == 180.5)
    }

    @Test("Libra: '#' metadata, the header as the last '#' line, units from '#Units: lb'")
    func libra() async throws {
        let (report, entries) = try await importText(
            """
            #Version: 6
            #Units: lb

            #date;weight;weight trend;body fat;body fat trend;muscle mass;muscle mass trend;log
            2018-01-18T23:00:00.000Z;176.4;176.4;;;;;
            2018-01-20T07:00:00.000Z;175,8;176.2;;;;;
            """)
        #expect(report.format == "Libra export")
        #expect(entries.map { $0.mass.value(in: .pounds) } == [176.4, 175.8])
        // A unit that is neither kg nor lb is refused, not read as kilograms.
        await #expect(throws: WeightImportError.self) {
            try await importText(
                "#Version: 6\n#Units: stone\n#date;weight;weight trend;body fat;body fat trend;log\n2018-01-18T23:00:00.000Z;12.5;12.5;;;\n"
            )
        }
    }

    @Test("openScale: the older quoted lowercase header and the newer DATE,TIME,WEIGHT")
    func openScale() async throws {
        let old = try await importText(
            "\"bone\",\"dateTime\",\"fat\",\"weight\"\n\"3.1\",\"2021-04-18 11:51\",\"21.3\",\"79.6\"\n")
        #expect(old.0.format == "openScale export" && old.1.first?.date == day("2021-04-18"))
        let new = try await importText("DATE,TIME,WEIGHT,FAT\n2022-03-01,07:10,80.2,20\n")
        #expect(new.0.format == "openScale export" && new.1.first?.mass.kilograms == 80.2)
        // openScale writes kilograms whatever it shows: a pound user's import reads them as kg
        // (79.6 was saved as 79.6 lb among 175-lb days); --unit still decides; a plain
        // date/weight file follows the user's unit.
        let pounds = try await importText(
            "\"bone\",\"dateTime\",\"fat\",\"weight\"\n\"3.1\",\"2021-04-18 11:51\",\"21.3\",\"79.6\"\n"
        ) { $0.preferredUnit = .pounds }
        #expect(pounds.1.first?.mass.kilograms == 79.6)
        #expect(pounds.0.assumedUnit == .kilograms && pounds.0.unitOfLayout)
        #expect(pounds.1.first?.composition[.boneMass] == 3.1)
        let asked = try await importText("\"dateTime\",\"weight\"\n\"2022-03-01 07:10\",\"175.5\"\n") {
            $0.unit = .pounds
        }
        #expect(asked.1.first?.mass.value(in: .pounds) == 175.5 && !asked.0.unitOfLayout)
        // A plain Date,Time,Weight file (openScale's newer layout has that header too, as many
        // files do) is in the user's unit: 180.4 was saved as 180.4 kg for a pound user.
        let generic = try await importText("Date,Time,Weight\n2026-11-10,07:00,180.4\n") {
            $0.preferredUnit = .pounds
        }
        #expect(generic.1.first?.mass.value(in: .pounds) == 180.4 && !generic.0.unitOfLayout)
        let plain = try await importText("date,weight\n2022-03-01,175.5\n") { $0.preferredUnit = .pounds }
        #expect(plain.1.first?.mass.value(in: .pounds) == 175.5 && plain.0.assumedUnit == .pounds)
    }

    @Test("notes: a layout's comment column is read, once a day, in day order; Renpho's '--' is none")
    func notes() async throws {
        let libra = try await importText(
            """
            #Version: 6
            #Units: kg
            #date;weight;weight trend;body fat;body fat trend;muscle mass;muscle mass trend;log
            2018-01-21T07:00:00.000Z;80.1;80.1;;;;;after run
            2018-01-20T07:00:00.000Z;80.3;80.3;;;;;
            2018-01-20T19:00:00.000Z;80.9;80.9;;;;; felt light\u{20}
            """)
        #expect(
            libra.0.notes == [
                .init(date: day("2018-01-20"), text: "felt light"),
                .init(date: day("2018-01-21"), text: "after run"),
            ])
        let renpho = try await importText(
            "Time of Measurement, Weight(kg),Remarks\n24 Jun 2021 at 06:58:40,84.70,--\n25 Jun 2021 at 07:00:00,84.5,new batteries\n"
        )
        #expect(renpho.0.notes == [.init(date: day("2021-06-25"), text: "new batteries")])
        // A comment over several lines (quoted, CR LF) is one line: found again on a re-import.
        let withings = try await importText(
            "Date,\"Weight (kg)\",Comments\n\"2024-01-16 07:28:51\",80.65,\"after\r\n  dinner \"\n")
        #expect(withings.0.notes == [.init(date: day("2024-01-16"), text: "after dinner")])
        #expect(try await importText("date,weight\n2022-01-01,80\n").0.notes.isEmpty)
    }

    @Test("--from forces a layout; a file of another layout is refused")
    func forced() async throws {
        await #expect(throws: WeightImportError.self) {
            try await importText("Date,Weight\n2022-05-01,88.5\n") { $0.format = .renpho }
        }
        #expect(
            try await importText("Date,Weight\n2022-05-01,88.5\n") { $0.format = .wger }.0.format
                == "wger export")
        #expect(WeightCSVFormat.named("LIBRA")?.id == "libra")
    }

    @Test(
        "every sample in ../shared/data/weight imports without invalid rows",
        .enabled(
            if: FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                    "../../../../../shared/data"
                ).standardizedFileURL.path), "../shared/data is absent"),
        arguments: ["libra-v5", "libra-v6-lb", "openscale", "renpho", "wger", "withings-de", "withings-en"])
    func samples(name: String) async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../../shared/data/weight/\(name).csv").standardizedFileURL
        let data = try Data(contentsOf: url)
        let service = WeightService(store: InMemoryWeightStore())
        let report = try await service.importCSV(data, options: WeightImportOptions(today: today))
        #expect(report.imported > 0, "\(name)")
        #expect(report.invalid.isEmpty, "\(name): \(report.invalid)")
        let entries = try await service.list()
        #expect(entries.allSatisfy { (40...150).contains($0.mass.kilograms) }, "\(name): units")
    }
}
