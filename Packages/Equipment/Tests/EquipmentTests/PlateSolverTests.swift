import CoreModels
import Equipment
import Testing

@Suite("Plate solver: checked against brute force")
struct PlateSolverTests {
    /// A home gym in kilograms with few plates: exact weights are often impossible.
    static let home = PlateInventory(unit: .kilograms, bar: 15, perSide: [20: 1, 10: 2, 5: 1, 2.5: 1])

    static let inventories: [PlateInventory] = [.gymKilograms, .gymPounds, home]

    /// Every loadable total (in hundredths) with the fewest plates a side, by trying every count.
    static func bruteForce(_ inventory: PlateInventory) -> [Int: Int] {
        let weights = inventory.plateWeights
        var totals: [Int: Int] = [:]
        func walk(_ index: Int, _ sum: Int, _ plates: Int) {
            guard index < weights.count else {
                let total = Int((inventory.bar * 100).rounded()) + 2 * sum
                totals[total] = min(totals[total] ?? .max, plates)
                return
            }
            let hundredths = Int((weights[index] * 100).rounded())
            for count in 0...(inventory.perSide[weights[index]] ?? 0) {
                walk(index + 1, sum + count * hundredths, plates + count)
            }
        }
        walk(0, 0, 0)
        return totals
    }

    @Test("every target from the bar to 300 kg in 0.5 kg steps", arguments: inventories)
    func againstBruteForce(inventory: PlateInventory) throws {
        let totals = Self.bruteForce(inventory)
        let sorted = totals.keys.sorted()
        var target =
            inventory.unit == .kilograms ? inventory.bar : Mass(inventory.bar, .pounds).value(in: .kilograms)
        target = (target * 2).rounded(.up) / 2
        while target <= 300 {
            let mass = Mass(target, .kilograms)
            let wanted = Int((mass.value(in: inventory.unit) * 100).rounded())
            let answer = try PlateSolver.solve(mass, on: inventory)
            switch answer {
            case .exact(let loading):
                #expect(Int((loading.total * 100).rounded()) == wanted, "\(target) kg")
                #expect(loading.perSide.count == totals[wanted], "\(target) kg: fewest plates")
                #expect(loading.perSide == loading.perSide.sorted(by: >), "heaviest first")
            case .nearest(let below, let above):
                #expect(totals[wanted] == nil, "\(target) kg can be loaded exactly")
                let lower = sorted.last { $0 < wanted }
                let upper = sorted.first { $0 > wanted }
                #expect(below.map { Int(($0.total * 100).rounded()) } == lower, "\(target) kg below")
                #expect(above.map { Int(($0.total * 100).rounded()) } == upper, "\(target) kg above")
                if let below { #expect(below.perSide.count == totals[Int((below.total * 100).rounded())]) }
            }
            target += 0.5
        }
    }

    @Test("plates add up exactly, per side, in the inventory's unit")
    func examples() throws {
        let hundred = try PlateSolver.solve(Mass(100, .kilograms), on: .gymKilograms)
        #expect(hundred == .exact(.init(perSide: [25, 15], total: 100)), "\(hundred)")
        #expect(
            try PlateSolver.solve(Mass(225, .pounds), on: .gymPounds)
                == .exact(.init(perSide: [45, 45], total: 225)))
        #expect(
            try PlateSolver.solve(Mass(22.5, .kilograms), on: .gymKilograms)
                == .exact(.init(perSide: [1.25], total: 22.5)))
        #expect(
            try PlateSolver.solve(Mass(20, .kilograms), on: .gymKilograms)
                == .exact(.init(perSide: [], total: 20)))
        guard
            case .nearest(let below, let above) = try PlateSolver.solve(
                Mass(101, .kilograms), on: .gymKilograms)
        else {
            Issue.record("101 kg cannot be loaded with 1.25 kg plates")
            return
        }
        #expect(below?.total == 100 && above?.total == 102.5)
        #expect(throws: PlateSolver.Problem.belowBar(bar: 20)) {
            try PlateSolver.solve(Mass(15, .kilograms), on: .gymKilograms)
        }
        guard case .nearest(let most, let none) = try PlateSolver.solve(Mass(500, .kilograms), on: Self.home)
        else {
            Issue.record("500 kg is beyond the home gym")
            return
        }
        #expect(most?.total == Self.home.heaviest && none == nil)
    }
}

@Suite("Warm-up ramps the plates can make")
struct WarmupPlannerTests {
    @Test(
        "from the empty bar, rising, loadable, under the working weight, reps tapering",
        arguments: PlateSolverTests.inventories)
    func ramps(inventory: PlateInventory) throws {
        for working in stride(from: inventory.bar + 2.5, through: min(250, inventory.heaviest), by: 2.5) {
            for sets in 1...6 {
                let ramp = try WarmupPlanner.ramp(
                    to: Mass(working, inventory.unit), sets: sets, on: inventory)
                #expect(!ramp.isEmpty && ramp.count <= sets, "\(working) \(sets)")
                #expect(ramp.first?.loading.total == inventory.bar && ramp.first?.reps == 10)
                let totals = ramp.map(\.loading.total)
                #expect(totals == totals.sorted() && Set(totals).count == totals.count, "rising: \(totals)")
                #expect(totals.allSatisfy { $0 < working }, "under \(working): \(totals)")
                let reps = ramp.map(\.reps)
                #expect(reps == reps.sorted(by: >), "tapering: \(reps)")
                for step in ramp.dropFirst() {
                    let loaded = try PlateSolver.solve(
                        Mass(step.loading.total, inventory.unit), on: inventory)
                    #expect(loaded == .exact(step.loading), "loadable: \(step.loading)")
                }
            }
        }
    }

    @Test("the usual ramp to 100 kg, nothing to ramp at the bar, and a refusal under it")
    func usual() throws {
        let ramp = try WarmupPlanner.ramp(to: Mass(100, .kilograms), on: .gymKilograms)
        #expect(ramp.map(\.loading.total) == [20, 40, 62.5, 85])
        #expect(ramp.map(\.reps) == [10, 5, 3, 2])
        #expect(try WarmupPlanner.ramp(to: Mass(20, .kilograms), on: .gymKilograms).isEmpty)
        #expect(throws: PlateSolver.Problem.belowBar(bar: 45)) {
            try WarmupPlanner.ramp(to: Mass(30, .pounds), on: .gymPounds)
        }
    }
}
