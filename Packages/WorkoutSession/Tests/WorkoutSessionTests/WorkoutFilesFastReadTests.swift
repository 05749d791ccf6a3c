import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import Testing

@testable import WorkoutSession

@Suite("Workout files: the byte-level read gives what JSONDecoder gives")
struct WorkoutFilesFastReadTests {
    /// A workout with every optional part present or not: check-in, rest timer, notes, energy,
    /// knee flags, supersets, sets with and without targets, weights, reps, RPE, time and
    /// distance, names with quotes and emoji. Instants are whole seconds, as files keep them.
    static func workout(seed: UInt64, finished: Bool, fraction: Double = 0) -> Workout {
        var numbers = SeededNumbers(seed: seed &+ 17)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { next(2) == 0 ? value() : nil }
        let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(next(50_000_000)) + fraction)
        let names = ["Squat (Barbell)", "Bench \"Paused\"", "Développé 💪", "Row", "Plank"]
        let exercises = (0..<Int(next(6))).map { index in
            WorkoutExercise(
                exerciseID: ExerciseID(slugging: names[index % names.count]),
                name: names[index % names.count],
                category: ExerciseCategory.allCases[Int(next(UInt64(ExerciseCategory.allCases.count)))],
                restSeconds: Int(next(300)),
                sets: (0..<Int(next(6))).map { _ in
                    WorkoutSet(
                        targetWeight: maybe(Mass(kilograms: Double(next(4000)) / 20)),
                        targetReps: maybe(Int(next(20))),
                        weight: maybe(Mass(kilograms: Double(next(400_000)) / 1_000)),
                        reps: maybe(Int(next(30))),
                        type: SetType.allCases[Int(next(UInt64(SetType.allCases.count)))],
                        rpe: maybe(Double(next(19)) / 2 + 1),
                        done: next(3) > 0, completedAt: maybe(start.addingTimeInterval(Double(next(3600)))),
                        distanceMeters: maybe(Double(next(100_000)) / 10),
                        durationSeconds: maybe(Int(next(3600))),
                        plannedType: maybe(SetType.allCases[Int(next(UInt64(SetType.allCases.count)))]),
                        extra: maybe(next(2) == 0))
                }, notes: maybe("felt \"good\"\nline two"), kneeFlag: next(4) == 0,
                superset: maybe(Int(next(3))))
        }
        var workout = Workout(
            id: WorkoutID(UUID()), name: "Day \(next(9)) — «\(names[Int(next(5))])»",
            planID: maybe(PlanID(UUID())),
            programDay: maybe("A"), startedAt: start,
            checkIn: maybe(CheckIn(energy: 1 + Int(next(5)), kneePain: Int(next(3)))) ?? nil,
            exercises: exercises)
        workout.currentExercise = exercises.isEmpty ? 0 : Int(next(UInt64(exercises.count)))
        if !finished, !exercises.isEmpty, next(2) == 0 {
            workout.rest = RestTimer(exercise: 0, endsAt: start.addingTimeInterval(90), duration: 90)
        }
        workout.notes = maybe("notes ✓")
        workout.energyKilocalories = maybe(Double(next(9000)) / 10)
        if finished { workout.finishedAt = start.addingTimeInterval(Double(600 + next(7200))) }
        return workout
    }

    @Test(
        "generated finished and active workouts read back exactly, in every written form", arguments: 0..<40)
    func roundTrip(seed: Int) throws {
        let finished = FinishedWorkoutFile(workout: Self.workout(seed: UInt64(seed), finished: true))
        try finished.validate()
        #expect(try FastReadCheck.mismatches(finished, fast: FinishedWorkoutFile.decodeFast).isEmpty)
        // The bulk writer's bytes (imports) read back the same both ways too.
        let bulk = finished.workout.finishedFileData()
        #expect(FinishedWorkoutFile.decodeFast(bulk) == finished)
        #expect(FastReadCheck.standard(FinishedWorkoutFile.self, from: bulk) == finished)
        let active = ActiveWorkoutFile(workout: Self.workout(seed: UInt64(seed) + 1000, finished: false))
        #expect(try FastReadCheck.mismatches(active, fast: ActiveWorkoutFile.decodeFast).isEmpty)
        // The storage code calls the readers through the protocol: those are the ones it gets.
        func throughProtocol<Doc: VersionedDocument>(_ data: Data, as type: Doc.Type) -> Doc? {
            Doc.decodeFast(data)
        }
        #expect(throughProtocol(try DocumentCoder.encode(active), as: ActiveWorkoutFile.self) == active)
        #expect(throughProtocol(bulk, as: FinishedWorkoutFile.self) == finished)
    }

    @Test("forms fitshell does not write, and damage, go the standard way (nil here)")
    func declines() throws {
        var workout = Self.workout(seed: 7, finished: true)
        workout.exercises = [
            WorkoutExercise(
                exerciseID: ExerciseID("squat"), name: "Squat", category: .legs, restSeconds: 90,
                sets: [WorkoutSet(weight: Mass(kilograms: 100), reps: 5, done: true)])
        ]
        workout.checkIn = CheckIn(energy: 3, kneePain: 1)
        let plain = String(
            decoding: try DocumentCoder.encode(FinishedWorkoutFile(workout: workout), compact: true),
            as: UTF8.self)
        #expect(FinishedWorkoutFile.decodeFast(Data(plain.utf8)) != nil)
        let id = workout.id.description
        for text in [
            plain.replacingOccurrences(of: id, with: id.uppercased()),
            plain.replacingOccurrences(of: "\"reps\":5", with: "\"reps\":5.0"),
            plain.replacingOccurrences(of: "\"energy\":3", with: "\"energy\":9"),
            plain.replacingOccurrences(of: "\"type\":\"working\"", with: "\"type\":\"heavy\""),
            plain.replacingOccurrences(of: "\"category\":\"legs\"", with: "\"category\":\"calves\""),
            plain.replacingOccurrences(of: "\"done\":true", with: "\"done\":1"),
            plain.replacingOccurrences(of: "Z\"", with: ".000Z\""),
            plain.replacingOccurrences(of: "\"name\":\"Squat\"", with: "\"name\":\"Squat\",\"name\":\"x\""),
            plain.replacingOccurrences(of: "\"version\":2", with: "\"version\":1"),
        ] {
            #expect(
                text != plain && FinishedWorkoutFile.decodeFast(Data(text.utf8)) == nil, "\(text.prefix(300))"
            )
        }
    }

    @Test(
        "the hand-built writer gives JSONEncoder's bytes, instants with fractions of a second too",
        arguments: 0..<40)
    func writes(seed: Int) throws {
        for fraction in [0, 0.25, 0.999_9] {
            let finished = FinishedWorkoutFile(
                workout: Self.workout(seed: UInt64(seed), finished: true, fraction: fraction))
            #expect(try FastReadCheck.writeMismatches(finished).isEmpty)
            let active = ActiveWorkoutFile(
                workout: Self.workout(seed: UInt64(seed) + 500, finished: false, fraction: fraction))
            #expect(try FastReadCheck.writeMismatches(active).isEmpty)
        }
    }

    @Test("a number that is not finite is left to the encoder, which refuses it")
    func notFinite() {
        var workout = Self.workout(seed: 3, finished: true)
        workout.energyKilocalories = .infinity
        #expect(FinishedWorkoutFile(workout: workout).encodeFast() == nil)
        #expect(throws: StorageError.self) { try DocumentCoder.encode(FinishedWorkoutFile(workout: workout)) }
    }
}
