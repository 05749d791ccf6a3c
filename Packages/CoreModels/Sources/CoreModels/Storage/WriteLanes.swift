import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How many files written at once are shared among threads. Creating and renaming files in one
/// folder from two threads makes them wait on each other (the file system locks the folder for
/// each), which took about a tenth of the writing in a 100,000-row import; so each thread takes
/// whole folders when that shares the work out evenly enough.
public enum WriteLanes {
    /// How much more than an even share one thread may be given to keep folders whole.
    static let slack = 1.25

    /// Runs `write` for every item on all cores, in `lanes(folders, threads:)`: `folders[i]` is
    /// the folder item `i`'s file goes in. Each lane stops at its first failure, and the failure
    /// of the lowest item among them is thrown: the one writing item by item would meet first.
    ///
    /// - Throws: what `write` threw for that item.
    public static func write<Folder: Hashable & Comparable>(
        folders: [Folder], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ write: @Sendable (Int) throws(StorageError) -> Void
    ) throws(StorageError) {
        let lanes = lanes(folders, threads: threads)
        let failures = Mutex<[Int: StorageError]>([:])
        DispatchQueue.concurrentPerform(iterations: lanes.count) { lane in
            for index in lanes[lane] {
                do throws(StorageError) {
                    try write(index)
                } catch {
                    failures.withLock { $0[index] = error }
                    return
                }
            }
        }
        if let failure = failures.withLock({ found in found.min { $0.key < $1.key }?.value }) {
            throw failure
        }
    }

    /// The items (by position) each of at most `threads` threads takes, given the folder each
    /// item's file is in. Whole folders when there are at least two a thread and no thread gets
    /// more than `slack` times an even share: the largest folders first, each to the thread
    /// with the fewest items so far. Otherwise equal runs of the items in order. Every item is
    /// in one lane, lanes keep the items' order, and no lane is empty.
    public static func lanes<Folder: Hashable & Comparable>(_ folders: [Folder], threads: Int) -> [[Int]] {
        let threads = max(1, threads)
        var counts: [Folder: Int] = [:]
        for folder in folders { counts[folder, default: 0] += 1 }
        if counts.count >= 2 * threads {
            // Largest first; equal sizes in the folders' order, so the result is the same each run.
            let order = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            var load = Array(repeating: 0, count: threads)
            var lane: [Folder: Int] = [:]
            for (folder, count) in order {
                var target = 0
                for candidate in load.indices where load[candidate] < load[target] { target = candidate }
                lane[folder] = target
                load[target] += count
            }
            if Double(load.max() ?? 0) <= slack * Double(folders.count) / Double(threads) {
                var lanes = Array(repeating: [Int](), count: threads)
                for (index, folder) in folders.enumerated() { lanes[lane[folder] ?? 0].append(index) }
                return lanes.filter { !$0.isEmpty }
            }
        }
        let size = max(1, (folders.count + threads - 1) / threads)
        return stride(from: 0, to: folders.count, by: size).map { Array($0..<min($0 + size, folders.count)) }
    }
}
