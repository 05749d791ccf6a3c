import CommandKit
import CoreModels
import PlansCommands
import ShellKit

/// `settings`: the profile's preferences (the weight unit).
public enum SettingsPlugin {
    public static var plugin: Plugin {
        Plugin(
            name: "settings", commands: [command],
            documentFormats: [.of(Settings.self, files: ["settings.json"])],
            recoveryHints: { program in
                // Said plainly: a lifter in pounds would otherwise log 181 (lb) as 181 kg.
                [
                    "settings.json":
                        "weights are shown in kg until you set your unit again, and a weight typed without its unit is refused until then: '\(program) settings unit lb' (or kg)"
                ]
            })
    }

    struct SettingsJSON: Encodable {
        let unit: String
    }

    static var command: Command<RunContext> {
        Command(
            "settings", summary: "Show or change preferences (weight unit)",
            examples: ["settings", "settings unit lb"],
            subcommands: [
                Command(
                    "show", summary: "Show the preferences", examples: ["settings show --json"],
                    action: { _, context in
                        let unit = try Settings.file(context).load()?.unit ?? .kilograms
                        if context.wantsJSON { return try context.printJSON(SettingsJSON(unit: unit.symbol)) }
                        context.console.print(
                            "unit  \(unit.symbol)   (weights are shown and entered in \(unit.symbol))")
                    }),
                Command(
                    "unit", summary: "Show and enter weights in kg or lb",
                    examples: ["settings unit lb"],
                    arguments: [Argument("unit", help: "kg or lb", completions: ["kg", "lb"])],
                    action: { invocation, context in
                        let text = invocation.argument("unit") ?? ""
                        guard let unit = MassUnit(parsing: text) else {
                            throw CLIError.usage("The unit is kg or lb, not '\(text)'.")
                        }
                        try Settings.file(context).update { current in
                            var settings = current ?? Settings()
                            settings.unit = unit
                            return settings
                        }
                        context.console.print(
                            "\(context.style.success("Saved.")) Weights are now shown in \(unit.symbol).")
                        let other = try await context.programs.rules(notIn: unit)
                        if let old = other.first?.unit, let step = other.first?.step {
                            context.console.print(
                                "\(Text.count(other.count, "progression rule")) of your program \(other.count == 1 ? "counts" : "count") in \(old.symbol) (steps of \(step.formatted(in: old))): '\(context.program) program regenerate' moves them to \(unit.symbol), keeping what they earned."
                            )
                        }
                    }),
            ], defaultSubcommand: "show")
    }
}
