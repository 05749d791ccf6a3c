import CoreModels
import Exercises
import ExercisesCommands
import Journal
import JournalCommands
import Plans
import PlansCommands
import ShellKit
import Supplements
import SupplementsCommands
import WorkoutSession
import WorkoutSessionCommands

/// Gathers the report's data from every feature of a profile for the days `from`…`to`.
struct ReportBuilder {
    let context: RunContext
    let from: LocalDate
    let to: LocalDate
    let unit: MassUnit

    func build() async throws -> ReportModel {
        let summaries = try await context.history.summaries(from: from, to: to).sorted {
            $0.startedAt < $1.startedAt
        }
        let collection = try await context.exerciseLibrary().collection()
        let weights = try await context.weights.list(from: from, to: to)
        // A record is one over the whole history: each lift's best e1RM before the range.
        var earlier: [ExerciseID: Double] = [:]
        for summary in try await context.history.summaries(to: from.adding(days: -1)) {
            for line in summary.exercises where line.bestE1RM > earlier[line.exerciseID] ?? 0 {
                earlier[line.exerciseID] = line.bestE1RM
            }
        }
        return ReportModel(
            generated: context.today, from: from, to: to, pageUnit: unit.symbol, glance: glance(summaries),
            weekly: try await weekly(summaries, collection: collection),
            lifts: lifts(summaries, bestBefore: earlier, collection: collection),
            body: body(weights, measurements: try await measurements()),
            habits: try await habits(), lastWorkouts: try await lastWorkouts(summaries),
            program: try await program())
    }

    func glance(_ summaries: [WorkoutSummary]) -> ReportModel.Glance {
        var byDay: [LocalDate: (sets: Int, volume: Double)] = [:]
        // Every session is a training day, one another app recorded without sets too.
        for summary in summaries {
            let current = byDay[summary.date] ?? (0, 0)
            byDay[summary.date] = (current.sets + summary.sets, current.volume + summary.volume)
        }
        let days = byDay.keys.sorted()
        let weeks = Set(days.map(\.startOfWeek))
        func runs(_ values: [LocalDate], step: Int) -> (longest: Int, ending: [LocalDate: Int]) {
            var longest = 0
            var ending: [LocalDate: Int] = [:]
            var run = 0
            var previous: LocalDate?
            for value in values {
                run = previous.map { $0.adding(days: step) == value } == true ? run + 1 : 1
                ending[value] = run
                longest = max(longest, run)
                previous = value
            }
            return (longest, ending)
        }
        let weekRuns = runs(weeks.sorted(), step: 7)
        let thisWeek = to.startOfWeek
        let current = weekRuns.ending[thisWeek] ?? weekRuns.ending[thisWeek.adding(days: -7)] ?? 0
        // A range whose last year has no workout (an old import) shows the year up to its last
        // workout, not a year of rest.
        let calendarEnd = days.last.map { $0 < to.adding(days: -370) ? $0 : to } ?? to
        let calendarStart = max(from, calendarEnd.adding(days: -370)).startOfWeek
        return ReportModel.Glance(
            trainingDays: days.count, workouts: summaries.count,
            volume: summaries.reduce(0) { $0 + $1.volume },
            longestWeekStreak: weekRuns.longest, currentWeekStreak: current,
            longestDayStreak: runs(days, step: 1).longest, calendarStart: calendarStart,
            calendarEnd: calendarEnd,
            days: days.filter { $0 >= calendarStart && $0 <= calendarEnd }.map { day in
                ReportModel.Day(date: day, sets: byDay[day]?.sets ?? 0, volume: byDay[day]?.volume ?? 0)
            })
    }

    /// The starts of the range's last weeks, at most 12, oldest first: a shorter range has only
    /// its own weeks (weeks before it would show as empty, as if nothing had been done).
    var recentWeeks: [LocalDate] {
        let last = to.startOfWeek
        let first = from.startOfWeek
        return (0..<12).reversed().map { last.adding(days: -7 * $0) }.filter { $0 >= first }
    }

