import CommandKit
import CoreModels
import Journal
import JournalCommands
import ShellKit
import WorkoutSession
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `import apple-health`: body mass, body fat, lean mass and waist into the body log and
/// strength workouts into history, from the Health app's export. It feeds the journal and the
/// workout history at once, so it lives in the app.
enum AppleHealthImportCommand {
    /// What the import did, as `--json` prints it.
    struct Report: Encodable {
        struct Waist: Encodable {
            var read = 0
            var added = 0
            var existing = 0
        }

        let file: String
        let bytes: Int
        let records: Int
        let dryRun: Bool
        let weights: WeightImportReport
        let waist: Waist
        let workouts: ExternalSessionReport
        let otherWorkouts: Int
        let unreadableWorkouts: Int
        let repeatedRecords: Int
        let measuresWithoutWeight: Int
        let notKept: [AppleHealthBody.Problem]
        var batch: String?
    }

    static var command: Command<RunContext> {
        Command(
            "apple-health",
            summary: "Import body measurements and strength workouts from an Apple Health export",
            discussion: """
                Reads export.zip as the Health app shares it (Profile → Export All Health Data), or the export.xml
                inside it, streaming it whatever its size. Body mass becomes the day's weight, with body fat % and
                lean body mass kept beside it; waist circumference goes into the body log. Strength training
                workouts (traditional, functional, core) join history as workouts without sets, with their energy,
                unless a workout in history covers that time (the one you logged has the sets). A day already
                logged keeps its weight; one logged with the same weight gains the measures it lacks. Records
                dated after today are left out. Running it again adds nothing twice; `import undo` takes the
                workouts back (weights and measurements stay: `weight remove DAY`, `body remove SITE DAY`).
                Records that cannot be used (no unit, an unknown unit, an implausible value) are counted by
                reason and left out.
                """,
            examples: [
                "import apple-health ~/Downloads/export.zip", "import apple-health export.xml --dry-run",
                "import apple-health export.zip --keep mean --json",
            ],
            arguments: [.init("file", help: "export.zip or export.xml")],
            options: [
                .value(
                    "keep", "which",
                    help: "several readings of a measure in one day: first (default), last or mean"),
                .flag("dry-run", help: "show what would be imported; change nothing"),
            ],
            action: { invocation, context in
                guard let file = invocation.argument("file") else {
                    throw CLIError.usage(
                        "Name the export to read.", hint: "fitshell import apple-health export.zip")
                }
                let keepText = invocation.value("keep") ?? "first"
                guard let keep = WeightImportOptions.Keep(rawValue: keepText) else {
                    throw CLIError.usage("--keep takes first, last or mean, not '\(keepText)'.")
                }
                try await run(file: file, keep: keep, dryRun: invocation.flag("dry-run"), context: context)
            })
    }

    static func run(file: String, keep: WeightImportOptions.Keep, dryRun: Bool, context: RunContext)
        async throws
    {
        let expanded = PlainText.expandingTilde(file, home: context.environment.variables["HOME"])
        let path =
            expanded.hasPrefix("/")
            ? expanded : context.environment.workingDirectory.appendingPathComponent(expanded).path
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else {
            throw CLIError(
                type == nil ? "No file at \(file)." : "Cannot read \(file): it is not a regular file.",
                hint: "Name the export.zip the Health app shared, or the export.xml inside it.",
                code: .ioError)
        }
        let bar = ProgressBar(label: "Reading", console: context.console)
        let export: AppleHealthExport
        do {
            export = try AppleHealthReader.read(path: path) { done, total in
                bar.update(done >> 20, of: max(1, total >> 20))
            }
        } catch {
            bar.finish()
            switch error {
            case .unreadable(let reason):
                throw CLIError(reason, hint: "Check the path and its permissions.", code: .ioError)
            case .notAnExport(let reason):
                throw CLIError(
                    reason,
                    hint: "In the Health app: Profile → Export All Health Data, then import export.zip.",
                    code: .dataError)
            case .damaged(let reason):
                throw CLIError(reason + ".", hint: "Nothing was imported.", code: .dataError)
            }
        }
        bar.finish()
        var merged = export.body.merged(keep: keep)
        // Nothing dated after today: a device with a wrong clock, or a typo in another app.
        let today = context.today
        let future =
            merged.weights.filter { $0.date > today }.count + merged.waist.filter { $0.date > today }.count
        merged.weights.removeAll { $0.date > today }
        merged.waist.removeAll { $0.date > today }
        let now = context.environment.clock.now.timeIntervalSince1970
        var options = WeightImportOptions(today: context.today)
        options.keep = keep
        options.dryRun = dryRun
        let weights = try await context.weights.importEntries(
            merged.weights, options: options, format: "Apple Health")
        let waistReport = try await context.body.importMeasurements(
            merged.waist, replace: false, dryRun: dryRun)
        let futureSessions = export.strengthWorkouts.filter { Double($0.start.epochSeconds) > now }.count
        let sessions = export.strengthWorkouts.filter { Double($0.start.epochSeconds) <= now }.map {
            workout in
            ExternalSession(
                name: name(of: workout.activity),
                startedAt: Date(timeIntervalSince1970: Double(workout.start.epochSeconds)),
                finishedAt: Date(timeIntervalSince1970: Double(workout.end.epochSeconds)),
                energyKilocalories: workout.kilocalories,
                notes: "Apple Health" + (workout.source.map { " · \($0)" } ?? ""))
        }
        // One import at a time, from the look at history to the import's record (see `import`).
        let hold = dryRun ? nil : try await context.holdImports()
        defer { hold?.release() }
        // From the first write to the record, Ctrl-C waits for the import to be whole.
        func commit() async throws -> (ExternalSessionReport, String?) {
            let (workouts, added) = try await WorkoutImporter(
                store: context.workoutStore, timeZone: context.environment.timeZone
            ).importSessions(sessions, dryRun: dryRun, importsHeld: !dryRun)
            guard !added.isEmpty else { return (workouts, nil) }
            let batch = ImportBatch(
                id: ImportBatchID(RandomUUIDSource().next()), file: PlainText.lastPathComponent(file),
                format: "Apple Health", importedAt: context.environment.clock.now, unit: nil, added: added,
                replaced: [], sets: 0, customExercises: [],
                sequence: (try await context.importLog.batches().map(\.sequence).max() ?? 0) + 1)
            try await context.importLog.record(batch)
            return (workouts, batch.id.description)
        }
        let (workouts, batch) = dryRun ? try await commit() : try await context.whole("import", commit)
        var report = Report(
            file: file, bytes: export.bytes, records: export.records, dryRun: dryRun, weights: weights,
            waist: .init(read: merged.waist.count, added: waistReport.added, existing: waistReport.existing),
            workouts: workouts, otherWorkouts: export.otherWorkouts,
            unreadableWorkouts: export.unreadableWorkouts,
            repeatedRecords: export.body.duplicates, measuresWithoutWeight: merged.unattached,
            notKept: export.body.problems
                + (future + futureSessions > 0
                    ? [.init(reason: "a record dated after today", count: future + futureSessions)] : []))
        report.batch = batch
        if context.wantsJSON { return try context.printJSON(report) }
        print(report, context: context)
    }

