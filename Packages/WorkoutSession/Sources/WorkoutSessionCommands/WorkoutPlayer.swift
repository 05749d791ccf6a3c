import CommandKit
import CoreModels
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

/// `workout play`: the full-terminal workout player (BodyFocus FR-008/009, IronLift
/// WORK-10). A view over the same engine as the commands: every key that changes the workout
/// saves it before the screen redraws.
enum WorkoutPlayer {
    static var command: Command<RunContext> {
        Command(
            "play", summary: "Full-screen player: current exercise, sets, live rest timer",
            discussion: """
                Keys: d or Enter = set done · e = edit weight/reps then done · n/→ next exercise · p/← previous
                + / - = rest ±10 s · s = skip rest · a = add set · k = knee flag · f = finish · q = quit (progress kept)
                """,
            examples: ["workout play"],
            action: { _, context in
                guard try await context.workouts.active() != nil else { throw WorkoutError.noActiveWorkout }
                let terminal = try RawTerminal(
                    purpose: "The player",
                    hint:
                        "Use '\(context.program) workout status' and '\(context.program) workout done' in scripts."
                )
                var session = PlayerSession(context: context, terminal: terminal)
                let outcome: String?
                do {
                    outcome = try await session.run()
                } catch {
                    terminal.restore()
                    throw error
                }
                terminal.restore()
                context.console.print(
                    outcome ?? "Progress saved. Resume with: \(context.program) workout play")
            })
    }
}

/// The player's loop: draw, wait for a key (or a timer tick), act through the engine.
struct PlayerSession {
    let context: RunContext
    let terminal: RawTerminal
    var message = ""
    var bellRung = false
    var previous: [ExerciseID: [WorkoutSet]] = [:]
    var taken: [ExerciseID: [WorkoutSet]] = [:]
    /// What the plan's progression rules set, and why: read once when the player opens (the
    /// workout in progress is not in history yet, so it cannot change them).
    var targets: [ExerciseID: ProgressionNote]?

    init(context: RunContext, terminal: RawTerminal) {
        self.context = context
        self.terminal = terminal
    }

    /// Runs until the user quits or finishes; returns the text to print afterwards.
    mutating func run() async throws -> String? {
        let engine = context.workouts
        while true {
            guard let workout = try await engine.active() else {
                return "The workout is no longer in progress."
            }
            let now = context.environment.clock.now
            ringIfRestEnded(workout, now: now)
            terminal.draw(
                try await PlayerScreen.lines(
                    workout, now: now, previous: try await lastTime(workout),
                    taken: try await takenFromLastTime(workout), message: message,
                    context: context, targets: try await progressionTargets(workout)))
            guard let key = terminal.readKey(timeout: 0.25) else { continue }
            let said = message
            message = ""
            do {
                switch key {
                // Esc first dismisses what the message line said (an input error); then it quits.
                case .escape where !said.isEmpty: continue
                case .character("q"), .escape, .interrupt: return nil
                case .character("d"), .character(" "), .enter:
                    // As `workout done`: a free-weight set with no weight to take is not logged.
                    do {
                        try await markNextDone(engine, weight: nil, reps: nil)
                    } catch let error as WorkoutError {
                        guard case .weightNeeded = error else { throw error }
                        message = (error.errorDescription ?? "") + ": press e to give it (0 for none)."
                    }
                case .character("e"): try await editAndDone(engine)
                case .character("u"):
                    // As `workout undo`: the set done last, not done again (one added by done goes).
                    let (before, undone, e, s, removed) = try await engine.undoLastDone()
                    message =
                        "Undone: \(undone.exercises[e].name) set \(s + 1) (\(WorkoutText.setText(before, unit: try context.unit())))"
                        + (removed ? ", removed." : ": d logs it again.")
                case .character("n"), .right: try await engine.move(by: 1)
                case .character("p"), .left: try await engine.move(by: -1)
                case .character("+"): try await engine.adjustRest(by: 10)
                case .character("-"): try await engine.adjustRest(by: -10)
                case .character("s"): try await engine.adjustRest(by: nil)
                case .character("a"): try await engine.addSet(exercise: nil)
                case .character("t"): message = try await cycleType(engine)
                case .character("k"):
                    let flagged = try await engine.toggleKneeFlag(nil)
                    message =
                        flagged.exercises[flagged.currentExercise].kneeFlag
                        ? "Flagged: irritated my knees." : "Knee flag removed."
                case .character("f"):
                    if let summary = try await finish(engine) { return summary }
                default:
                    message =
                        "Keys: d done · e edit · u undo · n/p move · +/- rest · s skip · a add set · t set type · k knee · f finish · q quit"
                }
            } catch let error as WorkoutError {
                message = error.errorDescription ?? "\(error)"
            }
        }
    }

