import CoreModels
import Exercises
import Foundation
import Synchronization
import Testing

/// A store whose first read of the custom exercises lets another writer add `name` just after
/// the read: the moment two imports at once both find a name missing.
private final class RacingStore: ExerciseStore {
    let inner = InMemoryExerciseStore()
    let name: String
    let fired = Mutex(false)

    init(racing name: String) { self.name = name }

    func customExercises() async throws -> [Exercise] {
        let snapshot = try await inner.customExercises()
        if !fired.withLock({ done in
            defer { done = true }
            return done
        }) {
            try await ExerciseLibrary(store: inner).addCustom(
                CustomExerciseDraft(name: name, category: .legs))
        }
        return snapshot
    }

    func updateCustomExercises(_ change: @Sendable ([Exercise]) throws -> [Exercise]) async throws
        -> [Exercise]
    {
        try await inner.updateCustomExercises(change)
    }

    func instructions() async throws -> [ExerciseID: [String]] { try await inner.instructions() }

    func updateInstructions(_ change: @Sendable ([ExerciseID: [String]]) throws -> [ExerciseID: [String]])
        async throws
    { try await inner.updateInstructions(change) }

    func importNames() async throws -> [String: ExerciseID] { try await inner.importNames() }

    func updateImportNames(_ change: @Sendable ([String: ExerciseID]) throws -> [String: ExerciseID])
        async throws
    {
        try await inner.updateImportNames(change)
    }

    func exerciseRedirects() async throws -> [ExerciseID: ExerciseID] { try await inner.exerciseRedirects() }

    func updateExerciseRedirects(
        _ change: @Sendable ([ExerciseID: ExerciseID]) throws -> [ExerciseID: ExerciseID]
    ) async throws {
        try await inner.updateExerciseRedirects(change)
    }
}

@Suite("Exercise library: get or create against another writer")
struct ExerciseGetOrCreateRaceTests {
    @Test("a name another writer creates between the look and the write is returned, not refused")
    func otherWriterFirst() async throws {
        let store = RacingStore(racing: "Sled Drag Backwards")
        let library = ExerciseLibrary(store: store)
        let (found, created) = try await library.exercise(
            named: "sled drag backwards", orCreate: CustomExerciseDraft(category: .other))
        #expect(found.name == "Sled Drag Backwards" && found.category == .legs)
        #expect(!created, "the other writer made it: not this call's to record or undo")
        #expect(try await store.inner.customExercises().map(\.name) == ["Sled Drag Backwards"])
    }
}
