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

/// `workout …`: the active workout (IronLift WORK, BodyFocus FR-006–FR-009).
public enum WorkoutPlugin {
    public static var plugin: Plugin {
        Plugin(
            name: "workout", commands: [command, WeekCommand.command], dashboard: dashboard,
            documentFormats: JSONFileWorkoutStore.documentFormats.map { $0.under(RunContext.workoutsFolder) }
                + JSONFileImportLogStore.documentFormats.map { $0.under(RunContext.importsFolder) },
            recoveryHints: { _ in
                ["active-workout.json": "the unfinished workout could not be recovered; start a new one"]
            },
            isDerived: { name in
                (name.hasPrefix("index-") && name.hasSuffix(".json") && name.count == "index-2025.json".count)
                    || name == "digests.json"
            })
    }

    static var command: Command<RunContext> {
        Command(
            "workout", summary: "Log a workout: start, mark sets done, rest, finish",
            discussion:
                "Every change is saved before the command returns. '{program} workout play' opens the full-screen player.",
            examples: [
                "workout start --today", "workout done --weight 100 --reps 5",
                "workout finish",
            ],
            subcommands: [start, status] + WorkoutLogCommands.all + [
                WorkoutFinishCommand.finish, cancel, WorkoutPlayer.command, WorkoutPlatesCommand.command,
                WorkoutDraftCommands.command,
            ],
            defaultSubcommand: "status")
    }

    static var status: Command<RunContext> {
        Command(
            "status", summary: "The workout in progress: next set, rest left, elapsed, every set",
            examples: ["workout status", "workout status --json"],
            action: { _, context in
                let workout = try await context.workouts.active()
                if context.wantsJSON {
                    return try context.printJSON(
                        WorkoutText.StatusJSON(workout, now: context.environment.clock.now))
                }
                let drafts = try await context.workouts.drafts()
                defer {
                    if !drafts.isEmpty {
                        context.console.print(
                            "\(Text.count(drafts.count, "draft")) kept by a sync: \(context.program) workout drafts"
                        )
                    }
                }
                guard let workout else {
                    context.console.print(
                        "No workout in progress. Start one: \(context.program) workout start --today (or a plan's name)."
                    )
                    return
                }
                try WorkoutText.printStatus(
                    workout, lastTime: try await WorkoutText.lastTimeOfNext(workout, context: context),
                    context: context)
                try await WorkoutText.printPrevious(workout, context: context)
            })
    }

    static var start: Command<RunContext> {
        Command(
            "start", summary: "Start a workout from a plan, today's program day, or empty",
            discussion:
                "Check in first (energy 1–5, knee pain 0–2): low energy or knee pain removes one set per exercise.\n"
                + "At a terminal you are asked; otherwise give --energy and --knee-pain (without them, or with\n"
                + "--skip-checkin, the workout starts without a check-in and says so).",
            examples: [
                "workout start --today --energy 4 --knee-pain 0",
                "workout start \"day a\" --skip-checkin",
                "workout start --name \"Quick arms\"",
            ],
            arguments: [
                Argument("plan", help: "the plan to follow (name, start of name or id)", isRequired: false)
            ],
            options: [
                .flag("today", help: "today's program day"),
                .value("day", "label", help: "a program day (A, B, C) due today or earlier"),
                .value("name", "text", help: "the name of an empty workout"),
                .value("energy", "1-5", help: "check-in: energy from 1 (exhausted) to 5 (great)"),
                .value("knee-pain", "0-2", help: "check-in: knee pain 0 (none), 1 (some), 2 (clear)"),
                .flag("skip-checkin", help: "start without a check-in (nothing is adjusted)"),
            ],
            action: { invocation, context in try await startWorkout(invocation, context) })
    }

    static func startWorkout(_ invocation: Invocation, _ context: RunContext) async throws {
        if let current = try await context.workouts.active() {
            throw WorkoutError.alreadyActive(current.name)
        }
        let (planned, programDay) = try await choosePlan(invocation, context)
        let checkIn = try askCheckIn(invocation, context)
        // Exercises with a progression rule start at the target its replay gives.
        var plan = planned
        var targets: [ProgressionNote] = []
        if let planned { (plan, targets) = try await context.progressed(planned) }
        // Every target as the gym in use loads it: a plan written at another gym, or in the
        // other unit, asked 35.27 lb of dumbbells every 5 lb, logged it, then warned about it.
        var loaded: [String] = []
        if let current = plan { (plan, loaded) = try await context.atTheGym(current) }
        let exercises = try await context.exercises.exercises(
            withIDs: Set(plan?.exercises.map(\.exerciseID) ?? []))
        let categories = exercises.mapValues(\.category)
        let workout = try await context.workouts.start(
            plan: plan, name: invocation.value("name"), programDay: programDay, checkIn: checkIn,
            category: { categories[$0] ?? .other })
        if context.wantsJSON {
            return try context.printJSON(WorkoutText.StatusJSON(workout, now: context.environment.clock.now))
        }
        let trimmed = checkIn?.trimsVolume == true ? " Check-in: one set fewer per exercise today." : ""
        context.console.print(
            "\(context.style.success("Started")) \(workout.name): \(Text.count(workout.exercises.count, "exercise")), \(Text.count(workout.totalSets, "set")).\(trimmed)"
        )
        // The rule's target is the full one; the check-in's cut is said beside it.
        let fewer = checkIn?.trimsVolume == true ? ", one set fewer today" : ""
        for note in targets {
            context.console.print(
                "\(context.style.bold(note.name)): \(note.target)\(fewer)  \(context.style.muted(note.reason))"
            )
        }
        if !loaded.isEmpty {
            context.console.print(
                context.style.muted(
                    "As the gym in use loads them (the plan keeps its own): \(loaded.joined(separator: "; "))."
                ))
        }
        if let checkIn,
            let note = kneeNote(workout, checkIn: checkIn, loads: exercises.mapValues(\.kneeLoad), context)
        {
            context.console.print(context.style.warning(note))
        }
        try WorkoutText.printStatus(
            workout, lastTime: try await WorkoutText.lastTimeOfNext(workout, context: context),
            context: context)
    }

