import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The documented rules that add what the catalog source lacks: the IronLift category, the
/// equipment kind and the knee load. The generator and the tests use these same functions.
///
/// **Category**: cardio → Other; otherwise the category of the first primary muscle (chest →
/// Chest; lats, middle back, lower back, traps → Back; shoulders, neck → Shoulders; quadriceps,
/// hamstrings, glutes, calves, adductors, abductors → Legs; biceps, triceps, forearms → Arms;
/// abdominals → Core); no muscle → Other.
///
/// **Knee load**, first rule that applies wins:
/// 1. the reviewed override table (`KneeLoadOverrides`);
/// 2. stretching → low;
/// 3. no leg muscle among the primary muscles, and not cardio → low (every upper-body and core
///    exercise, even an explosive one such as a clap push-up);
/// 4. plyometrics, olympic weightlifting, or a name with jump, hop, bound, burpee, skater, lunge,
///    step-up, split squat, pistol, sissy, squat, leg extension, hack → high;
/// 5. a name with leg press, sled, prowler, deadlift (not Romanian or stiff-legged), run, sprint,
///    stair, step mill, treadmill, jogging → moderate;
/// 6. quadriceps first with an isolation mechanic → high; quadriceps first otherwise → moderate;
/// 7. everything else (hamstrings, glutes, calves, adductors, abductors: hinges, bridges, curls,
///    raises) → low.
public enum CatalogRules {
    /// Muscles whose training involves the knee or hip joint.
    public static let legMuscles: Set<MuscleGroup> = [
        .quadriceps, .hamstrings, .glutes, .calves, .adductors, .abductors,
    ]

    /// The IronLift category of an exercise.
    public static func category(for facts: CatalogFacts) -> ExerciseCategory {
        if facts.kind == .cardio { return .other }
        return facts.primaryMuscles.first?.category ?? .other
    }

    /// Maps the source's equipment words to fitshell's kinds (`nil` and `body only` → bodyweight).
    public static func equipment(fromSource word: String?) -> EquipmentKind {
        guard let word else { return .bodyweight }
        return EquipmentKind(parsing: word) ?? .other
    }

    /// The knee load of an exercise, by the rules above.
    public static func kneeLoad(for facts: CatalogFacts) -> KneeLoad {
        let slug = ExerciseID(slugging: facts.sourceID).rawValue
        if let override = KneeLoadOverrides.table[slug] { return override }
        if facts.kind == .stretching { return .low }
        let name =
            " " + ExerciseID(slugging: facts.name).rawValue.replacing("-", with: " ") + " "
        func has(_ words: [String]) -> Bool { words.contains { name.contains(" \($0)") } }
        let trainsLegs = !legMuscles.isDisjoint(with: facts.primaryMuscles)
        if !trainsLegs && facts.kind != .cardio { return .low }
        if facts.kind == .plyometrics || facts.kind == .olympicWeightlifting { return .high }
        if has(highWords) { return .high }
        let hinge = has(["romanian", "stiff leg", "stiff legged"])
        if has(moderateWords) && !hinge { return .moderate }
        guard let first = facts.primaryMuscles.first, trainsLegs else { return .low }
        if first == .quadriceps { return facts.mechanic == .isolation ? .high : .moderate }
        return .low
    }

    static let highWords = [
        "jump", "hop", "bound", "burpee", "skater", "lunge", "step up", "step ups", "split squat", "pistol",
        "sissy", "squat", "leg extension", "hack", "box jump", "tuck jump",
    ]
    static let moderateWords = [
        "leg press", "sled", "prowler", "deadlift", "run", "running", "sprint", "stair", "step mill",
        "treadmill", "rope jumping", "jogging",
    ]
}
