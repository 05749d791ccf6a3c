import CommandKit
import CoreModels
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `dev …` (hidden): tools for the benchmark and load tests, not for daily use.
public enum DevPlugin {
    public static var plugin: Plugin { Plugin(name: "dev", commands: [command]) }

    static var command: Command<RunContext> {
        Command(
            "dev", summary: "Developer tools: synthetic data for benchmarks",
            examples: ["--data-dir /tmp/bench dev generate --years 10 --seed 42"],
            subcommands: [generate, appleHealthExport], isHidden: true)
    }

    static var generate: Command<RunContext> {
        Command(
            "generate", summary: "Fill an empty profile with a synthetic history of N years",
            discussion: """
                Writes about 150 workouts (4,000 sets), 365 journal days, 365 weights and 2,000 \
                supplement marks per year up to yesterday, 3 program plans plus up to 27 more, and 10 \
                charts. The same --seed and FITSHELL_NOW always give the same files. Refuses a profile \
                that already has data.
                """,
            examples: [
                "--data-dir /tmp/bench dev generate --years 10",
                "--profile bench dev generate --years 1 --seed 7 --json",
            ],
            options: [
                .value("years", "N", help: "Years of history, 0–50 (default 10; 0 writes only the set-up)."),
                .value("seed", "N", help: "The random seed (default 42)."),
            ],
            action: { invocation, context in
                let years = try invocation.integer("years", in: 0...50) ?? 10
                let seedValue = try invocation.integer("seed", in: 0...Int.max) ?? 42
                try refuseExistingData(context)
                let bar = ProgressBar(label: "Generating", console: context.console)
                let counts = try await ProfileGenerator(years: years, seed: UInt64(seedValue)).generate(
                    context
                ) {
                    bar.update($0, of: $1)
                }
                bar.finish()
                if context.wantsJSON { return try context.printJSON(counts) }
                context.console.print(
                    """
                    \(context.style.success("Generated")) \(years) years in \(context.location.folder.path):
                      \(counts.workouts) workouts, \(counts.sets) sets over \(counts.exercises) exercises
                      \(counts.journalDays) journal days, \(counts.weights) weights, \(counts.supplementMarks) supplement marks
                      \(counts.plans) plans, \(counts.charts) charts
                    """)
            })
    }

    /// What `dev apple-health-export --json` prints: what an import must keep from the file.
    struct AppleHealthExpectation: Encodable {
        let bodyMass: [String: Double]
        let bodyFat: [String: Double]
        let leanMass: [String: Double]
        let waist: [String: Double]
        let strength: [[Double]]
        let hostile: Int
    }

    static var appleHealthExport: Command<RunContext> {
        Command(
            "apple-health-export",
            summary: "Write a synthetic Apple Health export.xml (for tests and the benchmark)",
            examples: ["dev apple-health-export /tmp/export.xml --days 365 --hostile --json"],
            arguments: [Argument("file", help: "where to write export.xml")],
            options: [
                .value("days", "N", help: "days of data ending yesterday (default 365)"),
                .value("filler", "N", help: "heart-rate and step records a day (default 40)"),
                .flag("imperial", help: "body mass in lb and waist in in"),
                .flag(
                    "hostile", help: "add records without units, unknown units and types, bad values, repeats"
                ),
                .value("truncate-at", "bytes", help: "cut the file after this many bytes"),
                .value("seed", "N", help: "the random seed (default 11)"),
            ],
            action: { invocation, context in
                let days = try invocation.integer("days", in: 1...36_500) ?? 365
                var generator = AppleHealthExportGenerator(
                    days: days, end: (context.today.daysSinceEpoch - 1) * 86_400)
                generator.fillerPerDay = try invocation.integer("filler", in: 0...100_000) ?? 40
                generator.imperial = invocation.flag("imperial")
                generator.hostile = invocation.flag("hostile")
                generator.seed = UInt64(try invocation.integer("seed", in: 0...Int.max) ?? 11)
                let truncate = try invocation.integer("truncate-at", in: 0...Int.max)
                let path = invocation.argument("file") ?? "export.xml"
                let expected = try generator.write(to: path, truncateAt: truncate)
                if context.wantsJSON {
                    func keyed(_ values: [LocalDate: Double]) -> [String: Double] {
                        Dictionary(uniqueKeysWithValues: values.map { ($0.key.description, $0.value) })
                    }
                    return try context.printJSON(
                        AppleHealthExpectation(
                            bodyMass: keyed(expected.bodyMass), bodyFat: keyed(expected.bodyFat),
                            leanMass: keyed(expected.leanMass), waist: keyed(expected.waist),
                            strength: expected.strength.map {
                                [Double($0.start), Double($0.end), $0.kcal ?? -1]
                            },
                            hostile: expected.hostile))
                }
                context.console.print(
                    "Wrote \(path): \(expected.bodyMass.count) weigh-ins, \(expected.waist.count) waist readings, \(expected.strength.count) strength workouts."
                )
            })
    }

    private static func refuseExistingData(_ context: RunContext) throws {
        let folder = context.location.folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard names.allSatisfy({ $0.hasPrefix(".") }) else {
            throw CLIError(
                "The profile '\(context.location.profile)' in \(folder.path) already has data.",
                hint:
                    "Generate into an empty data folder, e.g. FITSHELL_HOME=/tmp/bench fitshell dev generate."
            )
        }
    }
}
