import CommandKit
import CoreModels
import Equipment
import ShellKit

/// `equipment gyms|use|add-gym|remove-gym`: named equipment sets with the loads they make.
enum GymCommands {
    static var all: [Command<RunContext>] { [gyms, use, addGym, removeGym] }

    static var gyms: Command<RunContext> {
        Command(
            "gyms", summary: "List your gyms and the one in use",
            examples: ["equipment gyms", "equipment gyms --json"],
            action: { _, context in
                let (active, gyms) = try await context.equipment.gyms()
                if context.wantsJSON {
                    return try context.printJSON(gyms.map { GymJSON($0, active: $0.name == active) })
                }
                let unit = try context.unit()
                for gym in gyms {
                    let marker = gym.name == active ? context.style.success("● ") : "  "
                    context.console.print(
                        "\(marker)\(context.style.bold(gym.name))  \(describe(gym, unit: unit))")
                }
            })
    }

    static var use: Command<RunContext> {
        Command(
            "use", summary: "Switch to another gym (plans, calculators and progression steps follow it)",
            examples: ["equipment use home", "equipment use gym"],
            arguments: [Argument("gym", help: "a gym's name or the start of it")],
            action: { invocation, context in
                let gym = try await context.equipment.useGym(invocation.argument("gym") ?? "")
                if context.wantsJSON { return try context.printJSON(GymJSON(gym, active: true)) }
                let unit = try context.unit()
                context.console.print(
                    "\(context.style.success("Using")) \(gym.name): \(describe(gym, unit: unit))")
                // The gym's loads are in one unit, the screens in the user's: said when they differ.
                if let own = gym.plates?.unit ?? gym.dumbbells?.unit, own != unit {
                    context.console.print(
                        context.style.muted(
                            "Its weights are in \(own.symbol); yours are shown in \(unit.symbol) ('\(context.program) settings unit \(own.symbol)' shows them in \(own.symbol))."
                        ))
                }
            })
    }

    static var addGym: Command<RunContext> {
        Command(
            "add-gym", summary: "Save a gym: its equipment and the loads it can make",
            discussion: """
                --plates lists the plates for one side, a plate as often as you have it. --dumbbells is a range
                with a step (5-30/2.5) or a list (5,7.5,10). Without --kinds the gym has the equipment you
                have chosen now. Weights are in your unit (or --unit).
                """,
            examples: [
                "equipment add-gym home --kinds barbell,dumbbell --bar 15 --plates 20,10,10,5,2.5,1.25 --use",
                "equipment add-gym hotel --kinds dumbbell,band --dumbbells 2-20/2 --bands light,medium,heavy",
            ],
            arguments: [Argument("name", help: "its name (home, gym, …)")],
            options: PlatesCommand.inventoryOptions + [
                .value("kinds", "list", help: "its equipment kinds, comma-separated"),
                .value("dumbbells", "range", help: "its dumbbells: 5-30/2.5 or 5,7.5,10"),
                .value("machine-step", "w", help: "the smallest step of its machines' stacks"),
                .value(
                    "bands", "list",
                    help: "its resistance bands as marked, lightest first: light,medium,heavy"),
                CommonOptions.unit, .flag("use", help: "switch to it"),
            ],
            action: { invocation, context in
                // Its bar, plates, dumbbells and machine step are typed in it: refused when it
                // is not known (a damaged settings file) and one of them is given.
                let typed = ["bar", "plates", "collars", "dumbbells", "machine-step"].contains {
                    invocation.value($0) != nil
                }
                let unit = typed ? try context.inputUnit() : try context.unit()
                let service = context.equipment
                var kinds = try await service.activeGym().kinds
                if let text = invocation.value("kinds") {
                    kinds = Set(try EquipmentService.parseKinds(text.split(separator: ",").map(String.init)))
                }
                let plates =
                    invocation.value("bar") != nil || invocation.value("plates") != nil
                        || invocation.value("collars") != nil
                    ? try PlatesCommand.inventory(invocation, unit: unit, base: .standard(for: unit)) : nil
                let gym = Gym(
                    name: invocation.argument("name") ?? "", kinds: kinds, plates: plates,
                    dumbbells: try invocation.value("dumbbells").map { try dumbbells($0, unit: unit) },
                    machineStep: try invocation.decimal("machine-step").map { Mass($0, unit) },
                    bands: invocation.value("bands").map {
                        $0.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
                    } ?? [])
                let saved = try await service.addGym(gym, use: invocation.flag("use"))
                let stored = saved.allGyms.first { $0.name == gym.name.trimmingSpaces() } ?? gym
                if context.wantsJSON {
                    return try context.printJSON(GymJSON(stored, active: saved.activeGym == stored.name))
                }
                context.console.print(
                    "\(context.style.success("Saved")) \(stored.name)\(saved.activeGym == stored.name ? " (in use)" : ""): \(describe(stored, unit: unit))"
                )
            })
    }

