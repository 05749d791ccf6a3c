import CoreModels
import Exercises
import Foundation
import Plans
import Synchronization
import Testing

@testable import WorkoutSession

@Suite("Strong and Hevy imports")
struct ImportTests {
    static let catalog = ExerciseCollection(system: (try? SystemCatalog.load()) ?? [], custom: [])

    func read(_ text: String, unit: MassUnit? = nil) throws -> (
        WorkoutExportFormat, [ImportedWorkout], [ImportProblem]
    ) {
        let table = try CSVReader.read(Data(text.utf8))
        let format = try #require(WorkoutExportFormat.detect(table))
        let (workouts, problems) = try ExportReader(timeZone: utc, unit: unit).read(table, as: format)
        return (format, workouts, problems)
    }

    func importInto(_ store: any WorkoutStore, _ text: String, dryRun: Bool = false, latestStart: Date? = nil)
        async throws
        -> WorkoutImportReport
    {
        let (format, workouts, problems) = try read(text)
        let matcher = ExerciseMatcher(collection: Self.catalog)
        let unit = UnitInference.decide(workouts, prior: .kilograms).unit
        var report = try await WorkoutImporter(store: store, timeZone: utc).run(
            workouts, options: .init(format: format, unit: unit, dryRun: dryRun, latestStart: latestStart),
            match: { matcher.match($0.name) },
            createCustom: {
                (
                    Exercise(
                        id: ExerciseID("custom-" + ExerciseID(slugging: $0).rawValue), name: $0,
                        category: .other,
                        equipment: .other, primaryMuscles: [], kneeLoad: .low, isCustom: true), true
                )
            }
        ).report
        report.problems += problems
        return report
    }

    @Test(
        "a time that is no time skips its row with its line; a workout the history cannot keep is left out and listed"
    )
    func impossibleTimesAndDates() async throws {
        let (_, workouts, problems) = try read(
            """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-03-01 25:61:61,A,1h,Bench Press (Barbell),1,60,8,0,0,,,
            2024-03-02 10:00:00,B,1h,Bench Press (Barbell),1,60,8,0,0,,,
            2024-03-03 10:00:00,C,1h,Bench Press (Barbell),1,1,5,0,0,,,,5
            2024-03-04 10:00:00,D,1h,Bench Press (Barbell),1,60,8,0,0,,,,
            2024-03-05 10:00:00,E,1h,Bench Press (Barbell),1,60,1.5,0,0,,,
            2024-03-05 10:00:00,E,1h,Bench Press (Barbell),2,60,8.0,0,0,,,
            """)
        // Line 4's values no longer sit under their columns; line 5's extra field is empty;
        // 1.5 reps is no count, 8.0 is 8.
        #expect(problems.map(\.line) == [2, 4, 6] && workouts.map(\.name) == ["B", "D", "E"])
        #expect(workouts.last?.exercises.first?.sets.map(\.reps) == [8])
        // A time may have a fraction of a second: rounded, not refused as reps would be.
        #expect(ExportReader.setSeconds("45.5") == 46 && ExportReader.setSeconds("0.2") == nil)
        #expect(ExportReader.setSeconds("90") == 90 && ExportReader.setSeconds("1e30") == nil)
        #expect(problems[1].reason.hasPrefix("the row has 13 fields, the header 12"))
        let store = InMemoryWorkoutStore()
        let report = try await importInto(
            store,
            """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            1899-12-31 10:00:00,Old,1h,Bench Press (Barbell),1,60,8,0,0,,,
            2024-03-02 10:00:00,B,1h,Bench Press (Barbell),1,60,8,0,0,,,
            """)
        #expect(report.imported == 1)
        #expect(report.problems.map(\.line) == [2], "\(report.problems)")
        #expect(report.problems.first?.reason == "'Old': the start time is not a real date; left out")
        #expect(try await WorkoutHistory(store: store).summaries().map(\.name) == ["B"])
    }

    /// The sets' weights in kg (a weight without a unit read as kg), to 0.001 kg.
    func kilograms(_ sets: [ImportedSet]) -> [Double?] {
        sets.map { set in set.mass(fallback: .kilograms).map { ($0.kilograms * 1000).rounded() / 1000 } }
    }

