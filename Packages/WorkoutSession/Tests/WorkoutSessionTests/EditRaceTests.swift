import CoreModels
import CoreModelsTesting
import Foundation
import Testing
import WorkoutSessionTesting

@testable import WorkoutSession

/// `history edit` against every other writer of a year's workout files and index, each pair
/// started together from two stores on one folder (as two processes would be).
@Suite("History edits racing the other writers of the year")
struct EditRaceTests {
    func stores(_ folder: TemporaryFolder) -> (JSONFileWorkoutStore, JSONFileWorkoutStore) {
        (
            JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc),
            JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        )
    }

    /// An edit that appends `mark` to the notes (so each edit's part can be found afterwards).
    func noting(_ mark: String) -> @Sendable (Workout) throws -> Workout {
        { workout in
            var changed = workout
            changed.notes = (workout.notes ?? "") + mark
            return changed
        }
    }

    @Test("two edits of one workout, 30 rounds: both changes are kept, file and index agree")
    func editRacesEdit() async throws {
        let folder = TemporaryFolder("edit-race")
        let (first, second) = stores(folder)
        let (workout, summary) = WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: 1))
        try await first.importFinished([(workout, summary)])
        for round in 0..<30 {
            async let a = first.editFinished(workout.id, year: 2025, noting("a\(round);"))
            async let b = second.editFinished(workout.id, year: 2025, noting("b\(round);"))
            _ = try await (a, b)
        }
        let notes = try #require(try await first.finished(workout.id, year: 2025)?.notes)
        for round in 0..<30 {
            #expect(notes.contains("a\(round);") && notes.contains("b\(round);"), "round \(round)")
        }
        #expect(try await first.indexIssues().isEmpty)
    }

    @Test("an edit and a delete of one workout, 30 rounds: a deleted workout never comes back")
    func editRacesDelete() async throws {
        let folder = TemporaryFolder("edit-delete-race")
        let (first, second) = stores(folder)
        for round in 0..<30 {
            let (workout, summary) = WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: round))
            try await first.importFinished([(workout, summary)])
            async let edited = first.editFinished(workout.id, year: 2025, noting("x"))
            async let deleted: Void = second.deleteFinished(workout.id, year: 2025)
            _ = try await (edited, deleted)
            #expect(try await first.finished(workout.id, year: 2025) == nil, "round \(round)")
            #expect(try await first.summaries(year: 2025).isEmpty, "round \(round)")
            #expect(try await first.indexIssues().isEmpty, "round \(round)")
        }
    }

    @Test("an edit and a finish into the same year, 30 rounds: the finished workout and the edit both kept")
    func editRacesFinish() async throws {
        let folder = TemporaryFolder("edit-finish-race")
        let (first, second) = stores(folder)
        let (workout, summary) = WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: 0))
        try await first.importFinished([(workout, summary)])
        for round in 1...30 {
            let (next, nextSummary) = WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: round))
            async let edited = first.editFinished(workout.id, year: 2025, noting("\(round);"))
            async let finished: Void = second.finish(next, summary: nextSummary)
            _ = try await (edited, finished)
        }
        let lines = try await first.summaries(year: 2025)
        #expect(lines.count == 31)
        let notes = try #require(try await first.finished(workout.id, year: 2025)?.notes)
        #expect((1...30).allSatisfy { notes.contains(";\($0);") || notes.hasPrefix("\($0);") })
        #expect(try await first.indexIssues().isEmpty)
    }

    @Test(
        "an edit and an import into the same year, 20 rounds: every imported workout listed, every edit kept")
    func editRacesImport() async throws {
        let folder = TemporaryFolder("edit-import-race")
        let (first, second) = stores(folder)
        let (workout, summary) = WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: 0))
        try await first.importFinished([(workout, summary)])
        for round in 1...20 {
            let batch = (0..<3).map {
                WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: round * 3 + $0))
            }
            async let edited = first.editFinished(workout.id, year: 2025) { current in
                var changed = current
                changed.exercises[0].sets[0].reps = round
                return changed
            }
            async let imported: Void = second.importFinished(batch)
            _ = try await (edited, imported)
            #expect(try await first.finished(workout.id, year: 2025)?.exercises[0].sets[0].reps == round)
        }
        #expect(try await first.summaries(year: 2025).count == 61)
        #expect(try await first.summaries(year: 2025).first?.volume == 20 * 100 + 2 * 500)
        #expect(try await first.indexIssues().isEmpty)
    }
}

