import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Workout {
    /// The `history/YYYY/ID.json` document written with `JSONWriter` (bulk imports): the same
    /// envelope and fields the `Codable` conformance writes, several times faster.
    func finishedFileData() -> Data {
        var json = JSONWriter()
        json.beginObject()
        json.string("format", FinishedWorkoutFile.format)
        json.integer("version", FinishedWorkoutFile.currentVersion)
        json.beginObject("data")
        json.beginObject("workout")
        json.string("id", id.description)
        json.string("name", name)
        json.string("planID", planID?.description)
        json.string("programDay", programDay)
        json.date("startedAt", startedAt)
        json.date("finishedAt", finishedAt)
        if let checkIn {
            json.beginObject("checkIn")
            json.integer("energy", checkIn.energy)
            json.integer("kneePain", checkIn.kneePain)
            json.endObject()
        }
        json.integer("currentExercise", currentExercise)
        if let rest {
            json.beginObject("rest")
            json.integer("exercise", rest.exercise)
            json.date("endsAt", rest.endsAt)
            json.integer("duration", rest.duration)
            json.endObject()
        }
        json.string("notes", notes)
        json.number("energyKilocalories", energyKilocalories)
        json.beginArray("exercises")
        for exercise in exercises {
            json.beginObject()
            json.string("exerciseID", exercise.exerciseID.rawValue)
            json.string("name", exercise.name)
            json.string("category", exercise.category.rawValue)
            json.integer("restSeconds", exercise.restSeconds)
            json.string("notes", exercise.notes)
            json.bool("kneeFlag", exercise.kneeFlag)
            json.integer("superset", exercise.superset)
            json.beginArray("sets")
            for set in exercise.sets {
                json.beginObject()
                json.number("targetWeight", set.targetWeight?.storedKilograms)
                json.integer("targetReps", set.targetReps)
                json.number("weight", set.weight?.storedKilograms)
                json.integer("reps", set.reps)
                json.string("type", set.type.rawValue)
                json.number("rpe", set.rpe)
                json.bool("done", set.done)
                json.date("completedAt", set.completedAt)
                json.number("distanceMeters", set.distanceMeters)
                json.integer("durationSeconds", set.durationSeconds)
                json.string("plannedType", set.plannedType?.rawValue)
                if let extra = set.extra { json.bool("extra", extra) }
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endObject()
        json.endObject()
        return json.data
    }
}
