import CommandKit
import CoreModels
import Equipment
import EquipmentCommands
import Exercises
import ExercisesCommands
import Plans
import PlansCommands
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `program …`: the generated week (BodyFocus FR-005, FR-010 preview).
public enum ProgramPlugin {
    /// The plug-in: the `program` command group and the dashboard's "Today" section (the
    /// program day or rest, the check-in and the week strip). The set-up that writes the
    /// training profile is the composing program's (it spans equipment and plans).
    public static var plugin: Plugin {
        Plugin(
            name: "program", commands: [command], dashboard: dashboard,
            documentFormats: JSONFileProgramStore.documentFormats.map { $0.under(RunContext.programFolder) },
            recoveryHints: { program in
                ["profile.json": "set up your program again: \(program) setup"]
            })
    }

    static let weekdayNames = Program.weekdayNames

    static var command: Command<RunContext> {
        Command(
            "program", summary: "Your generated week: show it, preview a day, regenerate",
            examples: ["program", "program day B", "program regenerate --seed 7"],
            subcommands: [show, day, regenerate], defaultSubcommand: "show")
    }

    /// Generates from `profile` with the current equipment, exercises and knee flags, saves,
    /// and prints the week. Exercises kept from the previous program keep their targets unless
    /// `freshTargets`.
    public static func generate(
        profile: TrainingProfile, seed: UInt64, freshTargets: Bool = false, context: RunContext
    ) async throws {
        let exercises = try await context.exercises.collection()
        let equipment = try await context.equipment.usableKinds()
        let kneeFlags = try await context.kneeFlags()
        let before = try await programExercises(context)
        let generation: ProgramService.Generation
        do {
            generation = try await context.programs.generateKeepingEdits(
                profile: profile, equipment: equipment, exercises: exercises.all,
                kneeFlags: kneeFlags,
                seed: seed,
                progression: (
                    Mass(try context.unit() == .pounds ? 5 : 2.5, try context.unit()), context.today,
                    try context.unit()
                ), freshTargets: freshTargets)
        } catch let error as GeneratorError {
            throw CLIError(
                error.errorDescription ?? "\(error)",
                hint: "Change them with '\(context.program) setup' or '\(context.program) equipment'.",
                code: .failure)
        }
        try await keepEarnedTargets(generation, context: context)
        if !context.wantsJSON {
            context.console.print(context.style.success("Your program is ready."))
            let kept =
                generation.keptRemoved.map { ($0.day, "without \($0.name)") }
                + generation.keptAdded.map { ($0.day, "with \($0.name)") }
            if !kept.isEmpty {
                let days = Dictionary(grouping: kept, by: \.0).sorted { $0.key < $1.key }.map { day, items in
                    "Day \(day) \(items.map(\.1).joined(separator: ", "))"
                }
                context.console.print(
                    context.style.muted(
                        "Your edits of the plans are kept: \(days.joined(separator: "; ")) ('--fresh-targets' starts afresh)."
                    ))
            }
            if !generation.addedToDroppedDays.isEmpty {
                let names = generation.addedToDroppedDays.map { "\($0.name) (Day \($0.day))" }.joined(
                    separator: ", ")
                context.console.print(
                    context.style.warning(
                        "The week has fewer days now: exercises you had added to a day it no longer has are not in it: \(names). Add them to another day with '\(context.program) plans add-exercise'."
                    ))
            }
            let after = try await programExercises(context)
            let trained = PlanGenerator.families(of: after.keys.compactMap { exercises.exercise($0) })
            if !trained.contains("pull") {
                context.console.print(
                    context.style.warning(
                        "No pulling exercise fits your equipment: a pull-up bar, resistance bands or dumbbells would add one ('\(context.program) equipment')."
                    ))
            }
            // What this generation changed in the week (none is said for a first program).
            let gone = before.filter { after[$0.key] == nil }
            let left = gone.filter { (kneeFlags[$0.key] ?? 0) >= PlanGenerator.flagThreshold }
            let others = gone.filter { left[$0.key] == nil }.values.sorted()
            let added = after.filter { before[$0.key] == nil }.values.sorted()
            let instead = added.isEmpty ? "" : " New this time: \(added.joined(separator: ", "))."
            // Those dropped for another reason (the week's new shape, a seed) are named too: an
            // exercise that vanished unsaid read as lost.
            let alsoOut = others.isEmpty ? "" : " No longer in the week: \(others.joined(separator: ", "))."
            if !left.isEmpty {
                let names = left.values.sorted().joined(separator: ", ")
                context.console.print(
                    "Left out for your knees (flagged in \(PlanGenerator.flagThreshold) or more workouts): \(names).\(instead)\(alsoOut)"
                )
            } else if !before.isEmpty, !added.isEmpty || !others.isEmpty {
                let parts = [
                    added.isEmpty ? nil : "New in the week: \(added.joined(separator: ", ")).",
                    others.isEmpty ? nil : "No longer in it: \(others.joined(separator: ", ")).",
                ]
                context.console.print(parts.compactMap { $0 }.joined(separator: " "))
            }
        }
        try await printWeek(context)
    }