    @Test(
        "hostile numbers: NaN, negative, absurd weights and reps skip the row with its line; huge durations are ignored"
    )
    func hostileNumbers() throws {
        let (_, workouts, problems) = try read(
            """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2023-02-01 18:00:00,A,99999999999999999999h 5m,Bench Press (Barbell),1,60,8,0,0,,,
            2023-02-01 18:00:00,A,99999999999999999999h 5m,Bench Press (Barbell),2,NaN,8,0,0,,,
            2023-02-01 18:00:00,A,99999999999999999999h 5m,Bench Press (Barbell),3,-5,8,0,0,,,
            2023-02-01 18:00:00,A,99999999999999999999h 5m,Bench Press (Barbell),4,1e30,8,0,0,,,
            2023-02-01 18:00:00,A,99999999999999999999h 5m,Bench Press (Barbell),5,60,-3,0,0,,,
            2023-02-01 18:00:00,A,99999999999999999999h 5m,Bench Press (Barbell),6,60,1e22,0,0,,,
            2023-02-30 18:00:00,B,1h,Bench Press (Barbell),1,60,8,0,0,,,
            """)
        #expect(problems.map(\.line) == [3, 4, 5, 6, 7, 8])
        #expect(problems[0].reason == "'NaN' is not a weight")
        #expect(problems[3].reason == "'-3' is not a number of reps")
        let workout = try #require(workouts.first)
        #expect(workouts.count == 1 && workout.finishedAt == nil)
        #expect(kilograms(workout.exercises[0].sets) == [60])
    }

    @Test(
        "Strong classic: W/D/F set orders, rest timer and note rows, '2h 38m', decimal commas, float noise, empty cells"
    )
    func strongClassic() throws {
        let (format, workouts, problems) = try read(
            """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2021-02-10 16:46:13,"Mittwoch",2h 38m,"Bench Press (Barbell)",W,"40,5",10,0,0,"","Gute Einheit",
            2021-02-10 16:46:13,"Mittwoch",2h 38m,"Bench Press (Barbell)",1,75.0,8,0,0,"Pause unten","",8
            2021-02-10 16:46:13,"Mittwoch",2h 38m,"Bench Press (Barbell)",Rest Timer,,,0,120,,,
            2021-02-10 16:46:13,"Mittwoch",2h 38m,"Bench Press (Barbell)",2,12.900000000000034,8.0,0,0,,,
            2021-02-10 16:46:13,"Mittwoch",2h 38m,"Bench Press (Barbell)",D,,,0,0,,,
            2021-02-10 16:46:13,"Mittwoch",2h 38m,"Plank",F,,,0,60,,,
            2021-02-10 16:46:13,"Mittwoch",2h 38m,"Plank",Note,,,,,"knees ok",,
            """)
        #expect(format == .strong && problems.isEmpty)
        let workout = try #require(workouts.first)
        #expect(workout.name == "Mittwoch" && workout.notes == "Gute Einheit")
        #expect(workout.finishedAt.map { $0.timeIntervalSince(workout.startedAt) } == 9480)
        let bench = workout.exercises[0]
        #expect(bench.sets.map(\.type) == [.warmUp, .working, .working], "the empty drop row is no set")
        #expect(kilograms(bench.sets) == [40.5, 75, 12.9])
        #expect(bench.sets.map(\.reps) == [10, 8, 8])
        #expect(bench.sets[1].rpe == 8 && bench.sets[1].restSeconds == 120 && bench.notes == "Pause unten")
        #expect(workout.exercises[1].sets.map(\.type) == [.failure])
        #expect(workout.exercises[1].sets.map(\.durationSeconds) == [60], "a timed plank keeps its time")
    }

    @Test(
        "Strong ';' with per-row units, and the quoted ';' one with Workout #, Duration (sec), Weight (lbs)")
    func strongVariants() throws {
        let perRow = try read(
            """
            Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;Distance;Distance Unit;Seconds;Notes;Workout Notes;Duration
            2023-03-01 07:00:00;A;Squat (Barbell);1;225;lbs;5;;;;;;31m
            2023-03-01 07:00:00;A;Squat (Barbell);2;100;kg;5;;;;;;31m
            """)
        #expect(kilograms(perRow.1.first?.exercises.first?.sets ?? []) == [102.058, 100])
        #expect(perRow.1.first?.finishedAt.map { $0.timeIntervalSince(perRow.1[0].startedAt) } == 1860)
        let quoted = try read(
            """
            "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (lbs)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
            "1";"2024-11-28 17:36:08";"B";"2134";"Bent Over Row (Barbell)";"1";"135";"16";"";"";"";"";""
            "2";"2024-11-28 17:36:08";"B";"2134";"Bent Over Row (Barbell)";"1";"135";"10";"";"";"";"";""
            """)
        #expect(quoted.1.count == 2, "Workout # separates workouts with the same start")
        #expect(kilograms(quoted.1.first?.exercises.first?.sets ?? []).first == 61.235)
    }

