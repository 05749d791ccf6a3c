/// The samples of one command on one profile, reduced to what the report shows.
struct Measurement: Encodable {
    /// The command's name in the table.
    let command: String
    /// `empty`, `1y`, `10y`, `30y`, or `-` for imports and archives.
    let profile: String
    /// The target it is held to.
    let target: Target
    /// Runs measured (after the warm-up).
    let runs: Int
    /// Median wall time, milliseconds.
    let medianMs: Double
    /// Fastest and slowest run, milliseconds.
    let minMs: Double
    let maxMs: Double
    /// Median CPU time (user + system), milliseconds: less sensitive than wall time to a
    /// busy machine.
    let cpuMs: Double
    /// Peak resident memory over the runs, MiB.
    let peakMiB: Double
    /// Rows in the input (imports only).
    var rows: Int? = nil
    /// Median over the same profile's `--version`.
    var ratioToVersion: Double? = nil
    /// Median over the same command on the empty profile.
    var ratioToEmpty: Double? = nil

    /// Rows a second (imports only).
    var rowsPerSecond: Double? { rows.map { Double($0) / (medianMs / 1000) } }

    init(command: String, profile: String, target: Target, samples: [ProcessSample]) {
        self.command = command
        self.profile = profile
        self.target = target
        let times = samples.map { $0.seconds * 1000 }.sorted()
        runs = times.count
        medianMs =
            times.isEmpty
            ? 0
            : times.count.isMultiple(of: 2)
                ? (times[times.count / 2 - 1] + times[times.count / 2]) / 2 : times[times.count / 2]
        minMs = times.first ?? 0
        maxMs = times.last ?? 0
        let cpu = samples.map { $0.cpuSeconds * 1000 }.sorted()
        cpuMs = cpu.isEmpty ? 0 : cpu[cpu.count / 2]
        peakMiB = Double(samples.map(\.peakBytes).max() ?? 0) / 1_048_576
    }

    enum CodingKeys: String, CodingKey {
        case command, profile, target, runs, medianMs, minMs, maxMs, cpuMs, peakMiB, rows, ratioToVersion,
            ratioToEmpty
        case rowsPerSecond
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(command, forKey: .command)
        try container.encode(profile, forKey: .profile)
        try container.encode(target, forKey: .target)
        try container.encode(runs, forKey: .runs)
        try container.encode(Self.rounded(medianMs), forKey: .medianMs)
        try container.encode(Self.rounded(minMs), forKey: .minMs)
        try container.encode(Self.rounded(maxMs), forKey: .maxMs)
        try container.encode(Self.rounded(cpuMs), forKey: .cpuMs)
        try container.encode(Self.rounded(peakMiB), forKey: .peakMiB)
        try container.encodeIfPresent(rows, forKey: .rows)
        try container.encodeIfPresent(ratioToVersion.map(Self.rounded), forKey: .ratioToVersion)
        try container.encodeIfPresent(ratioToEmpty.map(Self.rounded), forKey: .ratioToEmpty)
        try container.encodeIfPresent(rowsPerSecond.map { $0.rounded() }, forKey: .rowsPerSecond)
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

/// One target checked against one measurement.
struct TargetCheck: Encodable {
    /// The command and profile.
    let subject: String
    /// The rule, e.g. `≤ 1.5 × --version`.
    let rule: String
    /// The measured figure, e.g. `1.31 ×`.
    let measured: String
    /// Whether it holds.
    let holds: Bool
}

/// The targets of the issue, checked against a run's measurements.
enum Targets {
    static let versionRatio = 1.5
    static let emptyRatio = 1.2
    static let analysisMs = 30.0
    static let rowsPerSecond = 200_000.0
    static let everydayMiB = 40.0

    /// Every check that applies to `measurements`.
    static func check(_ measurements: [Measurement]) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        for item in measurements {
            let subject = "\(item.command) @ \(item.profile)"
            switch item.target {
            case .everyday where item.profile == "10y":
                if let ratio = item.ratioToVersion {
                    checks.append(
                        TargetCheck(
                            subject: subject, rule: "≤ \(versionRatio) × --version",
                            measured: format(ratio) + " ×",
                            holds: ratio <= versionRatio))
                }
                if let ratio = item.ratioToEmpty {
                    checks.append(
                        TargetCheck(
                            subject: subject, rule: "≤ \(emptyRatio) × empty", measured: format(ratio) + " ×",
                            holds: ratio <= emptyRatio))
                }
                checks.append(
                    TargetCheck(
                        subject: subject, rule: "≤ 40 MiB", measured: format(item.peakMiB) + " MiB",
                        holds: item.peakMiB <= everydayMiB))
            case .analysis where item.profile == "10y":
                checks.append(
                    TargetCheck(
                        subject: subject, rule: "≤ 30 ms", measured: format(item.medianMs) + " ms",
                        holds: item.medianMs <= analysisMs))
            case .importRate:
                if let rate = item.rowsPerSecond {
                    checks.append(
                        TargetCheck(
                            subject: subject, rule: "≥ 200,000 rows/s", measured: "\(Int(rate)) rows/s",
                            holds: rate >= rowsPerSecond))
                }
            default: break
            }
        }
        return checks
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(rounded)
    }
}
