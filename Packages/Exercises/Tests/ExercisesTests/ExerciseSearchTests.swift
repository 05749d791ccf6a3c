import CoreModels
import Exercises
import Foundation
import Testing

@Suite("Search and filters")
struct ExerciseSearchTests {
    let collection: ExerciseCollection

    init() throws {
        collection = ExerciseCollection(
            system: try SystemCatalog.load(),
            custom: [custom("Développé Couché", .chest), custom("Spider Zottman Curl")])
    }

    @Test("EXER-06 'bench' finds Barbell Bench Press first")
    func bench() {
        #expect(collection.search("bench").first?.name == "Barbell Bench Press - Medium Grip")
    }

    @Test(
        "EXER-06 typo-tolerant: 'dumbell curl' still finds curls",
        arguments: ["dumbell curl", "dumbbel curls", "bicep curl"])
    func typos(query: String) {
        let results = collection.search(query, limit: 5)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.name.lowercased().contains("curl") }, "\(results.map(\.name))")
    }

    @Test("EXER-06 case- and accent-insensitive, word prefixes")
    func accents() {
        #expect(collection.search("developpe couche").first?.name == "Développé Couché")
        #expect(collection.search("SPIDER ZOTT").first?.name == "Spider Zottman Curl")
        #expect(collection.search("squat").first?.name == "Barbell Squat")
        #expect(collection.search("romanian").first?.name == "Romanian Deadlift")
        #expect(collection.search("").isEmpty)
        #expect(collection.search("qwxzzy").isEmpty)
    }

    @Test("EXER-07 filter by category, equipment, muscle, knee load, level and custom")
    func filters() {
        let arms = collection.filter(ExerciseFilter(category: .arms))
        #expect(!arms.isEmpty && arms.allSatisfy { $0.category == .arms })
        let db = collection.filter(ExerciseFilter(category: .legs, equipment: [.dumbbell], kneeLoads: [.low]))
        #expect(
            !db.isEmpty
                && db.allSatisfy { $0.equipment == .dumbbell && $0.kneeLoad == .low && $0.category == .legs })
        let biceps = collection.filter(ExerciseFilter(muscle: .biceps, level: .beginner))
        #expect(biceps.contains { $0.name == "Dumbbell Bicep Curl" })
        #expect(
            collection.filter(ExerciseFilter(customOnly: true)).map(\.name) == [
                "Développé Couché", "Spider Zottman Curl",
            ])
    }
}
