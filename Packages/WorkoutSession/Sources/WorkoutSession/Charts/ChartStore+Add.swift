/// Why a chart cannot be added.
public enum ChartError: Error, Equatable, Sendable {
    /// The same exercise, metric and axis is already chart number `number` (1-based).
    case duplicate(number: Int)
}

extension ChartStore {
    /// Adds `chart` unless an identical one (same exercise, metric and axis) exists, checked
    /// inside the store's locked update so two processes cannot both add it.
    ///
    /// - Returns: the new chart's number (1-based) in the list.
    /// - Throws: `ChartError.duplicate`; `StorageError`.
    @discardableResult
    public func addChart(_ chart: Chart) async throws -> Int {
        try await updateCharts { charts in
            if let index = charts.firstIndex(where: {
                $0.exerciseID == chart.exerciseID && $0.metric == chart.metric && $0.axis == chart.axis
            }) {
                throw ChartError.duplicate(number: index + 1)
            }
            return charts + [chart]
        }
        return try await charts().firstIndex { $0.id == chart.id }.map { $0 + 1 } ?? 0
    }
}