    /// Each regenerated exercise that keeps its rule but gets another number of working sets,
    /// or whose rule moved to the lifter's new unit, takes what the rule earned with the old
    /// sets (`WorkoutHistory.carryingEarnedTargets`): the old exercise is the one the program
    /// service carried it from (`Generation.carriedFrom`), so both judge the same exercise.
    private static func keepEarnedTargets(_ generation: ProgramService.Generation, context: RunContext)
        async throws
    {
        guard !generation.carriedFrom.isEmpty else { return }
        let unit = try context.unit()
        for (day, plan) in zip(generation.program.days, generation.plans) {
            var changed = plan.exercises
            for (position, exercise) in plan.exercises.enumerated() {
                guard let old = generation.carriedFrom[day.label]?[exercise.exerciseID] else { continue }
                // The old rule's sessions are worked out as they were: in its own unit.
                let oldUnit = old.progression?.unit ?? unit
                guard
                    let carried = try await context.history.carryingEarnedTargets(
                        to: exercise, from: old,
                        increment: try await context.increment(for: old, unit: oldUnit),
                        unit: unit,
                        ladder: try await context.loadLadders(for: [old.exerciseID])[old.exerciseID],
                        today: context.today)
                else { continue }
                changed[position] = carried
            }
            guard changed != plan.exercises else { continue }
            let exercises = changed
            try await context.plans.change(plan.id) { $0.exercises = exercises }
        }
    }

    /// The exercises of the current program's plans, by id, with their names.
    private static func programExercises(_ context: RunContext) async throws -> [ExerciseID: String] {
        guard let program = try await context.programs.program() else { return [:] }
        var names: [ExerciseID: String] = [:]
        for day in program.days {
            for exercise in try await context.plans.plan(day.planID)?.exercises ?? [] {
                names[exercise.exerciseID] = exercise.name
            }
        }
        return names
    }

    static var show: Command<RunContext> {
        Command(
            "show", summary: "The week's training days and their exercises",
            examples: ["program show", "program show --json"],
            action: { _, context in try await printWeek(context) })
    }

    struct WeekJSON: Encodable {
        let profile: TrainingProfile
        let seed: UInt64
        let days: [DayJSON]
    }

    struct DayJSON: Encodable {
        let label: String
        let weekday: String
        let plan: Plan?
    }

    static func printWeek(_ context: RunContext) async throws {
        guard let program = try await context.programs.program() else {
            throw CLIError("You have no program yet.", hint: "Run '\(context.program) setup'.")
        }
        var days: [DayJSON] = []
        for day in program.days {
            days.append(
                DayJSON(
                    label: day.label, weekday: weekdayNames[day.weekday - 1],
                    plan: try await context.plans.plan(day.planID)))
        }
        if context.wantsJSON {
            return try context.printJSON(WeekJSON(profile: program.profile, seed: program.seed, days: days))
        }
        let profile = program.profile
        let style = context.style
        context.console.print(
            style.heading("Program")
                + style.muted(
                    "  \(profile.goal.displayName) · \(profile.knees.displayName.lowercased()) knees · \(profile.daysPerWeek) days × \(profile.minutesPerSession) min · seed \(program.seed)"
                ))
        for day in days {
            guard let plan = day.plan else {
                context.console.print(
                    "  \(day.weekday)  Day \(day.label)  \(style.warning("(its plan was deleted; run '\(context.program) program regenerate')"))"
                )
                continue
            }
            let minutes = Int(PlanGenerator.estimatedMinutes(plan.exercises).rounded())
            context.console.print(
                "  \(style.bold(day.weekday))  \(plan.name)  \(style.muted("\(Text.count(plan.exercises.count, "exercise")) · ~\(minutes) min"))"
            )
            context.console.print("       " + plan.exercises.map(\.name).joined(separator: ", "))
        }
        context.console.print(style.muted("Preview a day: \(context.program) program day A"))
    }

    static var day: Command<RunContext> {
        Command(
            "day", summary: "Preview one training day (A, B, C, 1–3, or a weekday such as mon)",
            examples: ["program day A", "program day fri"],
            arguments: [Argument("day", help: "A/B/C, 1–3, or mon…sun")],
            action: { invocation, context in
                guard let program = try await context.programs.program() else {
                    throw CLIError("You have no program yet.", hint: "Run '\(context.program) setup'.")
                }
                let typed = invocation.argument("day") ?? ""
                let word = typed.lowercased()
                let match = program.days.enumerated().first { (index: Int, day: Program.Day) -> Bool in
                    let weekday: String = weekdayNames[day.weekday - 1].lowercased()
                    return day.label.lowercased() == word || String(index + 1) == word
                        || weekday == word.prefix(3)
                }?.element
                guard let match, let plan = try await context.plans.plan(match.planID) else {
                    let labels = program.days.map { "\($0.label) (\(weekdayNames[$0.weekday - 1]))" }.joined(
                        separator: ", ")
                    throw CLIError.usage("'\(typed)' is not a training day.", hint: "Your days: \(labels).")
                }
                if context.wantsJSON { return try context.printJSON(plan) }
                // The targets the rules set now, as the gym in use loads them (what `workout start`
                // will ask), not the plan's starting ones: a beginner's earned 20 lb showed as "10 reps".
                let (progressed, notes) = try await context.progressed(plan)
                try await PlanText.print(try await context.atTheGym(progressed).0, context: context)
                if !notes.isEmpty {
                    context.console.print(
                        context.style.muted(
                            "Targets from your progression rules; '\(context.program) progress why EXERCISE' says why."
                        ))
                }
            })
    }

