import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing
import WorkoutSession

/// A year's index is derived data: the one written when workouts are saved must equal the one
/// rebuilt later from their files, to the last bit, or `data doctor` and the digests disagree
/// with what an import reported.
@Suite("Summaries written at import equal the ones rebuilt from the files")
struct SummaryFromFileTests {
    @Test("pounds converted at import: the index as written reads the same as the index rebuilt")
    func poundsImported() async throws {
        let folder = TemporaryFolder("summary-from-file")
        let store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: utc)
        let file = StrongExportGenerator(unit: .pounds, weeks: 30, seed: 11)
        let outcome = try await ImportNumbersTests().importText(
            file.csv(.classic), into: store, unit: .pounds)
        #expect(outcome.added.count > 50)

        let history = folder.url.appendingPathComponent("history")
        let indexes = try FileManager.default.contentsOfDirectory(atPath: history.path)
            .filter { $0.hasPrefix("index-") }
        #expect(!indexes.isEmpty)
        let asWritten = try await WorkoutHistory(
            store: JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: utc)
        ).summaries()
        // Pound loads are not whole micrograms: the figures must come from the stored masses.
        #expect(asWritten.contains { $0.volume != ($0.volume * 1_000).rounded() / 1_000 })

        for name in indexes { try FileManager.default.removeItem(at: history.appendingPathComponent(name)) }
        let rebuilt = try await WorkoutHistory(
            store: JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: utc)
        ).summaries()
        #expect(rebuilt.count == asWritten.count)
        for (written, again) in zip(asWritten, rebuilt) where written != again {
            Issue.record("\(written.date): volume \(written.volume) as written, \(again.volume) rebuilt")
            break
        }
    }

    @Test("a summary of a workout equals the summary of the same workout read back from its JSON")
    func roundTrip() throws {
        let start = Date(timeIntervalSince1970: 1_735_722_000)
        var workout = Workout(
            id: WorkoutID(UUID()), name: "Pounds", planID: nil, programDay: nil, startedAt: start,
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs,
                    restSeconds: 120,
                    sets: [185, 187.5, 242.3, 0.1].map {
                        WorkoutSet(weight: Mass($0, .pounds), reps: 7, done: true, completedAt: start)
                    })
            ])
        workout.finishedAt = start.addingTimeInterval(3_000)
        let read = try JSONDecoder().decode(Workout.self, from: JSONEncoder().encode(workout))
        #expect(WorkoutSummary(workout, timeZone: utc) == WorkoutSummary(read, timeZone: utc))
    }
}
