import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PlanFile {
    /// Reads a current-version plan through the strict byte-level JSON reading (`DocumentBody`):
    /// `JSONDecoder` took a fifth of the dashboard, which reads every plan. It reads what the
    /// standard path reads; a plan with a progression rule, an instant not written as fitshell
    /// writes it, or anything it does not take returns `nil` and takes the standard path.
    static func decodeFast(_ data: Data) -> PlanFile? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            let plan = body["plan"], case .string(let idText)? = plan["id"], let id = PlanID(idText),
            id.description == idText, case .string(let name)? = plan["name"],
            let createdAt = DocumentBody.instant(plan["createdAt"]),
            let lastUsedAt = DocumentBody.optional(plan["lastUsedAt"], DocumentBody.instant),
            case .string(let sourceText)? = plan["source"], let source = Plan.Source(rawValue: sourceText),
            case .array(let items)? = plan["exercises"]
        else { return nil }
        var exercises: [PlanExercise] = []
        exercises.reserveCapacity(items.count)
        for item in items {
            guard let exercise = exercise(item) else { return nil }
            exercises.append(exercise)
        }
        return PlanFile(
            plan: Plan(
                id: id, name: name, createdAt: createdAt, lastUsedAt: lastUsedAt, source: source,
                exercises: exercises))
    }

    private static func exercise(_ item: JSONValue) -> PlanExercise? {
        guard case .string(let exerciseID)? = item["exerciseID"], case .string(let name)? = item["name"],
            let rest = DocumentBody.integer(item["restSeconds"]),
            let notes = DocumentBody.optional(item["notes"], { value in value?.string }),
            let superset = DocumentBody.optional(item["superset"], DocumentBody.integer),
            DocumentBody.optional(item["progression"], { _ in nil as Progression? }) != nil,
            case .array(let setItems)? = item["sets"]
        else { return nil }
        var sets: [PlanSet] = []
        sets.reserveCapacity(setItems.count)
        for setItem in setItems {
            guard let reps = DocumentBody.integer(setItem["reps"]),
                case .string(let typeText)? = setItem["type"],
                let type = SetType(rawValue: typeText),
                let weight = DocumentBody.optional(setItem["weight"], DocumentBody.number)
            else { return nil }
            sets.append(PlanSet(weight: weight.map { Mass(kilograms: $0) }, reps: reps, type: type))
        }
        return PlanExercise(
            exerciseID: ExerciseID(exerciseID), name: name, restSeconds: rest, notes: notes, sets: sets,
            superset: superset)
    }

    /// The plan as its synthesized `Encodable` conformance encodes it (absent optionals left
    /// out, masses rounded as `Mass` encodes them, instants as `.iso8601` writes them), built by
    /// hand: finishing a workout marks its plan used, and `JSONEncoder` took a twelfth of it.
    /// `nil` for a progression rule, a weight that is not finite or an instant `InstantText`
    /// does not write, which the encoder handles (or refuses).
    func encodeFast() -> JSONValue? {
        guard let createdAt = InstantText.format(plan.createdAt) else { return nil }
        var members: [String: JSONValue] = [
            "id": .string(plan.id.description), "name": .string(plan.name), "createdAt": .string(createdAt),
            "source": .string(plan.source.rawValue),
        ]
        if let lastUsedAt = plan.lastUsedAt {
            guard let text = InstantText.format(lastUsedAt) else { return nil }
            members["lastUsedAt"] = .string(text)
        }
        var items: [JSONValue] = []
        items.reserveCapacity(plan.exercises.count)
        for exercise in plan.exercises {
            guard exercise.progression == nil else { return nil }
            var fields: [String: JSONValue] = [
                "exerciseID": .string(exercise.exerciseID.rawValue), "name": .string(exercise.name),
                "restSeconds": JSONValue.number(exercise.restSeconds),
            ]
            if let notes = exercise.notes { fields["notes"] = .string(notes) }
            if let superset = exercise.superset { fields["superset"] = JSONValue.number(superset) }
            var sets: [JSONValue] = []
            sets.reserveCapacity(exercise.sets.count)
            for set in exercise.sets {
                var setFields: [String: JSONValue] = [
                    "reps": JSONValue.number(set.reps), "type": .string(set.type.rawValue),
                ]
                if let weight = set.weight {
                    guard let number = JSONValue.number(weight.storedKilograms) else { return nil }
                    setFields["weight"] = number
                }
                sets.append(.object(setFields))
            }
            fields["sets"] = .array(sets)
            items.append(.object(fields))
        }
        members["exercises"] = .array(items)
        return .object(["plan": .object(members)])
    }
}
