import CoreModels
import Foundation
import Testing

@testable import Exercises

@Suite("Catalog lookup by id")
struct CatalogLookupTests {
    @Test("reading entries by id from their lines gives exactly what the full parse gives")
    func matchesFullParse() throws {
        let all = try SystemCatalog.load()
        #expect(all.count > 800)
        var random = SystemRandomNumberGenerator()
        for size in [1, 5, 40] {
            let ids = Set(all.shuffled(using: &random).prefix(size).map(\.id))
            let found = try SystemCatalog.exercises(withIDs: ids.union([ExerciseID("no-such-exercise")]))
            #expect(Set(found) == Set(all.filter { ids.contains($0.id) }))
        }
        #expect(try SystemCatalog.exercises(withIDs: []).isEmpty)
    }

    @Test("every id is found by bisection, alone and all at once; near misses and the ends are not")
    func bisection() throws {
        let all = try SystemCatalog.load()
        for exercise in all {
            #expect(try SystemCatalog.exercises(withIDs: [exercise.id]) == [exercise], "\(exercise.id)")
        }
        #expect(try SystemCatalog.exercises(withIDs: Set(all.map(\.id))) == all.sorted { $0.id < $1.id })
        let sorted = all.map(\.id.rawValue).sorted()
        let misses = [
            "", "0", "~", "a", "zzzz", sorted[0] + "-", String(sorted[0].dropLast()),
            sorted[sorted.count - 1] + "a",
            "barbell", "barbell-squat-", "barbell-squa", "-barbell-squat",
        ].filter { !sorted.contains($0) }
        for id in misses {
            #expect(try SystemCatalog.exercises(withIDs: [ExerciseID(id)]).isEmpty, "\(id)")
        }
    }

    @Test("the library's lookup covers custom exercises, which win over a system one of the same id")
    func libraryLookup() async throws {
        let store = InMemoryExerciseStore()
        let library = ExerciseLibrary(store: store, lookup: SystemCatalog.exercises(withIDs:))
        let custom = try await library.addCustom(
            CustomExerciseDraft(
                name: "Zercher Carry", category: .core, equipment: .barbell, primaryMuscles: [.abdominals]))
        let found = try await library.exercises(withIDs: [custom.id, ExerciseID("barbell-squat")])
        #expect(found[custom.id]?.isCustom == true)
        #expect(found[ExerciseID("barbell-squat")]?.category == .legs)
        // Without a fast lookup the full catalog is filtered: the same answer.
        let slow = try await ExerciseLibrary(store: store).exercises(withIDs: [
            custom.id, ExerciseID("barbell-squat"),
        ])
        #expect(slow == found)
    }
}
