import CoreModels

/// The facts the derivation rules read: what the source says, before fitshell adds anything.
public struct CatalogFacts: Hashable, Sendable {
    /// The source's id (or the slug, for committed entries).
    public let sourceID: String
    /// The name.
    public let name: String
    /// The kind of training.
    public let kind: ExerciseKind
    /// The equipment (already mapped to fitshell's kinds).
    public let equipment: EquipmentKind
    /// Compound or isolation, when known.
    public let mechanic: Mechanic?
    /// The main muscles.
    public let primaryMuscles: [MuscleGroup]

    /// Creates the facts.
    public init(
        sourceID: String, name: String, kind: ExerciseKind, equipment: EquipmentKind, mechanic: Mechanic?,
        primaryMuscles: [MuscleGroup]
    ) {
        self.sourceID = sourceID
        self.name = name
        self.kind = kind
        self.equipment = equipment
        self.mechanic = mechanic
        self.primaryMuscles = primaryMuscles
    }
}
