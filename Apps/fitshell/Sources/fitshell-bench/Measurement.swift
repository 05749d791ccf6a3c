/// The samples of one command on one profile, reduced to what the report shows.
struct Measurement: Encodable {
    /// The command's name in the table.
    let command: String
    /// `empty`, `1y`, `10y`, `30y`, or `-` for imports and archives.
    let profile: String
    /// The target it is held to.
    var target: Target
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
    /// Peak resident memory, MiB (of a separate run under GNU time when it is installed).
    var peakMiB: Double
    /// Rows in the input (imports only).
    var rows: Int? = nil
    /// The bytes a command wrote to its output file (the report's HTML).
    var outputBytes: Int? = nil
    /// Median over the same profile's static hello (`--version` only).
    var ratioToHello: Double? = nil
    /// Median over the median of the `--version` runs that started each round of this
    /// command's scenario (`pairedVersionMs`), or else over the same profile's `--version`.
    var ratioToVersion: Double? = nil
    /// The median of the `--version` runs that started each round of this command's scenario.
    var pairedVersionMs: Double? = nil
    /// Median over the same command on the empty profile.
    var ratioToEmpty: Double? = nil

    /// Bytes of input read (the Apple Health import: uncompressed XML).
    var inputBytes: Int? = nil

    /// Rows a second (imports only).
    var rowsPerSecond: Double? { rows.map { Double($0) / (medianMs / 1000) } }

    /// Megabytes (10⁶ bytes) of input a second.
    var megabytesPerSecond: Double? { inputBytes.map { Double($0) / 1_000_000 / (medianMs / 1000) } }

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
            ratioToEmpty, ratioToHello, pairedVersionMs
        case rowsPerSecond, outputBytes, inputBytes, megabytesPerSecond
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
        try container.encodeIfPresent(pairedVersionMs.map(Self.rounded), forKey: .pairedVersionMs)
        try container.encodeIfPresent(ratioToEmpty.map(Self.rounded), forKey: .ratioToEmpty)
        try container.encodeIfPresent(ratioToHello.map(Self.rounded), forKey: .ratioToHello)
        try container.encodeIfPresent(rowsPerSecond.map { $0.rounded() }, forKey: .rowsPerSecond)
        try container.encodeIfPresent(outputBytes, forKey: .outputBytes)
        try container.encodeIfPresent(inputBytes, forKey: .inputBytes)
        try container.encodeIfPresent(megabytesPerSecond.map(Self.rounded), forKey: .megabytesPerSecond)
    }

    /// The same samples held to `target`, with the bytes of input they read.
    func retargeted(_ target: Target, inputBytes: Int) -> Measurement {
        var copy = self
        copy.target = target
        copy.inputBytes = inputBytes
        return copy
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

/// The targets, checked against a run's measurements.
enum Targets {
    static let helloRatio = 1.3
    static let versionRatio = 1.5
    static let emptyRatio = 1.2
    static let analysisRatio10 = 2.5
    static let analysisRatio30 = 4.0
    static let rowsPerSecond = 200_000.0
    static let everydayMiB = 40.0
    static let importMiB = 64.0
    static let binaryMB = 25.0
    static let reportMs = 300.0
    static let reportBytes = 2_000_000.0
    static let healthMegabytesPerSecond = 100.0

    /// The profiles the "at 10 years" rules apply to: the generator's and the imported one.
    static let tenYears: Set<String> = ["10y", "10y-strong"]

    /// Every check that applies to `measurements`, and to the binary of `binaryBytes`.
    static func check(_ measurements: [Measurement], binaryBytes: Int) -> [TargetCheck] {
        var checks = [
            TargetCheck(
                subject: "fitshell binary", rule: "≤ 25 MB (static)",
                measured: format(Double(binaryBytes) / 1_000_000) + " MB",
                holds: Double(binaryBytes) <= binaryMB * 1_000_000)
        ]
        for item in measurements {
            let subject = "\(item.command) @ \(item.profile)"
            switch item.target {
            case .floor:
                if let ratio = item.ratioToHello {
                    checks.append(ratioCheck(subject, ratio, limit: helloRatio, of: "static hello"))
                }
            case .everyday:
                if tenYears.contains(item.profile) {
                    if let ratio = item.ratioToVersion {
                        checks.append(ratioCheck(subject, ratio, limit: versionRatio, of: "--version"))
                    }
                    if let ratio = item.ratioToEmpty {
                        checks.append(ratioCheck(subject, ratio, limit: emptyRatio, of: "empty"))
                    }
                }
                if tenYears.contains(item.profile) || item.profile == "30y" {
                    checks.append(memoryCheck(subject, item.peakMiB, limit: everydayMiB))
                }
            case .analysis:
                let limit =
                    tenYears.contains(item.profile)
                    ? analysisRatio10 : item.profile == "30y" ? analysisRatio30 : nil
                if let limit, let ratio = item.ratioToVersion {
                    checks.append(ratioCheck(subject, ratio, limit: limit, of: "--version"))
                }
            case .report:
                if tenYears.contains(item.profile) {
                    checks.append(
                        TargetCheck(
                            subject: subject, rule: "≤ 300 ms", measured: format(item.medianMs) + " ms",
                            holds: item.medianMs <= reportMs))
                    let bytes = Double(item.outputBytes ?? Int.max)
                    checks.append(
                        TargetCheck(
                            subject: subject + " (HTML)", rule: "≤ 2 MB",
                            measured: format(bytes / 1_000_000) + " MB",
                            holds: bytes <= reportBytes))
                }
            case .importRate:
                if let rate = item.rowsPerSecond {
                    checks.append(
                        TargetCheck(
                            subject: subject, rule: "≥ 200,000 rows/s", measured: "\(Int(rate)) rows/s",
                            holds: rate >= rowsPerSecond))
                }
                checks.append(memoryCheck(subject, item.peakMiB, limit: importMiB))
            case .healthImport:
                if let rate = item.megabytesPerSecond {
                    checks.append(
                        TargetCheck(
                            subject: subject, rule: "≥ 100 MB/s", measured: format(rate) + " MB/s",
                            holds: rate >= healthMegabytesPerSecond))
                }
                checks.append(memoryCheck(subject, item.peakMiB, limit: importMiB))
            default: break
            }
        }
        return checks
    }

    static func ratioCheck(_ subject: String, _ ratio: Double, limit: Double, of base: String) -> TargetCheck
    {
        TargetCheck(
            subject: subject, rule: "≤ \(limit) × \(base)", measured: format(ratio) + " ×",
            holds: ratio <= limit)
    }

    static func memoryCheck(_ subject: String, _ mebibytes: Double, limit: Double) -> TargetCheck {
        TargetCheck(
            subject: subject, rule: "≤ \(Int(limit)) MiB", measured: format(mebibytes) + " MiB",
            holds: mebibytes <= limit)
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(rounded)
    }
}
