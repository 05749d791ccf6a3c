import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("History index format")
struct HistoryIndexFormatTests {
    func awkwardSummary() async throws -> WorkoutSummary {
        let store = InMemoryWorkoutStore()
        let clock = TestClock()
        let engine = WorkoutEngine(store: store, clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        try await engine.start(plan: legPlan(), name: nil, checkIn: nil, category: category)
        try await engine.change { workout, _ in
            workout.name = "Tab\there | pipe; semi % pct\nnew line 💪 |\u{301} ;\u{301} \r\n end"
        }
        let odd = Exercise(
            id: ExerciseID("custom-odd"), name: "Odd | name; 50% \t x", category: .other, equipment: .other,
            primaryMuscles: [], kneeLoad: .low)
        try await engine.addExercise(
            odd, sets: 1, reps: 3, weight: Mass(12.345678, .kilograms), restSeconds: 0)
        try await engine.markNextDone(weight: Mass(102.058283, .kilograms), reps: 5, rpe: nil)
        try await engine.setValues(exercise: "3", set: 1, weight: nil, reps: nil, rpe: nil, done: true)
        try await engine.toggleKneeFlag("squat")
        clock.advance(1234.5)
        return try await engine.finish(plan: nil).summary
    }

    @Test("summaries survive the line format exactly, whatever their names hold")
    func roundTrip() async throws {
        let summary = try await awkwardSummary()
        let generated = try await WorkoutHistory(
            store: {
                let store = InMemoryWorkoutStore()
                _ = try await HistoryGenerator.generate(into: store, count: 60)
                return store
            }()
        ).summaries()
        let all = [summary] + generated
        #expect(try SummaryLineCodec.decode(SummaryLineCodec.encode(all)) == all)
        #expect(SummaryLineCodec.encode([summary]).split(separator: "\n").count == 1)
        // A `|` or `;` carrying a combining accent is escaped too (it once was written raw).
        #expect(SummaryLineCodec.escape("a|\u{301};\u{301}") == "a%7C\u{301}%3B\u{301}")
    }

    @Test("numbers read back bit for bit: the fast decimal path and the long-text fallback agree")
    func numbersRoundTrip() throws {
        var random = HistoryGenerator.LCG(state: 99)
        var values: [Double] = [
            0, 1, 0.1, 2.5, 102.058283, 22.166666666666664, 1e15, 123_456_789.125, 1e-7, 7e22,
        ]
        for _ in 0..<5_000 {
            let whole = Double(random.next(100_000))
            let fraction =
                Double(random.next(1_000_000)) / Double([1, 10, 1000, 7, 3, 1_000_000][random.next(6)])
            values.append(whole + fraction)
        }
        for value in values {
            let text = SummaryLineCodec.number(value)
            let line =
                "\(WorkoutID(UUID()))\t2026-01-02\tW\t-\t\(text)\t\(text)\t1\t\(text)\t\t"
                + "x|X|1|\(text)|2|\(text)|\(text)|\(text)|\(text):3"
            let summary = try #require(try SummaryLineCodec.decode(line).first)
            #expect(summary.volume.bitPattern == value.bitPattern, "\(text)")
            #expect(summary.exercises.first?.bestE1RM.bitPattern == value.bitPattern, "\(text)")
            #expect(summary.exercises.first?.repsAtWeight.first?.kilograms.bitPattern == value.bitPattern)
        }
    }

    @Test("the one-pass reader of the compact index gives what JSONDecoder gives; other shapes fall back")
    func fastPathMatchesDecoder() async throws {
        var summary = try await awkwardSummary()
        summary = WorkoutSummary(
            id: WorkoutID(UUID()), date: summary.date, name: #"Quote " and back\slash / é"#,
            planID: summary.planID,
            startedAt: summary.startedAt, finishedAt: summary.finishedAt, sets: summary.sets,
            volume: summary.volume,
            exercises: summary.exercises, kneeFlags: summary.kneeFlags)
        let store = InMemoryWorkoutStore()
        _ = try await HistoryGenerator.generate(into: store, count: 40)
        let generated = try await WorkoutHistory(store: store).summaries().filter {
            $0.date.year == summary.date.year
        }
        #expect(generated.count > 10)
        let file = HistoryIndexFile(year: summary.date.year, workouts: [summary] + generated)
        let compact = try DocumentCoder.encode(file, compact: true)
        #expect(HistoryIndexFile.decodeFast(compact) == file)
        guard case .valid(let decoded) = DocumentCoder.decode(HistoryIndexFile.self, from: compact) else {
            Issue.record("the compact index did not decode")
            return
        }
        #expect(decoded == file)
        // Pretty-printed, damaged or newer files are left to the standard path.
        #expect(HistoryIndexFile.decodeFast(try DocumentCoder.encode(file, compact: false)) == nil)
        #expect(HistoryIndexFile.decodeFast(compact.prefix(compact.count / 2)) == nil)
        let newer = String(decoding: compact, as: UTF8.self).replacingOccurrences(
            of: #""version":2}"#, with: #""version":3}"#)
        #expect(HistoryIndexFile.decodeFast(Data(newer.utf8)) == nil)
    }

    @Test(
        "summary heads equal the full summaries without exercise lines, on both adapters",
        arguments: ["memory", "json"])
    func heads(kind: String) async throws {
        let temporary = TemporaryFolder()
        var folder: URL { temporary.url }
        defer { try? FileManager.default.removeItem(at: folder) }
        let store: any WorkoutStore =
            kind == "memory"
            ? InMemoryWorkoutStore() : JSONFileWorkoutStore(folder: folder, context: StorageContext())
        _ = try await HistoryGenerator.generate(into: store, count: 120)
        let history = WorkoutHistory(store: store)
        let full = try await history.summaries()
        let heads = try await history.summaries(exercises: false)
        #expect(heads == full.map(\.withoutExercises))
        #expect(heads.allSatisfy(\.exercises.isEmpty) && full.contains { !$0.exercises.isEmpty })
        #expect(heads.map(\.sets) == full.map(\.sets) && heads.map(\.volume) == full.map(\.volume))
    }

    @Test("a version 1 index (JSON objects) is migrated on read")
    func migratesVersion1() async throws {
        let summary = try await awkwardSummary()
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let workouts = String(decoding: try encoder.encode([summary]), as: UTF8.self)
        let v1 =
            #"{"format":"fitshell.history-index","version":1,"data":{"year":"# + "\(summary.date.year)"
            + #","workouts":"# + workouts + "}}"
        guard case .valid(let file) = DocumentCoder.decode(HistoryIndexFile.self, from: Data(v1.utf8)) else {
            Issue.record("the version 1 index did not migrate")
            return
        }
        #expect(file.workouts.map(\.id) == [summary.id])
        #expect(file.workouts[0].name == summary.name && file.workouts[0].exercises == summary.exercises)
    }

    @Test("a damaged line makes the index corrupt (it is set aside), not a crash")
    func damaged() {
        let text =
            #"{"format":"fitshell.history-index","version":2,"data":{"year":2026,"lines":"not\ta\tline"}}"#
        guard case .corrupt(let reason) = DocumentCoder.decode(HistoryIndexFile.self, from: Data(text.utf8))
        else {
            Issue.record("expected corrupt")
            return
        }
        #expect(reason.contains("index line 1: expected 10 fields"))
    }

    /// The line format as first written (fields in arrays, joined): the byte writer must give
    /// the same text.
    static func referenceLine(_ summary: WorkoutSummary) -> String {
        let exercises = summary.exercises.map { line in
            [
                line.exerciseID.rawValue, SummaryLineCodec.escape(line.name), String(line.sets),
                SummaryLineCodec.number(line.topKilograms), String(line.topReps),
                SummaryLineCodec.number(line.bestSetVolume), SummaryLineCodec.number(line.volume),
                SummaryLineCodec.number(line.bestE1RM),
                line.repsAtWeight.map { "\(SummaryLineCodec.number($0.kilograms)):\($0.reps)" }.joined(
                    separator: ","),
            ].joined(separator: "|")
        }.joined(separator: ";")
        return [
            summary.id.description, summary.date.description, SummaryLineCodec.escape(summary.name),
            summary.planID?.description ?? "-",
            SummaryLineCodec.number(summary.startedAt.timeIntervalSince1970),
            SummaryLineCodec.number(summary.finishedAt.timeIntervalSince1970), String(summary.sets),
            SummaryLineCodec.number(summary.volume), summary.kneeFlags.map(\.rawValue).joined(separator: ","),
            exercises,
        ].joined(separator: "\t")
    }

    @Test("the byte writer gives the text the line format always had, and the index JSONEncoder's bytes")
    func writerMatchesReference() async throws {
        let store = InMemoryWorkoutStore()
        _ = try await HistoryGenerator.generate(into: store, count: 120)
        let all = [try await awkwardSummary()] + (try await WorkoutHistory(store: store).summaries())
        #expect(SummaryLineCodec.encode(all) == all.map(Self.referenceLine).joined(separator: "\n"))
        #expect(all.allSatisfy { SummaryLineCodec.line($0) == Self.referenceLine($0) })
        #expect(try FastReadCheck.writeMismatches(HistoryIndexFile(year: 2025, workouts: all)).isEmpty)
        #expect(try FastReadCheck.writeMismatches(HistoryIndexFile(year: 2025, workouts: [])).isEmpty)
        let empty = all[0].withoutExercises
        #expect(SummaryLineCodec.line(empty) == Self.referenceLine(empty))
    }
}

@Suite("Exercise lines in JSON: compact in files, named for people")
struct ExerciseLineJSONTests {
    let line = WorkoutSummary.ExerciseLine(
        exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", sets: 5, topKilograms: 77.5,
        topReps: 10,
        bestSetVolume: 775, volume: 2737.5, bestE1RM: 103.33333333333333,
        repsAtWeight: [.init(kilograms: 77.5, reps: 10)])

    @Test("without the people key an array, read back the same; with it, named fields to 1e-6")
    func forms() throws {
        let compact = try JSONEncoder().encode(line)
        #expect(
            String(decoding: compact, as: UTF8.self).hasPrefix(#"["barbell-squat","Barbell Squat",5,77.5"#))
        #expect(try JSONDecoder().decode(WorkoutSummary.ExerciseLine.self, from: compact) == line)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let key = try #require(CodingUserInfoKey.forPeople)
        encoder.userInfo[key] = true
        #expect(
            String(decoding: try encoder.encode(line), as: UTF8.self)
                == #"{"bestE1RM":103.333333,"bestSetVolume":775,"exerciseID":"barbell-squat","name":"Barbell Squat","#
                + #""repsAtWeight":[{"kilograms":77.5,"reps":10}],"sets":5,"topKilograms":77.5,"topReps":10,"volume":2737.5}"#
        )
    }
}
