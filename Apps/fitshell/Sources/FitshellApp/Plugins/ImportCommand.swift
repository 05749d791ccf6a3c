import CommandKit
import CoreModels
import Exercises
import Foundation
import WorkoutSession

/// `fitshell import [strong|hevy] FILE`: workout history from Strong or Hevy, idempotently.
enum ImportCommand {
    static let options: [Option] = [
        .flag("dry-run", help: "show counts, dates, unmatched names and duplicates without saving"),
        .value("unit", "unit", help: "the weight unit when the file does not say", choices: ["kg", "lb"]),
        .value(
            "map", "name=exercise", help: "match an exercise name to a library exercise (repeatable)",
            repeatable: true),
        .value("map-file", "file", help: "a file of name=exercise lines"),
    ]

    static var command: Command<AppContext> {
        Command(
            "import",
            summary: "Import workout history from Strong or Hevy (the format is detected when not named)",
            discussion: """
                Re-importing the same file, or a newer export that overlaps, adds nothing twice. Exercise names
                are matched to the library; the ones that match nothing become custom exercises, listed in the
                summary: fix them with --map "Name=exercise-id" (or --map-file) and import again.
                """,
            examples: [
                "fitshell import strong strong.csv", "fitshell import hevy workouts.csv --dry-run",
                "fitshell import export.csv --map \"Belt Squat=leg-press\"",
            ],
            arguments: [Argument("file", help: "the CSV export, or - for standard input")], options: options,
            subcommands: WorkoutExportFormat.allCases.map { format in
                Command(
                    format.rawValue, summary: "Import a \(format.displayName) CSV export",
                    examples: ["fitshell import \(format.rawValue) \(format.rawValue).csv --dry-run"],
                    arguments: [Argument("file", help: "the CSV export, or - for standard input")],
                    options: options,
                    action: { invocation, context in try await run(invocation, context, format: format) })
            },
            action: { invocation, context in try await run(invocation, context, format: nil) })
    }

    static func mapping(_ invocation: Invocation, _ context: AppContext, collection: ExerciseCollection)
        throws -> [String: ExerciseID]
    {
        var lines = invocation.values("map")
        if let file = invocation.value("map-file") {
            lines += String(decoding: try InputFile.read(file, context: context), as: UTF8.self).split(
                whereSeparator: \.isNewline
            ).map(String.init)
        }
        var mapping: [String: ExerciseID] = [:]
        for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let equals = line.lastIndex(of: "=") else {
                throw CLIError.usage("--map takes NAME=EXERCISE, not '\(line)'.")
            }
            let target = String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            mapping[String(line[..<equals]).trimmingCharacters(in: .whitespaces)] = try collection.resolve(
                target
            ).id
        }
        return mapping
    }

    static func run(_ invocation: Invocation, _ context: AppContext, format named: WorkoutExportFormat?)
        async throws
    {
        let data = try InputFile.read(invocation.argument("file") ?? "-", context: context)
        let table: CSVTable
        do {
            table = try CSVReader.read(data)
        } catch {
            throw CLIError(
                "Cannot import: \(error.description).", hint: "Nothing was imported.", code: .dataError)
        }
        guard let format = named ?? WorkoutExportFormat.detect(table) else {
            throw CLIError(
                "Cannot import: line 1: the header (\(table.header.prefix(6).joined(separator: ", "))…) is neither a Strong nor a Hevy export.",
                hint: "Nothing was imported.", code: .dataError)
        }
        let unit = try invocation.value("unit").map { _ in try context.unit() }
        let reader = ExportReader(timeZone: context.environment.timeZone, unit: unit)
        let workouts: [ImportedWorkout]
        let problems: [ImportProblem]
        do {
            (workouts, problems) = try reader.read(table, as: format)
        } catch let error as WorkoutImportError {
            throw CLIError(
                error.errorDescription ?? "\(error)", hint: "Nothing was imported.", code: .dataError)
        }
        if workouts.isEmpty {
            throw CLIError(
                "Cannot import: no workout could be read (\(problems.first.map { "line \($0.line): \($0.reason)" } ?? "the file has no rows")).",
                hint: "Nothing was imported.", code: .dataError)
        }
        let library = context.exercises
        let collection = try await library.collection()
        let matcher = ExerciseMatcher(
            collection: collection, mapping: try mapping(invocation, context, collection: collection))
        let dryRun = invocation.flag("dry-run")
        if !dryRun, named == nil, !context.wantsJSON {
            context.console.printError("Reading it as a \(format.displayName) export.")
        }
        var report = try await WorkoutImporter(
            store: context.workoutStore, timeZone: context.environment.timeZone
        ).run(
            workouts, format: format, match: matcher.match,
            createCustom: { name in try await library.exercise(named: name, orCreateIn: .other) },
            dryRun: dryRun)
        report.rows = table.rows.count
        report.problems = problems
        if context.wantsJSON { return try context.printJSON(report) }
        let style = context.style
        let range = report.firstDate.map { " (\($0) to \(report.lastDate ?? $0))" } ?? ""
        context.console.print(
            "\(style.success(dryRun ? "Would import" : "Imported")) \(report.imported) workouts, \(report.sets) sets\(range) from a \(format.displayName) export of \(report.rows) rows."
        )
        if report.duplicates > 0 {
            context.console.print("  \(report.duplicates) workouts were already in your history (skipped).")
        }
        if !report.unmatched.isEmpty {
            context.console.print(
                "  \(report.unmatched.count) exercise names matched nothing and \(dryRun ? "would become" : "became") custom exercises:"
            )
            for name in report.unmatched.prefix(15) { context.console.print("    \(name)") }
            if report.unmatched.count > 15 {
                context.console.print("    … \(report.unmatched.count - 15) more (--json lists all)")
            }
            context.console.print(
                style.muted(
                    "  Match them with --map \"Name=exercise-id\" and import again (see 'fitshell exercises search')."
                ))
        }
        if !report.problems.isEmpty {
            context.console.print(style.warning("  \(report.problems.count) rows skipped:"))
            for problem in report.problems.prefix(10) {
                context.console.print("    line \(problem.line): \(problem.reason)")
            }
        }
    }
}
