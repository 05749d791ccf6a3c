import CommandKit
import CoreModels
import Exercises
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `history …`: the timeline of finished workouts (IronLift HIST-01–05).
public enum HistoryPlugin {
    /// The plug-in: `history`, `prs`, `1rm`, `charts` and `import`, and the dashboard's charts.
    /// `refusing` recognizes files other plug-ins import (a body-weight export), so `import`
    /// names the command that reads them.
    /// `moreImports` adds subcommands to `import` (the app's Apple Health import, which also
    /// writes the body log).
    public static func plugin(refusing: [ForeignFile] = [], moreImports: [Command<RunContext>] = []) -> Plugin
    {
        Plugin(
            name: "history",
            commands: [
                command, RecordsCommands.prs, RecordsCommands.oneRepMax, ProgressCommand.command,
                ChartsPlugin.command,
                ImportCommand.command(refusing: refusing, more: moreImports),
            ],
            dashboard: ChartsPlugin.dashboard, documentFormats: JSONFileChartStore.documentFormats)
    }

    static var command: Command<RunContext> {
        Command(
            "history", summary: "Finished workouts, newest first, with totals",
            discussion:
                "Volume is weight × reps over every set done, warm-ups included (records never count warm-ups).",
            examples: [
                "history", "history --page 2", "history stats",
                "history show latest",
            ],
            subcommands: [
                list, HistoryStatsCommand.command, show, HistoryEditCommand.command, delete, savePlan,
                HistoryExportCommand.command,
            ],
            defaultSubcommand: "list")
    }

    struct PageJSON: Encodable {
        let page: Int
        let pages: Int
        let totals: HistoryStats.Totals
        let workouts: [WorkoutSummary]
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "A page of the timeline and the totals of the range",
            discussion:
                "Volume is weight × reps over every set done, warm-ups included (records never count warm-ups).",
            examples: [
                "history list --per-page 10",
                "history list --from 2026-01-01 --exercise squat --json",
            ],
            options: [
                .value("page", "n", help: "page number, 1 = newest (default 1)"),
                .value("per-page", "n", help: "rows per page (default 20)"),
                .value("from", "day", help: "first day"), .value("to", "day", help: "last day"),
                .value("exercise", "name", help: "only workouts with this exercise"),
            ],
            action: { invocation, context in
                let (from, to) = try context.dayRange()
                let reference = invocation.value("exercise")
                let perPage = try invocation.integer("per-page", in: 1...1000) ?? 20
                let page = try invocation.integer("page", in: 1...1_000_000) ?? 1
                if from == nil, to == nil, reference == nil {
                    return try await showPage(page, perPage: perPage, context: context)
                }
                // Totals need every workout but not its exercise lines; only an --exercise
                // filter, and the page's own rows (for --json), need those.
                var summaries = try await context.history.summaries(
                    from: from, to: to, exercises: reference != nil)
                if let reference {
                    let ids = try await trainedExercises(reference, in: summaries, context: context)
                    summaries = summaries.filter { $0.exercises.contains { ids.contains($0.exerciseID) } }
                }
                summaries.reverse()
                let pages = max(1, (summaries.count + perPage - 1) / perPage)
                guard page <= pages else {
                    throw CLIError.usage(
                        "There \(pages == 1 ? "is" : "are") \(Text.count(pages, "page")); there is no page \(page)."
                    )
                }
                var rows = Array(summaries.dropFirst((page - 1) * perPage).prefix(perPage))
                if reference == nil, let newest = rows.first, let oldest = rows.last {
                    let full = try await context.history.summaries(from: oldest.date, to: newest.date)
                    let byID = Dictionary(full.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                    rows = rows.map { byID[$0.id] ?? $0 }
                }
                try show(
                    rows, page: page, pages: pages, totals: HistoryStats.Totals(summaries), filtered: true,
                    context: context)
            })
    }

    /// The exercises `reference` names among those trained in `summaries`, as `prs` finds them
    /// (`TrainedExerciseLookup`), else the library's exercise of that name (none when it names
    /// several: none was trained). The library alone refused "squat" as matching several.
    static func trainedExercises(
        _ reference: String, in summaries: [WorkoutSummary], context: RunContext
    ) async throws -> Set<ExerciseID> {
        var names: [ExerciseID: String] = [:]
        for summary in summaries {
            for line in summary.exercises where names[line.exerciseID] == nil {
                names[line.exerciseID] = line.name
            }
        }
        let collection = try await context.exercises.collection()
        let found = TrainedExerciseLookup.matching(reference, trained: names, collection: collection)
        if !found.isEmpty { return found }
        return try libraryExercise(reference, in: collection)
    }

    /// The library's exercise `reference` names; none when it names several (none of them
    /// trained, so no workout has them); a name nothing knows is an error.
    static func libraryExercise(_ reference: String, in collection: ExerciseCollection) throws(ExerciseError)
        -> Set<ExerciseID>
    {
        do {
            return [try collection.resolve(reference).id]
        } catch {
            if case .ambiguous = error { return [] }
            throw error
        }
    }

