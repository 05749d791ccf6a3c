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

/// `progress why EXERCISE [--simulate]`: the next target of a progression rule and the logged
/// sets and rule that gave it.
enum ProgressCommand {
    static var command: Command<RunContext> {
        Command(
            "progress", summary: "Why a progression rule gives the next target, and what it would have done",
            discussion: "'{program} progress EXERCISE' is '{program} progress why EXERCISE'.",
            examples: ["progress why squat", "progress squat", "progress why \"bench press\" --simulate"],
            subcommands: [why], defaultSubcommand: "why")
    }

    static var why: Command<RunContext> {
        Command(
            "why", summary: "The next target of an exercise's rule and the sessions that gave it",
            discussion: """
                Replays the rule set with '{program} plans progression' over the sessions logged since it was
                set. With --simulate, replays it over every session of the exercise, from the first one's top
                weight (the gym's nearest), as if the rule had been set then, and shows where it would have put
                you.
                """,
            examples: [
                "progress why squat", "progress why \"bench press\" --plan \"day b\"",
                "progress why squat --simulate --limit 50", "progress why deadlift --json",
            ],
            arguments: [
                Argument("exercise", help: "an exercise of a plan with a rule: name or start of name")
            ],
            options: [
                .value("plan", "plan", help: "the plan whose rule to use (default: the last used)"),
                .flag("simulate", help: "replay the rule over the exercise's whole history"),
                .value("limit", "n", help: "sessions shown (default 12)"), CommonOptions.unit,
            ],
            action: { invocation, context in try await explain(invocation, context) })
    }

    /// The `--json` shape of `progress why`.
    struct WhyJSON: Encodable {
        let plan: String
        let exercise: String
        let exerciseID: String
        let rule: Progression
        let simulated: Bool
        let next: [ProgressionReplay.Load]
        let reason: String
        let trainingMax: Mass?
        let sessions: [ProgressionReplay.Step]
        /// Sessions of workouts without a plan, lighter than the target, that fell short of it: not counted.
        let notCounted: [ProgressionReplay.Session]
        /// The other plans that give the exercise a rule (`--plan` explains one of them).
        let alsoRuledIn: [String]

        enum CodingKeys: String, CodingKey {
            case plan, exercise, exerciseID, rule, simulated, next, reason, sessions, notCounted, alsoRuledIn
            case trainingMax = "trainingMaxKg"
        }
    }

