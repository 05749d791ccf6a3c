import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("The heaviest set shown: the heaviest weight with the most reps done at it")
struct HeaviestSetTests {
    static func workout(days: Int, _ sets: [(Double, Int)]) -> Workout {
        finished(
            days: days, id: "barbell-squat", name: "Barbell Squat", category: .legs,
            sets: sets.map { WorkoutSet(weight: Mass($0.0, .pounds), reps: $0.1, done: true) })
    }

    /// A workout finished an hour after it started on day `days`, with one exercise of `sets`
    /// (each marked done at the start).
    static func finished(
        days: Int, id: String, name: String, category: ExerciseCategory, sets: [WorkoutSet]
    ) -> Workout {
        let start = Date(timeIntervalSince1970: 1_735_722_000 + Double(days) * 86_400)
        var workout = Workout(
            id: WorkoutID(UUID()), name: "Day \(days)", planID: nil, programDay: nil, startedAt: start,
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID(id), name: name, category: category, restSeconds: 120,
                    sets: sets.map { set in
                        var done = set
                        done.completedAt = start
                        return done
                    })
            ])
        workout.finishedAt = start.addingTimeInterval(3_600)
        return workout
    }

    @Test("170 lb × 8, later × 10: the heaviest set is × 10 on the later day; the first stays the record's")
    func laterMoreReps() throws {
        let first = WorkoutSummary(Self.workout(days: 0, [(170, 8), (150, 10)]), timeZone: .utc)
        let later = WorkoutSummary(Self.workout(days: 7, [(170, 10)]), timeZone: .utc)
        let records = try #require(PersonalRecords.compute([first, later])[ExerciseID("barbell-squat")])
        #expect(records.heaviest?.reps == 8 && records.heaviest?.date == first.date)
        let shown = try #require(records.heaviestSet)
        #expect(Mass(kilograms: shown.value).value(in: .pounds) == 170 && shown.reps == 10)
        #expect(shown.date == later.date && shown.workout == later.id)
        // Fewer reps later leave it as it was; a heavier weight is the heaviest, whatever its reps.
        let fewer = WorkoutSummary(Self.workout(days: 14, [(170, 5)]), timeZone: .utc)
        #expect(PersonalRecords.compute([first, fewer])[ExerciseID("barbell-squat")]?.heaviestSet?.reps == 8)
        let heavier = WorkoutSummary(Self.workout(days: 21, [(175, 1)]), timeZone: .utc)
        let top = PersonalRecords.compute([first, later, heavier])[ExerciseID("barbell-squat")]?.heaviestSet
        #expect(top?.reps == 1 && top.map { Mass(kilograms: $0.value).value(in: .pounds) } == 175)
    }

    /// A finished workout of `id` whose sets are `sets` (kg, reps, warm-up), on day `days`.
    static func bodyweight(_ id: String, days: Int, _ sets: [(Double?, Int, Bool)]) -> WorkoutSummary {
        let workout = finished(
            days: days, id: id, name: id, category: .back,
            sets: sets.map {
                WorkoutSet(
                    weight: $0.0.map { Mass($0, .kilograms) }, reps: $0.1, type: $0.2 ? .warmUp : .working,
                    done: true)
            })
        return WorkoutSummary(workout, timeZone: .utc)
    }

    @Test(
        "sessions without weight keep their most reps as the record at 0 kg; a mixed session, warm-ups and assisted variants make none"
    )
    func mostRepsWithoutWeight() throws {
        let first = Self.bodyweight("pullups", days: 0, [(nil, 15, true), (nil, 8, false), (0, 10, false)])
        let later = Self.bodyweight("pullups", days: 7, [(nil, 12, false), (nil, 9, false)])
        let fewer = Self.bodyweight("pullups", days: 14, [(nil, 11, false)])
        let records = try #require(PersonalRecords.compute([first, later, fewer])[ExerciseID("pullups")])
        #expect(records.repsAtWeight[0]?.reps == 12 && records.repsAtWeight[0]?.date == later.date)
        #expect(records.heaviest == nil && records.bestE1RM == nil, "no weight, no weight records")
        // The warm-up's 15 is no record; the first session's is its working sets' 10.
        #expect(PersonalRecords.compute([first])[ExerciseID("pullups")]?.repsAtWeight[0]?.reps == 10)
        // A session with a loaded set keeps only the loaded sets' reps.
        let mixed = Self.bodyweight("pullups", days: 21, [(10, 5, false), (nil, 20, false)])
        let withMixed = PersonalRecords.compute([first, later, mixed])[ExerciseID("pullups")]
        #expect(withMixed?.repsAtWeight[0]?.reps == 12 && withMixed?.repsAtWeight[10]?.reps == 5)
        // An assisted variant makes none.
        let assisted = Self.bodyweight("band-assisted-pull-up", days: 0, [(nil, 12, false)])
        #expect(
            PersonalRecords.compute([assisted])[ExerciseID("band-assisted-pull-up")]?.repsAtWeight.isEmpty
                == true)
        // Beaten later, it is said in words, without "0 kg".
        var running = try #require(PersonalRecords.compute([first])[ExerciseID("pullups")])
        let beaten = running.absorb(later.exercises[0], date: later.date, workout: later.id)
        #expect(beaten.map { $0.text(in: .pounds) } == ["pullups: 12 reps with no added weight"])
        // Year by year and merged, as a store keeps them: the same records.
        let merged = PersonalRecords.merged([
            PersonalRecords.year([first]), PersonalRecords.year([later]), PersonalRecords.year([fewer]),
        ])
        #expect(merged[ExerciseID("pullups")] == records)
        // Kept in a digest and read back.
        let lines = YearDigestCodec.recordLines(PersonalRecords.compute([first, later]))
        #expect(YearDigestCodec.records(lines)?[ExerciseID("pullups")]?.repsAtWeight[0]?.reps == 12)
    }
}
