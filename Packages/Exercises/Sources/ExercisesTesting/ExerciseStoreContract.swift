import CoreModels
import CoreModelsTesting
import Exercises
import Testing

/// The rules every `ExerciseStore` adapter meets. Run each check against a fresh, empty store:
///
/// ```swift
/// @Test(arguments: ExerciseStoreContract.checks)
/// func contract(_ check: ContractCheck<any ExerciseStore>) async throws {
///     try await check.run(MyExerciseStore())
/// }
/// ```
public enum ExerciseStoreContract {
    /// A custom arms exercise named `name`, with an id made from the name.
    public static func custom(_ name: String, _ category: ExerciseCategory = .arms) -> Exercise {
        Exercise(
            id: ExerciseID("custom-" + ExerciseID(slugging: name).rawValue), name: name, category: category,
            equipment: .dumbbell, primaryMuscles: [.biceps], kneeLoad: .low, isCustom: true)
    }

    /// Every check of the contract.
    public static let checks: [ContractCheck<any ExerciseStore>] = [
        ContractCheck("an empty store has no custom exercises and no instructions") { (store) async throws in
            #expect(try await store.customExercises().isEmpty)
            #expect(try await store.instructions().isEmpty)
        },
        ContractCheck("custom exercises round-trip in order") { (store) async throws in
            try await store.updateCustomExercises {
                $0 + [custom("Spider Zottman Curl"), custom("Band Curl")]
            }
            #expect(try await store.customExercises().map(\.name) == ["Spider Zottman Curl", "Band Curl"])
            try await store.updateCustomExercises { $0.filter { $0.name != "Spider Zottman Curl" } }
            #expect(try await store.customExercises().map(\.name) == ["Band Curl"])
        },
        ContractCheck("a throwing change saves nothing") { (store) async throws in
            try await store.updateCustomExercises { _ in [custom("Keep")] }
            await #expect(throws: ExerciseError.invalidName("no")) {
                try await store.updateCustomExercises { _ in throw ExerciseError.invalidName("no") }
            }
            #expect(try await store.customExercises().map(\.name) == ["Keep"])
        },
        ContractCheck("instructions round-trip") { (store) async throws in
            try await store.updateInstructions { _ in [ExerciseID("plank"): ["Hold it."]] }
            #expect(try await store.instructions() == [ExerciseID("plank"): ["Hold it."]])
        },
        ContractCheck("import names round-trip; a throwing change saves nothing") { (store) async throws in
            #expect(try await store.importNames().isEmpty)
            try await store.updateImportNames { _ in
                [
                    "lat pulldown machine": ExerciseID("wide-grip-lat-pulldown"),
                    "warm up": ExerciseID("custom-warm-up"),
                ]
            }
            try await store.updateImportNames { $0.filter { $0.key != "warm up" } }
            #expect(
                try await store.importNames() == [
                    "lat pulldown machine": ExerciseID("wide-grip-lat-pulldown")
                ])
            await #expect(throws: ExerciseError.invalidName("no")) {
                try await store.updateImportNames { _ in throw ExerciseError.invalidName("no") }
            }
            #expect(try await store.importNames().count == 1)
        },
        ContractCheck("exercise redirects round-trip beside the import names, each leaving the other") {
            (store) async throws in
            #expect(try await store.exerciseRedirects().isEmpty)
            try await store.updateImportNames { _ in ["warm up": ExerciseID("custom-warm-up")] }
            try await store.updateExerciseRedirects { _ in
                [ExerciseID("low-cable-triceps-extension"): ExerciseID("triceps-pushdown")]
            }
            #expect(
                try await store.exerciseRedirects() == [
                    ExerciseID("low-cable-triceps-extension"): ExerciseID("triceps-pushdown")
                ])
            #expect(try await store.importNames() == ["warm up": ExerciseID("custom-warm-up")])
            try await store.updateImportNames { $0 }
            #expect(try await store.exerciseRedirects().count == 1, "a names change keeps the redirects")
            try await store.updateExerciseRedirects { _ in [:] }
            #expect(try await store.exerciseRedirects().isEmpty)
            #expect(try await store.importNames().count == 1)
        },
    ]
}
