import CoreModels
import CoreModelsTesting
import Foundation
import Journal
import Testing

@Suite("Body weight (H1)")
struct WeightServiceTests {
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }
    let today = day("2026-11-23")

    func service(_ adapter: Adapter = .inMemory) -> WeightService {
        WeightService(store: adapter.weight(folder))
    }

    func options(_ edit: (inout WeightImportOptions) -> Void = { _ in }) -> WeightImportOptions {
        var options = WeightImportOptions(today: today)
        edit(&options)
        return options
    }

    @Test(
        "a weight far from every one of the 5 nearest days is unlikely; one near any of them, or alone, is not"
    )
    func unlikely() async throws {
        let weights = service()
        for (offset, kilograms) in [(-3, 84.6), (-2, 84.2), (-1, 84.4)] {
            try await weights.add(Mass(kilograms, .kilograms), on: today.adding(days: offset), replace: false)
        }
        let typo = try await weights.add(Mass(48.2, .kilograms), on: today, replace: false)
        #expect(try await weights.unlikely(typo)?.date == today.adding(days: -1), "the nearest day is named")
        // The right weight after the typo is near the days before it.
        let right = try await weights.add(Mass(84, .kilograms), on: today.adding(days: 1), replace: false)
        #expect(try await weights.unlikely(right) == nil)
        // 4 kg and a tenth: 3.9 kg off is a body's change, 10 % and 4 kg off is not.
        let close = try await weights.add(Mass(80.5, .kilograms), on: today, replace: true)
        #expect(try await weights.unlikely(close) == nil)
        // Alone (nothing within 30 days): nothing to compare with.
        let alone = try await weights.add(Mass(120, .kilograms), on: today.adding(days: -60), replace: false)
        #expect(try await weights.unlikely(alone) == nil)
    }

    @Test(
        "adding and judging at once says what adding and then judging says, across a year's end, on both adapters",
        arguments: Adapter.allCases)
    func addJudging(adapter: Adapter) async throws {
        let judged = WeightService(store: adapter.weight(folder.appendingPathComponent("judged")))
        let apart = WeightService(store: adapter.weight(folder.appendingPathComponent("apart")))
        let start = day("2025-12-10")
        // Days around New Year with typos among them, some days filled in afterwards.
        let days: [(Int, Double)] = [
            (0, 84.6), (3, 84.2), (6, 48.2), (9, 84.4), (14, 85.0), (18, 58.5), (21, 84.8), (25, 84.1),
            (1, 84.5), (30, 120), (31, 84.3), (19, 84.9), (40, 84.0),
        ]
        for (offset, kilograms) in days {
            let date = start.adding(days: offset)
            let (entry, nearest, _) = try await judged.addJudging(
                Mass(kilograms, .kilograms), on: date, replace: false)
            let added = try await apart.add(Mass(kilograms, .kilograms), on: date, replace: false)
            #expect(entry == added)
            #expect(nearest == (try await apart.unlikely(added)), "\(date) \(kilograms) kg")
        }
        // A typo on the 2nd of January is judged by the last days of December too: with only
        // December's days in reach it would have none of January's 5 nearest.
        let typo = try await judged.addJudging(Mass(48, .kilograms), on: day("2026-01-02"), replace: false)
        #expect(typo.nearest?.date == day("2025-12-31") && typo.replaced == nil)
        // The entry a replace wrote over comes back, read under the year's lock.
        let again = try await judged.addJudging(Mass(82, .kilograms), on: day("2026-01-02"), replace: true)
        #expect(again.replaced?.mass == Mass(48, .kilograms))
    }

    @Test("one entry per date: adding again needs replace; implausible weights are refused")
    func add() async throws {
        let weights = service()
        try await weights.add(Mass(82.4, .kilograms), on: today, replace: false)
        await #expect(throws: JournalError.weightExists(today, Mass(82.4, .kilograms))) {
            try await weights.add(Mass(83, .kilograms), on: today, replace: false)
        }
        try await weights.add(Mass(83, .kilograms), on: today, replace: true)
        #expect(try await weights.entry(on: today)?.mass == Mass(83, .kilograms))
        for bad in [0, -5, 3, 900, Double.nan] {
            await #expect(throws: JournalError.self) {
                try await weights.add(Mass(kilograms: bad), on: today, replace: true)
            }
        }
    }

    @Test("H1.1 / H1.2 export: date,weight of every entry, sorted; unit-bearing header on request")
    func export() async throws {
        let weights = service(.jsonFile)
        try await weights.add(Mass(81, .kilograms), on: day("2026-01-02"), replace: false)
        try await weights.add(Mass(80.55, .kilograms), on: day("2025-12-31"), replace: false)
        #expect(try await weights.exportCSV() == "date,weight\n2025-12-31,80.55\n2026-01-02,81\n")
        let pounds = try await weights.exportCSV(unit: .pounds)
        #expect(pounds == "date,weight_lb\n2025-12-31,177.582352\n2026-01-02,178.574432\n", "\(pounds)")
        // Read back into a kilogram profile, the weights are the ones typed (as kept, to 1e-6 kg).
        let other = service(.inMemory)
        var options = WeightImportOptions(today: day("2026-11-23"))
        options.unit = .kilograms
        try await other.importCSV(Data(try await weights.exportCSV(unit: .pounds).utf8), options: options)
        let back = try await other.list().map(\.mass.storedKilograms)
        #expect(back == [80.55, 81], "\(back)")
    }

    @Test("H1.4 import creates entries for valid rows and reads fitshell's own export back exactly")
    func roundTrip() async throws {
        let source = service()
        for (offset, kg) in [80.1, 80.25, 79.9].enumerated() {
            try await source.add(Mass(kg, .kilograms), on: day("2026-11-0\(offset + 1)"), replace: false)
        }
        let csv = try await source.exportCSV(unit: .pounds)
        let target = service(.jsonFile)
        let report = try await target.importCSV(Data(csv.utf8), options: options())
        #expect(report.imported == 3 && report.invalid.isEmpty)
        #expect(try await target.exportCSV() == (try await source.exportCSV()))
    }

    @Test(
        "H1.5 import never duplicates an existing date; --replace overwrites; duplicates in the file keep the first"
    )
    func noDuplicates() async throws {
        let weights = service()
        try await weights.add(Mass(90, .kilograms), on: day("2026-11-01"), replace: false)
        let csv = "Date,Weight\n2026-11-01,80\n2026-11-02,81\n2026-11-02,99\n"
        let report = try await weights.importCSV(Data(csv.utf8), options: options())
        #expect((report.imported, report.skippedExisting, report.duplicatesInFile) == (1, 1, 1))
        #expect(try await weights.entry(on: day("2026-11-01"))?.mass.kilograms == 90)
        #expect(try await weights.entry(on: day("2026-11-02"))?.mass.kilograms == 81)
        let again = try await weights.importCSV(Data(csv.utf8), options: options())
        #expect(again.imported == 0 && again.skippedExisting == 2)
        let replaced = try await weights.importCSV(Data(csv.utf8), options: options { $0.replace = true })
        // 2026-11-02 already holds the file's 81: unchanged, not replaced.
        #expect(replaced.replaced == 1 && replaced.unchanged == 1)
        #expect(try await weights.entry(on: day("2026-11-01"))?.mass.kilograms == 80)
        let twice = try await weights.importCSV(Data(csv.utf8), options: options { $0.replace = true })
        #expect(twice.replaced == 0 && twice.unchanged == 2)
    }

    @Test("H1.6 invalid rows are reported with line numbers and reasons; valid rows still import")
    func invalidRows() async throws {
        let csv = """
            date;weight
            2026-02-30;80
            yesterday;80
            2026-11-01;eighty
            2026-11-02;-3
            2026-11-03;NaN
            2026-11-04;2000
            2026-12-24;80
            2026-11-05;"81,5"
            2026-11-06
            1899-12-31;80
            2026-11-07;82;5
            2026-11-08;83;
            """
        let weights = service()
        let report = try await weights.importCSV(Data(csv.utf8), options: options())
        #expect(report.imported == 2, "an empty field past the header is no problem")
        #expect(try await weights.entry(on: day("2026-11-05"))?.mass.kilograms == 81.5)
        #expect(report.invalid.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 10, 11, 12])
        #expect(
            report.invalid.map(\.reason) == [
                "'2026-02-30' is not a valid day", "'yesterday' is not a valid day",
                "'eighty' is not a number",
                "the weight must be positive", "'NaN' is not a number",
                "2000 kg (4409.245244 lb) is not a plausible body weight (20–500 kg, 44.1–1,102.3 lb)",
                "2026-12-24 is in the future", "the row has 1 fields; the date or weight is missing",
                "1899-12-31 is before 1900",
                "the row has 3 fields, the header 2 (a decimal comma in a comma-separated file? a number with a comma needs quotes)",
            ])
    }

    @Test("dates written with dots are day-first (03.11.2023 is the 3rd of November), with decimal commas")
    func dottedDates() async throws {
        let weights = service()
        let report = try await weights.importCSV(
            Data("date;weight\n03.11.2023;92,31\n04.11.2023;92,1\n".utf8), options: options())
        #expect(report.imported == 2)
        #expect(try await weights.entry(on: day("2023-11-03"))?.mass.kilograms == 92.31)
        // A fraction of a second is no dotted date: US dates with one stay undecided.
        await #expect(throws: WeightImportError.self) {
            try await service(.inMemory).importCSV(
                Data("date,weight\n11/03/2023 07:30:12.500,80\n11/04/2023 07:31:02.250,80.5\n".utf8),
                options: options())
        }
        // Month-first dates written with dots still read month-first (the second number above 12).
        let monthFirst = try await service(.inMemory).importCSV(
            Data("date,weight\n11.25.2023,80\n11.26.2023,80.5\n".utf8), options: options())
        #expect(monthFirst.imported == 2)
    }

    @Test(
        "H1.6 a file that cannot be read at all imports nothing",
        arguments: [
            ("", "Cannot import: the file is empty."),
            (
                "name,age\nbob,3\n",
                "Cannot import: line 1: the header (name, age) has no date and weight columns."
            ),
            ("date,weight\n2026-01-01,\"80\n", "Cannot import: line 2: a quoted field is never closed."),
            (
                "date,weight\n01/02/2026,80\n",
                "Cannot import: dates like '01/02/2026' could be day-first or month-first; add --date-format dmy or mdy."
            ),
        ])
    func unreadable(text: String, message: String) async throws {
        let weights = service()
        let error = await #expect(throws: WeightImportError.self) {
            try await weights.importCSV(Data(text.utf8), options: options())
        }
        #expect(error?.errorDescription == message)
        #expect(try await weights.list().isEmpty)
    }

    @Test("day-first and month-first dates are decided from the data, or by option")
    func dateOrder() async throws {
        let weights = service()
        let dmy = try await weights.importCSV(
            Data("Date,Weight\n01/02/2026,80\n13/02/2026,81\n".utf8), options: options())
        #expect(dmy.imported == 2 && dmy.firstDate == day("2026-02-01"))
        let mdy = try await weights.importCSV(
            Data("Date,Weight\n03/04/2026,80\n".utf8), options: options { $0.dateOrder = .monthDayYear })
        #expect(mdy.firstDate == day("2026-03-04"))
    }

    @Test("units from the header, else the option, else kg; a dry run saves nothing")
    func unitsAndDryRun() async throws {
        let weights = service()
        let dry = try await weights.importCSV(
            Data("date,weight_lb\n2026-11-01,180\n".utf8), options: options { $0.dryRun = true })
        #expect(dry.imported == 1)
        #expect(try await weights.list().isEmpty)
        try await weights.importCSV(Data("date,weight_lb\n2026-11-01,180\n".utf8), options: options())
        try await weights.importCSV(
            Data("date,weight\n2026-11-02,180\n".utf8), options: options { $0.unit = .pounds })
        #expect(try await weights.list().map { $0.mass.value(in: .pounds) } == [180, 180])
    }

    @Test("trend: 7-day average and its change over 30 and 90 days")
    func trend() async throws {
        let weights = service()
        for offset in 0..<100 {
            try await weights.add(
                Mass(kilograms: 90 - Double(offset) * 0.1), on: today.adding(days: offset - 99),
                replace: false)
        }
        let trend = try await weights.trend(today: today)
        #expect(trend.latest?.date == today)
        #expect(abs((trend.average7?.kilograms ?? 0) - 80.4) < 0.001)
        #expect(abs((trend.change30?.kilograms ?? 0) + 3.0) < 0.001)
        #expect(abs((trend.change90?.kilograms ?? 0) + 9.0) < 0.001)
        #expect(try await service().trend(today: today) == WeightTrend(entries: [], today: today))
    }

    @Test(
        "the wger sample in ../shared/data imports",
        .enabled(
            if: FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                    "../../../../../shared/data"
                ).standardizedFileURL.path), "../shared/data is absent"))
    func wgerSample() async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../../shared/data/weight/wger.csv").standardizedFileURL
        let data = try Data(contentsOf: url)
        let report = try await service().importCSV(data, options: options())
        #expect(report.imported > 0)
        #expect(report.invalid.isEmpty, "\(report.invalid)")
    }
}
