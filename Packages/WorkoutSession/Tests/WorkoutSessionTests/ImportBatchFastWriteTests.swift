import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("Import log: the hand-built writer gives JSONEncoder's bytes")
struct ImportBatchFastWriteTests {
    /// A batch with or without a unit, added workouts, replaced workouts (from the workout
    /// files' generator) and custom exercises; names with quotes, slashes and emoji.
    static func batch(seed: UInt64) -> ImportBatch {
        var numbers = SeededNumbers(seed: seed &+ 91)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        let files = ["strong.csv", "/home/ana/Downloads/hevy \"2026\".csv", "-", "exports/😀 weights.csv"]
        let added = (0..<Int(next(300))).map { _ in
            ImportBatch.Entry(id: WorkoutID(UUID()), year: 1990 + Int(next(40)))
        }
        let replaced = (0..<Int(next(4))).map { index in
            WorkoutFilesFastReadTests.workout(seed: seed &* 7 &+ UInt64(index), finished: true)
        }
        return ImportBatch(
            id: ImportBatchID(UUID()), file: files[Int(next(4))],
            format: ["Strong", "Hevy", "fitshell"][Int(next(3))],
            importedAt: Date(
                timeIntervalSince1970: 1_600_000_000 + Double(next(200_000_000)) + [0, 0.5][Int(next(2))]),
            unit: [MassUnit.kilograms, .pounds, nil][Int(next(3))], added: added, replaced: replaced,
            sets: Int(next(100_000)),
            customExercises: (0..<Int(next(5))).map { ExerciseID("custom-\($0)/x") },
            sequence: Int(next(50)),
            keptNames: Dictionary(
                uniqueKeysWithValues: (0..<Int(next(4))).map {
                    (
                        "seated cable row \"\($0)\" 💪",
                        ExerciseID(["seated-cable-rows", "custom-x/\($0)"][$0 % 2])
                    )
                }),
            names: Dictionary(
                uniqueKeysWithValues: (0..<Int(next(5))).map {
                    ("row \($0) ✓", ExerciseID(["seated-cable-rows", "custom-y\\\($0)"][$0 % 2]))
                }))
    }

    @Test("generated batches are written byte for byte as JSONEncoder writes them", arguments: 0..<30)
    func writes(seed: Int) throws {
        let file = ImportBatchFile(batch: Self.batch(seed: UInt64(seed)))
        #expect(try FastReadCheck.writeMismatches(file).isEmpty)
    }

    @Test("a replaced workout with a number that is not finite is left to the encoder")
    func notFinite() {
        var batch = Self.batch(seed: 5)
        var workout = WorkoutFilesFastReadTests.workout(seed: 1, finished: true)
        workout.energyKilocalories = .nan
        batch = ImportBatch(
            id: batch.id, file: batch.file, format: batch.format, importedAt: batch.importedAt,
            unit: batch.unit,
            added: batch.added, replaced: [workout], sets: batch.sets, customExercises: [], sequence: 1)
        #expect(ImportBatchFile(batch: batch).encodeFast() == nil)
    }
}

@Suite("Import undo and the names other imports rely on")
struct ImportNamesToForgetTests {
    func batch(_ sequence: Int, kept: [String: ExerciseID]? = nil, names: [String: ExerciseID]? = nil)
        -> ImportBatch
    {
        ImportBatch(
            id: ImportBatchID(UUID()), file: "f\(sequence).csv", format: "Hevy",
            importedAt: Date(timeIntervalSince1970: Double(sequence)), unit: nil, added: [], replaced: [],
            sets: 1,
            customExercises: [], sequence: sequence, keptNames: kept, names: names)
    }

    @Test("an import keeps first the names not kept before with that exercise and not its own --map")
    func placedNames() {
        let rows = ExerciseID("seated-cable-rows")
        let (keptFirst, used) = ImportBatch.placedNames(
            [
                "Seated Cable Row - Bar Wide Grip": rows, "Squat (Barbell)": ExerciseID("barbell-squat"),
                "Belt Squat": ExerciseID("leg-press"), "Curl": ExerciseID("custom-curl"), "()": rows,
            ],
            keptBefore: ["squat barbell": ExerciseID("barbell-squat"), "curl": ExerciseID("curl")],
            mapped: ["belt squat"])
        #expect(used.count == 4, "every name but the one with no key: \(used)")
        #expect(keptFirst == ["seated cable row bar wide grip": rows, "curl": ExerciseID("custom-curl")])
    }

    @Test("a name another import put sets under with the same exercise is not forgotten; others are")
    func keptForOthers() {
        let rows = ExerciseID("seated-cable-rows")
        let first = batch(
            1, kept: ["row": rows, "curl": ExerciseID("curl")],
            names: ["row": rows, "curl": ExerciseID("curl")])
        let later = batch(2, names: ["row": rows])
        let elsewhere = batch(3, names: ["curl": ExerciseID("custom-curl")])
        let forget = ImportBatch.namesToForget(undoing: first, among: [first, later, elsewhere])
        #expect(forget == ["curl": ExerciseID("curl")])
        #expect(ImportBatch.namesToForget(undoing: first, among: [first]).count == 2)
        #expect(ImportBatch.namesToForget(undoing: later, among: [first, later]).isEmpty, "kept none first")
    }
}
