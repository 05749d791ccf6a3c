import CommandKit
import CoreModels
import Equipment
import ShellKit

/// `plates WEIGHT`: what goes on each side of the bar.
enum PlatesCommand {
    static var command: Command<RunContext> {
        Command(
            "plates", summary: "The plates for each side of the bar for a weight",
            discussion: """
                Counted for a commercial gym in your unit (a 20 kg bar with 25 to 1.25 kg plates, or a
                45 lb bar with 45 to 2.5 lb plates) unless --bar and --plates say what you have. When
                the weight cannot be loaded exactly, the nearest loadable weights are shown.
                """,
            examples: [
                "plates 100", "plates 225 --unit lb", "plates 62.5 --bar 15 --plates 20,10,10,5,2.5",
                "plates 105 --collars 2.5",
            ],
            arguments: [Argument("weight", help: "the total on the bar, in your unit unless --unit")],
            options: [CommonOptions.unit] + inventoryOptions,
            action: { invocation, context in
                let (value, typedUnit) = try weight(invocation, context: context)
                let unit = try context.unit()
                let (inventory, assumed) = try await inventory(invocation, unit: unit, context: context)
                let target = Mass(value, typedUnit)
                let answer: PlateAnswer
                do {
                    answer = try PlateSolver.solve(target, on: inventory)
                } catch PlateSolver.Problem.belowBar(let bar) {
                    throw underBar(value, unit: typedUnit, bar: bar, inventory: inventory)
                }
                if context.wantsJSON {
                    return try context.printJSON(
                        Output(
                            // The target in the plates' unit, as every other figure here is.
                            target: target.value(in: inventory.unit), unit: typedUnit, inventory: inventory,
                            answer: answer,
                            commercialBar: assumed != nil))
                }
                let style = context.style
                if let assumed { context.console.print(style.muted(assumed)) }
                func describe(_ loading: PlateLoading) -> String {
                    "\(Mass.number(loading.total)) \(inventory.unit.symbol): \(loading.perSideText)"
                }
                switch answer {
                case .exact(let loading):
                    context.console.print(
                        "\(style.success(describe(loading))) (\(inventory.barText))"
                    )
                case .nearest(let below, let above):
                    context.console.print(
                        style.warning(
                            "\(Mass.number(value)) \(typedUnit.symbol) cannot be loaded with these plates. Nearest:"
                        ))
                    for loading in [below, above].compactMap({ $0 }) {
                        context.console.print("  " + describe(loading))
                    }
                    if above == nil {
                        context.console.print(
                            style.muted(
                                "  (the most these plates make is \(Mass.number(inventory.heaviest)) \(inventory.unit.symbol))"
                            ))
                    }
                }
            })
    }

    /// The `weight` argument: a positive number, with the unit written after it (`84kg`,
    /// `185 lb`), else `--unit`'s, else the user's.
    ///
    /// - Throws: `CLIError.usage` for anything else.
    static func weight(_ invocation: Invocation, context: RunContext) throws -> (Double, MassUnit) {
        let text = invocation.argument("weight") ?? ""
        // Read as `--weight` is (a bad --unit, a contradicting unit and a non-number said there).
        let (value, unit) = try context.typedMass(text, what: "weight")
        guard value > 0, value.isFinite else {
            throw CLIError.usage(
                "'\(text)' is not a weight; write a number such as 100 or 102.5 (or 84kg, 185lb).",
                hint: TypedNumber.groupingHint(in: text))
        }
        // No bar carries a ton: 1e9 is a typo, not a target to round down to what the plates make.
        guard value <= 2_205 else {
            throw CLIError.usage(
                "\(text) is more than any bar carries; write the total on the bar, such as 100.")
        }
        return (value, unit)
    }

    /// The usage error for a weight under the bar.
    static func underBar(_ value: Double, unit: MassUnit, bar: Double, inventory: PlateInventory) -> CLIError
    {
        .usage(
            "\(Mass.number(value)) \(unit.symbol) is less than the bar (\(Mass.number(bar)) \(inventory.unit.symbol)).",
            hint: "Give a weight of at least the bar, or --bar for a lighter one.")
    }