    static var removeGym: Command<RunContext> {
        Command(
            "remove-gym", summary: "Remove a gym (not the one in use)",
            examples: ["equipment remove-gym hotel --yes"],
            arguments: [Argument("gym", help: "a gym's name or the start of it")],
            options: [.flag("yes", short: "y", help: "do not ask")],
            action: { invocation, context in
                let name = invocation.argument("gym") ?? ""
                // The gym in use cannot go: refused before asking, not after the user said yes.
                let (active, all) = try await context.equipment.gyms()
                let meant = try EquipmentService.gym(named: name, in: all)
                if meant.name == active { throw EquipmentError.removingActiveGym(meant.name) }
                try Prompt.requireConfirmation(
                    "remove the gym '\(meant.name)'", yes: invocation.flag("yes"), console: context.console)
                let gym = try await context.equipment.removeGym(name)
                context.console.print("\(context.style.success("Removed")) \(gym.name).")
            })
    }

    /// `5-30/2.5` or `5,7.5,10`.
    static func dumbbells(_ text: String, unit: MassUnit) throws -> DumbbellSet {
        let bad = CLIError.usage(
            "--dumbbells takes a range with a step (5-30/2.5) or a list (5,7.5,10), not '\(text)'.")
        if text.contains("/") {
            let parts = text.split(separator: "/")
            let range = parts.first?.split(separator: "-") ?? []
            guard parts.count == 2, range.count == 2, let low = TypedNumber.parse(String(range[0])),
                let high = TypedNumber.parse(String(range[1])),
                let step = TypedNumber.parse(String(parts[1])),
                low > 0, high >= low, step > 0, (high - low) / step < 200
            else { throw bad }
            return DumbbellSet(unit: unit, from: low, to: high, step: step)
        }
        let weights = text.split(separator: ",").map { TypedNumber.parse(String($0)) }
        guard !weights.isEmpty, weights.allSatisfy({ ($0 ?? 0) > 0 }) else { throw bad }
        return DumbbellSet(unit: unit, weights: weights.compactMap { $0 })
    }

    /// "barbell, dumbbell · bar 20 kg, plates 25 20 … 1.25 · dumbbells 2–20 kg".
    static func describe(_ gym: Gym, unit: MassUnit) -> String {
        var parts = [
            gym.kinds.isEmpty ? "bodyweight only" : gym.kinds.sorted().map(\.rawValue).joined(separator: ", ")
        ]
        if let plates = gym.plates {
            let list = plates.plateWeights.map { "\(Mass.number($0))×\(plates.perSide[$0] ?? 0)" }
            parts.append(
                "\(plates.barText), plates a side \(list.joined(separator: " "))"
            )
        }
        if let dumbbells = gym.dumbbells, let low = dumbbells.weights.first, let high = dumbbells.weights.last
        {
            parts.append(
                "dumbbells \(Mass.number(low))–\(Mass.number(high)) \(dumbbells.unit.symbol) (\(dumbbells.weights.count))"
            )
        }
        if let step = gym.machineStep { parts.append("machine step \(step.formatted(in: unit))") }
        if !gym.bands.isEmpty { parts.append("bands \(gym.bands.joined(separator: ", "))") }
        return parts.joined(separator: " · ")
    }

    /// The `--json` shape of a gym.
    struct GymJSON: Encodable {
        let name: String
        let active: Bool
        let kinds: [String]
        let bar: Double?
        let collar: Double?
        let platesPerSide: [[Double]]?
        let plateUnit: String?
        let dumbbells: [Double]?
        let dumbbellUnit: String?
        let machineStepKilograms: Double?
        let bands: [String]

        init(_ gym: Gym, active: Bool) {
            name = gym.name
            self.active = active
            kinds = gym.kinds.sorted().map(\.rawValue)
            bar = gym.plates?.bar
            collar = gym.plates.flatMap { $0.collar > 0 ? $0.collar : nil }
            platesPerSide = gym.plates.map { plates in
                plates.plateWeights.map { [$0, Double(plates.perSide[$0] ?? 0)] }
            }
            plateUnit = gym.plates?.unit.symbol
            dumbbells = gym.dumbbells?.weights
            dumbbellUnit = gym.dumbbells?.unit.symbol
            machineStepKilograms = gym.machineStep?.kilograms
            bands = gym.bands
        }
    }
}
