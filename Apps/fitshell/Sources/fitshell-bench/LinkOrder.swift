import Foundation

/// The order in which the linker lays out the functions of the shipped binary (`make
/// link-order`): every function the benchmark's commands run, those run by the most commands
/// first. A process touches its code a page at a time, and the kernel maps each page on first
/// touch; with the functions a command runs side by side instead of spread over 15 MB of code,
/// `journal show` touches 69 pages of code instead of 164 (README, "Performance").
///
/// The functions come from running each benchmark command once under Valgrind's callgrind, which
/// names every function a run executes (a sampling profiler would miss the short ones). The
/// file is only a hint: a function it names that a later build lacks is skipped by the linker,
/// and one it does not name goes after those it does.
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
        for label in [Self.label(years: 0), Self.label(years: 10), Self.realShape] {
            log("Tracing the commands on the \(label) profile…")
            // As the bench does: no hello, and no analysis on the empty profile (it has no chart).
            for step in scenarios.flatMap(\.steps)
            where step.target != .hello && (step.target != .analysis || label != Self.label(years: 0)) {
                commands += 1
                let trace = traces.appendingPathComponent("\(commands).out")
                let sample = try ChildProcess.run(
                    valgrind,
                    [
                        "-q", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
                        "--callgrind-out-file=\(trace.path)", fitshell,
                    ] + step.arguments,
                    environment: environment(home: home(label)))
                guard sample.status == 0 else {
                    try expectSuccess(step.arguments, home: home(label), what: step.name)
                    throw BenchError("\(step.name) exited \(sample.status) under Valgrind")
                }
                for name in try Self.functions(inTrace: trace) { runs[name, default: 0] += 1 }
            }
        }
        let ordered = runs.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        try Data((ordered.joined(separator: "\n") + "\n").utf8).write(to: file)
        log("Wrote \(ordered.count) functions run by \(commands) commands to \(file.path)")
    }

    /// The functions a callgrind trace (written with `--compress-strings=no`) names as run or
    /// called, without callgrind's recursion marks (`'2`) and unnamed addresses.
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
            if plain.isEmpty || plain.hasPrefix("0x") { continue }
            names.insert(String(plain))
        }
        return names
    }
}
