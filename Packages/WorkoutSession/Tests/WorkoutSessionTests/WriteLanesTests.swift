import CoreModelsTesting
import Testing

@testable import WorkoutSession

@Suite("Import writes: the items each thread takes")
struct WriteLanesTests {
    @Test("every item is taken once; with enough years no year is in two lanes", arguments: [1, 2, 3, 8])
    func lanes(threads: Int) {
        var numbers = SeededNumbers(seed: UInt64(threads))
        for _ in 0..<200 {
            let count = numbers.below(400)
            let first = 1990 + numbers.below(30)
            let span = 1 + numbers.below(30)
            let years = (0..<count).map { _ in first + numbers.below(span) }.sorted()
            let lanes = JSONFileWorkoutStore.writeLanes(years, threads: threads)
            #expect(lanes.flatMap { $0 }.sorted() == Array(years.indices))
            #expect(lanes.count <= threads && lanes.allSatisfy { !$0.isEmpty })
            if Set(years).count >= 2 * threads {
                let owners = Dictionary(
                    grouping: lanes.indices.flatMap { lane in lanes[lane].map { (years[$0], lane) } }
                ) {
                    $0.0
                }
                #expect(owners.values.allSatisfy { Set($0.map(\.1)).count == 1 })
                #expect(lanes.count == threads)
            }
        }
        #expect(JSONFileWorkoutStore.writeLanes([], threads: threads).isEmpty)
    }
}
