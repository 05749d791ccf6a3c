import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One entry of a free-exercise-db JSON file (the catalog source, or a user's own copy for
/// `exercises import`). Unknown fields are ignored; instructions are read but never embedded.
public struct SourceExercise: Decodable, Sendable, Equatable {
    /// The source's id, e.g. `Barbell_Squat`.
    public let id: String
    /// The name.
    public let name: String
    /// `push`, `pull`, `static` or nothing.
    public let force: String?
    /// `beginner`, `intermediate`, `expert`.
    public let level: String?
    /// `compound`, `isolation` or nothing.
    public let mechanic: String?
    /// The source's equipment word (`body only`, `dumbbell`, …).
    public let equipment: String?
    /// Main muscles.
    public let primaryMuscles: [String]
    /// Other muscles.
    public let secondaryMuscles: [String]
    /// Step-by-step instructions.
    public let instructions: [String]
    /// `strength`, `stretching`, `cardio`, …
    public let category: String?

    enum CodingKeys: String, CodingKey {
        case id, name, force, level, mechanic, equipment, primaryMuscles, secondaryMuscles, instructions,
            category
    }

    /// Decodes an entry; missing lists read as empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? name
        force = try c.decodeIfPresent(String.self, forKey: .force)
        level = try c.decodeIfPresent(String.self, forKey: .level)
        mechanic = try c.decodeIfPresent(String.self, forKey: .mechanic)
        equipment = try c.decodeIfPresent(String.self, forKey: .equipment)
        primaryMuscles = try c.decodeIfPresent([String].self, forKey: .primaryMuscles) ?? []
        secondaryMuscles = try c.decodeIfPresent([String].self, forKey: .secondaryMuscles) ?? []
        instructions = try c.decodeIfPresent([String].self, forKey: .instructions) ?? []
        category = try c.decodeIfPresent(String.self, forKey: .category)
    }

    /// The exercise fitshell makes of this entry, with the derived fields added by `CatalogRules`.
    public var exercise: Exercise {
        let kind = category.flatMap(ExerciseKind.init(parsing:)) ?? .strength
        let primary = primaryMuscles.compactMap(MuscleGroup.init(parsing:))
        let mechanic = self.mechanic.flatMap(Mechanic.init(parsing:))
        let equipment = CatalogRules.equipment(fromSource: self.equipment)
        let facts = CatalogFacts(
            sourceID: id, name: name, kind: kind, equipment: equipment, mechanic: mechanic,
            primaryMuscles: primary)
        return Exercise(
            id: ExerciseID(slugging: id), name: name.trimmingSpaces(),
            category: CatalogRules.category(for: facts), equipment: equipment,
            level: level.flatMap(ExerciseLevel.init(parsing:)) ?? .beginner,
            force: force.flatMap(Force.init(parsing:)),
            mechanic: mechanic, primaryMuscles: primary,
            secondaryMuscles: secondaryMuscles.compactMap(MuscleGroup.init(parsing:)),
            kneeLoad: CatalogRules.kneeLoad(for: facts), kind: kind)
    }
}
