import Foundation

// fitshell-bench: times whole `fitshell` processes on generated profiles (see `make bench`).
let usage = """
    usage: fitshell-bench [--fitshell PATH] [--out DIR] [--runs N] [--profiles 0,1,10,30] [--rows N] [--health-bytes N] [--check]
           fitshell-bench [--fitshell PATH] [--out DIR] --link-order FILE

    Generates empty, 1-, 10- and 30-year profiles with `fitshell dev generate`, and a 10-year
    profile imported from a generated Strong export (10y-strong), builds a static hello as the
    floor, times every command (median of --runs after 2 warm-ups), the 100,000-row imports, an
    Apple Health import of a generated 1 GB export (--health-bytes) and the archive, prints a table with every target's "holds" row and writes DIR/results.json.
    With --check, exits 1 when a target is missed.

    With --link-order, runs each command once under Valgrind's callgrind instead and writes the
    functions they ran to FILE, those run by the most commands first: the order in which the
    linker lays out the shipped binary's code (`make link-order`).
    """

func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let ownFolder = URL(
    fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
).deletingLastPathComponent()
let fitshell = value(after: "--fitshell", in: arguments) ?? ownFolder.appendingPathComponent("fitshell").path
let output = URL(fileURLWithPath: value(after: "--out", in: arguments) ?? ".build/bench").standardizedFileURL
let runs = value(after: "--runs", in: arguments).flatMap(Int.init) ?? 15
let rows = value(after: "--rows", in: arguments).flatMap(Int.init) ?? 100_000
let healthBytes = value(after: "--health-bytes", in: arguments).flatMap(Int.init) ?? 1_000_000_000
let profiles = (value(after: "--profiles", in: arguments) ?? "0,1,10,30").split(separator: ",").compactMap {
    Int($0)
}
guard FileManager.default.isExecutableFile(atPath: fitshell), runs > 0, rows > 0, !profiles.isEmpty else {
    FileHandle.standardError.write(
        Data("fitshell-bench: bad arguments or no fitshell at \(fitshell)\n\(usage)\n".utf8))
    exit(64)
}

if arguments.contains("--link-order") {
    guard let file = value(after: "--link-order", in: arguments), !file.hasPrefix("--") else {
        FileHandle.standardError.write(Data("fitshell-bench: --link-order needs a FILE\n\(usage)\n".utf8))
        exit(64)
    }
    do {
        let bench = Bench(fitshell: fitshell, output: output, runs: 1, profiles: [0, 10], importRows: 1)
        try bench.writeLinkOrder(to: URL(fileURLWithPath: file).standardizedFileURL)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("fitshell-bench: \(error)\n".utf8))
        exit(1)
    }
}

do {
    var bench = Bench(fitshell: fitshell, output: output, runs: runs, profiles: profiles, importRows: rows)
    bench.healthBytes = healthBytes
    let results = try bench.run()
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    let report = Report(
        date: formatter.string(from: Date()), machine: Report.machine(), runsPerCommand: runs,
        results: results,
        checks: Targets.check(
            results,
            binaryBytes: ((try? FileManager.default.attributesOfItem(atPath: fitshell))?[.size] as? Int) ?? 0)
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let file = output.appendingPathComponent("results.json")
    try encoder.encode(report).write(to: file)
    print(report.table)
    print("\nWrote \(file.path)")
    if arguments.contains("--check"), !report.allTargetsHold { exit(1) }
} catch {
    FileHandle.standardError.write(Data("fitshell-bench: \(error)\n".utf8))
    exit(1)
}
