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
    /// Bytes of the generated Apple Health export (1 GB unless `--health-bytes` says otherwise).
    var healthBytes = 1_000_000_000
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

    /// The label of the profile built by importing a generated 10-year Strong export.
    static let realShape = "10y-strong"

    /// Runs everything and returns the measurements.
    func run() throws -> [Measurement] {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output.appendingPathComponent("imports")) }
        // The previous run's profiles are set aside here and deleted only after measuring:
        // ext4 searches its inode tables past inodes freed in the last one to six minutes on
        // every create, so imports measured right after deleting tens of thousands of files
        // took up to 1.5 times as long (Strong 689 ms against 450 ms in a quiet run).
        defer { try? FileManager.default.removeItem(at: setAsideFolder) }
        var labels: [String] = []
        for years in profiles {
            try generate(years: years, home: home(Self.label(years: years)))
            labels.append(Self.label(years: years))
            if years == 10 {
                try buildRealShape(home: home(Self.realShape))
                labels.append(Self.realShape)
            }
        }
        let hello = try Hello.build(in: output)
        var results = try measureProfiles(labels, hello: hello)
        results += try measureImports()
        results += try measureHealthImport()
        if let largest = profiles.first(where: { $0 == 10 }) ?? profiles.max(), largest > 0 {
            results += try measureArchive(label: Self.label(years: largest))
        }
        return Self.addRatios(results)
    }

    func home(_ label: String) -> URL { output.appendingPathComponent("profiles/\(label)") }

    /// Where profiles replaced by this run wait until it has measured everything.
    var setAsideFolder: URL { output.appendingPathComponent("set-aside") }

    /// Moves `home` (a previous run's profile) out of the way, to be deleted at the end.
    private func setAside(_ home: URL) {
        guard FileManager.default.fileExists(atPath: home.path) else { return }
        try? FileManager.default.createDirectory(at: setAsideFolder, withIntermediateDirectories: true)
        let target = setAsideFolder.appendingPathComponent(UUID().uuidString)
        if (try? FileManager.default.moveItem(at: home, to: target)) == nil {
            try? FileManager.default.removeItem(at: home)
        }
    }

    /// The real-shaped profile: a 10-year Strong export of names that need matching, imported,
    /// then the plan and chart the scenarios use.
    func buildRealShape(home: URL) throws {
        setAside(home)
        log("Building the \(Self.realShape) profile from a generated 10-year Strong export…")
        let end = Int(ISO8601DateFormatter().date(from: now)?.timeIntervalSince1970 ?? 0)
        let workouts = RealShapes.workouts(years: 10, end: end)
        let file = output.appendingPathComponent("strong-10y.csv")
        try Data(RealShapes.strongCSV(workouts).utf8).write(to: file)
        for step in [
            ["import", "strong", file.path, "--unit", "kg"], ["plans", "create", "Day A"],
            [
                "plans", "add-exercise", "Day A", "barbell bench press", "--sets", "3", "--reps", "8",
                "--weight", "60",
            ],
            ["charts", "add", "barbell squat", "--metric", "e1rm"],
        ] {
            try expectSuccess(step, home: home, what: "building \(Self.realShape)")
        }
        log("  \(workouts.count) workouts, \(workouts.reduce(0) { $0 + $1.sets.count }) sets")
    }

    func generate(years: Int, home: URL) throws {
        setAside(home)
        log("Generating the \(Self.label(years: years)) profile…")
        try expectSuccess(
            ["dev", "generate", "--years", String(years), "--seed", "42"], home: home, what: "generating")
    }

    /// Each scenario on every profile, the profiles interleaved run by run, so a slow moment of
    /// the machine falls on all of them alike and the ratios stay fair.
    private func measureProfiles(_ labels: [String], hello: String?) throws -> [Measurement] {
        var results: [Measurement] = []
        let reportPath = output.appendingPathComponent("report.html").path
        for listed in Scenario.profileScenarios(
            svgPath: output.appendingPathComponent("chart.svg").path, reportPath: reportPath)
        {
            // Without a compiler there is no hello: its step is left out, `--version` still runs.
            var steps = listed.steps.filter { $0.target != .hello || hello != nil }
            if steps.isEmpty { continue }
            // A scenario held to a multiple of `--version` starts every round with a `--version`
            // run, and its commands are held to the median of those (a workout's start, done,
            // status and finish share one): the machine's speed changes from one minute to the
            // next, and the floor measured in its own scenario, minutes earlier, could be a
            // different machine's.
            let paired = steps.contains { $0.target == .everyday || $0.target == .analysis }
            if paired { steps.insert(Self.pairedFloor, at: 0) }
            let scenario = Scenario(steps: steps)
            let measured = labels.filter { label in
                label != "empty" || !scenario.steps.contains { $0.target == .analysis }
            }
            var samples = [String: [[ProcessSample]]]()
            for label in measured { samples[label] = Array(repeating: [], count: scenario.steps.count) }
            for iteration in 0..<(runs + 2) {
                for label in measured {
                    for (index, step) in scenario.steps.enumerated() {
                        let program = step.target == .hello ? hello ?? fitshell : fitshell
                        let sample = try ChildProcess.run(
                            program, step.arguments, environment: environment(home: home(label)))
                        if sample.status != 0 {
                            try expectSuccess(step.arguments, home: home(label), what: step.name)
                        }
                        if iteration >= 2 { samples[label]?[index].append(sample) }
                    }
                }
            }
            var peaks = [String: [Int?]]()
            for label in measured {
                peaks[label] = try scenario.steps.map { step in
                    if paired && step.name == Self.pairedFloor.name { return nil }
                    return try ChildProcess.peakBytes(
                        step.target == .hello ? hello ?? fitshell : fitshell, step.arguments,
                        environment: environment(home: home(label)), scratch: output)
                }
            }
            for label in measured {
                let floor =
                    paired
                    ? Measurement(
                        command: Self.pairedFloor.name, profile: label, target: .floor,
                        samples: samples[label]?[0] ?? []
                    ).medianMs : nil
                for (index, step) in scenario.steps.enumerated() where !(paired && index == 0) {
                    var item = Measurement(
                        command: step.name, profile: label, target: step.target,
                        samples: samples[label]?[index] ?? [])
                    item.pairedVersionMs = floor
                    if let peak = peaks[label]?[index] ?? nil { item.peakMiB = Double(peak) / 1_048_576 }
                    if step.target == .report {
                        // The page the last run wrote for this profile.
                        _ = try ChildProcess.run(
                            fitshell, step.arguments, environment: environment(home: home(label)))
                        item.outputBytes =
                            (try? FileManager.default.attributesOfItem(atPath: reportPath)[.size] as? Int)
                            ?? nil
                    }
                    log(
                        "  \(Self.padded(step.name, 20)) \(Self.padded(label, 6)) "
                            + String(format: "%8.2f ms", item.medianMs))
                    results.append(item)
                }
            }
        }
        let order = labels
        return results.sorted {
            (order.firstIndex(of: $0.profile) ?? 0) < (order.firstIndex(of: $1.profile) ?? 0)
        }
    }

    private func measureImports() throws -> [Measurement] {
        let strong = output.appendingPathComponent("strong-\(importRows).csv")
        let hevy = output.appendingPathComponent("hevy-\(importRows).csv")
        let weight = output.appendingPathComponent("weight-\(importRows).csv")
        log("Writing \(importRows)-row import files…")
        try Data(Fixtures.strongCSV(rows: importRows).utf8).write(to: strong)
        let end = Int(ISO8601DateFormatter().date(from: now)?.timeIntervalSince1970 ?? 0)
        let hevyWorkouts = RealShapes.workouts(rows: importRows, end: end)
        try Data(RealShapes.hevyCSV(hevyWorkouts).utf8).write(to: hevy)
        try Data(Fixtures.weightCSV(rows: importRows).utf8).write(to: weight)
        return [
            try measureRepeated(
                name: "import strong", arguments: ["import", "strong", strong.path], rows: importRows),
            try measureRepeated(
                name: "import hevy", arguments: ["import", "hevy", hevy.path, "--unit", "kg"],
                rows: hevyWorkouts.reduce(0) { $0 + $1.sets.count }),
            try measureRepeated(
                name: "weight import", arguments: ["weight", "import", weight.path], rows: importRows),
        ]
    }

    /// `import apple-health` of a generated export of `healthBytes` (10 years of records, the
    /// bulk heart-rate and step records as in real exports), as XML and, when `zip` is
    /// installed, as the zip the Health app shares.
    private func measureHealthImport() throws -> [Measurement] {
        let folder = output.appendingPathComponent("apple_health_export")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let xml = folder.appendingPathComponent("export.xml")
        // About 400 bytes a filler record: the filler a day that makes 10 years reach the size.
        let filler = max(1, healthBytes / 3650 / 400)
        log("Writing a \(healthBytes / 1_000_000) MB Apple Health export…")
        try expectSuccess(
            ["dev", "apple-health-export", xml.path, "--days", "3650", "--filler", "\(filler)"],
            home: home("empty"),
            what: "dev apple-health-export")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: xml.path))?[.size] as? Int) ?? 0
        var item = try measureRepeated(
            name: "import apple-health", arguments: ["import", "apple-health", xml.path])
        item = item.retargeted(.healthImport, inputBytes: bytes)
        var results = [item]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/zip") {
            let zip = output.appendingPathComponent("export.zip")
            defer { try? FileManager.default.removeItem(at: zip) }
            let zipping = Process()
            zipping.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
            zipping.currentDirectoryURL = output
            zipping.arguments = ["-q", "-r", zip.path, "apple_health_export"]
            try zipping.run()
            zipping.waitUntilExit()
            var zipped = try measureRepeated(
                name: "import apple-health (zip)", arguments: ["import", "apple-health", zip.path])
            zipped = zipped.retargeted(.healthImport, inputBytes: bytes)
            results.append(zipped)
        } else {
            log("  /usr/bin/zip is not installed: the zip import is not measured.")
        }
        for result in results {
            log(
                "  \(Self.padded(result.command, 26)) "
                    + String(format: "%8.1f ms  %6.1f MB/s", result.medianMs, result.megabytesPerSecond ?? 0))
        }
        return results
    }

    private func measureArchive(label: String) throws -> [Measurement] {
        let archive = output.appendingPathComponent("archive-\(label).json")
        let exported = try measureRepeated(
            name: "data export", arguments: ["data", "export", archive.path, "--yes"], in: home(label),
            profile: label)
        let imported = try measureRepeated(
            name: "data import", arguments: ["data", "import", archive.path],
            rows: try setCount(label: label), profile: label)
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
        var samples: [ProcessSample] = []
        for iteration in 0..<4 {
            // A new folder each run, removed only when the bench ends: creating thousands of files
            // right after deleting thousands makes ext4 search its inode tables for every one
            // (its "recently deleted" check), which measures the benchmark, not the import.
            let fresh = output.appendingPathComponent("imports/\(name)-\(iteration)-\(UUID().uuidString)")
            let folder = home ?? fresh
            let sample = try ChildProcess.run(fitshell, arguments, environment: environment(home: folder))
            if sample.status != 0 { try expectSuccess(arguments, home: folder, what: name) }
            if iteration > 0 { samples.append(sample) }
        }
        let peakHome = home ?? output.appendingPathComponent("imports/\(name)-peak-\(UUID().uuidString)")
        let peak = try ChildProcess.peakBytes(
            fitshell, arguments, environment: environment(home: peakHome), scratch: output)
        var item = Measurement(
            command: name, profile: profile, target: rows == nil || home != nil ? .archive : .importRate,
            samples: samples)
        item.rows = rows
        if let peak { item.peakMiB = Double(peak) / 1_048_576 }
        if let rate = item.rowsPerSecond {
            log("  \(Self.padded(name, 20)) " + String(format: "%8.1f ms  %9.0f rows/s", item.medianMs, rate))
        }
        return item
    }

    /// Runs once more with the output kept, and throws it when the command fails.
    func expectSuccess(_ arguments: [String], home: URL, what: String) throws {
        let log = output.appendingPathComponent("failed-command.txt")
        let sample = try ChildProcess.run(
            fitshell, arguments, environment: environment(home: home), outputPath: log.path)
        guard sample.status == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw BenchError(
                "\(what): fitshell \(arguments.joined(separator: " ")) exited \(sample.status):\n\(text)")
        }
    }

    /// The done sets of the profile `label` (`history stats --json`): the rows its history is
    /// made of, for the rate of `data import`.
    func setCount(label: String) throws -> Int {
        let file = output.appendingPathComponent("stats-\(label).json")
        let sample = try ChildProcess.run(
            fitshell, ["history", "stats", "--json"], environment: environment(home: home(label)),
            outputPath: file.path)
        struct Stats: Decodable {
            struct Totals: Decodable { let sets: Int }
            let totals: Totals
        }
        guard sample.status == 0 else { throw BenchError("history stats --json failed on \(label)") }
        return try JSONDecoder().decode(Stats.self, from: Data(contentsOf: file)).totals.sets
    }

    static func addRatios(_ results: [Measurement]) -> [Measurement] {
        let versions = Dictionary(
            results.filter { $0.target == .floor }.map { ($0.profile, $0.medianMs) },
            uniquingKeysWith: { a, _ in a })
        let hellos = Dictionary(
            results.filter { $0.target == .hello }.map { ($0.profile, $0.medianMs) },
            uniquingKeysWith: { a, _ in a })
        let empty = Dictionary(
            results.filter { $0.profile == "empty" }.map { ($0.command, $0.medianMs) },
            uniquingKeysWith: { a, _ in a })
        return results.map { item in
            var item = item
            if item.target == .floor, let hello = hellos[item.profile], hello > 0 {
                item.ratioToHello = item.medianMs / hello
            }
            guard item.target == .everyday || item.target == .analysis else { return item }
            if let version = item.pairedVersionMs ?? versions[item.profile], version > 0 {
                item.ratioToVersion = item.medianMs / version
            }
            if let base = empty[item.command], base > 0 { item.ratioToEmpty = item.medianMs / base }
            return item
        }
    }

    /// The `--version` run at the start of each round of a scenario held to a multiple of it.
    static let pairedFloor = Step(name: "--version (paired)", arguments: ["--version"], target: .floor)

    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