    @Test("Hevy: '15 Sep 2025, 07:48', set_index from 0, set types, notes with newlines, weight_lbs")
    func hevy() throws {
        let (format, workouts, problems) = try read(
            """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"
            "Push","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Bench Press (Barbell)",,"line one
            line two",0,"warmup",95,10,,0,
            "Push","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Bench Press (Barbell)",,"",1,"normal",185,5,,0,8.5
            "Push","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Bench Press (Barbell)",,"",2,"dropset",135,8,,0,
            "Push","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Bench Press (Barbell)",,"",3,"failure",135,4,,0,10
            """)
        #expect(format == .hevy && problems.isEmpty)
        let workout = try #require(workouts.first)
        #expect(workout.finishedAt.map { $0.timeIntervalSince(workout.startedAt) } == 5100)
        #expect(workout.exercises[0].notes == "line one\nline two")
        #expect(workout.exercises[0].sets.map(\.type) == [.warmUp, .working, .drop, .failure])
        #expect(workout.exercises[0].sets[1].rpe == 8.5 && kilograms(workout.exercises[0].sets)[1] == 83.915)
    }

    @Test("exercise names: exact, equipment in parentheses, plurals, aliases; the rest unmatched")
    func matching() {
        let matcher = ExerciseMatcher(
            collection: Self.catalog, mapping: ["Zercher Thing": ExerciseID("barbell-squat")])
        #expect(matcher.match("Bench Press (Barbell)")?.id == ExerciseID("barbell-bench-press-medium-grip"))
        #expect(matcher.match("Squat (Barbell)")?.id == ExerciseID("barbell-squat"))
        #expect(matcher.match("Pull Up")?.id == ExerciseID("pullups"))
        #expect(matcher.match("Hammer Curl (Dumbbell)")?.id == ExerciseID("hammer-curls"))
        #expect(matcher.match("Leg Extensions")?.id == ExerciseID("leg-extensions"))
        #expect(matcher.match("Romanian Deadlift")?.id == ExerciseID("romanian-deadlift"))
        #expect(matcher.match("zercher thing")?.id == ExerciseID("barbell-squat"))
        #expect(matcher.match("Bulgarian Goat Carry") == nil)
    }

    @Test("import is idempotent: the same file adds 0; a dry run saves nothing; unmatched names are listed")
    func idempotent() async throws {
        let text = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
            2022-01-03 08:00:00,A,Squat (Barbell),1,100,5,0,0,,
            2022-01-03 08:00:00,A,Bulgarian Goat Carry,1,20,30,0,0,,
            2022-01-05 08:00:00,B,Bench Press (Barbell),1,80,5,0,0,,
            """
        let store = InMemoryWorkoutStore()
        let dry = try await importInto(store, text, dryRun: true)
        #expect(dry.imported == 2 && dry.unmatched == ["Bulgarian Goat Carry"])
        #expect(try await WorkoutHistory(store: store).summaries().isEmpty)
        let first = try await importInto(store, text)
        #expect(first.imported == 2 && first.sets == 3 && first.duplicates == 0)
        let again = try await importInto(store, text)
        #expect(again.imported == 0 && again.duplicates == 2)
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(summaries.count == 2)
        #expect(
            summaries[0].exercises.map(\.exerciseID) == [
                ExerciseID("barbell-squat"), ExerciseID("custom-bulgarian-goat-carry"),
            ])
    }

    @Test("a row cut short (a file cut off in its last row) is reported and left out, not made a set")
    func cutShortRow() throws {
        let strong = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
            2022-01-03 08:00:00,A,Squat (Barbell),1,100,5,0,0,,
            2022-01-03 08:00:00,A,Squat (Barbell),2,5
            """
        let (_, workouts, problems) = try read(strong)
        #expect(workouts.flatMap(\.exercises).flatMap(\.sets).count == 1)
        #expect(problems.map(\.line) == [3])
        #expect(problems.first?.reason.contains("5 of the header's 10 fields") == true)
        let hevy = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Day","3 Jan 2022, 08:00","3 Jan 2022, 09:00","","Squat (Barbell)",,"",0,"normal",100,5,,,
            "Day","3 Jan 2022, 08:00","3 Jan 2022, 09:00","","Squat (Barbell)",,"",1,"normal",
            """
        let (_, hevyWorkouts, hevyProblems) = try read(hevy)
        #expect(hevyWorkouts.flatMap(\.exercises).flatMap(\.sets).count == 1)
        #expect(hevyProblems.map(\.line) == [3])
    }

    @Test("a workout starting after the latest start is listed and left out, and makes no custom exercise")
    func futureLeftOut() async throws {
        let text = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
            2022-01-03 08:00:00,A,Squat (Barbell),1,100,5,0,0,,
            2031-03-01 08:00:00,Typo,Zorbing Sled Hold,1,100,5,0,0,,
            """
        let store = InMemoryWorkoutStore()
        let latest = Date(timeIntervalSince1970: 1_795_500_000)  // 2026-11-24
        let report = try await importInto(store, text, latestStart: latest)
        #expect(report.imported == 1 && report.unmatched.isEmpty)
        #expect(report.problems.map(\.reason) == ["'Typo' starts on 2031-03-01, after today; left out"])
    }

