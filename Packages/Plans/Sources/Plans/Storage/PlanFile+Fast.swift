import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PlanFile {
    /// Reads a current-version plan straight from its bytes (`JSONCursor`): the dashboard and
    /// `plans list` read every plan, and building each as a tree of dictionaries first was most
    /// of that. It reads what the standard path reads; a progression rule, an instant not
    /// written as fitshell writes it, a member it does not know or anything else it does not
    /// take returns `nil` and takes the standard path.
    static func decodeFast(_ data: Data) -> PlanFile? {
        JSONCursor.envelope(data, format: format, version: currentVersion) { cursor -> PlanFile? in
            guard cursor.openObject() else { return nil }
            var first = true
            var plan: Plan?
            while let key = cursor.nextKey(&first) {
                guard key == "plan", plan == nil, let read = Self.plan(&cursor) else { return nil }
                plan = read
            }
            return plan.map { PlanFile(plan: $0) }
        }
    }

    /// The members of an object, each read once by `member` (which returns `false` for a
    /// member it does not take); `false` when one is repeated or not taken.
    private static func members(
        _ cursor: inout JSONCursor, _ names: [String], _ member: (inout JSONCursor, Int) -> Bool
    ) -> Bool {
        guard cursor.openObject() else { return false }
        var first = true
        var seen: UInt32 = 0
        while let key = cursor.nextKey(&first) {
            guard let index = names.firstIndex(of: key), seen & (1 << index) == 0, member(&cursor, index)
            else {
                return false
            }
            seen |= 1 << index
        }
        return !cursor.failed
    }

    /// An instant as fitshell writes it (see `DocumentBody.instant`).
    private static func instant(_ cursor: inout JSONCursor) -> Date? {
        cursor.string().flatMap { DocumentBody.instant(.string($0)) }
    }

    private static let planMembers = ["id", "name", "createdAt", "lastUsedAt", "source", "exercises"]

    private static func plan(_ cursor: inout JSONCursor) -> Plan? {
        var id: PlanID?
        var name: String?
        var createdAt: Date?
        var lastUsedAt: Date?
        var source: Plan.Source?
        var exercises: [PlanExercise]?
        let read = members(&cursor, planMembers) { cursor, member in
            switch member {
            case 0:
                guard let text = cursor.string(), let parsed = PlanID(text), parsed.description == text else {
                    return false
                }
                id = parsed
            case 1: name = cursor.string()
            case 2: createdAt = instant(&cursor)
            case 3:
                if cursor.null() { return true }
                guard let instant = instant(&cursor) else { return false }
                lastUsedAt = instant
            case 4: source = cursor.string().flatMap(Plan.Source.init(rawValue:))
            default:
                exercises = cursor.array(exercise)
            }
            return !cursor.failed
        }
        guard read, let id, let name, let createdAt, let source, let exercises else { return nil }
        return Plan(
            id: id, name: name, createdAt: createdAt, lastUsedAt: lastUsedAt, source: source,
            exercises: exercises)
    }

    private static let exerciseMembers = [
        "exerciseID", "name", "restSeconds", "notes", "superset", "progression", "sets",
    ]

    private static func exercise(_ cursor: inout JSONCursor) -> PlanExercise? {
        var exerciseID: String?
        var name: String?
        var rest: Int?
        var notes: String?
        var superset: Int?
        var sets: [PlanSet]?
        let read = members(&cursor, exerciseMembers) { cursor, member in
            switch member {
            case 0: exerciseID = cursor.string()
            case 1: name = cursor.string()
            case 2: rest = cursor.integer()
            case 3:
                if cursor.null() { return true }
                notes = cursor.string()
            case 4:
                if cursor.null() { return true }
                superset = cursor.integer()
            case 5:
                // A progression rule is left to the standard path.
                return cursor.null()
            default:
                sets = cursor.array(set)
            }
            return !cursor.failed
        }
        guard read, let exerciseID, let name, let rest, let sets else { return nil }
        return PlanExercise(
            exerciseID: ExerciseID(exerciseID), name: name, restSeconds: rest, notes: notes, sets: sets,
            superset: superset)
    }

    private static let setMembers = ["reps", "type", "weight"]

    private static func set(_ cursor: inout JSONCursor) -> PlanSet? {
        var reps: Int?
        var type: SetType?
        var weight: Double?
        let read = members(&cursor, setMembers) { cursor, member in
            switch member {
            case 0: reps = cursor.integer()
            case 1: type = cursor.string().flatMap(SetType.init(rawValue:))
            default:
                if cursor.null() { return true }
                weight = cursor.number()
            }
            return !cursor.failed
        }
        guard read, let reps, let type else { return nil }
        return PlanSet(weight: weight.map { Mass(kilograms: $0) }, reps: reps, type: type)
    }

    /// The plan as its synthesized `Encodable` conformance encodes it (absent optionals left
    /// out, masses rounded as `Mass` encodes them, instants as `.iso8601` writes them), built by
    /// hand: finishing a workout marks its plan used, and `JSONEncoder` took a twelfth of it.
    /// `nil` for a progression rule, a weight that is not finite or an instant `InstantText`
    /// does not write, which the encoder handles (or refuses).
    func encodeFast() -> JSONValue? {
        guard let createdAt = InstantText.format(plan.createdAt) else { return nil }
        var members: JSONObject = [
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
            var fields: JSONObject = [
                "exerciseID": .string(exercise.exerciseID.rawValue), "name": .string(exercise.name),
                "restSeconds": JSONValue.number(exercise.restSeconds),
            ]
            if let notes = exercise.notes { fields["notes"] = .string(notes) }
            if let superset = exercise.superset { fields["superset"] = JSONValue.number(superset) }
            var sets: [JSONValue] = []
            sets.reserveCapacity(exercise.sets.count)
            for set in exercise.sets {
                var setFields: JSONObject = [
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
