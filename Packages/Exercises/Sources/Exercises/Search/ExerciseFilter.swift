import CoreModels

/// Criteria for listing exercises; every set criterion must hold.
public struct ExerciseFilter: Sendable, Equatable {
    /// Only this IronLift category.
    public var category: ExerciseCategory?
    /// Only exercises needing one of these kinds of equipment.
    public var equipment: Set<EquipmentKind>?
    /// Only exercises training this muscle (primary or secondary).
    public var muscle: MuscleGroup?
    /// Only these knee loads.
    public var kneeLoads: Set<KneeLoad>?
    /// Only this level.
    public var level: ExerciseLevel?
    /// Only custom exercises.
    public var customOnly: Bool

    /// Creates a filter; no criteria lets everything through.
    public init(
        category: ExerciseCategory? = nil, equipment: Set<EquipmentKind>? = nil, muscle: MuscleGroup? = nil,
        kneeLoads: Set<KneeLoad>? = nil, level: ExerciseLevel? = nil, customOnly: Bool = false
    ) {
        self.category = category
        self.equipment = equipment
        self.muscle = muscle
        self.kneeLoads = kneeLoads
        self.level = level
        self.customOnly = customOnly
    }

    /// Whether `exercise` meets every criterion.
    public func matches(_ exercise: Exercise) -> Bool {
        if let category, exercise.category != category { return false }
        if let equipment, !equipment.contains(exercise.equipment) { return false }
        if let muscle, !exercise.primaryMuscles.contains(muscle), !exercise.secondaryMuscles.contains(muscle)
        {
            return false
        }
        if let kneeLoads, !kneeLoads.contains(exercise.kneeLoad) { return false }
        if let level, exercise.level != level { return false }
        if customOnly, !exercise.isCustom { return false }
        return true
    }
}