    /// `--bar`, `--plates` and `--collars`: what the user has, when not the gym in use.
    static let inventoryOptions: [Option] = [
        .value("bar", "weight", help: "the bar's weight (default: the gym's, else 20 kg or 45 lb)"),
        .value(
            "plates", "list",
            help: "the plates you have for one side, comma-separated, a plate as often as you have it"),
        .value("collars", "weight", help: "the weight of one collar (a pair is on the bar; default none)"),
    ]

    /// The inventory of `--bar` and `--plates`, else the active gym's (a commercial gym of
    /// `unit` when it has none), and a line saying so when the gym in use has no bar at all
    /// (its equipment is chosen without a barbell or an EZ bar) and the options give none.
    ///
    /// - Throws: `CLIError.usage` for a bar or plate that is not a positive number; `StorageError`.
    static func inventory(_ invocation: Invocation, unit: MassUnit, context: RunContext) async throws
        -> (PlateInventory, assumed: String?)
    {
        let gym = try await context.equipment.activeGym()
        let inventory = try inventory(invocation, unit: unit, base: gym.plateInventory(unit: unit))
        guard gym.lacksBar, invocation.value("bar") == nil, invocation.value("plates") == nil else {
            return (inventory, nil)
        }
        let note = """
            The gym '\(gym.name)' has no barbell: counted for a commercial gym's \(inventory.barText) \
            and plates (give yours with --bar and --plates, or '\(context.program) equipment select barbell').
            """
        return (inventory, note)
    }

    /// The inventory of `--bar` and `--plates`, over `base`.
    ///
    /// - Throws: `CLIError.usage` for a bar or plate that is not a positive number.
    static func inventory(_ invocation: Invocation, unit: MassUnit, base: PlateInventory) throws
        -> PlateInventory
    {
        var inventory = base
        if let text = invocation.value("bar") {
            // A unit after the number is the bar's (`--bar 45lb` with kilogram plates: 20.41).
            guard let (value, written) = TypedMass.parse(text), value >= 0, value.isFinite else {
                throw CLIError.usage("--bar '\(text)' is not a weight.")
            }
            inventory.bar = written.map { Mass(value, $0).value(in: inventory.unit) } ?? value
        }
        if let text = invocation.value("collars") {
            guard let collar = TypedNumber.parse(text), collar >= 0, collar <= 10 else {
                throw CLIError.usage("--collars '\(text)' is not the weight of one collar (0 to 10).")
            }
            inventory.collar = collar
        }
        if let text = invocation.value("plates") {
            var plates: [Double: Int] = [:]
            for item in text.split(separator: ",") {
                guard let plate = TypedNumber.parse(String(item)), plate > 0 else {
                    throw CLIError.usage(
                        "--plates: '\(item)' is not a plate weight.", hint: "Write them as 20,10,10,5,2.5.")
                }
                plates[plate, default: 0] += 1
            }
            inventory = PlateInventory(
                unit: inventory.unit, bar: inventory.bar, perSide: plates, collar: inventory.collar)
        }
        return inventory
    }

    /// The `--json` answer.
    struct Output: Encodable {
        struct Loading: Encodable {
            let total: Double
            let perSide: [Double]
        }

        let target: Double
        let unit: String
        let bar: Double
        let collar: Double
        let exact: Loading?
        let below: Loading?
        let above: Loading?
        /// Whether the bar and plates are a commercial gym's because the gym in use has none.
        let commercialBar: Bool

        init(
            target: Double, unit: MassUnit, inventory: PlateInventory, answer: PlateAnswer,
            commercialBar: Bool
        ) {
            self.commercialBar = commercialBar
            func loading(_ value: PlateLoading?) -> Loading? {
                value.map { Loading(total: $0.total, perSide: $0.perSide) }
            }
            self.target = target
            self.unit = inventory.unit.symbol
            bar = inventory.bar
            collar = inventory.collar
            switch answer {
            case .exact(let value): (exact, below, above) = (loading(value), nil, nil)
            case .nearest(let lower, let upper): (exact, below, above) = (nil, loading(lower), loading(upper))
            }
        }
    }
}
