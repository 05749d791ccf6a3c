import Foundation

/// The order in which the linker lays out the functions of the shipped binary (`make
/// link-order`): every function the benchmark's commands run, those run by the most commands
/// first. A process touches its code a page at a time, and the kernel maps the pages around a
/// first touch that are already read; with the functions a command runs side by side instead of
/// spread over 15 MB of code, the dashboard at 10 years faults on 69 pages of code instead of
/// 164 (README, "Performance"). Only fitshell's own modules have a section per function: a name
/// from the Swift runtime or the C library places the whole section (object file) it is in.
///
/// The functions come from running each benchmark command once under Valgrind's callgrind, which
/// names every function a run executes (a sampling profiler would miss the short ones). The
/// file is only a hint: a function it names that a later build lacks is skipped by the linker,
/// and one it does not name goes after those it does. Two runs differ in a few dozen lines
/// (functions of threads whose timing varies), and the C library's string functions are the
/// variants Valgrind's virtual processor chose, which may not be the machine's.
extension Bench {
    /// Runs every scenario's commands under callgrind on the empty, 10-year and 10-year-Strong
    /// profiles, and writes the functions they ran, one mangled name a line, to `file`.
    ///
    /// - Throws: `BenchError` without Valgrind, or when a command fails.
    func writeLinkOrder(to file: URL) throws {
        guard let valgrind = Hello.which("valgrind") else {
            throw BenchError("link-order needs Valgrind on the PATH (Debian: apt-get install valgrind)")
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try generate(years: 0, home: home(Self.label(years: 0)))
        try generate(years: 10, home: home(Self.label(years: 10)))
        try buildRealShape(home: home(Self.realShape))
        let traces = output.appendingPathComponent("callgrind")
        try? FileManager.default.removeItem(at: traces)
        try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: traces) }
        var runs: [String: Int] = [:]
        var commands = 0
        let scenarios = Scenario.profileScenarios(
            svgPath: output.appendingPathComponent("chart.svg").path,
            reportPath: output.appendingPathComponent("report.html").path)
        let written = ["chart.svg", "report.html"].map { output.appendingPathComponent($0) }
        let valgrindLog = traces.appendingPathComponent("valgrind.log")
        for label in [Self.label(years: 0), Self.label(years: 10), Self.realShape] {
            log("Tracing the commands on the \(label) profile…")
            // As the bench does: no hello, and no analysis on the empty profile (it has no chart).
            for step in scenarios.flatMap(\.steps)
            where step.target != .hello && (step.target != .analysis || label != Self.label(years: 0)) {
                commands += 1
                // Each command as on a first run: a file left by an earlier one would be replaced
                // through the confirmation's code instead.
                for file in written { try? FileManager.default.removeItem(at: file) }
                let trace = traces.appendingPathComponent("\(commands).out")
                let sample = try ChildProcess.run(
                    valgrind,
                    [
                        "-q", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
                        "--show-below-main=yes",
                        "--callgrind-out-file=\(trace.path)", fitshell,
                    ] + step.arguments,
                    environment: environment(home: home(label)), outputPath: valgrindLog.path)
                guard sample.status == 0 else {
                    let said = (try? String(contentsOf: valgrindLog, encoding: .utf8)) ?? ""
                    throw BenchError(
                        "\(step.name) exited \(sample.status) under Valgrind:\n\(said.suffix(2_000))")
                }
                for name in try Self.functions(inTrace: trace) { runs[name, default: 0] += 1 }
            }
        }
        let ordered = runs.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        try Data((ordered.joined(separator: "\n") + "\n").utf8).write(to: file)
        log("Wrote \(ordered.count) functions run by \(commands) commands to \(file.path)")
    }

    /// The functions a callgrind trace (written with `--compress-strings=no`) names as run or
    /// called, without callgrind's recursion marks (`'2`), unnamed addresses and its own names.
    static func functions(inTrace trace: URL) throws -> Set<String> {
        let text = try String(contentsOf: trace, encoding: .utf8)
        var names = Set<String>()
        for line in text.split(separator: "\n") {
            let name: Substring
            if line.hasPrefix("fn=") {
                name = line.dropFirst(3)
            } else if line.hasPrefix("cfn=") {
                name = line.dropFirst(4)
            } else {
                continue
            }
            let plain = name.split(separator: "'", maxSplits: 1).first ?? name
            // Addresses without a symbol, and Valgrind's own names such as "(below main)".
            if plain.isEmpty || plain.hasPrefix("0x") || plain.hasPrefix("(") { continue }
            names.insert(String(plain))
        }
        return names
    }
}
