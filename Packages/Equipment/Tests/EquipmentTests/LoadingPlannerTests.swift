import CoreModels
import Testing

@testable import Equipment

@Suite("Loading a whole workout with the fewest plate changes")
struct LoadingPlannerTests {
    @Test("a ramp adds plates outside; coming down takes only the outer ones off")
    func ramp() throws {
        let steps = try LoadingPlanner.plan(
            [60, 100, 100, 80].map { Mass(kilograms: $0) }, on: .gymKilograms)
        #expect(steps.map(\.loading.total) == [60, 100, 100, 80])
        #expect(steps[0].on == [20] && steps[0].off.isEmpty)
        // 60 → 100 keeps the 20 and adds 20 rather than swapping to 25 + 15.
        #expect(steps[1].loading.perSide == [20, 20] && steps[1].on == [20])
        #expect(steps[2].on.isEmpty && steps[2].off.isEmpty)
        #expect(steps[3].off == [20] && steps[3].on == [10])
    }

    @Test(
        "the plan is the cheapest of every choice of loadings (brute force, 300 random workouts, three inventories)"
    )
    func optimal() throws {
        let inventories: [PlateInventory] = [
            .gymKilograms, .gymPounds,
            PlateInventory(unit: .kilograms, bar: 15, perSide: [20: 1, 10: 2, 5: 2, 2.5: 1, 1.25: 2]),
        ]
        var random = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let inventory = inventories[round % inventories.count]
            let count = Int.random(in: 1...4, using: &random)
            let targets = (0..<count).map { _ in
                Mass(inventory.bar + Double(Int.random(in: 0...40, using: &random)) * 5, inventory.unit)
            }
            let planned = try LoadingPlanner.plan(targets, on: inventory)
            let candidates = try targets.map { try LoadingPlanner.loadings(for: $0, on: inventory) }
            func best(_ index: Int, _ previous: [Double]) -> Int {
                guard index < candidates.count else { return 0 }
                return candidates[index].map {
                    LoadingPlanner.moves(from: previous, to: $0.perSide) + best(index + 1, $0.perSide)
                }.min() ?? 0
            }
            var total = 0
            var previous: [Double] = []
            for step in planned {
                total += LoadingPlanner.moves(from: previous, to: step.loading.perSide)
                #expect(
                    step.off.count + step.on.count
                        == LoadingPlanner.moves(from: previous, to: step.loading.perSide))
                previous = step.loading.perSide
            }
            #expect(total == best(0, []), "\(targets.map { $0.value(in: inventory.unit) })")
            for (step, target) in zip(planned, targets) {
                let exact = try PlateSolver.solve(target, on: inventory)
                if case .exact(let loading) = exact { #expect(step.loading.total == loading.total) }
                #expect(step.loading.perSide.reduce(0, +) * 2 + inventory.bar == step.loading.total)
            }
        }
    }

    @Test("a weight no plates make is loaded as the closer loadable weight, the lighter on a tie")
    func nearestLoad() throws {
        let pounds = PlateInventory(unit: .pounds, bar: 45, perSide: [45: 4, 25: 2, 10: 2, 5: 2, 2.5: 2])
        let steps = try LoadingPlanner.plan(
            [Mass(40, .kilograms), Mass(94, .pounds), Mass(87.5, .pounds), Mass(86, .pounds)], on: pounds)
        // 88.18 lb → 90 (not 85); 94 → 95; 87.5, halfway, → 85; 86 → 85.
        #expect(steps.map(\.loading.total) == [90, 95, 85, 85])
    }

    @Test("a weight under the bar is refused; an empty workout plans nothing")
    func edges() throws {
        #expect(throws: PlateSolver.Problem.belowBar(bar: 20)) {
            try LoadingPlanner.plan([Mass(kilograms: 10)], on: .gymKilograms)
        }
        let none = try LoadingPlanner.plan([], on: .gymKilograms)
        #expect(none.isEmpty)
    }

    @Test(
        "collars count as part of the empty bar: the plates, the warm-up and the whole workout load around them"
    )
    func collars() throws {
        let inventory = PlateInventory(
            unit: .kilograms, bar: 20, perSide: PlateInventory.gymKilograms.perSide, collar: 2.5)
        #expect(inventory.emptyLoad == 25 && inventory.barText == "bar 20 kg + collars 2 × 2.5 kg")
        guard case .exact(let loading) = try PlateSolver.solve(Mass(kilograms: 105), on: inventory) else {
            Issue.record("105 kg is loadable")
            return
        }
        #expect(loading.perSide == [25, 15] && loading.total == 105)
        #expect(throws: PlateSolver.Problem.belowBar(bar: 25)) {
            try PlateSolver.solve(Mass(kilograms: 22), on: inventory)
        }
        let ramp = try WarmupPlanner.ramp(to: Mass(kilograms: 100), on: inventory)
        #expect(ramp.first?.loading.total == 25)
        let steps = try LoadingPlanner.plan([Mass(kilograms: 65), Mass(kilograms: 105)], on: inventory)
        #expect(steps.map(\.loading.total) == [65, 105])
        #expect(steps.allSatisfy { $0.loading.perSide.reduce(0, +) * 2 + 25 == $0.loading.total })
    }
}
