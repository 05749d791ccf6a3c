import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import Testing

@testable import WorkoutSession

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

    /// A summary worked out set list by set list, filter by filter: the reference the one-pass
    /// summary must equal.
    static func reference(_ workout: Workout) -> (volume: Double, lines: [WorkoutSummary.ExerciseLine]) {
        func kilograms(_ set: WorkoutSet) -> Double { set.weight?.storedKilograms ?? 0 }
        // The most reps at each weight above zero, by a dictionary keyed by the weight.
        func repsAtWeight(_ sets: [WorkoutSet]) -> [WorkoutSummary.RepsAtWeight] {
            var best: [Double: Int] = [:]
            for set in sets {
                guard let weight = set.weight?.storedKilograms, weight > 0, let reps = set.reps, reps > 0
                else {
                    continue
                }
                best[weight] = max(best[weight] ?? 0, reps)
            }
            return best.sorted { $0.key < $1.key }.map {
                WorkoutSummary.RepsAtWeight(kilograms: $0.key, reps: $0.value)
            }
        }
        func volume(_ exercise: WorkoutExercise) -> Double {
            exercise.sets.filter(\.done).reduce(0) { $0 + kilograms($1) * Double($1.reps ?? 0) }
        }
        let lines = workout.exercises.filter { $0.sets.contains(where: \.done) }.map { exercise in
            let working = exercise.sets.filter { $0.done && $0.type != .warmUp }
            let top = working.max { (kilograms($0), $0.reps ?? 0) < (kilograms($1), $1.reps ?? 0) }
            return WorkoutSummary.ExerciseLine(
                exerciseID: exercise.exerciseID, name: exercise.name,
                sets: exercise.sets.filter(\.done).count,
                topKilograms: top.map(kilograms) ?? 0, topReps: top?.reps ?? 0,
                bestSetVolume: working.map { kilograms($0) * Double($0.reps ?? 0) }.max() ?? 0,
                volume: volume(exercise),
                bestE1RM: working.compactMap { OneRepMax.estimate(weight: kilograms($0), reps: $0.reps ?? 0) }
                    .max()
                    ?? 0,
                repsAtWeight: repsAtWeight(working))
        }
        return (workout.exercises.reduce(0) { $0 + volume($1) }, lines)
    }

    @Test("3,000 generated workouts: the one-pass summary equals the summary worked out filter by filter")
    func onePass() {
        var numbers = SeededNumbers(seed: 99)
        func below(_ bound: Int) -> Int { numbers.below(bound) }
        let types: [SetType] = [.warmUp, .working, .working, .drop, .failure]
        let start = Date(timeIntervalSince1970: 1_735_722_000)
        for _ in 0..<3_000 {
            let exercises = (0..<below(6)).map { index in
                WorkoutExercise(
                    exerciseID: ExerciseID("exercise-\(below(4))"), name: "Exercise \(index)",
                    category: .other,
                    restSeconds: 90,
                    sets: (0..<below(7)).map { _ in
                        // Some weights are -0, which equals 0 but is written "-0": the first of
                        // equal values must be the one kept, bit for bit.
                        let weight: Mass? =
                            below(6) == 0
                            ? nil
                            : below(9) == 0
                                ? Mass(kilograms: below(2) == 0 ? -0.0 : 0)
                                : below(2) == 0
                                    ? Mass(Double(below(80)) * 2.5, .pounds)
                                    : Mass(Double(below(400)) / 4, .kilograms)
                        return WorkoutSet(
                            weight: weight, reps: below(8) == 0 ? nil : below(16),
                            type: types[below(types.count)],
                            done: below(4) != 0)
                    })
            }
            var workout = Workout(
                id: WorkoutID(UUID()), name: "Generated", planID: nil, programDay: nil, startedAt: start,
                checkIn: nil,
                exercises: exercises)
            workout.finishedAt = start.addingTimeInterval(3_600)
            let summary = WorkoutSummary(workout, timeZone: utc)
            let reference = Self.reference(workout)
            #expect(summary.volume.bitPattern == reference.volume.bitPattern)
            #expect(summary.sets == workout.doneSets)
            #expect(summary.exercises == reference.lines)
            for (line, expected) in zip(summary.exercises, reference.lines) {
                let figures = [line.topKilograms, line.bestSetVolume, line.volume, line.bestE1RM]
                let wanted = [
                    expected.topKilograms, expected.bestSetVolume, expected.volume, expected.bestE1RM,
                ]
                #expect(figures.map(\.bitPattern) == wanted.map(\.bitPattern), "\(figures) against \(wanted)")
            }
            #expect(summary.sets == workout.doneSets)
        }
    }
}
