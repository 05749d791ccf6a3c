import CoreModels
import CoreModelsTesting
import Exercises
import ExercisesTesting
import Foundation
import Testing

extension StoreAdapter {
    /// This package's store of the adapter, in `folder`.
    func exercises(in folder: URL) -> any ExerciseStore {
        switch self {
        case .inMemory: return InMemoryExerciseStore()
        case .jsonFile: return JSONFileExerciseStore(folder: folder, context: StorageContext())
        }
    }
}

@Suite("ExerciseStore contract (both adapters)")
struct ExerciseStoreContractTests {
    @Test(arguments: StoreAdapter.allCases, ExerciseStoreContract.checks)
    func contract(adapter: StoreAdapter, check: ContractCheck<any ExerciseStore>) async throws {
        let folder = TemporaryFolder("exercises")
        try await check.run(adapter.exercises(in: folder.url))
    }

    @Test("the JSON adapter refuses to write two exercises with one name (validation)")
    func validation() async throws {
        let folder = TemporaryFolder("exercises")
        let store = StoreAdapter.jsonFile.exercises(in: folder.url)
        await #expect(throws: StorageError.self) {
            try await store.updateCustomExercises { _ in
                [ExerciseStoreContract.custom("Same"), ExerciseStoreContract.custom("same")]
            }
        }
    }
}

@Suite("Kept import names and folds")
struct ImportNamesTests {
    @Test("a name written by hand in another form is read in its kept form; the file is not set aside")
    func handWrittenName() async throws {
        let folder = TemporaryFolder("import-names")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let text =
            #"{"data":{"names":{"Lat Pulldown (Machine)":"wide-grip-lat-pulldown","warm up":"custom-warm-up"}},"#
            + #""format":"fitshell.import-names","version":1}"#
        try Data(text.utf8).write(to: folder.url.appendingPathComponent("import-names.json"))
        let store = JSONFileExerciseStore(folder: folder.url, context: StorageContext())
        #expect(
            try await store.importNames() == [
                "lat pulldown machine": ExerciseID("wide-grip-lat-pulldown"),
                "warm up": ExerciseID("custom-warm-up"),
            ])
        try await store.updateImportNames { $0 }
        // Written back in the kept form (the old spelling may stay only as the sync's record of
        // its removal).
        let written = try Data(contentsOf: folder.url.appendingPathComponent("import-names.json"))
        let object = try JSONSerialization.jsonObject(with: written) as? [String: Any]
        let names = (object?["data"] as? [String: Any])?["names"] as? [String: String]
        #expect(names.map { Set($0.keys) } == ["lat pulldown machine", "warm up"])
    }

    @Test("folds are followed to their end; a loop (two devices folding each into the other) folds nothing")
    func folds() {
        let a = ExerciseID("split-squats")
        let b = ExerciseID("dumbbell-lunges")
        let c = ExerciseID("goblet-squat")
        #expect(ExerciseLibrary.folded(a, by: [a: b, b: c]) == c)
        #expect(ExerciseLibrary.folded(c, by: [a: b, b: c]) == c)
        #expect(ExerciseLibrary.folded(a, by: [a: b, b: a]) == a)
        #expect(ExerciseLibrary.folded(b, by: [a: b, b: a]) == b)
        #expect(ExerciseLibrary.folded(a, by: [a: b, b: c, c: b]) == a)
    }
}
