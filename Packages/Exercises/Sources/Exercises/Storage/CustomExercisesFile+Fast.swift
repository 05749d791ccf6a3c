import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CustomExercisesFile {
    /// Reads a current-version `custom.json` through the strict byte-level JSON reading
    /// (`DocumentBody`): every command that names exercises reads this file, an import of
    /// another app's history leaves a few dozen custom exercises in it, and `JSONDecoder` took a
    /// sixth of `exercises search` then. It reads what the standard path reads; anything it
    /// does not take (a member it does not know, a value of another type, a name no enum case
    /// has) returns `nil` and takes the standard path.
    static func decodeFast(_ data: Data) -> CustomExercisesFile? {
        guard case .object(let body)? = DocumentBody.read(data, format: format, version: currentVersion),
            body.count == 1, case .array(let items)? = body["exercises"]
        else { return nil }
        var exercises: [Exercise] = []
        exercises.reserveCapacity(items.count)
        for item in items {
            guard let exercise = Exercise.fast(item) else { return nil }
            exercises.append(exercise)
        }
        return CustomExercisesFile(exercises: exercises)
    }
}

extension Exercise {
    /// The members an exercise is written with (`force`, `mechanic` and `notes` may be absent).
    private static let members: Set<String> = [
        "id", "name", "category", "equipment", "level", "force", "mechanic", "primaryMuscles",
        "secondaryMuscles", "kneeLoad", "kind", "isCustom", "notes",
    ]

    /// The exercise `value` holds, read as `Exercise`'s `Decodable` conformance reads it;
    /// `nil` when it is not one, or has a member that conformance would ignore.
    fileprivate static func fast(_ value: JSONValue) -> Exercise? {
        guard case .object(let object) = value, object.keys.allSatisfy(members.contains),
            case .string(let id)? = object["id"], case .string(let name)? = object["name"],
            let category = named(ExerciseCategory.self, object["category"]),
            let equipment = named(EquipmentKind.self, object["equipment"]),
            let level = named(ExerciseLevel.self, object["level"]),
            let force = DocumentBody.optional(object["force"], { named(Force.self, $0) }),
            let mechanic = DocumentBody.optional(object["mechanic"], { named(Mechanic.self, $0) }),
            let primary = DocumentBody.cases(object["primaryMuscles"], of: MuscleGroup.self),
            let secondary = DocumentBody.cases(object["secondaryMuscles"], of: MuscleGroup.self),
            let kneeLoad = named(KneeLoad.self, object["kneeLoad"]),
            let kind = named(ExerciseKind.self, object["kind"]),
            case .bool(let isCustom)? = object["isCustom"],
            let notes = DocumentBody.optional(object["notes"], { $0?.string })
        else { return nil }
        return Exercise(
            id: ExerciseID(id), name: name, category: category, equipment: equipment, level: level,
            force: force, mechanic: mechanic, primaryMuscles: primary, secondaryMuscles: secondary,
            kneeLoad: kneeLoad, kind: kind, isCustom: isCustom, notes: notes)
    }

    /// The case of `type` whose raw value `value` is.
    private static func named<Value: RawRepresentable<String>>(_ type: Value.Type, _ value: JSONValue?)
        -> Value?
    {
        value?.string.flatMap(Value.init(rawValue:))
    }
}
