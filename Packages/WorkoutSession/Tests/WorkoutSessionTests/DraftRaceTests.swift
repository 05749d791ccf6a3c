import CoreModels
import CoreModelsTesting
import Foundation
import Testing
import WorkoutSession
import WorkoutSessionTesting

@Suite("Drafts: resume and discard racing")
struct DraftRaceTests {
    @Test(
        "a resume and a discard of the same draft, started together 40 times: never both, never a lost workout"
    )
    func resumeRacesDiscard() async throws {
        let folder = TemporaryFolder("draft-race")
        for round in 0..<40 {
            // Two stores on one folder, as two processes would have.
            let first = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
            let second = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
            let draft = WorkoutStoreContract.sample(days: round, finished: false)
            try await first.keepDraft(draft)
            async let resumed = first.resumeDraft(draft.id)
            async let discarded = second.discardDraft(draft.id)
            let (workout, gone) = try await (resumed, discarded)
            #expect((workout != nil) != gone, "round \(round): exactly one of them acts")
            #expect(try await first.active() == workout, "round \(round): a resumed draft is in progress")
            #expect(try await first.drafts().isEmpty)
            try await first.updateActive { _ in nil }
        }
    }
}
