import CommandKit
import CoreModels
import Foundation

/// `fitshell profile …`: local profiles, each an isolated data folder.
enum ProfilePlugin {
    static var plugin: Plugin {
        Plugin(name: "profile", commands: [command], documentFormats: ProfileRegistry.documentFormats)
    }

    static var command: Command<AppContext> {
        Command(
            "profile", summary: "Switch between local profiles (separate data folders)",
            discussion:
                "'--profile NAME' uses a profile for one command; 'profile use NAME' switches for good.",
            examples: [
                "fitshell profile", "fitshell profile use partner", "fitshell profile remove old --yes",
            ],
            subcommands: [show, list, use, remove], defaultSubcommand: "show")
    }

    struct ProfileJSON: Encodable {
        let name: String
        let current: Bool
        let folder: String
    }

    static var show: Command<AppContext> {
        Command(
            "show", summary: "Show the profile in use and its data folder",
            examples: ["fitshell profile show --json"],
            action: { _, context in
                let location = context.location
                if context.wantsJSON {
                    return try context.printJSON(
                        ProfileJSON(name: location.profile, current: true, folder: location.folder.path))
                }
                context.console.print("Profile: \(context.style.bold(location.profile))")
                context.console.print("Data:    \(location.folder.path)")
            })
    }

    static var list: Command<AppContext> {
        Command(
            "list", summary: "List the profiles", examples: ["fitshell profile list"],
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

    static var use: Command<AppContext> {
        Command(
            "use", summary: "Switch to a profile (created if new) and remember it",
            examples: ["fitshell profile use partner"],
            arguments: [Argument("name", help: "the profile's name")],
            action: { invocation, context in
                let name = invocation.argument("name") ?? ""
                try context.profiles.use(name)
                context.console.print("\(context.style.success("Now using profile")) \(name).")
            })
    }

    static var remove: Command<AppContext> {
        Command(
            "remove", summary: "Delete a profile and all its data",
            examples: ["fitshell profile remove partner", "fitshell profile remove partner --yes"],
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
