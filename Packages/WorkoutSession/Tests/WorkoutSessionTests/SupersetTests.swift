import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import Testing
import WorkoutSession

@Suite("Supersets: done in turn, rest after each round")
struct SupersetTests {
    let temporary = TemporaryFolder()
    let clock = TestClock()

    func supersetPlan() -> Plan {
        func exercise(_ id: String, rest: Int, sets: Int, superset: Int?) -> PlanExercise {
            PlanExercise(
                exerciseID: ExerciseID(id), name: id, restSeconds: rest,
                sets: Array(repeating: PlanSet(weight: Mass(kilograms: 20), reps: 10), count: sets),
                superset: superset)
        }
        return Plan(
            id: PlanID(SequentialUUIDSource(start: 7).next()), name: "Arms",
            createdAt: Date(timeIntervalSince1970: 0),
            exercises: [
                exercise("barbell-squat", rest: 120, sets: 1, superset: nil),
                exercise("barbell-curl", rest: 30, sets: 2, superset: 1),
                exercise("triceps-pushdown", rest: 90, sets: 3, superset: 1),
                exercise("plank", rest: 60, sets: 1, superset: nil),
            ])
    }

    @Test("labels letter supersets by first appearance and number their members; a lone member has none")
    func labels() {
        #expect(
            Superset.labels([nil, 4, 4, nil, 2, 2, 2, 9]) == [nil, "A1", "A2", nil, "B1", "B2", "B3", nil])
        #expect(Superset.labels([]) == [])
    }

    @Test(
        "after a member's set the next member follows with no rest; after the round the rest, then the first again",
        arguments: Adapter.allCases)
    func alternation(adapter: Adapter) async throws {
        let engine = WorkoutEngine(
            store: adapter.make(temporary.url), clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        let started = try await engine.start(plan: supersetPlan(), checkIn: nil, category: category)
        #expect(started.exercises.map(\.superset) == [nil, 1, 1, nil])
        var order: [String] = []
        var rests: [Int?] = []
        while true {
            guard let (workout, e, _) = try? await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
            else { break }
            order.append(workout.exercises[e].exerciseID.rawValue)
            rests.append(workout.rest?.duration)
            clock.advance(10)
        }
        // Curl and pushdown alternate; the pushdown's third set goes on alone; rest only after a round.
        #expect(
            order == [
                "barbell-squat", "barbell-curl", "triceps-pushdown", "barbell-curl", "triceps-pushdown",
                "triceps-pushdown", "plank",
            ])
        #expect(rests == [120, nil, 90, nil, 90, 90, 60])
        // Saved and read back with its supersets.
        let finished = try await engine.finish(plan: supersetPlan())
        #expect(finished.workout.exercises.map(\.superset) == [nil, 1, 1, nil])
    }
}

@Suite("Supersets in imports and exports")
struct SupersetImportTests {
    @Test("Hevy's superset_id groups exercises (numbered by first appearance); fitshell's CSV keeps them")
    func hevy() throws {
        let text = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Arms","15 Sep 2025, 07:48","15 Sep 2025, 08:30","","Squat (Barbell)",,"",0,"normal",100,5,,,
            "Arms","15 Sep 2025, 07:48","15 Sep 2025, 08:30","","Bicep Curl (Barbell)",7,"",0,"normal",30,10,,,
            "Arms","15 Sep 2025, 07:48","15 Sep 2025, 08:30","","Triceps Pushdown",7,"",0,"normal",25,12,,,
            "Arms","15 Sep 2025, 07:48","15 Sep 2025, 08:30","","Hammer Curl (Dumbbell)",3,"",0,"normal",14,10,,,
            "Arms","15 Sep 2025, 07:48","15 Sep 2025, 08:30","","Skullcrusher (Barbell)",3,"",0,"normal",20,10,,,
            """
        let table = try CSVReader.read(Data(text.utf8))
        let format = try #require(WorkoutExportFormat.detect(table))
        let (workouts, problems) = try ExportReader(timeZone: utc, unit: nil).read(table, as: format)
        #expect(problems.isEmpty)
        let workout = try #require(workouts.first)
        #expect(workout.exercises.map(\.superset) == [nil, "7", "7", "3", "3"])
    }
}
