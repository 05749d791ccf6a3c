import CommandKit
import CoreModels
import Equipment
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `equipment …`: the user's equipment selection (VoltLift V1).
public enum EquipmentPlugin {
    /// The plug-in: the `equipment` command group and the dashboard's equipment line.
    public static var plugin: Plugin {
        Plugin(
            name: "equipment", commands: [command, PlatesCommand.command, WarmupCommand.command],
            dashboard: dashboard,
            documentFormats: JSONFileEquipmentStore.documentFormats,
            recoveryHints: { program in
                [JSONFileEquipmentStore.fileName: "choose your equipment again: \(program) equipment set"]
            },
            preferenceFiles: [JSONFileEquipmentStore.fileName])
    }

    static let kindsArgument = Argument(
        "kind", help: "equipment kinds, by name or comma list (see '{program} equipment list')",
        isVariadic: true,
        completions: EquipmentKind.allRawValues)

    static var command: Command<RunContext> {
        Command(
            "equipment", summary: "Choose the equipment you have",
            discussion:
                "Your selection is saved at once and decides which exercises a generated program uses;\n"
                + "a plan of your own may hold any (adding one for equipment you have not chosen is said).\n"
                + "Bodyweight exercises are always available.",
            examples: [
                "equipment", "equipment set dumbbell,band",
                "equipment select barbell",
            ],
            subcommands: [list, select, deselect, set, clear] + GymCommands.all, defaultSubcommand: "list")
    }

    static var list: Command<RunContext> {
        Command(
            "list", summary: "Show every equipment kind and which you have",
            examples: ["equipment list", "equipment list --json"],
            action: { _, context in try await show(context, status: try await context.equipment.status()) })
    }

    static var select: Command<RunContext> {
        Command(
            "select", summary: "Add equipment to your selection",
            examples: ["equipment select dumbbell kettlebell"], arguments: [kindsArgument],
            action: { invocation, context in
                let kinds = try EquipmentService.parseKinds(invocation.argumentList("kind"))
                try await report(context, try await context.equipment.select(kinds))
            })
    }

    static var deselect: Command<RunContext> {
        Command(
            "deselect", summary: "Remove equipment from your selection",
            examples: ["equipment deselect barbell"], arguments: [kindsArgument],
            action: { invocation, context in
                let kinds = try EquipmentService.parseKinds(invocation.argumentList("kind"))
                try await report(context, try await context.equipment.deselect(kinds))
            })
    }

    static var set: Command<RunContext> {
        Command(
            "set", summary: "Replace your whole selection (a picker at a terminal when no kinds are given)",
            examples: [
                "equipment set dumbbell,band", "equipment set bodyweight",
                "equipment set",
            ],
            arguments: [
                Argument(
                    kindsArgument.name, help: kindsArgument.help, isRequired: false, isVariadic: true,
                    completions: kindsArgument.completions)
            ],
            action: { invocation, context in
                let names = invocation.argumentList("kind")
                let kinds: [EquipmentKind]
                if names.isEmpty {
                    guard context.console.isInteractive, !context.wantsJSON else {
                        throw CLIError.usage(
                            "Name the equipment you have.",
                            hint:
                                "e.g. \(context.program) equipment set dumbbell,band (or run it at a terminal to pick from a list)."
                        )
                    }
                    let current = try await context.equipment.usableKinds()
                    guard let picked = EquipmentPicker(console: context.console).pick(starting: current)
                    else {
                        throw CLIError("Cancelled; nothing was changed.")
                    }
                    kinds = picked
                } else {
                    kinds = try EquipmentService.parseKinds(names)
                }
                try await report(context, try await context.equipment.set(kinds))
            })
    }

    static var clear: Command<RunContext> {
        Command(
            "clear", summary: "Select nothing (bodyweight only)", examples: ["equipment clear"],
            action: { _, context in try await report(context, try await context.equipment.clear()) })
    }

