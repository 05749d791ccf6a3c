import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("The heaviest set shown: the heaviest weight with the most reps done at it")
struct HeaviestSetTests {
    static func workout(days: Int, _ sets: [(Double, Int)]) -> Workout {
        let start = Date(timeIntervalSince1970: 1_735_722_000 + Double(days) * 86_400)
        var workout = Workout(
            id: WorkoutID(UUID()), name: "Day \(days)", planID: nil, programDay: nil, startedAt: start,
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs,
                    restSeconds: 120,
                    sets: sets.map {
                        WorkoutSet(weight: Mass($0.0, .pounds), reps: $0.1, done: true, completedAt: start)
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
}
