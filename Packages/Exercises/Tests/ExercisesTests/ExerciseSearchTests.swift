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

@Suite("Search finds what lifters type")
struct LifterSearchTests {
    let collection = ExerciseCollection(system: (try? SystemCatalog.load()) ?? [], custom: [])

    @Test(
        "swapped letters, words written together or apart, the plain lift first",
        arguments: [
            ("sqaut", "Barbell Squat"), ("benhc press", "Barbell Bench Press - Medium Grip"),
            ("benchpress", "Barbell Bench Press - Medium Grip"), ("chinup", "Chin-Up"),
            ("pull up", "Pullups"),
            ("pullup", "Pullups"), ("deadlift", "Barbell Deadlift"),
            ("bench press", "Barbell Bench Press - Medium Grip"),
            // Other names gyms use: the barbell press overhead is more than the Smith machine's.
            ("overhead press", "Standing Military Press"), ("ohp", "Standing Military Press"),
            ("rdl", "Romanian Deadlift"), ("back squat", "Barbell Squat"),
        ])
    func lifterQueries(query: String, first: String) {
        let results = collection.search(query, limit: 5).map(\.name)
        #expect(results.first == first, "\(query): \(results)")
    }

    @Test(
        "'pull up' lists Pullups among the first three; 'bench press' puts no band or chain variant before the barbell"
    )
    func ordering() {
        #expect(collection.search("pull up", limit: 3).map(\.name).contains("Pullups"))
        let bench = collection.search("bench press", limit: 10).map(\.name)
        let barbell = bench.firstIndex(of: "Barbell Bench Press - Medium Grip") ?? 99
        #expect(!bench.prefix(barbell).contains { $0.contains("Band") || $0.contains("Chain") })
    }

    @Test("a transposition is one edit; a real difference stays two")
    func distance() {
        #expect(collection.search("qwxzzy").isEmpty)
        #expect(!collection.search("curl").isEmpty)
    }
}
