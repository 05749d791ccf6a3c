import CoreModels

/// What a user gives to create a custom exercise (EXER-02), or the changes of an edit
/// (EXER-04): `nil` fields are left as they are.
public struct CustomExerciseDraft: Sendable, Equatable {
    /// The name.
    public var name: String?
    /// The IronLift category.
    public var category: ExerciseCategory?
    /// The equipment.
    public var equipment: EquipmentKind?
    /// Main muscles.
    public var primaryMuscles: [MuscleGroup]?
    /// Other muscles.
    public var secondaryMuscles: [MuscleGroup]?
    /// Knee load; when never given, derived by `CatalogRules`.
    public var kneeLoad: KneeLoad?
    /// Compound or isolation.
    public var mechanic: Mechanic?
    /// Notes.
    public var notes: String?

    /// Creates a draft.
    public init(
        name: String? = nil, category: ExerciseCategory? = nil, equipment: EquipmentKind? = nil,
        primaryMuscles: [MuscleGroup]? = nil, secondaryMuscles: [MuscleGroup]? = nil,
        kneeLoad: KneeLoad? = nil,
        mechanic: Mechanic? = nil, notes: String? = nil
    ) {
        self.name = name
        self.category = category
        self.equipment = equipment
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.kneeLoad = kneeLoad
        self.mechanic = mechanic
        self.notes = notes
    }
}
