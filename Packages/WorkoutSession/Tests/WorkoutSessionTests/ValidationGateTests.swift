import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

/// Every numeric field of an index line and of a workout, set to every extreme: the reader never
/// traps; the file is refused (set aside) with a reason, or read when the value is in bounds.
@Suite("One validation gate: index lines and workouts, field by field")
struct ValidationGateTests {
    static let extremes = [
        "nan", "inf", "-inf", "1e300", "-1e300", "9223372036854775807", "-9223372036854775808",
        "-1", "99999999999999999999999", "1.5",
    ]

    /// A valid index line, its fields separated by tabs (the codec's version 2 layout).
    static func line(_ fields: [String]) -> String { fields.joined(separator: "\t") }

    static let validFields = [
        "0bc35de7-07a0-4b4e-9bca-d9ea207db5df", "2026-11-23", "Test", "", "1795420800", "1795424400", "2",
        "629.359415",
        "", "barbell-squat|Barbell Squat|2|64.636913|5|323.184565|629.359415|75.409731|61.23:5,64.64:5",
    ]

    static func index(_ lines: [String]) -> Data {
        let text = lines.joined(separator: "\n")
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\t", with: "\\t"
        )
        .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\"", with: "\\\"")
        return Data(
            #"{"format":"fitshell.history-index","version":2,"data":{"year":2026,"lines":"\#(escaped)"}}"#
                .utf8)
    }

    @Test("the valid line reads, through both readers")
    func valid() throws {
        let data = Self.index([Self.line(Self.validFields)])
        guard case .valid(let file) = DocumentCoder.decode(HistoryIndexFile.self, from: data) else {
            Issue.record("the valid line was refused")
            return
        }
        #expect(file.workouts.count == 1 && file.workouts[0].durationSeconds == 3600)
    }

    @Test("numeric fields of an index line at every extreme: refused, never a trap", arguments: [4, 5, 6, 7])
    func lineFields(field: Int) {
        for value in Self.extremes {
            var fields = Self.validFields
            fields[field] = value
            let outcome = DocumentCoder.decode(HistoryIndexFile.self, from: Self.index([Self.line(fields)]))
            if case .valid(let file) = outcome {
                #expect(
                    file.workouts.allSatisfy { $0.problem == nil },
                    "field \(field) = \(value) read as invalid data")
                _ = file.workouts.map(\.durationSeconds)
            }
        }
    }

    @Test(
        "numbers inside an exercise entry at every extreme: refused, never a trap",
        arguments: [2, 3, 4, 5, 6, 7])
    func exerciseFields(part: Int) {
        for value in Self.extremes {
            var parts = Self.validFields[9].split(separator: "|", omittingEmptySubsequences: false).map(
                String.init)
            parts[part] = value
            var fields = Self.validFields
            fields[9] = parts.joined(separator: "|")
            let outcome = DocumentCoder.decode(HistoryIndexFile.self, from: Self.index([Self.line(fields)]))
            if case .valid(let file) = outcome {
                #expect(file.workouts.allSatisfy { $0.problem == nil }, "part \(part) = \(value)")
                _ = PersonalRecords.compute(file.workouts)
                _ = HistoryStats(
                    file.workouts,
                    today: LocalDate(year: 2026, month: 11, day: 23)
                        ?? .init(file.workouts[0].startedAt, in: utc))
            }
        }
    }

    @Test("a workout file with reps, weights, times or counts out of bounds is refused with a reason")
    func workoutFields() {
        var base = Workout(
            id: WorkoutID(UUID()), name: "A", planID: nil, programDay: nil,
            startedAt: Date(timeIntervalSince1970: 1.7e9),
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-squat"), name: "Squat", category: .legs, restSeconds: 90,
                    sets: [WorkoutSet(weight: Mass(kilograms: 100), reps: 5, done: true)])
            ])
        base.finishedAt = base.startedAt.addingTimeInterval(3600)
        #expect(base.problem == nil)
        var cases: [(String, Workout)] = []
        var reps = base
        reps.exercises[0].sets[0].reps = Int.max
        cases.append(("reps", reps))
        var weight = base
        weight.exercises[0].sets[0].weight = Mass(kilograms: 1e300)
        cases.append(("weight", weight))
        var start = base
        start = Workout(
            id: base.id, name: "A", planID: nil, programDay: nil,
            startedAt: Date(timeIntervalSince1970: 1e300),
            checkIn: nil, exercises: base.exercises)
        cases.append(("start", start))
        var end = base
        end.finishedAt = base.startedAt.addingTimeInterval(-10)
        cases.append(("end", end))
        var rest = base
        rest.exercises[0].restSeconds = -1
        cases.append(("rest", rest))
        var long = base
        long.name = String(repeating: "x", count: 2000)
        cases.append(("name", long))
        // An exercise id with a byte the index separates fields with (a hand-edited plan's).
        for raw in ["barbell|squat", "a;b", "a,b", "a\tb", "a\nb"] {
            var id = base
            id.exercises[0] = WorkoutExercise(
                exerciseID: ExerciseID(raw), name: "Squat", category: .legs, restSeconds: 90,
                sets: base.exercises[0].sets)
            cases.append(("id \(raw.debugDescription)", id))
        }
        for (label, workout) in cases {
            #expect(workout.problem != nil, "\(label) passed the gate")
        }
    }
}
