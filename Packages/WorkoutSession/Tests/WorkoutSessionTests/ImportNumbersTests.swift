import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import Testing
import WorkoutSession

/// Generated exports checked for the numbers that come out: the unit, the heaviest deadlift, the
/// volume, the workouts, distances and times — across header generations and overlapping files.
@Suite("Imports on generated exports: right numbers")
struct ImportNumbersTests {
    static let catalog = ExerciseCollection(system: (try? SystemCatalog.load()) ?? [], custom: [])

    func read(_ text: String, unit: MassUnit? = nil) throws -> ([ImportedWorkout], [ImportProblem]) {
        let table = try CSVReader.read(Data(text.utf8))
        let format = try #require(WorkoutExportFormat.detect(table))
        return try ExportReader(timeZone: utc, unit: unit).read(table, as: format)
    }

    func importText(
        _ text: String, into store: any WorkoutStore, unit: MassUnit? = nil, update: Bool = false
    ) async throws -> WorkoutImporter.Outcome {
        let (workouts, problems) = try read(text, unit: unit)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        let decided = unit ?? UnitInference.decide(workouts, prior: .kilograms).unit
        let matcher = ExerciseMatcher(collection: Self.catalog)
        return try await WorkoutImporter(store: store, timeZone: utc).run(
            workouts, options: .init(format: .strong, unit: decided, update: update),
            match: { matcher.match($0.name) },
            createCustom: {
                (
                    Exercise(
                        id: ExerciseID("custom-" + ExerciseID(slugging: $0).rawValue), name: $0,
                        category: .other,
                        equipment: .other, primaryMuscles: [], kneeLoad: .low, isCustom: true), true
                )
            })
    }

    func heaviest(_ summaries: [WorkoutSummary], _ id: String) -> Double {
        summaries.flatMap(\.exercises).filter { $0.exerciseID == ExerciseID(id) }.map(\.topKilograms).max()
            ?? 0
    }

    @Test(
        "the unit of a file without one is read from its loads, with high confidence",
        arguments: [
            (MassUnit.pounds, UInt64(1)), (.pounds, 2), (.pounds, 3), (.kilograms, 1), (.kilograms, 2),
        ])
    func unitInferred(unit: MassUnit, seed: UInt64) throws {
        let file = StrongExportGenerator(unit: unit, weeks: 6, seed: seed)
        let (workouts, _) = try read(file.csv(.classic))
        for prior in MassUnit.allCases {
            let decision = UnitInference.decide(workouts, prior: prior)
            #expect(decision.unit == unit && decision.confidence == .high, "\(decision)")
        }
    }

