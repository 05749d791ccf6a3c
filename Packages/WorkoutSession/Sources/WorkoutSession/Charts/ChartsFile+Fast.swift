import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ChartsFile {
    /// Reads a current-version `charts.json` through the strict byte-level JSON reading
    /// (`DocumentBody`): the dashboard reads it on every run, and `JSONDecoder` set itself up
    /// for it each time. It reads what the standard path reads; an id not in fitshell's own
    /// lower-case form, or anything else it does not take, returns `nil` and takes the
    /// standard path.
    static func decodeFast(_ data: Data) -> ChartsFile? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            case .array(let items)? = body["charts"]
        else { return nil }
        var charts: [Chart] = []
        charts.reserveCapacity(items.count)
        for item in items {
            guard case .string(let idText)? = item["id"], let id = ChartID(idText), id.description == idText,
                case .string(let exerciseID)? = item["exerciseID"],
                case .string(let exerciseName)? = item["exerciseName"],
                case .string(let metricName)? = item["metric"],
                let metric = Chart.Metric(rawValue: metricName),
                case .string(let axisName)? = item["axis"], let axis = Chart.Axis(rawValue: axisName)
            else { return nil }
            charts.append(
                Chart(
                    id: id, exerciseID: ExerciseID(exerciseID), exerciseName: exerciseName, metric: metric,
                    axis: axis))
        }
        return ChartsFile(charts: charts)
    }
}
