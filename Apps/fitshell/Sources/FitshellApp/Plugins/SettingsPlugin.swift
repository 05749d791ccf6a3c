import CommandKit
import CoreModels
import ShellKit

/// `settings`: the profile's preferences (the weight unit).
public enum SettingsPlugin {
    public static var plugin: Plugin {
        Plugin(
            name: "settings", commands: [command],
            documentFormats: [.of(Settings.self, files: ["settings.json"])])
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
                    }),
            ], defaultSubcommand: "show")
    }
}
