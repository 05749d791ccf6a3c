import CommandKit
import CoreModels
import Equipment
import EquipmentCommands
import Plans
import PlansCommands
import ShellKit
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `profile …`: local profiles, each an isolated data folder.
public enum ProfilePlugin {
    public static var plugin: Plugin {
        Plugin(name: "profile", commands: [command], documentFormats: ProfileRegistry.documentFormats)
    }

    static var command: Command<RunContext> {
        Command(
            "profile", summary: "Switch between local profiles (separate data folders)",
            discussion:
                "'--profile NAME' uses a profile for one command; 'profile use NAME' switches for good.",
            examples: [
                "profile", "profile use partner", "profile remove old --yes",
            ],
            subcommands: [show, set, list, use, remove], defaultSubcommand: "show")
    }

    struct ProfileJSON: Encodable {
        let name: String
        let current: Bool
        let folder: String
    }

    static var show: Command<RunContext> {
        Command(
            "show", summary: "Show the profile in use and its data folder",
            examples: ["profile show --json"],
            action: { _, context in
                let location = context.location
                if context.wantsJSON {
                    return try context.printJSON(
                        ProfileJSON(name: location.profile, current: true, folder: location.folder.path))
                }
                context.console.print("Profile: \(context.style.bold(location.profile))")
                context.console.print("Data:    \(location.folder.path)")
                guard let training = try await context.programs.profile() else {
                    context.console.print("Training profile: not set up (\(context.program) setup)")
                    return
                }
                let equipment = try await context.equipment.usableKinds().sorted().map(\.displayName).joined(
                    separator: ", ")
                context.console.print("Goal:    \(training.goal.displayName)")
                context.console.print("Knees:   \(training.knees.displayName)")
                context.console.print(
                    "Days:    \(training.daysPerWeek) per week, \(training.minutesPerSession) minutes each")
                context.console.print("Equipment: \(equipment)")
            })
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "List the profiles", examples: ["profile list"],
            action: { _, context in
                let current = context.location.profile
                let names = Array(Set(try context.profiles.list() + [current])).sorted()
                let rows = names.map {
                    ProfileJSON(
                        name: $0, current: $0 == current,
                        folder: DataLocation.folder(of: $0, in: context.location.root).path)
                }
                if context.wantsJSON { return try context.printJSON(rows) }
                for row in rows {
                    context.console.print((row.current ? context.style.success("* ") : "  ") + row.name)
                }
            })
    }

    static var use: Command<RunContext> {
        Command(
            "use", summary: "Switch to a profile (created if new) and remember it",
            examples: ["profile use partner"],
            arguments: [Argument("name", help: "the profile's name")],
            action: { invocation, context in
                let name = invocation.argument("name") ?? ""
                try context.profiles.use(name)
                context.console.print("\(context.style.success("Now using profile")) \(name).")
            })
    }

    static var remove: Command<RunContext> {
        Command(
            "remove", summary: "Delete a profile and all its data",
            examples: ["profile remove partner", "profile remove partner --yes"],
            arguments: [Argument("name", help: "the profile to delete")],
            options: [.flag("yes", short: "y", help: "Confirm without asking.")],
            action: { invocation, context in
                let name = invocation.argument("name") ?? ""
                try ProfileRegistry.validate(name)
                try Prompt.requireConfirmation(
                    "delete profile '\(name)' and all its data", yes: invocation.flag("yes"),
                    console: context.console)
                try context.profiles.remove(name)
                context.console.print("\(context.style.success("Removed")) profile \(name).")
            })
    }
}

extension ProfilePlugin {
    /// `profile set`: change the training profile, then offer to regenerate (US5).
    static var set: Command<RunContext> {
        Command(
            "set", summary: "Change your training profile (goal, knees, days, minutes, equipment)",
            examples: [
                "profile set --knees sensitive", "profile set --goal arms --regenerate",
            ],
            options: SetupCommand.profileOptions + [
                .flag("regenerate", help: "generate the program again now")
            ],
            action: { invocation, context in
                guard let current = try await context.programs.profile() else {
                    throw CLIError(
                        "You have no training profile yet.", hint: "Run '\(context.program) setup'.")
                }
                guard
                    let updated = TrainingProfile(
                        goal: try context.named("goal", as: TrainingGoal.self) ?? current.goal,
                        knees: try context.named("knees", as: KneeProfile.self) ?? current.knees,
                        daysPerWeek: try invocation.integer("days", in: 1...3) ?? current.daysPerWeek,
                        minutesPerSession: try invocation.integer("minutes", in: 20...45)
                            ?? current.minutesPerSession)
                else { throw CLIError.usage("Minutes per session must be 20, 30 or 45.") }
                if let list = invocation.value("equipment") {
                    try await context.equipment.set(try EquipmentService.parseKinds([list]))
                }
                let regenerate =
                    invocation.flag("regenerate")
                    || (context.console.isInteractive
                        && Prompt.confirm(
                            "Regenerate your program with these settings?", default: true,
                            console: context.console))
                if regenerate {
                    try await ProgramPlugin.generate(
                        profile: updated, seed: try await context.programs.program()?.seed ?? 1,
                        context: context)
                } else {
                    try await context.programs.saveProfile(updated)
                    context.console.print(
                        "\(context.style.success("Saved.")) Regenerate when ready: \(context.program) program regenerate"
                    )
                }
            })
    }
}
