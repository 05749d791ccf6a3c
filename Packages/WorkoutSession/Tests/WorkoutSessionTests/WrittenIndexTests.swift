import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

@Suite("An index the store just wrote is read back from memory only while the file is unchanged")
struct WrittenIndexTests {
    /// A finished workout `days` after 2025-01-01 whose instants have fractions of a second.
    static func workout(days: Int, start: Date? = nil, id: WorkoutID = WorkoutID(UUID()), name: String? = nil)
        -> Workout
    {
        let start = start ?? Date(timeIntervalSince1970: 1_735_722_000.123_456 + Double(days) * 86_400)
        var workout = Workout(
            id: id, name: name ?? "Day \(days) | \"odd\" %", planID: nil, programDay: nil,
            startedAt: start,
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs,
                    restSeconds: 120,
                    sets: [
                        WorkoutSet(
                            weight: Mass(102.058_283, .kilograms), reps: 5, done: true, completedAt: start),
                        WorkoutSet(weight: Mass(225, .pounds), reps: 3, done: true, completedAt: start),
                    ])
            ])
        workout.finishedAt = start.addingTimeInterval(3_600.5)
        return workout
    }

    @Test("after a finish the year reads as a fresh store reads the file; another store's write is seen")
    func writtenThenChanged() async throws {
        let folder = TemporaryFolder("written-index")
        let first = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let second = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let one = Self.workout(days: 3)
        try await first.updateActive { _ in one }
        let finished = try await first.finishActive { active in
            (active, WorkoutSummary(active, timeZone: .utc))
        }
        #expect(finished?.summary.id == one.id)
        let fresh = try await JSONFileWorkoutStore(
            folder: folder.url, context: StorageContext(), timeZone: .utc
        )
        .summaries(year: 2025)
        #expect(try await first.summaries(year: 2025) == fresh)
        #expect(fresh.map(\.id) == [one.id])

        // Another process finishes a workout of the same year: the kept list no longer applies.
        let two = Self.workout(days: 5)
        try await second.finish(two, summary: WorkoutSummary(two, timeZone: .utc))
        #expect(try await first.summaries(year: 2025).map(\.id) == [one.id, two.id])

        // Another process changes a workout the index already lists (same ids, new content).
        let renamed = Self.workout(days: 3, id: one.id, name: "Renamed elsewhere")
        try await second.finish(renamed, summary: WorkoutSummary(renamed, timeZone: .utc))
        #expect(try await first.summaries(year: 2025).map(\.name) == ["Renamed elsewhere", two.name])

        // A workout file removed by hand (the index unchanged) is noticed as before.
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("history/2025/\(two.id).json"))
        #expect(try await second.summaries(year: 2025).map(\.id) == [one.id])
    }

    @Test("a summary the index line cannot hold exactly is not kept: the next read is the file's")
    func inexactInstant() async throws {
        let folder = TemporaryFolder("written-index-inexact")
        let store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        // 2^-23 s past a whole second since 2001: lost when the line writes seconds since 1970.
        let start = Date(timeIntervalSinceReferenceDate: 757_382_400 + 0x1p-23)
        let workout = Self.workout(days: 0, start: start)
        let summary = WorkoutSummary(workout, timeZone: .utc)
        #expect((try SummaryLineCodec.decode(SummaryLineCodec.encode([summary]))) != [summary])
        try await store.finish(workout, summary: summary)
        let fresh = try await JSONFileWorkoutStore(
            folder: folder.url, context: StorageContext(), timeZone: .utc
        )
        .summaries(year: 2025)
        #expect(try await store.summaries(year: 2025) == fresh)
        #expect(fresh.first?.startedAt != start)
    }
}
