import CommandKit
import CoreModels
import Journal
import JournalCommands
import ShellKit
import Supplements
import SupplementsCommands
import WorkoutSession
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `insights`: how training went on days with each journal tag and supplement against days
/// without, and the top lifts' strength trend beside the body-weight trend. It spans the
/// journal, the supplement log, body weight and history, so it lives in the app.
enum InsightsCommand {
    /// The whole result, as `--json` prints it.
    struct Report: Encodable {
        let from: LocalDate?
        let to: LocalDate
        let trainingDays: Int
        let minimumDays: Int
        let seed: UInt64
        let confidence = 0.9
        let habits: [HabitInsight]
        let strengthWindowDays: Int
        let strength: [StrengthAndBodyWeight]
        let note = "Associations in your own data, not causes: days differ in many ways besides one habit."
    }

    static let plugin = Plugin(name: "insights", commands: [command])

    static var command: Command<RunContext> {
        Command(
            "insights", summary: "How training went with and without each journal tag and supplement",
            discussion: """
                For each journal tag and supplement, compares the training days that had it with the training days
                that did not (only days while you were keeping that log): the session's e1RM against each lift's
                own trend (the mean of its previous five sessions), volume, completed sets and knee flags, with
                the number of days on each side and a 90 % bootstrap interval of the difference. Below
                --min-days training days on either side it says "not enough data". An interval that covers zero
                shows no clear difference. These are associations, never causes. Then, for the top lifts, the
                e1RM trend beside the body-weight trend. The same --seed always gives the same intervals.
                """,
            examples: ["insights", "insights --from 2025-01-01 --json", "insights --min-days 12 --seed 7"],
            options: [
                .value("from", "day", help: "first day considered (default: all history)"),
                .value("to", "day", help: "last day considered (default: today)"),
                .value("min-days", "N", help: "training days needed on each side (default 8)"),
                .value("seed", "N", help: "the bootstrap's random seed (default 1)"),
                .value("lifts", "N", help: "top lifts for the strength and body-weight trend (default 3)"),
                .value("window", "days", help: "days of the strength and body-weight trend (default 180)"),
                CommonOptions.unit,
            ],
            action: { invocation, context in
                let range = try context.dayRange()
                let to = range.to ?? context.today
                let from = range.from
                if let from, from > to {
                    throw CLIError.usage(
                        "--from \(from) is after --to \(to).", hint: "Give the earlier day to --from.")
                }
                let minimum = try invocation.integer("min-days", in: 2...1000) ?? 8
                let seed = UInt64(try invocation.integer("seed", in: 0...Int.max) ?? 1)
                let lifts = try invocation.integer("lifts", in: 0...20) ?? 3
                let windowDays = try invocation.integer("window", in: 14...3650) ?? 180
                let report = try await build(
                    context: context, from: from, to: to, minimum: minimum, seed: seed, lifts: lifts,
                    windowDays: windowDays)
                if context.wantsJSON { return try context.printJSON(report) }
                InsightsText.print(report, unit: try context.unit(), context: context)
            })
    }

    static func build(
        context: RunContext, from: LocalDate?, to: LocalDate, minimum: Int, seed: UInt64, lifts: Int,
        windowDays: Int
    ) async throws -> Report {
        let summaries = try await context.history.summaries().filter { summary in
            summary.date <= to && (from.map { summary.date >= $0 } ?? true)
        }
        let training = TrainingDayMetrics.from(summaries)
        // Without --from, every day the journal and the supplement log hold: the first
        // workout's day left out a journal kept before it, and with no workout only `to` was read.
        let start = from ?? LocalDate(year: 1900, month: 1, day: 1) ?? to
        let comparison = HabitComparison(minimumDays: minimum, seed: seed)
        var habits: [HabitInsight] = []
        // Journal tags: eligible from the first day with a tag to the last day of the journal
        // (a day with only a note after it is still a day the journal was kept). A note before
        // the first tag (one a scale import added in 2018) did not start the keeping of tags:
        // it made years of untagged days count as days "without" every tag.
        let entries = try await context.journal.days(from: start, to: to).filter {
            !$0.selectedNames.isEmpty || !($0.note ?? "").isEmpty
        }
        let journalDays = entries.filter { !$0.selectedNames.isEmpty }
        if let first = journalDays.first?.date, let last = entries.last?.date {
            var tagDays: [String: Set<LocalDate>] = [:]
            for day in journalDays {
                for name in day.selectedNames { tagDays[name, default: []].insert(day.date) }
            }
            for (name, days) in tagDays.sorted(by: { $0.key < $1.key }) {
                habits.append(
                    comparison.insight(
                        kind: "tag", name: name, daysWith: days, eligible: first...last, training: training))
            }
        }
        // Supplements: eligible from the first to the last day anything was marked taken.
        let taken = try await context.supplements.taken(from: start, to: to)
        if let first = taken.keys.min(), let last = taken.keys.max() {
            var supplementDays: [String: Set<LocalDate>] = [:]
            for (date, names) in taken {
                for name in names { supplementDays[name, default: []].insert(date) }
            }
            for (name, days) in supplementDays.sorted(by: { $0.key < $1.key }) {
                habits.append(
                    comparison.insight(
                        kind: "supplement", name: name, daysWith: days, eligible: first...last,
                        training: training))
            }
        }
        let window = to.adding(days: 1 - windowDays)...to
        var weights: [LocalDate: Double] = [:]
        for entry in try await context.weights.list(from: window.lowerBound, to: to) {
            weights[entry.date] = entry.mass.kilograms
        }
        let strength = StrengthAndBodyWeight.top(
            lifts, summaries: summaries, weights: weights, window: window)
        return Report(
            from: from, to: to, trainingDays: training.count, minimumDays: minimum, seed: seed,
            habits: habits,
            strengthWindowDays: windowDays, strength: strength)
    }
}