    /// A page of the whole history: the totals from the kept year digests, and only the years
    /// that hold the page's rows read (page 1 of ten years reads the newest year).
    static func showPage(_ page: Int, perPage: Int, context: RunContext) async throws {
        let digests = try await context.history.statisticsDigests()
        let years = digests.keys.sorted(by: >)
        var totals = HistoryStats.Totals()
        for year in years.reversed() { digests[year].map { totals.add($0.totals) } }
        let pages = max(1, (totals.workouts + perPage - 1) / perPage)
        guard page <= pages else {
            throw CLIError.usage(
                "There \(pages == 1 ? "is" : "are") \(Text.count(pages, "page")); there is no page \(page).")
        }
        // Counted from the newest: skip whole years before the page, read the years it spans.
        var skip = (page - 1) * perPage
        var rows: [WorkoutSummary] = []
        for year in years where rows.count < perPage {
            let count = digests[year]?.totals.workouts ?? 0
            if skip >= count {
                skip -= count
                continue
            }
            // The text shows totals only (of the newest lines the page needs); the JSON has the
            // rows' exercise lines too.
            let store = context.workoutStore
            let needed = skip + perPage - rows.count
            let newestFirst =
                try await
                (context.wantsJSON
                ? store.summaries(year: year) : store.newestSummaryHeads(year: year, count: needed))
                .reversed()
            rows += newestFirst.dropFirst(skip).prefix(perPage - rows.count)
            skip = 0
        }
        try show(rows, page: page, pages: pages, totals: totals, context: context)
    }

    /// Prints a page of rows with the footer of `totals` (or the JSON of both).
    static func show(
        _ rows: [WorkoutSummary], page: Int, pages: Int, totals: HistoryStats.Totals, filtered: Bool = false,
        context: RunContext
    ) throws {
        if context.wantsJSON {
            return try context.printJSON(
                PageJSON(page: page, pages: pages, totals: totals, workouts: rows))
        }
        guard totals.workouts > 0 else {
            context.console.print(
                filtered
                    ? "No finished workouts match --from, --to or --exercise."
                    : "No finished workouts yet. Start one: \(context.program) workout start --today")
            return
        }
        let unit = try context.unit()
        let table = rows.map { summary in
            [
                summary.date.description, WorkoutText.time(summary.startedAt, context),
                shortID(summary.id),
                summary.name,
                summary.durationSeconds > 0 ? "\(summary.durationSeconds / 60) min" : "–",
                String(summary.sets),
                Mass(kilograms: summary.volume).volumeFormatted(in: unit),
            ]
        }
        context.console.print(
            TextTable(
                headers: ["Date", "Start", "Id", "Workout", "Duration", "Sets", "Volume"],
                rows: table,
                alignments: [.left, .left, .left, .left, .right, .right, .right]
            ).render(style: context.style))
        context.console.print(
            context.style.muted(
                "Page \(page) of \(pages) · \(Text.count(totals.workouts, "workout")) · \(Text.count(totals.sets, "set")) · "
                    + "\(Mass(kilograms: totals.volumeKg).volumeFormatted(in: unit)) volume · \(WorkoutText.total(totals.durationSeconds))"
            ))
    }

    static func shortID(_ id: WorkoutID) -> String { String(id.description.prefix(8)) }

    static func find(_ reference: String, context: RunContext) async throws -> WorkoutSummary {
        let summaries = try await context.history.summaries()
        if reference.lowercased() == "latest" {
            guard let latest = summaries.last else { throw CLIError("There are no finished workouts yet.") }
            return latest
        }
        let key = reference.lowercased()
        // A day as people type it (today, yesterday, -3, YYYY-MM-DD): no id is written so, as
        // an id is hexadecimal digits and hyphens after the eighth.
        if !key.allSatisfy(\.isHexDigit), let day = LocalDate.parse(reference, today: context.today) {
            let onDay = summaries.filter { $0.date == day }
            guard onDay.count == 1 else {
                throw CLIError.usage(
                    onDay.isEmpty
                        ? "No workout started on \(day)."
                        : "\(day) has \(onDay.count) workouts: "
                            + onDay.map { "\(shortID($0.id)) \($0.name)" }.joined(separator: ", ") + ".",
                    hint: "Use the Id column of '\(context.program) history', or 'latest'.")
            }
            return onDay[0]
        }
        // Written as a day (YYYY-MM-DD) that does not exist: said as such, not as an unknown id.
        if RunContext.writtenAsDay(reference) { _ = try context.day(reference, option: "") }
        let matches = summaries.filter { $0.id.description.hasPrefix(key) }
        guard matches.count == 1 else {
            throw CLIError.usage(
                matches.isEmpty
                    ? "No workout has the id '\(reference)'."
                    : "'\(reference)' matches \(matches.count) workouts.",
                hint:
                    "Use the Id column of '\(context.program) history', 'latest', or a day (yesterday, 2026-11-23)."
            )
        }
        return matches[0]
    }

