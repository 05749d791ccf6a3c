import CoreModels
import Dispatch
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WorkoutImporter {
    /// How many read workouts are built at a time: enough to share among the cores, few
    /// enough that the built ones held beside the read ones stay a small part of the memory.
    static let buildChunk = 512

    /// The finished workout and its summary for each of `items` that has a set, in order (`nil`
    /// for one without a set):
    /// the id is the saved workout's of the same start minute, else one made from the minute
    /// and the name. Built on all cores (each is independent of the others); building them was
    /// a fifth of a 100,000-row import, on one core while the other waited.
    static func build(
        _ items: ArraySlice<ImportedWorkout>, existing: [Int: WorkoutSummary], exercises: [String: Exercise],
        unit: MassUnit, timeZone: Zone
    ) -> [(Workout, WorkoutSummary)?] {
        let first = items.startIndex
        let count = items.count
        let parts = count < 16 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let results = ConcurrentResults<[(Int, (Workout, WorkoutSummary))]>(count: parts, initial: [])
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            var made: [(Int, (Workout, WorkoutSummary))] = []
            made.reserveCapacity(count / parts + 1)
            for index in stride(from: first + part, to: first + count, by: parts) {
                let imported = items[index]
                guard imported.exercises.contains(where: { !$0.sets.isEmpty }) else { continue }
                let id = existing[minute(imported.startedAt)]?.id ?? WorkoutID(identity(imported))
                let workout = workout(imported, id: id, exercises: exercises, unit: unit)
                made.append((index, (workout, WorkoutSummary(workout, timeZone: timeZone))))
            }
            results.set(part, made)
        }
        var built = [(Workout, WorkoutSummary)?](repeating: nil, count: count)
        for part in results.values {
            for (index, item) in part { built[index - first] = item }
        }
        return built
    }
}