    func weekly(_ summaries: [WorkoutSummary], collection: ExerciseCollection) async throws
        -> ReportModel.Weekly
    {
        let weeks = recentWeeks
        var sets: [LocalDate: [String: Int]] = [:]
        var volume: [LocalDate: [String: Double]] = [:]
        for summary in summaries where summary.date >= weeks[0] {
            let week = summary.date.startOfWeek
            // Sets are counted without warm-ups, as records are (the index counts every done
            // set): read from the workout's file, the index's count without it. Volume is every
            // set's, as history and its totals count it.
            let working = try await workingSets(summary)
            for (index, line) in summary.exercises.enumerated() {
                let muscle =
                    collection.exercise(line.exerciseID)?.primaryMuscles.first?.rawValue ?? "other"
                volume[week, default: [:]][muscle, default: 0] += line.volume
                // Warm-ups alone do not train a muscle group (nor take it off the untrained list).
                let count = working?[index] ?? line.sets
                if count > 0 { sets[week, default: [:]][muscle, default: 0] += count }
            }
        }
        let trained = Set(sets.values.flatMap(\.keys))
        let order = MuscleGroup.allCases.map(\.rawValue) + ["other"]
        let recent = Set(weeks.suffix(4).flatMap { sets[$0]?.keys.map { $0 } ?? [] })
        return ReportModel.Weekly(
            weeks: weeks.map {
                ReportModel.Week(start: $0, sets: sets[$0] ?? [:], volume: volume[$0] ?? [:])
            },
            muscles: order.filter(trained.contains),
            untrained: MuscleGroup.allCases.map(\.rawValue).filter { !recent.contains($0) })
    }

    /// The done sets that are not warm-ups of each exercise of `summary`'s workout, in the
    /// order of its exercise lines; `nil` when its file cannot be read or does not match them.
    func workingSets(_ summary: WorkoutSummary) async throws -> [Int]? {
        guard let workout = try? await context.history.workout(summary) else { return nil }
        let counts = workout.exercises.compactMap { exercise -> (ExerciseID, Int)? in
            let done = exercise.sets.filter(\.done)
            guard !done.isEmpty else { return nil }
            return (exercise.exerciseID, done.filter { $0.type != .warmUp }.count)
        }
        guard counts.map(\.0) == summary.exercises.map(\.exerciseID) else { return nil }
        return counts.map(\.1)
    }

    /// The most trained lifts of `summaries` with their e1RM per session; a session is a record
    /// when it beats every earlier one, those before the range (`bestBefore`) included. Lifts
    /// moving several joints come before isolation work (a squat before a leg extension done
    /// as often or more), and an exercise without load of its own is left out (a pull-up's e1RM
    /// would be of the added weight alone); `collection` tells them (without it, all count alike).
    func lifts(
        _ summaries: [WorkoutSummary], bestBefore: [ExerciseID: Double] = [:],
        collection: ExerciseCollection? = nil
    ) -> [ReportModel.Lift] {
        var sessions: [ExerciseID: [(LocalDate, WorkoutSummary.ExerciseLine)]] = [:]
        for summary in summaries {
            // One session a workout: an exercise done in two blocks gives its better block.
            var best: [ExerciseID: WorkoutSummary.ExerciseLine] = [:]
            var order: [ExerciseID] = []
            for line in summary.exercises where line.bestE1RM > 0 {
                if let kept = best[line.exerciseID] {
                    if line.bestE1RM > kept.bestE1RM { best[line.exerciseID] = line }
                } else {
                    best[line.exerciseID] = line
                    order.append(line.exerciseID)
                }
            }
            for id in order {
                if let line = best[id] { sessions[id, default: []].append((summary.date, line)) }
            }
        }
        func rank(_ id: ExerciseID) -> Int {
            guard let exercise = collection?.exercise(id) else { return 1 }
            if exercise.equipment.carriesNoLoad { return -1 }
            return exercise.isCompound ? 2 : 1
        }
        let top = sessions.filter { rank($0.key) >= 0 }.sorted {
            (rank($0.key), $0.value.count, $1.key.rawValue) > (rank($1.key), $1.value.count, $0.key.rawValue)
        }
        .prefix(4)
        return top.map { id, list in
            var best = bestBefore[id] ?? 0
            let points = list.map { date, line -> ReportModel.LiftPoint in
                let record = line.bestE1RM > best + 1e-9
                best = max(best, line.bestE1RM)
                let set = Self.set(giving: line.bestE1RM, in: line)
                return ReportModel.LiftPoint(
                    date: date, e1rm: Self.round(line.bestE1RM),
                    kilograms: set?.kilograms ?? line.topKilograms,
                    reps: set?.reps ?? line.topReps, record: record)
            }
            // Many sessions: the best of each week, records always kept.
            let shown =
                points.count <= 260
                ? points
                : Dictionary(grouping: points, by: { $0.date.startOfWeek }).values.compactMap { week in
                    week.first(where: \.record) ?? week.max { $0.e1rm < $1.e1rm }
                }.sorted { $0.date < $1.date }
            return ReportModel.Lift(
                name: list.last?.1.name ?? "", sessions: list.count, points: shown,
                bestSets: Array(points.sorted { ($0.e1rm, $1.date) > ($1.e1rm, $0.date) }.prefix(3)))
        }
    }

