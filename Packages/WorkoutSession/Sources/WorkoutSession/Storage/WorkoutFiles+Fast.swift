import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file that holds one workout: the active one, a draft, or a finished one. Both formats'
/// `data` is `{"workout": …}`, so they share the byte-level reader and the hand-built writer.
protocol WorkoutDocument: VersionedDocument {
    var workout: Workout { get }
    init(workout: Workout)
}

extension ActiveWorkoutFile: WorkoutDocument {}
extension FinishedWorkoutFile: WorkoutDocument {}

extension WorkoutDocument {
    /// Reads a current-version file through the strict byte-level JSON reading
    /// (`DocumentBody`): `workout status`, `done` and the dashboard read the active workout on
    /// every run, and `data import` checks every archived one. It reads what the standard path
    /// reads; anything it does not take (an instant not written as fitshell writes it, a
    /// number where a whole number belongs) returns `nil` and takes the standard path.
    static func decodeFast(_ data: Data) -> Self? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            let workout = Workout.fast(body["workout"])
        else { return nil }
        return Self(workout: workout)
    }

    /// The file's data as `JSONEncoder` writes it, built by hand: `workout start`, `done` and
    /// every edit save the active workout, `workout finish` the finished one.
    func encodeFast() -> JSONValue? {
        workout.encoderValue().map { .object(["workout": $0]) }
    }
}

extension Workout {
    /// The workout `value` holds, field by field as its `Decodable` conformance reads it (an
    /// absent or `null` optional is none, unknown keys are ignored); `nil` for anything else.
    fileprivate static func fast(_ value: JSONValue?) -> Workout? {
        guard let value, case .string(let idText)? = value["id"], let id = WorkoutID(idText),
            id.description == idText, case .string(let name)? = value["name"],
            let planText = DocumentBody.optional(value["planID"], { $0?.string }),
            let programDay = DocumentBody.optional(value["programDay"], { $0?.string }),
            let startedAt = DocumentBody.instant(value["startedAt"]),
            let finishedAt = DocumentBody.optional(value["finishedAt"], DocumentBody.instant),
            let checkIn = DocumentBody.optional(value["checkIn"], checkIn),
            let current = DocumentBody.integer(value["currentExercise"]),
            let rest = DocumentBody.optional(value["rest"], rest),
            let notes = DocumentBody.optional(value["notes"], { $0?.string }),
            let energy = DocumentBody.optional(value["energyKilocalories"], DocumentBody.number),
            case .array(let items)? = value["exercises"]
        else { return nil }
        var planID: PlanID?
        if let planText {
            guard let parsed = PlanID(planText), parsed.description == planText else { return nil }
            planID = parsed
        }
        var exercises: [WorkoutExercise] = []
        exercises.reserveCapacity(items.count)
        for item in items {
            guard let exercise = exercise(item) else { return nil }
            exercises.append(exercise)
        }
        var workout = Workout(
            id: id, name: name, planID: planID, programDay: programDay, startedAt: startedAt,
            checkIn: checkIn,
            exercises: exercises)
        workout.finishedAt = finishedAt
        workout.currentExercise = current
        workout.rest = rest
        workout.notes = notes
        workout.energyKilocalories = energy
        return workout
    }

    /// A check-in, when both values are whole numbers in range (out of range: the standard path,
    /// whose validation explains it).
    private static func checkIn(_ value: JSONValue?) -> CheckIn? {
        guard let energy = DocumentBody.integer(value?["energy"]),
            let kneePain = DocumentBody.integer(value?["kneePain"])
        else { return nil }
        return CheckIn(energy: energy, kneePain: kneePain)
    }

    private static func rest(_ value: JSONValue?) -> RestTimer? {
        guard let exercise = DocumentBody.integer(value?["exercise"]),
            let endsAt = DocumentBody.instant(value?["endsAt"]),
            let duration = DocumentBody.integer(value?["duration"])
        else { return nil }
        return RestTimer(exercise: exercise, endsAt: endsAt, duration: duration)
    }

    private static func exercise(_ value: JSONValue) -> WorkoutExercise? {
        guard case .string(let exerciseID)? = value["exerciseID"], case .string(let name)? = value["name"],
            case .string(let categoryName)? = value["category"],
            let category = ExerciseCategory(rawValue: categoryName),
            let restSeconds = DocumentBody.integer(value["restSeconds"]),
            let notes = DocumentBody.optional(value["notes"], { $0?.string }),
            case .bool(let kneeFlag)? = value["kneeFlag"],
            let superset = DocumentBody.optional(value["superset"], DocumentBody.integer),
            case .array(let items)? = value["sets"]
        else { return nil }
        var sets: [WorkoutSet] = []
        sets.reserveCapacity(items.count)
        for item in items {
            guard let set = set(item) else { return nil }
            sets.append(set)
        }
        return WorkoutExercise(
            exerciseID: ExerciseID(exerciseID), name: name, category: category, restSeconds: restSeconds,
            sets: sets, notes: notes, kneeFlag: kneeFlag, superset: superset)
    }

