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
}
