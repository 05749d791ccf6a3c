import CommandKit
import CoreModels
import Plans
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Text and JSON views of the active workout.
enum WorkoutText {
    /// The `--json` shape of `workout status`.
    struct StatusJSON: Encodable {
        struct Next: Encodable {
            let exercise: Int
            let set: Int
            let name: String
        }

        let active: Workout?
        let elapsedSeconds: Int?
        let restRemainingSeconds: Int?
        let next: Next?
        let doneSets: Int?
        let totalSets: Int?

        enum CodingKeys: String, CodingKey {
            case active, elapsedSeconds, restRemainingSeconds, next, doneSets, totalSets
        }

        /// Writes every key, with `null` where there is no workout, so scripts see a stable shape.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(active, forKey: .active)
            try container.encode(elapsedSeconds, forKey: .elapsedSeconds)
            try container.encode(restRemainingSeconds, forKey: .restRemainingSeconds)
            try container.encode(next, forKey: .next)
            try container.encode(doneSets, forKey: .doneSets)
            try container.encode(totalSets, forKey: .totalSets)
        }

        init(_ workout: Workout?, now: Date) {
            active = workout
            elapsedSeconds = workout.map { WorkoutText.trainedSeconds($0, now: now) }
            restRemainingSeconds = workout?.rest?.remaining(at: now)
            next = workout.flatMap { w in
                w.nextSet.map {
                    Next(exercise: $0.exercise + 1, set: $0.set + 1, name: w.exercises[$0.exercise].name)
                }
            }
            doneSets = workout?.doneSets
            totalSets = workout?.totalSets
        }
    }

    /// The time `workout` has been trained by `now`: its span less the pauses it was left open
    /// (`WorkoutEngine.timeAway`), as its length will count at the finish.
    static func trainedSeconds(_ workout: Workout, now: Date) -> Int {
        max(
            0,
            Int(
                saturating: now.timeIntervalSince(workout.startedAt)
                    - WorkoutEngine.timeAway(workout, until: now)))
    }

    /// "23 h 45 min", "40 min".
    static func hoursAndMinutes(_ seconds: Int) -> String {
        seconds >= 3_600 ? "\(seconds / 3_600) h \(seconds % 3_600 / 60) min" : "\(seconds / 60) min"
    }

    static func clock(_ seconds: Int) -> String {
        let tail = PlainText.zeroPadded(seconds / 60 % 60, 2) + ":" + PlainText.zeroPadded(seconds % 60, 2)
        return seconds >= 3600
            ? "\(seconds / 3600):" + tail : "\(seconds / 60):" + PlainText.zeroPadded(seconds % 60, 2)
    }

    /// `100 kg × 5` (done: what was lifted; else the target), `10 reps` without a weight (or
    /// with 0, a bodyweight set), and a set's distance and time where it has them
    /// (`5 km in 28:00`, `60 s`, `20 kg × 40 m`).
    static func setText(_ set: WorkoutSet, unit: MassUnit) -> String {
        // A set still to do shows what `done` would log: values given to it (`workout set`)
        // before its targets.
        let weight = (set.done ? set.weight : set.weight ?? set.targetWeight).flatMap {
            $0.kilograms == 0 ? nil : $0
        }
        let repsValue = set.done ? set.reps : set.reps ?? set.targetReps
        let extras = [set.distanceMeters.map(distance), set.durationSeconds.map(duration)].compactMap { $0 }
        if repsValue == nil || repsValue == 0, !extras.isEmpty {
            let load = weight.flatMap {
                $0.kilograms > 0 ? "\(Mass.grouped($0.value(in: unit))) \(unit.symbol) · " : nil
            }
            return (load ?? "") + extras.joined(separator: " in ")
        }
        let reps = repsValue.map(String.init) ?? "?"
        let main =
            weight.map { "\(Mass.grouped($0.value(in: unit))) \(unit.symbol) × \(reps)" } ?? repsValue.map {
                Text.count($0, "rep")
            } ?? "? reps"
        let kind = set.type == .working ? [] : [set.type.displayName.lowercased()]
        return ([main] + extras + kind).joined(separator: " · ")
    }

    /// The next set as `workout done` without values would log it: its targets, else (a set
    /// without a target weight) the weight of the same set last time (`lastTime`: the
    /// exercise's sets in its latest finished workout) or of the set before it
    /// (`WorkoutEngine.earlierSet`), said so; `? reps` when there is nothing.
    static func nextText(_ exercise: WorkoutExercise, set s: Int, unit: MassUnit, lastTime: [WorkoutSet]?)
        -> String
    {
        let set = exercise.sets[s]
        let earlier = WorkoutEngine.earlierSet(of: exercise, set: s, lastTime: lastTime ?? [])
        if let weight = set.weight ?? set.targetWeight {
            // A weight given (or planned) without reps: `done` takes the reps from the earlier set.
            guard set.reps == nil, set.targetReps == nil else { return setText(set, unit: unit) }
            let source: (WorkoutSet, String)?
            switch earlier {
            case .lastTime(let found): source = (found, "as last time")
            case .before(let found) where found.done: source = (found, "as the set before")
            default: source = nil
            }
            guard let (found, said) = source, let reps = found.reps else { return setText(set, unit: unit) }
            var shown = WorkoutSet(targetWeight: weight, targetReps: reps, type: set.type)
            shown.done = false
            return setText(shown, unit: unit) + " (reps \(said))"
        }
        // The weight as `workout done` would take it; planned reps stay the plan's, and then only
        // the weight is said to come from the earlier set (95 lb × 5 after 95 lb × 8). A weight
        // of 0 (a bodyweight set typed as 0 8) is no weight to take.
        func asTarget(_ source: WorkoutSet, _ said: String) -> String {
            let weighted = (source.weight?.kilograms ?? 0) > 0
            let planned = set.reps ?? set.targetReps
            guard weighted || planned == nil else { return setText(set, unit: unit) }
            var shown = source
            (shown.weight, shown.reps) = (nil, nil)
            (shown.targetWeight, shown.targetReps, shown.done, shown.type) = (
                source.weight, planned ?? source.reps, false, set.type
            )
            let onlyWeight = planned != nil && planned != source.reps
            return setText(shown, unit: unit) + (onlyWeight ? " (weight \(said))" : " (\(said))")
        }
        switch earlier {
        case .lastTime(let source): return asTarget(source, "as last time")
        case .before(let source) where source.done: return asTarget(source, "as the set before")
        default: return setText(set, unit: unit)
        }
    }

    /// Last time's sets of the exercise of the workout's next set, read only when that set has
    /// no target weight (what `workout done` would then take); `nil` otherwise.
    ///
    /// - Throws: `StorageError`.
    static func lastTimeOfNext(_ workout: Workout, context: RunContext) async throws -> [WorkoutSet]? {
        guard let next = workout.nextSet else { return nil }
        let set = workout.exercises[next.exercise].sets[next.set]
        guard (set.weight ?? set.targetWeight) == nil || (set.reps ?? set.targetReps) == nil else {
            return nil
        }
        return try await context.workouts.lastSets(
            of: workout.exercises[next.exercise].exerciseID, WorkoutLogCommands.loadable(context))
    }

    /// `5 km`, `400 m`.
    static func distance(_ meters: Double) -> String {
        meters >= 1000 ? "\(Mass.number(meters / 1000)) km" : "\(Mass.number(meters)) m"
    }

    /// `45 s`, `28:00`, `1:02:03`.
    static func duration(_ seconds: Int) -> String { seconds < 60 ? "\(seconds) s" : clock(seconds) }

    /// A workout's length in minutes, or `unknown` when the source did not say (`—`).
    static func minutes(_ seconds: Int) -> String { seconds > 0 ? "\(seconds / 60) min" : "length unknown" }

    /// What a finished workout was, after "Finished": `Upper A: 52 min, 9 sets, 4,200 kg volume.`
    /// (`workout finish` and the player say the same).
    static func finished(_ summary: WorkoutSummary, unit: MassUnit) -> String {
        "\(summary.name): \(minutes(summary.durationSeconds)), \(Text.count(summary.sets, "set")), "
            + "\(Mass(kilograms: summary.volume).volumeFormatted(in: unit)) volume."
    }

    /// A total training time: `50 min`, `12.5 h`, `1,234 h`.
    static func total(_ seconds: Int) -> String {
        // Rounded to the nearest minute, as the average beside it is (35:34 is 36 min).
        if seconds < 3570 { return "\((max(0, seconds) + 30) / 60) min" }
        let hours = Double(seconds) / 3600
        return hours < 100
            ? "\(Mass.number((hours * 10).rounded() / 10)) h" : "\(Mass.grouped(hours.rounded())) h"
    }

    /// `text` with its second and later lines indented by `count` spaces, so a multi-line note
    /// stays under its label.
    static func indented(_ text: String, by count: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + String(repeating: " ", count: count))
    }

    /// The local clock time of `instant`, `18:05`.
    static func time(_ instant: Date, _ context: RunContext) -> String {
        String(HistoryExportCommand.localTime(instant, context).dropFirst(11).prefix(5))
    }

    /// `18:05–19:07`, or `18:05` when the end is unknown.
    static func span(_ summary: WorkoutSummary, _ context: RunContext) -> String {
        time(summary.startedAt, context)
            + (summary.durationSeconds > 0 ? "–" + time(summary.finishedAt, context) : "")
    }

    static func printStatus(_ workout: Workout, lastTime: [WorkoutSet]? = nil, context: RunContext) throws {
        let now = context.environment.clock.now
        let style = context.style
        let unit = try context.unit()
        let console = context.console
        let started =
            "\(LocalDate(workout.startedAt, in: context.timeZone)) \(time(workout.startedAt, context))"
        let elapsed = clock(trainedSeconds(workout, now: now))
        console.print(
            "\(style.heading(workout.name))  \(style.muted("started \(started) · \(elapsed) elapsed · \(workout.doneSets)/\(workout.totalSets) sets"))"
        )
        let away = Int(saturating: WorkoutEngine.timeAway(workout, until: now))
        if away > 0 {
            console.print(
                style.warning(
                    "Left open \(hoursAndMinutes(away)) between sets: not counted in its length. '\(context.program) workout finish' saves what is done; 'workout cancel' drops it."
                ))
        }
        if let checkIn = workout.checkIn {
            console.print(
                style.muted(
                    "Check-in: energy \(checkIn.energy), knee pain \(checkIn.kneePain)\(checkIn.trimsVolume ? " (one set fewer per exercise)" : "")"
                ))
        }
        if let rest = workout.rest, rest.remaining(at: now) > 0 {
            let left = rest.remaining(at: now)
            console.print(
                "Rest: \(style.accent(clock(left))) left  \(bar(done: rest.duration - left, of: rest.duration, width: 20))"
            )
        }
        if let next = workout.nextSet {
            let exercise = workout.exercises[next.exercise]
            let target = nextText(exercise, set: next.set, unit: unit, lastTime: lastTime)
            console.print(
                "Next: \(style.bold(exercise.name)) set \(next.set + 1) of \(exercise.sets.count): \(target)")
        } else if !workout.exercises.isEmpty {
            console.print(style.success("Every set is done. Finish with: \(context.program) workout finish"))
        }
        let labels = Superset.labels(workout.exercises.map(\.superset))
        for (index, exercise) in workout.exercises.enumerated() {
            let marker = index == workout.currentExercise ? style.accent("›") : " "
            let label = labels[index].map { style.accent($0) + " " } ?? ""
            let sets = exercise.sets.map { ($0.done ? style.success("✓ ") : "○ ") + setText($0, unit: unit) }
                .joined(separator: " · ")
            let flag = exercise.kneeFlag ? style.warning("  knee!") : ""
            console.print(
                "\(marker) \(index + 1). \(label)\(exercise.name) \(style.muted("(\(exercise.category.displayName))"))  \(sets)\(flag)"
            )
        }
        if workout.exercises.isEmpty {
            console.print("No exercises yet: \(context.program) workout add-exercise NAME")
        }
    }

    /// The sets done last time for the next set's exercise (GAP-01).
    static func printPrevious(_ workout: Workout, context: RunContext) async throws {
        guard let next = workout.nextSet else { return }
        let exercise = workout.exercises[next.exercise]
        let previous = try await context.history.lastSets(of: exercise.exerciseID)
        guard !previous.isEmpty else { return }
        let unit = try context.unit()
        context.console.print(
            context.style.muted(
                "Last time (\(exercise.name)): "
                    + previous.map { setText($0, unit: unit) }.joined(separator: ", ")))
    }

    static func bar(done: Int, of total: Int, width: Int) -> String {
        guard total > 0 else { return "" }
        let filled = min(width, max(0, done * width / total))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