    static func explain(_ invocation: Invocation, _ context: RunContext) async throws {
        let reference = invocation.argument("exercise") ?? ""
        let unit = try context.unit()
        let limit = try invocation.integer("limit", in: 1...100_000) ?? 12
        let simulate = invocation.flag("simulate")
        let (plan, index, others) = try await ruledExercise(
            reference, plan: invocation.value("plan"), context: context)
        var exercise = plan.exercises[index]
        let history = context.history
        let increment = try await context.increment(for: exercise, unit: unit)
        let ladder = try await context.loadLadders(for: [exercise.exerciseID])[exercise.exerciseID]
        if simulate, let first = try await history.sessions(of: exercise.exerciseID).first {
            exercise = Self.startingFrom(
                first, exercise, increment: increment, ladder: ladder,
                unit: exercise.progression?.unit ?? unit)
        }
        // Each target as a workout started now asks it: as the gym in use loads it.
        guard
            let replay = try await history.progression(
                of: exercise, increment: increment, unit: unit, simulate: simulate, ladder: ladder,
                load: try await context.gymLoads(for: [exercise.exerciseID])[exercise.exerciseID]),
            let rule = exercise.progression
        else { return }
        let next = replay.next
        if context.wantsJSON {
            return try context.printJSON(
                WhyJSON(
                    plan: plan.name, exercise: exercise.name, exerciseID: exercise.exerciseID.rawValue,
                    rule: rule,
                    simulated: simulate, next: next, reason: replay.reason(unit: unit),
                    trainingMax: replay.trainingMax, sessions: replay.steps, notCounted: replay.skipped,
                    alsoRuledIn: others))
        }
        let style = context.style
        let console = context.console
        let unloaded =
            try await context.exercises.collection().exercise(exercise.exerciseID)?.equipment.carriesNoLoad
            ?? false
        console.print(
            "\(style.heading(exercise.name))  \(style.muted("\(plan.name) · \(rule.summary(unit: unit, unloaded: unloaded))"))"
        )
        // A machine's stack (5 kg a plate by default) cannot load a 2.5-kg step: the rule's
        // step is asked as the stack's, which the header alone did not say.
        if rule.kind != .percentage, coarser(increment, above: rule.step) {
            console.print(
                style.muted(
                    "The gym in use loads it in steps of \(increment.formatted(in: unit)): the rule's +\(rule.step.formatted(in: unit)) is asked as +\(increment.formatted(in: unit)) ('equipment add-gym NAME --machine-step W' gives a gym its own)."
                ))
        }
        if !others.isEmpty {
            console.print(
                style.muted(
                    "Also ruled in \(others.map { "'\($0)'" }.joined(separator: ", ")) ('--plan NAME' explains that plan's rule)."
                ))
        }
        console.print("Next:    \(style.bold(ProgressionReplay.describe(next, unit: unit)))")
        console.print("Because: \(replay.reason(unit: unit))")
        if let trainingMax = replay.trainingMax {
            console.print("Training max: \(trainingMax.formatted(in: unit))")
        }
        console.print("")
        // Said last: sessions of workouts without a plan that fell short, which the rule left out.
        defer {
            if !replay.skipped.isEmpty {
                let sessions = replay.skipped.suffix(limit).map {
                    "\($0.date) \(ProgressionReplay.describe($0.sets, unit: unit))"
                }
                console.print(
                    style.muted(
                        "\nNot counted (workouts without a plan, lighter than the target and short of it): "
                            + sessions.joined(separator: "; ")))
            }
        }
        if replay.steps.isEmpty {
            console.print(
                simulate
                    ? "No session of \(exercise.name) is logged yet."
                    : "No session of \(exercise.name) counted by the rule yet (it counts from \(rule.since)): "
                        + (rule.kind == .percentage
                            ? "the first week's weights come from the training max."
                            : "the plan's targets stand.")
            )
            return
        }
        let shown = replay.steps.suffix(limit)
        console.print(
            simulate
                ? "Replayed over \(replay.steps.count == 1 ? "the one session" : "all \(Text.count(replay.steps.count, "session"))") since \(replay.steps[0].session.date), as if the rule had been set then:"
                : "Sessions the rule counted (from \(rule.since)):")
        if shown.count < replay.steps.count {
            console.print(
                style.muted("  … \(replay.steps.count - shown.count) earlier (--limit N shows more)"))
        }
        let rows = shown.map { step in
            [
                step.session.date.description, ProgressionReplay.describe(step.target, unit: unit),
                ProgressionReplay.describe(step.session.sets, unit: unit),
                (step.onlyStarted ? "started" : step.met ? style.success("met") : style.warning("missed"))
                    + " → "
                    + step.change,
            ]
        }
        console.print(
            TextTable(headers: ["Date", "Asked", "Done", "Result"], rows: rows).render(style: style))
        if simulate, let last = replay.steps.last {
            console.print(
                "\nWhere it would have put you: \(style.bold(ProgressionReplay.describe(next, unit: unit))); your last session was \(ProgressionReplay.describe(last.session.sets, unit: unit))."
            )
        }
    }

    /// The weight of the gym's that is nearest `weight` (the lighter on a tie): of `ladder`, the
    /// only weights there are (fixed dumbbells), else the nearest multiple of `increment` (the
    /// gym's smallest load change) in `unit`, never none: 60 kg for 5-lb steps is 130 lb, 63.5 kg
    /// 140 lb, 7.5 kg among dumbbells of 2.5, 5, 7.5, 10, 12 … kg stays 7.5.
    static func onSteps(_ weight: Mass, increment: Mass, ladder: [Mass]?, unit: MassUnit) -> Mass {
        if let ladder, let rung = ladder.nearest(to: weight) { return rung }
        let size = increment.value(in: unit)
        guard size > 0, weight.kilograms > 0 else { return weight }
        // Halves go down: a start is not above what was lifted.
        let steps = max(1, (weight.value(in: unit) / size - 1e-9).rounded())
        return Mass((steps * size * 100).rounded() / 100, unit)
    }

    /// Whether the gym's smallest load change for an exercise (`increment`) is larger than a
    /// rule's `step`, so that each step up is the increment.
    static func coarser(_ increment: Mass, above step: Mass) -> Bool {
        increment.kilograms > step.kilograms + 0.01
    }

