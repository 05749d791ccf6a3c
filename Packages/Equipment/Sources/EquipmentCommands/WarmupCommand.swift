import CommandKit
import CoreModels
import Equipment
import ShellKit

/// `warmup WEIGHT`: a warm-up ramp to a working weight, loaded as `plates` loads it.
enum WarmupCommand {
    static var command: Command<RunContext> {
        Command(
            "warmup", summary: "A warm-up ramp to a working weight, with the plates for each set",
            discussion: """
                The empty bar for 10, then about 40 % to 85 % of the working weight with 8, 5, 3 and 2
                reps towards the last, each the nearest weight the plates make at or below it. The
                plates are a commercial gym's in your unit unless --bar and --plates say otherwise.
                """,
            examples: [
                "warmup 100", "warmup 225 --unit lb --sets 5", "warmup 60 --bar 15 --plates 20,10,5,2.5",
            ],
            arguments: [Argument("weight", help: "the working weight, in your unit unless --unit")],
            options: [
                CommonOptions.unit,
                .value("sets", "n", help: "warm-up sets, the empty bar included (default 4)"),
            ] + PlatesCommand.inventoryOptions,
            action: { invocation, context in
                let (value, typedUnit) = try PlatesCommand.weight(invocation, context: context)
                let unit = try context.unit()
                let (inventory, assumed) = try await PlatesCommand.inventory(
                    invocation, unit: unit, context: context)
                let sets = try invocation.integer("sets", in: 1...8) ?? 4
                let ramp: [WarmupPlanner.Step]
                do {
                    ramp = try WarmupPlanner.ramp(to: Mass(value, typedUnit), sets: sets, on: inventory)
                } catch PlateSolver.Problem.belowBar(let bar) {
                    throw PlatesCommand.underBar(value, unit: typedUnit, bar: bar, inventory: inventory)
                }
                let symbol = inventory.unit.symbol
                if context.wantsJSON {
                    struct Set: Encodable {
                        let weight: Double
                        let reps: Int
                        let perSide: [Double]
                        /// The unit of the weights (the plates').
                        let unit: String
                    }
                    return try context.printJSON(
                        ramp.map {
                            Set(
                                weight: $0.loading.total, reps: $0.reps, perSide: $0.loading.perSide,
                                unit: symbol)
                        })
                }
                guard !ramp.isEmpty else {
                    return context.console.print(
                        "\(Mass.number(value)) \(typedUnit.symbol) is the empty bar: no warm-up sets.")
                }
                if let assumed { context.console.print(context.style.muted(assumed)) }
                context.console.print(
                    context.style.heading(
                        "Warm-up for \(Mass.number(value)) \(typedUnit.symbol) (\(inventory.barText))"
                    ))
                let weights = ramp.map { "\(Mass.number($0.loading.total)) \(symbol) × \($0.reps)" }
                let width = weights.map(\.count).max() ?? 0
                for (index, step) in ramp.enumerated() {
                    let plates = step.loading.perSideText
                    context.console.print(
                        "  \(index + 1). \(PlainText.padded(weights[index], to: width))  \(plates)")
                }
            })
    }
}
