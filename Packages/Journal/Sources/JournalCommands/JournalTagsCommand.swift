import CommandKit
import Journal
import ShellKit

/// `journal tags …`: the tag vocabulary.
enum JournalTagsCommand {
    static var command: Command<RunContext> {
        Command(
            "tags", summary: "List, add, rename, retire or restore tags",
            examples: ["journal tags", "journal tags add \"knee pain\""],
            subcommands: [list, add, rename, retire, restore], defaultSubcommand: "list")
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "List the tags (retired ones marked)",
            examples: ["journal tags list --json"],
            action: { _, context in
                let tags = try await context.journal.vocabulary().tags
                if context.wantsJSON { return try context.printJSON(tags) }
                for tag in tags {
                    context.console.print(
                        "  \(tag.name)\(tag.retired ? context.style.muted(" (retired)") : "")")
                }
            })
    }

    static var add: Command<RunContext> {
        Command(
            "add", summary: "Add a tag", examples: ["journal tags add \"knee pain\""],
            arguments: [Argument("name", help: "the new tag")],
            action: { invocation, context in
                let tag = try await context.journal.addTag(invocation.argument("name") ?? "")
                context.console.print("\(context.style.success("Added")) tag \(tag.name).")
            })
    }

    static var rename: Command<RunContext> {
        Command(
            "rename", summary: "Rename a tag (days that have it follow)",
            examples: ["journal tags rename \"poor sleep\" \"slept badly\""],
            arguments: [Argument("tag", help: "the tag"), Argument("new-name", help: "its new name")],
            action: { invocation, context in
                let tag = try await context.journal.renameTag(
                    invocation.argument("tag") ?? "", to: invocation.argument("new-name") ?? "")
                context.console.print("\(context.style.success("Renamed")) to \(tag.name).")
            })
    }

    static var retire: Command<RunContext> {
        Command(
            "retire", summary: "Stop offering a tag (old days keep it)",
            examples: ["journal tags retire alcohol"],
            arguments: [Argument("tag", help: "the tag")],
            action: { invocation, context in
                let tag = try await context.journal.setRetired(invocation.argument("tag") ?? "", true)
                context.console.print(
                    "\(context.style.success("Retired")) \(tag.name); old days still show it.")
            })
    }

    static var restore: Command<RunContext> {
        Command(
            "restore", summary: "Offer a retired tag again",
            examples: ["journal tags restore alcohol"],
            arguments: [Argument("tag", help: "the tag")],
            action: { invocation, context in
                let tag = try await context.journal.setRetired(invocation.argument("tag") ?? "", false)
                context.console.print("\(context.style.success("Restored")) \(tag.name).")
            })
    }
}
