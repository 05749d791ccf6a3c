import CoreModels
import Foundation
import Testing

@testable import Exercises

@Suite("The compiled catalog search index")
struct CompiledCatalogSearchTests {
    static let queries = [
        "bench", "bench press", "benchpress", "dumbell curl", "dumbbel curls", "bicep curl", "squat", "sqaut",
        "romanian", "pull up", "pullup", "chin up", "deadlift", "dead lift", "ohp", "overhead press",
        "row", "barbell row", "leg", "legs", "quadriceps", "glutes", "kettlebell", "cable fly", "towel",
        "door row", "développé", "developpe couche", "zott", "spider zottman", "abs", "press", "a",
        "hamstring curl machine", "calf raise", "farmer", "plank", "lunge", "hip thrust", "face pull",
        "tricep pushdown", "dip", "shrug", "good morning", "front squat", "hack", "smith", "band",
    ]

    static let custom: [Exercise] = [
        ExerciseLibrary.build(name: "Développé Couché", category: .chest),
        ExerciseLibrary.build(name: "Spider Zottman Curl", category: .arms),
        ExerciseLibrary.build(name: "Towel Row", category: .back),
        ExerciseLibrary.build(name: "Door Row", category: .back),
        ExerciseLibrary.build(name: "Bench Press", category: .chest),
    ]

    @Test("the committed index is the one compiled from the embedded catalog ('make catalog' otherwise)")
    func committedIndexIsCurrent() throws {
        let generated = CompiledCatalogSearch.generatedSource(for: try SystemCatalog.load())
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Exercises/Catalog/Generated/SystemCatalogSearchData.swift")
        #expect(try String(contentsOf: committed, encoding: .utf8) == generated, "run 'make catalog'")
    }

    @Test("searches give exactly what a collection's search gives, with and without custom exercises")
    func sameResultsAsTheCollection() throws {
        let catalog = try SystemCatalog.load()
        let compiled = try CompiledCatalogSearch.embedded()
        for custom in [[], Self.custom] {
            let collection = ExerciseCollection(system: catalog, custom: custom)
            for query in Self.queries {
                for limit in [1, 5, 20, 1000] {
                    let expected = collection.search(query, limit: limit)
                    let found = try compiled.search(query, limit: limit, custom: custom)
                    #expect(found == expected, "\(query) limit \(limit), \(custom.count) custom")
                }
            }
        }
    }

    @Test("the library searches through the index and falls back to the catalog without it")
    func librarySearch() async throws {
        let store = InMemoryExerciseStore()
        let fast = ExerciseLibrary(
            store: store, lookup: SystemCatalog.exercises(withIDs:),
            compiledSearch: CompiledCatalogSearch.embedded)
        let plain = ExerciseLibrary(store: store)
        _ = try await fast.addCustom(CustomExerciseDraft(name: "Towel Row", category: .back))
        for query in ["towel", "bench", "row"] {
            let viaIndex = try await fast.search(query, limit: 10)
            let viaCatalog = try await plain.search(query, limit: 10)
            #expect(viaIndex.matches == viaCatalog.matches)
            #expect(viaIndex.catalogProblem == nil)
        }
        #expect(try await fast.search("towel", limit: 1).matches.first?.name == "Towel Row")
    }

    @Test(
        "a damaged compiled line is named, never trusted",
        arguments: [
            ("", 1), ("a b\nid|Name|0|1|0", 2), ("a b\nid|Name|0|1|9|0", 2), ("a b\nid|Name|0||x|0", 2),
            ("a b\n|Name|0||1|0", 2), ("a b\nid|Name|0,|1||0", 2), ("a b\nid|Name|0|1||0\nid|N||||1000", 3),
            ("a b\nid|Name|0|1||0\n", 3), ("a b\nid|Name|0|1||0|7", 2), ("\nid|Name|0|1||0", 1),
        ])
    func damaged(text: String, line: Int) {
        #expect(throws: CompiledCatalogSearch.DamagedIndex(line: line)) {
            try CompiledCatalogSearch.decode(text)
        }
    }
}

extension ExerciseLibrary {
    /// A custom exercise as `addCustom` makes it.
    fileprivate static func build(name: String, category: ExerciseCategory) -> Exercise {
        build(
            CustomExerciseDraft(name: name, category: category), name: name,
            id: ExerciseID("custom-" + SearchText.words(name).joined(separator: "-")))
    }
}