/// What the review of `history edit` asked to hold.
@Suite("History edits: the day a workout is filed under, stale lines")
struct EditDayTests {
    @Test(
        "an edit made in another time zone keeps the workout's day (a New Year's Eve evening stays in its year)"
    )
    func editInAnotherZone() async throws {
        let folder = TemporaryFolder("edit-zone")
        let saved = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        // 2025-12-31 20:00 UTC: 1 January 2026 in Kiritimati (UTC+14).
        var workout = WorkoutStoreContract.sample(days: 0)
        workout = Workout(
            id: workout.id, name: workout.name, planID: nil, programDay: nil,
            startedAt: Date(timeIntervalSince1970: 1_767_211_200), checkIn: nil, exercises: workout.exercises)
        workout.finishedAt = workout.startedAt.addingTimeInterval(3600)
        let (finished, summary) = WorkoutStoreContract.finished(workout)
        #expect(summary.date.year == 2025)
        try await saved.importFinished([(finished, summary)])
        let zone = Zone.fixed(secondsEast: 14 * 3_600)
        let travelling = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: zone)
        let edited = try await travelling.editFinished(finished.id, year: 2025) { current in
            var changed = current
            changed.name = "New Year's Eve"
            return changed
        }
        #expect(edited?.name == "New Year's Eve")
        let line = try #require(try await travelling.summaries(year: 2025).first)
        #expect(line.date == summary.date && line.name == "New Year's Eve")
        #expect(try await travelling.indexIssues(comparingLines: true).isEmpty)
    }

    @Test("an edit racing an import that replaces the same workout: the line always says what the file holds")
    func editRacesReplacingImport() async throws {
        let folder = TemporaryFolder("edit-replace-race")
        let first = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let second = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let (workout, summary) = WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: 0))
        try await first.importFinished([(workout, summary)])
        for round in 1...20 {
            var replacement = workout
            replacement.exercises[0].sets[2].reps = 10 + round
            let replaced = WorkoutStoreContract.finished(replacement)
            // As `import --update` does: the imports lock held around the write.
            async let imported: Void = {
                let hold = try await second.holdImports(whileWaiting: nil)
                defer { hold?.release() }
                try await second.importFinished([replaced])
            }()
            async let edited = first.editFinished(workout.id, year: 2025) { current in
                var changed = current
                changed.exercises[0].sets[0].reps = round
                return changed
            }
            _ = try await (imported, edited)
            #expect(try await first.indexIssues(comparingLines: true).isEmpty, "round \(round)")
        }
    }

    @Test(
        "a line left behind its file (a crash between an edit's two saves) is reported and refreshed by a rebuild"
    )
    func staleLine() async throws {
        let folder = TemporaryFolder("edit-stale")
        let store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        let (workout, summary) = WorkoutStoreContract.finished(WorkoutStoreContract.sample(days: 0))
        try await store.importFinished([(workout, summary)])
        var changed = workout
        changed.exercises[0].sets[0].weight = Mass(120, .kilograms)
        try DocumentCoder.encode(FinishedWorkoutFile(workout: changed)).write(
            to: folder.url.appendingPathComponent("history/2025/\(workout.id).json"))
        #expect(try await store.indexIssues().isEmpty, "ids alone agree")
        let issues = try await store.indexIssues(comparingLines: true)
        #expect(issues.map(\.stale) == [[workout.id]])
        try store.rebuildIndex(year: 2025, refreshing: Set(issues[0].stale))
        #expect(try await store.indexIssues(comparingLines: true).isEmpty)
        #expect(try await store.summaries(year: 2025).first?.volume == 1600)
    }
}