    /// The name a session gets in history.
    static func name(of activity: String) -> String {
        switch activity {
        case "FunctionalStrengthTraining": "Functional strength training"
        case "CoreTraining": "Core training"
        default: "Strength training"
        }
    }

    static func print(_ report: Report, context: RunContext) {
        let console = context.console
        let verb = report.dryRun ? "Would import" : context.style.success("Imported")
        let size =
            report.bytes >= 1 << 20
            ? "\(report.bytes >> 20) MB"
            : report.bytes >= 1024 ? "\(report.bytes >> 10) KB" : "\(report.bytes) bytes"
        console.print(
            "\(verb) from \(report.file) (\(size) of XML, \(Text.count(report.records, "record"))):")
        let weights = report.weights
        var weightLine = "  \(Text.count(weights.imported, "weight"))"
        if weights.enriched > 0 {
            weightLine += "; \(Text.count(weights.enriched, "logged day")) given measures it lacked"
        }
        if weights.skippedExisting > 0 {
            weightLine +=
                weights.skippedExisting == 1
                ? "; 1 day already logged kept as it was"
                : "; \(Mass.grouped(Double(weights.skippedExisting))) days already logged kept as they were"
        }
        console.print(weightLine)
        console.print(
            "  \(Text.count(report.waist.added, "waist measurement"))"
                + (report.waist.existing > 0 ? "; \(report.waist.existing) already in the body log" : ""))
        let workouts = report.workouts
        var workoutLine = "  \(Text.count(workouts.imported, "strength workout")) without sets"
        if workouts.covered > 0 { workoutLine += "; \(workouts.covered) covered by a logged workout" }
        if workouts.alreadyImported > 0 {
            workoutLine += "; \(Text.count(workouts.alreadyImported, "workout")) imported before"
        }
        if workouts.overlapping > 0 { workoutLine += "; \(workouts.overlapping) recorded twice" }
        console.print(workoutLine)
        var notes: [String] = []
        if report.repeatedRecords > 0 {
            notes.append(
                "\(Text.count(report.repeatedRecords, "repeated body record")) merged (the same reading from two sources)"
            )
        }
        if report.measuresWithoutWeight > 0 {
            notes.append(
                "\(Text.count(report.measuresWithoutWeight, "body fat or lean mass reading")) on days without a weight"
            )
        }
        if report.otherWorkouts > 0 {
            notes.append(
                "\(Text.count(report.otherWorkouts, "other workout")) (running, cycling…) not imported")
        }
        if report.unreadableWorkouts > 0 {
            notes.append(
                "\(Text.count(report.unreadableWorkouts, "strength workout")) left out: no readable start and end, or an end before the start"
            )
        }
        for note in notes { console.print("  " + context.style.muted(note)) }
        let problems =
            report.notKept + weights.invalid.map { .init(reason: $0.reason, count: 1) }
            + workouts.invalid.map { .init(reason: $0, count: 1) }
        if !problems.isEmpty {
            console.print("  Not kept:")
            for problem in problems.prefix(20) { console.print("    \(problem.count) × \(problem.reason)") }
            if problems.count > 20 {
                console.print("    … and \(problems.count - 20) more reasons (--json lists them)")
            }
        }
        if report.dryRun {
            console.print(context.style.muted("Dry run: nothing was saved."))
        } else if report.batch != nil {
            console.print(
                context.style.muted(
                    "Take the workouts back with: \(context.program) import undo (weights and measurements stay)"
                ))
        }
    }
}
