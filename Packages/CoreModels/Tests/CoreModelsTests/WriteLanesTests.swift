import CoreModelsTesting
import Synchronization
import Testing

@testable import CoreModels

@Suite("Writes on all cores: the items each thread takes")
struct WriteLanesTests {
    @Test(
        "every item is taken once, in order; folders are kept whole only when the shares stay even",
        arguments: [1, 2, 3, 8])
    func lanes(threads: Int) {
        var numbers = SeededNumbers(seed: UInt64(threads))
        for _ in 0..<300 {
            let count = numbers.below(400)
            let first = 1990 + numbers.below(30)
            let span = 1 + numbers.below(30)
            // Some runs lean on one year, as a history that starts light does.
            let heavy = numbers.below(3) == 0 ? first : nil
            let years = (0..<count).map { _ in
                heavy.flatMap { numbers.below(2) == 0 ? $0 : nil } ?? first + numbers.below(span)
            }
            .sorted()
            let lanes = WriteLanes.lanes(years, threads: threads)
            #expect(lanes.flatMap { $0 }.sorted() == Array(years.indices))
            #expect(lanes.allSatisfy { $0 == $0.sorted() && !$0.isEmpty } && lanes.count <= threads)
            let whole = lanes.allSatisfy { lane in
                lanes.allSatisfy { other in
                    other == lane || Set(other.map { years[$0] }).isDisjoint(with: lane.map { years[$0] })
                }
            }
            if whole, lanes.count > 1 {
                let largest = lanes.map(\.count).max() ?? 0
                #expect(Double(largest) <= WriteLanes.slack * Double(count) / Double(threads) + 1)
            } else if !whole {
                // Equal runs in order.
                #expect(
                    lanes.map(\.count).max()! - lanes.map(\.count).min()! <= (count + threads - 1) / threads)
            }
        }
        #expect(WriteLanes.lanes([Int](), threads: threads).isEmpty)
    }

    @Test("two large years and two small ones go to two threads evenly, whole")
    func largestFirst() {
        let years =
            Array(repeating: 2021, count: 10) + Array(repeating: 2022, count: 5000)
            + Array(repeating: 2023, count: 10) + Array(repeating: 2024, count: 5000)
        let lanes = WriteLanes.lanes(years, threads: 2)
        #expect(lanes.count == 2)
        #expect(Set(lanes.map { Set($0.map { years[$0] }).count }) == [2])
        #expect(abs(lanes[0].count - lanes[1].count) <= 10)
        // One year with nearly everything: equal runs instead.
        let leaning = Array(repeating: 2020, count: 9000) + [2021, 2022, 2023, 2024]
        #expect(WriteLanes.lanes(leaning, threads: 2).map(\.count) == [4502, 4502])
    }

    @Test(
        "a write on all cores throws the failure of the lowest item, whichever lane met it",
        arguments: [1, 2, 4])
    func firstFailure(threads: Int) {
        // 30 years of 10 items: whole years to a lane. Items 57 and 123 fail; 57's is thrown.
        let folders = (0..<300).map { 1990 + $0 / 10 }
        let written = Mutex<Set<Int>>([])
        do {
            try WriteLanes.write(folders: folders, threads: threads) { index throws(StorageError) in
                if index == 57 || index == 123 { throw .invalid("item \(index)") }
                written.withLock { _ = $0.insert(index) }
            }
            Issue.record("no failure thrown")
        } catch {
            #expect("\(error)".contains("item 57"), "\(error)")
        }
        let done = written.withLock { $0 }
        #expect(!done.contains(57) && !done.contains(123))
        // Every item before the failure in its lane was written.
        for lane in WriteLanes.lanes(folders, threads: threads) {
            for index in lane.prefix(while: { $0 != 57 && $0 != 123 }) { #expect(done.contains(index)) }
        }
        // Without failures every item is written once.
        let all = Mutex<[Int]>([])
        #expect(throws: Never.self) {
            try WriteLanes.write(folders: folders, threads: threads) { index throws(StorageError) in
                all.withLock { $0.append(index) }
            }
        }
        #expect(all.withLock { $0.sorted() } == Array(0..<300))
    }
}
