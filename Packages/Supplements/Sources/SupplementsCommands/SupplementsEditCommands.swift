import CommandKit
import CoreModels
import ShellKit
import Supplements

/// `supplements add|remove|rename|move`: changing the stacks.
enum SupplementsEditCommands {
    static var add: Command<RunContext> {
        Command(
            "add", summary: "Add a supplement to a stack",
            examples: ["supplements add \"Vitamin K2\" --stack morning --dose \"100 µg\""],
            arguments: [Argument("name", help: "the supplement's name")],
            options: [
                .value("stack", "stack", help: "morning or evening", choices: SupplementsPlugin.stackChoices),
                .value("dose", "text", help: "the dose, e.g. \"5 g\""),
            ],
            action: { invocation, context in
                // The name first: an empty one is the first thing wrong.
                guard !(invocation.argument("name") ?? "").trimmingSpaces().isEmpty else {
                    throw CLIError.usage(
                        "Give the supplement a name, e.g. supplements add \"Vitamin K2\" --stack morning.")
                }
                guard let stackText = invocation.value("stack"),
                    let stack = SupplementStack(parsing: stackText)
                else {
                    throw CLIError.usage("Say which stack: --stack morning or --stack evening.")
                }
                let added = try await context.supplements.add(
                    invocation.argument("name") ?? "", stack: stack, dose: invocation.value("dose"),
                    on: context.today)
                context.console.print(
                    "\(context.style.success("Added")) \(added.name) to the \(stack.rawValue) stack.")
            })
    }

    static var remove: Command<RunContext> {
        Command(
            "remove", summary: "Remove a supplement (its history is kept)",
            examples: ["supplements remove zinc", "supplements remove zinc --yes"],
            arguments: [Argument("name", help: "the supplement")],
            options: [.flag("yes", short: "y", help: "confirm without asking")],
            action: { invocation, context in
                let name = invocation.argument("name") ?? ""
                try Prompt.requireConfirmation(
                    "remove the supplement '\(name)'", yes: invocation.flag("yes"), console: context.console)
                let removed = try await context.supplements.remove(name)
                context.console.print("\(context.style.success("Removed")) \(removed.name).")
            })
    }

    static var rename: Command<RunContext> {
        Command(
            "rename", summary: "Rename a supplement",
            examples: ["supplements rename zinc \"Zinc picolinate\""],
            arguments: [
                Argument("name", help: "the supplement"), Argument("new-name", help: "its new name"),
            ],
            action: { invocation, context in
                let renamed = try await context.supplements.rename(
                    invocation.argument("name") ?? "", to: invocation.argument("new-name") ?? "")
                context.console.print("\(context.style.success("Renamed")) to \(renamed.name).")
            })
    }

    static var move: Command<RunContext> {
        Command(
            "move", summary: "Move a supplement to the other stack (or to --stack)",
            examples: ["supplements move magnesium", "supplements move magnesium --stack morning"],
            arguments: [Argument("name", help: "the supplement")],
            options: [
                .value(
                    "stack", "stack", help: "morning or evening (default: the other one)",
                    choices: SupplementsPlugin.stackChoices)
            ],
            action: { invocation, context in
                let stack = try invocation.value("stack").map { text in
                    guard let stack = SupplementStack(parsing: text) else {
                        throw CLIError.usage("Say where to: --stack morning or --stack evening.")
                    }
                    return stack
                }
                let (moved, from) = try await context.supplements.move(
                    invocation.argument("name") ?? "", toStack: stack)
                guard moved.stack != from else {
                    context.console.print(
                        "\(moved.name) is already in the \(from.rawValue) stack; nothing changed.")
                    return
                }
                context.console.print(
                    "\(context.style.success("Moved")) \(moved.name) from the \(from.rawValue) to the \(moved.stack.rawValue) stack."
                )
            })
    }
}
