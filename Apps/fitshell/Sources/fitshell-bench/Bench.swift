import Foundation

/// The benchmark: generates the profiles, runs every scenario on each, times the imports and
/// archives, and reports.
struct Bench {
    /// The release `fitshell` under test.
    let fitshell: String
    /// Where profiles, fixtures and `results.json` go.
    let output: URL
    /// Measured runs per command (after the warm-up).
    let runs: Int
    /// Years of the profiles (0 is the empty profile).
    let profiles: [Int]
    /// Rows of the import fixtures.
    let importRows: Int
    /// The fixed clock of every run (a Monday, so the week has a program day today).
    let now = "2026-11-23T08:00:00Z"

    func environment(home: URL) -> [String: String] {
        [
            "FITSHELL_HOME": home.path, "FITSHELL_NOW": now, "HOME": output.path, "TZ": "UTC",
            "NO_COLOR": "1",
            "TERM": "dumb", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
    }

    static func label(years: Int) -> String { years == 0 ? "empty" : "\(years)y" }

    /// Runs everything and returns the measurements.
    func run() throws -> [Measurement] {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for years in profiles { try generate(years: years, home: home(years)) }
        var results = try measureProfiles()
        results += try measureImports()
        if let largest = profiles.first(where: { $0 == 10 }) ?? profiles.max(), largest > 0 {
            results += try measureArchive(home: home(largest), label: Self.label(years: largest))
        }
        return Self.addRatios(results)
    }

    private func home(_ years: Int) -> URL {
        output.appendingPathComponent("profiles/\(Self.label(years: years))")
    }

    private func generate(years: Int, home: URL) throws {
        try? FileManager.default.removeItem(at: home)
        log("Generating the \(Self.label(years: years)) profile…")
        try expectSuccess(
            ["dev", "generate", "--years", String(years), "--seed", "42"], home: home, what: "generating")
    }

    /// Each scenario on every profile, the profiles interleaved run by run, so a slow moment of
    /// the machine falls on all of them alike and the ratios stay fair.
    private func measureProfiles() throws -> [Measurement] {
        var results: [Measurement] = []
        for scenario in Scenario.profileScenarios(svgPath: output.appendingPathComponent("chart.svg").path) {
            let measured = profiles.filter { $0 > 0 || !scenario.steps.contains { $0.target == .analysis } }
            var samples = [Int: [[ProcessSample]]]()
            for years in measured { samples[years] = Array(repeating: [], count: scenario.steps.count) }
            for iteration in 0..<(runs + 2) {
                for years in measured {
                    for (index, step) in scenario.steps.enumerated() {
                        let sample = try ChildProcess.run(
                            fitshell, step.arguments, environment: environment(home: home(years)))
                        if sample.status != 0 {
                            try expectSuccess(step.arguments, home: home(years), what: step.name)
                        }
                        if iteration >= 2 { samples[years]?[index].append(sample) }
                    }
                }
            }
            for years in measured {
                for (index, step) in scenario.steps.enumerated() {
                    let label = Self.label(years: years)
                    let item = Measurement(
                        command: step.name, profile: label, target: step.target,
                        samples: samples[years]?[index] ?? [])
                    log(
                        "  \(Self.padded(step.name, 20)) \(Self.padded(label, 6)) "
                            + String(format: "%8.2f ms", item.medianMs))
                    results.append(item)
                }
            }
        }
        let order = profiles.map { Self.label(years: $0) }
        return results.sorted {
            (order.firstIndex(of: $0.profile) ?? 0) < (order.firstIndex(of: $1.profile) ?? 0)
        }
    }

    private func measureImports() throws -> [Measurement] {
        let strong = output.appendingPathComponent("strong-\(importRows).csv")
        let weight = output.appendingPathComponent("weight-\(importRows).csv")
        log("Writing \(importRows)-row import files…")
        try Data(Fixtures.strongCSV(rows: importRows).utf8).write(to: strong)
        try Data(Fixtures.weightCSV(rows: importRows).utf8).write(to: weight)
        return [
            try measureRepeated(
                name: "import strong", arguments: ["import", "strong", strong.path], rows: importRows),
            try measureRepeated(
                name: "weight import", arguments: ["weight", "import", weight.path], rows: importRows),
        ]
    }

    private func measureArchive(home: URL, label: String) throws -> [Measurement] {
        let archive = output.appendingPathComponent("archive-\(label).json")
        let exported = try measureRepeated(
            name: "data export", arguments: ["data", "export", archive.path, "--yes"], in: home,
            profile: label)
        let imported = try measureRepeated(
            name: "data import", arguments: ["data", "import", archive.path], profile: label)
        log(
            String(
                format: "  data export %8.1f ms, data import %8.1f ms", exported.medianMs, imported.medianMs))
        return [exported, imported]
    }

    /// Runs `arguments` once as a warm-up, then 3 measured times, in `home` or (when `nil`) in a
    /// new empty data folder each time. With `rows`, the result is an import rate.
    private func measureRepeated(
        name: String, arguments: [String], in home: URL? = nil, rows: Int? = nil, profile: String = "-"
    ) throws -> Measurement {
        let fresh = output.appendingPathComponent("profiles/fresh")
        var samples: [ProcessSample] = []
        for iteration in 0..<4 {
            if home == nil { try? FileManager.default.removeItem(at: fresh) }
            let folder = home ?? fresh
            let sample = try ChildProcess.run(fitshell, arguments, environment: environment(home: folder))
            if sample.status != 0 { try expectSuccess(arguments, home: folder, what: name) }
            if iteration > 0 { samples.append(sample) }
        }
        var item = Measurement(
            command: name, profile: profile, target: rows == nil ? .archive : .importRate, samples: samples)
        item.rows = rows
        if let rate = item.rowsPerSecond {
            log("  \(Self.padded(name, 20)) " + String(format: "%8.1f ms  %9.0f rows/s", item.medianMs, rate))
        }
        return item
    }

    /// Runs once more with the output kept, and throws it when the command fails.
    private func expectSuccess(_ arguments: [String], home: URL, what: String) throws {
        let log = output.appendingPathComponent("failed-command.txt")
        let sample = try ChildProcess.run(
            fitshell, arguments, environment: environment(home: home), outputPath: log.path)
        guard sample.status == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw BenchError(
                "\(what): fitshell \(arguments.joined(separator: " ")) exited \(sample.status):\n\(text)")
        }
    }

    static func addRatios(_ results: [Measurement]) -> [Measurement] {
        let versions = Dictionary(
            results.filter { $0.target == .floor }.map { ($0.profile, $0.medianMs) },
            uniquingKeysWith: { a, _ in a })
        let empty = Dictionary(
            results.filter { $0.profile == "empty" }.map { ($0.command, $0.medianMs) },
            uniquingKeysWith: { a, _ in a })
        return results.map { item in
            var item = item
            guard item.target == .everyday || item.target == .analysis else { return item }
            if let version = versions[item.profile], version > 0 {
                item.ratioToVersion = item.medianMs / version
            }
            if let base = empty[item.command], base > 0 { item.ratioToEmpty = item.medianMs / base }
            return item
        }
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