    private static func set(_ value: JSONValue) -> WorkoutSet? {
        guard let targetWeight = DocumentBody.optional(value["targetWeight"], DocumentBody.number),
            let targetReps = DocumentBody.optional(value["targetReps"], DocumentBody.integer),
            let weight = DocumentBody.optional(value["weight"], DocumentBody.number),
            let reps = DocumentBody.optional(value["reps"], DocumentBody.integer),
            case .string(let typeName)? = value["type"], let type = SetType(rawValue: typeName),
            let rpe = DocumentBody.optional(value["rpe"], DocumentBody.number),
            case .bool(let done)? = value["done"],
            let completedAt = DocumentBody.optional(value["completedAt"], DocumentBody.instant),
            let distance = DocumentBody.optional(value["distanceMeters"], DocumentBody.number),
            let duration = DocumentBody.optional(value["durationSeconds"], DocumentBody.integer),
            let planned = DocumentBody.optional(
                value["plannedType"],
                { value -> SetType? in
                    guard case .string(let name)? = value else { return nil }
                    return SetType(rawValue: name)
                }),
            let extra = DocumentBody.optional(
                value["extra"],
                { value -> Bool? in
                    guard case .bool(let flag)? = value else { return nil }
                    return flag
                })
        else { return nil }
        return WorkoutSet(
            targetWeight: targetWeight.map { Mass(kilograms: $0) }, targetReps: targetReps,
            weight: weight.map { Mass(kilograms: $0) }, reps: reps, type: type, rpe: rpe, done: done,
            completedAt: completedAt, distanceMeters: distance, durationSeconds: duration,
            plannedType: planned, extra: extra)
    }
}

extension Workout {
    /// The workout as its synthesized `Encodable` conformance encodes it (absent optionals left
    /// out, masses rounded as `Mass` encodes them, instants as `.iso8601` writes them); `nil`
    /// when a number is not finite or an instant is outside what `InstantText` writes, so the
    /// encoder handles (or refuses) it. The import log writes the workouts an import replaced
    /// through it too.
    func encoderValue() -> JSONValue? {
        var members: JSONObject = [
            "id": .string(id.description), "name": .string(name),
            "currentExercise": JSONValue.number(currentExercise),
        ]
        guard let started = InstantText.format(startedAt) else { return nil }
        members["startedAt"] = .string(started)
        if let planID { members["planID"] = .string(planID.description) }
        if let programDay { members["programDay"] = .string(programDay) }
        if let finishedAt {
            guard let text = InstantText.format(finishedAt) else { return nil }
            members["finishedAt"] = .string(text)
        }
        if let checkIn {
            members["checkIn"] = .object([
                "energy": JSONValue.number(checkIn.energy), "kneePain": JSONValue.number(checkIn.kneePain),
            ])
        }
        if let rest {
            guard let endsAt = InstantText.format(rest.endsAt) else { return nil }
            members["rest"] = .object([
                "exercise": JSONValue.number(rest.exercise), "endsAt": .string(endsAt),
                "duration": JSONValue.number(rest.duration),
            ])
        }
        if let notes { members["notes"] = .string(notes) }
        if let energyKilocalories {
            guard let number = JSONValue.number(energyKilocalories) else { return nil }
            members["energyKilocalories"] = number
        }
        var items: [JSONValue] = []
        items.reserveCapacity(exercises.count)
        for exercise in exercises {
            guard let item = exercise.encoderValue() else { return nil }
            items.append(item)
        }
        members["exercises"] = .array(items)
        return .object(members)
    }
}

extension WorkoutExercise {
    fileprivate func encoderValue() -> JSONValue? {
        var members: JSONObject = [
            "exerciseID": .string(exerciseID.rawValue), "name": .string(name),
            "category": .string(category.rawValue),
            "restSeconds": JSONValue.number(restSeconds), "kneeFlag": .bool(kneeFlag),
        ]
        if let notes { members["notes"] = .string(notes) }
        if let superset { members["superset"] = JSONValue.number(superset) }
        var items: [JSONValue] = []
        items.reserveCapacity(sets.count)
        for set in sets {
            guard let item = set.encoderValue() else { return nil }
            items.append(item)
        }
        members["sets"] = .array(items)
        return .object(members)
    }
}

extension WorkoutSet {
    fileprivate func encoderValue() -> JSONValue? {
        var members: JSONObject = ["type": .string(type.rawValue), "done": .bool(done)]
        func mass(_ value: Mass?, _ key: String) -> Bool {
            guard let value else { return true }
            guard let number = JSONValue.number(value.storedKilograms) else {
                return false
            }
            members[key] = number
            return true
        }
        func double(_ value: Double?, _ key: String) -> Bool {
            guard let value else { return true }
            guard let number = JSONValue.number(value) else { return false }
            members[key] = number
            return true
        }
        guard mass(targetWeight, "targetWeight"), mass(weight, "weight"), double(rpe, "rpe"),
            double(distanceMeters, "distanceMeters")
        else { return nil }
        if let targetReps { members["targetReps"] = JSONValue.number(targetReps) }
        if let reps { members["reps"] = JSONValue.number(reps) }
        if let durationSeconds { members["durationSeconds"] = JSONValue.number(durationSeconds) }
        if let plannedType { members["plannedType"] = .string(plannedType.rawValue) }
        if let extra { members["extra"] = .bool(extra) }
        if let completedAt {
            guard let text = InstantText.format(completedAt) else { return nil }
            members["completedAt"] = .string(text)
        }
        return .object(members)
    }
}
