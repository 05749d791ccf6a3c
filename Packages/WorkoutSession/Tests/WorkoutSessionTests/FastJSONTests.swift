import CoreModels
import Exercises
import Foundation
import Plans
import Testing

@testable import WorkoutSession

@Suite("Bulk-import JSON writer")
struct FastJSONTests {
    func decode(_ data: Data) throws -> Workout? {
        guard case .valid(let file) = DocumentCoder.decode(FinishedWorkoutFile.self, from: data) else {
            return nil
        }
        return file.workout
    }

    @Test("the fast writer's file decodes to the same workout as the Codable path, for generated workouts")
    func roundTrip() async throws {
        let workouts = try await HistoryGenerator.generate(into: InMemoryWorkoutStore(), count: 40)
        for workout in workouts {
            #expect(try decode(workout.finishedFileData()) == workout)
            #expect(try decode(try DocumentCoder.encode(FinishedWorkoutFile(workout: workout))) == workout)
        }
    }

    @Test("awkward text, missing values, check-in, rest timer and pounds survive the round trip")
    func awkward() throws {
        var workout = Workout(
            id: WorkoutID(SequentialUUIDSource().next()),
            name: "Quote \" back\\slash\nnew line\ttab \u{1} émoji 💪",
            planID: PlanID(SequentialUUIDSource(start: 9).next()), programDay: "B",
            startedAt: Date(timeIntervalSince1970: 1_700_000_000),
            checkIn: CheckIn(energy: 2, kneePain: 1),
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("custom-x"), name: "X", category: .other, restSeconds: 75,
                    sets: [
                        WorkoutSet(
                            targetWeight: Mass(225, .pounds), targetReps: 5,
                            weight: Mass(102.058, .kilograms), reps: 5, type: .warmUp, rpe: 7.5, done: true,
                            completedAt: Date(timeIntervalSince1970: 1_700_000_100), plannedType: .working,
                            extra: true),
                        WorkoutSet(),
                    ], notes: "note", kneeFlag: true)
            ])
        workout.finishedAt = Date(timeIntervalSince1970: 1_700_003_600)
        workout.rest = RestTimer(
            exercise: 0, endsAt: Date(timeIntervalSince1970: 1_700_000_175), duration: 75)
        workout.notes = "=formula"
        // Mass stores kilograms to 1e-6, so compare with what the Codable path reads back.
        let viaCodable = try decode(try DocumentCoder.encode(FinishedWorkoutFile(workout: workout)))
        #expect(viaCodable != nil)
        #expect(try decode(workout.finishedFileData()) == viaCodable)
    }
}