    /// The plan exercise `reference` means among those with a rule (in `planReference` only, if
    /// given), from the plan used last (else made last; a program's days a regeneration
    /// replaced come after every other plan), and the names of the other plans that give that
    /// exercise a rule.
    ///
    /// - Throws: `CLIError` naming what to do when no plan has a rule for it.
    static func ruledExercise(_ reference: String, plan planReference: String?, context: RunContext)
        async throws
        -> (plan: Plan, index: Int, others: [String])
    {
        // A program's days a regeneration replaced: they keep their old rules (the new days carry
        // what those earned), so they come last and are not named beside the one explained.
        // Without a program (none yet, or its file set aside), no generated plan is called replaced.
        let current = try await context.programs.program().map { Set($0.days.map(\.planID)) }
        func replaced(_ plan: Plan) -> Bool {
            current.map { plan.source == .generated && !$0.contains(plan.id) } ?? false
        }
        let plans: [Plan]
        if let planReference {
            plans = [try await context.plans.resolve(planReference)]
        } else {
            // The plan used last (else made last) first.
            plans = try await context.plans.list().sorted { first, second in
                replaced(first) != replaced(second)
                    ? !replaced(first)
                    : (first.lastUsedAt ?? first.createdAt) > (second.lastUsedAt ?? second.createdAt)
            }
        }
        var named = false
        var found: (plan: Plan, index: Int)?
        var others: [String] = []
        // Looked up once (the library and the imports' names), then in each plan.
        let meant = await ExercisePicking.otherAppExercise(reference, context: context)
        for plan in plans {
            let index: Int
            do {
                let written = ExercisePicking.listReference(
                    reference, meaning: meant, among: plan.exercises.map(\.exerciseID))
                index = try PlanService.exerciseIndex(written ?? reference, in: plan)
            } catch {
                // Not in this plan: the next one. Several of its exercises match: their list
                // says which to name; a position is one of that plan's, so --plan goes with it.
                // Once a rule is found, later plans are only looked at for the same exercise.
                if found != nil { continue }
                if case .exerciseNotInPlan = error { continue }
                if case .ambiguousExercise(_, let name, let candidates) = error, planReference == nil {
                    throw CLIError.usage(
                        "'\(reference)' matches several exercises of '\(name)': \(candidates.joined(separator: ", ")).",
                        hint:
                            "Name more of it, or give the plan and its position: \(context.program) progress why 2 --plan \(Text.shellWord(name))"
                    )
                }
                throw error
            }
            named = true
            guard plan.exercises[index].progression != nil else { continue }
            if let found {
                if plan.exercises[index].exerciseID == found.plan.exercises[found.index].exerciseID,
                    !replaced(plan)
                {
                    others.append(plan.name)
                }
            } else {
                found = (plan, index)
            }
        }
        if let found { return (found.plan, found.index, others) }
        // A name no plan has at all is a mistyped name, not a missing rule.
        guard named else {
            throw CLIError.usage(
                "No plan\(planReference.map { " named '\($0)'" } ?? "") has an exercise matching '\(reference)'.",
                hint: "'\(context.program) plans show PLAN' lists a plan's exercises.")
        }
        // The step in the user's unit: 5 lb is the smallest jump most pound gyms load.
        let step = (try? context.unit()) == .pounds ? "5" : "2.5"
        throw CLIError(
            "No plan\(planReference.map { " named '\($0)'" } ?? "") gives '\(reference)' a progression rule.",
            hint:
                "Set one: \(context.program) plans progression PLAN \(Text.shellWord(reference)) linear --step \(step)"
        )
    }

    /// `exercise` with its working weights set from `first`'s heaviest working set, as the gym
    /// has it in the rule's `unit` (`onSteps`), and for a percentage rule a training max of 90 %
    /// of that set's estimated one-rep max: where a simulation starts. Off the gym's steps (60 kg
    /// for a gym in 5-lb steps), every target was off them too, and the gym's rounding moved some
    /// and not others (125 lb, then 132.28 lb after "+5 lb").
    static func startingFrom(
        _ first: ProgressionReplay.Session, _ exercise: PlanExercise, increment: Mass, ladder: [Mass]?,
        unit: MassUnit
    ) -> PlanExercise {
        var exercise = exercise
        guard
            let top = first.sets.compactMap({ set in set.weight.map { (weight: $0, reps: set.reps) } })
                .max(by: { $0.weight < $1.weight })
        else { return exercise }
        let start = onSteps(top.weight, increment: increment, ladder: ladder, unit: unit)
        for index in exercise.sets.indices
        where exercise.sets[index].type == .working && exercise.sets[index].weight != nil {
            exercise.sets[index].weight = start
        }
        if exercise.progression?.kind == .percentage {
            let estimate = top.weight.kilograms * (1 + Double(top.reps) / 30)
            exercise.progression?.trainingMax = Mass(kilograms: estimate * 0.9)
        }
        return exercise
    }
}
