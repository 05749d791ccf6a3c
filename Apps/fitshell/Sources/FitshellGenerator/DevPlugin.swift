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
            subcommands: [generate], isHidden: true)
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
