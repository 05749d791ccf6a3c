import CoreModels

extension Gym {
    /// The weight this gym loads for `weight` on a lift done with `equipment`: what a weight
    /// logged elsewhere (in the other unit, at another gym: 57.5 kg is 126.77 lb) becomes here.
    ///
    /// - Dumbbells, when the gym lists them: the nearest of them (the lighter on a tie).
    /// - A barbell or EZ bar: the weight itself when the gym's bar and plates (a commercial
    ///   gym's in `unit` when none are saved) make it, else the nearest weight they make (125 lb
    ///   for 57.5 kg); a weight lighter than the bar stays as it is.
    /// - Anything else: the weight itself when it reads as one of `unit` (a multiple of 0.25),
    ///   else the nearest multiple of the gym's step for `equipment`.
    ///
    /// A weight of 0 (bodyweight) or less stays as it is.
    public func loadable(_ weight: Mass, for equipment: EquipmentKind, unit: MassUnit) -> Mass {
        guard weight.kilograms > 0 else { return weight }
        if equipment == .dumbbell, let dumbbells, let nearest = dumbbells.nearest(to: weight) {
            return nearest
        }
        if equipment == .barbell || equipment == .ezBar {
            let inventory = plateInventory(unit: unit)
            // Made exactly, or lighter than the bar (said where the weight is used).
            guard case .nearest(let below, let above) = try? PlateSolver.solve(weight, on: inventory) else {
                return weight
            }
            let target = weight.value(in: inventory.unit)
            let closest = [below, above].compactMap { $0 }.min {
                abs($0.total - target) < abs($1.total - target)
            }
            return closest.map { Mass($0.total, inventory.unit) } ?? weight
        }
        guard !weight.readsAsTyped(in: unit) else { return weight }
        return weight.nearest(multipleOf: increment(for: equipment, unit: unit), in: unit)
    }

    /// The gym's saved bar when `weight` on a lift done with `equipment` (a barbell or an EZ
    /// bar) is lighter than it: a slip (1.5 lb for 15, 150) said where a weight is typed, for a
    /// set or a plan's target. The empty bar itself counts without its collars. `nil` when
    /// the weight is at least the bar, for other equipment, or when no bar and plates are saved
    /// (a commercial gym's bar is a guess).
    public func barAbove(_ weight: Mass, for equipment: EquipmentKind, unit: MassUnit) -> Mass? {
        guard plates != nil, equipment == .barbell || equipment == .ezBar, weight.kilograms > 0 else {
            return nil
        }
        let inventory = plateInventory(unit: unit)
        let bar = Mass(inventory.bar, inventory.unit)
        return weight.kilograms < bar.kilograms - 0.01 ? bar : nil
    }
}
