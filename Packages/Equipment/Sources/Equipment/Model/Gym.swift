import CoreModels

/// A named place to train (`home`, `gym`) with the equipment kinds it has and, where it
/// matters, the loads it can make: the bar and plates, the dumbbells, the machines' step.
public struct Gym: Hashable, Sendable, Codable {
    /// The name people choose the gym by (`home`, `gym`).
    public var name: String
    /// The kinds of equipment there.
    public var kinds: Set<EquipmentKind>
    /// The bar and plates; `nil` for a commercial gym's in the user's unit.
    public var plates: PlateInventory?
    /// The dumbbells, if known.
    public var dumbbells: DumbbellSet?
    /// The smallest change of a machine's stack, if known.
    public var machineStep: Mass?
    /// The resistance bands, as they are marked ("light", "25 lb"), lightest first.
    public var bands: [String]

    /// Creates a gym.
    public init(
        name: String, kinds: Set<EquipmentKind>, plates: PlateInventory? = nil, dumbbells: DumbbellSet? = nil,
        machineStep: Mass? = nil, bands: [String] = []
    ) {
        self.name = name
        self.kinds = kinds
        self.plates = plates
        self.dumbbells = dumbbells
        self.machineStep = machineStep
        self.bands = bands
    }

    /// The name of the gym an older single selection becomes.
    public static let defaultName = "default"

    /// The bar and plates to load, in this gym's inventory or else a commercial gym's in `unit`.
    public func plateInventory(unit: MassUnit) -> PlateInventory {
        plates ?? PlateInventory.standard(for: unit)
    }

    /// Whether the gym is known to have no bar: its equipment is chosen, with neither a barbell
    /// nor an EZ bar, and no bar and plates are saved. Loads counted here are a commercial gym's.
    public var lacksBar: Bool {
        plates == nil && !kinds.isEmpty && kinds.isDisjoint(with: [.barbell, .ezBar])
    }

    /// The smallest load change for a barbell lift here (a pair of the lightest plates).
    public func smallestIncrement(unit: MassUnit) -> Mass {
        plateInventory(unit: unit).smallestIncrement
    }

    /// The smallest load change for a lift on `equipment` here, in `unit`: a pair of the lightest
    /// plates for bars; the gym's dumbbells' smallest step (2 kg or 5 lb when not given); the
    /// machines' step (5 kg or 10 lb when not given); 4 kg or 10 lb between kettlebells.
    public func increment(for equipment: EquipmentKind, unit: MassUnit) -> Mass {
        switch equipment {
        case .dumbbell:
            if let dumbbells, let step = dumbbells.smallestStep { return Mass(step, dumbbells.unit) }
            return Mass(unit == .pounds ? 5 : 2, unit)
        case .cable, .machine:
            return machineStep ?? Mass(unit == .pounds ? 10 : 5, unit)
        case .kettlebell:
            return Mass(unit == .pounds ? 10 : 4, unit)
        default:
            return smallestIncrement(unit: unit)
        }
    }

    /// What is wrong with the gym, or `nil` (it is read from a file that may be damaged).
    public var problem: String? {
        if name.trimmingSpaces().isEmpty || name.count > 40 { return "a gym's name has 1 to 40 characters" }
        if let plates {
            guard plates.bar.isFinite, (0...100).contains(plates.bar), plates.collar.isFinite,
                (0...10).contains(plates.collar),
                plates.perSide.allSatisfy({ $0.key.isFinite && $0.key <= 100 && $0.value <= 100 })
            else { return "the gym '\(name)' has a bar or plates out of range" }
        }
        if let dumbbells {
            guard !dumbbells.weights.isEmpty, dumbbells.weights.count <= 200,
                dumbbells.weights.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 200 })
            else { return "the gym '\(name)' has dumbbells out of range" }
        }
        if bands.count > 30 || bands.contains(where: { $0.trimmingSpaces().isEmpty || $0.count > 30 }) {
            return "the gym '\(name)' has more than 30 bands or a band without a name"
        }
        if let machineStep,
            !(machineStep.kilograms.isFinite && machineStep.kilograms > 0 && machineStep.kilograms <= 50)
        {
            return "the gym '\(name)' has a machine step out of range"
        }
        return nil
    }
}

/// The dumbbells of a gym: fixed ones, in the unit they are marked in.
public struct DumbbellSet: Hashable, Sendable, Codable {
    /// The unit they are marked in.
    public var unit: MassUnit
    /// Each dumbbell's weight, lightest first.
    public var weights: [Double]

    /// Dumbbells of these weights.
    public init(unit: MassUnit, weights: [Double]) {
        self.unit = unit
        self.weights = Array(Set(weights.filter { $0 > 0 })).sorted()
    }

    /// Dumbbells from `lightest` to `heaviest` every `step`.
    public init(unit: MassUnit, from lightest: Double, to heaviest: Double, step: Double) {
        var weights: [Double] = []
        var value = lightest
        while value <= heaviest + 1e-9, weights.count < 200, step > 0 {
            weights.append((value * 100).rounded() / 100)
            value += step
        }
        self.init(unit: unit, weights: weights)
    }

    /// The smallest difference between two of the dumbbells, `nil` with fewer than two.
    public var smallestStep: Double? {
        zip(weights, weights.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min()
    }

    /// The dumbbell nearest to `target` (the lighter on a tie).
    public func nearest(to target: Mass) -> Mass? {
        let value = target.value(in: unit)
        return weights.min { abs($0 - value) < abs($1 - value) }.map { Mass($0, unit) }
    }
}
