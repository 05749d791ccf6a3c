import CoreModels
import Foundation
import Testing

@testable import Exercises

@Suite("System catalog")
struct CatalogTests {
    let catalog: [Exercise]

    init() throws {
        catalog = try SystemCatalog.load()
    }

    func exercise(_ id: String) throws -> Exercise {
        try #require(catalog.first { $0.id == ExerciseID(id) }, "no \(id) in the catalog")
    }

    @Test(
        "EXER-01 at least 800 exercises with name, category, equipment, level, muscles; unique ids and names")
    func size() {
        #expect(catalog.count >= 800)
        #expect(Set(catalog.map(\.id)).count == catalog.count)
        #expect(Set(catalog.map { SearchText.key($0.name) }).count == catalog.count)
        #expect(catalog.allSatisfy { !$0.name.isEmpty && !$0.primaryMuscles.isEmpty })
        #expect(catalog.filter { $0.mechanic != nil }.count > 700)
        #expect(catalog.allSatisfy { !$0.isCustom })
    }

    @Test("a set without a weight takes last time's load, but not for a movement with no load of its own")
    func repeatsLastLoad() throws {
        #expect(try !exercise("pullups").repeatsLastLoad)
        #expect(try !exercise("pushups").repeatsLastLoad)
        // Its weighted variant's load, and its assisted variant's help, are figures to repeat.
        #expect(try exercise("weighted-pull-ups").repeatsLastLoad)
        #expect(try exercise("band-assisted-pull-up").repeatsLastLoad)
        #expect(try exercise("barbell-bench-press-medium-grip").repeatsLastLoad)
    }

    @Test("H4 the library covers chest, back, legs, shoulders and arms (and core)")
    func coverage() {
        let categories = Set(catalog.map(\.category))
        for needed: ExerciseCategory in [.chest, .back, .legs, .shoulders, .arms, .core] {
            #expect(categories.contains(needed))
        }
    }

    @Test("the committed catalog's derived fields follow the rules, entry by entry")
    func derivedFieldsFollowRules() {
        for exercise in catalog {
            #expect(exercise.category == CatalogRules.category(for: exercise.facts), "\(exercise.id)")
            #expect(exercise.kneeLoad == CatalogRules.kneeLoad(for: exercise.facts), "\(exercise.id)")
        }
    }

    @Test(
        "the committed catalog is exactly what the generator makes from the source file",
        .enabled(
            if: FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../../../../shared/data/free-exercise-db.json")
                    .standardizedFileURL.path),
            "../shared/data is absent (the rules check still runs)"))
    func regeneratesIdentically() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../../shared/data/free-exercise-db.json").standardizedFileURL
        let data = try Data(contentsOf: source)
        let entries = try JSONDecoder().decode([SourceExercise].self, from: data)
        let generated = SystemCatalog.generatedSource(for: entries.map(\.exercise))
        let committedFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Exercises/Catalog/Generated/SystemCatalogData.swift")
        #expect(try String(contentsOf: committedFile, encoding: .utf8) == generated, "run 'make catalog'")
        let embedded = entries.map(\.exercise).sorted { $0.id < $1.id }.map(CatalogCodec.line).joined(
            separator: "\n")
        #expect(SystemCatalog.embeddedText.trimmingCharacters(in: .whitespacesAndNewlines) == embedded)
        // No instruction sentence from the source is embedded as a cue.
        let sentences = Set(entries.flatMap(\.instructions))
        #expect(ExerciseCues.table.values.joined().allSatisfy { !sentences.contains($0) })
    }

    @Test(
        "knee load pins: squat, leg extension, lunge high; leg press moderate+; RDL at most moderate; hip thrust low",
        arguments: [
            ("barbell-squat", [KneeLoad.high]), ("front-barbell-squat", [.high]), ("leg-extensions", [.high]),
            ("dumbbell-lunges", [.high]), ("barbell-walking-lunge", [.high]), ("dumbbell-step-ups", [.high]),
            ("freehand-jump-squat", [.high]), ("leg-press", [.moderate, .high]),
            ("romanian-deadlift", [.low, .moderate]), ("stiff-legged-dumbbell-deadlift", [.low, .moderate]),
            ("barbell-hip-thrust", [.low]), ("barbell-glute-bridge", [.low]),
            ("standing-calf-raises", [.low]),
            ("one-arm-kettlebell-swings", [.low]),
        ])
    func kneeLoadPins(id: String, allowed: [KneeLoad]) throws {
        #expect(allowed.contains(try exercise(id).kneeLoad))
    }

    @Test(
        "every upper-body and core exercise is low knee load (Olympic lifts, which catch in a squat, aside)")
    func upperBodyIsLow() {
        let upper = catalog.filter {
            CatalogRules.legMuscles.isDisjoint(with: $0.primaryMuscles) && $0.kind != .cardio
                && $0.kind != .olympicWeightlifting
        }
        #expect(upper.count > 400)
        #expect(upper.allSatisfy { $0.kneeLoad == .low })
    }

    @Test(
        "category rule: first primary muscle decides, cardio is Other",
        arguments: [
            ("barbell-bench-press-medium-grip", ExerciseCategory.chest), ("pullups", .back),
            ("bent-over-barbell-row", .back),
            ("standing-military-press", .shoulders), ("barbell-squat", .legs), ("dumbbell-bicep-curl", .arms),
            ("triceps-pushdown", .arms), ("plank", .core), ("running-treadmill", .other),
        ])
    func categories(id: String, category: ExerciseCategory) throws {
        #expect(try exercise(id).category == category)
    }

    @Test("equipment words of the source map to fitshell's kinds")
    func equipmentMapping() {
        #expect(CatalogRules.equipment(fromSource: nil) == .bodyweight)
        #expect(CatalogRules.equipment(fromSource: "body only") == .bodyweight)
        #expect(CatalogRules.equipment(fromSource: "e-z curl bar") == .ezBar)
        #expect(CatalogRules.equipment(fromSource: "kettlebells") == .kettlebell)
        #expect(CatalogRules.equipment(fromSource: "something new") == .other)
    }

    @Test("every exercise with cues exists in the catalog and has at least one cue line")
    func cues() {
        let ids = Set(catalog.map(\.id))
        #expect(ExerciseCues.table.count >= 60)
        for (id, lines) in ExerciseCues.table {
            #expect(ids.contains(id), "\(id) has cues but is not in the catalog")
            #expect(!lines.isEmpty)
        }
    }

    @Test("a damaged catalog line is reported with its number")
    func parseErrors() {
        #expect(throws: CatalogCodec.ParseError(line: 2, reason: "expected 11 fields, found 2")) {
            try CatalogCodec.parse("a|A|strength|bodyweight|beginner|-|-|chest|-|chest|low\nbroken|line")
        }
        #expect(throws: CatalogCodec.ParseError(line: 1, reason: "unknown value 'wobbly'")) {
            try CatalogCodec.parse("a|A|strength|bodyweight|beginner|-|-|chest|-|chest|wobbly")
        }
    }
}