    static var show: Command<RunContext> {
        Command(
            "show", summary: "Every exercise and set of one workout",
            examples: ["history show latest", "history show 3f2a9c1b --json"],
            arguments: [
                Argument("workout", help: "an id from '{program} history' (or its start), latest, or a day")
            ],
            action: { invocation, context in
                let summary = try await find(invocation.argument("workout") ?? "", context: context)
                guard let workout = try await context.history.workout(summary) else {
                    throw CLIError(
                        "The workout's file is missing; only its summary remains.", code: .dataError)
                }
                if context.wantsJSON { return try context.printJSON(workout) }
                let unit = try context.unit()
                let style = context.style
                context.console.print(
                    "\(style.heading(workout.name))  \(style.muted("\(summary.date) \(WorkoutText.span(summary, context)) · \(WorkoutText.minutes(summary.durationSeconds)) · \(Text.count(summary.sets, "set")) · \(Mass(kilograms: summary.volume).volumeFormatted(in: unit))"))"
                )
                if let checkIn = workout.checkIn {
                    context.console.print(
                        style.muted("Check-in: energy \(checkIn.energy), knee pain \(checkIn.kneePain)"))
                }
                if let energy = workout.energyKilocalories {
                    context.console.print(style.muted("Energy burned: \(Mass.number(energy.rounded())) kcal"))
                }
                if workout.exercises.isEmpty {
                    context.console.print(style.muted("No sets were recorded for this session."))
                }
                for (index, exercise) in workout.exercises.enumerated() {
                    context.console.print(
                        "\(index + 1). \(style.bold(exercise.name))\(exercise.kneeFlag ? style.warning("  (irritated knees)") : "")"
                    )
                    for (number, set) in exercise.sets.enumerated() where set.done {
                        // setText names a set's type already (· warm-up).
                        let rpe = set.rpe.map { style.muted(" @RPE \(Mass.number($0))") } ?? ""
                        context.console.print(
                            "     set \(number + 1): \(WorkoutText.setText(set, unit: unit))\(rpe)")
                    }
                    if let notes = exercise.notes {
                        context.console.print(
                            "     \(style.muted("note: " + WorkoutText.indented(notes, by: 11)))")
                    }
                }
                if let notes = workout.notes {
                    context.console.print(style.muted("Notes: " + WorkoutText.indented(notes, by: 7)))
                }
            })
    }

    static var savePlan: Command<RunContext> {
        Command(
            "save-plan", summary: "Save a finished workout as a new plan (its exercises and sets as targets)",
            discussion:
                "Each exercise keeps the sets done, in order: their weights and reps become the plan's targets, their\n"
                + "types, rest and supersets are kept. Sets timed or measured by distance have no reps and are left out.",
            examples: ["history save-plan latest \"Push A\"", "history save-plan 2026-11-23 \"Legs\""],
            arguments: [
                Argument("workout", help: "an id (or its start), latest, or a day"),
                Argument("name", help: "the new plan's name"),
            ],
            action: { invocation, context in
                let summary = try await find(invocation.argument("workout") ?? "", context: context)
                guard let workout = try await context.history.workout(summary) else {
                    throw CLIError(
                        "The workout's file is missing; only its summary remains.", code: .dataError)
                }
                // The weights as lifted: a workout started from the plan at another gym is given
                // the weights that gym loads.
                let (exercises, leftOut) = workout.planExercises()
                guard !exercises.isEmpty else {
                    throw CLIError(
                        "'\(workout.name)' of \(summary.date) has no set with reps to plan.",
                        hint: "Create an empty plan with '\(context.program) plans create NAME'.")
                }
                let plan = try await context.plans.create(
                    invocation.argument("name") ?? "", exercises: exercises)
                if context.wantsJSON { return try context.printJSON(plan) }
                let sets = exercises.reduce(0) { $0 + $1.sets.count }
                context.console.print(
                    "\(context.style.success("Created")) \(plan.name) from \(workout.name) of \(summary.date): "
                        + "\(Text.count(exercises.count, "exercise")), \(Text.count(sets, "set")).")
                if !leftOut.isEmpty {
                    context.console.print(
                        context.style.muted(
                            "Left out (no set with reps): \(leftOut.joined(separator: ", "))."))
                }
                context.console.print(
                    "Start it with: \(context.program) workout start \(Text.shellWord(plan.name))")
            })
    }

    static var delete: Command<RunContext> {
        Command(
            "delete", summary: "Delete a workout from history (asks first)",
            examples: ["history delete 3f2a9c1b", "history delete latest --yes"],
            arguments: [Argument("workout", help: "an id (or its start), latest, or a day")],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                let summary = try await find(invocation.argument("workout") ?? "", context: context)
                try Prompt.requireConfirmation(
                    "delete '\(summary.name)' of \(summary.date) from history", yes: invocation.flag("yes"),
                    console: context.console)
                try await context.history.delete(summary)
                context.console.print(
                    "\(context.style.success("Deleted")) \(summary.name) of \(summary.date).")
                // An import does not remember what was deleted since: said now, not found out later.
                let batches = (try? await context.importLog.batches()) ?? []
                if let batch = batches.last(where: { $0.added.contains { $0.id == summary.id } }) {
                    context.console.print(
                        context.style.muted(
                            "It came from importing '\(batch.file)' (\(batch.id.description.prefix(8))): importing that file again brings it back."
                        ))
                }
            })
    }
}
