import CoreModels
import Exercises
import Foundation
import Testing
import WorkoutSession

/// The real exports in `../shared/data/exports` (never copied into the repository): the numbers
/// an import produces against the same numbers summed straight from the file's cells.
@Suite("Real exports: the numbers match the file")
struct RealExportNumbersTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../../shared/data/exports").standardizedFileURL
    static let present = FileManager.default.fileExists(atPath: folder.path)

    /// Sets, volume (kg) and workouts summed directly from the cells: every row that is a set with
    /// a weight or reps, weight × reps; workouts by distinct start (Strong) or start_time (Hevy).
    func truth(_ table: CSVTable) -> (sets: Int, volume: Double, workouts: Int, heaviestDeadlift: Double) {
        let hevy = table.column(["exercise_title"]) != nil
        let weight = table.column(hevy ? ["weight_kg"] : ["weight (kg)", "weight"])
        let reps = table.column(["reps"])
        let order = table.column(["set order"])
        let exercise = table.column(hevy ? ["exercise_title"] : ["exercise name"])
        let start = table.column(hevy ? ["start_time"] : ["date"])
        let distance = table.column(["distance_km", "distance (meters)", "distance"])
        let seconds = table.column(["duration_seconds", "seconds"])
        var sets = 0
        var volume = 0.0
        var starts: Set<String> = []
        var heaviest = 0.0
        for row in table.rows {
            let kind = (row.field(order) ?? "").lowercased()
            if kind == "rest timer" || kind == "note" || kind == "notes" { continue }
            let w = row.field(weight).flatMap(CSVNumber.parse)
            let r = row.field(reps).flatMap(CSVNumber.parse)
            let moved = (row.field(distance).flatMap(CSVNumber.parse) ?? 0) > 0
            let timed = (row.field(seconds).flatMap(CSVNumber.parse) ?? 0) > 0
            guard w != nil || r != nil || moved || timed else { continue }
            sets += 1
            volume += (w ?? 0) * (r ?? 0)
            starts.insert(row.field(start) ?? "")
            if row.field(exercise) == "Deadlift (Barbell)" { heaviest = max(heaviest, w ?? 0) }
        }
        return (sets, volume, starts.count, heaviest)
    }

    @Test(
        "each real export imports with the file's own sets, volume, workouts and heaviest deadlift",
        .enabled(if: present, "../shared/data/exports is absent"),
        arguments: ["strong-2021-classic", "strong-2025-no-notes", "strong-quoted-semicolon", "hevy-2025"])
    func numbers(name: String) async throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).csv"))
        let table = try CSVReader.read(data)
        let format = try #require(WorkoutExportFormat.detect(table))
        let (workouts, problems) = try ExportReader(timeZone: utc, unit: nil).read(table, as: format)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        let decision = UnitInference.decide(workouts, prior: .pounds)
        #expect(
            decision.confidence == .stated || (decision.unit == .kilograms && decision.confidence == .high),
            "every sample is in kg, said by its header or by its loads: \(decision)")
        let store = InMemoryWorkoutStore()
        let collection = ExerciseCollection(system: (try? SystemCatalog.load()) ?? [], custom: [])
        let matcher = ExerciseMatcher(collection: collection)
        let outcome = try await WorkoutImporter(store: store, timeZone: utc).run(
            workouts, options: .init(format: format, unit: .kilograms), match: { matcher.match($0.name) },
            createCustom: {
                (
                    Exercise(
                        id: ExerciseID("custom-" + ExerciseID(slugging: $0).rawValue), name: $0,
                        category: .other,
                        equipment: .other, primaryMuscles: [], kneeLoad: .low, isCustom: true), true
                )
            })
        let expected = truth(table)
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(outcome.report.sets == expected.sets && summaries.reduce(0) { $0 + $1.sets } == expected.sets)
        #expect(summaries.count == expected.workouts, "\(name)")
        let volume = summaries.reduce(0) { $0 + $1.volume }
        #expect(abs(volume - expected.volume) < 0.01, "\(name): \(volume) vs \(expected.volume)")
        let deadlift =
            summaries.flatMap(\.exercises).filter { $0.exerciseID == ExerciseID("barbell-deadlift") }
            .map(\.topKilograms).max() ?? 0
        #expect(abs(deadlift - expected.heaviestDeadlift) < 0.001, "\(name)")
        let durations = summaries.map(\.durationSeconds)
        #expect(
            durations.allSatisfy { (0...86_400).contains($0) }
                && durations.filter { $0 > 0 }.count > summaries.count / 2)
    }
}