    /// The set that gave a session's e1RM, by the rule that made it (Epley, up to 12 reps): at
    /// one of the session's weights, a rep count up to the most done there. Choosing by an
    /// estimate without that limit paired a 14-rep set with another set's e1RM, and the most
    /// reps at a weight (13) can hide the 12-rep set at it that gave the e1RM.
    static func set(giving e1rm: Double, in line: WorkoutSummary.ExerciseLine) -> (
        kilograms: Double, reps: Int
    )? {
        for set in line.repsAtWeight.reversed() {
            for reps in stride(from: min(set.reps, OneRepMax.reliableReps), through: 1, by: -1) {
                if let estimate = OneRepMax.estimate(weight: set.kilograms, reps: reps),
                    abs(estimate - e1rm) <= 1e-9 * max(1, e1rm)
                {
                    return (set.kilograms, reps)
                }
            }
        }
        return nil
    }

    /// `value` (kilograms) to the milligram: float noise goes, and a weight typed in pounds
    /// still shows as typed (rounded to 0.01 kg, 181.5 lb came back as 181.51 lb and a 60 lb
    /// e1RM as 60.01 lb).
    static func round(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// Each body site measured in the range: its first and latest lengths there and how many
    /// readings, in the order `body list` shows sites.
    func measurements() async throws -> [ReportModel.SiteMeasurements] {
        let items = try await context.body.list(from: from, to: to)
        let bySite = Dictionary(grouping: items, by: \.site)
        return BodySite.ordered(bySite.keys).compactMap { site in
            let list = (bySite[site] ?? []).sorted { $0.date < $1.date }
            guard let first = list.first, let latest = list.last else { return nil }
            return ReportModel.SiteMeasurements(
                site: site, first: .init(date: first.date, value: first.centimeters),
                latest: .init(date: latest.date, value: latest.centimeters), readings: list.count)
        }
    }

    func body(_ entries: [WeightEntry], measurements: [ReportModel.SiteMeasurements]) -> ReportModel.Body {
        let sorted = entries.sorted { $0.date < $1.date }
        var averages: [ReportModel.BodyPoint] = []
        var window: [WeightEntry] = []
        for entry in sorted {
            window.append(entry)
            window.removeAll { $0.date <= entry.date.adding(days: -7) }
            averages.append(
                .init(
                    date: entry.date,
                    value: Self.round(window.reduce(0) { $0 + $1.mass.kilograms } / Double(window.count))))
        }
        func thinned(_ points: [ReportModel.BodyPoint]) -> [ReportModel.BodyPoint] {
            guard points.count > 400 else { return points }
            return Dictionary(grouping: points, by: { $0.date.startOfWeek }).map { week, list in
                ReportModel.BodyPoint(
                    date: week, value: Self.round(list.reduce(0) { $0 + $1.value } / Double(list.count)))
            }.sorted { $0.date < $1.date }
        }
        let weights = sorted.map {
            ReportModel.BodyPoint(date: $0.date, value: Self.round($0.mass.kilograms))
        }
        let fat = sorted.compactMap { entry in
            CompositionSelection("fat")?.value(of: entry).map {
                ReportModel.BodyPoint(date: entry.date, value: $0)
            }
        }
        return ReportModel.Body(
            weights: thinned(weights), average: thinned(averages), bodyFat: thinned(fat),
            readings: sorted.count, measurements: measurements)
    }

    func habits() async throws -> ReportModel.Habits {
        let weeks = recentWeeks
        let days = try await context.journal.days(from: max(from, weeks[0]), to: to)
        var counts: [String: [Int]] = [:]
        for day in days {
            guard let index = weeks.lastIndex(where: { $0 <= day.date }) else { continue }
            for name in day.selectedNames {
                counts[name, default: Array(repeating: 0, count: weeks.count)][index] += 1
            }
        }
        let span = min(30, max(1, from.days(until: to) + 1))
        var adherence = try await context.supplements.history(days: span, today: to)
        if adherence.allSatisfy({ $0.takenDays == 0 }) { adherence = [] }  // nothing logged: no section
        let stacks = Dictionary(grouping: adherence, by: { $0.supplement.stack.displayName })
        let morning = SupplementStack.morning.displayName
        func order(_ name: String) -> (Int, String) { (name == morning ? 0 : 1, name) }
        return ReportModel.Habits(
            weeks: weeks,
            tags: counts.sorted { $0.key < $1.key }.map {
                ReportModel.TagWeeks(name: $0.key, counts: $0.value)
            },
            // Morning first, as the day goes (alphabetical put Evening first).
            stacks: stacks.sorted { order($0.key) < order($1.key) }.map { stack, list in
                ReportModel.StackAdherence(
                    stack: stack,
                    supplements: list.map { .init(name: $0.supplement.name, days: $0.takenDays, of: $0.days) }
                )
            })
    }

    func lastWorkouts(_ summaries: [WorkoutSummary]) async throws -> [ReportModel.WorkoutDetail] {
        var result: [ReportModel.WorkoutDetail] = []
        for summary in summaries.suffix(5).reversed() {
            guard let workout = try await context.history.workout(summary) else { continue }
            result.append(
                ReportModel.WorkoutDetail(
                    name: workout.name, date: summary.date, minutes: summary.durationSeconds / 60,
                    exercises: workout.exercises.map { exercise in
                        ReportModel.ExerciseDetail(
                            name: exercise.name,
                            sets: exercise.sets.filter(\.done).map { set in
                                // "100 kg × 5"; without a weight (bodyweight) "5 reps", as
                                // every other screen writes it, not a bare "× 5".
                                // A weight of 0 (a bodyweight set typed as 0 8) is no load either.
                                let load = set.weight.flatMap {
                                    $0.kilograms > 0 ? $0.formatted(in: unit) : nil
                                }
                                let reps = set.reps.map { load == nil ? Text.count($0, "rep") : "× \($0)" }
                                return [
                                    load, reps,
                                    set.type == .working ? nil : "(\(set.type.displayName.lowercased()))",
                                ].compactMap { $0 }.joined(separator: " ")
                            })
                    }))
        }
        return result
    }

    func program() async throws -> ReportModel.ProgramOutline? {
        guard let program = try await context.programs.program() else { return nil }
        let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        var days: [ReportModel.ProgramDay] = []
        for day in program.days {
            // With what its progression rules ask now, as `program day` shows it.
            guard let saved = try await context.plans.plan(day.planID) else { continue }
            let plan = try await context.progressed(saved).0
            days.append(
                ReportModel.ProgramDay(
                    label: day.label, weekday: names[safe: day.weekday - 1] ?? "",
                    plan: plan.name,
                    exercises: plan.exercises.map { exercise in
                        let working = exercise.sets.filter { $0.type == .working }
                        let reps = Set(working.map(\.reps)).sorted().map(String.init).joined(separator: "/")
                        let load =
                            working.compactMap(\.weight).max().map { " @ \($0.formatted(in: unit))" } ?? ""
                        return ReportModel.ExerciseDetail(
                            name: exercise.name, sets: ["\(working.count) × \(reps)\(load)"])
                    }))
        }
        return ReportModel.ProgramOutline(days: days)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
