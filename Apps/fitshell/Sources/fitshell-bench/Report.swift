import Foundation

/// The benchmark's results: the table for people and `results.json` for tools.
struct Report: Encodable {
    /// The machine the figures come from.
    struct Machine: Encodable {
        let cores: Int
        let memoryGiB: Int
        let cpu: String
        let system: String
    }

    let date: String
    let machine: Machine
    let runsPerCommand: Int
    let results: [Measurement]
    let checks: [TargetCheck]
    var allTargetsHold: Bool { checks.allSatisfy(\.holds) }

    enum CodingKeys: String, CodingKey { case date, machine, runsPerCommand, results, checks, allTargetsHold }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(machine, forKey: .machine)
        try container.encode(runsPerCommand, forKey: .runsPerCommand)
        try container.encode(results, forKey: .results)
        try container.encode(checks, forKey: .checks)
        try container.encode(allTargetsHold, forKey: .allTargetsHold)
    }

    static func machine() -> Machine {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        return Machine(
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGiB: Int(ProcessInfo.processInfo.physicalMemory / 1_073_741_824), cpu: model,
            system: "Linux \(release)")
    }

    /// The table printed at the end.
    var table: String {
        var lines = [
            "fitshell benchmark · \(date) · \(machine.cores) cores, \(machine.memoryGiB) GiB · \(machine.cpu)",
            "median of \(runsPerCommand) runs after 2 warm-ups (imports and archives: 3 runs after 1)", "",
            pad([
                "command", "profile", "median ms", "min–max ms", "cpu ms", "× --version", "× empty",
                "peak MiB",
                "rows/s or MB/s",
            ]),
        ]
        for item in results {
            lines.append(
                pad([
                    item.command, item.profile, String(format: "%.2f", item.medianMs),
                    String(format: "%.1f–%.1f", item.minMs, item.maxMs), String(format: "%.1f", item.cpuMs),
                    item.ratioToVersion.map { String(format: "%.2f", $0) } ?? "",
                    item.ratioToEmpty.map { String(format: "%.2f", $0) } ?? "",
                    String(format: "%.1f", item.peakMiB),
                    item.rowsPerSecond.map { String(Int($0)) }
                        ?? item.megabytesPerSecond.map { String(format: "%.1f MB/s", $0) } ?? "",
                ]))
        }
        lines += ["", "Targets:"]
        for check in checks {
            lines.append(
                "  \(check.holds ? "ok  " : "MISS") \(check.subject): \(check.measured) (target \(check.rule))"
            )
        }
        let missed = checks.filter { !$0.holds }.count
        lines.append(
            missed == 0 ? "All \(checks.count) targets hold." : "\(missed) of \(checks.count) targets missed."
        )
        return lines.joined(separator: "\n")
    }

    private func pad(_ cells: [String]) -> String {
        let widths = [20, 7, 10, 14, 7, 12, 8, 9, 9]
        return zip(cells, widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index < 2 ? cell + padding : padding + cell
        }.joined(separator: "  ")
    }
}