    /// The next set's type goes round: working → warm-up → drop → failure → working.
    func cycleType(_ engine: WorkoutEngine) async throws -> String {
        let order: [SetType] = [.working, .warmUp, .drop, .failure]
        let changed = try await engine.change { workout, _ in
            guard let (e, s) = workout.nextSet else { throw WorkoutError.allSetsDone }
            let current = workout.exercises[e].sets[s].type
            workout.exercises[e].sets[s].type =
                order[((order.firstIndex(of: current) ?? 0) + 1) % order.count]
        }
        guard let (e, s) = changed.nextSet else { return "" }
        return
            "Set \(s + 1) of \(changed.exercises[e].name) is now a \(changed.exercises[e].sets[s].type.displayName.lowercased()) set."
    }

    /// The notes of the plan's progression rules for `workout`, read once.
    mutating func progressionTargets(_ workout: Workout) async throws -> [ExerciseID: ProgressionNote] {
        if let targets { return targets }
        var found: [ExerciseID: ProgressionNote] = [:]
        if let id = workout.planID, let plan = try await context.plans.plan(id) {
            for note in try await context.progressed(plan).1 { found[note.exerciseID] = note }
        }
        targets = found
        return found
    }

    mutating func ringIfRestEnded(_ workout: Workout, now: Date) {
        guard let rest = workout.rest, rest.remaining(at: now) == 0, !bellRung else { return }
        bellRung = true
        terminal.write("\u{07}")
        // The rest line says "Rest over — go!" itself; the message line keeps what it said.
        let notifier = "/usr/bin/notify-send"
        if FileManager.default.isExecutableFile(atPath: notifier) {
            Spawn.detached(notifier, [context.program, "Rest is over — next set!"])
        }
    }

    /// Asks for "weight reps" on the bottom line (reps alone for a bodyweight exercise), then
    /// marks the next set done with them.
    mutating func editAndDone(_ engine: WorkoutEngine) async throws {
        let unit = try context.inputUnit()
        // An exercise without a load of its own (bodyweight, a band, a ball or roller) takes one
        // number as its reps: "8" on push-ups or a band pull-apart is 8 reps, not 8 kg.
        let next = try await engine.active().flatMap { workout in
            workout.nextSet.map { workout.exercises[$0.exercise].exerciseID }
        }
        var bodyweight = false
        if let next {
            bodyweight =
                try await context.exercises.collection().exercise(next)?.equipment.carriesNoLoad ?? false
        }
        guard
            let line = readLine(
                prompt: bodyweight
                    ? "Reps (e.g. 10; or weight and reps, 10 8, for added load in \(unit.symbol)), Enter to save, Esc to cancel: "
                    : "Weight and reps (e.g. 100 5, unit \(unit.symbol)), Enter to save, Esc to cancel: ")
        else { return }
        var parts = line.split(separator: " ").map(String.init)
        // A unit after the weight, written apart ("92.5 kg 4"), goes with it.
        if parts.count >= 2, MassUnit(parsing: parts[1]) != nil {
            parts.replaceSubrange(0...1, with: [parts[0] + parts[1]])
        }
        if bodyweight, parts.count == 1, Int(parts[0]) != nil || TypedMass.parse(parts[0])?.unit == nil {
            guard let reps = Int(parts[0]), reps >= 0 else {
                message = "Reps are a whole number, e.g. 10."
                return
            }
            return try await markNextDone(engine, weight: nil, reps: reps)
        }
        // The weight as typed, with its unit when one is written after it (92.5kg, 200lb).
        guard (1...2).contains(parts.count), let typed = TypedMass.parse(parts[0]), typed.value >= 0 else {
            message =
                parts.first.flatMap { TypedNumber.groupingHint(in: $0) }
                ?? (parts.first.flatMap(TypedMass.parse).map { $0.value < 0 } == true
                    ? "A weight is 0 or more (0 for none), e.g. 100 5."
                    : "Type a weight and reps, e.g. 100 5 (or 100kg 5, 225lb 5).")
            return
        }
        var reps: Int?
        if parts.count == 2 {
            guard let value = Int(parts[1]), value >= 0 else {
                message = "Reps are a whole number, e.g. 100 5."
                return
            }
            reps = value
        }
        try await markNextDone(engine, weight: Mass(typed.value, typed.unit ?? unit), reps: reps)
    }