    @Test("set rows left empty in the app are counted, not imported (Strong and Hevy)")
    func emptySetRows() throws {
        let strong = """
            Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps,Distance,Seconds
            2024-01-01 08:00:00,A,Squat (Barbell),1,100,5,,
            2024-01-01 08:00:00,A,Squat (Barbell),2,,,,
            2024-01-01 08:00:00,A,Plank,1,,,,60
            2024-01-03 08:00:00,B,Squat (Barbell),1,,,,

            """
        let table = try CSVReader.read(Data(strong.utf8))
        let read = try ExportReader(timeZone: utc, unit: nil).readCounting(table, as: .strong)
        #expect(read.emptySets == 2, "a timed plank is a set; two rows carry nothing")
        #expect(read.workouts.flatMap(\.exercises).flatMap(\.sets).count == 2)
        let hevy = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "A","1 Jan 2024, 08:00","1 Jan 2024, 09:00","","Squat (Barbell)",,,0,normal,100,5,,,
            "A","1 Jan 2024, 08:00","1 Jan 2024, 09:00","","Squat (Barbell)",,,1,normal,,,,,

            """
        let hevyRead = try ExportReader(timeZone: utc, unit: nil).readCounting(
            try CSVReader.read(Data(hevy.utf8)), as: .hevy)
        #expect(hevyRead.emptySets == 1 && hevyRead.workouts.count == 1)
    }

    @Test("a file of round loads only says nothing: low confidence, the user's unit as the guess")
    func unitUnclear() throws {
        let (workouts, _) = try read(
            """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps
            2024-01-01 08:00:00,A,Squat (Barbell),1,100,5
            2024-01-01 08:00:00,A,Squat (Barbell),2,110,5
            2024-01-01 08:00:00,A,Bench Press (Barbell),1,60,5
            """)
        let decision = UnitInference.decide(workouts, prior: .pounds)
        #expect(decision.confidence == .low && decision.unit == .pounds && decision.unqualifiedSets == 3)
        let stated = try read(
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2024-01-01 08:00:00,A,Squat (Barbell),1,100,5\n"
        )
        #expect(UnitInference.decide(stated.0, prior: .pounds).confidence == .stated)
    }

    @Test(
        "pounds without a unit column: the heaviest deadlift, the volume and the workouts come out right",
        arguments: StrongExportGenerator.Header.allCases)
    func pounds(header: StrongExportGenerator.Header) async throws {
        let file = StrongExportGenerator(unit: .pounds, weeks: 8, seed: 7)
        let store = InMemoryWorkoutStore()
        let outcome = try await importText(file.csv(header), into: store)
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(outcome.report.imported == file.sessions.count && summaries.count == 24)
        #expect(outcome.report.sets == file.setCount)
        let deadlift = Mass(kilograms: heaviest(summaries, "barbell-deadlift")).value(in: .pounds)
        #expect(deadlift == file.heaviestDeadlift && deadlift == 345)
        let volume = summaries.reduce(0) { $0 + $1.volume }
        #expect(abs(volume - file.volumeKilograms) < 0.01, "\(volume) vs \(file.volumeKilograms)")
        #expect(Mass(kilograms: summaries[0].exercises[0].topKilograms).formatted(in: .pounds) == "225 lb")
    }

    @Test("two header generations of one account overlapping: the shared workouts once, nothing changed")
    func overlapping() async throws {
        let file = StrongExportGenerator(unit: .kilograms, weeks: 8, seed: 11)
        let store = InMemoryWorkoutStore()
        let first = try await importText(file.csv(.classic, sessions: 0..<15), into: store)
        let second = try await importText(file.csv(.android, sessions: 9..<24), into: store)
        let third = try await importText(file.csv(.quoted), into: store)
        #expect(first.report.imported == 15)
        #expect(second.report.imported == 9 && second.report.duplicates == 6 && second.report.changed.isEmpty)
        #expect(third.report.imported == 0 && third.report.duplicates == 24 && third.report.changed.isEmpty)
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(summaries.count == 24)
        #expect(abs(summaries.reduce(0) { $0 + $1.volume } - file.volumeKilograms) < 0.01)
    }

    @Test(
        "cardio and timed sets keep distance and time; a duration over 24 hours is unknown, never 0 or days")
    func cardioAndDurations() async throws {
        let file = StrongExportGenerator(unit: .kilograms, weeks: 1, seed: 3)
        for header in StrongExportGenerator.Header.allCases {
            let (workouts, _) = try read(file.csv(header))
            let legs = try #require(workouts.first)
            let run = try #require(legs.exercises.first { $0.name == "Running" }?.sets.first)
            #expect(run.meters(fallback: .kilograms) == 5000 && run.durationSeconds == 1680, "\(header)")
            let plank = try #require(workouts[1].exercises.first { $0.name == "Plank" }?.sets.first)
            #expect(plank.durationSeconds == 60 && plank.weight == nil, "\(header)")
            #expect(
                legs.finishedAt.map { $0.timeIntervalSince(legs.startedAt) }
                    == Double(file.sessions[0].minutes * 60))
        }
        let (odd, _) = try read(
            """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds
            2024-01-01 08:00:00,A,144h,Squat (Barbell),1,100,5,0,0
            2024-01-03 08:00:00,B,168h,Squat (Barbell),1,100,5,0,0
            2024-01-05 08:00:00,C,23h 59m,Squat (Barbell),1,100,5,0,0
            """)
        #expect(odd.map(\.implausibleDuration) == ["144h", "168h", nil])
        #expect(odd[0].finishedAt == nil && odd[1].finishedAt == nil)
        #expect(odd[2].finishedAt.map { $0.timeIntervalSince(odd[2].startedAt) } == 86_340)
        let store = InMemoryWorkoutStore()
        let outcome = try await importText(
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight (kg),Reps\n2024-01-01 08:00:00,A,144h,Squat (Barbell),1,100,5\n",
            into: store)
        #expect(outcome.report.unknownDurations.map(\.line) == [2])
        #expect(try await WorkoutHistory(store: store).summaries().first?.durationSeconds == 0)
    }

    @Test(
        "a set heavier than a set can carry (a typo such as 5000 for 500) is left out and named, in the file's unit; records keep the real top set"
    )
    func impossibleSetsLeftOut() async throws {
        for (unit, header, typo, top) in [
            (MassUnit.kilograms, "Weight (kg)", "5000", 100.0), (.pounds, "Weight (lbs)", "2300", 225.0),
        ] {
            let store = InMemoryWorkoutStore()
            let text = """
                Date,Workout Name,Exercise Name,Set Order,\(header),Reps
                2024-01-01 08:00:00,A,Squat (Barbell),1,\(Mass.number(top)),5
                2024-01-01 08:00:00,A,Squat (Barbell),2,\(typo),5
                2024-01-01 08:00:00,A,Bench Press (Barbell),1,\(typo),5
                2024-01-03 08:00:00,B,Squat (Barbell),1,\(Mass.number(top)),3

                """
            let outcome = try await importText(text, into: store, unit: unit)
            #expect(outcome.report.problems.count == 2, "\(outcome.report.problems)")
            let first = try #require(outcome.report.problems.first)
            #expect(first.line == 2)
            #expect(
                first.reason.contains(
                    "Squat (Barbell) set 2: \(Mass.grouped(Double(typo) ?? 0)) \(unit.symbol) is over"),
                "\(first.reason)")
            #expect(first.reason.contains("1,000 kg (2,204.62 lb)") && first.reason.contains("left out"))
            let summaries = try await WorkoutHistory(store: store).summaries()
            #expect(summaries.count == 2 && outcome.report.sets == 2)
            #expect(abs(heaviest(summaries, "barbell-squat") - Mass(top, unit).kilograms) < 0.001)
            // A workout whose only exercise's sets were all impossible keeps its other exercises.
            #expect(summaries.first { $0.name == "A" }?.exercises.count == 1)
        }
        // A workout with no set left is left out whole, and said so; the impossible load is no
        // evidence for a unit.
        let store = InMemoryWorkoutStore()
        let only = try await importText(
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2024-01-01 08:00:00,A,Squat (Barbell),1,5000,5\n",
            into: store)
        #expect(only.report.imported == 0)
        #expect(try await WorkoutHistory(store: store).summaries().isEmpty)
        #expect(
            only.report.problems.last?.reason.contains("has no set left; the workout is left out") == true)
        let (typoed, _) = try read(
            "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-01 08:00:00,A,Squat (Barbell),1,5000,5\n"
        )
        #expect(UnitInference.decide(typoed, prior: .kilograms).poundScore == 0)
        // fitshell's own export (a backup) reads back whole: history kept heavier sets before the limit.
        let backup = InMemoryWorkoutStore()
        let heavy = ImportedWorkout(
            name: "Old", startedAt: Date(timeIntervalSince1970: 1_704_096_000), finishedAt: nil, notes: nil,
            exercises: [
                .init(
                    name: "Leg Press",
                    sets: [ImportedSet(type: .working, weight: 1200, unit: .kilograms, reps: 5)])
            ], line: 2)
        let restored = try await WorkoutImporter(store: backup, timeZone: utc).run(
            [heavy], options: .init(format: .fitshell, unit: .kilograms), match: { _ in nil },
            createCustom: {
                (
                    Exercise(
                        id: ExerciseID("custom-leg-press"), name: $0, category: .legs, equipment: .machine,
                        primaryMuscles: [], kneeLoad: .high, isCustom: true), true
                )
            })
        #expect(restored.report.problems.isEmpty && restored.report.imported == 1)
    }

    @Test(
        "every name of the file is given with the exercise it was imported as, matched or made; none in a dry run"
    )
    func importedNames() async throws {
        let text = """
            Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps
            2025-03-03 07:00:00,A,Squat (Barbell),1,100,5
            2025-03-03 07:00:00,A,Zzyzx Qwerty,1,150,1
            2025-03-05 07:00:00,B,Squat (Barbell),1,105,5
            """
        let outcome = try await importText(text, into: InMemoryWorkoutStore())
        let squat = try #require(ExerciseMatcher(collection: Self.catalog).match("Squat (Barbell)"))
        #expect(outcome.importedNames["Squat (Barbell)"] == squat.id)
        #expect(outcome.importedNames["Zzyzx Qwerty"] == ExerciseID("custom-zzyzx-qwerty"))
        #expect(outcome.importedNames.count == 2)
        let (workouts, _) = try read(text)
        let matcher = ExerciseMatcher(collection: Self.catalog)
        let dry = try await WorkoutImporter(store: InMemoryWorkoutStore(), timeZone: utc).run(
            workouts, options: .init(format: .strong, unit: .kilograms, dryRun: true),
            match: { matcher.match($0.name) }, createCustom: { _ in throw CancellationError() })
        #expect(dry.importedNames.isEmpty, "a dry run keeps nothing")
    }

    @Test("12-hour times and UTC offsets give the same instant as 24-hour local times")
    func times() throws {
        let texts = [
            "2024-03-05 17:36:08", "2024-03-05 5:36:08 PM", "2024-03-05 5:36:08\u{202F}PM",
            "2024-03-05T17:36:08Z", "2024-03-05T18:36:08+01:00", "2024-03-05 12:36:08-0500",
        ]
        let instants = try texts.map { text in
            try #require(
                try read(
                    "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n\(text),A,Squat,1,100,5\n"
                ).0.first?.startedAt)
        }
        #expect(Set(instants).count == 1, "\(instants)")
        #expect(CSVDate.timeOfDay("2024-03-05 12:05 AM") == 300 && CSVDate.timeOfDay("12:05 PM") == 43_500)
    }

    @Test(
        "a workout edited in the other app since is reported, replaced only with update, and undo puts it back"
    )
    func changedAndUndo() async throws {
        let store = InMemoryWorkoutStore()
        let log = InMemoryImportLogStore()
        let before =
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2024-01-01 08:00:00,A,Squat (Barbell),1,100,5\n"
        let after = before + "2024-01-01 08:00:30,A,Squat (Barbell),2,105,5\n"
        _ = try await importText(before, into: store)
        let reported = try await importText(
            after.replacingOccurrences(of: "08:00:30", with: "08:00:00"), into: store)
        #expect(
            reported.report.changed.count == 1 && reported.report.updated == 0
                && reported.report.imported == 0)
        #expect(try await WorkoutHistory(store: store).summaries().first?.sets == 1)
        let updated = try await importText(
            after.replacingOccurrences(of: "08:00:30", with: "08:00:00"), into: store, update: true)
        #expect(updated.report.updated == 1 && updated.replaced.count == 1)
        #expect(try await WorkoutHistory(store: store).summaries().first?.volume == 1025)
        let batch = ImportBatch(
            id: ImportBatchID(UUID()), file: "after.csv", format: "Strong", importedAt: Date(), unit: nil,
            added: updated.added, replaced: updated.replaced, sets: updated.report.sets, customExercises: [])
        try await log.record(batch)
        let result = try await ImportUndo(store: store, log: log, timeZone: utc).undo(batch)
        #expect(result.removed == 0 && result.restored == 1)
        #expect(try await WorkoutHistory(store: store).summaries().first?.volume == 500)
        #expect(try await log.batches().isEmpty)
    }
    @Test(
        "an --update and its undo made in another time zone keep the workout on its day: a New Year's Eve workout stays in its year, once"
    )
    func updateAndUndoInAnotherZone() async throws {
        let folder = TemporaryFolder("update-zone")
        let east = Zone.fixed(secondsEast: 14 * 3_600)
        let before =
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n2025-12-31T20:00:00Z,A,Squat (Barbell),1,100,5\n"
        let after = before + "2025-12-31T20:00:00Z,A,Squat (Barbell),2,105,5\n"
        let utcStore = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: utc)
        _ = try await importText(before, into: utcStore)
        // Read, imported and undone with the computer at UTC+14, where it is already 2026.
        let eastStore = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: east)
        let table = try CSVReader.read(Data(after.utf8))
        let (workouts, _) = try ExportReader(timeZone: east, unit: .kilograms).read(table, as: .strong)
        let matcher = ExerciseMatcher(collection: Self.catalog)
        let updated = try await WorkoutImporter(store: eastStore, timeZone: east).run(
            workouts, options: .init(format: .strong, unit: .kilograms, update: true),
            match: { matcher.match($0.name) }, createCustom: { _ in throw WorkoutError.invalid("none") })
        #expect(updated.report.updated == 1)
        #expect(try await eastStore.years() == [2025])
        #expect(try await eastStore.summaries(year: 2025).map(\.volume) == [1025])
        #expect(try await eastStore.indexIssues(comparingLines: true).isEmpty)
        let log = InMemoryImportLogStore()
        let batch = ImportBatch(
            id: ImportBatchID(UUID()), file: "after.csv", format: "Strong", importedAt: Date(), unit: nil,
            added: updated.added, replaced: updated.replaced, sets: updated.report.sets, customExercises: [])
        try await log.record(batch)
        _ = try await ImportUndo(store: eastStore, log: log, timeZone: east).undo(batch)
        #expect(try await eastStore.years() == [2025])
        #expect(try await eastStore.summaries(year: 2025).map(\.volume) == [500])
        #expect(try await eastStore.indexIssues(comparingLines: true).isEmpty)
    }

    @Test(
        "an undo of an import no longer recorded, or no longer the newest when chosen as it, undoes nothing")
    func undoOfAChangedChoice() async throws {
        let store = InMemoryWorkoutStore()
        let log = InMemoryImportLogStore()
        let header = "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n"
        var batches: [ImportBatch] = []
        for (sequence, day) in ["2024-01-01", "2024-01-02"].enumerated() {
            let outcome = try await importText(
                header + "\(day) 08:00:00,A,Squat (Barbell),1,100,5\n", into: store)
            let batch = ImportBatch(
                id: ImportBatchID(UUID()), file: "\(day).csv", format: "Strong", importedAt: Date(),
                unit: nil,
                added: outcome.added, replaced: [], sets: 1, customExercises: [], sequence: sequence + 1)
            try await log.record(batch)
            batches.append(batch)
        }
        let undo = ImportUndo(store: store, log: log, timeZone: utc)
        // The first, chosen as the newest before the second was recorded.
        await #expect(throws: ImportUndo.Changed.self) { try await undo.undo(batches[0], asNewest: true) }
        #expect(try await WorkoutHistory(store: store).summaries().count == 2)
        #expect(try await undo.undo(batches[1], asNewest: true).removed == 1)
        // Undone already (by another undo meanwhile): nothing more is removed.
        await #expect(throws: ImportUndo.Changed.self) { try await undo.undo(batches[1]) }
        #expect(try await WorkoutHistory(store: store).summaries().count == 1)
        #expect(try await log.batches().map(\.id) == [batches[0].id])
    }

    @Test(
        "undo keeps the workouts another recorded import also lists, earlier or later, and counts only workouts it removed"
    )
    func undoOfSharedWorkouts() async throws {
        let store = InMemoryWorkoutStore()
        let log = InMemoryImportLogStore()
        let text =
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n"
            + "2024-01-01 08:00:00,A,Squat (Barbell),1,100,5\n2024-01-03 08:00:00,B,Squat (Barbell),1,100,5\n"
        let outcome = try await importText(text, into: store)
        #expect(outcome.added.count == 2)
        // Two records of the same workouts: a backup merged in brought the older one.
        let batches = (1...2).map { sequence in
            ImportBatch(
                id: ImportBatchID(UUID()), file: "\(sequence).csv", format: "Strong",
                importedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(sequence)),
                unit: nil, added: outcome.added, replaced: [], sets: 2, customExercises: [],
                sequence: sequence)
        }
        for batch in batches { try await log.record(batch) }
        let undo = ImportUndo(store: store, log: log, timeZone: utc)
        // The older record: the later one also lists the workouts, so they stay.
        let first = try await undo.undo(batches[0])
        #expect(first.removed == 0 && first.keptForOtherImports == 2)
        #expect(
            try await WorkoutHistory(store: store).summaries().count == 2, "the later record's workouts stay")
        let second = try await undo.undo(batches[1])
        #expect(second.removed == 2 && second.keptForOtherImports == 0)
        #expect(try await WorkoutHistory(store: store).summaries().isEmpty)
        // A record of workouts already gone removes none and says so.
        try await log.record(batches[1])
        #expect(try await undo.undo(batches[1]).removed == 0)
        // Deleted and imported again (or the same file imported on two devices before a sync):
        // both records list the workouts, and undoing either keeps them for the other; undoing
        // both removes them.
        let again = try await importText(text, into: store)
        let reimport = ImportBatch(
            id: ImportBatchID(UUID()), file: "again.csv", format: "Strong",
            importedAt: Date(timeIntervalSince1970: 1_700_000_100), unit: nil, added: again.added,
            replaced: [],
            sets: 2, customExercises: [], sequence: 3)
        try await log.record(batches[0])
        try await log.record(reimport)
        let newer = try await undo.undo(reimport)
        #expect(newer.removed == 0 && newer.keptForOtherImports == 2)
        #expect(try await WorkoutHistory(store: store).summaries().count == 2)
        #expect(try await undo.undo(batches[0]).removed == 2)
        #expect(try await WorkoutHistory(store: store).summaries().isEmpty)
    }

    @Test(
        "a file without time zones imported again under another zone adds nothing: its workouts are found whole hours away"
    )
    func reimportInAnotherZone() async throws {
        let store = InMemoryWorkoutStore()
        let text =
            "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n"
            + "2024-01-01 08:00:00,A,Squat (Barbell),1,100,5\n2024-01-01 08:00:00,A,Squat (Barbell),2,100,5\n"
            + "2024-01-03 18:30:00,B,Squat (Barbell),1,100,5\n"
        _ = try await importText(text, into: store)
        for zone in [Zone.fixed(secondsEast: -5 * 3_600), .fixed(secondsEast: 9 * 3_600 + 1_800)] {
            let table = try CSVReader.read(Data(text.utf8))
            let format = try #require(WorkoutExportFormat.detect(table))
            let (workouts, _) = try ExportReader(timeZone: zone, unit: .kilograms).read(table, as: format)
            let matcher = ExerciseMatcher(collection: Self.catalog)
            let again = try await WorkoutImporter(store: store, timeZone: zone).run(
                workouts, options: .init(format: .strong, unit: .kilograms),
                match: { matcher.match($0.name) },
                createCustom: { _ in throw CancellationError() })
            #expect(
                again.report.imported == 0 && again.report.duplicates == 2
                    && again.report.shiftedDuplicates == 2)
        }
        #expect(try await WorkoutHistory(store: store).summaries().count == 2)
        // A different workout at a shifted time is not taken for one: other sets are imported.
        let other = text.replacingOccurrences(
            of: "18:30:00,B,Squat (Barbell),1,100,5", with: "18:30:00,B,Squat (Barbell),1,105,5")
        let table = try CSVReader.read(Data(other.utf8))
        let format = try #require(WorkoutExportFormat.detect(table))
        let zone = Zone.fixed(secondsEast: 3_600)
        let (workouts, _) = try ExportReader(timeZone: zone, unit: .kilograms).read(table, as: format)
        let matcher = ExerciseMatcher(collection: Self.catalog)
        let third = try await WorkoutImporter(store: store, timeZone: zone).run(
            workouts, options: .init(format: .strong, unit: .kilograms), match: { matcher.match($0.name) },
            createCustom: { _ in throw CancellationError() })
        #expect(third.report.imported == 1 && third.report.shiftedDuplicates == 1)
        // Two bodyweight workouts of one name and set count the same day, hours apart, are two
        // workouts (both have volume 0): the evening's other exercise is imported.
        let abs = "Date,Workout Name,Exercise Name,Set Order,Weight (kg),Reps\n"
        let morning =
            abs + "2024-02-01 07:00:00,Abs,Crunches,1,0,20\n2024-02-01 07:00:00,Abs,Crunches,2,0,20\n"
        _ = try await importText(morning, into: store)
        let evening = abs + "2024-02-01 19:30:00,Abs,Plank,1,0,1\n2024-02-01 19:30:00,Abs,Plank,2,0,1\n"
        let both = try await importText(evening, into: store)
        #expect(both.report.imported == 1 && both.report.shiftedDuplicates == 0)
        // Another workout of the same name and numbers hours later, with other exercises (curls
        // in the morning, pushdowns in the evening), is imported, not taken for a twin.
        let curls =
            abs
            + "2024-03-01 08:00:00,Arms,Bicep Curl (Dumbbell),1,20,10\n2024-03-01 08:00:00,Arms,Bicep Curl (Dumbbell),2,20,10\n"
        _ = try await importText(curls, into: store)
        let pushdowns =
            abs
            + "2024-03-01 18:00:00,Arms,Triceps Pushdown,1,20,10\n2024-03-01 18:00:00,Arms,Triceps Pushdown,2,20,10\n"
        let evening2 = try await importText(pushdowns, into: store)
        #expect(evening2.report.imported == 1 && evening2.report.shiftedDuplicates == 0, "\(evening2.report)")
    }
}
