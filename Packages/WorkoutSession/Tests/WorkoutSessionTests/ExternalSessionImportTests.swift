import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("Sessions without sets from another app (Apple Health)")
struct ExternalSessionImportTests {
    static func at(_ text: String) -> Date {
        // "2024-01-02 18:00" in UTC.
        let date = LocalDate(iso: String(text.prefix(10))) ?? LocalDate(daysSinceEpoch: 0)
        let hour = Int(text.dropFirst(11).prefix(2)) ?? 0
        let minute = Int(text.dropFirst(14).prefix(2)) ?? 0
        return Date(timeIntervalSince1970: Double(date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60))
    }

    static func session(_ start: String, _ end: String, kcal: Double? = 300) -> ExternalSession {
        ExternalSession(
            name: "Strength training", startedAt: at(start), finishedAt: at(end), energyKilocalories: kcal,
            notes: "Imported from Apple Health (Apple Watch)")
    }

    @Test(
        "Covered by a logged workout, imported before, recorded twice, implausible: each counted, the rest added once"
    )
    func rules() async throws {
        let store = InMemoryWorkoutStore()
        let importer = WorkoutImporter(store: store, timeZone: Zone.utc)
        // A workout logged with its sets from 18:00 to 19:30 on 2024-01-02.
        var logged = Workout(
            id: WorkoutID(UUID()), name: "Push", planID: nil, programDay: nil,
            startedAt: Self.at("2024-01-02 18:00"),
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: ExerciseID("barbell-bench-press"), name: "Bench Press", category: .chest,
                    restSeconds: 120, sets: [WorkoutSet(weight: Mass(kilograms: 80), reps: 5, done: true)])
            ])
        logged.finishedAt = Self.at("2024-01-02 19:30")
        try await store.importFinished([(logged, WorkoutSummary(logged, timeZone: .utc))])
        let first = try await importer.importSessions(
            [Self.session("2024-01-01 18:00", "2024-01-01 19:00")], dryRun: false)
        #expect(first.0.imported == 1 && first.1.count == 1)
        let sessions = [
            Self.session("2024-01-01 18:00", "2024-01-01 19:00"),  // imported before
            Self.session("2024-01-02 19:00", "2024-01-02 20:00"),  // overlaps the logged workout
            Self.session("2024-01-03 18:00", "2024-01-03 19:00", kcal: 412.36),
            Self.session("2024-01-03 18:05", "2024-01-03 18:55"),  // the phone's copy of the same session
            Self.session("2024-01-04 18:00", "2024-01-04 17:00"),  // ends before it starts
        ]
        let dry = try await importer.importSessions(sessions, dryRun: true)
        #expect(dry.1.isEmpty && dry.0.imported == 1)
        let (report, added) = try await importer.importSessions(sessions, dryRun: false)
        #expect(report.read == 5)
        #expect(report.imported == 1 && added.count == 1)
        #expect(report.alreadyImported == 1 && report.covered == 1 && report.overlapping == 1)
        #expect(report.invalid.count == 1)
        let stored = try await store.finished(added[0].id, year: 2024)
        #expect(stored?.energyKilocalories == 412.4)
        #expect(stored?.exercises.isEmpty == true)
        #expect(stored?.notes == "Imported from Apple Health (Apple Watch)")
        let again = try await importer.importSessions(sessions, dryRun: false)
        #expect(again.0.imported == 0)
        let summaries = try await WorkoutHistory(store: store).summaries()
        #expect(summaries.count == 3)
    }
}
