import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `import [strong|hevy|fitshell] FILE`: workout history from Strong, Hevy or fitshell's
/// own exports, idempotently; `import list` and `import undo` manage past imports.
public enum ImportCommand {
    static let options: [Option] = [
        .flag("dry-run", help: "show counts, dates, the unit, unmatched names and duplicates without saving"),
        .value(
            "unit", "unit",
            help: "the unit of weights the file does not label (else inferred from the loads)",
            choices: ["kg", "lb"]),
        .flag("update", help: "replace workouts already imported whose sets changed in the other app since"),
        .value(
            "map", "name=exercise", help: "match an exercise name to a library exercise (repeatable)",
            repeatable: true),
        .value("map-file", "file", help: "a file of name=exercise lines"),
    ]

    static func command(refusing: [ForeignFile], more: [Command<RunContext>] = []) -> Command<RunContext> {
        Command(
            "import",
            summary: "Import workout history: Strong, Hevy, a fitshell export, and the formats listed below",
            discussion: """
                A workout is recognised by its start (to the minute) in every export generation, in Hevy and in
                fitshell's own exports: re-importing, or importing an overlapping export, adds nothing twice.
                Strong and Hevy write times without a zone: the same workout (name, exercises and sets) whole
                hours away is taken as read before in another time zone. A workout whose sets changed since
                is reported and replaced only with --update.
                Weights without a unit (classic Strong exports) are read in the unit the loads show: pound
                plates (135, 225, 315) or kilogram steps (62.5, 57, 22); when the loads do not say clearly you
                are asked at a terminal, and a script must pass --unit kg or --unit lb (exit 65 otherwise).
                Exercise names are matched to the library; the ones that match nothing become custom exercises,
                listed with their closest library exercises: fold them in with '{program} exercises merge'.
                A name placed with --map or folded in with 'exercises merge' is kept, and every later import
                of it lands there ('{program} import names' lists them).
                The workouts of every import can be taken back with '{program} import undo'.
                """,
            examples: [
                "import strong strong.csv", "import hevy workouts.csv --dry-run",
                "import strong.csv --unit lb", "import history.json",
                "import export.csv --map \"Belt Squat=leg-press\"", "import undo",
            ],
            arguments: [Argument("file", help: "the CSV or JSON export, or - for standard input")],
            options: options,
            subcommands: WorkoutExportFormat.allCases.map { format in
                Command(
                    format.rawValue, summary: "Import a \(format.displayName) CSV export",
                    examples: ["import \(format.rawValue) \(format.rawValue).csv --dry-run"],
                    arguments: [Argument("file", help: "the CSV export, or - for standard input")],
                    options: options,
                    action: { invocation, context in
                        try await run(invocation, context, format: format, refusing: refusing)
                    })
            } + more + [ImportBatchCommands.list, ImportBatchCommands.undo, ImportNamesCommand.command],
            action: { invocation, context in
                try await run(invocation, context, format: nil, refusing: refusing)
            })
    }

    static func mapping(_ invocation: Invocation, _ context: RunContext, collection: ExerciseCollection)
        throws -> [String: ExerciseID]
    {
        var lines = invocation.values("map")
        if let file = invocation.value("map-file") {
            lines += String(decoding: try InputFile.read(file, context: context), as: UTF8.self).split(
                whereSeparator: \.isNewline
            ).map(String.init)
        }
        var mapping: [String: ExerciseID] = [:]
        for line in lines where !line.trimmingSpaces().isEmpty {
            guard let equals = line.lastIndex(of: "=") else {
                throw CLIError.usage("--map takes NAME=EXERCISE, not '\(line)'.")
            }
            let target = String(line[line.index(after: equals)...]).trimmingSpaces()
            mapping[String(line[..<equals]).trimmingSpaces()] = try collection.resolve(
                target
            ).id
        }
        return mapping
    }

