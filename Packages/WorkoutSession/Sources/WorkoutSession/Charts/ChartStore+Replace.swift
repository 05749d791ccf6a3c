import Exercises

extension ChartStore {
    /// Re-points charts of `from` to `into` (named `name`) in one locked update; a chart that
    /// would duplicate an existing chart of `into` (same metric and axis) is dropped instead.
    ///
    /// - Returns: the number of charts re-pointed or dropped (or that would be).
    /// - Throws: `StorageError`.
    public func replaceExercise(_ from: ExerciseID, with into: ExerciseID, name: String, dryRun: Bool)
        async throws
        -> Int
    {
        guard !dryRun else { return try await charts().filter { $0.exerciseID == from }.count }
        let counter = LockedValue(0)
        try await updateCharts { charts in
            var result: [Chart] = []
            for chart in charts {
                guard chart.exerciseID == from else {
                    result.append(chart)
                    continue
                }
                counter.update { $0 += 1 }
                let duplicate = charts.contains {
                    $0.exerciseID == into && $0.metric == chart.metric && $0.axis == chart.axis
                }
                if !duplicate {
                    result.append(
                        Chart(
                            id: chart.id, exerciseID: into, exerciseName: name, metric: chart.metric,
                            axis: chart.axis))
                }
            }
            return result
        }
        return counter.value
    }
}