    private static func report(_ context: RunContext, _ selection: EquipmentSelection) async throws {
        if context.wantsJSON { return try context.printJSON(EquipmentJSON(.ready(selection))) }
        let names = selection.sortedKinds.filter { $0 != .bodyweight }.map(\.displayName)
        let summary = names.isEmpty ? "bodyweight only" : names.joined(separator: ", ") + " (and bodyweight)"
        context.console.print("\(context.style.success("Saved.")) Your equipment: \(summary).")
    }

    private static func show(_ context: RunContext, status: EquipmentService.Status) async throws {
        if context.wantsJSON { return try context.printJSON(EquipmentJSON(status)) }
        let style = context.style
        let console = context.console
        let selected: Set<EquipmentKind>
        switch status {
        case .needsSetup:
            console.print(style.warning("No equipment chosen yet."))
            console.print(
                "Choose it with \(style.accent("\(context.program) equipment set dumbbell,band")) "
                    + "(or run '\(context.program) equipment set' at a terminal to pick from a list).")
            console.print()
            selected = []
        case .ready(let selection):
            selected = selection.usableKinds
        }
        var group = ""
        for kind in EquipmentKind.allCases {
            if kind.group != group {
                group = kind.group
                console.print(style.heading(group))
            }
            // Bodyweight needs nothing: it is always there, selected or not.
            let mark = selected.contains(kind) || kind == .bodyweight ? style.success("[x]") : "[ ]"
            console.print(
                "  \(mark) \(PlainText.fitted(kind.rawValue, to: 15)) \(style.muted(kind.displayName))"
                    + (kind == .bodyweight ? style.muted(" (always)") : "")
            )
        }
    }

    private static let dashboard: Plugin.DashboardBuilder = { context in
        let status = try await context.equipment.status()
        switch status {
        case .needsSetup:
            return DashboardSection(
                key: "equipment", title: "Equipment",
                lines: [
                    "Not set up yet: a generated program uses only bodyweight exercises until you choose equipment."
                ],
                nextSteps: ["\(context.program) equipment set dumbbell,band   # choose your equipment"],
                payload: EquipmentJSON(status))
        case .ready(let selection):
            let names = selection.usableKinds.sorted().map(\.displayName).joined(separator: ", ")
            // With gyms of one's own, which one is in use comes first: workouts ask their
            // weights as it loads them ("At default:" beside the one default gym says nothing).
            let ownGyms =
                selection.gyms.count > 1
                || (!selection.gyms.isEmpty && selection.activeGym != Gym.defaultName)
            let line =
                ownGyms ? "At \(context.style.bold(selection.activeGym)): \(names)" : names
            return DashboardSection(
                key: "equipment", title: "Equipment", lines: [line], payload: EquipmentJSON(status))
        }
    }
}

/// The `--json` shape of the equipment selection.
struct EquipmentJSON: Encodable, Sendable {
    struct Kind: Encodable, Sendable {
        let id: String
        let name: String
        let group: String
        /// Chosen by the user.
        let selected: Bool
        /// Usable by plans: the chosen ones, and bodyweight always (the text's `[x]`).
        let usable: Bool
    }

    let setupCompleted: Bool
    /// The gym in use (`default` until gyms are added).
    let gym: String
    let selected: [String]
    let usable: [String]
    let updatedAt: Date?
    let kinds: [Kind]

    init(_ status: EquipmentService.Status) {
        let selection: EquipmentSelection?
        if case .ready(let value) = status { selection = value } else { selection = nil }
        setupCompleted = selection != nil
        gym = selection?.activeGym ?? Gym.defaultName
        selected = selection?.sortedKinds.map(\.rawValue) ?? []
        let usableKinds = selection?.usableKinds ?? [.bodyweight]
        usable = usableKinds.sorted().map(\.rawValue)
        updatedAt = selection?.updatedAt
        kinds = EquipmentKind.allCases.map {
            Kind(
                id: $0.rawValue, name: $0.displayName, group: $0.group,
                selected: selection?.kinds.contains($0) ?? false, usable: usableKinds.contains($0))
        }
    }
}