    /// Marks the next set done (values not given come from its targets) and says so.
    mutating func markNextDone(_ engine: WorkoutEngine, weight: Mass?, reps: Int?) async throws {
        let (done, e, s) = try await engine.markNextDone(
            weight: weight, reps: reps, rpe: nil, needsWeight: WorkoutLogCommands.needsWeight(context),
            loadable: WorkoutLogCommands.loadable(context))
        message =
            "✓ \(done.exercises[e].name) set \(s + 1) saved: \(WorkoutText.setText(done.exercises[e].sets[s], unit: try context.unit()))."
        // A weight typed far above the heaviest, or a dumbbell the gym lacks: said as `done` says it.
        if weight != nil,
            let note = try await WorkoutLogCommands.typoNote(
                done.exercises[e], set: s, number: e + 1, context: context)
        {
            message += " " + note
        }
        bellRung = false
    }

    mutating func finish(_ engine: WorkoutEngine) async throws -> String? {
        guard ask("Finish the workout and save it to history? (y/n)") else { return nil }
        let outcome = try await engine.finish(plans: context.plans) { diff, plan in
            let changes =
                diff.added.map { "+ \($0)" } + diff.removed.map { "- \($0)" }
                + diff.setCounts.map { "~ \($0.name): \($0.from) → \(Text.count($0.to, "set"))" }
            return ask(
                "This workout differed from '\(plan.name)' (\(changes.joined(separator: "; "))). Update the plan? (y/n)"
            )
        }
        let unit = try context.unit()
        var text = "Finished " + WorkoutText.finished(outcome.summary, unit: unit)
        if let note = WorkoutFinishCommand.leftOutText(outcome.leftOut) { text += "\n" + note }
        if let note = WorkoutFinishCommand.awayText(outcome.timeAway, summary: outcome.summary) {
            text += "\n" + note
        }
        for record in try await WorkoutFinishCommand.announced(outcome, context: context) {
            text += "\nNew PR: \(record.text(in: unit))"
        }
        if outcome.planUpdated, let plan = outcome.plan { text += "\nUpdated the plan '\(plan.name)'." }
        return text
    }

    func ask(_ question: String) -> Bool {
        terminal.write("\r\n\u{1B}[7m \(question) \u{1B}[0m ")
        while true {
            switch terminal.readKey(timeout: 30) {
            case .character("y"), .character("Y"): return true
            case .character("n"), .character("N"), .escape, .interrupt, nil: return false
            default: continue
            }
        }
    }

    func readLine(prompt: String) -> String? {
        var text = ""
        terminal.write("\r\n\u{1B}[?25h\(prompt)")
        defer { terminal.write("\u{1B}[?25l") }
        while true {
            switch terminal.readKey(timeout: 60) {
            case .enter: return text
            case .escape, .interrupt, nil: return nil
            case .backspace:
                if !text.isEmpty {
                    text.removeLast()
                    terminal.write("\u{08} \u{08}")
                }
            case .character(let character):
                text.append(character)
                terminal.write(String(character))
            default: continue
            }
        }
    }

    /// The sets of the current exercise the last time it was done (GAP-01), cached.
    mutating func lastTime(_ workout: Workout) async throws -> [WorkoutSet]? {
        guard workout.exercises.indices.contains(workout.currentExercise) else { return nil }
        let id = workout.exercises[workout.currentExercise].exerciseID
        if let cached = previous[id] { return cached }
        let sets = try await context.history.lastSets(of: id)
        previous[id] = sets
        return sets
    }

    /// Last time's sets of the current exercise as the gym in use loads them (what 'd' takes
    /// for a set with no weight of its own), read once per exercise.
    mutating func takenFromLastTime(_ workout: Workout) async throws -> [WorkoutSet]? {
        guard workout.exercises.indices.contains(workout.currentExercise) else { return nil }
        let id = workout.exercises[workout.currentExercise].exerciseID
        if let cached = taken[id] { return cached }
        let sets = try await context.workouts.lastSets(of: id, WorkoutLogCommands.loadable(context))
        taken[id] = sets
        return sets
    }
}
