import CommandKit
import CoreModels
import Plans
import PlansCommands
import ShellKit
import WorkoutSession

/// `week`: the current week Monday to Sunday (FR-010, SC-007).
enum WeekCommand {
    struct WeekJSON: Encodable {
        let days: [WeekOverview.Day]
        let restDay: Bool
        /// The workout in progress, on the day it started (that day's status is its program's).
        let inProgress: InProgress?
    }

    /// A workout in progress.
    struct InProgress: Encodable {
        let date: LocalDate
        let name: String
    }

    static var command: Command<RunContext> {
        Command(
            "week", summary: "This week: ✓ completed, ● today, ○ planned, rest days",
            examples: ["week", "week --json"],
            action: { _, context in
                let (days, followed) = try await overviewAndPlans(context)
                // A workout in progress shows on the day it started, as ▶ with its name.
                let active = try await context.workouts.active()
                let activeDay = active.map { LocalDate($0.startedAt, in: context.timeZone) }
                let today = days.first(where: \.isToday)
                let restDay = today?.status == .rest
                if context.wantsJSON {
                    let going = active.flatMap { workout in
                        activeDay.map { InProgress(date: $0, name: workout.name) }
                    }
                    return try context.printJSON(WeekJSON(days: days, restDay: restDay, inProgress: going))
                }
                let style = context.style
                let names = ProgramPlugin.weekdayNames
                context.console.print(style.heading("Week of \(context.today.startOfWeek)"))
                // A week across two months names each day's month: "Tue 01" after "Mon 30"
                // reads as a mistake.
                let twoMonths = Set(days.map(\.date.month)).count > 1
                for day in days {
                    let symbol: String
                    switch day.status {
                    case .completed: symbol = style.success(day.status.symbol)
                    case .today: symbol = style.accent(day.status.symbol)
                    default: symbol = day.status.symbol
                    }
                    // A day the program does not train on, or any day without a program, is a
                    // rest day unless a workout was done on it.
                    // A day done with other workouts than its program day's (a plan of one's own)
                    // says what was done, not the program day as if it were.
                    let done = day.workouts.joined(separator: ", ")
                    let label: String
                    if let programDay = day.label.map({ "Day \($0)" }) {
                        label =
                            day.status == .completed && !day.workouts.isEmpty && !followed.contains(day.date)
                                // The day's plan from before a regenerate has the same name:
                                // "Day B (instead of Day B)" said nothing.
                                && done != programDay
                            ? "\(done) \(style.muted("(instead of \(programDay))"))" : programDay
                    } else if day.status == .completed {
                        label = day.workouts.isEmpty ? "workout" : done
                    } else {
                        label = style.muted("rest")
                    }
                    let name =
                        "\(names[day.date.isoWeekday - 1]) \(PlainText.zeroPadded(day.date.day, 2))"
                        + (twoMonths ? " \(day.date.monthAbbreviation)" : "")
                    var shown = (symbol, label)
                    if let active, day.date == activeDay {
                        let going = "\(active.name) \(style.muted("(in progress)"))"
                        shown =
                            day.status == .completed
                            ? (symbol, "\(label), \(going)") : (style.accent("▶"), going)
                    }
                    context.console.print(
                        "  \(day.isToday ? style.bold(name) : name)  \(shown.0)  \(shown.1)\(day.isToday ? style.muted("  (today)") : "")"
                    )
                }
                context.console.print(style.muted("  " + legend))
                // A workout in progress started before this week is not on it: said here.
                if let active, let started = activeDay, started < context.today.startOfWeek {
                    context.console.print(
                        style.warning(
                            "'\(active.name)' started on \(started) is still in progress: '\(context.program) workout finish' saves it, 'workout cancel' drops it."
                        ))
                }
                if let active {
                    // A workout is going: carrying on (or finishing it) is what to do, not
                    // starting one, which is refused while it is.
                    let started = activeDay.map { $0 == context.today ? "" : " (started \($0))" } ?? ""
                    context.console.print(
                        "Today: '\(active.name)'\(started) is in progress: \(context.program) workout play (or 'workout status', 'workout finish')"
                    )
                } else if restDay, let program = try await context.programs.program() {
                    context.console.print(
                        "Rest day. Preview a training day: \(context.program) program day \(nextLabel(days, program))"
                    )
                } else if today?.status == .today {
                    context.console.print("Today: \(context.program) workout start --today")
                }
            })
    }

    /// What the week's symbols mean.
    static let legend = "✓ done · ▶ in progress · ● today · ○ planned · – missed · · rest"

    /// The next training day to preview: the next planned one this week, else the program's first.
    static func nextLabel(_ days: [WeekOverview.Day], _ program: Program) -> String {
        days.first { $0.status == .planned }?.label ?? program.days.first?.label ?? "A"
    }

    static func overview(_ context: RunContext) async throws -> [WeekOverview.Day] {
        try await overviewAndPlans(context).days
    }

    /// The week, and the days on which a workout was started from the program day's own plan
    /// (a day done with another plan, or none, reads "instead of").
    static func overviewAndPlans(_ context: RunContext) async throws -> (
        days: [WeekOverview.Day], followed: Set<LocalDate>
    ) {
        let today = context.today
        // Only the days matter: the index lines without their exercise lines are enough.
        let summaries = try await context.history.summaries(
            from: today.startOfWeek, to: today.startOfWeek.adding(days: 6), exercises: false)
        let program = try await context.programs.program()
        let days = WeekOverview.days(
            program: program, completed: Set(summaries.map(\.date)), today: today,
            programStart: program.map { LocalDate($0.generatedAt, in: context.environment.timeZone) },
            names: Dictionary(grouping: summaries, by: \.date).mapValues { $0.map(\.name) })
        let followed = Set(
            summaries.filter { summary in
                summary.planID != nil && program?.day(on: summary.date)?.planID == summary.planID
            }.map(\.date))
        return (days, followed)
    }
}