    static func run(
        _ invocation: Invocation, _ context: RunContext, format named: WorkoutExportFormat?,
        refusing: [ForeignFile]
    ) async throws {
        let file = invocation.argument("file") ?? "-"
        let data = try InputFile.read(file, context: context)
        var read = try ImportFileReader.read(data, format: named, refusing: refusing, context: context)
        if !invocation.flag("dry-run"), named == nil, !context.wantsJSON {
            context.console.printError("Reading it as a \(read.format.displayName) export.")
        }
        let explicit = try invocation.value("unit").map { _ in try context.unit() }
        let decision =
            try explicit.map { UnitDecision(unit: $0, confidence: .stated) }
            ?? UnitInference.decide(read.workouts, prior: context.unit())
        let unit = try confirm(decision, context: context)
        let dryRun = invocation.flag("dry-run")
        let store = context.workoutStore
        // The --map lines are read first (a --map-file may be standard input: no other import
        // waits on it), and checked against the library as it is now.
        let library = context.exercises
        let before = try await library.collection()
        let mapped = try mapping(invocation, context, collection: before)
        // Then one import at a time, from matching names against the library to recording the
        // import: the later of two sees the workouts and custom exercises of the earlier, and
        // their records' sequence numbers differ (`import undo` takes the highest).
        let hold = dryRun ? nil : try await context.holdImports()
        defer { hold?.release() }
        // From the lock to the record, Ctrl-C (or SIGTERM) waits for the import to be whole:
        // stopped halfway, it left workouts no import record lists, which `import undo` could
        // not take back.
        func commit() async throws -> (WorkoutImporter.Outcome, ExerciseMatcher) {
            let collection = hold == nil ? before : try await library.collection()
            // Names placed before (an earlier --map, an 'exercises merge') land where they were
            // put; this import's --map overrules them. A kept name whose exercise is gone is left out.
            let kept = try await library.importNames()
            var mapping = kept.filter { collection.exercise($0.value) != nil }
            for (name, id) in mapped { mapping[SearchText.key(name)] = id }
            let matcher = ExerciseMatcher(collection: collection, mapping: mapping)
            // A library exercise folded into another (exercises merge) hands its matches on.
            let folds = try await library.exerciseRedirects()
            // The importer owns the workouts read, and lets them go before the files are written.
            let workouts = read.workouts
            read.workouts = []
            // Writing is the long part of a large import: a bar at a terminal shows it.
            let bar = ProgressBar(label: "Writing workouts", console: context.console)
            defer { bar.finish() }
            var outcome = try await WorkoutImporter(store: store, timeZone: context.environment.timeZone).run(
                consume workouts,
                options: .init(
                    format: read.format, unit: unit, update: invocation.flag("update"), dryRun: dryRun,
                    importsHeld: !dryRun, progress: { bar.update($0, of: $1) },
                    // After tomorrow is a wrong date (a day's slack for time zones).
                    latestStart: context.environment.clock.now.addingTimeInterval(86_400),
                    // Ctrl-C while the file is matched stops the import with nothing written.
                    stopRequested: { SignalHold.arrived }),
                match: { exercise in
                    let found =
                        exercise.exerciseID.flatMap { collection.exercise($0) }
                        ?? matcher.match(exercise.name)
                    return found.map { found in
                        collection.exercise(ExerciseLibrary.folded(found.id, by: folds)) ?? found
                    }
                },
                createCustom: { name in
                    // Unmatched: a custom exercise with the category and equipment its name says.
                    let read = ExerciseName(name)
                    return try await library.exercise(
                        named: name,
                        orCreate: CustomExerciseDraft(
                            category: read.category, equipment: read.equipment ?? .other))
                })
            outcome.report.rows = read.rows
            outcome.report.emptySets = read.emptySets
            outcome.report.problems = (read.problems + outcome.report.problems).sorted { $0.line < $1.line }
            outcome.report.unit = decision.unqualifiedSets > 0 || explicit != nil ? decision : nil
            if decision.unqualifiedSets > 0 { outcome.report.unit?.unit = unit }
            let (keptFirst, used) = ImportBatch.placedNames(
                outcome.importedNames, keptBefore: kept, mapped: Set(mapped.keys.map(SearchText.key)))
            let recorded = !outcome.added.isEmpty || !outcome.replaced.isEmpty || outcome.report.updated > 0
            if !dryRun, recorded {
                let batch = ImportBatch(
                    id: ImportBatchID(RandomUUIDSource().next()), file: PlainText.lastPathComponent(file),
                    format: read.format.displayName, importedAt: context.environment.clock.now,
                    unit: decision.unqualifiedSets > 0 || explicit != nil ? unit : nil, added: outcome.added,
                    replaced: outcome.replaced,
                    sets: outcome.report.sets, customExercises: outcome.createdExercises,
                    sequence: (try await context.importLog.batches().map(\.sequence).max() ?? 0) + 1,
                    keptNames: keptFirst, names: used)
                try await context.importLog.record(batch)
                outcome.report.batch = batch.id.description
            }
            // Where this import put each name, and its --map, are kept for the next ones ('import
            // names' lists them): a name lands where it landed before, even once a custom exercise
            // of another import would match it better, so its history is not split. Only an
            // import recorded (which its undo can take back) keeps the names it matched.
            if !dryRun {
                try await library.rememberImportNames(
                    (recorded ? outcome.importedNames.map { ($0.key, $0.value) } : [])
                        + mapped.map { ($0.key, $0.value) })
            }
            return (outcome, matcher)
        }
        var (outcome, matcher) =
            dryRun
            ? try await commit()
            : try await context.whole("import", commit)
        for index in outcome.report.renamed.indices {
            let entry = outcome.report.renamed[index]
            outcome.report.renamed[index].guessed = matcher.isGuess(entry.name, matched: entry.exerciseID)
        }
        if context.wantsJSON { return try context.printJSON(outcome.report) }
        ImportReportText.print(
            outcome.report, dryRun: dryRun, candidates: { matcher.candidates(for: $0, limit: 3) },
            context: context)
    }

