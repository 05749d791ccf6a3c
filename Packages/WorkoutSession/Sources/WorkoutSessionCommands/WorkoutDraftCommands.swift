import CommandKit
import CoreModels
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `workout drafts …`: workouts kept as drafts. When two devices each had a workout in progress
/// and synced, the one changed last stays in progress and the other is kept here, never dropped.
enum WorkoutDraftCommands {
    static var command: Command<RunContext> {
        Command(
            "drafts", summary: "Workouts kept as drafts by a sync: list, resume, discard",
            discussion: """
                When two devices each had a workout in progress, a sync keeps the one changed last in progress and
                the other here. Resume a draft to go on logging it (after finishing or cancelling the workout in
                progress), or discard it.
                """,
            examples: ["workout drafts", "workout drafts resume 1", "workout drafts discard 1 --yes"],
            subcommands: [list, resume, discard], defaultSubcommand: "list")
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "The drafts, oldest first, numbered for resume and discard",
            examples: ["workout drafts list", "workout drafts --json"],
            action: { _, context in
                let drafts = try await context.workouts.drafts()
                if context.wantsJSON {
                    return try context.printJSON(
                        drafts.map { WorkoutText.StatusJSON($0, now: context.environment.clock.now) })
                }
                guard !drafts.isEmpty else {
                    return context.console.print(
                        "No drafts. A sync keeps one here when two devices each had a workout in progress.")
                }
                let table = TextTable(
                    headers: ["#", "started", "workout", "sets done", "id"],
                    rows: drafts.enumerated().map { number, workout in
                        [
                            "\(number + 1)",
                            String(HistoryExportCommand.localTime(workout.startedAt, context).prefix(16)),
                            workout.name,
                            "\(workout.doneSets)/\(workout.totalSets)",
                            String(workout.id.description.prefix(8)),
                        ]
                    }, alignments: [.right, .left, .left, .right, .left])
                context.console.print(table.render(style: context.style))
                context.console.print(
                    "Resume one: \(context.program) workout drafts resume 1   Discard: \(context.program) workout drafts discard 1"
                )
            })
    }

    static var resume: Command<RunContext> {
        Command(
            "resume", summary: "Continue a draft as the workout in progress",
            examples: ["workout drafts resume 1", "workout drafts resume 3f2a9c1e"],
            arguments: [draftArgument],
            action: { invocation, context in
                let draft = try await pick(invocation.argument("draft"), context)
                guard let workout = try await context.workouts.resumeDraft(draft.id) else {
                    throw CLIError(
                        "That draft is gone (resumed or discarded meanwhile).",
                        hint: "\(context.program) workout drafts")
                }
                if context.wantsJSON {
                    return try context.printJSON(
                        WorkoutText.StatusJSON(workout, now: context.environment.clock.now))
                }
                context.console.print(
                    "\(context.style.success("Resumed")) \(workout.name): \(workout.doneSets)/\(workout.totalSets) sets done."
                )
            })
    }

    static var discard: Command<RunContext> {
        Command(
            "discard", summary: "Throw a draft away (asks first)",
            examples: ["workout drafts discard 1", "workout drafts discard 3f2a9c1e --yes"],
            arguments: [draftArgument],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                let draft = try await pick(invocation.argument("draft"), context)
                try Prompt.requireConfirmation(
                    "throw away the draft '\(draft.name)' started \(HistoryExportCommand.localTime(draft.startedAt, context).prefix(16)) and its \(Text.count(draft.doneSets, "logged set"))",
                    yes: invocation.flag("yes"), console: context.console)
                try await context.workouts.discardDraft(draft.id)
                context.console.print("\(context.style.success("Discarded")) the draft '\(draft.name)'.")
            })
    }

    static let draftArgument = Argument(
        "draft", help: "its number in 'workout drafts' or the start of its id")

    /// The draft named by its list number or id prefix.
    static func pick(_ reference: String?, _ context: RunContext) async throws -> Workout {
        let drafts = try await context.workouts.drafts()
        guard !drafts.isEmpty else { throw CLIError("There are no drafts.", code: .usage) }
        let text = (reference ?? "").lowercased()
        if let number = Int(text), number >= 1, number <= drafts.count { return drafts[number - 1] }
        let found = drafts.filter { !text.isEmpty && $0.id.description.lowercased().hasPrefix(text) }
        guard found.count == 1, let draft = found.first else {
            throw CLIError.usage(
                found.isEmpty
                    ? "No draft is numbered or has the id '\(text)'." : "'\(text)' names several drafts.",
                hint: "'\(context.program) workout drafts' lists them, numbered 1 to \(drafts.count).")
        }
        return draft
    }
}