    @Test(
        "a stop asked before the first write (Ctrl-C while matching) writes nothing, no custom exercise either",
        arguments: [false, true])
    func stopBeforeWriting(unmatched: Bool) async throws {
        let name = unmatched ? "Zorbing Sled Hold" : "Squat (Barbell)"
        let text = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
            2022-01-03 08:00:00,A,\(name),1,100,5,0,0,,
            """
        let (format, workouts, _) = try read(text)
        let store = InMemoryWorkoutStore()
        let matcher = ExerciseMatcher(collection: Self.catalog)
        let made = Mutex(0)
        await #expect(throws: SignalHold.Stopped.self) {
            _ = try await WorkoutImporter(store: store, timeZone: utc).run(
                workouts, options: .init(format: format, unit: .kilograms, stopRequested: { true }),
                match: { matcher.match($0.name) },
                createCustom: { name in
                    made.withLock { $0 += 1 }
                    return (
                        Exercise(
                            id: ExerciseID("custom-x"), name: name, category: .other, equipment: .other,
                            primaryMuscles: [], kneeLoad: .low, isCustom: true), true
                    )
                })
        }
        #expect(made.withLock { $0 } == 0)
        #expect(try await WorkoutHistory(store: store).summaries().isEmpty)
    }

    @Test("Hevy's notes keep their line breaks (Hevy writes them as the two characters \\n)")
    func hevyNoteLines() throws {
        let hevy = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Day","3 Jan 2022, 08:00","3 Jan 2022, 09:00","Lower: 175 next\\nLegs: 170","Squat (Barbell)",,"belt\\r\\nknee sleeves",0,"normal",100,5,,,
            """
        let (_, workouts, _) = try read(hevy)
        #expect(workouts.first?.notes == "Lower: 175 next\nLegs: 170")
        #expect(workouts.first?.exercises.first?.notes == "belt\nknee sleeves")
    }

    @Test("names differing only in case or spacing are one custom exercise, in a dry run as in the import")
    func spellingsOfOneName() async throws {
        let text = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
            2022-01-03 08:00:00,A,Yoke Carry,1,100,30,0,0,,
            2022-01-05 08:00:00,B,yoke  carry,1,110,30,0,0,,
            2022-01-07 08:00:00,C,YOKE CARRY,1,120,30,0,0,,
            """
        let store = InMemoryWorkoutStore()
        let dry = try await importInto(store, text, dryRun: true)
        #expect(dry.unmatched == ["YOKE CARRY"])
        let report = try await importInto(store, text)
        #expect(report.unmatched == dry.unmatched && report.imported == 3)
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(
            Set(summaries.flatMap { $0.exercises.map(\.exerciseID) }) == [ExerciseID("custom-yoke-carry")])
    }

    @Test(
        "every real export in ../shared/data/exports reads and imports twice as once",
        .enabled(if: RealExportNumbersTests.present, "../shared/data is absent"),
        arguments: ["strong-2021-classic", "strong-2025-no-notes", "strong-quoted-semicolon", "hevy-2025"])
    func realExports(name: String) async throws {
        let data = try Data(contentsOf: RealExportNumbersTests.folder.appendingPathComponent("\(name).csv"))
        let store = InMemoryWorkoutStore()
        let text = String(decoding: data, as: UTF8.self)
        let report = try await importInto(store, text)
        #expect(report.imported > 0, "\(name)")
        #expect(report.problems.isEmpty, "\(name): \(report.problems.prefix(3))")
        let again = try await importInto(store, text)
        #expect(again.imported == 0 && again.duplicates == report.imported)
        if name == "hevy-2025" { #expect(report.imported == 335) }
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(summaries.allSatisfy { $0.finishedAt >= $0.startedAt })
    }
}