    /// The unit to read unlabelled weights in: the decision when it is sure; else asked at a
    /// terminal, or refused in a script (exit 65) naming `--unit`.
    static func confirm(_ decision: UnitDecision, context: RunContext) throws -> MassUnit {
        guard decision.confidence == .low else { return decision.unit }
        let evidence = ImportReportText.evidence(decision)
        guard context.console.isInteractive, !context.wantsJSON else {
            throw CLIError(
                "Cannot tell whether the weights in this file are in kg or lb: \(evidence).",
                hint: "Run again with --unit kg or --unit lb. Nothing was imported.", code: .dataError)
        }
        let count =
            decision.unqualifiedSets == 1 ? "1 weight carries" : "\(decision.unqualifiedSets) weights carry"
        context.console.print("The file's \(count) no unit: \(evidence).")
        while true {
            context.console.write("Read them as kg or lb? [\(decision.unit.symbol)] ")
            guard let answer = context.console.readLine()?.trimmingSpaces() else {
                throw CLIError("Cancelled; nothing was imported.")
            }
            if answer.isEmpty { return decision.unit }
            if let unit = MassUnit(parsing: answer) { return unit }
            context.console.print("Please answer kg or lb.")
        }
    }
}

extension ImportCommand {
    /// Recognizes a Strong, Hevy or fitshell workout export (its header alone tells), for
    /// imports of other kinds to name `import`.
    public static let recognizer = ForeignFile { data in
        let firstLine =
            data.prefix(64 * 1024).split(separator: UInt8(ascii: "\n"), maxSplits: 1).first ?? data.prefix(0)
        guard let header = try? CSVReader.read(Data(firstLine) + Data("\n".utf8)),
            let format = WorkoutExportFormat.detect(header)
        else { return nil }
        return ("a \(format.displayName) workout export", "import FILE")
    }
}
