import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("charts.json: the byte-level read gives what JSONDecoder gives")
struct ChartsFastReadTests {
    /// Zero to twelve charts of every metric and axis, names with quotes and accents.
    static func file(seed: UInt64) -> ChartsFile {
        var numbers = SeededNumbers(seed: seed &+ 5)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        let names = ["Squat (Barbell)", "Bench \"Paused\"", "Développé couché", "Pull-up", "custom lift"]
        let charts = (0..<Int(next(13))).map { _ in
            let name = names[Int(next(UInt64(names.count)))]
            return Chart(
                id: ChartID(UUID()), exerciseID: ExerciseID(slugging: name), exerciseName: name,
                metric: Chart.Metric.allCases[Int(next(4))], axis: next(2) == 0 ? .date : .session)
        }
        return ChartsFile(charts: charts)
    }

    @Test("generated files read back exactly and as JSONDecoder reads them", arguments: 0..<20)
    func roundTrip(seed: Int) throws {
        #expect(
            try FastReadCheck.mismatches(Self.file(seed: UInt64(seed)), fast: ChartsFile.decodeFast).isEmpty)
    }

    @Test("ids not in fitshell's own form, unknown metrics and damage go the standard way (nil here)")
    func declines() throws {
        let id = ChartID(UUID())
        let file = ChartsFile(charts: [
            Chart(id: id, exerciseID: ExerciseID("squat"), exerciseName: "Squat", metric: .e1rm, axis: .date)
        ])
        let plain = String(decoding: try DocumentCoder.encode(file, compact: true), as: UTF8.self)
        #expect(ChartsFile.decodeFast(Data(plain.utf8)) == file)
        for text in [
            plain.replacingOccurrences(of: id.description, with: id.description.uppercased()),
            plain.replacingOccurrences(of: "\"e1rm\"", with: "\"1rm\""),
            plain.replacingOccurrences(of: "\"date\"", with: "\"week\""),
            plain.replacingOccurrences(of: "\"exerciseName\":\"Squat\"", with: "\"exerciseName\":7"),
            plain.replacingOccurrences(of: "\"charts\":[", with: "\"charts\":[],\"charts\":["),
        ] {
            #expect(text != plain && ChartsFile.decodeFast(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