    static var regenerate: Command<RunContext> {
        Command(
            "regenerate", summary: "Generate the week again (unused generated plans are replaced)",
            examples: [
                "program regenerate", "program regenerate --seed 42", "program regenerate --fresh-targets",
            ],
            options: [
                .value(
                    "seed", "n",
                    help: "a different number gives a different program (default: the current seed)"),
                .flag(
                    "fresh-targets",
                    help:
                        "start afresh: every exercise's targets again, and exercises you removed from or added to the days' plans are not kept (default: both kept)"
                ),
            ],
            action: { invocation, context in
                guard let program = try await context.programs.program() else {
                    throw CLIError("You have no program yet.", hint: "Run '\(context.program) setup'.")
                }
                let seed =
                    try invocation.integer("seed", in: 0...Int(Int32.max)).map(UInt64.init) ?? program.seed
                try await generate(
                    profile: program.profile, seed: seed, freshTargets: invocation.flag("fresh-targets"),
                    context: context)
            })
    }

    /// Today (program day or rest, check-in state) and the week strip ✓ ● ○ (DASH, FR-010).
    private static let dashboard: Plugin.DashboardBuilder = { context in
        guard let program = try await context.programs.program() else {
            // Without a program the week still shows the workouts done in it, as `week` does.
            let days = try await WeekCommand.overview(context)
            let trained = days.contains { $0.status == .completed }
            // Nothing is planned without a program: done, today, or no workout.
            let strip = days.map { day in
                let symbol = day.status == .completed ? day.status.symbol : (day.isToday ? "●" : "·")
                return "\(weekdayNames[day.date.isoWeekday - 1]) \(symbol)"
            }.joined(separator: "  ")
            return DashboardSection(
                key: "program", title: "Today",
                lines: ["No training program yet."]
                    + (trained ? [strip, context.style.muted("✓ done · ● today · · no workout")] : []),
                nextSteps: ["\(context.program) setup   # goal, knees, schedule, equipment → your program"],
                payload: [String]())
        }
        let (days, followed) = try await WeekCommand.overviewAndPlans(context)
        let today = days.first(where: \.isToday)
        var lines: [String] = []
        var steps: [String] = []
        let active = try await context.workouts.active()
        if let day = program.day(on: context.today), let plan = try await context.plans.plan(day.planID) {
            switch today?.status {
            case .completed?:
                // Trained with another plan than the day's: what was done, as `week` says it.
                let done = today?.workouts.joined(separator: ", ") ?? ""
                let other = !done.isEmpty && !followed.contains(context.today) && done != plan.name
                lines.append(
                    other
                        ? "\(done) \(context.style.muted("(instead of \(plan.name))")) — done today ✓"
                        : "\(plan.name) — done today ✓")
            default:
                lines.append("\(plan.name) — \(Text.count(plan.exercises.count, "exercise"))")
                if active == nil {
                    steps.append("\(context.program) workout start --today   # check in, then go")
                }
            }
        } else if today?.status == .completed {
            // A rest day trained anyway: its workout is on the week as done.
            lines.append("Rest day — trained anyway ✓")
        } else if let active {
            // Training on a rest day: said as that, not "Rest day. Preview a training day".
            lines.append("Rest day — training anyway: \(active.name) in progress")
        } else {
            lines.append(
                "Rest day. Preview a training day: \(context.program) program day \(WeekCommand.nextLabel(days, program))"
            )
        }
        if let checkIn = active?.checkIn {
            lines.append(
                "Check-in: energy \(checkIn.energy), knee pain \(checkIn.kneePain)\(checkIn.trimsVolume ? " → one set fewer" : "")"
            )
        } else if active != nil {
            lines.append("Check-in skipped.")
        }
        // The day a workout in progress started shows ▶, not missed or planned.
        let activeDay = active.map { LocalDate($0.startedAt, in: context.timeZone) }
        let strip = days.map { day in
            let symbol = day.date == activeDay && day.status != .completed ? "▶" : day.status.symbol
            return "\(weekdayNames[day.date.isoWeekday - 1]) \(symbol)"
        }.joined(separator: "  ")
        lines.append(strip)
        lines.append(context.style.muted(WeekCommand.legend))
        struct Payload: Encodable {
            let program: Program
            let week: [WeekOverview.Day]
        }
        return DashboardSection(
            key: "today", title: "Today", lines: lines, nextSteps: steps,
            payload: Payload(program: program, week: days))
    }
}
