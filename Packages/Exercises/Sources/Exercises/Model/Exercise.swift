import CoreModels

/// An exercise of the library: a system one from the catalog or one the user created.
public struct Exercise: Hashable, Sendable, Codable, Identifiable {
    /// The stable id (a slug; custom ones start with `custom-`).
    public var id: ExerciseID
    /// The name shown to people.
    public var name: String
    /// The IronLift category (Chest, Back, Shoulders, Legs, Arms, Core, Other).
    public var category: ExerciseCategory
    /// The equipment it needs.
    public var equipment: EquipmentKind
    /// Its difficulty.
    public var level: ExerciseLevel
    /// Push, pull or static, when known.
    public var force: Force?
    /// Compound or isolation, when known.
    public var mechanic: Mechanic?
    /// The muscles it mainly trains.
    public var primaryMuscles: [MuscleGroup]
    /// The muscles it also trains.
    public var secondaryMuscles: [MuscleGroup]
    /// How much it loads the knees.
    public var kneeLoad: KneeLoad
    /// The kind of training.
    public var kind: ExerciseKind
    /// Whether the user created it.
    public var isCustom: Bool
    /// The user's notes (custom exercises).
    public var notes: String?

    /// Creates an exercise.
    public init(
        id: ExerciseID, name: String, category: ExerciseCategory, equipment: EquipmentKind,
        level: ExerciseLevel = .beginner, force: Force? = nil, mechanic: Mechanic? = nil,
        primaryMuscles: [MuscleGroup], secondaryMuscles: [MuscleGroup] = [], kneeLoad: KneeLoad,
        kind: ExerciseKind = .strength, isCustom: Bool = false, notes: String? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.equipment = equipment
        self.level = level
        self.force = force
        self.mechanic = mechanic
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.kneeLoad = kneeLoad
        self.kind = kind
        self.isCustom = isCustom
        self.notes = notes
    }

    /// Whether it works several joints (compound) rather than one.
    public var isCompound: Bool { mechanic == .compound }

    /// Whether a set logged without a weight takes last time's. Not for a movement with no load
    /// of its own (pull-ups, dips, push-ups): its planned reps are at bodyweight and added load is
    /// typed, so one weighted session does not turn every later bare set into a weighted one.
    /// Yes for its weighted variant (the load) and its assisted one (the help), and for anything
    /// loaded.
    public var repeatsLastLoad: Bool {
        guard equipment.carriesNoLoad else { return true }
        let variant = ExerciseName(name)
        return variant.isAssisted || variant.isWeighted
    }

    /// The raw facts the catalog rules read.
    public var facts: CatalogFacts {
        CatalogFacts(
            sourceID: id.rawValue, name: name, kind: kind, equipment: equipment, mechanic: mechanic,
            primaryMuscles: primaryMuscles)
    }
}