    /// A word on the exercises of `workout` that load the knees more than today's knee pain
    /// asks (`CheckIn.warns(about:)`), with their positions and how to leave one out; `nil`
    /// when there are none.
    static func kneeNote(
        _ workout: Workout, checkIn: CheckIn, loads: [ExerciseID: KneeLoad], _ context: RunContext,
        only: Int? = nil
    ) -> String? {
        let named = workout.exercises.indices.filter { only == nil || $0 == only }.compactMap {
            index -> String? in
            let exercise = workout.exercises[index]
            guard let load = loads[exercise.exerciseID], checkIn.warns(about: load) else { return nil }
            return "\(index + 1). \(exercise.name) (\(load.rawValue) knee load)"
        }
        guard !named.isEmpty else { return nil }
        return
            "Knee pain \(checkIn.kneePain) today: \(named.joined(separator: ", ")). To leave one out: '\(context.program) workout remove-exercise N'; if one irritates your knees: '\(context.program) workout flag-knee N'."
    }

    static func choosePlan(_ invocation: Invocation, _ context: RunContext) async throws -> (Plan?, String?) {
        if let reference = invocation.argument("plan") {
            return (try await context.plans.resolve(reference), nil)
        }
        guard invocation.flag("today") || invocation.value("day") != nil else { return (nil, nil) }
        guard let program = try await context.programs.program() else {
            throw CLIError(
                "You have no program yet.", hint: "Run '\(context.program) setup', or start a plan by name.")
        }
        let day = try program.dayToStart(invocation.value("day"), on: context.today)
        guard let plan = try await context.plans.plan(day.planID) else {
            throw CLIError(
                "The plan of Day \(day.label) was deleted.",
                hint: "Run '\(context.program) program regenerate'.")
        }
        return (plan, day.label)
    }

    static func askCheckIn(_ invocation: Invocation, _ context: RunContext) throws -> CheckIn? {
        if invocation.flag("skip-checkin") { return nil }
        let energy = try invocation.integer("energy", in: 1...5)
        let knee = try invocation.integer("knee-pain", in: 0...2)
        if energy != nil || knee != nil {
            guard let energy, let knee, let checkIn = CheckIn(energy: energy, kneePain: knee) else {
                throw CLIError.usage(
                    "A check-in needs both --energy (1–5) and --knee-pain (0–2), or use --skip-checkin.")
            }
            return checkIn
        }
        guard context.console.isInteractive else {
            if !context.wantsJSON {
                context.console.printError(
                    context.style.muted(
                        "No check-in (not at a terminal): add --energy N --knee-pain N to adjust the sets, or --skip-checkin to say so."
                    ))
            }
            return nil
        }
        let console = context.console
        console.print(context.style.heading("Check-in") + context.style.muted("  (Enter skips it)"))
        func ask(_ question: String, _ range: ClosedRange<Int>) -> Int?? {
            while true {
                console.write(question)
                guard let line = console.readLine()?.trimmingSpaces(), !line.isEmpty
                else { return .some(nil) }
                if let value = Int(line), range.contains(value) { return .some(value) }
                console.print("Type a number from \(range.lowerBound) to \(range.upperBound).")
            }
        }
        guard case .some(let energyAnswer) = ask("Energy today, 1 (exhausted) to 5 (great): ", 1...5),
            let energyValue = energyAnswer
        else { return nil }
        guard case .some(let kneeAnswer) = ask("Knee pain, 0 (none), 1 (some), 2 (clear): ", 0...2),
            let kneeValue = kneeAnswer
        else { return nil }
        return CheckIn(energy: energyValue, kneePain: kneeValue)
    }

    static var cancel: Command<RunContext> {
        Command(
            "cancel", summary: "Throw away the workout in progress (asks first)",
            examples: ["workout cancel", "workout cancel --yes"],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                guard let workout = try await context.workouts.active() else {
                    throw WorkoutError.noActiveWorkout
                }
                try Prompt.requireConfirmation(
                    "throw away '\(workout.name)' and its \(Text.count(workout.doneSets, "logged set"))",
                    yes: invocation.flag("yes"), console: context.console)
                try await context.workouts.cancel()
                context.console.print(
                    "\(context.style.success("Cancelled")) \(workout.name); nothing was saved to history.")
            })
    }

    private static let dashboard: Plugin.DashboardBuilder = { context in
        guard let workout = try await context.workouts.active() else { return nil }
        return DashboardSection(
            key: "activeWorkout", title: "Workout in progress",
            lines: ["\(workout.name): \(workout.doneSets)/\(workout.totalSets) sets done."],
            nextSteps: ["\(context.program) workout play   # resume (or: \(context.program) workout status)"],
            payload: WorkoutText.StatusJSON(workout, now: context.environment.clock.now))
    }
}
